"""Step-kind icons as inline SVG: they draw with any font (a plain Debian machine has no glyph
for ⑂ or ⫴) and take the text's colour."""

from __future__ import annotations

from django.utils.safestring import SafeString, mark_safe

_PATHS = {
    "llm": "M8 1.5 9.6 6.4 14.5 8 9.6 9.6 8 14.5 6.4 9.6 1.5 8 6.4 6.4Z",
    "agent": "M13 8a5 5 0 1 1-1.5-3.6M13 2v3h-3",
    "system": "M2 5h11M10 2l3 3-3 3M14 11H3M6 8l-3 3 3 3",
    "branch": "M8 15V8M8 8 3 2M8 8l5-6",
    "parallel": "M3 2v12M8 2v12M13 2v12",
    "join": "M3 2l5 6M13 2 8 8M8 8v7",
    "confirm": "M2.5 8.5 6.5 12.5 13.5 3.5",
    "handoff": (
        "M8 7.5a2.7 2.7 0 1 0 0-5.4 2.7 2.7 0 0 0 0 5.4Z"
        "M2.5 14.5c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5"
    ),
    "conversation": "M2 3h12v8H7l-3 3v-3H2Z",
}
_DOT = "M8 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
_SVG = (
    '<svg class="kind-icon" viewBox="0 0 16 16" width="1em" height="1em" fill="none" '
    'stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" '
    'aria-hidden="true" focusable="false"><path d="{}"/></svg>'
)
ICONS: dict[str, SafeString] = {kind: mark_safe(_SVG.format(path)) for kind, path in _PATHS.items()}
OTHER = mark_safe(_SVG.format(_DOT))


def kind_icon(kind: str) -> SafeString:
    return ICONS.get(kind, OTHER)
