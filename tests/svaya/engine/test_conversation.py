"""Conversation flows in the engine: the model leaves a node only by one of its edges.

The flow is the shipped lost-card-block solution; the model is scripted on the real wire
client; the person's messages come from an in-memory inbox; the ledger is the in-memory one,
so `run()` again is a worker's replay.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from svaya.engine.context import StepContext
from svaya.engine.conversation import NOT_AN_EXIT, Heard, Listen
from svaya.engine.memory import MemoryLedger
from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.privacy_gate import MapGate
from svaya.engine.protocol import Limits, RunView
from svaya.engine.steps import execute
from svaya.install import InstallContext, check_path, resolved_spec
from svaya.privacy import generate_key
from tests.svaya.engine.conftest import (
    FakeClock,
    FakeInvoker,
    ScriptedModel,
    WorkerKilled,
    answer,
    killed,
    policy_for,
)

SLUG = "lost-card-block"
FLOW = Path(__file__).resolve().parents[3] / "catalog" / "solutions" / SLUG
NAME = "Смирнова Анна Викторовна"


def edge(label: str, call_id: str | None = None) -> Any:
    body = {
        "id": "chatcmpl-test",
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": call_id or f"call_{label}",
                            "type": "function",
                            "function": {"name": label, "arguments": "{}"},
                        }
                    ],
                },
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 50, "completion_tokens": 5, "total_tokens": 55},
    }

    return lambda request: httpx.Response(200, json=body)


@dataclass
class Inbox:
    items: list[Heard] = field(default_factory=list)

    def heard(self) -> list[Heard]:
        return list(self.items)

    def write(self, text: str) -> None:
        self.items.append(Heard("message", text))


@dataclass
class Chat:
    model: ScriptedModel = field(default_factory=ScriptedModel)
    inbox: Inbox = field(default_factory=Inbox)
    clock: FakeClock = field(default_factory=FakeClock)
    limits: Limits = field(default_factory=Limits)
    key: bytes = field(default_factory=generate_key)
    ledger: MemoryLedger = field(init=False)
    changes: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.ledger = MemoryLedger(deadline=self.clock.at + timedelta(minutes=20))

    def run(self) -> Any:
        spec = resolved_spec(check_path(FLOW, context=InstallContext.default()))
        step = spec.step("talk").model_copy(update=self.changes)
        gate = MapGate.open(
            known=[(NAME, "pd.name")],
            sealed=self.ledger.sealed_map(),
            key=self.key,
            use_names=False,
        )
        ctx = StepContext(
            solution=SLUG,
            run_key="run-9",
            view=RunView(inputs={"client_name": NAME, "channel": "chat"}),
            ledger=self.ledger,
            gateway=self.model.gateway(),
            invoker=FakeInvoker(),
            policy=policy_for("chat_agent"),
            privacy=gate,
            limits=self.limits,
            clock=self.clock,
            inbox=self.inbox,
        )
        return execute(step, ctx)

    def passes(self) -> list[tuple[str, dict[str, Any]]]:
        self.ledger.flush()
        return [self.ledger.passes[n] for n in sorted(self.ledger.passes)]


EXTRACTED = {"card_last4": "4417", "reason": "клиент назвал 4417 и подтвердил блокировку"}


def test_each_turn_offers_exactly_the_nodes_edges_and_its_prompt_with_the_global_one():
    chat = Chat()
    chat.model.script(answer("Здравствуйте! Что случилось с картой?"))
    outcome = chat.run()
    assert isinstance(outcome, Listen) and outcome.node == "greet"
    request = chat.model.requests[0]
    functions = {t["function"]["name"]: t["function"]["description"] for t in request["tools"]}
    assert functions == {
        "lost": "Клиент сообщил, что его карта потеряна или украдена.",
        "other": "Клиент обратился по вопросу, который не касается потерянной или украденной "
        "карты.",
    }
    system = request["messages"][0]["content"]
    assert system.startswith("Поздоровайтесь") and "Вы — ассистент банка" in system


def test_the_person_drives_the_flow_to_an_end_node_which_ends_the_conversation():
    chat = Chat()
    chat.model.script(answer("Здравствуйте! Что случилось?"))
    assert isinstance(chat.run(), Listen)
    chat.inbox.write("Я потеряла карту")
    chat.model.script(edge("lost"), answer("Назовите последние четыре цифры карты."))
    listen = chat.run()
    assert isinstance(listen, Listen) and listen.node == "identify"
    chat.inbox.write("4417, блокируйте")
    chat.model.script(
        edge("confirmed"), answer(json.dumps(EXTRACTED, ensure_ascii=False)), answer("Готово.")
    )
    done = chat.run()
    assert isinstance(done, Done)
    assert done.output["end"] == "blocked"
    assert done.output["path"] == ["greet", "identify", "blocked"]
    assert done.output["variables"] == {"identify": EXTRACTED}
    # The end node's turn offers no exits at all.
    assert "tools" not in chat.model.requests[-1]
    said = [(s["role"], s["text"]) for s in done.output["transcript"]]
    assert said[-2:] == [("agent", "Блокирую карту."), ("agent", "Готово.")]


def test_a_call_naming_anything_but_an_edge_is_rejected_and_counted():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Потеряла карту, заблокируйте")
    # Hostile: jump straight to the end node, then call an edge of another node.
    chat.model.script(edge("blocked"), edge("confirmed"), answer("Уточню: карта потеряна?"))
    outcome = chat.run()
    assert isinstance(outcome, Listen) and outcome.node == "greet"
    rejected = [d for o, d in chat.passes() if o == "conversation.rejected"]
    assert [d["called"] for d in rejected] == [["blocked"], ["confirmed"]]
    assert rejected[0]["exits"] == ["lost", "other"]
    third = chat.model.requests[2]["messages"]
    assert any(m["role"] == "tool" and NOT_AN_EXIT in m["content"] for m in third)


def test_rejected_answers_past_the_limit_send_the_conversation_to_its_handoff_point():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Потеряла карту")
    chat.model.script(edge("blocked"), edge("finish"), edge("identify"))
    outcome = chat.run()
    assert isinstance(outcome, Exhausted)
    assert outcome.why == Why.REJECTED and outcome.point == "card-desk"


def test_extraction_runs_before_the_transition_speech_and_the_target_node():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Потеряла карту")
    chat.model.script(edge("lost"), answer("Последние четыре цифры?"))
    chat.run()
    chat.inbox.write("4417, да")
    # The extraction answer is broken twice... the third rejected answer stops everything:
    # neither the speech nor the target node ever happens.
    chat.model.script(edge("confirmed"), answer("не JSON"), answer("{}"), answer("{}"))
    outcome = chat.run()
    assert isinstance(outcome, Exhausted) and outcome.why == Why.REJECTED
    passes = chat.passes()
    assert [o for o, _ in passes][-1] == "conversation.reply"  # no transition was recorded
    assert "Блокирую карту." not in json.dumps(chat.model.requests, ensure_ascii=False)


def test_a_transition_records_extraction_then_speech_then_activation():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Потеряла карту")
    chat.model.script(edge("lost"), answer("Последние четыре цифры?"))
    chat.run()
    chat.inbox.write("4417, да")
    chat.model.script(
        edge("confirmed"), answer(json.dumps(EXTRACTED, ensure_ascii=False)), answer("Готово.")
    )
    chat.run()
    transition = [d for o, d in chat.passes() if o == "conversation.transition"][-1]
    assert transition["order"] == ["extraction", "speech", "activation"]
    assert (transition["from"], transition["to"], transition["label"]) == (
        "identify",
        "blocked",
        "confirmed",
    )
    # The extraction request went out before the target node's first turn.
    kinds = ["response_format" in r for r in chat.model.requests]
    assert kinds[-3:] == [False, True, False]
    assert chat.model.requests[-1]["messages"][0]["content"].startswith("Сообщите")


def test_an_end_node_that_hands_over_opens_its_handoff_point():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Хочу узнать про ипотеку")
    chat.model.script(edge("other"), answer("Сотрудник подключится."))
    outcome = chat.run()
    assert isinstance(outcome, Exhausted)
    assert outcome.why == Why.ROUTE and outcome.point == "card-desk"


def test_silence_ends_the_conversation_as_declared():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.items.append(Heard("silence"))
    outcome = chat.run()
    assert isinstance(outcome, Done) and outcome.output["end"] == "silence"


def test_silence_goes_to_the_handoff_point_when_declared():
    from svaya.spec.flows import Silence

    chat = Chat(changes={"silence": Silence(timeout="10m", outcome="handoff")})
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.items.append(Heard("silence"))
    outcome = chat.run()
    assert isinstance(outcome, Exhausted) and outcome.point == "card-desk"


def test_the_turn_limit_is_enforced_by_code():
    chat = Chat(changes={"max_turns": 2})
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Да так")
    chat.model.script(answer("Расскажите подробнее."))
    chat.run()
    chat.inbox.write("Ну")
    outcome = chat.run()
    assert isinstance(outcome, Exhausted) and outcome.why == Why.PASSES


def test_the_time_budget_is_enforced_by_code():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.clock.advance(21 * 60)
    chat.inbox.write("Потеряла карту")
    outcome = chat.run()
    assert isinstance(outcome, Exhausted) and outcome.why == Why.TIME


def test_the_persons_messages_reach_the_model_pseudonymized_with_one_map():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write(f"Это {NAME}, я потеряла карту")
    chat.model.script(answer("Понимаю."))
    chat.run()
    chat.inbox.write(f"Да, {NAME}")
    chat.model.script(answer("Хорошо."))
    chat.run()
    assert NAME not in chat.model.sent()
    firsts = [m["content"] for m in chat.model.requests[-1]["messages"] if m["role"] == "user"]
    placeholder = firsts[0].split()[1].rstrip(",")
    assert firsts[1] == f"Да, {placeholder}"  # the same placeholder across the conversation


def test_a_crash_in_the_middle_of_a_turn_neither_repeats_nor_loses_it():
    chat = Chat()
    chat.model.script(answer("Что случилось?"))
    chat.run()
    chat.inbox.write("Потеряла карту")
    chat.model.script(edge("lost"), killed())
    with pytest.raises(WorkerKilled):
        chat.run()
    chat.ledger.crash()
    sent_before = len(chat.model.requests)
    chat.model.script(answer("Последние четыре цифры?"))
    outcome = chat.run()
    assert isinstance(outcome, Listen) and outcome.node == "identify"
    # Replayed: the greeting and the edge call were not sent again; the lost call was re-made.
    assert len(chat.model.requests) == sent_before + 1
    assert [s.text for s in outcome.transcript] == [
        "Что случилось?",
        "Потеряла карту",
        "Последние четыре цифры?",
    ]
