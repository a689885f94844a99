"""The engine's privacy gate over svaya.privacy: one replacement map per attempt."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from svaya.privacy import Pseudonymizer, ReplacementMap, reverse_substitute, seal, unseal


@lru_cache(maxsize=2)
def shared_pseudonymizer(use_names: bool = True) -> Pseudonymizer:
    """Detectors (and the name recognizer's model) load once per process."""
    return Pseudonymizer(use_names=use_names)


class MapGate:
    def __init__(self, pseudonymizer: Pseudonymizer, rmap: ReplacementMap, key: bytes) -> None:
        self.pseudonymizer, self.rmap, self.key = pseudonymizer, rmap, key
        self._sealed: bytes | None = None
        self._sealed_version = -1

    @classmethod
    def open(
        cls,
        *,
        known: Iterable[tuple[str, str]],
        sealed: bytes | None,
        key: bytes,
        use_names: bool = True,
    ) -> MapGate:
        """A replayed attempt reopens its persisted map, so placeholders stay what they were."""
        rmap = unseal(sealed, key) if sealed else ReplacementMap()
        for value, data_class in known:
            rmap.add_known(value, data_class)
        gate = cls(shared_pseudonymizer(use_names), rmap, key)
        if sealed:
            gate._sealed, gate._sealed_version = sealed, rmap.version
        return gate

    def outbound(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return self.pseudonymizer.apply(messages, self.rmap)

    def inbound(self, value: Any, schema: dict[str, Any] | None) -> tuple[Any, set[str]]:
        return reverse_substitute(value, self.rmap, schema)

    def restore(self, value: Any) -> Any:
        return reverse_substitute(value, self.rmap)[0]

    def sealed(self) -> bytes | None:
        if self._sealed_version != self.rmap.version:
            self._sealed, self._sealed_version = seal(self.rmap, self.key), self.rmap.version
        return self._sealed
