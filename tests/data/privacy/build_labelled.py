"""Build labelled.jsonl from labelled_src.txt: `python tests/data/privacy/build_labelled.py`."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = HERE / "labelled_src.txt"
TARGET = HERE / "labelled.jsonl"
HEADER = re.compile(r"^=== (?P<id>[\w-]+) \| (?P<kind>.+)$")
MARK = re.compile(r"\[\[(?P<cls>[a-z.]+)\|(?P<text>[^\]]+)\]\]")


def parse_record(marked: str) -> tuple[str, list[dict[str, object]]]:
    text_parts: list[str] = []
    spans: list[dict[str, object]] = []
    cursor = 0
    length = 0
    for m in MARK.finditer(marked):
        plain = marked[cursor : m.start()]
        text_parts.append(plain)
        length += len(plain)
        value = m.group("text")
        spans.append({"start": length, "end": length + len(value), "class": m.group("cls")})
        text_parts.append(value)
        length += len(value)
        cursor = m.end()
    text_parts.append(marked[cursor:])
    return "".join(text_parts), spans


def records(source: str) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    current: dict[str, str] | None = None
    lines: list[str] = []
    for line in source.splitlines():
        header = HEADER.match(line)
        if header:
            if current is not None:
                out.append(_record(current, lines))
            current, lines = header.groupdict(), []
        elif current is not None:
            lines.append(line)
    if current is not None:
        out.append(_record(current, lines))
    return out


def _record(header: dict[str, str], lines: list[str]) -> dict[str, object]:
    text, spans = parse_record("\n".join(lines).strip("\n"))
    return {"id": header["id"], "kind": header["kind"], "text": text, "spans": spans}


def render(items: list[dict[str, object]]) -> str:
    return "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items)


def main() -> int:
    TARGET.write_text(render(records(SOURCE.read_text(encoding="utf-8"))), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
