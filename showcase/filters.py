"""The showcase's filters and search: by industry, by step kind, agentic or not, and words.

Search is Russian full-text search on Postgres (title and summary, every word as a prefix of a
stem, so «кредит» finds «кредитной»); on the embedded SQLite default it is a plain match of
every word in the title or summary, case folded (SQLite's own LIKE folds Latin letters only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.contrib.postgres.search import SearchQuery, SearchVector
from django.db import connection
from django.db.models import QuerySet
from django.db.models.fields.json import KeyTextTransform
from django.http import QueryDict

from showcase.diagram import Card

_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Filters:
    q: str = ""
    industry: str = ""
    kind: str = ""
    agentic: str = ""  # "yes", "no" or "" (either)

    @classmethod
    def from_query(cls, query: QueryDict) -> Filters:
        agentic = query.get("agentic", "")
        return cls(
            q=query.get("q", "").strip()[:200],
            industry=query.get("industry", ""),
            kind=query.get("kind", ""),
            agentic=agentic if agentic in ("yes", "no") else "",
        )

    @property
    def active(self) -> bool:
        return bool(self.q or self.industry or self.kind or self.agentic)


def words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def search_solutions(solutions: QuerySet[Any], q: str) -> QuerySet[Any]:
    """The solutions whose title or summary hold every word of `q` (Postgres: stems)."""
    terms = words(q)
    if not terms or connection.vendor != "postgresql":
        return solutions
    vector = SearchVector("title", config="russian", weight="A") + SearchVector(
        KeyTextTransform("summary", "current_version__spec"), config="russian", weight="B"
    )
    query = SearchQuery(" & ".join(f"{t}:*" for t in terms), config="russian", search_type="raw")
    return solutions.annotate(search=vector).filter(search=query)


def matches(card: Card, filters: Filters) -> bool:
    if filters.industry and card.industry != filters.industry:
        return False
    if filters.kind and filters.kind not in card.kinds:
        return False
    if filters.agentic and card.agentic != (filters.agentic == "yes"):
        return False
    if filters.q and connection.vendor != "postgresql":
        text = words(f"{card.title} {card.summary}")
        return all(any(w.startswith(t) for w in text) for t in words(filters.q))
    return True
