from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile("pnp", deadline=None, max_examples=60, derandomize=True)
settings.load_profile("pnp")


@pytest.fixture
def varied_scene():
    from scenes import varied_document

    return varied_document()
