"""Recall and precision of detectors against the labelled set the project ships."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from svaya.privacy.spans import Span, resolve_overlaps

LABELLED = Path(__file__).parents[2] / "data" / "privacy" / "labelled.jsonl"
MIN_COVER = 0.5


@dataclass(frozen=True)
class Gold:
    start: int
    end: int
    data_class: str


@dataclass(frozen=True)
class Record:
    id: str
    kind: str
    text: str
    gold: tuple[Gold, ...]


@dataclass
class Tally:
    found: Counter[str] = field(default_factory=Counter)  # gold spans recalled
    gold: Counter[str] = field(default_factory=Counter)
    correct: Counter[str] = field(default_factory=Counter)  # predictions backed by gold
    predicted: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)
    false_alarms: list[str] = field(default_factory=list)

    def recall(self, cls: str | None = None) -> float:
        found, gold = _pick(self.found, cls), _pick(self.gold, cls)
        return found / gold if gold else 1.0

    def precision(self, cls: str | None = None) -> float:
        correct, predicted = _pick(self.correct, cls), _pick(self.predicted, cls)
        return correct / predicted if predicted else 1.0

    def classes(self) -> list[str]:
        return sorted(set(self.gold) | set(self.predicted))

    def table(self) -> str:
        rows = [f"{'class':<14}{'gold':>6}{'pred':>6}{'recall':>9}{'precision':>11}"]
        for cls in [*self.classes(), None]:
            rows.append(
                f"{cls or 'overall':<14}{_pick(self.gold, cls):>6}{_pick(self.predicted, cls):>6}"
                f"{self.recall(cls):>9.3f}{self.precision(cls):>11.3f}"
            )
        return "\n".join(rows)


def _pick(counter: Counter[str], cls: str | None) -> int:
    return sum(counter.values()) if cls is None else counter[cls]


def load_labelled(path: Path = LABELLED) -> list[Record]:
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        gold = tuple(Gold(s["start"], s["end"], s["class"]) for s in item["spans"])
        records.append(Record(item["id"], item["kind"], item["text"], gold))
    return records


def _covered(start: int, end: int, others: Iterable[tuple[int, int]]) -> float:
    chars = sum(max(0, min(end, e) - max(start, s)) for s, e in others)
    return chars / max(1, end - start)


def score(records: Iterable[Record], find: Callable[[str], list[Span]], classes: set[str]) -> Tally:
    """A gold span counts as found when predictions of its class cover at least half of it; a
    prediction counts as correct when gold spans of its class cover at least half of it."""
    tally = Tally()
    for record in records:
        predicted = [s for s in resolve_overlaps(find(record.text)) if s.data_class in classes]
        gold = [g for g in record.gold if g.data_class in classes]
        for g in gold:
            tally.gold[g.data_class] += 1
            same = [(p.start, p.end) for p in predicted if p.data_class == g.data_class]
            if _covered(g.start, g.end, same) >= MIN_COVER:
                tally.found[g.data_class] += 1
            else:
                tally.misses.append(f"{record.id}: {g.data_class} {record.text[g.start : g.end]!r}")
        for p in predicted:
            tally.predicted[p.data_class] += 1
            same = [(g.start, g.end) for g in gold if g.data_class == p.data_class]
            if _covered(p.start, p.end, same) >= MIN_COVER:
                tally.correct[p.data_class] += 1
            else:
                tally.false_alarms.append(f"{record.id}: {p.data_class} {p.value!r} ({p.source})")
    return tally
