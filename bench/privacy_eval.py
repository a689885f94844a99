"""Personal-data detection on the evaluation set (issue 16): `python bench/privacy_eval.py`.

Each text of tests/data/privacy_eval/<split>.jsonl goes through the engine's privacy gate as an
outside LLM call would (`MapGate.outbound`, a fresh replacement map, no known values), and the
text that would be sent is compared with the labels:

- a personal value is FOUND when at least 90 % of its letters and digits are inside text the gate
  replaced by placeholders (so "+7" left before a replaced number still counts, a surname left
  beside a replaced first name does not);
- a replaced stretch of text is CORRECT when it overlaps some personal label (of any class: what
  matters is that personal data did not leave); otherwise it is a false positive. Precision of a
  class groups replaced stretches by the class their placeholder names ([PERSON_1] → pd.name,
  [PHONE_1] and [EMAIL_1] → pd.contacts, …);
- an organisation value ("org") is KEPT when none of its characters was replaced.

Options: --split dev|heldout|both (default both), --misses to list what was missed, wrongly
replaced, or not kept, --only PREFIX to score only the texts whose id starts with it (one
round of the dev part: `--split dev --only dev4-`), --by-round for one row per round (the
recall a rules change had on a round written after it is its out-of-sample figure).
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from svaya.engine.privacy_gate import MapGate  # noqa: E402
from svaya.privacy import PLACEHOLDER_KINDS, generate_key, is_personal  # noqa: E402

DATA = ROOT / "tests" / "data" / "privacy_eval"
SPLITS = ("dev", "heldout")
ORG = "org"
MIN_FOUND_SHARE = 0.9
PLACEHOLDER = re.compile(r"\[([A-Z][A-Z0-9_]*)_(\d+)\]")
_KIND_CLASS = {kind: code for code, kind in PLACEHOLDER_KINDS.items()} | {
    "PHONE": "pd.contacts",
    "EMAIL": "pd.contacts",
}


@dataclass(frozen=True)
class Label:
    start: int
    end: int
    data_class: str
    value: str


@dataclass(frozen=True)
class Record:
    id: str
    genre: str
    text: str
    labels: tuple[Label, ...]


@dataclass(frozen=True)
class Replaced:
    """A stretch [start, end) of the original text that left as `placeholder`."""

    start: int
    end: int
    placeholder: str

    @property
    def data_class(self) -> str:
        m = PLACEHOLDER.fullmatch(self.placeholder)
        kind = m.group(1) if m else self.placeholder
        return _KIND_CLASS.get(kind, "pd." + kind.lower())


@dataclass
class Result:
    gold: Counter[str] = field(default_factory=Counter)
    found: Counter[str] = field(default_factory=Counter)
    replaced: Counter[str] = field(default_factory=Counter)
    correct: Counter[str] = field(default_factory=Counter)
    orgs: int = 0
    orgs_kept: int = 0
    texts: int = 0
    seconds: float = 0.0
    misses: list[str] = field(default_factory=list)
    false_positives: list[str] = field(default_factory=list)
    orgs_lost: list[str] = field(default_factory=list)

    def __repr__(self) -> str:
        # Figures only: a failed assertion prints its operands, and the held-out part's texts
        # must stay unread (misses, false positives and lost values quote them).
        return (
            f"Result(texts={self.texts}, recall={self.recall():.3f}, "
            f"precision={self.precision():.3f}, orgs_kept={self.orgs_kept_share():.3f})"
        )

    def recall(self, cls: str | None = None) -> float:
        found = sum(self.found.values()) if cls is None else self.found[cls]
        gold = sum(self.gold.values()) if cls is None else self.gold[cls]
        return found / gold if gold else 1.0

    def precision(self, cls: str | None = None) -> float:
        correct = sum(self.correct.values()) if cls is None else self.correct[cls]
        replaced = sum(self.replaced.values()) if cls is None else self.replaced[cls]
        return correct / replaced if replaced else 1.0

    def orgs_kept_share(self) -> float:
        return self.orgs_kept / self.orgs if self.orgs else 1.0

    def classes(self) -> list[str]:
        return sorted(set(self.gold) | set(self.replaced))

    def table(self) -> str:
        rows = [f"{'class':<14}{'labels':>7}{'found':>7}{'recall':>8}"
                f"{'replaced':>10}{'wrong':>7}{'precision':>11}"]  # fmt: skip
        for cls in [*self.classes(), None]:
            gold = sum(self.gold.values()) if cls is None else self.gold[cls]
            found = sum(self.found.values()) if cls is None else self.found[cls]
            rep = sum(self.replaced.values()) if cls is None else self.replaced[cls]
            ok = sum(self.correct.values()) if cls is None else self.correct[cls]
            rows.append(f"{cls or 'all personal':<14}{gold:>7}{found:>7}{self.recall(cls):>8.3f}"
                        f"{rep:>10}{rep - ok:>7}{self.precision(cls):>11.3f}")  # fmt: skip
        rows.append(
            f"org values kept: {self.orgs_kept} of {self.orgs} = {self.orgs_kept_share():.3f}"
        )
        return "\n".join(rows)


def load(split: str) -> list[Record]:
    records = []
    for line in (DATA / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        labels = tuple(Label(s["start"], s["end"], s["class"], s["value"]) for s in item["spans"])
        records.append(Record(item["id"], item["genre"], item["text"], labels))
    return records


def sent_text(text: str, key: bytes) -> tuple[str, dict[str, str]]:
    """The text as the engine would send it to an outside model (its privacy gate, a fresh map,
    no typed inputs to lean on), and the value the map holds for each placeholder."""
    gate = MapGate.open(known=(), sealed=None, key=key)
    sent = str(gate.outbound([{"role": "user", "content": text}])[0]["content"])
    entries = getattr(gate.rmap, "entries", ())
    return sent, {e.placeholder: e.value for e in entries if hasattr(e, "placeholder")}


def align(original: str, sent: str, values: dict[str, str] | None = None) -> list[Replaced]:
    """The stretches of `original` that `sent` shows as placeholders.

    `sent` is `original` with some stretches replaced, so the literal pieces between the
    placeholders pin the stretches down, up to one ambiguity: a short piece (". ", " ") may also
    occur inside a replaced stretch. Of all consistent alignments the one whose stretches look
    most like detected values is taken: within one line, not starting or ending in a space or
    inside a word, longer than one character, and equal to the value the replacement map holds
    for its placeholder (`values`) where the map keeps the spelling found.
    """
    pieces = PLACEHOLDER.split(sent)
    literals = pieces[::3]
    names = [f"[{k}_{n}]" for k, n in zip(pieces[1::3], pieces[2::3], strict=True)]
    if not names:
        return [] if sent == original else _diff(original, sent)
    if re.fullmatch("(.+?)".join(map(re.escape, literals)), original, re.DOTALL) is None:
        compact = _compact_json(original)
        if compact is not None and compact != original:
            # The gate sends a JSON text as json.dumps writes it: align with that spelling,
            # then carry the stretches back to the original's characters.
            return _carried(align(compact, sent, values), original, compact)
        return _diff(original, sent)
    wanted = [(values or {}).get(name, "") for name in names]
    bounds = _best_alignment(original, literals, wanted)
    return [Replaced(start, end, name) for (start, end), name in zip(bounds, names, strict=True)]


def _best_alignment(original: str, literals: list[str], wanted: list[str]) -> list[tuple[int, int]]:
    """Dynamic programming over the positions of each literal piece; the first piece starts the
    text and the last ends it. Returns the (start, end) of each replaced stretch."""
    n = len(literals) - 1
    places: list[list[int]] = [[0]]
    for lit in literals[1:-1]:
        places.append([p for p in range(len(original) + 1) if original.startswith(lit, p)])
    places.append([len(original) - len(literals[-1])])
    # best[i][p]: (cost, previous position) with literal i at p.
    best: list[dict[int, tuple[float, int]]] = [{0: (0.0, -1)}]
    for i in range(1, n + 1):
        row: dict[int, tuple[float, int]] = {}
        width = len(literals[i - 1])
        for p in places[i]:
            options = [
                (cost + _stretch_cost(original, q + width, p, wanted[i - 1]), q)
                for q, (cost, _) in best[i - 1].items()
                if q + width < p
            ]
            if options:
                row[p] = min(options)
        best.append(row)
    position = places[n][0]
    bounds: list[tuple[int, int]] = []
    for i in range(n, 0, -1):
        previous = best[i][position][1]
        bounds.append((previous + len(literals[i - 1]), position))
        position = previous
    return bounds[::-1]


def _stretch_cost(text: str, start: int, end: int, wanted: str) -> float:
    stretch = text[start:end]
    cost = -5.0 * (stretch == wanted) + 10.0 * stretch.count("\n")
    cost += 5.0 * (stretch[0].isspace() + stretch[-1].isspace())
    cost += 3.0 * (start > 0 and text[start - 1].isalnum() and stretch[0].isalnum())
    cost += 3.0 * (end < len(text) and text[end].isalnum() and stretch[-1].isalnum())
    return cost + 2.0 * (len(stretch.strip()) <= 1)


def _compact_json(text: str) -> str | None:
    """A JSON object or array as the gate re-serialises it (json.dumps, non-ASCII kept)."""
    if not text.lstrip().startswith(("{", "[")):
        return None
    try:
        return json.dumps(json.loads(text), ensure_ascii=False)
    except ValueError:
        return None


def _carried(stretches: list[Replaced], original: str, compact: str) -> list[Replaced]:
    """Stretches of `compact` as the same characters of `original` (they differ in whitespace
    between tokens and in escapes, never inside a replaced value)."""
    matcher = difflib.SequenceMatcher(None, compact, original, autojunk=False)
    place = {}
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            place[block.a + k] = block.b + k
    return [
        Replaced(place.get(r.start, r.start), place.get(r.end - 1, r.end - 1) + 1, r.placeholder)
        for r in stretches
    ]


def _diff(original: str, sent: str) -> list[Replaced]:
    """Fallback when the sent text is not the original with stretches replaced (the gate
    re-serialised it): a character diff, each changed stretch mapped to the placeholder in it."""
    out = []
    matcher = difflib.SequenceMatcher(None, original, sent, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op in ("replace", "delete") and i2 > i1:
            m = PLACEHOLDER.search(sent, max(0, j1 - 12), j2 + 12)
            out.append(Replaced(i1, i2, m.group() if m else "[UNKNOWN_0]"))
    return out


def score_one(record: Record, replaced: list[Replaced], result: Result) -> None:
    covered = bytearray(len(record.text))
    for r in replaced:
        covered[r.start : r.end] = b"\x01" * (r.end - r.start)
    personal = [lab for lab in record.labels if is_personal(lab.data_class)]
    for lab in record.labels:
        if lab.data_class == ORG:
            result.orgs += 1
            if any(covered[lab.start : lab.end]):
                result.orgs_lost.append(f"{record.id}: {lab.value!r}")
            else:
                result.orgs_kept += 1
            continue
        result.gold[lab.data_class] += 1
        chars = [i for i in range(lab.start, lab.end) if record.text[i].isalnum()]
        share = sum(covered[i] for i in chars) / len(chars) if chars else 1.0
        if share >= MIN_FOUND_SHARE:
            result.found[lab.data_class] += 1
        else:
            result.misses.append(f"{record.id}: {lab.data_class} {lab.value!r} ({share:.0%})")
    for r in replaced:
        cls = r.data_class
        result.replaced[cls] += 1
        if any(lab.start < r.end and r.start < lab.end for lab in personal):
            result.correct[cls] += 1
        else:
            result.false_positives.append(
                f"{record.id}: {r.placeholder} ← {record.text[r.start : r.end]!r}"
            )


def evaluate(split: str, only: str = "") -> Result:
    result = Result()
    key = generate_key()
    started = time.process_time()
    for record in load(split):
        if not record.id.startswith(only):
            continue
        sent, values = sent_text(record.text, key)
        score_one(record, align(record.text, sent, values), result)
        result.texts += 1
    result.seconds = time.process_time() - started
    return result


ROUND_CLASSES = ("pd.name", "pd.address", "pd.birthdate", "pd.passport", "pd.contacts")


def by_round(split: str) -> str:
    """Recall per class and all personal recall / precision and org kept, one row per round
    (the id's prefix before the genre: "dev5", "heldout4")."""
    rounds = dict.fromkeys(record.id.split("-")[0] for record in load(split))
    short = [cls.removeprefix("pd.")[:9] for cls in ROUND_CLASSES]
    rows = [f"{'round':<10}{'texts':>6}" + "".join(f"{c:>10}" for c in short)
            + f"{'all R / P':>14}{'org kept':>10}"]  # fmt: skip
    for name in rounds:
        result = evaluate(split, f"{name}-")
        cells = "".join(
            f"{result.recall(cls):>10.3f}" if result.gold[cls] else f"{'-':>10}"
            for cls in ROUND_CLASSES
        )
        rows.append(
            f"{name:<10}{result.texts:>6}{cells}"
            f"{result.recall():>8.3f} / {result.precision():.3f}{result.orgs_kept_share():>10.3f}"
        )
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--split", choices=[*SPLITS, "both"], default="both")
    parser.add_argument(
        "--misses", action="store_true", help="list misses, false positives, lost orgs"
    )
    parser.add_argument("--only", default="", metavar="PREFIX", help="texts whose id starts so")
    parser.add_argument(
        "--by-round", action="store_true", help="one row of recalls per round (id prefix)"
    )
    options = parser.parse_args()
    sent_text("Иванов Иван Иванович", generate_key())  # the models load outside the timing
    for split in SPLITS if options.split == "both" else (options.split,):
        if options.by_round:
            print(f"\n== {split}, by round\n" + by_round(split))
            continue
        result = evaluate(split, options.only)
        print(f"\n== {split}: {result.texts} texts, {result.seconds:.1f} s CPU")
        print(result.table())
        if options.misses:
            for title, items in (("missed", result.misses),
                                 ("replaced, not personal", result.false_positives),
                                 ("org values replaced", result.orgs_lost)):  # fmt: skip
                print(f"\n{title} ({len(items)}):")
                print("\n".join(f"  {item}" for item in items))
    return 0


if __name__ == "__main__":
    sys.exit(main())
