"""Why the condition language runs on cel-expr-python: it checks at compile time, and it is fast.

Compares, on the catalog's own kinds of expressions: cel-expr-python (Google's C++ runtime with
its type checker — what svaya.conditions uses), and, when installed, common-expression-language
(Rust, no checker) and cel-python (pure Python). Prints compile and evaluate times, and which of
them refuse `42 || false` and an undeclared name at compile time.

Usage: python bench/bench_conditions.py   (pip install common-expression-language cel-python
to compare; they are not project dependencies)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from svaya.conditions import ConditionError, compile_expression

EXPRESSION = 'steps["fraud-check"].result.verdict == "suspicious" && inputs.amount > 100000'
DATA = {"inputs": {"amount": 450000}, "steps": {"fraud-check": {"result": {"verdict": "clear"}}}}
BAD = {"42 || false": "type mismatch", "unknown_name == 1": "undeclared name"}


def timed(fn: Callable[[], Any], n: int) -> float:
    samples = []
    for _ in range(n):
        started = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1e6


def ours() -> tuple[float, float, list[str]]:
    compiled = compile_expression(EXPRESSION, condition=True)
    assert compiled.test(DATA).value is False
    compile_us = timed(lambda: compile_expression(EXPRESSION + " ", condition=True), 200)
    eval_us = timed(lambda: compiled.test(DATA), 5000)
    refused = []
    for source, what in BAD.items():
        try:
            compile_expression(source, condition=True)
        except ConditionError:
            refused.append(what)
    return compile_us, eval_us, refused


def rust() -> tuple[float, float, list[str]] | None:
    try:
        import cel  # common-expression-language
    except ImportError:
        return None
    program = cel.compile(EXPRESSION)
    context = cel.Context(DATA)
    eval_us = timed(lambda: program.execute(context), 5000)
    compile_us = timed(lambda: cel.compile(EXPRESSION), 200)
    refused = []
    for source, what in BAD.items():
        try:
            cel.compile(source)
        except Exception:
            refused.append(what)
    return compile_us, eval_us, refused


def pure() -> tuple[float, float, list[str]] | None:
    try:
        import celpy
    except ImportError:
        return None
    env = celpy.Environment()
    program = env.program(env.compile(EXPRESSION))
    activation = {k: celpy.json_to_cel(v) for k, v in DATA.items()}
    eval_us = timed(lambda: program.evaluate(activation), 500)
    compile_us = timed(lambda: env.program(env.compile(EXPRESSION)), 50)
    refused = []
    for source, what in BAD.items():
        try:
            env.program(env.compile(source))
        except Exception:
            refused.append(what)
    return compile_us, eval_us, refused


def main() -> None:
    print(f"expression: {EXPRESSION}")
    print(f"{'implementation':38} {'compile µs':>11} {'eval µs':>9}  refuses at compile time")
    for name, probe in (
        ("cel-expr-python (used)", ours),
        ("common-expression-language", rust),
        ("cel-python", pure),
    ):
        result = probe()
        if result is None:
            print(f"{name:38} {'not installed':>21}")
            continue
        compile_us, eval_us, refused = result
        print(f"{name:38} {compile_us:11.1f} {eval_us:9.1f}  {', '.join(refused) or 'nothing'}")


if __name__ == "__main__":
    main()
