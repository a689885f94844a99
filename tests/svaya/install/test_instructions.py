"""Instructions: a prompt file must exist inside the solution folder and say something."""

from __future__ import annotations

import shutil

from svaya.install import check_path
from tests.svaya.install.helpers import CONTEXT, CREDIT, credit, rejected

SCREEN = "instruction: prompts/screen.md"


def test_it_rejects_a_missing_prompt_file():
    problem = rejected(
        credit((SCREEN, "instruction: prompts/screening.md")), "instruction-file", 36
    )
    assert "prompts/screening.md' does not exist" in problem.message


def test_it_rejects_a_prompt_file_outside_the_solution_folder():
    report = credit(
        (SCREEN, "instruction: ../portal-submission-from-document/prompts/fill-form.md")
    )
    problem = rejected(report, "instruction-file", 36)
    assert "outside the solution folder" in problem.message


def test_it_rejects_an_empty_prompt_file(tmp_path):
    folder = shutil.copytree(CREDIT, tmp_path / CREDIT.name)
    (folder / "prompts" / "screen.md").write_text("  \n", encoding="utf-8")
    problem = rejected(check_path(folder, context=CONTEXT), "instruction-empty", 36)
    assert "prompt file 'prompts/screen.md' is empty" in problem.message


def test_it_rejects_an_empty_inline_instruction():
    rejected(credit((SCREEN, "instruction: ' '")), "instruction-empty", 36)


def test_an_inline_instruction_is_kept_as_written():
    report = credit((SCREEN, "instruction: Проверь заявку и верни вердикт."))
    assert report.ok
    assert report.instructions["screen"] == "Проверь заявку и верни вердикт."
    assert "prompts/screen.md" not in report.files
