"""Comparison over the API: GET /api/runs/<id>/compare/ answers `runs.compare.compare_runs`.

Without a query the run must be a replay: it is compared with the run it replays (`a` the
recorded run, `b` the replay). With `?with=<run id>` it is compared with that run of the same
solution (`a` the other run, `b` this one). Reading it needs what reading runs needs
(`runs.view_run`); verdict values and tool arguments carry personal values in the clear only
for a user with the personal-values permission (runs/masking.py), placeholders otherwise.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from runs.api import CanViewRuns
from runs.compare import comparison_for
from runs.models import Run


class RunRefOutput(serializers.Serializer):
    run = serializers.IntegerField()
    version = serializers.IntegerField()
    replay_of = serializers.IntegerField(allow_null=True, help_text="The run it replays, if any.")
    status = serializers.CharField()
    outcome = serializers.CharField(allow_blank=True)


class EndOutput(serializers.Serializer):
    status = serializers.CharField()
    step = serializers.CharField(allow_blank=True)
    outcome = serializers.CharField(
        allow_blank=True, help_text="The outcome code, or the point a waiting run waits at."
    )


class FieldOutput(serializers.Serializer):
    field = serializers.CharField(allow_blank=True, help_text="Dotted name in the step's output.")
    state = serializers.ChoiceField(choices=["same", "changed", "only_a", "only_b"])
    a = serializers.JSONField(allow_null=True)
    b = serializers.JSONField(allow_null=True)


class ToolOutput(serializers.Serializer):
    tool = serializers.CharField()
    effect = serializers.CharField()
    args = serializers.JSONField()
    status = serializers.CharField()
    would_write = serializers.BooleanField(help_text="A replay's write: kept, never sent.")


class ToolPairOutput(serializers.Serializer):
    state = serializers.ChoiceField(choices=["same", "changed", "only_a", "only_b"])
    a = ToolOutput(allow_null=True)
    b = ToolOutput(allow_null=True)


class StepOutput(serializers.Serializer):
    step = serializers.CharField()
    kind = serializers.CharField(allow_blank=True)
    presence = serializers.ChoiceField(choices=["both", "only_a", "only_b"])
    status_a = serializers.CharField(allow_blank=True)
    status_b = serializers.CharField(allow_blank=True)
    branch_a = serializers.CharField(allow_blank=True, help_text="A branch step's target.")
    branch_b = serializers.CharField(allow_blank=True)
    fields = FieldOutput(many=True, help_text="The step's output, field by field.")
    tools = ToolPairOutput(many=True, help_text="The step's tool calls, paired in order.")
    same = serializers.BooleanField()


class PathOutput(serializers.Serializer):
    a = serializers.ListField(child=serializers.CharField())
    b = serializers.ListField(child=serializers.CharField())
    same = serializers.BooleanField()


class OutcomeOutput(serializers.Serializer):
    a = EndOutput()
    b = EndOutput()
    same = serializers.BooleanField()


class CallsOutput(serializers.Serializer):
    llm_calls = serializers.IntegerField()
    paid = serializers.IntegerField()
    reapplied = serializers.IntegerField(help_text="Recorded answers re-applied: not paid.")
    tool_calls = serializers.IntegerField()
    would_write = serializers.IntegerField()
    cost = serializers.DecimalField(max_digits=20, decimal_places=8, help_text="Roubles.")


class CallsPairOutput(serializers.Serializer):
    a = CallsOutput()
    b = CallsOutput()


class CompareOutput(serializers.Serializer):
    a = RunRefOutput(help_text="The earlier run: the recorded one, or `with`.")
    b = RunRefOutput(help_text="The run asked about.")
    path = PathOutput()
    steps = StepOutput(many=True)
    outcome = OutcomeOutput()
    calls = CallsPairOutput()
    same = serializers.BooleanField()
    masked = serializers.BooleanField(
        help_text="Personal values are placeholders (no personal-values permission)."
    )

    class Meta:
        ref_name = "RunComparison"


MAX_ID = 2**63 - 1  # a larger number names no run (and no database takes it as an id)


class RunCompareApi(APIView):
    permission_classes = [CanViewRuns]

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "with",
                OpenApiTypes.INT,
                required=False,
                description="Another run of the same solution; absent: the run this replay "
                "replays.",
            )
        ],
        responses={
            200: CompareOutput,
            400: OpenApiResponse(
                description="`with` is not a run number, names the run itself, a run of another "
                "solution or no run; or, without `with`, the run is not a replay."
            ),
            404: OpenApiResponse(description="No such run."),
        },
        description="Compare two runs: the path, the verdicts field by field, the tool calls, "
        "the outcome, the calls and cost.",
    )
    def get(self, request: Request, run_id: int) -> Response:
        run = Run.objects.select_related("version").filter(pk=run_id).first()
        if run is None:
            raise NotFound(_("Прогона №%(run)s нет.") % {"run": run_id})
        other = _other(run, request.query_params.get("with"))
        return Response(CompareOutput(comparison_for(request.user, other, run)).data)


def _other(run: Run, raw: str | None) -> Run:
    """The run to compare with: `with`, or the run this replay replays."""
    if raw is None:
        if run.replay_of_id is None:
            raise serializers.ValidationError(
                {
                    "with": [
                        _(
                            "Прогон №%(run)s не воспроизведение: укажите with — номер прогона "
                            "того же решения, с которым сравнить."
                        )
                        % {"run": run.pk}
                    ]
                }
            )
        return Run.objects.select_related("version").get(pk=run.replay_of_id)
    if not (raw.isascii() and raw.isdigit()):
        raise serializers.ValidationError(
            {"with": [_("Номер прогона — целое число, а не «%(raw)s».") % {"raw": raw}]}
        )
    runs = Run.objects.select_related("version")
    other = runs.filter(pk=int(raw)).first() if int(raw) <= MAX_ID else None
    if other is None:
        raise serializers.ValidationError({"with": [_("Прогона №%(run)s нет.") % {"run": raw}]})
    if other.pk == run.pk:
        raise serializers.ValidationError(
            {"with": [_("Прогон сравнивают с другим прогоном, а не с самим собой.")]}
        )
    if other.version.solution_id != run.version.solution_id:
        raise serializers.ValidationError(
            {
                "with": [
                    _("Прогон №%(other)s относится к другому решению, чем прогон №%(run)s.")
                    % {"other": other.pk, "run": run.pk}
                ]
            }
        )
    return other
