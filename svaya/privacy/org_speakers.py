"""Organisation values told by who gives them (issue 16; read by `org_context.py`).

- An address the organisation's side of a chat invites the client to: its speaker is a desk's
  role or the organisation ("Администратор: Ждём вас: 183000, Мурманская обл., г. Мурманск, ул.
  Мира, 5", "Регистратура: приходите по адресу …"), the address has no flat, and no personal word
  stands before it on the line ("Администратор: ваш адрес …", "курьер приедет на …").
- A mailbox on the organisation's own domain whose local part is a word the dictionary reads in
  the nominative as a thing and as a first name only in another case ("luch@…", "svet@…-med.ru":
  a room or a device, "Свет!" only a call to Света): a room's or a service's, unless the person
  named beside it may be the name's bearer ("Светлова С.А. <svet@…>"), a personal word says it
  is someone's ("мой адрес …"), or the domain is free mail.
"""

from __future__ import annotations

import re

from svaya.privacy.address_org import home
from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import Word, derived
from svaya.privacy.org_mail import free_mail
from svaya.privacy.org_words import LEGAL_FORM, ORG, PERSONAL_CUE
from svaya.privacy.spans import Span

# A chat line's speaker, with the time a messenger's export may put before it ("[12:05] …").
_SPEAKER = re.compile(r"[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?([^:\n]{2,40}?)[ \t]*:[ \t]")
# The desks that answer for an organisation in a chat.
_DESK_ROLE = re.compile(
    r"(?<![\w-])(?:администратор\w*|оператор\w*|менеджер\w*|регистратур\w*|ресепш\w*|ресепшн"
    r"|консультант\w*|диспетчер\w*|поддержк\w*|служб\w* поддержки|support|operator|manager"
    r"|reception|admin)(?![\w-])"
)
# What the desk says of the place: an invitation or where it is ("ждём вас", "приходите",
# "мы находимся", "наш адрес").
_INVITATION = re.compile(
    r"(?<![\w-])(?:жд[её]м(?:[ \t]+вас)?|приходите|приезжайте|подходите|заходите"
    r"|(?:мы[ \t]+)?находимся|(?:мы[ \t]+)?расположены|наш[ \t]+адрес|адрес[ \t]+(?:клиники"
    r"|центра|офиса|салона|отделения|филиала))(?![\w-])"
)


_SAID_REACH = 200  # what the desk says before the address is read this far back


def invited_address(text: str, folded: str, span: Span) -> bool:
    """An address a chat's desk invites the client to (see the module's docstring)."""
    if home(span.value):
        return False
    line = text.rfind("\n", 0, span.start) + 1
    speaker = _SPEAKER.match(text, line, span.start)
    if speaker is None:
        return False
    who = folded[speaker.start(1) : speaker.end(1)]
    if not (_DESK_ROLE.search(who) or ORG.search(who) or LEGAL_FORM.search(speaker.group(1))):
        return False
    said = folded[max(speaker.end(), span.start - _SAID_REACH) : span.start]
    invitation = _INVITATION.search(said)
    return invitation is not None and not PERSONAL_CUE.search(said)


# The name written before a mailbox on its line ("CN=Петрова ДИ:mailto:…", "Петрова Д. <…>").
_MAILBOX_REACH = 80
_INITIALS = re.compile(r"[А-ЯЁ]{1,3}")


def room_mailbox(text: str, folded: str, span: Span, before: list[Span]) -> bool:
    """A mailbox named by a thing's word on the organisation's domain (see the docstring);
    `before` are the personal values found just before it (80 characters back or more)."""
    local, _, domain = span.value.lower().rpartition("@")
    if not local.isalpha() or not local.isascii() or free_mail(domain):
        return False
    spelling = _thing_word(local)
    if spelling is None:
        return False
    line = max(text.rfind("\n", 0, span.start) + 1, span.start - _MAILBOX_REACH)
    if PERSONAL_CUE.search(folded, line, span.start):
        return False
    initial = spelling[0]
    return not any(
        name.data_class == "pd.name"
        and line <= name.start
        and name.end <= span.start
        and _may_bear(name.value, initial)
        for name in before
    )


def _may_bear(name: str, initial: str) -> bool:
    """Whether a name may be that of a person a mailbox's first name names: a word of it, or a
    letter of its initials, begins with the name's letter."""
    for word in re.split(r"[\s.,]+", name):
        if not word:
            continue
        letters = word if _INITIALS.fullmatch(word) else word[0]
        if initial in letters.lower():
            return True
    return False


def _thing_word(local: str) -> str | None:
    """The Cyrillic spelling of a local part that the dictionary reads first as a thing in the
    nominative and as a first name in no nominative ("svet": свет, "luch": луч); else None."""
    for spelling in cyrillic_spellings(local):
        kind = derived(spelling, ("org_thing_word",), _thing_reading)
        if kind is not None:
            return spelling if kind else None
    return None


def _thing_reading(word: Word) -> bool | None:
    """True: a thing's noun, no first name in the nominative; False: the dictionary reads it
    otherwise; None: it does not know it."""
    if not word.known or not word.readings:
        return None
    readings = word.readings
    main = readings[0].tag
    if not ("NOUN" in main and "inan" in main and "nomn" in main):
        return False
    return not any("Name" in r.tag and "nomn" in r.tag for r in readings)
