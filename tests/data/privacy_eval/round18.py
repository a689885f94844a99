"""Dev texts of the eighteenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Nizhny Novgorod region: a car plant's dealership (a van owner's warranty claim, the dealer's
answer to his complaint with it quoted), a private IVF clinic (a couple's questionnaire, its
laboratory system's XML export), the closed nuclear town of Саров (a resident's application for
a relative's entry pass, the pass office's answer with the letter quoted), a fitness club (a
member's application to freeze a membership, the administrator's notes, its CRM's JSON), the Volga
ferry at Бор (its passengers' Telegram chat about the timetable), a Khokhloma painting workshop
(a customer's WhatsApp chat about a painted gift with names on it, a scanned order form), a vet's
home visits (the owner's chat with the dispatcher, the vet's notes), a school's graduation album
(the parents' chat with the photographer, the order form exported as CSV), a river cruise
company (its letter to a group leader with his cabin list quoted, the cabin list as CSV), a glass
factory's retired workers' council (its letter to the factory with the list of its veterans
quoted, a veteran's scanned application, the council chairwoman's notebook), the cable car's
lost-and-found (a scanned act of a find and its return), a bus depot's pre-trip medical checks (a
scanned page of the nurse's journal) and a housing co-operative's debtors (a scanned list on the
entrance door, the chairman's notes). The frames are in round18_frames.py and round18_frames2.py,
the towns, streets and address slots in round18_places.py, the organisation values and unlabelled
numbers in round18_org.py.

Its people are mostly Russians of the Volga, with Mordvin (Erzya and the терюхане), Mishar Tatar
and Chuvash families. Its pool is new (no word of a name, in any case form, in Latin or in a
passport's ICAO Latin, occurs in another round of either split; a script compared this round's
forms with every other round's spans and pools) and every word of a name begins with a letter
from А to М (the held-out rounds written beside it take the other letters). A situation says who
its people are (`kin`, `spouse`, `men`/`women`, `years`, `children`, `home_town`) as in rounds
11-17, and which people those named in `folk` are; the range of its amounts (`sums`, `part`) and
the town of its offices (`town`). Its slots start with `nn_`. It draws from its own seeded
generator (`16-dev18`), so the earlier texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import values as v
from people import CASES, MONTHS, latin, surname_form
from round18_frames import FRAMES_A
from round18_frames2 import FRAMES_B
from round18_places import (
    ADDRESS_SLOTS18,
    CITIES18,
    STREETS18,
    home_code,
    said,
    town_of,
)
from round_kit import (
    RoundPerson,
    caps_first,
    check_letters,
    date_words,
    day_month,
    dim_case,
    dob,
    dob_spoken,
    icao,
    icao_full,
    initials_case,
    lat_full,
    lat_sur_i,
    login,
    low,
    mobile,
    nick,
    payee,
    pick_person,
    snils,
    spaced,
    sur_i,
    vocative,
    work_email,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

FRAMES18 = {**FRAMES_A, **FRAMES_B}

__all__ = ["CITIES18", "FRAMES18", "STREETS18", "town_of"]

# Surname: (male form, paradigm), by the people they are of.
_SURNAMES_RUS: list[tuple[str, str]] = [
    # the Volga's Russian families: merchants' (Бугров, Башкиров, Блинов), boatmen's and
    # craftsmen's, two named after the region's towns (Ардатов, Арзамасцев)
    ("Бугров", "ov"), ("Башкиров", "ov"), ("Блинов", "ov"), ("Бурнаев", "ov"), ("Гущин", "ov"),
    ("Долгополов", "ov"), ("Жарков", "ov"), ("Заварзин", "ov"), ("Каравайкин", "ov"),
    ("Кудряшов", "ov"), ("Лапшин", "ov"), ("Макушин", "ov"), ("Батурин", "ov"),
    ("Ветошкин", "ov"), ("Глазунов", "ov"), ("Клепиков", "ov"), ("Курицын", "ov"),
    ("Мартьянов", "ov"), ("Гундобин", "ov"), ("Задорин", "ov"), ("Каширин", "ov"),
    ("Вязовкин", "ov"), ("Ардатов", "ov"), ("Арзамасцев", "ov"),
    # priests' surnames after a church or a monastery, and one after a town (Городец, whose
    # district is in the addresses)
    ("Богородский", "sky"), ("Георгиевский", "sky"), ("Макарьевский", "sky"),
    ("Городецкий", "sky"),
    # words: a man's declines, a woman's does not (a barge hauler, a spoon carver, a psaltery
    # player); Ложкарь keeps its soft stem ("Ложкарём")
    ("Бурлак", "noun"), ("Ложкарь", "noun"), ("Гусляр", "noun"),
    # that do not decline
    ("Живаго", "indecl"), ("Босых", "indecl"), ("Глубоких", "indecl"),
]  # fmt: skip
_SURNAMES_MORD: list[tuple[str, str]] = [
    # Erzya and Moksha families: a forefather's name or nickname in -кин, -ов, -ев
    ("Кирдяшкин", "ov"), ("Девяткин", "ov"), ("Кулясов", "ov"), ("Вечканов", "ov"),
    ("Ведяшкин", "ov"), ("Кильдюшкин", "ov"), ("Маскаев", "ov"), ("Ломшин", "ov"),
    ("Бибаев", "ov"), ("Куторкин", "ov"), ("Адушкин", "ov"), ("Иняткин", "ov"),
]  # fmt: skip
_SURNAMES_TAT: list[tuple[str, str]] = [
    # Mishar Tatars of Сергач, Актуково and Медяна, among them murzas' families
    ("Акчурин", "ov"), ("Аксянов", "ov"), ("Енгалычев", "ov"), ("Девлеткильдеев", "ov"),
    ("Мавлютов", "ov"), ("Максютов", "ov"), ("Кудашев", "ov"), ("Бедретдинов", "ov"),
    ("Зиятдинов", "ov"),
]  # fmt: skip
_SURNAMES_CHUV: list[tuple[str, str]] = [
    ("Агаков", "ov"), ("Ендиеров", "ov"), ("Кибеков", "ov"), ("Алмантаев", "ov"),
]  # fmt: skip
SURNAMES18 = [*_SURNAMES_RUS, *_SURNAMES_MORD, *_SURNAMES_TAT, *_SURNAMES_CHUV]

# Men's forms of the nouns whose stem is soft.
_IRREGULAR18 = {
    "Ложкарь": ("Ложкарь", "Ложкаря", "Ложкарю", "Ложкаря", "Ложкарём", "Ложкаре"),
}  # fmt: skip

# First name: (name, gender, the diminutive the family uses).
_FIRSTS_RUS: list[tuple[str, str, str]] = [
    # old village names and the new "old Slavic" ones
    ("Аверьян", "m", "Аверя"), ("Аникей", "m", "Аникеюшка"), ("Антип", "m", "Антипка"),
    ("Артамон", "m", "Артамоша"), ("Гурьян", "m", "Гурьяша"), ("Давыд", "m", "Давыдка"),
    ("Зосима", "m", "Зосимушка"), ("Киприан", "m", "Киприаша"), ("Миней", "m", "Минеюшка"),
    ("Илларион", "m", "Ларик"), ("Автоном", "m", "Автоша"), ("Добрыня", "m", "Добрынюшка"),
    ("Божидар", "m", "Божик"), ("Агей", "m", "Агеюшка"), ("Исидор", "m", "Исидорка"),
    ("Кассиан", "m", "Касьяша"),
    ("Алёна", "f", "Алёнушка"), ("Милица", "f", "Милочка"), ("Веселина", "f", "Веселинка"),
    ("Забава", "f", "Забавушка"), ("Иванна", "f", "Иванка"), ("Илария", "f", "Ларочка"),
    ("Антонида", "f", "Антонидушка"), ("Апраксия", "f", "Апраша"), ("Евфимия", "f", "Евфимушка"),
    ("Манефа", "f", "Манефушка"), ("Мелитина", "f", "Мелиша"), ("Калиса", "f", "Калиска"),
    ("Аида", "f", "Аидочка"),
]  # fmt: skip
# Mordvin families' own names (Erzya names the families revived), beside Russian ones.
_FIRSTS_MORD_OWN: list[tuple[str, str, str]] = [
    ("Атямас", "m", "Атя"), ("Инжеват", "m", "Инжа"),
    ("Литова", "f", "Литовка"), ("Азравка", "f", "Азравушка"),
]  # fmt: skip
_FIRSTS_TAT: list[tuple[str, str, str]] = [
    ("Ильдус", "m", "Ильдусик"), ("Ленар", "m", "Ленарчик"), ("Ильфат", "m", "Ильфатик"),
    ("Мидхат", "m", "Мидхатик"), ("Асхат", "m", "Асхатик"),
    ("Ильсияр", "f", "Ильсиярка"), ("Миляуша", "f", "Миляушка"), ("Гузалия", "f", "Гузалька"),
    ("Дания", "f", "Данечка"),
]  # fmt: skip
_FIRSTS_CHUV_OWN: list[tuple[str, str, str]] = [
    ("Атнер", "m", "Атнерка"), ("Илем", "f", "Илемушка"),
]  # fmt: skip
FIRST_NAMES18 = [*_FIRSTS_RUS, *_FIRSTS_MORD_OWN, *_FIRSTS_TAT, *_FIRSTS_CHUV_OWN]

# A Tatar woman's name in -яр and a Chuvash one in a consonant do not decline.
_INDECLINABLE18 = ("Ильсияр", "Илем")
# First names whose forms the general rules get wrong: a man's name in -а, one in -ей that the
# dictionary reads as a plural, a woman's in -ия after л.
_FIRST_FORMS18 = {
    "Зосима": ("Зосима", "Зосимы", "Зосиме", "Зосиму", "Зосимой", "Зосиме"),
    "Миней": ("Миней", "Минея", "Минею", "Минея", "Минеем", "Минее"),
    "Гузалия": ("Гузалия", "Гузалии", "Гузалии", "Гузалию", "Гузалией", "Гузалии"),
}  # fmt: skip

# A father's first name gives his children's patronymic; the older generation's fathers are named
# in patronymics only.
_PATRONYMIC_OF18: dict[str, tuple[str, str]] = {
    "Аверьян": ("Аверьянович", "Аверьяновна"), "Аникей": ("Аникеевич", "Аникеевна"),
    "Антип": ("Антипович", "Антиповна"), "Артамон": ("Артамонович", "Артамоновна"),
    "Гурьян": ("Гурьянович", "Гурьяновна"), "Давыд": ("Давыдович", "Давыдовна"),
    "Зосима": ("Зосимович", "Зосимовна"), "Киприан": ("Киприанович", "Киприановна"),
    "Миней": ("Минеевич", "Минеевна"), "Илларион": ("Илларионович", "Илларионовна"),
    "Автоном": ("Автономович", "Автономовна"), "Добрыня": ("Добрынич", "Добрынична"),
    "Божидар": ("Божидарович", "Божидаровна"), "Агей": ("Агеевич", "Агеевна"),
    "Атямас": ("Атямасович", "Атямасовна"), "Инжеват": ("Инжеватович", "Инжеватовна"),
    "Ильдус": ("Ильдусович", "Ильдусовна"), "Ленар": ("Ленарович", "Ленаровна"),
    "Ильфат": ("Ильфатович", "Ильфатовна"), "Мидхат": ("Мидхатович", "Мидхатовна"),
    "Асхат": ("Асхатович", "Асхатовна"), "Атнер": ("Атнерович", "Атнеровна"),
}  # fmt: skip
_OLDER_FATHERS18: dict[str, tuple[str, str]] = {
    "Донат": ("Донатович", "Донатовна"), "Викул": ("Викулович", "Викуловна"),
    "Веденей": ("Веденеевич", "Веденеевна"), "Гедеон": ("Гедеонович", "Гедеоновна"),
    "Елпидий": ("Елпидиевич", "Елпидиевна"), "Илиодор": ("Илиодорович", "Илиодоровна"),
    "Мелетий": ("Мелетьевич", "Мелетьевна"), "Азарий": ("Азарьевич", "Азарьевна"),
    "Акакий": ("Акакиевич", "Акакиевна"), "Мингали": ("Мингалиевич", "Мингалиевна"),
    "Минтимер": ("Минтимерович", "Минтимеровна"),
}  # fmt: skip
_RUS_FATHERS = (
    "Аверьян", "Аникей", "Антип", "Артамон", "Гурьян", "Давыд", "Зосима", "Киприан", "Миней",
    "Илларион", "Автоном", "Добрыня", "Божидар", "Агей", "Донат", "Викул", "Веденей", "Гедеон",
    "Елпидий", "Илиодор", "Мелетий", "Азарий", "Акакий",
)  # fmt: skip
_FATHERS_OF = {
    "rus": _RUS_FATHERS,
    "mord": ("Атямас", "Инжеват", "Аверьян", "Антип", "Гурьян", "Агей", "Викул", "Азарий",
             "Мелетий"),
    "tat": ("Ильдус", "Ленар", "Ильфат", "Мидхат", "Асхат", "Мингали", "Минтимер"),
    "chuv": ("Атнер", "Аникей", "Артамон", "Илларион", "Автоном", "Донат", "Елпидий"),
}  # fmt: skip
_ALL_FATHERS18 = {**_PATRONYMIC_OF18, **_OLDER_FATHERS18}
PATRONYMICS18: list[tuple[str, str]] = list(_ALL_FATHERS18.values())

# A man called by his patronymic cut short, as workmates and neighbours do.
_PATR_SHORT18 = {
    "Аверьянович": "Аверьяныч", "Аникеевич": "Аникеич", "Антипович": "Антипыч",
    "Артамонович": "Артамоныч", "Гурьянович": "Гурьяныч", "Давыдович": "Давыдыч",
    "Минеевич": "Минеич", "Агеевич": "Агеич", "Донатович": "Донатыч", "Викулович": "Викулыч",
    "Ильдусович": "Ильдусыч", "Мидхатович": "Мидхатыч", "Асхатович": "Асхатыч",
    "Гедеонович": "Гедеоныч", "Илларионович": "Илларионыч", "Автономович": "Автономыч",
    "Веденеевич": "Веденеич", "Ильфатович": "Ильфатыч",
}  # fmt: skip

check_letters("dev18", ("А", "М"), SURNAMES18, FIRST_NAMES18,
              [*PATRONYMICS18, *([f] for f in _ALL_FATHERS18), *([s] for s in
               _PATR_SHORT18.values())])  # fmt: skip

COMPANIES18: list[str] = [
    "ООО «Автоцентр Канавино»", "ООО «Центр ЭКО «Волжская семья»»",
    "ООО «Фитнес-клуб «Стрелка»»", "ООО «Мастерская «Хохломской узор»»",
    "ООО «Волжская круизная компания»", "МП «Нижегородская канатная дорога»",
]  # fmt: skip

# The region's banks (their BIKs are public): a person's account's key is computed against them.
BANKS18: list[tuple[str, str]] = [
    ("Волго-Вятский банк ПАО Сбербанк", "042202603"),
    ("Филиал «Нижегородский» АО «Альфа-Банк»", "042202824"),
    ("Приволжский филиал ПАО «Промсвязьбанк»", "042202803"),
    ("Филиал № 5215 Банка ВТБ (ПАО)", "042202837"),
]


class Person18(RoundPerson):
    IRREGULAR = _IRREGULAR18
    INDECLINABLE = _INDECLINABLE18

    def given(self, case: str = "nom") -> str:
        if self.first in _FIRST_FORMS18:
            return _FIRST_FORMS18[self.first][CASES.index(case)]
        return super().given(case)


# The peoples' pools: a person's surname, first name and patronymic come from one of them (a wife
# or a child of another keeps their own first name and takes the family's surname). Mordvin and
# Chuvash families name their children by Russian names too.
_POOLS = {
    "rus": (_SURNAMES_RUS, _FIRSTS_RUS),
    "mord": (_SURNAMES_MORD, [*_FIRSTS_MORD_OWN, *_FIRSTS_RUS[::2]]),
    "tat": (_SURNAMES_TAT, _FIRSTS_TAT),
    "chuv": (_SURNAMES_CHUV, [*_FIRSTS_CHUV_OWN, *_FIRSTS_RUS[1::2]]),
}
_FOLK_DRAW = ("rus", "rus", "rus", "rus", "mord", "mord", "tat", "chuv")


def _folk_of(person: Any) -> str:
    return next(
        k for k, (surnames, _) in _POOLS.items() if any(s[0] == person.surname for s in surnames)
    )


def pick_for(rng: random.Random, index: int, situation: dict[str, Any], people: dict) -> Any:
    """Person `index` of a situation (round_kit.pick_person) from one people's pools: the one
    `folk` names, person 1's for their kin, else one drawn (half of them Russian)."""
    folk = situation.get("folk", {}).get(index)
    if folk is None and index != 1 and index in situation.get("kin", ()) and 1 in people:
        folk = _folk_of(people[1])
    if folk is None:
        folk = rng.choice(_FOLK_DRAW)
    surnames, firsts = _POOLS[folk]
    patronymics = [_ALL_FATHERS18[f] for f in _FATHERS_OF[folk]]
    return pick_person(rng, index, situation, people, make=Person18, surnames=surnames,
                       firsts=firsts, patronymics=patronymics,
                       fathers=_PATRONYMIC_OF18)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person18:
    return s.person  # type: ignore[no-any-return]


def sur_io(rng: random.Random, s: Any) -> str:
    """A surname with initials, as a list, a journal or a signature writes it."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{f}.{m}. {last}",
                       f"{last} {f}.{m}", f"{last.upper()} {f}.{m}.", f"{last} {f}{m}",
                       f"{last},{f}.{m}."))  # fmt: skip


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name, as its owner set it."""
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    return rng.choice((f"{p.given()} {p.last()}", f"{p.diminutive} {p.last()[0]}.",
                       f"{dim}_{last}", f"{p.given()} {p.last()[0]}.", f"{p.last()} {p.given()}",
                       f"{latin(p.given())} {latin(p.last())}", f"{p.given()} ({p.diminutive})",
                       f"{dim}.nn{s.birth[2] % 100:02d}"))  # fmt: skip


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Аверьяныч"); a woman, or a man with no short form, by
    the patronymic in full."""
    p = _p(s)
    short = _PATR_SHORT18.get(p.patronymic[0])
    return short if p.gender == "m" and short else p.middle()


def hyph(rng: random.Random, s: Any) -> str:
    """A surname and initials with the surname hyphenated across a scanned line."""
    p = _p(s)
    last = p.last()
    cut = max(2, min(len(last) // 2, len(last) - 4))
    return f"{last[:cut]}-\n{last[cut:]} {p.first[0]}.{p.middle()[0]}."


def typo(rng: random.Random, s: Any) -> str:
    """The surname as a clerk misspelt it: a letter lost, doubled or swapped."""
    last = _p(s).last()
    own = random.Random(last + "typo18")
    i = own.randint(2, len(last) - 2)
    return own.choice((last[:i] + last[i + 1 :], last[:i] + last[i] + last[i:],
                       last[:i] + last[i + 1] + last[i] + last[i + 2 :]))  # fmt: skip


def family_gen(rng: random.Random, s: Any) -> str:
    """A family by its surname in the genitive plural: "у Кудряшовых", "у Богородских"; a surname
    with no plural of its own stands in the man's genitive ("у Бурлака", "у Живаго")."""
    p = _p(s)
    if p.paradigm == "ov":
        return p.surname + "ых"
    if p.paradigm == "sky":
        return p.surname[:-2] + "их"
    if p.surname in _IRREGULAR18:
        return _IRREGULAR18[p.surname][1]
    return surname_form(p.surname, p.paradigm, "m", "gen")


def maiden(rng: random.Random, s: Any) -> str:
    """A married woman's maiden surname, from her own people's pool (seeded by her passport, so it
    draws nothing): "урожд. Кирдяшкина"."""
    p = _p(s)
    own = random.Random(s.passport[1] + "maiden18")
    folk = own.choice(("rus", "rus", "mord", "tat", "chuv"))
    pool = [x for x in _POOLS[folk][0] if x[0] != p.surname]
    surname, paradigm = own.choice(pool)
    return surname_form(surname, paradigm, "f", "nom")


def gift(rng: random.Random, s: Any) -> str:
    """A name as a painter writes it on a gift, in the dative: "Алёнушке", "АНТИПУ"."""
    p = _p(s)
    dim = dim_case(s, "dat")
    return rng.choice((dim, dim.upper(), p.given("dat"), f"{p.given('dat')} {p.middle('dat')}"))


NAME_SLOTS18 = {
    "nn_sur_io": (sur_io, "pd.name"),
    "nn_sur_i": (sur_i, "pd.name"),
    "nn_sur_io_gen": (initials_case("gen"), "pd.name"),
    "nn_sur_io_dat": (initials_case("dat"), "pd.name"),
    "nn_sur_io_acc": (initials_case("acc"), "pd.name"),
    "nn_sur_io_ins": (initials_case("ins"), "pd.name"),
    "nn_caps_first": (caps_first, "pd.name"),
    "nn_low": (low, "pd.name"),
    "nn_handle": (handle, "pd.name"),
    "nn_nick": (nick, "pd.name"),
    "nn_lat_full": (lat_full, "pd.name"),
    "nn_icao_full": (icao_full, "pd.name"),
    "nn_icao_last": (lambda rng, s: icao(_p(s).last()).upper(), "pd.name"),
    "nn_icao_first": (lambda rng, s: icao(_p(s).given()).upper(), "pd.name"),
    "nn_lat_sur_i": (lat_sur_i, "pd.name"),
    "nn_login": (login, "pd.name"),
    "nn_patr": (patr_short, "pd.name"),
    "nn_payee": (payee, "pd.name"),
    "nn_voc": (vocative, "pd.name"),
    "nn_spaced": (spaced, "pd.name"),
    "nn_hyph": (hyph, "pd.name"),
    "nn_typo": (typo, "pd.name"),
    "nn_family_gen": (family_gen, "pd.name"),
    "nn_maiden": (maiden, "pd.name"),
    "nn_gift": (gift, "pd.name"),
    "nn_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "nn_dim_nom": (lambda rng, s: _p(s).diminutive, "pd.name"),
    "nn_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "nn_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
    "nn_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "nn_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d:02d}. {m:02d}. {y}", f"{d:02d},{m:02d},{y}",
                       f"{d:02d} .{m:02d}.{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}..{y}",
                       f"{d}.{_ROMAN[m - 1]}.{y}", f"{d:02d}-{m:02d}.{y}",
                       f"{d:02d}.{m:02d}/{y}", f"{d:02d} {m:02d} {y}"))  # fmt: skip


dob_words = date_words(_MON3)


dob_dm = day_month(_MON3)


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y}",
                       f"{d:02d} {m:02d} {y}", f"{d} {MONTHS[m - 1]} {y % 100:02d}г",
                       f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}",
                       f"{d} {_MON3[m - 1]} {y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a booking system, a cabin list or a passport's Latin."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {_MON_EN[m - 1].upper()} {y}",
                       f"{_MON_EN[m - 1]} {d}, {y}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}{_MON_EN[m - 1].upper()}{y % 100:02d}",
                       f"{d:02d}-{_MON_EN[m - 1]}-{y}"))  # fmt: skip


def dob_boxes(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice(
        (
            " ".join(f"{d:02d}{m:02d}{y}"),
            f"{' '.join(f'{d:02d}')}.{' '.join(f'{m:02d}')}.{' '.join(str(y))}",
            f"{d:02d} | {m:02d} | {y}",
        )
    )


BIRTH_SLOTS18 = {
    "nn_dob": (dob, "pd.birthdate"),
    "nn_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                    "pd.birthdate"),
    "nn_dob_odd": (dob_odd, "pd.birthdate"),
    "nn_dob_words": (dob_words, "pd.birthdate"),
    "nn_dob_dm": (dob_dm, "pd.birthdate"),
    "nn_dob_chat": (dob_chat, "pd.birthdate"),
    "nn_dob_spoken": (dob_spoken, "pd.birthdate"),
    "nn_dob_latin": (dob_latin, "pd.birthdate"),
    "nn_dob_boxes": (dob_boxes, "pd.birthdate"),
    "nn_dob_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "nn_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, INN, phones, e-mails ---------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Nizhny Novgorod region: its series starts with the region's 22."""
    return "22" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} №{num}", f"{ser}-{num}",
                       f"{ser[:2]}  {ser[2:]} {num}", f"серия {ser} № {num}",
                       f"{ser[:2]} {ser[2:]} {num[:3]} {num[3:]}", f"{ser}{num}",
                       f"{ser}/{num}"))  # fmt: skip


def _pair(two: str) -> str:
    """Two digits said as a pair: "ноль семь", "двенадцать", "сорок"."""
    return f"ноль {said(int(two[1]))}" if two[0] == "0" else said(int(two))


def passport_spoken(rng: random.Random, s: Any) -> str:
    """A passport dictated: the series in two pairs, the number in threes."""
    ser, num = _series(s)

    def three(group: str) -> str:
        return f"ноль {_pair(group[1:])}" if group[0] == "0" else said(int(group))

    return f"{_pair(ser[:2])} {_pair(ser[2:])} {three(num[:3])} {three(num[3:])}"


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[1] + "zagran18")
    ser, num = f"{own.randint(72, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


# The tax offices a person's INN begins with: the Nizhny Novgorod region's (52…).
_TAX_NN = ("5256", "5257", "5258", "5259", "5260", "5261", "5262", "5263", "5249", "5243",
           "5254", "5246", "5250", "5247", "5252", "5248")  # fmt: skip


def inn_nn(rng: random.Random, s: Any) -> str:
    """The person's INN as the region's tax office gave it, with both control digits (drawn from
    the person's own, so it draws nothing)."""
    base = _TAX_NN[int(s.inn[5]) % len(_TAX_NN)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


_CODES = ("910", "920", "930", "950", "951", "952", "953", "987", "902", "908", "904")
_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"+7 ({a}) {b}{c}{d}",
                       f"8({a}){b}-{c}-{d}", f"8 {a} {b}-{c}{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"8{t[:3]} {t[3:6]} {t[6:]}", f"{t}",
                       f"8-{t[:3]}-{t[3:]}"))  # fmt: skip


def tel_home(rng: random.Random, s: Any) -> str:
    """A home landline (its owner's, so personal): a village's with its district's code, a town
    flat's in Нижний Новгород with 831."""
    if s.address["city"] == "Нижний Новгород" and int(s.address["flat"]) % 2:
        body = s.work_phone[-7:]
        local = f"{body[:3]}-{body[3:5]}-{body[5:]}"
        return rng.choice((f"8 (831) {local}", f"(831) {local}", f"8831{body}"))
    code = home_code(s.address)
    body = s.work_phone[-(10 - len(code)) :]
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    return rng.choice((f"8 ({code}) {local}", f"8-{code}-{body}", f"({code}) {local}",
                       f"8{code}{body}"))  # fmt: skip


def tel_spoken(rng: random.Random, s: Any) -> str:
    """A mobile number said in a voice message: the code, then a three and two pairs in words."""
    t = _mobile(s.phone)

    def say(group: str) -> str:
        return f"ноль {say(group[1:])}" if group[0] == "0" and len(group) > 1 else said(int(group))

    words = " ".join(say(g) for g in (t[:3], t[3:6], t[6:8], t[8:]))
    return rng.choice((f"восемь {words}", words))


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name or year."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2] % 100:02d}", f"{last}_{first[0]}{s.birth[2]}",
                        f"{first}.nnov", f"{first}{last[:3]}{s.birth[2] % 100:02d}",
                        f"{last}52"))  # fmt: skip
    domain = rng.choice(("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "list.ru", "inbox.ru",
                         "rambler.ru"))  # fmt: skip
    return f"{local}@{domain}"


CONTACT_SLOTS18 = {
    "nn_pass": (passport, "pd.passport"),
    "nn_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                               _series(s)[0])), "pd.passport"),
    "nn_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "nn_pass_spoken": (passport_spoken, "pd.passport"),
    "nn_zagran": (zagran, "pd.passport"),
    # a child's birth certificate number ("II-ТН № 512734"): the child's identity document
    "nn_birth_cert": (lambda rng, s: v.non_identifier(random.Random(s.passport[1] + "sv18"), 6),
                      "pd.passport"),
    "nn_inn": (inn_nn, "pd.inn"),
    "nn_snils": (snils, "pd.snils"),
    "nn_tel": (tel, "pd.contacts"),
    "nn_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "nn_tel_chat": (tel_chat, "pd.contacts"),
    "nn_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "nn_tel_home": (tel_home, "pd.contacts"),
    "nn_tel_spoken": (tel_spoken, "pd.contacts"),
    "nn_mail": (email, "pd.contacts"),
    # a person's own mailbox at work (a cruise group's leader at his plant, the glass factory's
    # social department)
    "nn_mail_work": (work_email("vniief.ru"), "pd.contacts"),
    "nn_mail_glass": (work_email("borglass.ru"), "pd.contacts"),
    "nn_mail_gaz": (work_email("avtocentr-kanavino.ru"), "pd.contacts"),
}  # fmt: skip


# The passport office that issued a person's passport and its code: an organisation's values
# (kept), of the region.
_ISSUERS = (
    "ГУ МВД России по Нижегородской области",
    "Отделом УФМС России по Нижегородской обл. в Автозаводском р-не г. Н. Новгорода",
    "ОУФМС России по Нижегородской обл. в г. Дзержинске",
    "ОВМ ОМВД России по г. Бор",
    "Отделением УФМС России по Нижегородской обл. в г. Сарове",
    "ОВМ УМВД России по г. Н. Новгороду (Сормовский р-н)",
)


PERSON_ORG_SLOTS18 = {
    "nn_issuer": (lambda rng, s: rng.choice(_ISSUERS), "org"),
    "nn_kp": (lambda rng, s: f"520-0{rng.randint(1, 60):02d}", "org"),
}


# Values tied to a person that are nobody's personal data (so they stay unlabelled): a personnel
# number, a weight, a height, an age, blood pressure and pulse; one per person.
PLAIN_PERSON_SLOTS18 = {
    "nn_tab": (lambda rng, s: f"{rng.randint(1, 9)}{rng.randint(1000, 9999)}", None),
    "nn_weight": (lambda rng, s: str(rng.randint(52, 98)), None),
    "nn_height": (lambda rng, s: str(rng.randint(156, 192)), None),
    "nn_age": (lambda rng, s: str(2026 - s.birth[2]), None),
    "nn_pressure": (lambda rng, s: f"{rng.randint(112, 165)}/{rng.randint(70, 98)}", None),
    "nn_pulse": (lambda rng, s: str(rng.randint(58, 96)), None),
}  # fmt: skip

PERSON_SLOTS18 = {
    **NAME_SLOTS18, **BIRTH_SLOTS18, **CONTACT_SLOTS18, **ADDRESS_SLOTS18, **PERSON_ORG_SLOTS18,
    **PLAIN_PERSON_SLOTS18,
}  # fmt: skip
