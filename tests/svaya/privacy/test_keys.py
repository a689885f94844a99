"""Folding keeps offsets, and the last folded text is never handed out for another."""

from __future__ import annotations

from svaya.privacy.keys import fold


def test_fold_is_lower_case_with_e_for_yo_and_keeps_the_length() -> None:
    text = "Ёлкин\u00a0АРТЁМ İstanbul " * 5
    folded = fold(text)
    assert len(folded) == len(text)
    assert folded.startswith("елкин артем ")


def test_the_last_folded_text_is_kept_for_that_text_only() -> None:
    first, second = "Смирнова Анна " * 10, "Смирнову Анну " * 10
    assert fold(first) == first.lower()
    assert fold(second) == second.lower()
    assert fold(first) == first.lower()
    short = "Анна"  # short values are folded on the fly and leave the kept text alone
    assert fold(short) == "анна"
    assert fold(second) == second.lower()
