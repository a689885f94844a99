"""A name a scan glued to the word before it: the space lost, the name's capital left inside the
token ("дочьЛариса", "членаЖСКПолуэктовой Аделаиды Трифоновны", "переданаКовальской Лейле").

A capital after a lower-case letter, or after two capitals, that starts a word the dictionary
reads as a name part (a first name, a surname, a patronymic, or a surname's shape: `word_score`)
marks where the space was. The name rules and the tagger then read the text with the glued
word's last letter put as a space (the same length, so the offsets stay), which leaves brands
written in camel case ("МегаФон", "ЛеруаМерлен": no name's part after the capital) alone.
"""

from __future__ import annotations

import re

from svaya.privacy.name_probable import word_score
from svaya.privacy.spans import Span

# A capital inside a token, after a lower-case letter or after two capitals, before two
# lower-case letters.
_GLUE = re.compile(r"[а-яёА-ЯЁ][А-ЯЁ][а-яё]{2}")
_TAIL = re.compile(r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?")
_MIN_SCORE = 0.7


def unglued(text: str) -> tuple[str, list[int]]:
    """`text` with the letter before each glued name part put as a space, and where those
    letters stand; `text` itself and no places when there is none."""
    places = []
    for m in _GLUE.finditer(text):
        at = m.start() + 1
        if m.group()[0].isupper() and not (at >= 2 and text[at - 2].isupper()):
            continue  # "ВКонтакте": one capital before is a word's own
        tail = _TAIL.match(text, at)
        if tail is not None and word_score(tail.group()) >= _MIN_SCORE:
            places.append(at - 1)
    if not places:
        return text, places
    chars = list(text)
    for at in places:
        chars[at] = " "
    return "".join(chars), places


def without_heads(text: str, places: list[int], spans: list[Span]) -> list[Span]:
    """The spans with the glued word before a name left out ("Квартирапередана" before
    "Ковальской Лейле", which the tagger takes in), unless it is a name's part itself
    ("АннаИванова")."""
    out = []
    for span in spans:
        for at in places:
            if span.start <= at < span.end - 1:
                head = text[_token_start(text, at) : at + 1]
                if word_score(head) < _MIN_SCORE:
                    span = span._replace(start=at + 1)
        out.append(span._replace(value=text[span.start : span.end]))
    return out


def _token_start(text: str, at: int) -> int:
    while at > 0 and text[at - 1].isalpha():
        at -= 1
    return at
