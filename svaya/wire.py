"""What the model gateway and the tool connectors share about talking HTTP through httpx."""

from __future__ import annotations

from functools import lru_cache

import httpx


@lru_cache(maxsize=1024)
def parsed_url(text: str) -> httpx.URL:
    """Parsed once: httpx parses a URL given as text at every request."""
    return httpx.URL(text)
