"""The complete example of docs/stand.md passes the install check, so the page that solution
writers copy from cannot drift from the format."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from svaya.install import check_path
from svaya.tools.registry import load_installation
from tests.svaya.install.helpers import CONTEXT, ROOT

DOC = (ROOT / "docs" / "stand.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```yaml\n(.*?)```", DOC, re.S)


def _block(start: str) -> str:
    found = [b for b in BLOCKS if b.startswith(start)]
    assert len(found) == 1, start
    return found[0]


def test_the_documented_example_passes_the_install_check(tmp_path: Path) -> None:
    (tmp_path / "cards.yaml").write_text(_block("destination:\n  code: cards"), encoding="utf-8")
    cards = load_installation(tmp_path / "cards.yaml")
    context = dataclasses.replace(
        CONTEXT,
        tools={**CONTEXT.tools, **cards.tools},
        routes={**CONTEXT.routes, "cards": frozenset(cards.destinations["cards"].allowed_classes)},
        role_tools={
            **CONTEXT.role_tools,
            "card_officer": frozenset(cards.roles["card_officer"].tools),
        },
    )
    folder = tmp_path / "card-limit"
    (folder / "prompts").mkdir(parents=True)
    (folder / "samples").mkdir()
    (folder / "solution.yaml").write_text(_block("solution: card-limit"), encoding="utf-8")
    (folder / "stand.yaml").write_text(_block("model:\n  decide:"), encoding="utf-8")
    (folder / "prompts" / "decide.md").write_text("Реши, повышать ли лимит.", encoding="utf-8")
    for name, inputs in re.findall(r"`samples/([a-z-]+)\.json` — `(\{.*?\})`", DOC):
        (folder / "samples" / f"{name}.json").write_text(inputs, encoding="utf-8")
    (folder / "samples" / "expected.yaml").write_text(_block("small-raise"), encoding="utf-8")

    report = check_path(folder, context=context)

    assert report.problems == [], "\n".join(map(str, report.problems))
    assert sorted(p.stem for p in (folder / "samples").glob("*.json")) == [
        "big-raise",
        "small-raise",
    ]
