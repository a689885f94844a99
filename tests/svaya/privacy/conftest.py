from __future__ import annotations

import pytest

from svaya.privacy.names import NameDetector


@pytest.fixture(scope="session")
def name_detector() -> NameDetector:
    """natasha's models load once for the whole session (about a second)."""
    detector = NameDetector()
    detector.find("Иванов Иван Иванович")
    return detector
