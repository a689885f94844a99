"""Reads of an installed version. Versions are immutable, so each parse is cached per process."""

from __future__ import annotations

from functools import lru_cache

from catalog.models import SolutionVersion
from svaya.spec.models import TaskDescription


@lru_cache(maxsize=64)
def version_spec(version_id: int) -> TaskDescription:
    """The version's task description, parsed."""
    version = SolutionVersion.objects.only("spec").get(pk=version_id)
    return TaskDescription.model_validate(version.spec)


@lru_cache(maxsize=64)
def version_files(version_id: int) -> dict[str, str]:
    """The version's instruction files."""
    return SolutionVersion.objects.only("files").get(pk=version_id).files
