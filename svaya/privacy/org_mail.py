"""Mailboxes at an organisation (issue 16): a role's, which stays in the text ("priem@…",
"kc@…", "school53@…", "vozvrat@…"), or a person's, which goes: one on a free-mail domain, or
whose local part reads as a name ("a.petrov", "ivanova", "elena78").
"""

from __future__ import annotations

import re
from functools import lru_cache

from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import PERSON_TAGS, Word, readings, word_of
from svaya.privacy.org_words import names_org
from svaya.privacy.spans import Span

_FREE_MAIL = frozenset(
    "mail.ru bk.ru list.ru inbox.ru internet.ru yandex.ru yandex.com yandex.by yandex.kz ya.ru "
    "narod.ru rambler.ru ro.ru lenta.ru autorambler.ru myrambler.ru gmail.com googlemail.com "
    "icloud.com me.com mac.com outlook.com hotmail.com live.com msn.com yahoo.com aol.com "
    "proton.me protonmail.com tut.by ukr.net mail.ua qip.ru pochta.ru e1.ru ngs.ru gmx.com "
    "gmx.de zoho.com vk.com mail.com".split()
)
# Local parts of a role's mailbox, in English and in Russian written in Latin letters (also
# patterns.py's: every word of a role's local part is one of these or a short tag).
ROLE_LOCAL = frozenset(
    "info support help helpdesk noreply donotreply no reply office press pr hr sales mail email "
    "post admin administrator contact contacts service services reception secretary secretariat "
    "zakaz zakazy order orders buh glavbuh ceo claims claim booking bookings billing accounts "
    "accounting finance legal jobs job career careers team hello feedback complaints care client "
    "clients customer customers shop store market delivery returns refund refunds school sad mfc "
    "priem priemnaya kanc kancelyariya kantselyariya zapis sekretar registratura otdel kadry "
    "oplata dostavka vozvrat ubytki obrashcheniya obrascheniya obrashenie pochta spravka spravki "
    "dispetcher avaria ads marketing partner partners tender tenders zakupki it web webmaster "
    "postmaster security abuse news newsletter notify notifications robot bot system crm ops dev "
    "manager direktor director gosuslugi court sud kc uk tszh mail general main inbox not do "
    "ofis sale buhgalteria buhgalteriya klient kadr invoice invoices docs doc reklama rabota "
    "vacancy resume compliance dpo notification mailer daemon bron kassa pay payment payments "
    "logistics sklad opt yurist urist hotline callcenter call center centre servicedesk pretenzii "
    "corp reg regs adm dir sec rec hr ok ops abit abiturient priemka dispatch dispatcher "
    "dispatchers operator operators registry registrar registration register admissions "
    "admission enquiries inquiries inquiry enquiry desk frontdesk front events event tickets "
    "ticket members membership volunteer volunteers students student media editor editorial "
    "recruitment recruiting staff personnel council board committee duty emergency avariya "
    "avariynaya vahta ohrana security guard cashier library museum archive archiv documents "
    "forms requests request "
    # the short names of a function or a department, as offices abbreviate them: education,
    # CVs, quality, investor and government relations, social media, R&D, the heads' offices
    "edu cv qa ir gr smm seo hq rnd cfo cto cio b2b b2c vip obr ved "
    # … and Russian words of an office's business written in Latin letters
    "rezume vakansii vakansiya nabor konkurs olimp olymp smi pressa zayavka zayavki "
    # … and the products or deals an office handles: insurance, credit, property, travel
    "deal sdelka sdelki osago kasko polis strahovanie strakhovanie insurance ipoteka mortgage "
    "kredit credit loan lizing leasing arenda rent rental realty nedvizhimost estate tour travel "
    "trade import export "
    # … and the commonest of them in Cyrillic, on a Cyrillic domain ("инфо@вектор.рф")
    "инфо админ "
    # … and the genitives that name a department after "otdel", "sluzhba" ("otdel.kadrov")
    "kadrov prodazh zakupok personala".split()
)
# English nouns of an office's function ("dispatcher", "registration", "accounting"): a role's
# word by its suffix once no name reads in it.
_ROLE_SUFFIX = re.compile(r"[a-z]{4,}(?:er|or|ist|ion|ions|ing|ment|ery|ary|ory|ance|ence)s?")
_VOWELS = frozenset("aeiouyаеёиоуыэюя")
_SURNAME_ENDINGS = (
    "ov", "ova", "ev", "eva", "in", "ina", "yn", "yna", "sky", "skiy", "skii", "skij", "skaya",
    "skaia", "ko", "enko", "uk", "yuk", "chuk", "yan", "ian", "dze", "shvili", "ich", "vich",
    "vna", "ikh", "ykh", "aya", "iya",
)  # fmt: skip


@lru_cache(maxsize=4096)
def role_mailbox(address: str) -> bool:
    """A mailbox of a role at an organisation's domain ("priem@67.sfr.gov.ru"), not a person's."""
    local, _, domain = address.lower().rpartition("@")
    if not local or free_mail(domain):
        return False
    tokens = [t for t in re.split(r"[^a-zа-яё]+", local) if t]
    if not tokens:
        return True
    if len(tokens) > 1 and any(len(t) == 1 for t in tokens):
        return False  # an initial beside a name: "a.petrov", "petrov.a"
    if any(_person_token(t) for t in tokens):
        return False
    # The domain's own word ("ckb@ckb-kashin.ru", "gkb3@gkb3-tula.ru"): its department's name.
    return any(_role_token(t) for t in tokens) or local in _domain_words(domain)


def _domain_words(domain: str) -> list[str]:
    """The words of a domain's name before its zone ("ckb-kashin.ru": ckb, kashin)."""
    return re.split(r"[.-]", domain)[:-1]


def free_mail(domain: str) -> bool:
    """A free-mail service's domain, where anyone opens a mailbox."""
    return domain in _FREE_MAIL or domain.endswith((".mail.ru", ".yandex.ru"))


# A mailbox after an organisation's name as its sender's ("От: ООО «Надежда» <nadezhda@…>").
_SENDER = re.compile(r"([^\n<>]{2,80})<[ \t]*\Z")
_HEADER_LABEL = re.compile(r"^[ \t]*(?:от|from|кому|to|отправитель|sender)[ \t]*:", re.I)


def sender_mailbox(text: str, address: Span) -> bool:
    """A mailbox an organisation sends from, its name before it in the header, when its local
    part is a first name that is also a thing's word ("nadezhda@nadezhda-servis.ru",
    "vera@…": hope, faith) or the domain's own word ("elena@elena-salon.ru"). A local part that
    reads only as a person ("elena@parus.ru"), a surname or a name with an initial is a
    person's, as any mailbox whose local part reads as a person is (docs/privacy.md)."""
    sender = _SENDER.search(text, max(0, address.start - 82), address.start)
    if sender is None or not names_org(_HEADER_LABEL.sub("", sender.group(1)).strip(" \t\"'")):
        return False
    local, _, domain = address.value.lower().rpartition("@")
    if not local.isalpha() or free_mail(domain):
        return False
    word = _known_word(local)
    if word is None or "Name" not in word.grammemes or "Surn" in word.grammemes:
        return False
    return local in _domain_words(domain) or any(
        "inan" in r.tag and "nomn" in r.tag and not any(tag in r.tag for tag in PERSON_TAGS)
        for r in word.readings
    )


def _known_word(token: str) -> Word | None:
    """The dictionary's entry for the first spelling of `token` it knows, or None."""
    for spelling in _spellings(token):
        word = word_of(spelling)
        if word.known:
            return word
    return None


def _person_token(token: str) -> bool:
    if len(token) < 3 or token in ROLE_LOCAL:
        return False
    known = _known_person(token)
    if known is not None:
        return known
    if token.isascii() and len(token) >= 5 and token.endswith(_SURNAME_ENDINGS):
        return True  # a surname's ending ("lidzhieva", "gogishvili")
    # "apetrov": an initial glued to a surname; after it, only after an ending no word of an
    # office's has ("lenkovam"; not "zhilkom", a housing committee)
    if len(token) < 6:
        return False
    if _reads_as_person(token[1:]) and token[1:].endswith(_SURNAME_ENDINGS):
        return True
    return token[:-1].endswith(_OV_IN_ENDINGS) and _reads_as_person(token[:-1])


_OV_IN_ENDINGS = ("ov", "ova", "ev", "eva", "in", "ina", "sky", "skaya", "skiy", "skii")


def _known_person(token: str) -> bool | None:
    """Whether a word the dictionary knows is a name (None: it knows no spelling of it)."""
    word = _known_word(token)
    return None if word is None else not word.grammemes.isdisjoint(PERSON_TAGS)


def _reads_as_person(token: str) -> bool:
    """A name the dictionary knows; else a surname's ending ("lidzhieva", "gogishvili")."""
    known = _known_person(token)
    if known is not None:
        return known
    return token.isascii() and len(token) >= 5 and token.endswith(_SURNAME_ENDINGS)


def _role_token(token: str) -> bool:
    """A role's word, a known word of the language, or a body's abbreviation ("uszn"); not
    three letters unknown, which are a person's initials as often ("kvs@…")."""
    if token in ROLE_LOCAL or (len(token) >= 4 and sum(ch in _VOWELS for ch in token) <= 1):
        return True
    if token.endswith("s") and token[:-1] in ROLE_LOCAL:
        return True  # an English plural: "deals", "loans", "tours"
    if _ROLE_SUFFIX.fullmatch(token):
        return True
    if len(token) > 3 and any(word_of(s).known for s in _spellings(token)):
        return True
    # Three letters the dictionary knows as an abbreviation ("sms", "uzi"); unknown ones are a
    # person's initials as often ("kvs@").
    if len(token) == 3 and any(_abbreviation(s) for s in _spellings(token)):
        return True
    # A compound of an abbreviated head and a function's word, as offices shorten their
    # councils and rooms ("dissovet", "uchsovet", "metodkabinet", "profkom").
    return len(token) >= 7 and any(
        _office_word(token[cut:]) for cut in range(2, min(6, len(token) - 4) + 1)
    )


def _office_word(tail: str) -> bool:
    """A function's word, or a thing's noun the dictionary knows (a council, a room), not a
    being's ("kotik")."""
    if tail in ROLE_LOCAL:
        return True
    return any("NOUN" in r.tag and "inan" in r.tag for s in _spellings(tail) for r in readings(s))


def _abbreviation(spelling: str) -> bool:
    word = word_of(spelling)
    return word.known and "Abbr" in word.grammemes and word.grammemes.isdisjoint(PERSON_TAGS)


def _spellings(token: str) -> list[str]:
    return cyrillic_spellings(token) if token.isascii() else [token]
