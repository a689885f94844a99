"""The words that mark a place's name after them, one list for the name, address and
organisation rules: a settlement's kind ("село Липки", "в посёлке Заречный", "пгт Ясный"), and a
place of nature or travel by its kind ("бухта Тихая", "пролив Узкий", "река Быстрая", "в
аэропорту Северный", "склон Большой Камень").

Each is a regex fragment without anchors; the caller sets what may come before and after it.
The short markers a person's initials share ("д.", "п.", a capital "С.") are not here: the
address rules add them where a house or a street follows.
"""

from __future__ import annotations

# A village's kind in the nominative, as an address's field writes it ("село Липки").
VILLAGE_NOMINATIVE = r"(?:село|деревня|пос[её]лок|хутор|станица|аул)"

# The same kinds in the cases a name follows them ("в селе Липки", "из деревни Горки", "к
# хутору Дальний"). "села" is the past of "сесть" too ("в такси села Анна"): it is the
# village's genitive only after a preposition ("из села Липки", "до села").
VILLAGE = (
    r"(?:сел(?:о|е|у|ом)|(?:из|до|у|от|около|возле|близ|для|вдоль|с)\sсела"
    r"|деревн(?:я|е|и|ю|ей)|пос[её]л(?:ок|ка|ке|ку|ком)|хутор(?:а|е|у|ом)?"
    r"|станиц(?:а|е|ы|у|ей)|аул(?:а|е|у|ом)?)"
)

# A settlement's short marker ("пгт Ясный", "пос. Заречный", "с. Липки", "ст-ца Южная"); "с." in
# lower case only.
SETTLEMENT_SHORT = r"(?:пгт|рп|пос\.|дер\.|ст-ца|(?-i:с)\.)"

# A place of nature or of travel by its kind, in the cases a name follows it: a bay, a gulf, a
# strait, a cape, an island or a peninsula, a lake, a river, an airport, a mountain's slope or
# pass ("бухта Тихая", "на полуострове Средний", "река Быстрая", "склон Малый Камень").
NATURE = (
    r"(?:бухт[аеуы]|бух\.|залив[аеу]?|пролив[аеу]?|мыс[аеу]?|о-в|(?:полу)?остров[аеу]?"
    r"|озер[оауе]|оз\.|рек(?:а|е|и|у|ой)|аэропорт(?:а|у|ом|е)?|склон(?:а|у|ом|е)?"
    r"|перевал[аеу]?)"
)
