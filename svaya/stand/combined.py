"""One process serving the synthetic model and the demo world side by side."""

from __future__ import annotations

from wsgiref.simple_server import make_server

from svaya.stand.server import KeepAliveHandler, ThreadingWSGIServer, make_app
from svaya.stand.transport import default_model
from svaya.stand.world import WORLD
from svaya.stand.world.server import with_world


def serve_combined(host: str, port: int) -> None:
    app = with_world(make_app(default_model()), WORLD)
    with make_server(
        host, port, app, server_class=ThreadingWSGIServer, handler_class=KeepAliveHandler
    ) as server:
        server.serve_forever(poll_interval=0.05)
