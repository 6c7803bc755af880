"""Every Bot in the Labyrinth tests is strict: a chart gap inside an event raises `BotError`
(bots/base.py) instead of being answered by a blind fallback."""

import pytest

from botkit.bot import ChartBot as Bot


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch):
    monkeypatch.setattr(Bot, "strict", True)
