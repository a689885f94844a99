"""Replay over the API: POST /api/runs/<id>/replay/ replays a run on a version of its solution
with the recorded answers (runs.replay) and answers with the replay's summary.

It writes a run, so it needs what starting one needs (`runs.add_run`) and what seeing the run
needs (`runs.view_run`): the replay's answer names the recorded run's steps and writes.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from runs.api import CanStartRuns, CanViewRuns
from runs.replay import ReplayRefused, replay_run, replay_target


class RunReplayApi(APIView):
    permission_classes = [CanStartRuns, CanViewRuns]

    class ReplayInput(serializers.Serializer):
        on_version = serializers.IntegerField(
            required=False,
            allow_null=True,
            min_value=1,
            help_text="A version number of the run's own solution; absent: the run's version.",
        )
        allow_calls = serializers.BooleanField(
            default=False,
            help_text="Where the request differs, ask the stand's model (the call is counted) "
            "instead of stopping at that step.",
        )

    class ReplayOutput(serializers.Serializer):
        id = serializers.IntegerField(help_text="The replay: a run of its own.")
        replay_of = serializers.IntegerField(source="replay_of_id")
        version = serializers.IntegerField(source="version.number")
        status = serializers.CharField()
        verdict = serializers.SerializerMethodField(
            help_text="same_end, changed_end, or stopped (at a changed request)."
        )
        summary = serializers.JSONField(
            source="replay",
            help_text="The stored summary: ends, would-write effects, calls made, the stop.",
        )

        def get_verdict(self, run: Any) -> str:
            return str((run.replay or {}).get("verdict", ""))

    @extend_schema(
        request=ReplayInput,
        responses={
            201: ReplayOutput,
            400: OpenApiResponse(description="Unknown version, or a run that is a replay."),
            404: OpenApiResponse(description="No such run."),
        },
        description="Replay a run on a version of its solution with the recorded answers: no "
        "model call is paid, no system is called, no write is sent.",
    )
    def post(self, request: Request, run_id: int) -> Response:
        data = self.ReplayInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            original, version = replay_target(
                run_id=run_id, on_version=data.validated_data.get("on_version")
            )
            replay = replay_run(
                original=original,
                version=version,
                allow_calls=data.validated_data["allow_calls"],
            )
        except ReplayRefused as refused:
            if refused.missing:
                raise NotFound(refused.message) from None
            raise serializers.ValidationError({refused.field: [refused.message]}) from None
        return Response(self.ReplayOutput(replay).data, status=status.HTTP_201_CREATED)
