"""check_solution, install_solution and install_catalog as an engineer uses them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from catalog.models import Solution, SolutionVersion
from journal.models import JournalLine

ROOT = Path(__file__).resolve().parents[2]
CREDIT = ROOT / "catalog" / "solutions" / "credit-application-response"

pytestmark = pytest.mark.django_db


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "credit-application-response"
    shutil.copytree(CREDIT, target)
    return target


def test_check_solution_accepts_both_solutions_and_writes_nothing(installation, capsys) -> None:
    versions = SolutionVersion.objects.count()
    call_command("check_solution", *map(str, (ROOT / "catalog" / "solutions").iterdir()))
    assert capsys.readouterr().out == ""
    assert SolutionVersion.objects.count() == versions


def test_check_solution_exits_1_with_one_line_per_problem(installation, copy, capsys) -> None:
    text = (copy / "solution.yaml").read_text(encoding="utf-8")
    (copy / "solution.yaml").write_text(text.replace("    max_passes: 5\n", ""), "utf-8")
    with pytest.raises(CommandError) as error:
        call_command("check_solution", str(copy))
    assert error.value.returncode == 1
    lines = capsys.readouterr().out.splitlines()
    line_of_step = next(i for i, t in enumerate(text.splitlines(), 1) if "id: fraud-check" in t)
    assert any(
        f"solution.yaml:{line_of_step}:" in ln and "agent-max-passes" in ln for ln in lines
    ), lines


def test_an_identical_description_installs_as_a_no_op(installation, capsys) -> None:
    call_command("install_solution", str(CREDIT))
    assert "unchanged" in capsys.readouterr().out
    assert Solution.objects.get(slug=CREDIT.name).versions.count() == 1


def test_a_changed_description_installs_a_new_immutable_version(installation, copy) -> None:
    prompt = copy / "prompts" / "screen.md"
    prompt.write_text(prompt.read_text(encoding="utf-8") + "\nУчитывай стаж.\n", "utf-8")
    call_command("install_solution", str(copy))
    solution = Solution.objects.get(slug=CREDIT.name)
    first, second = solution.versions.order_by("number")
    assert (first.number, second.number) == (1, 2)
    assert solution.current_version == second
    assert first.sha256 != second.sha256 and "стаж" in str(second.spec)
    assert JournalLine.objects.filter(kind="solution.installed").count() >= 3


def test_install_solution_refuses_a_broken_description(installation, copy) -> None:
    text = (copy / "solution.yaml").read_text(encoding="utf-8")
    (copy / "solution.yaml").write_text(
        text.replace("on_exhausted: fraud-review", "on_exhausted: nowhere"), "utf-8"
    )
    with pytest.raises(CommandError):
        call_command("install_solution", str(copy))
    assert Solution.objects.get(slug=CREDIT.name).versions.count() == 1


def test_the_version_records_the_facts_the_showcase_prints(installation) -> None:
    facts = Solution.objects.get(slug=CREDIT.name).current_version.facts
    assert facts["pass_limits"] == {"fraud-check": 5}
    assert facts["worst_case_llm_calls"] == 22
