"""The replacement map: one per agent loop, value ↔ placeholder, sealed at rest.

Every spelling of one value shares a normalised key, so "45 06 123456" and "4506123456" are one
`[PASSPORT_1]`, and "Иванов Иван Петрович" and "Иванову И.П." are one `[PERSON_1]`. The map is
persisted with the attempt (sealed with the installation's key), so a replayed attempt sees the
same placeholders as the original run.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cryptography.fernet import Fernet, InvalidToken

from svaya.privacy.classes import is_personal, placeholder_kind
from svaya.privacy.known import KnownValueDetector
from svaya.privacy.names import NameParts, nominative, parse_name
from svaya.privacy.spans import Detector, Span
from svaya.privacy.values import KnownValue, value_key

KEY_ENV = "SVAYA_PD_KEY"
FORMAT = 1


class PrivacyKeyError(RuntimeError):
    """The sealing key is missing or malformed, or does not open a sealed map."""


@dataclass(slots=True)
class Entry:
    placeholder: str
    data_class: str
    value: str
    keys: list[str]
    name: NameParts | None = None

    @property
    def key(self) -> str:
        return self.keys[0]

    def known_value(self) -> KnownValue:
        return KnownValue(self.value, self.data_class, self.key, self.name)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "placeholder": self.placeholder,
            "data_class": self.data_class,
            "value": self.value,
            "keys": self.keys,
        }
        if self.name is not None:
            data["name"] = self.name.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Entry:
        name = NameParts.from_json(data["name"]) if data.get("name") else None
        return cls(data["placeholder"], data["data_class"], data["value"], list(data["keys"]), name)


@dataclass(slots=True)
class CachedText:
    """A text already pseudonymized in this loop, and the map version it is current with."""

    output: str
    version: int
    # A JSON text's values as "label: value" lines, where values learnt later are looked for
    # (None: the output itself). Parsing the output again for that costs more than the search.
    doc: str | None = None


@dataclass
class ReplacementMap:
    entries: list[Entry] = field(default_factory=list)
    # Hashes of texts name recognition has already read; persisted, so a replay skips them.
    scanned: set[str] = field(default_factory=set)
    # Outputs of this process only (rebuilt cheaply after a replay, never persisted).
    cache: dict[str, CachedText] = field(default_factory=dict, repr=False)
    _by_key: dict[str, Entry] = field(default_factory=dict, repr=False)
    _by_placeholder: dict[str, Entry] = field(default_factory=dict, repr=False)
    # One item per change that alters what the map matches (new entry, widened name): the
    # entry's index. The version is the length of this log.
    _changes: list[int] = field(default_factory=list, repr=False)
    # Compiled matchers, each over the changes of a range of versions (start, end, detector): a
    # pass compiles what it added, merged with the smaller segments before it, so segment sizes
    # fall geometrically and there are only logarithmically many to scan.
    _segments: list[tuple[int, int, KnownValueDetector]] = field(default_factory=list, repr=False)
    _counts: dict[str, int] = field(default_factory=dict, repr=False)
    # Each entry's JSON and the state it was written from (key count, name): the map is sealed
    # after every pass that changes it, and most entries have not changed since the last time.
    _written: dict[int, tuple[int, NameParts | None, str]] = field(
        default_factory=dict, repr=False, compare=False
    )

    @property
    def version(self) -> int:
        return len(self._changes)

    def lookup(self, placeholder: str) -> Entry | None:
        return self._by_placeholder.get(placeholder)

    def add_known(self, value: str, data_class: str) -> str | None:
        """Register a typed input up front; non-personal classes are not replaced."""
        if not is_personal(data_class) or not value.strip():
            return None
        return self.placeholder_for(Span(0, len(value), value.strip(), data_class, "known"))

    def add_known_values(self, values: Iterable[KnownValue]) -> None:
        for item in values:
            if is_personal(item.data_class):
                self.placeholder_for(Span(0, 0, item.value, item.data_class, "known", item.key))

    def placeholder_for(self, span: Span) -> str:
        if not is_personal(span.data_class):
            raise ValueError(f"{span.data_class} is not a personal class; it is never replaced")
        key = span.key or value_key(span.data_class, span.value)
        entry = self._by_key.get(key)
        if entry is None and span.data_class == "pd.name":
            entry = self._same_person(span.value, key)
        if entry is None:
            entry = self._new_entry(span, key)
        return entry.placeholder

    def _same_person(self, value: str, key: str) -> Entry | None:
        parts = parse_name(value)
        for index, entry in enumerate(self.entries):
            if entry.name is not None and entry.name.compatible(parts):
                merged = entry.name.merged(parts)
                if merged != entry.name:
                    entry.name = merged
                    self._changes.append(index)
                entry.keys.append(key)
                self._by_key[key] = entry
                return entry
        return None

    def _new_entry(self, span: Span, key: str) -> Entry:
        kind = placeholder_kind(span.data_class, span.value)
        number = self._counts.get(kind, 0) + 1
        value, name = span.value, None
        if span.data_class == "pd.name":
            name = parse_name(value)
            # A typed input is kept as given; a name found in text may be in any case, and it is
            # the nominative that a customer system expects back.
            value = value if span.source == "known" else nominative(value)
        entry = Entry(f"[{kind}_{number}]", span.data_class, value, [key], name)
        self._register(entry)
        self._changes.append(len(self.entries) - 1)
        return entry

    def _register(self, entry: Entry) -> None:
        kind, number = entry.placeholder[1:-1].rsplit("_", 1)
        self._counts[kind] = max(self._counts.get(kind, 0), int(number))
        self.entries.append(entry)
        self._by_placeholder[entry.placeholder] = entry
        for key in entry.keys:
            self._by_key[key] = entry

    def matcher(self, since: int = 0) -> Detector:
        """A detector of every value changed after version `since` (all values for 0); it may
        also find values changed before, which is harmless."""
        begin = self._segments[-1][1] if self._segments else 0
        if begin < self.version:
            while self._segments and self._segments[-1][1] - self._segments[-1][0] <= 2 * (
                self.version - begin
            ):
                begin = self._segments.pop()[0]
            self._segments.append((begin, self.version, self._detector(self._changes[begin:])))
        parts = [detector for _, end, detector in self._segments if end > since]
        return parts[0] if len(parts) == 1 else _Union(parts)

    def _detector(self, changes: list[int]) -> KnownValueDetector:
        return KnownValueDetector(self.entries[i].known_value() for i in sorted(set(changes)))

    def to_json(self) -> str:
        """What json.dumps of {"format", "entries", "scanned"} gives, from the entries' cached
        JSON."""
        entries = ",".join(self._entry_json(index) for index in range(len(self.entries)))
        scanned = _dumps(sorted(self.scanned))
        return f'{{"format":{FORMAT},"entries":[{entries}],"scanned":{scanned}}}'

    def _entry_json(self, index: int) -> str:
        entry = self.entries[index]
        written = self._written.get(index)
        if written is None or written[0] != len(entry.keys) or written[1] is not entry.name:
            written = (len(entry.keys), entry.name, _dumps(entry.to_json()))
            self._written[index] = written
        return written[2]

    @classmethod
    def from_json(cls, text: str) -> ReplacementMap:
        data = json.loads(text)
        if data.get("format") != FORMAT:
            raise ValueError(f"replacement map format {data.get('format')!r}, expected {FORMAT}")
        rmap = cls(scanned=set(data.get("scanned", ())))
        for item in data["entries"]:
            rmap._register(Entry.from_json(item))
            rmap._changes.append(len(rmap.entries) - 1)
        return rmap


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class _Union:
    def __init__(self, parts: list[Detector]) -> None:
        self.parts = parts

    def find(self, text: str) -> list[Span]:
        return [span for part in self.parts for span in part.find(text)]


def generate_key() -> bytes:
    """A new sealing key, to be stored in the environment as SVAYA_PD_KEY."""
    return Fernet.generate_key()


def key_from_env(environ: Mapping[str, str] | None = None) -> bytes:
    env = os.environ if environ is None else environ
    raw = env.get(KEY_ENV, "").strip()
    hint = (
        'generate one with `python -c "from svaya.privacy import generate_key; '
        f'print(generate_key().decode())"` and set it in the environment as {KEY_ENV}'
    )
    if not raw:
        raise PrivacyKeyError(f"{KEY_ENV} is not set: replacement maps cannot be sealed; {hint}")
    try:
        Fernet(raw.encode())
    except ValueError as exc:
        raise PrivacyKeyError(
            f"{KEY_ENV} is not a valid key (expected 32 url-safe base64-encoded bytes): {hint}"
        ) from exc
    return raw.encode()


def seal(rmap: ReplacementMap, key: bytes) -> bytes:
    return Fernet(key).encrypt(rmap.to_json().encode("utf-8"))


def unseal(blob: bytes, key: bytes) -> ReplacementMap:
    try:
        plain = Fernet(key).decrypt(blob)
    except InvalidToken as exc:
        raise PrivacyKeyError(
            f"the sealed replacement map does not open with this key: was {KEY_ENV} rotated, "
            "or is the stored blob damaged?"
        ) from exc
    return ReplacementMap.from_json(plain.decode("utf-8"))
