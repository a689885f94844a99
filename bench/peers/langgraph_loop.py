"""The peer: a LangGraph agent loop doing the work of Svaya's agent passes, durably.

Runs in its own virtualenv (bench/peers/.venv, from bench/peers/requirements.txt). A pass is a
model node (the `openai` client calling the same stand on the same wire) and a tool node (an
HTTP call to the same demo world), checkpointed by LangGraph's Postgres checkpointer with
`durability="sync"`: every super-step is written before the next one starts.

    python bench/peers/langgraph_loop.py --start start.json --stand http://127.0.0.1:PORT \
        --database postgres://... --loops 30 --passes 5

`start.json` holds the first request Svaya sent for the same step (model, messages, tools,
metadata), so both sides ask the stand the same questions. Prints one JSON line:
{"per_pass_ms": [...], "passes": n} where each figure is one loop's wall time, less the stand's
own handling time (read from the stand's /bench/handling counter), per pass.
"""

from __future__ import annotations

import argparse
import json
import operator
import time
import uuid
from typing import Annotated, Any, TypedDict

import httpx
import psycopg
from langgraph.checkpoint.postgres import PostgresSaver
from langgraph.graph import END, START, StateGraph
from openai import OpenAI
from psycopg.rows import dict_row


class State(TypedDict):
    messages: Annotated[list[dict[str, Any]], operator.add]
    passes: int


def build(start: dict[str, Any], stand: str, passes: int, checkpointer: PostgresSaver) -> Any:
    client = OpenAI(base_url=f"{stand}/v1", api_key="bench", max_retries=0)
    world = httpx.Client(base_url=f"{stand}/world/v1", timeout=30)

    def model(state: State) -> dict[str, Any]:
        response = client.chat.completions.create(
            model=start["model"],
            messages=state["messages"],
            tools=start["tools"],
            metadata=start.get("metadata"),
        )
        message = response.choices[0].message.model_dump(exclude_none=True)
        return {"messages": [message]}

    def tools(state: State) -> dict[str, Any]:
        answers = []
        for call in state["messages"][-1].get("tool_calls") or []:
            name = call["function"]["name"].replace("__", ".", 1)
            reply = world.post(f"/call/{name}", content=call["function"]["arguments"])
            body = reply.json()
            payload = {"result": body} if reply.status_code == 200 else body
            answers.append(
                {
                    "role": "tool",
                    "tool_call_id": call["id"],
                    "content": json.dumps(payload, ensure_ascii=False),
                }
            )
        return {"messages": answers, "passes": state["passes"] + 1}

    def after_model(state: State) -> str:
        return "tools" if state["messages"][-1].get("tool_calls") else END

    def after_tools(state: State) -> str:
        return "model" if state["passes"] < passes else END

    graph = StateGraph(State)
    graph.add_node("model", model)
    graph.add_node("tools", tools)
    graph.add_edge(START, "model")
    graph.add_conditional_edges("model", after_model, ["tools", END])
    graph.add_conditional_edges("tools", after_tools, ["model", END])
    return graph.compile(checkpointer=checkpointer)


_counter = httpx.Client(timeout=10)


def handling(stand: str) -> float:
    return float(_counter.get(f"{stand}/bench/handling").json()["seconds"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--start", required=True)
    parser.add_argument("--stand", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--loops", type=int, default=30)
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args()
    with open(args.start, encoding="utf-8") as handle:
        start = json.load(handle)
    with psycopg.connect(
        args.database, autocommit=True, prepare_threshold=0, row_factory=dict_row
    ) as conn:
        checkpointer = PostgresSaver(conn)
        checkpointer.setup()
        graph = build(start, args.stand, args.passes, checkpointer)
        figures, passes_total = [], 0
        for loop in range(args.loops + 1):  # the first loop warms up and is not counted
            config = {"configurable": {"thread_id": f"bench-{uuid.uuid4()}"}}
            before = handling(args.stand)
            started = time.perf_counter()
            state = graph.invoke(
                {"messages": list(start["messages"]), "passes": 0}, config, durability="sync"
            )
            wall = time.perf_counter() - started
            stand_s = handling(args.stand) - before
            if loop:
                figures.append((wall - stand_s) / state["passes"] * 1e3)
                passes_total += state["passes"]
    print(json.dumps({"per_pass_ms": figures, "passes": passes_total}))


if __name__ == "__main__":
    main()
