"""Admin template tags: the admin's phrases with the model names in the right case."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.translation import gettext as _

from journal.russian import names_for, plural

register = template.Library()

# Django's phrases that put a model's verbose name where Russian needs the accusative.
_ACCUSATIVE_PHRASES = ("Select %s to change", "Select %s to view", "Add %s", "Change %s", "View %s")


@register.simple_tag
def admin_title(title: Any, opts: Any = None) -> str:
    """The page title with the model's name declined: «Выберите передачу контролеру для
    просмотра», not «Выберите передача контролеру …»."""
    text = str(title or "")
    label = getattr(opts, "label_lower", None)  # pages without a model have no opts
    names = names_for(label) if label else None
    if names is None:
        return text
    for phrase in _ACCUSATIVE_PHRASES:
        if text == _(phrase) % opts.verbose_name:
            return _(phrase) % names.accusative
    return text


@register.simple_tag
def add_label(opts: Any) -> str:
    names = names_for(opts.label_lower)
    return _("Add %s") % (names.accusative if names else opts.verbose_name)


@register.simple_tag
def result_count(count: int, opts: Any) -> str:
    """«1 получатель данных», «3 получателя данных», «7 получателей данных»."""
    names = names_for(opts.label_lower)
    if names is None:
        word = opts.verbose_name if count == 1 else opts.verbose_name_plural
    else:
        word = plural(count, str(opts.verbose_name), names.few, names.many)
    return f"{count} {word}"
