"""Context words: the nearest keyword before a number says what the number is."""

from __future__ import annotations

import re

from svaya.privacy.trie import trie_regex

CONTEXT_WINDOW = 48

# The kind of number announced by each folded stem (lower case, ё→е). "other" announces a document
# number (order, contract, request…), which is never personal data by itself.
_KINDS: dict[str, str] = {
    "passport": "паспорт пасп серия серии passport pasport удост загран zagran дул",
    "snils": "снилс snils страхов",
    "inn": "инн inn налогоплательщик",
    "card": "карт card pan",
    "phone": "тел телефон phone mobile моб мобильн whatsapp telegram звон позвон перезвон",
    "account": "счет сч account р/с л/с",
    "other": "заказ договор заявк order операци накладн трек отправлени посылк бандерол "
    "претензи обращени "
    "квитанци поручени полис протокол приказ лицензи запрос реестр фактур сертификат "
    "огрн ogrn кпп kpp окпо оквэд октмо окато бик bic артикул п/п тс птс стс транспортн vin "
    # Papers numbered by a series and a number like a passport's, none a person's passport: a
    # prescription's form, a blank's, a coupon's, a referral's, a diploma's, a migrant's patent
    # and card, a court case.
    "рецепт бланк талон направлени аттестат диплом патент миграционн дело дела делу деле",
}
# A passport of a deal, a vehicle, a building or a product is no person's document.
OF_A_THING = r"\w*\s+(?:сделк|тс\b|транспорт|объект|издели|оборудован|качеств)"
_OF_A_THING = re.compile(OF_A_THING)
# "серия" names a passport's series unless a document of another kind is named before it
# ("полис серии ХХХ № …", "сертификат соответствия серия …").
_SERIES = frozenset({"серия", "серии"})
CONTEXT_WORDS: dict[str, str] = {
    word: kind for kind, words in _KINDS.items() for word in words.split()
}
# Short stems that must end at a word boundary ("инн" but not "длинный").
_WHOLE_WORDS = frozenset(
    {
        "инн",
        "inn",
        "pan",
        "тел",
        "сч",
        "моб",
        "card",
        "кпп",
        "kpp",
        "бик",
        "bic",
        "тс",
        "птс",
        "стс",
        "дул",
        "дело",
        "дела",
        "делу",
        "деле",
    }
)
# Searched in the reversed window, so the first match is the keyword nearest to the number.
_BACKWARDS = trie_regex(word[::-1] for word in CONTEXT_WORDS)
# "№ 2026-03-17-00412" with no keyword before it: a document number, not an identifier.
_OTHER_NUMBER = re.compile(r"\d(?:[ \u00a0()-]{0,2}\d){4,}")
_NUMBERED = re.compile(r"(?:№|#)\s*$")
_FOR_BEFORE = re.compile(r"(?<![\w-])для\s$")
# A relative clause's pronoun ("который", "на которые", "по которому") and what ends the clause
# before the number (a colon, a line, a sentence's end, a comma).
_RELATIVE = re.compile(r"(?<![а-я])котор[а-я]{2,3}(?![а-я])")
_CLAUSE_END = re.compile(r"[:\n.;?!,]")
_CLAUSE_REACH = 60


def nearest_context(folded: str, start: int, window: int = CONTEXT_WINDOW) -> str | None:
    """The kind announced by the keyword closest before `start` in the folded text, if any."""
    begin = max(0, start - window)
    # A keyword before another number ("ИНН: 366456381550\nмой номер 8 916 …") was that one's,
    # its digits grouped too ("тел 8 903 111 22 33, машина …, ТТН 4508 123456").
    for other in _OTHER_NUMBER.finditer(folded, begin, start):
        begin = other.end()
    backwards = folded[begin:start][::-1]
    series = False
    for m in _BACKWARDS.finditer(backwards):
        word_start, word_end = start - m.end(), start - m.start()
        if word_start > 0 and folded[word_start - 1].isalpha():
            continue
        word = folded[word_start:word_end]
        if _FOR_BEFORE.search(folded, max(0, word_start - 5), word_start) is not None:
            continue  # "паспорт для договора 3613 114555": what the value is for, not what it is
        if word in _WHOLE_WORDS and word_end < len(folded) and folded[word_end].isalpha():
            continue
        kind = _kind(folded, word, word_end)
        if kind == "other" and _aside_of_passport(folded, word_start, start):
            return "passport"
        if kind is None or _in_relative_clause(folded, word_start, word_end, start):
            continue
        if series:
            return "other" if kind == "other" else "passport"
        if word not in _SERIES:
            return kind
        series = True
    if series:
        return "passport"
    return "other" if _NUMBERED.search(folded, begin, start) else None


# A passport named right before a bracket, the number inside it after another paper's name that
# says where it was given ("скан паспорта (в прошлом договоре 4508 123456)", "паспорт (как в
# заявке: 4508 123456)", "паспорт (указан в анкете 4508 123456)").
_PASSPORT_BEFORE_ASIDE = re.compile(r"(?<![а-я])(?:паспорт[а-я]{0,2}|пасп\.)\s*\($")
# A number's sign in the bracket makes the number the other paper's ("паспорт (заказ № 4508
# 123456)", "паспорт (номер заявки 4508 123456)").
_NUMBER_SIGN = re.compile(r"№|(?<![\w.])(?:n|no|номер\w*|ном)(?![\w])")


def _aside_of_passport(folded: str, word_start: int, start: int) -> bool:
    """A paper named inside a bracket opened right after a passport word, behind some words of
    the bracket's (a preposition, "указан в"): it says where the passport was given, not what
    the number is. A paper that opens the bracket, or a number's sign, names the number."""
    bracket = folded.rfind("(", max(0, word_start - 24), word_start)
    return (
        bracket >= 0
        and ")" not in folded[bracket:start]
        and folded[bracket + 1 : word_start].strip() != ""
        and _NUMBER_SIGN.search(folded, bracket, start) is None
        and _PASSPORT_BEFORE_ASIDE.search(folded, max(0, bracket - 12), bracket + 1) is not None
    )


def _in_relative_clause(folded: str, word_start: int, word_end: int, start: int) -> bool:
    """A paper named in a relative clause that ended before the number ("паспорт, по которому
    оформлен договор: 4508 …", "данные, на которые заключён договор\nКлиент: серия 4508 …")
    says what the person's document was used for, not what the number is."""
    begin = max(0, word_start - _CLAUSE_REACH)
    clause = max(folded.rfind(",", begin, word_start), folded.rfind("\n", begin, word_start))
    return (
        clause >= 0
        and _RELATIVE.search(folded, clause, word_start) is not None
        and _CLAUSE_END.search(folded, word_end, start) is not None
    )


def _kind(folded: str, word: str, word_end: int) -> str | None:
    if word == "паспорт" and _OF_A_THING.match(folded, word_end) is not None:
        return "other"
    if word == "заказ" and folded.startswith("чик", word_end):
        return None  # "паспорт заказчика": the customer is a person
    return CONTEXT_WORDS[word]
