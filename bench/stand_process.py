"""The stand as its own process for the benchmarks, with a counter of its own handling time.

    python bench/stand_process.py PORT

Serves the synthetic model (/v1/...) and the demo world (/world/v1/...) like
`manage.py run_stand`, and GET /bench/handling -> {"seconds": s, "requests": n}: the time spent
inside the stand's application (the model's and the world's own work), summed over requests.
A benchmark reads it before and after a measured stretch and takes the difference out, the same
way for Svaya and for the peer.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from wsgiref.simple_server import make_server

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from svaya.stand.server import KeepAliveHandler, ThreadingWSGIServer, make_app
from svaya.stand.transport import default_model
from svaya.stand.world import WORLD
from svaya.stand.world.server import with_world


def timed(app: Callable[..., Iterable[bytes]]) -> Callable[..., Iterable[bytes]]:
    lock = threading.Lock()
    spent = {"seconds": 0.0, "requests": 0}

    def wrapper(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["PATH_INFO"] == "/bench/handling":
            with lock:
                body = json.dumps(spent).encode()
            start_response("200 OK", [("Content-Type", "application/json")])
            return [body]
        started = time.perf_counter()
        body = b"".join(app(environ, start_response))
        with lock:
            spent["seconds"] += time.perf_counter() - started
            spent["requests"] += 1
        return [body]

    return wrapper


def main() -> None:
    port = int(sys.argv[1])
    app = timed(with_world(make_app(default_model()), WORLD))
    with make_server(
        "127.0.0.1", port, app, server_class=ThreadingWSGIServer, handler_class=KeepAliveHandler
    ) as server:
        print("ready", flush=True)
        server.serve_forever(poll_interval=0.05)


if __name__ == "__main__":
    main()
