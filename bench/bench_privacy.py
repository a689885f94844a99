"""Pseudonymization throughput and per-pass cost. Run: `python bench/bench_privacy.py`.

Times are CPU seconds of this process (the machine may be shared; wall time would measure the
neighbours). Prints:
- MB/s (UTF-8 bytes) on a ~1 MB mixed Russian document built from the labelled texts, for the
  pattern + known-value layer alone, with name recognition on, and for the recognizer alone;
- the cost of each pass of a 12-pass agent loop in which every pass adds a tool result: it must
  stay flat as the context grows, because old text is served from the loop's cache.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# One core: the figures are per worker process, and numpy must not spread the tagger over cores
# (natasha, hence numpy, is imported only when the models load, after this).
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from svaya.privacy.names import NameDetector, morph, ner_tagger  # noqa: E402
from svaya.privacy.pseudonymize import Pseudonymizer  # noqa: E402
from svaya.privacy.replacement import ReplacementMap  # noqa: E402

LABELLED = ROOT / "tests" / "data" / "privacy" / "labelled.jsonl"
KNOWN_INPUTS = [
    ("Смирнова Анна Викторовна", "pd.name"),
    ("4512 384756", "pd.passport"),
    ("+7 916 245-18-07", "pd.contacts"),
    ("anna.smirnova88@mail.ru", "pd.contacts"),
    ("1988-04-17", "pd.birthdate"),
    ("526018159021", "pd.inn"),
    ("505-877-065 06", "pd.snils"),
    ("г. Москва, ул. Остоженка, д. 12, кв. 45", "pd.address"),
]


def texts() -> list[str]:
    lines = LABELLED.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["text"] for line in lines]


def build_document(target_bytes: int, seed: int = 1) -> str:
    """Labelled texts in a shuffled order, repeated up to `target_bytes` of UTF-8."""
    rng = random.Random(seed)
    pool = texts()
    parts: list[str] = []
    size = 0
    while size < target_bytes:
        rng.shuffle(pool)
        for text in pool:
            parts.append(text)
            size += len(text.encode("utf-8")) + 2
            if size >= target_bytes:
                break
    return "\n\n".join(parts)


def fresh_map() -> ReplacementMap:
    rmap = ReplacementMap()
    for value, data_class in KNOWN_INPUTS:
        rmap.add_known(value, data_class)
    return rmap


def best_of(runs: int, work: Callable[[], Any]) -> float:
    work()  # warm the caches (morphology, compiled regexes) first
    timings = []
    for _ in range(runs):
        started = time.process_time()
        work()
        timings.append(time.process_time() - started)
    return min(timings)


def throughput(doc: str, runs: int) -> None:
    size_mb = len(doc.encode("utf-8")) / 1e6
    message = [{"role": "user", "content": doc}]
    layer = Pseudonymizer(use_names=False)
    with_names = Pseudonymizer(use_names=True)
    recognizer = NameDetector()
    layer_s = best_of(runs, lambda: layer.apply(message, fresh_map()))
    names_s = best_of(max(1, runs // 2), lambda: with_names.apply(message, fresh_map()))
    ner_s = best_of(max(1, runs // 2), lambda: recognizer.find(doc))
    print(f"document: {size_mb:.2f} MB, {len(doc):,} characters")
    print(f"{'layer':<34}{'seconds':>9}{'MB/s':>9}")
    for label, seconds in (
        ("patterns + known values", layer_s),
        ("patterns + known values + names", names_s),
        ("name recognizer alone", ner_s),
    ):
        print(f"{label:<34}{seconds:>9.3f}{size_mb / seconds:>9.2f}")
    extra = names_s - layer_s
    print(f"names add {extra:.3f} s over the layer; the recognizer alone takes {ner_s:.3f} s")
    target = "meets" if size_mb / layer_s >= 5 else "MISSES"
    print(f"target >= 5 MB/s for patterns + known values: {target}")


def loop_messages(results: list[str], passes: int) -> list[list[dict[str, Any]]]:
    """The context of each pass: instruction, inputs, then one tool call and result per pass."""
    context: list[dict[str, Any]] = [
        {"role": "system", "content": "Проверь заявителя на признаки мошенничества."},
        {"role": "user", "content": results[0]},
    ]
    contexts = []
    for index in range(passes):
        contexts.append(list(context))
        args = json.dumps({"passport": "[PASSPORT_1]", "phone": "[PHONE_1]"})
        call = {"id": f"call-{index}", "type": "function",
                "function": {"name": "bank.fraud_check", "arguments": args}}  # fmt: skip
        context.append({"role": "assistant", "content": None, "tool_calls": [call]})
        context.append({"role": "tool", "tool_call_id": f"call-{index}",
                        "content": results[(index + 1) % len(results)]})  # fmt: skip
    return contexts


def per_pass(passes: int, result_bytes: int) -> None:
    pool = texts()
    results = [build_document(result_bytes, seed=i) for i in range(passes + 1)]
    del pool
    pseudonymizer = Pseudonymizer(use_names=True)
    rmap = fresh_map()
    print(f"\n{passes}-pass loop, each pass adds a ~{result_bytes // 1000} KB tool result")
    print(f"{'pass':>4}{'context KB':>12}{'new KB':>8}{'ms':>9}{'placeholders':>14}")
    timings = []
    previous = 0
    for number, messages in enumerate(loop_messages(results, passes), start=1):
        size = sum(len(json.dumps(m, ensure_ascii=False).encode()) for m in messages)
        started = time.process_time()
        pseudonymizer.apply(messages, rmap)
        elapsed = time.process_time() - started
        timings.append(elapsed)
        print(f"{number:>4}{size / 1000:>12.1f}{(size - previous) / 1000:>8.1f}"
              f"{elapsed * 1000:>9.1f}{len(rmap.entries):>14}")  # fmt: skip
        previous = size
    later = timings[1:]
    print(f"passes 2..{passes}: median {statistics.median(later) * 1000:.1f} ms, "
          f"first half {statistics.mean(later[: len(later) // 2]) * 1000:.1f} ms, "
          f"second half {statistics.mean(later[len(later) // 2 :]) * 1000:.1f} ms")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bytes", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--passes", type=int, default=12)
    parser.add_argument("--result-bytes", type=int, default=8_000)
    options = parser.parse_args()
    morph(), ner_tagger()  # load once, outside the timings
    throughput(build_document(options.bytes), options.runs)
    per_pass(options.passes, options.result_bytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
