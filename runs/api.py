"""Runs API: one view per operation, nested Input/Output serializers, services do the work."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog.models import Solution
from runs.masking import Masker, sees_personal
from runs.models import Run
from runs.services import InputError, run_start
from runs.tree import run_tree


class CanStartRuns(IsAuthenticated):
    def has_permission(self, request: Request, view: Any) -> bool:
        return super().has_permission(request, view) and request.user.has_perm("runs.add_run")


class CanViewRuns(IsAuthenticated):
    def has_permission(self, request: Request, view: Any) -> bool:
        return super().has_permission(request, view) and request.user.has_perm("runs.view_run")


class RunStartApi(APIView):
    permission_classes = [CanStartRuns]

    class Input(serializers.Serializer):
        solution = serializers.SlugField()
        inputs = serializers.JSONField()
        role = serializers.CharField(required=False, allow_blank=False)

    class Output(serializers.Serializer):
        id = serializers.IntegerField()
        status = serializers.CharField()
        page = serializers.SerializerMethodField(
            help_text="The run's live page, behind an unguessable token: share it with care."
        )

        def get_page(self, run: Run) -> str:
            # Named, not imported: the page is the showcase's, which sits above runs.
            return self.context["request"].build_absolute_uri(
                reverse("showcase:live", kwargs={"token": run.token})
            )

    @extend_schema(request=Input, responses={201: Output})
    def post(self, request: Request) -> Response:
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        solution = Solution.objects.filter(slug=data.validated_data["solution"]).first()
        if solution is None:
            raise serializers.ValidationError({"solution": ["Неизвестное техническое решение."]})
        try:
            run = run_start(
                solution=solution,
                inputs=data.validated_data["inputs"],
                role=data.validated_data.get("role"),
                user=request.user,
            )
        except InputError as exc:
            field = "role" if exc.path == "role" else f"inputs/{exc.path}"
            errors: dict[str, Any] = {field: [exc.message]}
            if exc.missing:
                errors["missing_rights"] = exc.missing
            raise serializers.ValidationError(errors) from None
        output = self.Output(run, context={"request": request})
        return Response(output.data, status=status.HTTP_201_CREATED)


class RunDetailApi(APIView):
    permission_classes = [CanViewRuns]

    @extend_schema(responses={200: dict})
    def get(self, request: Request, run_id: int) -> Response:
        run = Run.objects.select_related("version__solution").filter(pk=run_id).first()
        if run is None:
            raise NotFound()
        # Personal values only for a reader with the permission, as on a controller's pages.
        masker = Masker(run, clear=sees_personal(request.user))
        return Response(run_tree(run, masker))
