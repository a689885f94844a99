"""The promise a bank is given: no stored LLM request carries a personal value of its run.

Every stored request is the one that left the installation. `personal_values_sent()` lists
the personal input values (x-data-class pd.*) found in any request stored for their run;
the suite's teardown hook calls it after every database test, so every test run is scanned.
"""

from __future__ import annotations

import json

from runs.models import LLMCall


def personal_values_sent() -> list[str]:
    found = []
    calls = LLMCall.objects.select_related("attempt__step_run__run__version").only(
        "id", "request", "attempt__step_run__run__inputs", "attempt__step_run__run__version__spec"
    )
    for call in calls:
        run = call.attempt.step_run.run
        classes = run.version.spec.get("inputs", {}).get("properties", {})
        sent = json.dumps(call.request, ensure_ascii=False)
        for name, value in run.inputs.items():
            personal = classes.get(name, {}).get("x-data-class", "").startswith("pd.")
            if personal and isinstance(value, str) and value and value in sent:
                found.append(f"run {run.pk} call {call.pk}: {name}")
    return found
