from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _

from svaya.stand.inprocess import register_stand_transports
from svaya.stand.persona import play_person


class RunsConfig(AppConfig):
    name = "runs"
    verbose_name = _("Исполнение")

    def ready(self) -> None:
        # runs wires the engine: the stand serves inprocess://stand and inprocess://world
        # (the embedded default's model and world); the engine itself never imports it.
        register_stand_transports()
        # catalog replays a version's recorded samples on the next one through runs
        from catalog.services import regression_register
        from runs.replay import regression_report

        regression_register(regression_report)
        # A recorded conversation's person is the sample's synthetic persona (persona.yaml).
        from runs.conversations import person_player_register

        person_player_register(play_person)
