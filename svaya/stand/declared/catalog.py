"""Finding and loading the stand files of the catalog's solutions."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import ValidationError

from svaya.spec.loader import load_yaml
from svaya.spec.stand import STAND_FILE, StandFile

ENV_VAR = "SVAYA_STAND_SOLUTIONS"
# A path, not an import: the stand reads the catalog's files and knows nothing of its app.
DEFAULT_SOLUTIONS = Path(__file__).resolve().parents[3] / "catalog" / "solutions"


class StandFileError(ValueError):
    """A stand file the stand cannot load; `manage.py check_solution` says more."""


def solutions_dir(environ: Mapping[str, str] = os.environ) -> Path:
    configured = environ.get(ENV_VAR, "").strip()
    return Path(configured) if configured else DEFAULT_SOLUTIONS


def load_stand(path: Path) -> StandFile:
    data, _ = load_yaml(path.read_text(encoding="utf-8"))
    try:
        return StandFile.model_validate(data or {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise StandFileError(
            f"{path}: {where}: {first['msg']} (run `python manage.py check_solution "
            f"{path.parent}` for every problem with its line)"
        ) from None


def load_stands(root: Path | None = None) -> dict[str, StandFile]:
    """Solution slug -> its stand file, for every solution folder that has one."""
    base = root if root is not None else solutions_dir()
    return {path.parent.name: load_stand(path) for path in sorted(base.glob(f"*/{STAND_FILE}"))}
