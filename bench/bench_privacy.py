"""Pseudonymization throughput and per-pass cost, and detection quality on the held-out part of
the evaluation set. Run: `python bench/bench_privacy.py`.

Times are CPU seconds of this process (the machine may be shared; wall time would measure the
neighbours). Prints:
- recall and precision per class on the held-out part of tests/data/privacy_eval (scored by
  bench/privacy_eval.py: the engine's privacy gate, names on), and the share of organisation
  values kept;
- MB/s (UTF-8 bytes) on a ~1 MB mixed Russian document built from the labelled texts, for the
  pattern + known-value layer alone, with name recognition on, and for the recognizer alone,
  and what names cost outside the recognizer (the same run with its spans handed over);
- the cost of each pass of a 12-pass agent loop in which every pass adds a tool result: it must
  stay flat as the context grows, because old text is served from the loop's cache;
- the median cost of pseudonymizing one new tool result of ~400 characters (a JSON object with a
  holder's full name), with name recognition on and off: the usual work of one pass;
- the credit fraud check's loop as the engine runs it: `MapGate.open` with the sample's known
  values, then five passes of `MapGate.outbound`, each adding a tool call and its ~400-character
  result (linked accounts held by people and by «companies», other holders in every loop), and
  the median cost per pass; `MapGate.open` both for values the process has seen and for a new
  applicant;
- CPU seconds on texts written on one long line (a phone before a 40 KB payload, a one-line
  export of 2,000 records): a per-value scan of the line would make them quadratic.

`--only-long-lines`, `--only-loop` and `--only-one-result` run that case alone, timings only (no
held-out figures); `--no-quality` skips the held-out figures of a full run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
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

import yaml  # noqa: E402

from svaya.engine.privacy_gate import MapGate  # noqa: E402
from svaya.privacy import (  # noqa: E402
    CACHE_NAMES,
    UNCACHED_ENV,
    NameDetector,
    Pseudonymizer,
    ReplacementMap,
    Span,
    generate_key,
    load_models,
)

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


CREDIT = ROOT / "catalog" / "solutions" / "credit-application-response"
COMPANIES = ("Каспий-Трейд", "Дербент Агро", "Южный транзит", "Волга Логистик", "Северный терминал",
             "Кубань-Агро", "Тулатехмаш", "Балтийская торговая линия")  # fmt: skip
LINKED = {
    "country": "Россия",
    "holder_type": "юридическое лицо или ИП",
    "note": "Остаток переведен на следующий связанный счет; движение средств не завершено",
    "resident": True,
    "transit": {"detected": False, "share_pct": 63, "turnover_30d_rub": 4100000},
}


def credit_sample() -> tuple[str, dict[str, Any], list[tuple[str, str]]]:
    """The fraud check's instruction, the endless-chain sample's inputs, and their personal
    values as the run passes them to its privacy gate."""
    spec = yaml.safe_load((CREDIT / "solution.yaml").read_text(encoding="utf-8"))
    inputs = json.loads((CREDIT / "samples" / "endless-chain.json").read_text(encoding="utf-8"))
    classes = {k: v.get("x-data-class", "") for k, v in spec["inputs"]["properties"].items()}
    known = [(v, classes[k]) for k, v in inputs.items()
             if isinstance(v, str) and v and classes.get(k, "").startswith("pd.")]  # fmt: skip
    instruction = (CREDIT / "prompts" / "fraud-check.md").read_text(encoding="utf-8")
    return instruction, inputs, known


def chain_results(loop: int) -> list[tuple[str, dict[str, Any]]]:
    """(tool, result) of each pass: the antifraud answer, then linked accounts whose holders are
    a person, a company, a person, each loop other ones."""
    flags = {"code": "circular_transfers", "text": "Круговое движение средств между счетами"}
    results: list[tuple[str, dict[str, Any]]] = [("bank__fraud_check", {"result": {
        "application_id": "APP-100912", "flags": [flags], "risk_level": "средний",
        "risk_score": 48, "linked_accounts": [{"account_ref": "LA-77001", "relation": "переводы"}],
    }})]  # fmt: skip
    for index in range(3):
        n = loop * 3 + index
        holder = (
            f"ИП {SURNAMES[n % 8]} {FIRST_NAMES[n // 8 % 8]} {PATRONYMICS[n // 64 % 8]}"
            if index % 2 == 0
            else f"ООО «{COMPANIES[n % len(COMPANIES)]}»"
        )
        ref = f"LA-{77001 + index}"
        linked = [{"account_ref": f"LA-{77002 + index}", "relation": "получатель остатка"}]
        result = {**LINKED, "account_ref": ref, "holder": holder, "linked_accounts": linked}
        results.append(("bank__linked_account", {"result": result}))
    return results


def loop_contexts(instruction: str, inputs: dict[str, Any], loop: int) -> list[list[Any]]:
    """The messages `outbound` gets on each of the five passes (same objects pass to pass)."""
    step_input = {"step_input": {"inputs": inputs}}
    context: list[dict[str, Any]] = [
        {"role": "system", "content": instruction},
        {"role": "user", "content": json.dumps(step_input, ensure_ascii=False, sort_keys=True)},
    ]
    contexts = [list(context)]
    for index, (tool, result) in enumerate(chain_results(loop)):
        ref = result["result"].get("account_ref", "APP-100912")
        args = json.dumps({"account_ref": ref}, ensure_ascii=False)
        call = {"id": f"call-{loop}-{index}", "type": "function",
                "function": {"name": tool, "arguments": args}}  # fmt: skip
        context.append({"role": "assistant", "content": None, "tool_calls": [call]})
        content = json.dumps(result, ensure_ascii=False, sort_keys=True)
        context.append({"role": "tool", "tool_call_id": call["id"], "content": content})
        contexts.append(list(context))
    return contexts


def fraud_check_loop(loops: int) -> None:
    """Median CPU time of one pass's `MapGate.outbound` in the fraud check's loop, and of
    `MapGate.open` with the sample's known values (seen before, and a new applicant's)."""
    instruction, inputs, known = credit_sample()
    key = generate_key()
    for loop in range(3):  # warm-up: the models, the sample's values, the regexes
        gate = MapGate.open(known=known, sealed=None, key=key)
        for messages in loop_contexts(instruction, inputs, loop):
            gate.outbound(messages)
    passes, opens, new_opens = [], [], []
    for loop in range(loops):
        contexts = loop_contexts(instruction, inputs, 10 + loop)
        started = time.process_time()
        gate = MapGate.open(known=known, sealed=None, key=key)
        opens.append(time.process_time() - started)
        for messages in contexts:
            started = time.process_time()
            gate.outbound(messages)
            passes.append(time.process_time() - started)
        applicant = [(_new_applicant(loop) if c == "pd.name" else v, c) for v, c in known]
        started = time.process_time()
        MapGate.open(known=applicant, sealed=None, key=key)
        new_opens.append(time.process_time() - started)
    print(f"\ncredit fraud check loop, {loops} loops of 5 passes, names on")
    print(f"outbound: median {statistics.median(passes) * 1000:.3f} ms per pass, "
          f"mean {statistics.mean(passes) * 1000:.3f} ms")  # fmt: skip
    seen, new = statistics.median(opens) * 1000, statistics.median(new_opens) * 1000
    print(f"MapGate.open: median {seen:.3f} ms with the sample's values, "
          f"{new:.3f} ms with a new applicant's name")  # fmt: skip


# The applicants are women, so no applicant's name is a holder's the process has read before.
FEMALE = (
    ("Омарова", "Тарасова", "Ковалева", "Субботина", "Гасанова", "Волкова", "Мамедова", "Лысенко"),
    ("Анна", "Зарина", "Эльвира", "Марина", "Ольга", "Дина", "Лейла", "Ирина"),
    ("Гаджиевна", "Андреевна", "Степановна", "Рауфовна", "Николаевна", "Алиевна", "Геннадьевна",
     "Олеговна"),
)  # fmt: skip


def _new_applicant(loop: int) -> str:
    surnames, first_names, patronymics = FEMALE
    return f"{surnames[loop % 8]} {first_names[loop // 8 % 8]} {patronymics[loop // 64 % 8]}"


def cache_workload(runs: int) -> dict[str, float]:
    """The work every cache is judged by, in this process: ms per pass of the fraud check's
    loop (`outbound`, median), ms of `MapGate.open` with the sample's values (median), ms of
    one new tool result with names on (median), and seconds of a ~200 KB document with names on
    and with names off (best of `runs`, each with a fresh map)."""
    instruction, inputs, known = credit_sample()
    key = generate_key()
    passes, opens = [], []
    for loop in range(60):
        started = time.process_time()
        gate = MapGate.open(known=known, sealed=None, key=key)
        opens.append(time.process_time() - started)
        for messages in loop_contexts(instruction, inputs, loop):
            started = time.process_time()
            gate.outbound(messages)
            passes.append(time.process_time() - started)
    results = tool_results(201)
    pseudonymizer = Pseudonymizer(use_names=True)
    singles = []
    for result in results:
        rmap = fresh_map()
        rmap.matcher()
        started = time.process_time()
        pseudonymizer.apply([{"role": "tool", "content": result}], rmap)
        singles.append(time.process_time() - started)
    doc = [{"role": "user", "content": build_document(200_000)}]
    layer = Pseudonymizer(use_names=False)
    whole = best_of(
        runs,
        {
            "doc": lambda: pseudonymizer.apply(doc, fresh_map()),
            "layer": lambda: layer.apply(doc, fresh_map()),
        },
    )
    return {
        "pass_ms": statistics.median(passes[50:]) * 1000,
        "open_ms": statistics.median(opens[10:]) * 1000,
        "result_ms": statistics.median(singles[1:]) * 1000,
        "doc_s": whole["doc"],
        "layer_s": whole["layer"],
    }


def caches(runs: int, rounds: int) -> None:
    """Each process-lifetime cache of svaya.privacy switched off in a process of its own, against
    processes with every cache on (taking turns with them, `rounds` times; the medians)."""
    names = [None, *CACHE_NAMES]
    figures: dict[str | None, list[dict[str, float]]] = {name: [] for name in names}
    for _ in range(rounds):
        for name in names:
            env = {**os.environ, UNCACHED_ENV: name or ""}
            command = [sys.executable, __file__, "--workload", "--runs", str(runs)]
            out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
            figures[name].append(json.loads(out.stdout.strip().splitlines()[-1]))
    keys = ("pass_ms", "open_ms", "result_ms", "doc_s", "layer_s")
    median = {n: {k: statistics.median(f[k] for f in figures[n]) for k in keys} for n in names}
    base = median[None]
    print(f"\nprocess-lifetime caches, median of {rounds} processes each, CPU time")
    print(f"{'cache switched off':<28}{'ms/pass':>9}{'ms/open':>9}{'ms/result':>11}"
          f"{'s/200KB':>9}{'names off':>11}   worst change")  # fmt: skip
    for name in names:
        row = median[name]
        cells = f"{row['pass_ms']:>9.3f}{row['open_ms']:>9.3f}{row['result_ms']:>11.3f}"
        cells += f"{row['doc_s']:>9.3f}{row['layer_s']:>11.3f}"
        worst = max(row[k] / base[k] - 1 for k in keys)
        change = f"   {worst:+.0%}" if name else ""
        print(f"{name or '(none: every cache on)':<28}{cells}{change}")
    load = best_of(1, {"load": _load_models})["load"]
    print(f"natasha's models (morphology._MODELS) load once per process: {load:.2f} s")


def _load_models() -> None:
    from natasha import MorphVocab, NewsEmbedding, NewsNERTagger

    MorphVocab(), NewsNERTagger(NewsEmbedding())


def long_lines(runs: int) -> None:
    """Texts written on one long line, where a per-value scan of the line turns quadratic: a
    client's phone before a 40 KB hex payload (a signed token in a tool result), and a CRM's
    export of 2,000 records on one line after a label (~270 KB, 8,000 values: an
    organisation's landline, address and mailbox in each). CPU seconds, patterns + known
    values, the best of `runs`."""
    rng = random.Random(7)
    payload = "".join(rng.choice("0123456789abcdef") for _ in range(40_000))
    phone = "Звонил клиент, тел. 8 (4232) 41-00-00, payload=" + payload
    rows = [
        f'{{"id": {i}, "org": "ООО «Ромашка»", "addr": "г. Омск, ул. Мира, д. {i % 90 + 1}", '
        f'"phone": "8 (3812) {i % 90 + 10}-{i % 80 + 10}-{i % 70 + 10}", '
        '"mail": "info@romashka-omsk.ru"}'
        for i in range(2000)
    ]
    # after a label, so the text is read as written, not parsed as JSON into its leaves
    export = "Выгрузка CRM: [" + ", ".join(rows) + "]"
    layer = Pseudonymizer(use_names=False)
    cases = {"40 KB line, a phone + hex payload": phone, "270 KB one-line export": export}
    timings = best_of(
        runs,
        {
            label: (lambda text=text: layer.apply([{"role": "tool", "content": text}], fresh_map()))
            for label, text in cases.items()
        },
    )
    print("\nlong lines (patterns + known values)")
    for label, text in cases.items():
        print(f"{label:<36}{len(text):>9,} chars{timings[label]:>9.3f} s")


def held_out_quality() -> None:
    """Issue 16's figures: the held-out part, scored as bench/privacy_eval.py scores it."""
    spec = importlib.util.spec_from_file_location(
        "privacy_eval", ROOT / "bench" / "privacy_eval.py"
    )
    assert spec is not None and spec.loader is not None
    scorer = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = scorer
    spec.loader.exec_module(scorer)
    result = scorer.evaluate("heldout")
    print("\nheld-out part of the evaluation set (names on)\n" + result.table())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bytes", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--passes", type=int, default=12)
    parser.add_argument("--result-bytes", type=int, default=8_000)
    parser.add_argument("--one-result-runs", type=int, default=300)
    parser.add_argument("--only-one-result", action="store_true")
    parser.add_argument("--loops", type=int, default=200)
    parser.add_argument("--only-loop", action="store_true")
    parser.add_argument("--long-line-runs", type=int, default=3)
    parser.add_argument("--only-long-lines", action="store_true")
    parser.add_argument("--caches", action="store_true", help="what each cache saves")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--no-quality", action="store_true", help="skip the held-out figures (timings only)"
    )
    parser.add_argument("--workload", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.caches:
        caches(options.runs, options.rounds)
        return 0
    load_models()  # once, outside the timings
    # The held-out figures open a full run; a run of one case (`--only-…`) is timings only.
    only = options.only_long_lines or options.only_loop or options.only_one_result
    if not (options.workload or options.no_quality or only):
        held_out_quality()
    if options.workload:
        print(json.dumps(cache_workload(options.runs)))
        return 0
    long_lines(options.long_line_runs)
    if options.only_long_lines:
        return 0
    fraud_check_loop(options.loops)
    if options.only_loop:
        return 0
    one_result(options.one_result_runs)
    if options.only_one_result:
        return 0
    throughput(build_document(options.bytes), options.runs)
    per_pass(options.passes, options.result_bytes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
