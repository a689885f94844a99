"""Svaya against the peer runtime, side by side, in one run on the same machine.

The peer is LangGraph with its Postgres checkpointer in `durability="sync"` (bench/peers/), a
pass being a model node and a tool node. Both sides call the same stand, run as its own process
(bench/stand_process.py), over the same wire; the stand's own handling time is read from its
counter and taken out on both sides the same way. Rounds alternate: Svaya, peer, Svaya, peer…

Figures per round:
- per pass: Svaya's credit fraud-check loop (five passes, names on) against the peer's loop of
  the same five passes started from the same first request;
- per ordinary step: Svaya's llm/system steps (begin to end) against one durable peer pass;
- step statements: SQL statements per ordinary step, claim to end, of one run task on a
  route of ordinary steps only (llm, system read, system write effect: ordinary-steps in
  tests/data/solutions), counted by an execute wrapper, which sees the ledger's own
  statements too — the figure tests/runs/test_step_statements.py holds at six or fewer. The
  route of the per-step time (with its parallel step, branches, join and branch step) has
  its statements printed on their own line, by what made them: the ordinary steps, the
  fork/join/branch steps, the tasks' claims, releases and reads of the run, and the
  in-process driver's own look between tasks.

The last line is the summary the issue asks for (ratios are medians over the rounds; three
rounds by default, so that one round disturbed by other work cannot decide the median):
SUMMARY pass_vs_peer=… step_vs_peer=… step_statements=… workers2_vs_1=… page_queries_flat=…
`workers2_vs_1` comes from bench/bench_workers.py and `page_queries_flat` from
bench/bench_pages.py, each run by this script when present and passed their figure back.

Usage: python bench/bench_peer.py [--rounds 3] (`make bench` builds the peer's virtualenv).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEER_PYTHON = ROOT / "bench" / "peers" / ".venv" / "bin" / "python"
sys.path.insert(0, str(ROOT))
BASE = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/svaya")
if BASE.startswith("sqlite"):
    BASE = "postgres://postgres@127.0.0.1:5432/svaya"
SERVER = BASE.rsplit("/", 1)[0]
# The sibling benches get the environment this one was started with: _setup points this
# process at its own database and at its stand, which is stopped before they run.
STARTED_WITH = dict(os.environ)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _recreate(name: str) -> str:
    import psycopg

    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    return f"{SERVER}/{name}"


def _start_stand(port: int) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "stand_process.py"), str(port)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdout is not None
    if process.stdout.readline().strip() != b"ready":
        raise SystemExit("the stand process did not start")
    return process


def _setup(stand: str) -> None:
    os.environ["DATABASE_URL"] = _recreate("svaya_bench_peer")
    os.environ.setdefault("SECRET_KEY", "bench")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "svaya.settings")
    os.environ.setdefault("SVAYA_PD_KEY", "Ufbenchbenchbenchbenchbenchbenchbenchbenchb=")
    os.environ["CELERY_BROKER_URL"] = "memory://"
    os.environ["SVAYA_LLM_BASE_URL"] = f"{stand}/v1"
    os.environ["SVAYA_WORLD_URL"] = stand
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from catalog.services import catalog_install

    catalog_install()


def _peer(start: Path, stand: str, database: str, loops: int) -> list[float]:
    out = subprocess.run(
        [
            str(PEER_PYTHON),
            str(ROOT / "bench" / "peers" / "langgraph_loop.py"),
            "--start",
            str(start),
            "--stand",
            stand,
            "--database",
            database,
            "--loops",
            str(loops),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if out.returncode:
        raise SystemExit(f"the peer failed:\n{out.stderr[-3000:]}")
    found = json.loads(out.stdout.strip().splitlines()[-1])
    if found["passes"] != loops * 5:
        raise SystemExit(f"the peer made {found['passes']} passes in {loops} loops, not 5 each")
    return found["per_pass_ms"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--loops", type=int, default=30)
    args = parser.parse_args()
    if not PEER_PYTHON.exists():
        raise SystemExit(f"{PEER_PYTHON} is missing: run `make bench` (it builds the peer's venv)")
    port = _free_port()
    stand_url = f"http://127.0.0.1:{port}"
    stand = _start_stand(port)
    try:
        _setup(stand_url)
        from bench.peer_svaya import first_request, ordinary_statements, per_pass, per_step

        peer_db = _recreate("svaya_bench_langgraph")
        per_pass(stand_url, loops=2)  # warm-up: recognizer, prepared statements, first request
        with tempfile.TemporaryDirectory() as tmp:
            start = Path(tmp) / "start.json"
            start.write_text(json.dumps(first_request()), encoding="utf-8")
            rounds = []
            for number in range(1, args.rounds + 1):
                svaya_pass = statistics.median(per_pass(stand_url, loops=args.loops))
                step_ms, parts = per_step(stand_url)
                statements, ordinary_steps = ordinary_statements()
                peer_pass = statistics.median(_peer(start, stand_url, peer_db, args.loops))
                rounds.append((svaya_pass, step_ms, statements, peer_pass))
                print(
                    f"round {number}: per pass svaya {svaya_pass:6.2f} ms, peer {peer_pass:6.2f} ms"
                    f" = {svaya_pass / peer_pass:4.2f}x; per ordinary step svaya {step_ms:6.2f} ms"
                    f" = {step_ms / peer_pass:4.2f}x a peer pass; {statements:.2f} statements"
                    f" per ordinary step ({ordinary_steps} steps in one task, claim to end)",
                    flush=True,
                )
                print(f"  {_route_statements(parts)}", flush=True)
    finally:
        stand.terminate()
        stand.wait(timeout=10)
    pass_ratio = statistics.median(r[0] / r[3] for r in rounds)
    step_ratio = statistics.median(r[1] / r[3] for r in rounds)
    statements = statistics.median(r[2] for r in rounds)
    workers = _side_figure("bench_workers.py", "workers2_vs_1")
    pages = _side_figure("bench_pages.py", "page_queries_flat")
    print(
        f"SUMMARY pass_vs_peer={pass_ratio:.2f} step_vs_peer={step_ratio:.2f} "
        f"step_statements={statements:g} workers2_vs_1={workers} page_queries_flat={pages}"
    )


def _route_statements(parts: dict[str, float]) -> str:
    steps = parts.pop("steps")
    whole = sum(parts.values())
    named = ", ".join(
        f"{part} {parts.get(part, 0.0):g}"
        for part in ("ordinary", "fork/join/branch", "claims", "driver")
    )
    return (
        f"route of the step time (llm, parallel(system, system), join, branch, write): "
        f"{whole:g} statements per run over {steps:g} steps = {whole / steps:.2f} per step; "
        f"of them {named} (claims: the tasks' claims, releases and reads of the run; "
        "driver: run_drive's look between tasks)"
    )


def _side_figure(script: str, key: str) -> str:
    """Run a sibling bench and take `key=value` from its last line ("n/a" when absent)."""
    path = ROOT / "bench" / script
    if not path.exists():
        return "n/a"
    out = subprocess.run(
        [sys.executable, str(path)], cwd=ROOT, capture_output=True, text=True, env=STARTED_WITH
    )
    sys.stdout.write(out.stdout)
    if out.returncode:
        print(f"{script} failed (exit {out.returncode}):\n{out.stderr[-3000:]}", flush=True)
    for token in (out.stdout.strip().splitlines() or [""])[-1].split():
        if token.startswith(f"{key}="):
            return token.split("=", 1)[1]
    return "n/a"


if __name__ == "__main__":
    time.sleep(0)
    main()
