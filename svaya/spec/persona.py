"""The persona file of a conversation flow (`catalog/solutions/<slug>/persona.yaml`): how the
flow is played on the stand, declared as data.

    agent:    step id -> node id -> rules, first match wins: what the synthetic model does in
              that node — leave by an edge (`exit: <label>`) or answer the person (`say`)
    person:   sample name -> the synthetic person of that sample: `ends_at` (the node the
              conversation should end at) and rules, first match wins: what the person writes
              (`say`) or that they stay silent (`silent: true`)

Conditions are CEL over what each side has in front of it:

    agent rules:   heard (text) the person's message this turn ("" right after a transition);
                   turn (int) how many messages the person has written
    person rules:  heard (text) what the agent said since the person last wrote;
                   turn (int) how many messages the person has written so far

A model rule's extraction answers are not declared: the stand extracts each string variable
whose schema has a `pattern` from the person's messages, and null otherwise.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from cel_expr_python import cel
from pydantic import BaseModel, ConfigDict, Field, model_validator

PERSONA_FILE = "persona.yaml"
VIEW = {"heard": cel.Type.STRING, "turn": cel.Type.INT}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AgentRule(_Strict):
    when: str | None = None
    exit: str | None = None  # an edge label of the node
    say: str | None = None  # the answer to the person
    note: str | None = None

    @model_validator(mode="after")
    def _one(self) -> AgentRule:
        if (self.exit is None) == (self.say is None):
            raise ValueError("a rule gives exactly one of exit, say")
        return self


class PersonRule(_Strict):
    when: str | None = None
    say: str | None = None
    silent: bool = False
    note: str | None = None

    @model_validator(mode="after")
    def _one(self) -> PersonRule:
        if (self.say is None) == (not self.silent):
            raise ValueError("a rule gives exactly one of say, silent: true")
        return self


class Person(_Strict):
    ends_at: str  # the node the conversation ends at when this person plays it
    rules: list[PersonRule] = Field(min_length=1)


class PersonaFile(_Strict):
    agent: dict[str, dict[str, list[AgentRule]]] = Field(default_factory=dict)
    person: dict[str, Person] = Field(default_factory=dict)


class PersonaExpressionError(ValueError):
    pass


@lru_cache(maxsize=1)
def _env() -> Any:
    return cel.NewEnv(variables=VIEW)


@lru_cache(maxsize=1024)
def compile_persona(source: str) -> Any:
    """A condition over {heard, turn}; raises PersonaExpressionError when it does not compile
    or is not true/false."""
    try:
        compiled = _env().compile(source)
    except RuntimeError as exc:
        first = str(exc).strip().splitlines()[0]
        raise PersonaExpressionError(first.split("<input>:", 1)[-1]) from None
    if compiled.return_type() != cel.Type.BOOL:
        raise PersonaExpressionError(f"`{source}` is not true/false")
    return compiled


def holds(source: str | None, heard: str, turn: int) -> bool:
    if source is None:
        return True
    value = compile_persona(source).eval(data={"heard": heard, "turn": turn})
    return value.type() == cel.Type.BOOL and bool(value.plain_value())
