"""Engine tests wire the engine themselves, as an app would: the stand serves the
inprocess://stand and inprocess://world URLs (the defaults of the gateway and connectors)."""

from __future__ import annotations

from svaya.stand.inprocess import register_stand_transports

register_stand_transports()
