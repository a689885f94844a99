"""Dev texts of the fifteenth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Republic of Bashkortostan: a kumis sanatorium (its guest card, its booking export in XML), a
mosque's madrasa enrolling children and adults, an oil refinery contractor's request for site
passes, a land plot leased from a district's administration, a youth hockey school (its parents'
WhatsApp chat, its coach's notes, its team's application for a tournament in Kazakhstan), a honey
farm's online shop (its chat with a buyer, its keeper's order book), a car-sharing service (its
support chat about a scratch, its damage report exported in JSON), a block of flats after a gas
leak (its residents' chat with the crew's foreman, the crew's scanned act), a notary's inheritance
file (an heir in another town writing to the office), a university's family dormitory, a wedding
hall (its letters to a couple, its CRM export), a veterinary clinic for horses (its letters, its
vet's visit notes), a village council (the scanned extract of its household book, its secretary's
notes going round the houses), a rural school's bus (the scanned list of the children it carries)
and a music school's kurai class (the scanned protocol of its auditions). The frames are in
round15_frames.py and round15_frames2.py, the towns, streets and address slots in
round15_places.py, the organisation values and unlabelled numbers in round15_org.py.

Its people are Bashkir, Tatar and Russian. Its pool is new (no name word of it, in any case form,
in Latin or in a passport's ICAO Latin, occurs in another round of either split; a script compared
this round's forms with every other round's name spans and pools) and every word of a name begins
with a letter from А to И (two rounds written at the same time take К-П and Р-Я). A Bashkir or a
Tatar may be named the old way, by the father's first name and `улы` (son) or `кызы` (daughter):
the span holds the names, the particle stays outside, as `ИП` does (it is a word, not a name). A
situation says who its people are (`kin`, `spouse`, `men`/`women`, `years`, `children`,
`home_town`) as in rounds 11-14 and heldout8, the range of its amounts (`sums`, `part`) and the
town of its offices (`town`). Its slots start with `ba_`. It draws from its own seeded generator
(`16-dev15`), so the earlier texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import values as v
from people import CASES, MONTHS, latin
from round15_frames import FRAMES_A
from round15_frames2 import FRAMES_B
from round15_places import ADDRESS_SLOTS15, CITIES15, STREETS15, number_words, town_of
from round_kit import (
    RoundPerson,
    caps_first,
    check_letters,
    day_month,
    dim_case,
    dob,
    icao,
    lat_full,
    login,
    low,
    mobile,
    nick,
    ordinal_gen,
    payee,
    pick_person,
    snils,
    spaced,
    work_email,
    year_words,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

FRAMES15 = {**FRAMES_A, **FRAMES_B}

__all__ = ["CITIES15", "FRAMES15", "STREETS15", "town_of"]

SURNAMES15: list[tuple[str, str]] = [
    # Bashkir and Tatar surnames
    ("Абдрахманов", "ov"), ("Абзалов", "ov"), ("Азнабаев", "ov"), ("Аиткулов", "ov"),
    ("Акбулатов", "ov"), ("Аллагузин", "ov"), ("Аминев", "ov"), ("Асфандияров", "ov"),
    ("Ахтямов", "ov"), ("Байбулатов", "ov"), ("Баймурзин", "ov"), ("Бакиров", "ov"),
    ("Батыршин", "ov"), ("Биккулов", "ov"), ("Бурангулов", "ov"), ("Валиев", "ov"),
    ("Вахитов", "ov"), ("Габбасов", "ov"), ("Гайнуллин", "ov"), ("Галимов", "ov"),
    ("Гарипов", "ov"), ("Гиззатуллин", "ov"), ("Давлетшин", "ov"), ("Даутов", "ov"),
    ("Зарипов", "ov"), ("Зиганшин", "ov"), ("Идрисов", "ov"), ("Исанбаев", "ov"),
    ("Ишмухаметов", "ov"), ("Газизов", "ov"),
    # a surname that is also a town of the republic (Ишимбай), a Mari one of its north-west
    ("Ишимбаев", "ov"), ("Айтуганов", "ov"),
    # Russian ones of the Urals and the Old Believers of Белорецк
    ("Голдобин", "ov"), ("Ворожцов", "ov"), ("Дюпин", "ov"), ("Ведерников", "ov"),
    ("Болотов", "ov"), ("Ермохин", "ov"), ("Зырянов", "ov"),
    # -ский: one is also a town of the republic (Благовещенск)
    ("Благовещенский", "sky"), ("Вознесенский", "sky"), ("Богоявленский", "sky"),
    # that do not decline: -ко, -их, and Валиди (also Ufa's street of Заки Валиди)
    ("Гордиенко", "indecl"), ("Дорошенко", "indecl"), ("Ивашко", "indecl"),
    ("Горячих", "indecl"), ("Валиди", "indecl"),
    # nouns: a man's declines, a woman's does not; Бортник is a wild-hive beekeeper
    ("Бортник", "noun"), ("Гусак", "noun"), ("Гуменюк", "noun"), ("Вашкевич", "noun"),
    # words in -а, alike for a husband and a wife
    ("Иволга", "a"), ("Белка", "a"), ("Верба", "a"),
]  # fmt: skip

# Men's forms whose ending is not the plain "-ом": the hushing -ич takes "-ем".
_IRREGULAR15 = {
    "Вашкевич": ("Вашкевич", "Вашкевича", "Вашкевичу", "Вашкевича", "Вашкевичем", "Вашкевиче"),
}  # fmt: skip

FIRST_NAMES15: list[tuple[str, str, str]] = [
    # Bashkir and Tatar men, with the diminutives families use
    ("Ансар", "m", "Ансарчик"), ("Ахат", "m", "Ахатик"), ("Гайса", "m", "Гайсушка"),
    ("Гафур", "m", "Гафурчик"), ("Данияр", "m", "Даник"), ("Закир", "m", "Закирчик"),
    ("Зуфар", "m", "Зуфарик"), ("Ирек", "m", "Ирекчик"), ("Ильшат", "m", "Ильшатик"),
    ("Ильсур", "m", "Ильсурка"), ("Идель", "m", "Иделька"), ("Агзам", "m", "Агзамчик"),
    ("Байрас", "m", "Байрасик"), ("Ахнаф", "m", "Ахнафчик"), ("Вакил", "m", "Вакилька"),
    ("Вильдан", "m", "Вильданчик"), ("Исмагил", "m", "Исмагилька"),
    ("Ишмурат", "m", "Ишмуратик"), ("Айбулат", "m", "Айбулатик"),
    # Russian men, old names of the Urals
    ("Афанасий", "m", "Афоня"), ("Анисим", "m", "Анисимушка"), ("Архип", "m", "Архипушка"),
    ("Ефрем", "m", "Ефремушка"), ("Исай", "m", "Исайка"), ("Данила", "m", "Данилка"),
    # Bashkir and Tatar women
    ("Алия", "f", "Алиюшка"), ("Альфия", "f", "Альфуша"), ("Айсылу", "f", "Айсылушка"),
    ("Гульшат", "f", "Гульшаточка"), ("Гульназ", "f", "Гулечка"), ("Гульфия", "f", "Гульфиюшка"),
    ("Гульсум", "f", "Гульсумка"), ("Дильбар", "f", "Дилечка"), ("Зиля", "f", "Зилечка"),
    ("Зайтуна", "f", "Зайка"), ("Ильсия", "f", "Ильсиюшка"), ("Ильвина", "f", "Ильвинка"),
    ("Гульнур", "f", "Гулюша"), ("Адиля", "f", "Адилечка"), ("Аклима", "f", "Аклимушка"),
    ("Асия", "f", "Асенька"), ("Индира", "f", "Индирка"), ("Агидель", "f", "Агиля"),
    ("Гульсина", "f", "Гульсинка"),
    # Russian women
    ("Августа", "f", "Гутя"), ("Евстолия", "f", "Евстоша"), ("Агриппина", "f", "Груша"),
    ("Василина", "f", "Василинка"),
]  # fmt: skip
# Women's names that end in a consonant or in -у do not decline (Агидель is also the Bashkir
# name of the river Белая and a town).
_INDECLINABLE15 = ("Айсылу", "Гульшат", "Гульназ", "Гульсум", "Дильбар", "Гульнур", "Агидель")
# First names pymorphy2 declines wrongly (a man's name in -а, a woman's in -ия).
_FIRST_FORMS15 = {
    "Гайса": ("Гайса", "Гайсы", "Гайсе", "Гайсу", "Гайсой", "Гайсе"),
    "Данила": ("Данила", "Данилы", "Даниле", "Данилу", "Данилой", "Даниле"),
    "Алия": ("Алия", "Алии", "Алии", "Алию", "Алией", "Алии"),
}  # fmt: skip

# A child's patronymic is the father's first name; the older generation's fathers are named too,
# so a person written the old way ("Гульназ Ахат кызы") names the father.
PATRONYMIC_OF15: dict[str, tuple[str, str]] = {
    "Ансар": ("Ансарович", "Ансаровна"), "Ахат": ("Ахатович", "Ахатовна"),
    "Гафур": ("Гафурович", "Гафуровна"), "Данияр": ("Даниярович", "Данияровна"),
    "Закир": ("Закирович", "Закировна"), "Зуфар": ("Зуфарович", "Зуфаровна"),
    "Ирек": ("Ирекович", "Ирековна"), "Ильшат": ("Ильшатович", "Ильшатовна"),
    "Ильсур": ("Ильсурович", "Ильсуровна"), "Агзам": ("Агзамович", "Агзамовна"),
    "Байрас": ("Байрасович", "Байрасовна"), "Ахнаф": ("Ахнафович", "Ахнафовна"),
    "Вакил": ("Вакилович", "Вакиловна"), "Вильдан": ("Вильданович", "Вильдановна"),
    "Исмагил": ("Исмагилович", "Исмагиловна"), "Ишмурат": ("Ишмуратович", "Ишмуратовна"),
    "Айбулат": ("Айбулатович", "Айбулатовна"), "Афанасий": ("Афанасьевич", "Афанасьевна"),
    "Анисим": ("Анисимович", "Анисимовна"), "Архип": ("Архипович", "Архиповна"),
    "Ефрем": ("Ефремович", "Ефремовна"), "Исай": ("Исаевич", "Исаевна"),
}  # fmt: skip
_OLDER_FATHERS15: dict[str, tuple[str, str]] = {
    "Гариф": ("Гарифович", "Гарифовна"), "Зиннат": ("Зиннатович", "Зиннатовна"),
    "Илдус": ("Илдусович", "Илдусовна"), "Ахмади": ("Ахмадиевич", "Ахмадиевна"),
}  # fmt: skip
PATRONYMICS15: list[tuple[str, str]] = [
    *PATRONYMIC_OF15.values(),
    *_OLDER_FATHERS15.values(),
]
_FATHER15 = {pair: first for first, pair in {**PATRONYMIC_OF15, **_OLDER_FATHERS15}.items()}

# A man called by his patronymic cut short, as workmates and neighbours do.
_PATR_SHORT15 = {
    "Ансарович": "Ансарыч", "Ахатович": "Ахатыч", "Гафурович": "Гафурыч",
    "Закирович": "Закирыч", "Зуфарович": "Зуфарыч", "Ильшатович": "Ильшатыч",
    "Ильсурович": "Ильсурыч", "Агзамович": "Агзамыч", "Вакилович": "Вакилыч",
    "Вильданович": "Вильданыч", "Исмагилович": "Исмагилыч", "Ишмуратович": "Ишмуратыч",
    "Афанасьевич": "Афанасьич", "Анисимович": "Анисимыч", "Архипович": "Архипыч",
    "Ефремович": "Ефремыч", "Исаевич": "Исаич", "Гарифович": "Гарифыч",
    "Зиннатович": "Зиннатыч", "Илдусович": "Илдусыч",
}  # fmt: skip

check_letters("dev15", ("А", "И"), SURNAMES15, FIRST_NAMES15,
              [*PATRONYMICS15, *([f] for f in _FATHER15.values())])  # fmt: skip

COMPANIES15: list[str] = [
    "ГУП санаторий «Кумыс-Тау»", "ООО «НефтеХимМонтаж-Уфа»", "КФХ «Бурзянская борть»",
    "ООО «УфаДрайв»", "ООО «Банкетный зал «Ак Йорт»»", "ООО «Конный ветцентр «Иноходец»»",
]  # fmt: skip

# The republic's banks and their BIKs (public); a personal account's key is computed against them.
BANKS15: list[tuple[str, str]] = [
    ("Башкирское отделение № 8598 ПАО Сбербанк", "048073601"),
    ("ПАО «БАНК УРАЛСИБ»", "044525787"),
    ("Башкирский РФ АО «Россельхозбанк»", "048073934"),
    ("Банк ВТБ (ПАО)", "044525187"),
]


@dataclass(frozen=True)
class Person15(RoundPerson):
    IRREGULAR = _IRREGULAR15
    INDECLINABLE = _INDECLINABLE15

    def given(self, case: str = "nom") -> str:
        if self.first in _FIRST_FORMS15:
            return _FIRST_FORMS15[self.first][CASES.index(case)]
        return super().given(case)


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person15, surnames=SURNAMES15, firsts=FIRST_NAMES15,
                   patronymics=PATRONYMICS15, fathers=PATRONYMIC_OF15)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person15:
    return s.person  # type: ignore[no-any-return]


def father(s: Any) -> str:
    """The first name of the person's father, which the patronymic is made of."""
    return _FATHER15[_p(s).patronymic]


def sur_io(rng: random.Random, s: Any) -> str:
    """A surname with initials, as a list, a log or a signature writes it."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}.", f"{last} {f}. {m}.", f"{f}.{m}. {last}",
                       f"{last} {f}{m}", f"{last.upper()} {f}.{m}.", f"{last} {f}.{m}",
                       f"{f}.{m}.{last}"))  # fmt: skip


def sur_i(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{p.last()} {p.first[0]}.", f"{p.first[0]}. {p.last()}",
                       f"{p.last().upper()} {p.first[0]}."))  # fmt: skip


def sur_io_case(case: str) -> Any:
    """Surname and initials in an oblique case ("Габбасовой Г.А.", "у Ишимбаева А.З.")."""

    def build(rng: random.Random, s: Any) -> str:
        p = _p(s)
        return rng.choice((f"{p.last(case)} {p.first[0]}.{p.middle()[0]}.",
                           f"{p.first[0]}.{p.middle()[0]}. {p.last(case)}"))  # fmt: skip

    return build


def handle(rng: random.Random, s: Any) -> str:
    """A messenger's display name, as its owner set it."""
    p = _p(s)
    dim, last, first = latin(p.diminutive).lower(), latin(p.last()).lower(), latin(p.given())
    return rng.choice((f"{p.given()} {p.last()}", f"{p.diminutive} {p.last()[0]}.",
                       f"{first.lower()}_{last}", f"{p.given()} {p.last()[0]}.",
                       f"{first} {latin(p.last())}", f"{dim}{s.birth[2] % 100:02d}",
                       f"{p.given()} {p.middle()}"))  # fmt: skip


def uly(rng: random.Random, s: Any) -> str:
    """The names of a person written the old way, before `улы`/`кызы` (outside the span): the
    given name and the father's, at times after the surname ("Ахтямова Гульназ Ахат")."""
    p = _p(s)
    return rng.choice((f"{p.given()} {father(s)}", f"{p.last()} {p.given()} {father(s)}"))


def icao_full(rng: random.Random, s: Any) -> str:
    """A name as a Russian passport writes it in Latin, surname first."""
    p = _p(s)
    last, first = icao(p.last()).upper(), icao(p.given()).upper()
    return rng.choice((f"{last} {first}", f"{last}, {first}", f"{last}/{first}",
                       f"{last} {first} {icao(p.middle()).upper()}"))  # fmt: skip


def patr_short(rng: random.Random, s: Any) -> str:
    """A man by his patronymic cut short ("Ахатыч"); a woman, or a man with no short form, by the
    patronymic in full."""
    p = _p(s)
    short = _PATR_SHORT15.get(p.patronymic[0])
    return short if p.gender == "m" and short else p.middle()


def vocative(rng: random.Random, s: Any) -> str:
    """A diminutive's new vocative: "Афонь", "Гуть", "Агиль", "Альфуш"; a -ка, -ик or -чик name
    stays whole."""
    dim = _p(s).diminutive
    if dim.endswith("я"):
        short = dim[:-1] + "ь"
    elif dim.endswith(("ша", "ня")):
        short = dim[:-1]
    else:
        short = dim
    return rng.choice((short, short.lower()))


def hyph(rng: random.Random, s: Any) -> str:
    """A full name with the surname hyphenated across a scanned line."""
    p = _p(s)
    last = p.last()
    cut = max(3, len(last) // 2 + 1)
    return f"{last[:cut]}-\n{last[cut:]} {p.given()} {p.middle()}"


NAME_SLOTS15 = {
    "ba_sur_io": (sur_io, "pd.name"),
    "ba_sur_i": (sur_i, "pd.name"),
    "ba_sur_io_gen": (sur_io_case("gen"), "pd.name"),
    "ba_sur_io_dat": (sur_io_case("dat"), "pd.name"),
    "ba_sur_io_ins": (sur_io_case("ins"), "pd.name"),
    "ba_caps_first": (caps_first, "pd.name"),
    "ba_low": (low, "pd.name"),
    "ba_handle": (handle, "pd.name"),
    "ba_nick": (nick, "pd.name"),
    "ba_uly": (uly, "pd.name"),
    "ba_payee": (payee, "pd.name"),
    "ba_lat_full": (lat_full, "pd.name"),
    "ba_icao_full": (icao_full, "pd.name"),
    "ba_icao_last": (lambda rng, s: icao(_p(s).last()).upper(), "pd.name"),
    "ba_icao_first": (lambda rng, s: icao(_p(s).given()).upper(), "pd.name"),
    "ba_lat_last": (lambda rng, s: rng.choice((latin(_p(s).last()), icao(_p(s).last()))),
                    "pd.name"),
    "ba_lat_first": (lambda rng, s: rng.choice((latin(_p(s).given()), icao(_p(s).given()))),
                     "pd.name"),
    "ba_login": (login, "pd.name"),
    "ba_patr": (patr_short, "pd.name"),
    "ba_voc": (vocative, "pd.name"),
    "ba_spaced": (spaced, "pd.name"),
    "ba_hyph": (hyph, "pd.name"),
    "ba_dimsur": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "ba_dim_nom": (lambda rng, s: _p(s).diminutive, "pd.name"),
    "ba_dim_gen": (lambda rng, s: dim_case(s, "gen"), "pd.name"),
    "ba_dim_dat": (lambda rng, s: dim_case(s, "dat"), "pd.name"),
    "ba_dim_acc": (lambda rng, s: dim_case(s, "acc"), "pd.name"),
    "ba_dim_ins": (lambda rng, s: dim_case(s, "ins"), "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON3 = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN3 = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def dob_odd(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}г", f"{d:02d}. {m:02d}. {y}", f"{d:02d},{m:02d},{y}",
                       f"{d:02d} .{m:02d}.{y}", f"{d}/{m}/{y}",
                       f"{d:02d}.{m:02d}.{str(y)[:2]} {str(y)[2:]}", f"{d:02d}_{m:02d}_{y}",
                       f"{d:02d}.{m:02d}/{y}"))  # fmt: skip


def dob_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d} {month} {y}", f"{d}-го {month} {y}", f"{ordinal_gen(d)} {month} {y}",
                       f"{d} {_MON3[m - 1]}. {y}", f"{d:02d} {month.upper()} {y}",
                       f"«{d:02d}» {month} {y}"))  # fmt: skip


dob_dm = day_month(_MON3)


def dob_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y % 100:02d}",
                       f"{d:02d} {m:02d} {y}", f"{d} {MONTHS[m - 1]} {y % 100:02d}г",
                       f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}",
                       f"{d} {_MON3[m - 1]} {y}"))  # fmt: skip


def dob_spoken(rng: random.Random, s: Any) -> str:
    """A date of birth said in a voice message and transcribed."""
    d, m, y = s.birth
    year = ordinal_gen(y % 100) if y < 2000 else year_words(y)
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {y}"))  # fmt: skip


def dob_latin(rng: random.Random, s: Any) -> str:
    """A date of birth in a tournament's or a booking's system."""
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d} {_MON_EN3[m - 1]} {y}",
                       f"{d:02d}-{_MON_EN3[m - 1].capitalize()}-{y}", f"{y}/{m:02d}/{d:02d}",
                       f"{d:02d}{_MON_EN3[m - 1]}{y % 100:02d}"))  # fmt: skip


def dob_boxes(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice(
        (
            " ".join(f"{d:02d}{m:02d}{y}"),
            f"{d:02d} | {m:02d} | {y}",
            f"{' '.join(f'{d:02d}')}.{' '.join(f'{m:02d}')}.{' '.join(str(y))}",
        )
    )


BIRTH_SLOTS15 = {
    "ba_dob": (dob, "pd.birthdate"),
    "ba_dob_dots": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                    "pd.birthdate"),
    "ba_dob_odd": (dob_odd, "pd.birthdate"),
    "ba_dob_words": (dob_words, "pd.birthdate"),
    "ba_dob_dm": (dob_dm, "pd.birthdate"),
    "ba_dob_chat": (dob_chat, "pd.birthdate"),
    "ba_dob_spoken": (dob_spoken, "pd.birthdate"),
    "ba_dob_latin": (dob_latin, "pd.birthdate"),
    "ba_dob_boxes": (dob_boxes, "pd.birthdate"),
    "ba_dob_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "ba_born": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, INN, phones, e-mails ---------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in Bashkortostan: its series starts with the republic's 80."""
    return "80" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} №{num}", f"{ser}-{num}",
                       f"{ser[:2]}  {ser[2:]} {num}", f"серия {ser} номер {num}",
                       f"{ser[:2]} {ser[2:]} {num[:3]} {num[3:]}", f"{ser}{num}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    own = random.Random(s.passport[1] + "zagran15")
    ser, num = f"{own.randint(72, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}"))


_TAX15 = ("0274", "0276", "0277", "0278", "0268", "0266", "0264", "0265", "0256", "0269")


def inn_ba(rng: random.Random, s: Any) -> str:
    """The person's INN as a tax office of the republic gave it (02…), with both control digits
    (drawn from the person's own, so it draws nothing)."""
    base = _TAX15[int(s.inn[5]) % len(_TAX15)] + s.inn[4:10]
    first = v._control(base, v._INN12_A)
    second = v._control(base + str(first), v._INN12_B)
    return f"{base}{first}{second}"


_CODES = ("917", "927", "937", "987", "996", "919", "962", "917", "927")
_mobile = partial(mobile, codes=_CODES)


def tel(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"+7 ({a}) {b}{c}{d}",
                       f"8({a}){b}-{c}-{d}"))  # fmt: skip


def tel_chat(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    return rng.choice((f"8{t}", f"{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"8 {t[:3]} {t[3:]}",
                       f"+7{t}", f"8{t[:3]} {t[3:6]} {t[6:]}", f"{t}",
                       f"8-{t[:3]}-{t[3:]}"))  # fmt: skip


def _say(group: str) -> str:
    """Digits said as a number, a leading zero said apart ("ноль семь")."""
    if group.startswith("0"):
        return " ".join(("ноль", _say(group[1:]))) if group[1:] else "ноль"
    return number_words(int(group))


def tel_spoken(rng: random.Random, s: Any) -> str:
    """A mobile number said in a voice message: the code, then a three and two pairs in words."""
    t = _mobile(s.phone)
    words = " ".join(_say(g) for g in (t[:3], t[3:6], t[6:8], t[8:]))
    return rng.choice((f"восемь {words}", words))


def email(rng: random.Random, s: Any) -> str:
    """A personal mailbox whose local part is the person's name or year."""
    p = _p(s)
    first, last, dim = latin(p.first).lower(), latin(p.last()).lower(), latin(p.diminutive).lower()
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{last}.{dim}",
                        f"{dim}{s.birth[2] % 100:02d}", f"{last}_{first[0]}{s.birth[2]}",
                        f"{first}.ufa", f"{first}{last[:3]}{s.birth[2] % 100:02d}"))  # fmt: skip
    domain = rng.choice(("mail.ru", "yandex.ru", "gmail.com", "bk.ru", "rambler.ru", "inbox.ru"))
    return f"{local}@{domain}"


CONTACT_SLOTS15 = {
    "ba_pass": (passport, "pd.passport"),
    "ba_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                               _series(s)[0])), "pd.passport"),
    "ba_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "ba_zagran": (zagran, "pd.passport"),
    # a child's birth certificate number ("IV-АР № 512734"): the child's identity document
    "ba_birth_cert": (lambda rng, s: v.non_identifier(random.Random(s.passport[1]), 6),
                      "pd.passport"),
    "ba_inn": (inn_ba, "pd.inn"),
    "ba_snils": (snils, "pd.snils"),
    "ba_tel": (tel, "pd.contacts"),
    "ba_tel_work": (lambda rng, s: tel(rng, s, s.work_phone), "pd.contacts"),
    "ba_tel_chat": (tel_chat, "pd.contacts"),
    "ba_tel_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "ba_tel_spoken": (tel_spoken, "pd.contacts"),
    "ba_mail": (email, "pd.contacts"),
    "ba_mail_work": (work_email("neftekhimmontazh.ru"), "pd.contacts"),
}  # fmt: skip


# Values tied to a person that are nobody's data (so they stay unlabelled): the day of a message
# or an export, a flat's number alone, a room, a personnel number, a jersey; one per person, so a
# text repeats it.
PLAIN_PERSON_SLOTS15 = {
    "ba_day": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.choice(('01', '02', '03'))}.2026",
               None),
    "ba_isoday": (lambda rng, s: f"2026-{rng.choice(('01', '02', '03'))}-{rng.randint(1, 28):02d}",
                  None),
    "ba_flat": (lambda rng, s: s.address["flat"], None),
    "ba_room": (lambda rng, s: str(rng.randint(101, 519)), None),
    "ba_tab": (lambda rng, s: f"{rng.randint(1, 9)}{rng.randint(1000, 9999)}", None),
    "ba_jersey": (lambda rng, s: str(rng.randint(2, 99)), None),
    "ba_age": (lambda rng, s: str(2026 - s.birth[2]), None),
    # the day of a person's booking, wedding or arrival, as an export writes it
    "ba_event": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.randint(4, 12):02d}.2026", None),
    "ba_guests": (lambda rng, s: str(rng.randint(60, 180)), None),
    # a horse of the person's and its chip (Акбузат is the winged horse of the Bashkir epic)
    "ba_horse": (lambda rng, s: rng.choice(("Акбузат", "Тулпар", "Буян", "Ласточка", "Янтарь",
                                            "Ветерок", "Карагай")), None),
    "ba_chip": (lambda rng, s: f"643{rng.randint(100000000000, 999999999999)}", None),
}  # fmt: skip

PERSON_SLOTS15 = {
    **NAME_SLOTS15, **BIRTH_SLOTS15, **CONTACT_SLOTS15, **ADDRESS_SLOTS15, **PLAIN_PERSON_SLOTS15,
}  # fmt: skip
