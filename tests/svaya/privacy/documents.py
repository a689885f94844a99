"""The check and the two tests of the document-number probes (test_document_forms.py and
test_document_shapes.py): only this family's classes are read, so a name or an address found
beside a number neither helps nor hurts. A value marked with its class must be replaced by that
class and nothing else; an `org` value must stay untouched.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example
from .one_class import examples, spans

CLASSES = ("pd.passport", "pd.snils", "pd.inn", "pd.contacts", "pd.card", "pd.account")

Test = Callable[[Pseudonymizer, Example], None]


def _found(pseudonymizer: Pseudonymizer, text: str) -> list[tuple[int, int, str]]:
    return [(s, e, cls) for cls in CLASSES for s, e in spans(pseudonymizer, text, cls)]


def check(pseudonymizer: Pseudonymizer, example: Example) -> None:
    found = _found(pseudonymizer, example.text)
    for start, end, cls in example.values:
        over = [(s, e, c) for s, e, c in found if s < end and start < e]
        if cls == "org":
            assert not over, [example.text[s:e] for s, e, _ in over]
            continue
        covered = sum(min(end, e) - max(start, s) for s, e, c in over if c == cls)
        assert covered >= 0.9 * (end - start), (cls, example.text[start:end], found)
    marked = [(s, e) for s, e, c in example.values if c != "org"]
    for s, e, cls in found:
        assert any(s < end and start < e for start, end in marked), (cls, example.text[s:e])


def _id(example: Example) -> str:
    return f"{example.family}: {example.text[:40]}"


def document_tests(found: dict[str, list[str]], kept: dict[str, list[str]]) -> tuple[Test, Test]:
    """A document file's two tests over its families: `found`'s values are replaced, `kept`'s
    organisation values stay. The file binds them to module names for pytest to collect; each
    takes the file's own `pseudonymizer` fixture."""

    @pytest.mark.parametrize("example", examples(found), ids=_id)
    def test_every_document_number_and_contact_is_replaced(
        pseudonymizer: Pseudonymizer, example: Example
    ) -> None:
        check(pseudonymizer, example)

    @pytest.mark.parametrize("example", examples(kept), ids=_id)
    def test_organisation_values_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
        check(pseudonymizer, example)

    return test_every_document_number_and_contact_is_replaced, test_organisation_values_stay
