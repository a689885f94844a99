"""A stand served over loopback HTTP for the duration of a test."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from wsgiref.simple_server import WSGIServer

from svaya.stand.model import SyntheticModel
from svaya.stand.server import serve


@contextmanager
def running_stand(model: SyntheticModel) -> Iterator[str]:
    """Yield the root URL (http://127.0.0.1:PORT) of `serve` running on a free port."""
    ready: queue.Queue[WSGIServer] = queue.Queue()
    thread = threading.Thread(
        target=serve,
        kwargs={"host": "127.0.0.1", "port": 0, "model": model, "on_ready": ready.put},
        daemon=True,
    )
    thread.start()
    server = ready.get(timeout=5)
    host, port = server.server_address[:2]
    try:
        yield f"http://{host}:{port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
