"""Street addresses ("г. Москва, ул. Ленина, д. 5, кв. 12") by their markers.

The full grammar is expensive to try at every position, so the scan is anchored on the house
marker ("д. 5", "дом 5"), which every address we accept contains.
"""

from __future__ import annotations

import re

from svaya.privacy.keys import text_key
from svaya.privacy.spans import Span

_STREET_MARK = (
    r"(?:ул\.|улица|пр-т\.?|проспект|пр\.|пер\.|переулок|б-р|бульвар|ш\.|шоссе|наб\."
    r"|набережная|пл\.|площадь|проезд|мкр\.?|микрорайон|тупик|аллея|линия)"
)
_NAME_WORD = r"(?:\d{1,2}-?[яйе]?\s|(?:реки|канала|им\.|имени)\s)?[А-ЯЁ][\w.-]*"
_NAME = rf"{_NAME_WORD}(?:\s[А-ЯЁ][\w-]*){{0,2}}"
_STREET = rf"(?:{_STREET_MARK}\s?{_NAME}|{_NAME}\s{_STREET_MARK})"
_HOUSE = r"(?:д\.|дом)\s?\d+[а-яА-Я]?(?:/\d+)?"
_BUILDING = r"(?:,?\s?(?:корп\.|корпус|к\.|стр\.|строение)\s?\d+[а-яА-Я]?)"
_FLAT = r"(?:,?\s?(?:кв\.|квартира|оф\.|офис|пом\.|комн\.)\s?\d+[а-яА-Я]?)"
_LOCALITY = r"(?:(?:г\.|город|пос\.|п\.|с\.|дер\.|пгт\.?)\s?[А-ЯЁ][\w-]*(?:[\s-][А-ЯЁ][\w-]*)?)"
_REGION = (
    r"(?:[А-ЯЁ][\w-]*\s(?:обл\.|область|край|р-н|район)"
    r"|(?:Республика|Респ\.)\s[А-ЯЁ][\w-]*|Москва|Санкт-Петербург)"
)
_ADDRESS = re.compile(
    rf"(?<![\w.-])(?:(?:\d{{6}}|{_REGION}|{_LOCALITY}),\s?)*{_STREET},?\s?{_HOUSE}{_BUILDING}?{_FLAT}?"
)
_HOUSE_ANCHOR = re.compile(r"(?:д\.|дом)\s?\d")
# An organisation's address is public (it is in the state register), not personal data.
_ORG_CONTEXT = re.compile(
    r"(?:юридическ|адрес\s+(?:организации|банка|компании|офиса|филиала)|местонахожден|офис\w*\s+на"
    r"|фактическ\w+\s+адрес\s+организации)[^\n]{0,40}$",
    re.IGNORECASE,
)
_LOOK_BACK = 160


class AddressDetector:
    source = "pattern"

    def find(self, text: str) -> list[Span]:
        spans: list[Span] = []
        searched_until = 0
        for anchor in _HOUSE_ANCHOR.finditer(text):
            if anchor.start() < searched_until:
                continue
            # Addresses do not run across lines, so the line start bounds the search too.
            line_start = text.rfind("\n", 0, anchor.start()) + 1
            begin = max(searched_until, anchor.start() - _LOOK_BACK, line_start)
            for m in _ADDRESS.finditer(text, begin, anchor.end() + 60):
                if m.start() <= anchor.start() < m.end():
                    searched_until = m.end()
                    if _ORG_CONTEXT.search(text, max(0, m.start() - 60), m.start()):
                        break
                    value = m.group()
                    spans.append(
                        Span(m.start(), m.end(), value, "pd.address", self.source,
                             text_key("pd.address", value))
                    )  # fmt: skip
                    break
        return spans
