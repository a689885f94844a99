from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class HandoffsConfig(AppConfig):
    name = "handoffs"
    verbose_name = _("Контролеры")

    def ready(self) -> None:
        # runs and catalog sit below handoffs and never import it: they declare what they need
        # (a record for each wait, a queue for each declared point) and handoffs provides it.
        from catalog.services import point_queues_register
        from handoffs import services
        from handoffs.selectors import member_of_runs_queue
        from runs.access import run_viewers_register
        from runs.waits import wait_records_register

        wait_records_register(services)
        point_queues_register(services.queue_for)
        run_viewers_register(member_of_runs_queue)
