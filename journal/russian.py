"""Russian words for the admin: noun cases of the models' names, plural forms, roubles and
durations.

Django's admin builds its phrases from a model's verbose name in the nominative ("Выберите
%s для изменения", "7 %s"), which reads "Выберите передача контролеру", "7 получатели данных".
Each app's admin registers the other forms its models need (`register_names`); the admin
templates (templates/admin/) ask for them through the `svaya_admin` tags.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from django.utils.translation import gettext as _


@dataclass(frozen=True)
class Names:
    """A model's name in the forms the admin's phrases need (nominative is verbose_name)."""

    accusative: str  # выберите / добавить / изменить … что?
    few: str  # 2, 3, 4 …
    many: str  # 0, 5 … 20 …


_NAMES: dict[str, Names] = {}


def register_names(label: str, *, accusative: str, few: str, many: str) -> None:
    """`label` is the model's `app_label.modelname` (lower case)."""
    _NAMES[label] = Names(accusative=accusative, few=few, many=many)


def names_for(label: str) -> Names | None:
    return _NAMES.get(label)


def plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian plural form for n: 1 книга, 2 книги, 5 книг, 11 книг, 21 книга."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def roubles(amount: Decimal | float | None) -> str:
    """Money as a reader wants it: kopecks for a sum of a rouble or more; for the fractions
    of a kopeck one LLM call costs, three significant digits, not the column's eight places."""
    if amount is None:
        return "—"
    value = Decimal(str(amount))
    if value == 0:
        return "0\u00a0₽"
    if abs(value) >= 1:
        text = f"{value.quantize(Decimal('0.01'), ROUND_HALF_UP):,.2f}".replace(",", "\u00a0")
    else:
        step = Decimal(1).scaleb(value.adjusted() - 2)  # three significant digits
        text = format(value.quantize(step, ROUND_HALF_UP), "f").rstrip("0").rstrip(".")
    return text.replace(".", ",") + "\u00a0₽"


def duration(seconds: float | None) -> str:
    """Durations readable: 350 мс, 2,4 с, 3 мин 20 с, 1 ч 05 мин."""
    if seconds is None:
        return "—"
    if seconds < 1:
        return _("%(n)d мс") % {"n": round(seconds * 1000)}
    if seconds < 59.95:
        shown = f"{seconds:.1f}".rstrip("0").rstrip(".").replace(".", ",")
        return _("%(n)s с") % {"n": shown}
    total = round(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return _("%(h)d ч %(m)02d мин") % {"h": hours, "m": minutes}
    if secs:
        return _("%(m)d мин %(s)d с") % {"m": minutes, "s": secs}
    return _("%(m)d мин") % {"m": minutes}


# Django's own models in the admin (their admins are Django's).
register_names("auth.group", accusative="группу", few="группы", many="групп")
register_names("auth.user", accusative="пользователя", few="пользователя", many="пользователей")
