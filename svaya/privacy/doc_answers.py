"""A passport asked for in a call or a chat: "Продиктуйте серию и номер паспорта", "Серию?" …
"Номер?". The next speaker's message answers with digits alone ("46 05… номер 384510", "4605",
"384 510"), which no label and no grouping marks as a passport's.

A question is one line without digits of its own that asks (a question mark, a request, the
word it wants last) for a series ("серию", "серия?") or a passport's number ("номер паспорта";
"номер?" alone when a line just above spoke of the passport or its series); one naming another
number ("номер заказа", "полиса", "телефона") is not. The answer may name the series it adds
("384510, серия 4605").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from svaya.privacy.context import nearest_context
from svaya.privacy.dates import SPEAKER

_SERIES_ASKED = re.compile(r"(?<![а-яё])сери[юяие](?![а-яё])")
_NUMBER_ASKED = re.compile(r"(?<![а-яё])номер(?:а|у)?(?![а-яё])")
_PASSPORT_TALK = re.compile(r"паспорт|(?<![а-яё])сери[юяие](?![а-яё])")
_OWN_DIGITS = re.compile(r"\d{4}")
# A question, a request, or a line that ends with what it wants ("и номер", "Серию паспорта").
_ASKING = re.compile(
    r"\?|продикт|назов|скаж|подскаж|пришл|скин|уточн|укаж|напиш|дайте|введ|сообщ|подтверд"
    r"|пожалуйста|как(?:ой|ая|ие)"
    r"|(?:сери[юяие]|номер[ау]?|паспорт[ау]?)[\s.!:]*$"
)
# In the answer: a series of four digits, a number of six, apart or together; not a date's year
# ("выдан 26.08.2021").
_SERIES = re.compile(r"(?<![\d./-])\d\d[ -]?\d\d(?![\d-]|[ -]?\d\d\d)")
_NUMBER = re.compile(r"(?<![\d./-])\d\d\d[ -]?\d\d\d(?![\d-]|[ .,]\d|\s*(?:руб|р\.|₽))")
_LINES_ABOVE = 2
_APART = 12


def asked_passports(folded: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each series or number given in answer to a passport question; a series
    and a number close together on one line as one stretch."""
    lines = folded.split("\n")
    offset = 0
    for i, line in enumerate(lines[:-1]):
        line_end = offset + len(line)
        asked = _asked(lines, i)
        if asked:
            yield from _answer(folded, line_end + 1, asked)
        offset = line_end + 1


def _asked(lines: list[str], i: int) -> str:
    """What the line asks for: "s" (a series), "n" (a number), "sn" (both) or "" (nothing)."""
    line = lines[i]
    if (
        _OWN_DIGITS.search(line) is not None
        or _ASKING.search(line) is None
        or nearest_context(line, len(line)) not in (None, "passport")
    ):
        return ""
    series = _SERIES_ASKED.search(line) is not None
    number = _NUMBER_ASKED.search(line) is not None
    if "паспорт" in line and not series and not number:
        return "sn"  # "паспорт продиктуй"
    above = "\n".join(lines[max(0, i - _LINES_ABOVE) : i])
    if number and not series and _PASSPORT_TALK.search(line + above) is None:
        return ""
    return ("s" if series else "") + ("n" if number else "")


def _answer(folded: str, begin: int, asked: str) -> Iterator[tuple[int, int]]:
    speaker = SPEAKER.match(folded, begin)
    if speaker is None:
        return
    end = folded.find("\n", speaker.end())
    end = len(folded) if end < 0 else end
    if _SERIES_ASKED.search(folded, speaker.end(), end) is not None:
        asked += "s"  # "384510, серия 4605": the answer names the series it adds
    series = _SERIES.search(folded, speaker.end(), end) if "s" in asked else None
    after = series.end() if series is not None else speaker.end()
    number = _NUMBER.search(folded, after, end) if "n" in asked else None
    if number is None and "n" in asked:
        number = _NUMBER.search(folded, speaker.end(), end)
    if series is not None and number is not None and number.start() < series.start():
        series = _SERIES.search(folded, number.end(), end)  # the series after the number
    stretches = sorted(found.span() for found in (series, number) if found is not None)
    if len(stretches) == 2 and stretches[1][0] - stretches[0][1] <= _APART:
        stretches = [(stretches[0][0], stretches[1][1])]
    for start, stop in stretches:
        # "нет, номер заявки 384510" is no passport's
        if nearest_context(folded, start, start - speaker.end()) in (None, "passport"):
            yield start, stop
