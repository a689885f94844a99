"""Pseudonymization of the accumulated context of an agent loop before each outside LLM call.

Work grows with what is new in a pass. A text seen before (same content hash) is served from the
map's cache; if the map learnt values since (say a name recognised in this pass's tool result),
only those new values are matched in it. Name recognition never reads a text twice, even after a
replay: the hashes it has read are persisted with the map.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

import orjson

from svaya.privacy.address_overlaps import addresses_give_way
from svaya.privacy.addresses import AddressDetector
from svaya.privacy.classes import PERSONAL_PREFIX
from svaya.privacy.homoglyphs import cyrillic_look
from svaya.privacy.memo import enabled
from svaya.privacy.names import NameDetector, NameFieldDetector
from svaya.privacy.org_context import drop_org_values
from svaya.privacy.patterns import PatternDetector
from svaya.privacy.records import RecordDetector
from svaya.privacy.replacement import CachedText, ReplacementMap
from svaya.privacy.spans import Detector, Span, resolve_overlaps, yield_to_identifiers
from svaya.privacy.spoken import SpokenDetector

Finder = Callable[[str], list[Span]]
Message = dict[str, Any]


def default_detectors() -> list[Detector]:
    return [
        PatternDetector(),
        AddressDetector(),
        NameFieldDetector(),
        SpokenDetector(),
        RecordDetector(),
    ]


def text_hash(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


# A text's spans by detector, kept with the pseudonymizer (the gate's is one per worker process):
# every loop of a step opens a map of its own, and its first pass reads the same instruction (and,
# for a retried attempt, the same inputs) again. A detector's spans depend on the text alone; the
# values a map holds are matched apart, in `_Scan`. Texts longer than a few tool results are not
# kept.
_REMEMBER = enabled("pseudonymize.texts")
_TEXTS = 1024
_TEXT_CHARS = 8192


class _Remembered:
    """`detector` with its spans of the last `_TEXTS` short texts kept."""

    def __init__(self, detector: Detector) -> None:
        self.detector = detector
        self._kept = lru_cache(maxsize=_TEXTS)(lambda text: tuple(detector.find(text)))

    def find(self, text: str) -> list[Span]:
        if len(text) > _TEXT_CHARS:
            return self.detector.find(text)
        return list(self._kept(text))


# The package's own detectors, whose spans are the text's alone (another may be a test's spy).
_PURE = (
    PatternDetector,
    AddressDetector,
    NameFieldDetector,
    NameDetector,
    SpokenDetector,
    RecordDetector,
)


def _remembered(detector: Detector) -> Detector:
    return _Remembered(detector) if _REMEMBER and type(detector) in _PURE else detector


class _Slot(NamedTuple):
    """Where a text lives in a message: ("content",), ("content", 2, "text"),
    ("tool_calls", 0, "function", "arguments")."""

    message: int
    path: tuple[str | int, ...]
    text: str


class Pseudonymizer:
    def __init__(
        self,
        detectors: Sequence[Detector] | None = None,
        use_names: bool = True,
        name_detector: Detector | None = None,
    ) -> None:
        self.detectors = [
            _remembered(d) for d in (default_detectors() if detectors is None else detectors)
        ]
        self.use_names = use_names
        self.name_detector = _remembered(name_detector or NameDetector()) if use_names else None

    def apply(self, messages: Sequence[Message], rmap: ReplacementMap) -> list[Message]:
        """The messages as they may leave the installation; `messages` is left untouched."""
        slots = list(_slots(messages))
        hashes = [text_hash(slot.text) for slot in slots]
        self._scan_new(slots, hashes, rmap)
        self._catch_up(hashes, rmap)
        out = [_copy_message(message) for message in messages]
        for slot, digest in zip(slots, hashes, strict=True):
            _put(out, slot, rmap.cache[digest].output)
        return out

    def apply_text(self, text: str, rmap: ReplacementMap) -> str:
        return self.apply([{"role": "user", "content": text}], rmap)[0]["content"]

    def _scan_new(self, slots: list[_Slot], hashes: list[str], rmap: ReplacementMap) -> None:
        for slot, digest in zip(slots, hashes, strict=True):
            if digest in rmap.cache:
                continue
            read_names = self.name_detector is not None and digest not in rmap.scanned
            detectors = [*self.detectors, *([self.name_detector] if read_names else [])]
            scan = _Scan(detectors, rmap)
            output, doc = _pseudonymize(slot.text, scan, rmap)
            rmap.cache[digest] = CachedText(output, scan.version, doc)
            if read_names:
                rmap.scanned.add(digest)

    def _catch_up(self, hashes: list[str], rmap: ReplacementMap) -> None:
        """Apply values learnt after a text was pseudonymized (cheap: known values only, matched
        in the kept document of each text; a text is parsed again only when one is there)."""
        stale = [h for h in dict.fromkeys(hashes) if rmap.cache[h].version < rmap.version]
        if not stale:
            return
        since = min(rmap.cache[h].version for h in stale)
        delta = rmap.matcher(since)
        for digest in stale:
            entry = rmap.cache[digest]
            doc = entry.output if entry.doc is None else entry.doc
            if any(span.data_class.startswith(PERSONAL_PREFIX) for span in delta.find(doc)):
                entry.output, entry.doc = _pseudonymize(entry.output, delta.find, rmap)
        for digest in stale:
            rmap.cache[digest].version = rmap.version


class _Scan:
    """Detection of one new text: the detectors first, so the values they find join the map;
    then every value the map holds, so each spelling of them is replaced too."""

    def __init__(self, detectors: list[Detector], rmap: ReplacementMap) -> None:
        self.detectors = detectors
        self.rmap = rmap
        self.version = rmap.version

    def __call__(self, doc: str) -> list[Span]:
        # Read with OCR's Latin look-alikes made Cyrillic ("Mихaил"); offsets are the same.
        doc = cyrillic_look(doc)
        found = [span for detector in self.detectors for span in detector.find(doc)]
        found = yield_to_identifiers(found)
        # An organisation's address, landline, mailbox or district name is not personal data.
        found = addresses_give_way(drop_org_values(doc, found))
        for span in resolve_overlaps(s for s in found if s.data_class.startswith(PERSONAL_PREFIX)):
            self.rmap.placeholder_for(span)
        self.version = self.rmap.version
        return found + self.rmap.matcher().find(doc)


def _slots(messages: Sequence[Message]) -> Iterator[_Slot]:
    for index, message in enumerate(messages):
        content = message.get("content")
        if isinstance(content, str):
            yield _Slot(index, ("content",), content)
        elif isinstance(content, list):
            for part_index, part in enumerate(content):
                if isinstance(part, dict) and isinstance(part.get("text"), str):
                    yield _Slot(index, ("content", part_index, "text"), part["text"])
        for call_index, call in enumerate(message.get("tool_calls") or ()):
            arguments = (call.get("function") or {}).get("arguments")
            if isinstance(arguments, str):
                path = ("tool_calls", call_index, "function", "arguments")
                yield _Slot(index, path, arguments)


def _copy_message(message: Message) -> Message:
    """Deep-copy only the nested parts this module writes into."""
    out = dict(message)
    for field in ("content", "tool_calls"):
        if isinstance(out.get(field), list):
            out[field] = _copied(out[field])
    return out


def _copied(node: Any) -> Any:
    """A copy of JSON-like data (what copy.deepcopy gives, several times faster)."""
    kind = type(node)
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _copied(v) for k, v in node.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else _copied(v) for v in node]
    return node if kind in _ATOMS else copy.deepcopy(node)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def _put(out: list[Message], slot: _Slot, value: str) -> None:
    node: Any = out[slot.message]
    for step in slot.path[:-1]:
        node = node[step]
    node[slot.path[-1]] = value


def _pseudonymize(text: str, finder: Finder, rmap: ReplacementMap) -> tuple[str, str | None]:
    """The text with its personal values replaced, and, for a JSON text, the document of "label:
    value" lines the output's values give (what parsing the output again would give)."""
    parsed = _as_json(text)
    if parsed is None:
        return _replace(text, [(0, len(text))], finder, rmap)[0], None
    leaves = list(_json_leaves(parsed))
    if not leaves:
        return text, ""
    doc, regions = _json_document(leaves)
    replaced = _replace(doc, regions, finder, rmap)
    changed = False
    for (container, key, original, _), new in zip(leaves, replaced, strict=True):
        if new != str(original):
            container[key] = new
            changed = True
    if not changed:
        return text, doc
    return json.dumps(parsed, ensure_ascii=False), _with_values(doc, regions, replaced)


def _with_values(doc: str, regions: list[tuple[int, int]], values: list[str]) -> str:
    pieces, cursor = [], 0
    for (start, end), value in zip(regions, values, strict=True):
        pieces += [doc[cursor:start], value]
        cursor = end
    return "".join(pieces) + doc[cursor:]


def _as_json(text: str) -> Any:
    stripped = text.lstrip()
    if not stripped.startswith(("{", "[")):
        return None
    try:
        value = _loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict | list) else None


def _loads(text: str) -> Any:
    """json.loads, through orjson (about 3x faster) where orjson reads the text: what it refuses
    and json takes (NaN, integers beyond 64 bits, lone surrogates) goes to json."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def _json_leaves(node: Any, label: str = "") -> list[tuple[Any, Any, Any, str]]:
    """(container, key, value, label) for every string or number leaf."""
    leaves: list[tuple[Any, Any, Any, str]] = []
    _collect_leaves(node, label, leaves)
    return leaves


def _collect_leaves(node: Any, label: str, leaves: list[tuple[Any, Any, Any, str]]) -> None:
    items = node.items() if isinstance(node, dict) else enumerate(node)
    is_dict = isinstance(node, dict)
    for key, value in items:
        name = str(key) if is_dict else label
        if isinstance(value, str):
            leaves.append((node, key, value, name))
        elif isinstance(value, dict | list):
            _collect_leaves(value, name, leaves)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            leaves.append((node, key, value, name))


def _json_document(leaves: list[tuple[Any, Any, Any, str]]) -> tuple[str, list[tuple[int, int]]]:
    """One text of "label: value" lines, so labels give the detectors their context words."""
    parts: list[str] = []
    regions: list[tuple[int, int]] = []
    offset = 0
    for _, _, value, label in leaves:
        text = value if isinstance(value, str) else str(value)
        start = offset + len(label) + 2 if label else offset
        parts.append(f"{label}: {text}" if label else text)
        regions.append((start, start + len(text)))
        offset = start + len(text) + 1
    return "\n".join(parts), regions


def _replace(
    doc: str, regions: list[tuple[int, int]], finder: Finder, rmap: ReplacementMap
) -> list[str]:
    """Each region of `doc` with the personal spans found in it replaced by placeholders."""
    spans = resolve_overlaps(s for s in finder(doc) if s.data_class.startswith(PERSONAL_PREFIX))
    results: list[str] = []
    i = 0
    for start, end in regions:
        pieces: list[str] = []
        cursor = start
        while i < len(spans) and spans[i].start < end:
            span = spans[i]
            s, e = max(span.start, start), min(span.end, end)
            if s < e and s >= cursor:
                pieces.append(doc[cursor:s])
                pieces.append(rmap.placeholder_for(span))
                cursor = e
            if span.end > end:
                break
            i += 1
        pieces.append(doc[cursor:end])
        results.append("".join(pieces))
    return results
