"""Users and ledger rows for the admin tests."""

from __future__ import annotations

import factory
from django.contrib.auth import get_user_model
from django.utils import timezone

from runs.models import Attempt, LLMCall, Pass, Run, StepRun, ToolCall


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda u: f"{u.username}@example.test")
    password = factory.django.Password("not-a-real-password")


class RunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Run

    inputs = factory.LazyFunction(lambda: {"applicant_name": "Иванов Иван Иванович"})
    deadline = factory.LazyFunction(lambda: timezone.now() + timezone.timedelta(hours=1))


class StepRunFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = StepRun

    step_id = "fraud-check"
    kind = "agent"


class AttemptFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Attempt

    number = 1
    deadline = factory.LazyFunction(lambda: timezone.now() + timezone.timedelta(minutes=2))


class PassFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Pass

    outcome = "tool_calls"


class LLMCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = LLMCall

    seq = 0
    status = "finished"
    tier = "cheap"
    model = "stand-small"
    request = factory.LazyFunction(lambda: {"messages": []})
    tokens_in = 1200
    tokens_out = 80


class ToolCallFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ToolCall

    seq = 1
    tool = "bank.fraud_check"
    effect = "read"
    status = "finished"
    tries = 1
