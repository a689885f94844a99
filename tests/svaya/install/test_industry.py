"""A solution names the industry the showcase files it under, from one list."""

from __future__ import annotations

import pytest

from svaya.spec.industries import INDUSTRIES
from svaya.spec.loader import load_yaml
from tests.svaya.install.helpers import SOLUTIONS, credit, rejected


def test_it_rejects_an_industry_that_is_not_in_the_list():
    report = credit(("industry: bank", "industry: bakery"))
    lines = (SOLUTIONS / "credit-application-response" / "solution.yaml").read_text().splitlines()
    problem = rejected(report, "schema", lines.index("industry: bank") + 1)
    assert "'industry'" in problem.message and "'insurance'" in problem.message


@pytest.mark.parametrize("folder", sorted(p.name for p in SOLUTIONS.iterdir() if p.is_dir()))
def test_every_catalog_solution_names_a_known_industry(folder):
    data, _ = load_yaml((SOLUTIONS / folder / "solution.yaml").read_text(encoding="utf-8"))
    assert data.get("industry") in INDUSTRIES, f"{folder}: industry {data.get('industry')!r}"
