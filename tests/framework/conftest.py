from __future__ import annotations

from pathlib import Path

import pytest

from botkit import Library

from .vocab import make_vocabulary

CHARTS = Path(__file__).parent / "charts"


@pytest.fixture
def vocab():
    return make_vocabulary()


@pytest.fixture
def library(vocab):
    return Library.load(CHARTS, vocab)


@pytest.fixture
def situation():
    return {
        "flags": {},
        "counters": {},
        "places": {
            "north": {"tags": ["safe"], "value": 2, "danger": 1},
            "south": {"tags": ["safe"], "value": 5, "danger": 3},
            "east": {"tags": [], "value": 5, "danger": 0},
            "west": {"tags": ["safe"], "value": 5, "danger": 3},
        },
    }
