"""Russian words written in Latin letters ("Petrov", "Sergeevna", "Tverskaya"), read back into
Cyrillic so the Russian dictionary can say what they are.

There is no one transliteration in use (passports, banks and people each write their own), so a
word gives a few Cyrillic spellings: "e" is "е" or "э", "y" is "ы", "й" or a part of "ю"/"я",
a final "y" of "Dmitry" is "ий". The dictionary settles which of them is a word.
"""

from __future__ import annotations

# Longest first at each position: "shch" before "sh" before "s".
_RULES: dict[str, tuple[str, ...]] = {
    "shch": ("щ",), "sch": ("щ", "ш"), "zh": ("ж",), "kh": ("х",), "ts": ("ц", "тс"),
    "tz": ("ц",), "ch": ("ч",), "sh": ("ш",), "yu": ("ю",), "ju": ("ю",), "iu": ("ю", "ью"),
    "iya": ("ия",), "iia": ("ия",), "iie": ("ие",), "je": ("е", "ье"),
    "ya": ("я", "ья"), "ja": ("я",), "ia": ("ия", "я", "ья"), "ye": ("е", "ье"),
    "ie": ("ие", "ье"),
    "yo": ("ё", "ье"),
    "ey": ("ей",), "iy": ("ий",), "yy": ("ый",), "ij": ("ий",), "ii": ("ий", "ии"),
    "a": ("а",), "b": ("б",), "v": ("в",), "w": ("в",), "g": ("г",), "d": ("д",),
    "e": ("е", "э"), "z": ("з",), "i": ("и", "й"), "j": ("й", "ж"), "k": ("к",), "l": ("л",),
    "m": ("м",), "n": ("н",), "o": ("о",), "p": ("п",), "r": ("р",), "s": ("с",), "t": ("т",),
    "u": ("у",), "f": ("ф",), "h": ("х",), "c": ("к", "ц"), "y": ("ы", "й", "и"), "q": ("к",),
    "x": ("кс",), "'": ("ь",),
}  # fmt: skip
_LONGEST = max(map(len, _RULES))
_FINAL_Y = ("ий", "ый", "й", "и")
_MAX_SPELLINGS = 48
_CONSONANTS = frozenset("bcdfghjklmnpqrstvwxz")
# Consonants a dropped soft sign follows before another consonant ("Olga", "Kuzma", "Tatiana").
_SOFTENED = frozenset("lnzdtsrm")


def cyrillic_spellings(word: str) -> list[str]:
    """Cyrillic spellings of a Latin word (lower case), the likeliest first; [] when the word
    has a letter no rule reads."""
    latin = word.lower()
    spellings = [""]
    at = 0
    while at < len(latin):
        for size in range(min(_LONGEST, len(latin) - at), 0, -1):
            chunk = latin[at : at + size]
            options = _RULES.get(chunk)
            if options is None:
                continue
            if chunk == "y" and at == len(latin) - 1 and at > 0:
                options = _FINAL_Y
            elif chunk in _SOFTENED and latin[at + 1 : at + 2] in _CONSONANTS:
                # the soft sign transliteration drops: "Olga" is "Ольга", "Kuzma" "Кузьма"
                options = (*options, options[0] + "ь")
            spellings = [s + o for s in spellings for o in options][:_MAX_SPELLINGS]
            at += size
            break
        else:
            return []
    return spellings
