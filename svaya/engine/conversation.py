"""A conversation flow: the model moves through a graph of nodes, and only by their edges.

One model turn = one durable call, keyed (attempt, turn, seq) in the ledger. The system prompt
is the current node's prompt (plus the global prompt when the node asks for it); the tools are
exactly the node's outgoing edges, each a function whose description is the edge's condition;
plain text is the answer to the person. A call naming anything else is a rejected answer.

On a transition, in this order: the extraction from the node being left (a strict verdict,
validated and applied by code), the transition speech, the activation of the target node.
Reaching an end node ends the conversation (or hands it to people, when the end node says so).

The person's messages come from an `Inbox` the runs app fills; when the next one has not
arrived the engine returns `Listen` and the run parks. Resuming re-executes the attempt from
the top: every recorded model call is replayed from the ledger (no cost), every message is
read again in order, so a crash at any point neither repeats nor loses a turn. The whole
context is pseudonymized before each call with the attempt's one replacement map — one map
per conversation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from svaya.engine.budget import OutOfTime, call_timeout
from svaya.engine.calls import CapReached, ModelCaller, ModelRouteRefused
from svaya.engine.context import StepContext
from svaya.engine.outcomes import Done, Exhausted, StepOutcome, Why
from svaya.engine.reach import model_route_classes, parse_verdict
from svaya.install.durations import parse_duration
from svaya.llm import build_request, repair_message
from svaya.spec.flows import ConversationStep, Edge, Node

# Pass outcomes of a conversation's turns (the `pass` journal line's `outcome`).
TURN_REPLY = "conversation.reply"
TURN_TRANSITION = "conversation.transition"
TURN_REJECTED = "conversation.rejected"
TURN_END = "conversation.end"
TURN_SILENCE = "conversation.silence"
TURN_UNANSWERED = "conversation.unanswered"

NOT_AN_EXIT = "NOT_AN_EXIT:"
EXTRACT_INSTRUCTION = (
    "Extract the variables below from the conversation so far, as JSON of the given schema. "
    "Use null where the conversation does not say; explain in `reason`."
)


@dataclass(frozen=True)
class Heard:
    """One thing the person did while the conversation waited: wrote, or stayed silent."""

    kind: str  # "message" | "silence"
    text: str = ""


class Inbox(Protocol):
    def heard(self) -> list[Heard]:
        """Everything heard in this conversation attempt, in order of arrival."""


@dataclass(frozen=True)
class Said:
    """A line of the transcript as the person sees it (placeholders turned back)."""

    role: str  # "agent" | "person"
    text: str
    node: str


@dataclass(frozen=True)
class Listen:
    """The conversation waits for the person's next message (the run parks)."""

    node: str
    expects: int  # how many messages the inbox must hold to go on
    silence_s: float
    transcript: tuple[Said, ...]


@dataclass
class _State:
    node: Node
    tier: str
    messages: list[dict[str, Any]] = field(default_factory=list)
    transcript: list[Said] = field(default_factory=list)
    path: list[str] = field(default_factory=list)
    variables: dict[str, Any] = field(default_factory=dict)
    heard_index: int = 0
    rejected: int = 0
    pending_heard: str | None = None  # the person's message the next turn answers (as sent)


class _Stop(Exception):
    def __init__(self, outcome: StepOutcome | Listen) -> None:
        self.outcome = outcome


def run_conversation(step: ConversationStep, ctx: StepContext, inbox: Inbox) -> Any:
    try:
        return _Conversation(step, ctx, inbox).run()
    except _Stop as stop:
        return stop.outcome
    except CapReached as exc:
        return _exhausted(step, Why.CAP, str(exc))
    except OutOfTime as exc:
        return _exhausted(step, Why.TIME, f"{exc} (time_budget {step.time_budget})")
    except ModelRouteRefused as exc:
        exc.journal(ctx.ledger)
        return _exhausted(step, Why.GUARD, str(exc))


class _Conversation:
    def __init__(self, step: ConversationStep, ctx: StepContext, inbox: Inbox) -> None:
        self.step, self.ctx, self.heard = step, ctx, inbox.heard()
        self.caller = ModelCaller(ctx, model_route_classes(ctx, step))
        self.state = _State(node=step.start, tier=ctx.start_tier(step.tier), path=[step.start.id])

    def run(self) -> Any:
        step, max_turns = self.step, self.step.max_turns or 0
        for turn in range(1, max_turns + 1):
            call_timeout(self.ctx, 0.0, f"turn {turn}")
            outcome = self._turn(turn)
            if outcome is not None:
                return outcome
        return _exhausted(step, Why.PASSES, f"{max_turns} turns used without reaching an end")

    # -- one turn ------------------------------------------------------------------------
    def _turn(self, turn: int) -> Any:
        node = self.state.node
        tools = None if node.is_end else [edge_function(edge) for edge in node.edges]
        call = self._call(turn, 0, self._system(node), tools=tools)
        record = call.record
        if record.error is not None or record.turn is None:
            return self._unanswered(turn, record)
        calls = record.turn.tool_calls
        if node.is_end:
            return self._end(turn, record.turn.content or "")
        if calls:
            return self._exit(turn, call, calls)
        return self._reply(turn, record.turn.content or "")

    def _call(
        self,
        turn: int,
        seq: int,
        system: str,
        *,
        tools: list[dict[str, Any]] | None = None,
        schema: dict[str, Any] | None = None,
        extra: list[dict[str, Any]] | None = None,
    ) -> Any:
        messages = [{"role": "system", "content": system}, *self.state.messages, *(extra or [])]
        request = build_request(
            model="",
            messages=self.ctx.privacy.outbound(messages),
            tools=tools or None,
            tool_choice="auto" if tools else None,
            response_schema=schema,
            schema_name="extraction",
            # The node travels in the metadata: the request alone says where the flow stands.
            metadata={**self.ctx.metadata(self.step.id), "node": self.state.node.id},
        )
        call = self.caller.call(
            turn,
            seq,
            request,
            tier=self.state.tier,
            fallback_on_empty=True,
            sealed_map=self.ctx.privacy.sealed(),
        )
        self.state.tier = call.tier
        return call

    def _system(self, node: Node) -> str:
        return self.step.system_prompt(node)

    def _unanswered(self, turn: int, record: Any) -> Any:
        """No answer on any tier: the turn is used up, and it counts as a rejected answer."""
        kind = "empty_turn" if record.empty else (record.error.kind if record.error else "error")
        self._pass(turn, TURN_UNANSWERED, {"why": str(kind)})
        return self._rejected(f"no answer: {kind}")

    def _rejected(self, why: str) -> Any:
        self.state.rejected += 1
        if self.state.rejected >= self.ctx.limits.rejected_answers_per_attempt:
            return _exhausted(self.step, Why.REJECTED, f"{self.state.rejected} rejected answers")
        return None

    # -- the model answers the person ---------------------------------------------------------
    def _reply(self, turn: int, text: str) -> Any:
        state = self.state
        state.messages.append({"role": "assistant", "content": text})
        self._say(text)
        self._pass(turn, TURN_REPLY, {"said": self._sent(text)})
        if state.heard_index >= len(self.heard):
            raise _Stop(
                Listen(
                    node=state.node.id,
                    expects=state.heard_index + 1,
                    silence_s=parse_duration(self.step.silence.timeout) if self.step.silence else 0,
                    transcript=tuple(state.transcript),
                )
            )
        heard = self.heard[state.heard_index]
        state.heard_index += 1
        if heard.kind == "silence":
            return self._silence(turn)
        state.messages.append({"role": "user", "content": heard.text})
        state.transcript.append(Said("person", heard.text, state.node.id))
        state.pending_heard = heard.text
        return None

    def _silence(self, turn: int) -> Any:
        step = self.step
        outcome = step.silence.outcome if step.silence else "end"
        detail = f"the person was silent for {step.silence.timeout if step.silence else '?'}"
        if outcome == "handoff":
            return _exhausted(step, Why.TIME, detail)
        return Done(self._output("silence", detail))

    # -- the model leaves the node ---------------------------------------------------------------
    def _exit(self, turn: int, call: Any, calls: list[Any]) -> Any:
        node, state = self.state.node, self.state
        edges = {edge.label: edge for edge in node.edges}
        chosen = calls[0]
        if len(calls) > 1 or chosen.name not in edges:
            names = [c.name for c in calls]
            why = (
                f"{names} is not one exit of node '{node.id}'; call exactly one of "
                f"{sorted(edges)} or answer the person in text"
            )
            state.messages.append(_assistant_calls(calls))
            for c in calls:
                state.messages.append(_tool_message(c.id, f"{NOT_AN_EXIT} {why}"))
            self._pass(turn, TURN_REJECTED, {"called": names, "exits": sorted(edges)})
            return self._rejected(why)
        edge = edges[chosen.name]
        extracted = self._extract(turn, call.next_seq, node)  # 1. extraction from the node left
        if edge.transition_speech:  # 2. the transition speech
            self._say(edge.transition_speech)
        target = self.step.node(edge.target)  # 3. activation of the target node
        state.messages.append(_assistant_calls([chosen]))
        state.messages.append(_tool_message(chosen.id, f"now in node '{target.id}'"))
        state.node = target
        state.path.append(target.id)
        detail = {
            "node": node.id,  # the turn happened in the node it left
            "from": node.id,
            "to": target.id,
            "label": edge.label,
            "order": ["extraction", "speech", "activation"],
            "extracted": sorted(extracted) if extracted is not None else None,
            "speech": edge.transition_speech,
        }
        self._pass(turn, TURN_TRANSITION, detail)
        return None

    def _extract(self, turn: int, seq: int, node: Node) -> dict[str, Any] | None:
        if node.extraction is None:
            return None
        schema = node.extraction.variables
        system = "\n\n".join(p for p in (EXTRACT_INSTRUCTION, node.extraction.prompt) if p)
        repairs: list[dict[str, Any]] = []
        while True:
            call = self._call(turn, seq, system, schema=schema, extra=repairs)
            seq = call.next_seq
            content = call.record.turn.content or "" if call.record.turn else ""
            value, problem = _parse(schema, content)
            if not problem:
                restored = self.ctx.privacy.restore(value)
                self.state.variables[node.id] = restored
                return restored
            repairs += [{"role": "assistant", "content": content}, repair_message(problem)]
            stopped = self._rejected(f"extraction from '{node.id}': {problem}")
            if stopped is not None:
                raise _Stop(stopped)

    # -- the end ---------------------------------------------------------------------------------
    def _end(self, turn: int, text: str) -> Any:
        node = self.state.node
        self._say(text)
        self._pass(turn, TURN_END, {"said": self._sent(text), "end": node.id})
        if node.handoff:
            return Exhausted(
                Why.ROUTE, f"the conversation ended at '{node.id}'", node.handoff, self.step.id
            )
        return Done(self._output(node.id, ""))

    def _output(self, end: str, detail: str) -> dict[str, Any]:
        state = self.state
        return {
            "end": end,
            "detail": detail,
            "path": list(state.path),
            "variables": state.variables,
            "transcript": [said.__dict__ for said in state.transcript],
        }

    # -- helpers ---------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        restored = self.ctx.privacy.restore(text)
        self.state.transcript.append(Said("agent", restored, self.state.node.id))

    def _sent(self, text: str) -> str:
        """The text as the model saw or wrote it: with placeholders, never raw."""
        return self.ctx.privacy.outbound([{"role": "assistant", "content": text}])[0]["content"]

    def _pass(self, turn: int, outcome: str, detail: dict[str, Any]) -> None:
        heard = self.state.pending_heard
        self.state.pending_heard = None
        if heard is not None:
            detail = {"heard": self._sent(heard), **detail}
        self.ctx.ledger.pass_end(turn, outcome, {"node": self.state.node.id, **detail})


def edge_function(edge: Edge) -> dict[str, Any]:
    """An edge as the model sees it: a function named by the label, described by the condition."""
    return {
        "name": edge.label,
        "description": edge.condition.strip(),
        "parameters": {"type": "object", "properties": {}, "additionalProperties": False},
    }


def _assistant_calls(calls: list[Any]) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.name, "arguments": c.raw_arguments or "{}"},
            }
            for c in calls
        ],
    }


def _tool_message(call_id: str, content: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def _parse(schema: dict[str, Any], content: str) -> tuple[Any, str]:
    return parse_verdict(schema, content)  # blank required texts are repaired too


def _exhausted(step: ConversationStep, why: Why, detail: str) -> Exhausted:
    return Exhausted(why, detail, step.on_exhausted, retry_step=step.id)
