"""Conversation flows on the stand: the synthetic model plays each node as `persona.yaml`
declares, and the synthetic person of each sample answers what it hears.

The model side reads only the request: the node from its metadata, what the person said from
its last user message, the offered edges from its tools. An extraction request (one with a
response schema) is answered from the person's messages: every string variable whose schema
has a `pattern` gets the first match, every other one null, with a `reason` saying so.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

from svaya.llm.request import REPAIR_PREFIX
from svaya.spec.loader import load_yaml
from svaya.spec.persona import PERSONA_FILE, AgentRule, PersonaFile, holds
from svaya.stand.actions import Action, Answer, CallTools, PlannedCall, answer_json
from svaya.stand.conversation import Conversation
from svaya.stand.declared.catalog import solutions_dir

_LOCK = threading.Lock()
_CACHE: dict[Path, dict[str, PersonaFile]] = {}


def personas(root: Path | None = None) -> dict[str, PersonaFile]:
    """Solution slug -> its persona file, for every solution folder that has one."""
    base = root if root is not None else solutions_dir()
    with _LOCK:
        if base not in _CACHE:
            found = {}
            for path in sorted(base.glob(f"*/{PERSONA_FILE}")):
                data, _ = load_yaml(path.read_text(encoding="utf-8"))
                found[path.parent.name] = PersonaFile.model_validate(data or {})
            _CACHE[base] = found
        return _CACHE[base]


def flow_answer(conv: Conversation, files: dict[str, PersonaFile] | None = None) -> Action | None:
    """The model's turn in a conversation flow, or None when no persona file covers it."""
    persona = (files if files is not None else personas()).get(conv.solution or "")
    metadata = conv.body.get("metadata") or {}
    node = metadata.get("node")
    if persona is None or not isinstance(node, str):
        return None
    if conv.response_schema is not None:
        return answer_json(_extract(conv.response_schema, _person_texts(conv.body)))
    rules = persona.agent.get(conv.step or "", {}).get(node)
    if rules is None:
        return None
    heard, turn = _heard(conv.body), len(_person_texts(conv.body))
    rule = next((r for r in rules if holds(r.when, heard, turn)), None)
    return _act(rule) if rule is not None else None


def person_says(persona: PersonaFile, sample: str, transcript: list[dict[str, Any]]) -> str | None:
    """What the sample's person writes next, None for silence (also with no rule matching)."""
    person = persona.person.get(sample)
    if person is None:
        return None
    turn = sum(1 for line in transcript if line.get("role") == "person")
    heard_lines: list[str] = []
    for line in reversed(transcript):
        if line.get("role") == "person":
            break
        heard_lines.append(str(line.get("text", "")))
    heard = "\n".join(reversed(heard_lines))
    rule = next((r for r in person.rules if holds(r.when, heard, turn)), None)
    return None if rule is None or rule.silent else rule.say


def _act(rule: AgentRule) -> Action:
    if rule.exit is not None:
        return CallTools((PlannedCall(rule.exit, {}),))
    return Answer(str(rule.say))


def _person_texts(body: dict[str, Any]) -> list[str]:
    return [
        str(m.get("content") or "")
        for m in body.get("messages") or []
        if m.get("role") == "user" and not str(m.get("content") or "").startswith(REPAIR_PREFIX)
    ]


def _heard(body: dict[str, Any]) -> str:
    """The person's message this turn: the trailing user message, "" after an assistant turn
    or a transition (the new node speaks first)."""
    messages = body.get("messages") or []
    last = messages[-1] if messages else {}
    return str(last.get("content") or "") if last.get("role") == "user" else ""


def _extract(schema: dict[str, Any], texts: list[str]) -> dict[str, Any]:
    value: dict[str, Any] = {}
    found: list[str] = []
    for name, sub in (schema.get("properties") or {}).items():
        if name == "reason":
            continue
        pattern = sub.get("pattern") if isinstance(sub, dict) else None
        match = _first(pattern, texts) if pattern else None
        value[name] = match
        if match is not None:
            found.append(f"{name}={match}")
    value["reason"] = (
        f"Из сообщений клиента: {', '.join(found)}." if found else "Клиент этого не сообщил."
    )
    return value


def _first(pattern: str, texts: list[str]) -> str | None:
    """The first value in the texts the schema's pattern accepts; a word written with a capital
    ("Вторник") is offered in lower case too, as a person writes and a schema expects."""
    bare = pattern.removeprefix("^").removesuffix("$")
    for text in texts:
        for match in re.finditer(rf"(?<![0-9A-Za-zА-Яа-я]){bare}(?![0-9A-Za-zА-Яа-я])", text, re.I):
            for value in (match.group(0), match.group(0).lower()):
                if re.fullmatch(bare, value):
                    return value
    return None


def play_person(slug: str, sample: str, transcript: list[dict[str, Any]]) -> str | None:
    """The runs app's person player: the sample's persona of the catalog's solution."""
    persona = personas().get(slug)
    return person_says(persona, sample, transcript) if persona is not None else None
