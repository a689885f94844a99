"""A branch case without a title is drawn with its condition in words."""

from __future__ import annotations

import pytest

from showcase.conditions import condition_words


@pytest.mark.parametrize(
    ("when", "words"),
    [
        (
            'steps["fraud-check"].result.verdict == "suspicious"',
            "fraud-check: verdict = «suspicious»",
        ),
        ('!steps["screen"].verdict.eligible', "не screen: eligible"),
        (
            'steps.assess.verdict.amount > 3000 && inputs.region != "77"',
            "assess: amount > 3000 и region ≠ «77»",
        ),
        ('steps.kyc.verdict.risk in ["high", "blocked"]', "kyc: risk одно из [«high», «blocked»]"),
    ],
)
def test_a_condition_reads_as_words(when, words):
    assert condition_words(when) == words


def test_every_step_kind_has_an_inline_svg_icon_that_needs_no_font():
    from catalog.kinds import StepKind
    from showcase.icons import ICONS, kind_icon

    for kind in StepKind.values:
        icon = kind_icon(kind)
        assert icon.startswith("<svg") and 'stroke="currentColor"' in icon, kind
        assert not any(ord(ch) > 127 for ch in icon), kind  # no glyph a font must provide
    assert set(StepKind.values) <= set(ICONS)
