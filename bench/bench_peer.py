"""Svaya against the peer runtime, side by side, in one run on the same machine.

The peer is LangGraph with its Postgres checkpointer in `durability="sync"` (bench/peers/), a
pass being a model node and a tool node. Both sides call the same stand, run as its own process
(bench/stand_process.py), over the same wire; the stand's own handling time is read from its
counter and taken out on both sides the same way. Rounds alternate: Svaya, peer, Svaya, peer…

Figures per round:
- per pass: Svaya's credit fraud-check loop (five passes, names on) against the peer's loop of
  the same five passes started from the same first request;
- per ordinary step: Svaya's llm/system steps (begin to end) against one durable peer pass;
- step statements: SQL statements per step of that route (its parallel step, branches,
  join and branch step included, and the task's claims and releases), counted by an execute
  wrapper, which sees the ledger's own statements too. One ordinary step alone is at most
  six (tests/runs/test_step_statements.py).

The last line is the summary the issue asks for (ratios are medians over the rounds):
SUMMARY pass_vs_peer=… step_vs_peer=… step_statements=… workers2_vs_1=… page_queries_flat=…
`workers2_vs_1` comes from bench/bench_workers.py and `page_queries_flat` from
bench/bench_pages.py, each run by this script when present and passed their figure back.

Usage: python bench/bench_peer.py [--rounds 2] (`make bench` builds the peer's virtualenv).
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
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--loops", type=int, default=30)
    args = parser.parse_args()
    if not PEER_PYTHON.exists():
        raise SystemExit(f"{PEER_PYTHON} is missing: run `make bench` (it builds the peer's venv)")
    port = _free_port()
    stand_url = f"http://127.0.0.1:{port}"
    stand = _start_stand(port)
    try:
        _setup(stand_url)
        from bench.peer_svaya import first_request, per_pass, per_step

        peer_db = _recreate("svaya_bench_langgraph")
        per_pass(stand_url, loops=2)  # warm-up: recognizer, prepared statements, first request
        with tempfile.TemporaryDirectory() as tmp:
            start = Path(tmp) / "start.json"
            start.write_text(json.dumps(first_request()), encoding="utf-8")
            rounds = []
            for number in range(1, args.rounds + 1):
                svaya_pass = statistics.median(per_pass(stand_url, loops=args.loops))
                step_ms, statements = per_step(stand_url)
                peer_pass = statistics.median(_peer(start, stand_url, peer_db, args.loops))
                rounds.append((svaya_pass, step_ms, statements, peer_pass))
                print(
                    f"round {number}: per pass svaya {svaya_pass:6.2f} ms, peer {peer_pass:6.2f} ms"
                    f" = {svaya_pass / peer_pass:4.2f}x; per ordinary step svaya {step_ms:6.2f} ms"
                    f" = {step_ms / peer_pass:4.2f}x a peer pass; {statements:.1f} statements"
                    " per step",
                    flush=True,
                )
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
