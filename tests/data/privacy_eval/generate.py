"""Build dev.jsonl and heldout.jsonl: `python tests/data/privacy_eval/generate.py`.

Texts are composed from sentence frames (frames_dev.py and round3-18.py for dev, frames_heldout.py
and heldout2-9.py for the held-out part: separate lists per split) whose slots are filled with
synthetic people (people.py and each round's own pool, disjoint per split) and identifiers with
valid control digits (values.py). Every slot's value and character offsets are recorded as a
labelled span as the text is assembled, so offsets are exact by construction.
The people are built in subjects.py, the slot tables in person_slots.py and slots.py, and the
texts with their labelled spans in compose.py; the code the later rounds share is in round_kit.py;
this module lists the rounds and writes the files.
`--check` rebuilds in memory and fails if the committed files differ.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import frames_dev  # noqa: E402
import frames_heldout  # noqa: E402
import heldout2  # noqa: E402
import heldout3  # noqa: E402
import heldout4  # noqa: E402
import heldout5  # noqa: E402
import heldout6  # noqa: E402
import heldout7  # noqa: E402
import heldout8  # noqa: E402
import heldout9  # noqa: E402
import round3  # noqa: E402
import round4  # noqa: E402
import round5  # noqa: E402
import round6  # noqa: E402
import round7  # noqa: E402
import round8  # noqa: E402
import round9  # noqa: E402
import round10  # noqa: E402
import round11  # noqa: E402
import round12  # noqa: E402
import round13  # noqa: E402
import round14  # noqa: E402
import round15  # noqa: E402
import round16  # noqa: E402
import round17  # noqa: E402
import round18  # noqa: E402
from compose import Text, compose, record  # noqa: E402

SEED = 16  # the number
SPLITS = {"dev": frames_dev.FRAMES, "heldout": frames_heldout.FRAMES}
# Texts per genre: 60 % dev, 40 % held-out.
PER_GENRE = {"dev": 29, "heldout": 16}
ID_PREFIX = {"dev": "dev", "heldout": "ho"}


def build(split: str) -> list[dict[str, object]]:
    rng = random.Random(f"{SEED}-{split}")
    records = []
    for genre, spec in SPLITS[split].items():
        for number in range(1, PER_GENRE[split] + 1):
            t = Text(rng, split)
            records.append(record(f"{ID_PREFIX[split]}-{genre}-{number:03d}", genre,
                                  compose(genre, spec, t)))  # fmt: skip
    if split == "dev":
        for later in ROUNDS:
            records.extend(build_round(later))
    else:
        for later in HELDOUT_ROUNDS:
            records.extend(build_round(later))
    return records


# The later dev rounds: each with its own generator, pools and frames (round3.py, round4.py).
ROUNDS = {
    "dev3": (round3.FRAMES3, 6),
    "dev4": (round4.FRAMES4, 10),
    "dev5": (round5.FRAMES5, 12),
    "dev6": (round6.FRAMES6, 10),
    "dev7": (round7.FRAMES7, 10),
    "dev8": (round8.FRAMES8, 10),
    "dev9": (round9.FRAMES9, 10),
    "dev10": (round10.FRAMES10, 8),
    "dev11": (round11.FRAMES11, 8),
    "dev12": (round12.FRAMES12, 8),
    "dev13": (round13.FRAMES13, 8),
    "dev14": (round14.FRAMES14, 8),
    "dev15": (round15.FRAMES15, 8),
    "dev16": (round16.FRAMES16, 8),
    "dev17": (round17.FRAMES17, 8),
    "dev18": (round18.FRAMES18, 8),
}
# The later held-out rounds, appended to heldout.jsonl after the first round's 96 texts. A genre
# of theirs may list situations ("variants"): text n takes variant (n - 1) % their number.
HELDOUT_ROUNDS = {
    "heldout2": (heldout2.FRAMES_H2, 6),
    "heldout3": (heldout3.FRAMES_H3, 8),
    "heldout4": (heldout4.FRAMES_H4, 8),
    "heldout5": (heldout5.FRAMES_H5, 8),
    "heldout6": (heldout6.FRAMES_H6, 8),
    "heldout7": (heldout7.FRAMES_H7, 8),
    "heldout8": (heldout8.FRAMES_H8, 8),
    "heldout9": (heldout9.FRAMES_H9, 8),
}


def build_round(split: str) -> list[dict[str, object]]:
    frames, per_genre = {**ROUNDS, **HELDOUT_ROUNDS}[split]
    rng = random.Random(f"{SEED}-{split}")
    records = []
    for genre, spec in frames.items():
        for number in range(1, per_genre + 1):
            t = Text(rng, split)
            variants = spec.get("variants")
            chosen = variants[(number - 1) % len(variants)] if variants else spec
            t.situation = chosen
            if "companies" in chosen:  # the sixth round's situations name their own
                t.company = t.rng.choice(chosen["companies"])
            records.append(
                record(f"{split}-{genre}-{number:03d}", genre, compose(genre, chosen, t))
            )
    return records


def render_jsonl(records: list[dict[str, object]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if the files are stale")
    options = parser.parse_args()
    stale = []
    for split in SPLITS:
        target = HERE / f"{split}.jsonl"
        content = render_jsonl(build(split))
        if options.check:
            if not target.exists() or target.read_text(encoding="utf-8") != content:
                stale.append(target.name)
        else:
            target.write_text(content, encoding="utf-8")
    if stale:
        print(f"stale: {', '.join(stale)}; run python {Path(__file__).name}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
