"""Pseudonymization throughput and per-pass cost. Run: `python bench/bench_privacy.py`.

Times are CPU seconds of this process (the machine may be shared; wall time would measure the
neighbours). Prints:
- MB/s (UTF-8 bytes) on a ~1 MB mixed Russian document built from the labelled texts, for the
  pattern + known-value layer alone, with name recognition on, and for the recognizer alone,
  and what names cost outside the recognizer (the same run with its spans handed over);
- the cost of each pass of a 12-pass agent loop in which every pass adds a tool result: it must
  stay flat as the context grows, because old text is served from the loop's cache;
- the median cost of pseudonymizing one new tool result of ~400 characters (a JSON object with a
  holder's full name), with name recognition on and off: the usual work of one pass.
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
from svaya.privacy.spans import Span  # noqa: E402

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


def best_of(runs: int, works: dict[str, Callable[[], Any]]) -> dict[str, float]:
    """The best CPU time of each work; the works take turns, so a noisy neighbour hurts them
    alike. One warm-up round first (morphology caches, compiled regexes)."""
    for work in works.values():
        work()
    timings: dict[str, list[float]] = {name: [] for name in works}
    for _ in range(runs):
        for name, work in works.items():
            started = time.process_time()
            work()
            timings[name].append(time.process_time() - started)
    return {name: min(values) for name, values in timings.items()}


def throughput(doc: str, runs: int) -> None:
    size_mb = len(doc.encode("utf-8")) / 1e6
    message = [{"role": "user", "content": doc}]
    layer = Pseudonymizer(use_names=False)
    with_names = Pseudonymizer(use_names=True)
    recognizer = NameDetector()
    layer_s = best_of(runs, {"layer": lambda: layer.apply(message, fresh_map())})["layer"]
    slow = best_of(
        max(1, runs // 2),
        {
            "names": lambda: with_names.apply(message, fresh_map()),
            "ner": lambda: recognizer.find(doc),
        },
    )
    names_s, ner_s = slow["names"], slow["ner"]
    # The names' share of the work outside the recogniser: the same run, the spans handed over.
    canned = Pseudonymizer(use_names=True, name_detector=_Canned(doc, recognizer.find(doc)))
    fast = best_of(
        runs,
        {
            "layer": lambda: layer.apply(message, fresh_map()),
            "canned": lambda: canned.apply(message, fresh_map()),
        },
    )
    outside = fast["canned"] - fast["layer"]
    print(f"document: {size_mb:.2f} MB, {len(doc):,} characters")
    print(f"{'layer':<34}{'seconds':>9}{'MB/s':>9}")
    for label, seconds in (
        ("patterns + known values", layer_s),
        ("patterns + known values + names", names_s),
        ("name recognizer alone", ner_s),
    ):
        print(f"{label:<34}{seconds:>9.3f}{size_mb / seconds:>9.2f}")
    extra = names_s - layer_s
    print(
        f"names add {extra:.3f} s over the layer; the recognizer alone takes {ner_s:.3f} s; "
        f"outside the recognizer, names cost {outside:.3f} s ({outside / ner_s:.1%} of it)"
    )
    target = "meets" if size_mb / layer_s >= 5 else "MISSES"
    print(f"target >= 5 MB/s for patterns + known values: {target}")


class _Canned:
    """A recogniser that hands over spans found beforehand."""

    def __init__(self, doc: str, spans: list[Span]) -> None:
        self.doc, self.spans = doc, spans

    def find(self, text: str) -> list[Span]:
        return list(self.spans) if text == self.doc else []


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
    """Each pass timed twice, in two loops of their own: with name recognition (which reads only
    the new tool result) and without (the known-value catch-up over the old context shows)."""
    results = [build_document(result_bytes, seed=i) for i in range(passes + 1)]
    contexts = loop_messages(results, passes)
    with_names = _loop_timings(Pseudonymizer(use_names=True), contexts)
    layer_only = _loop_timings(Pseudonymizer(use_names=False), contexts)
    print(f"\n{passes}-pass loop, each pass adds a ~{result_bytes // 1000} KB tool result")
    print(f"{'pass':>4}{'context KB':>12}{'ms, names':>11}{'ms, layer':>11}{'placeholders':>14}")
    for number, messages in enumerate(contexts, start=1):
        size = sum(len(json.dumps(m, ensure_ascii=False).encode()) for m in messages)
        named, plain = with_names[number - 1], layer_only[number - 1]
        print(f"{number:>4}{size / 1000:>12.1f}{named[0] * 1000:>11.1f}{plain[0] * 1000:>11.1f}"
              f"{named[1]:>14}")  # fmt: skip
    for label, timings in (("names", with_names), ("layer", layer_only)):
        later = [seconds for seconds, _ in timings[1:]]
        half = len(later) // 2
        print(f"{label}: passes 2..{passes} median {statistics.median(later) * 1000:.1f} ms; "
              f"first half {statistics.mean(later[:half]) * 1000:.1f} ms, "
              f"second half {statistics.mean(later[half:]) * 1000:.1f} ms")  # fmt: skip


def _loop_timings(
    pseudonymizer: Pseudonymizer, contexts: list[list[dict[str, Any]]]
) -> list[tuple[float, int]]:
    rmap = fresh_map()
    timings = []
    for messages in contexts:
        started = time.process_time()
        pseudonymizer.apply(messages, rmap)
        timings.append((time.process_time() - started, len(rmap.entries)))
    return timings


# A customer system's answer about a linked account; each timed run names another holder, so
# the name is new to the map (the words of names recur, as they do in a bank's data).
TOOL_RESULT = {
    "note": "Остаток переведен на следующий связанный счет; движение средств не завершено",
    "holder": "ИП Омаров Шамиль Гаджиевич",
    "country": "Россия",
    "transit": {"detected": False, "share_pct": 63, "turnover_30d_rub": 4100000},
    "resident": True,
    "account_ref": "LA-77003",
    "holder_type": "юридическое лицо или ИП",
    "linked_accounts": [{"relation": "получатель остатка", "account_ref": "LA-77004"}],
}
SURNAMES = ("Омаров", "Тарасов", "Ковалев", "Субботин", "Гасанов", "Волков", "Мамедов", "Лысенко")
FIRST_NAMES = ("Шамиль", "Виктор", "Игорь", "Кирилл", "Эльдар", "Сергей", "Руслан", "Артур")
PATRONYMICS = ("Гаджиевич", "Андреевич", "Степанович", "Рауфович", "Николаевич", "Алиевич",
               "Геннадьевич", "Олегович")  # fmt: skip


def tool_results(count: int) -> list[str]:
    holders = [f"ИП {s} {f} {p}" for p in PATRONYMICS for f in FIRST_NAMES for s in SURNAMES]
    return [
        json.dumps({**TOOL_RESULT, "holder": holders[i % len(holders)]}, ensure_ascii=False)
        for i in range(count)
    ]


def one_result(runs: int) -> None:
    """The median CPU time of pseudonymizing one new tool result (the usual work of a pass)."""
    results = tool_results(runs + 1)
    print(f"\none new tool result of {len(results[0])} characters, median of {runs} runs")
    for label, pseudonymizer in (
        ("names on", Pseudonymizer(use_names=True)),
        ("names off", Pseudonymizer(use_names=False)),
    ):
        pseudonymizer.apply([{"role": "tool", "content": results[-1]}], fresh_map())  # warm-up
        timings = []
        for result in results[:runs]:
            rmap = fresh_map()
            rmap.matcher()  # the loop's inputs were compiled on its first pass
            started = time.process_time()
            pseudonymizer.apply([{"role": "tool", "content": result}], rmap)
            timings.append(time.process_time() - started)
        print(f"{label}: {statistics.median(timings) * 1000:.3f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bytes", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--passes", type=int, default=12)
    parser.add_argument("--result-bytes", type=int, default=8_000)
    parser.add_argument("--one-result-runs", type=int, default=300)
    parser.add_argument("--only-one-result", action="store_true")
    options = parser.parse_args()
    morph(), ner_tagger()  # load once, outside the timings
    one_result(options.one_result_runs)
    if options.only_one_result:
        return 0
    throughput(build_document(options.bytes), options.runs)
    per_pass(options.passes, options.result_bytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
