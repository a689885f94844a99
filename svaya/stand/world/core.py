"""The demo world: every customer system the stand's tools reach, in one thread-safe object.

`World.call(tool, args, idempotency_key=...)` answers like the system's HTTP API would:
(200, result), (4xx, {"error": ...}) for bad arguments or unknown records, (404, ...) for an
unknown tool. A write effect (CRM answer, portal submission, external mail) sent twice with one
idempotency key is applied once; the second call gets the first answer back.
"""

from __future__ import annotations

import copy
import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from svaya.spec.stand import StandFile
from svaya.stand.declared.catalog import load_stands
from svaya.stand.declared.systems import declared_operations
from svaya.stand.world.bank import Bank
from svaya.stand.world.base import Tool, WorldError, check_args
from svaya.stand.world.docs import Docs
from svaya.stand.world.faults import ToolFault, faults_from_env, parse_faults
from svaya.stand.world.portal import Portal
from svaya.stand.world.registries import TaxService
from svaya.tools.registry import load_registry

logger = logging.getLogger(__name__)

DATA_DIR = Path(__file__).resolve().parent / "data"
_DATA_FILES = ("bank", "registries", "portal", "documents")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C loader is ten times faster
Reply = tuple[int, dict[str, Any]]


class WorldDeadlineExceeded(TimeoutError):
    """The caller's deadline passed while a configured delay was still running."""


@dataclass(frozen=True)
class _Done:
    tool: str
    args: Any
    reply: Reply


class World:
    def __init__(
        self,
        *,
        data_dir: Path = DATA_DIR,
        faults: Mapping[str, Any] | None = None,
        stands: Mapping[str, StandFile] | None = None,
    ) -> None:
        """`stands` (solution slug -> stand file) declares further systems' operations; by
        default every catalog solution's stand.yaml."""
        self._data = load_data(data_dir)
        self._stands = dict(stands) if stands is not None else load_stands()
        self._registry = load_registry()
        self._initial_faults = parse_faults(faults)
        self._lock = threading.RLock()
        self.reset()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> World:
        """A world with the faults of SVAYA_WORLD_FAULTS."""
        return cls(faults=faults_from_env(environ))

    def reset(self) -> None:
        """Fresh systems, no effects, no counts, the faults the world was made with."""
        with self._lock:
            self._bank, self._portal = Bank(self._data["bank"]), Portal(self._data["portal"])
            systems = (
                self._bank,
                self._portal,
                Docs(self._data["documents"]),
                TaxService(self._data["registries"]),
            )
            self._tools: dict[str, Tool] = {n: t for s in systems for n, t in s.tools().items()}
            self._declared = declared_operations(self._stands, self._registry)
            for name, operation in self._declared.items():
                if name in self._tools:
                    raise ValueError(f"operation {name} is declared in a stand file and in Python")
                self._tools[name] = operation.tool()
            self._calls: Counter[str] = Counter()
            self._keys: Counter[str] = Counter()
            self._effects: Counter[str] = Counter()
            self._done: dict[str, _Done] = {}
            self._faults = dict(self._initial_faults)
            self._failures: Counter[str] = Counter()

    def configure(self, *, faults: Mapping[str, Any] | None = None) -> None:
        """Replace the faults (None or {} clears them); injected-failure counts start over."""
        parsed = parse_faults(faults)
        with self._lock:
            self._faults = parsed
            self._failures.clear()

    def tool_names(self) -> list[str]:
        return sorted(self._tools)

    def arguments(self) -> dict[str, list[str]]:
        """Each tool's arguments (all required, no others accepted): the world's contract."""
        return {name: _arguments(tool) for name, tool in sorted(self._tools.items())}

    def stats(self) -> dict[str, Any]:
        with self._lock:
            return {
                "calls": dict(self._calls),
                "idempotency_keys": dict(self._keys),
                "effects": dict(self._effects),
            }

    def applied(self, tool_name: str) -> list[dict[str, Any]]:
        """What a write tool has done so far (answers sent, forms accepted, mails queued)."""
        logs = {
            "crm.send_answer": self._bank.sent,
            "portal.submit_form": self._portal.submitted,
            **{n: o.applied for n, o in self._declared.items() if o.spec.effect == "write"},
        }
        if tool_name not in logs:
            raise ValueError(f"{tool_name} has no effects; write tools: {sorted(logs)}")
        with self._lock:
            return copy.deepcopy(logs[tool_name])

    def call(
        self,
        tool_name: str,
        args: Any,
        *,
        idempotency_key: str | None = None,
        deadline: float | None = None,
    ) -> Reply:
        """`deadline` (time.monotonic) lets an in-process caller's timeout cut a configured
        delay short, as a closed connection would."""
        tool = self._tools.get(tool_name)
        if tool is None:
            return 404, {"error": f"unknown tool {tool_name!r}; tools: {self.tool_names()}"}
        fault = self._count(tool_name, idempotency_key)
        if tool.latency_s:
            _wait(tool.latency_s, deadline)
        if fault is not None and not fault.after_effect:
            failure = self._misbehave(tool_name, fault, deadline)
            if failure is not None:
                return failure
        reply = self._act(tool_name, tool, args, idempotency_key)
        if fault is not None and fault.after_effect:
            failure = self._misbehave(tool_name, fault, deadline)
            if failure is not None:
                return failure
        return reply

    def _count(self, tool_name: str, key: str | None) -> ToolFault | None:
        with self._lock:
            self._calls[tool_name] += 1
            if key is not None:
                self._keys[key] += 1
            return self._faults.get(tool_name)

    def _act(self, tool_name: str, tool: Tool, args: Any, key: str | None) -> Reply:
        # One lock for everything: the systems keep plain lists, and a key's check-and-apply
        # must be atomic or two concurrent retries would both apply the effect.
        with self._lock:
            if tool.effect != "write" or key is None:
                return self._run(tool_name, tool, args)
            done = self._done.get(key)
            if done is not None:
                return _replay(done, tool_name, args, key)
            reply = self._run(tool_name, tool, args)
            if reply[0] < 500:
                self._done[key] = _Done(tool_name, copy.deepcopy(args), reply)
            return copy.deepcopy(reply)

    def _run(self, tool_name: str, tool: Tool, args: Any) -> Reply:
        try:
            check_args(tool_name, tool, args)
            result = tool.handler(args)
        except WorldError as exc:
            return exc.status, {"error": f"{tool_name}: {exc.message}"}
        except Exception as exc:  # a system bug must look like a server error, not a hang
            logger.exception("world system failed on %s", tool_name)
            return 500, {"error": f"{tool_name}: internal error {exc!r}"}
        if tool.effect == "write":
            self._effects[tool_name] += 1
        return 200, copy.deepcopy(result)

    def _misbehave(self, tool_name: str, fault: ToolFault, deadline: float | None) -> Reply | None:
        if fault.delay_s:
            _wait(fault.delay_s, deadline)
        if fault.fail_status is None:
            return None
        with self._lock:
            if fault.fail_times is not None and self._failures[tool_name] >= fault.fail_times:
                return None
            self._failures[tool_name] += 1
        return fault.fail_status, {"error": f"{tool_name} is temporarily unavailable"}


def _replay(done: _Done, tool_name: str, args: Any, key: str) -> Reply:
    if done.tool != tool_name or done.args != args:
        return 409, {
            "error": f"idempotency key {key!r} was used for another request "
            f"({done.tool}); a key names one effect"
        }
    return copy.deepcopy(done.reply)


def _wait(seconds: float, deadline: float | None) -> None:
    if deadline is not None and time.monotonic() + seconds > deadline:
        time.sleep(max(0.0, deadline - time.monotonic()))
        raise WorldDeadlineExceeded(f"the system needs {seconds:g} s, past the caller's deadline")
    time.sleep(seconds)


def _arguments(tool: Tool) -> list[str]:
    if tool.schema is not None:
        return list(tool.schema.get("properties") or {})
    return list(tool.args)


def load_data(data_dir: Path = DATA_DIR) -> dict[str, dict[str, Any]]:
    data = {}
    for name in _DATA_FILES:
        path = data_dir / f"{name}.yaml"
        loaded = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
        if not isinstance(loaded, dict):
            raise ValueError(f"{path}: expected a mapping at the top level")
        data[name] = loaded
    return data
