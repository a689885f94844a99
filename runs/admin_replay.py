"""Replays in admin: a replay's comparison with the run it replays, and «Воспроизвести на
версии…» (an action on the runs list and a button on a run's page).

The comparison shows recorded verdicts and tool arguments, so it is for whoever may view all
runs (`runs.view_run`), like a run's inputs. Replaying writes a run: it needs `runs.add_run`
as well. The work is done by runs.replay and runs.compare; these views only ask and show.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from journal.admin_helpers import EMPTY, pretty_json
from journal.russian import roubles
from runs.access import may_view_all_runs
from runs.compare import BOTH, CHANGED, ONLY_A, ONLY_B, SAME, comparison_for
from runs.labels import EFFECT_LABELS, outcome_label
from runs.models import CallStatus, Run, RunStatus, StepStatus
from runs.replay import ReplayRefused, replay_run, replay_target

VERDICT_LABELS = {
    "same_end": gettext_lazy("тот же конец"),
    "changed_end": gettext_lazy("конец изменился"),
    "stopped": gettext_lazy("остановлен: запрос изменился"),
}


def may_replay(user: Any) -> bool:
    return may_view_all_runs(user) and user.has_perm("runs.add_run")


class ReplayForm(forms.Form):
    on_version = forms.IntegerField(
        label=gettext_lazy("Номер версии"),
        min_value=1,
        required=False,
        help_text=gettext_lazy("Пусто — версия самого прогона."),
    )
    allow_calls = forms.BooleanField(
        label=gettext_lazy("Спрашивать модель стенда, где запрос изменился (вызовы считаются)"),
        required=False,
    )


class RunReplayAdmin(admin.ModelAdmin):
    """Mixed into RunAdmin (runs/admin.py): the replay's views, action and fields."""

    replay_fields = ("replay_summary", "replay_actions")

    def _url_name(self, view: str) -> str:
        return f"{self.opts.app_label}_{self.opts.model_name}_{view}"

    def get_urls(self) -> list[Any]:
        own = [
            path(
                "<int:pk>/compare/",
                self.admin_site.admin_view(self.compare_view),
                name=self._url_name("compare"),
            ),
            path(
                "<int:pk>/replay/",
                self.admin_site.admin_view(self.replay_view),
                name=self._url_name("replay"),
            ),
        ]
        return own + super().get_urls()

    def get_list_display(self, request: HttpRequest) -> Any:
        return (*super().get_list_display(request), "replay_mark")

    @admin.display(description=gettext_lazy("воспроизведение"))
    def replay_mark(self, obj: Run) -> str:
        """A replay is never real work: the list says so on its row."""
        if obj.replay_of_id is None:
            return ""
        return _("↺ прогона №%(run)s") % {"run": obj.replay_of_id}

    def get_fieldsets(self, request: HttpRequest, obj: Any = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if may_replay(request.user):
            return fieldsets
        hidden = {"replay_actions"}
        return [
            (title, {**group, "fields": tuple(f for f in group["fields"] if f not in hidden)})
            for title, group in fieldsets
        ]

    def has_replay_permission(self, request: HttpRequest) -> bool:
        return may_replay(request.user)

    # -- the comparison ------------------------------------------------------------------------
    def compare_view(self, request: HttpRequest, pk: int) -> HttpResponse:
        if not may_view_all_runs(request.user):
            raise PermissionDenied
        replay = Run.objects.select_related("version__solution", "replay_of__version").filter(
            pk=pk, replay_of__isnull=False
        )
        run = replay.first()
        if run is None or run.replay_of is None:
            raise Http404(_("Прогон №%(run)s не воспроизводит другой прогон.") % {"run": pk})
        comparison = comparison_for(request.user, run.replay_of, run)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": _("Прогон №%(b)s (версия %(vb)s) против прогона №%(a)s (версия %(va)s)")
            % {
                "a": run.replay_of_id,
                "va": run.replay_of.version.number,
                "b": run.pk,
                "vb": run.version.number,
            },
            "run": run,
            "original": run.replay_of,
            "comparison": shown_comparison(comparison),
            "summary": run.replay or {},
            "verdict_label": VERDICT_LABELS.get((run.replay or {}).get("verdict", ""), ""),
        }
        return TemplateResponse(request, "admin/runs/compare.html", context)

    # -- replaying -----------------------------------------------------------------------------
    def replay_view(self, request: HttpRequest, pk: int) -> HttpResponse:
        """One run: the form, and on POST the replay (then its comparison)."""
        if not self.has_replay_permission(request):
            raise PermissionDenied
        run = Run.objects.select_related("version__solution").filter(pk=pk).first()
        if run is None:
            raise Http404(_("Прогона №%(run)s нет.") % {"run": pk})
        form = ReplayForm(request.POST if request.method == "POST" else None)
        if form.is_bound and form.is_valid():
            done = self._replay(request, [run.pk], form)
            if done:
                return HttpResponseRedirect(self._compare_url(done[0].pk))
        return self._replay_page(request, [run], form)

    @admin.action(description=gettext_lazy("Воспроизвести на версии…"), permissions=["replay"])
    def replay_selected(self, request: HttpRequest, queryset: QuerySet[Run]) -> Any:
        runs = list(queryset.select_related("version__solution"))
        form = ReplayForm(request.POST if "apply" in request.POST else None)
        if form.is_bound and form.is_valid():
            self._replay(request, [r.pk for r in runs], form)
            return None  # back to the list, the messages say what was done
        return self._replay_page(request, runs, form, action=True)

    def _replay(self, request: HttpRequest, run_ids: list[int], form: ReplayForm) -> list[Run]:
        """Each run replayed; a refusal is said on the form's field and in a message."""
        done = []
        for run_id in run_ids:
            try:
                original, version = replay_target(
                    run_id=run_id, on_version=form.cleaned_data["on_version"]
                )
                replay = replay_run(
                    original=original,
                    version=version,
                    allow_calls=form.cleaned_data["allow_calls"],
                )
            except ReplayRefused as refused:
                message = _("Прогон №%(run)s: %(why)s") % {"run": run_id, "why": refused.message}
                form.add_error("on_version" if refused.field == "on_version" else None, message)
                messages.error(request, message)
                continue
            done.append(replay)
            verdict = VERDICT_LABELS.get((replay.replay or {}).get("verdict", ""), "")
            messages.success(
                request,
                format_html(
                    '{} <a href="{}">{}</a>',
                    _("Прогон №%(run)s воспроизведен на версии %(n)s: %(verdict)s.")
                    % {"run": run_id, "n": version.number, "verdict": verdict},
                    self._compare_url(replay.pk),
                    _("сравнение"),
                ),
            )
        return done

    def _replay_page(
        self, request: HttpRequest, runs: list[Run], form: ReplayForm, action: bool = False
    ) -> HttpResponse:
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": _("Воспроизвести на версии"),
            "runs": runs,
            "form": form,
            "action": action,
            "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
        }
        return TemplateResponse(request, "admin/runs/replay.html", context)

    def _compare_url(self, pk: int) -> str:
        return reverse(f"admin:{self._url_name('compare')}", args=[pk])

    # -- the run page's fields -----------------------------------------------------------------
    @admin.display(description=gettext_lazy("воспроизведение"))
    def replay_summary(self, obj: Run) -> SafeString | str:
        if obj.replay_of_id is None:
            return EMPTY
        verdict = VERDICT_LABELS.get((obj.replay or {}).get("verdict", ""), "")
        return format_html(
            '{} <a href="{}">№{}</a> · {} · <a href="{}">{}</a>',
            _("воспроизводит прогон"),
            reverse(f"admin:{self._url_name('change')}", args=[obj.replay_of_id]),
            obj.replay_of_id,
            verdict or EMPTY,
            self._compare_url(obj.pk),
            _("сравнение с исходным прогоном"),
        )

    @admin.display(description=gettext_lazy("воспроизвести"))
    def replay_actions(self, obj: Run) -> SafeString | str:
        if obj.replay_of_id is not None:
            return EMPTY
        url = reverse(f"admin:{self._url_name('replay')}", args=[obj.pk])
        return format_html('<a class="button" href="{}">{}</a>', url, _("Воспроизвести на версии…"))


# -- the comparison in words ----------------------------------------------------------------------
PRESENCE_LABELS = {
    BOTH: gettext_lazy("в обоих"),
    ONLY_A: gettext_lazy("только в исходном"),
    ONLY_B: gettext_lazy("только в воспроизведении"),
}
STATE_LABELS = {
    SAME: gettext_lazy("то же"),
    CHANGED: gettext_lazy("изменилось"),
    ONLY_A: gettext_lazy("только в исходном"),
    ONLY_B: gettext_lazy("только в воспроизведении"),
}


def end_words(end: dict[str, str]) -> str:
    """A run's end (runs.replay.run_end) in words: status, step and outcome or waiting point."""
    status = str(dict(RunStatus.choices).get(end.get("status", ""), end.get("status", "")))
    parts = [status]
    if end.get("step"):
        parts.append(_("на шаге «%(step)s»") % {"step": end["step"]})
    outcome = end.get("outcome", "")
    if outcome and end.get("status") == RunStatus.WAITING:
        parts.append(_("в точке «%(point)s»") % {"point": outcome})
    elif outcome:
        parts.append(f"— {outcome_label(outcome)}")
    return " ".join(parts)


def shown_comparison(comparison: dict[str, Any]) -> dict[str, Any]:
    """runs.compare's data with the labels the admin page shows (codes never shown bare)."""
    statuses = dict(StepStatus.choices)
    steps = []
    for step in comparison["steps"]:
        steps.append(
            {
                **step,
                "presence_label": PRESENCE_LABELS[step["presence"]],
                "status_a_label": statuses.get(step["status_a"], EMPTY),
                "status_b_label": statuses.get(step["status_b"], EMPTY),
                "fields": [
                    {
                        **f,
                        "state_label": STATE_LABELS[f["state"]],
                        "a_shown": _value(f["a"], f["state"] != ONLY_B),
                        "b_shown": _value(f["b"], f["state"] != ONLY_A),
                    }
                    for f in step["fields"]
                ],
                "tools": [_tool_shown(t) for t in step["tools"]],
            }
        )
    calls = {
        side: {**c, "cost_shown": roubles(c["cost"])} for side, c in comparison["calls"].items()
    }
    outcome = comparison["outcome"]
    return {
        **comparison,
        "steps": steps,
        "calls": calls,
        "outcome": {
            **outcome,
            "a_words": end_words(outcome["a"]),
            "b_words": end_words(outcome["b"]),
        },
    }


def _value(value: Any, present: bool) -> SafeString | str:
    if not present:
        return EMPTY
    if isinstance(value, dict | list):
        return pretty_json(value)
    return str(value)


def _tool_shown(pair: dict[str, Any]) -> dict[str, Any]:
    def side(call: dict[str, Any] | None) -> dict[str, Any] | None:
        if call is None:
            return None
        status = dict(CallStatus.choices).get(call["status"], call["status"])
        return {
            **call,
            "effect_label": EFFECT_LABELS.get(call["effect"], call["effect"]),
            "status_label": _("не отправлена (записал бы)") if call["would_write"] else status,
            "args_shown": pretty_json(call["args"]),
        }

    return {
        **pair,
        "state_label": STATE_LABELS[pair["state"]],
        "a": side(pair["a"]),
        "b": side(pair["b"]),
    }
