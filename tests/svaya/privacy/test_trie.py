"""A search for a few words finds what their compiled trie finds, before and after it compiles."""

from __future__ import annotations

import random

import pytest

from svaya.privacy.trie import WordSearch, trie_regex


def regex_hits(words: list[str], suffix: str, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in trie_regex(words, suffix).finditer(text)]


@pytest.mark.parametrize("suffix", ["", r"(?!\d)", r"(?![^\W\d_])"])
@pytest.mark.parametrize("count", [1, 3, 8, 30])
def test_it_finds_the_leftmost_longest_words_the_suffix_accepts(suffix: str, count: int) -> None:
    rng = random.Random(count)
    for _ in range(200):
        words = ["".join(rng.choices("ab1", k=rng.randint(1, 4))) for _ in range(count)]
        text = "".join(rng.choices("ab1 ", k=rng.randint(0, 40)))
        assert list(WordSearch(words, suffix).finditer(text)) == regex_hits(words, suffix, text)


def test_many_words_are_compiled_once_a_few_pages_were_read_and_find_the_same() -> None:
    words = [f"{n:010d}" for n in range(4506123450, 4506123470)]
    text = "|".join(["4506123456", "45061234599", "0000000000", "4506123469"] * 500)
    search = WordSearch(words)
    pages = [list(search.finditer(text[:100])), list(search.finditer(text))]
    assert pages == [regex_hits(words, "", text[:100]), regex_hits(words, "", text)]
    assert search.compiled


def test_a_few_words_are_never_compiled() -> None:
    search = WordSearch(["4506123456", "9162451807"])
    assert list(search.finditer("4506123456|x" * 10_000))[-1] == (119_988, 119_998)
    assert not search.compiled


def test_an_empty_search_finds_nothing() -> None:
    search = WordSearch([])
    assert not search
    assert list(search.finditer("anything")) == []
