"""Twilight Struggle games for the web tests. A test that needs a question to come for certain has the
player's opponent answered by a stand-in instead of the Bot: the first legal option, every time (`stand_in_bots`). The games are
brought to the questions a test needs by scripts of answers, so each question is certain to come."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Session
from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.state import US

# seed 1, the US: the set-up's influence, the headline (Blockade: a 3-Ops card discarded), then Vietnam Revolts
# played for its 2 Ops, the USSR's event first - to the question of how the Ops are used
TO_THE_OPS = [[("west_germany", 4), ("italy", 3)], 5, 14, 9, "ops", "before"]
COUP_TARGETS = ["austria", "finland", "east_germany", "syria", "iraq", "vietnam", "north_korea"]


class StandIn(FirstOptionDecider):
    """The side no player takes: the first legal answer (as a Bot, it attaches to nothing)."""

    def attach(self, game: Any) -> None:
        return None


@pytest.fixture
def stand_in_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Twilight Struggle game of the test has the stand-in for the side the player does not take."""
    monkeypatch.setattr(TWILIGHT_STRUGGLE, "make_bot", lambda side, config: StandIn())


def prepared(folder: Path, name: str, steps: list[Any], *, human: str = US, seed: int = 1) -> str:
    """A Twilight Struggle game saved in `folder` as `name`, the player's answers `steps` given; its address."""
    folder.mkdir(parents=True, exist_ok=True)
    session = Session(GameConfig(game="twilight_struggle", scenario="standard", human=human, seed=seed),
                      save_path=folder / f"{name}.json")
    session.current_question()
    for step in steps:
        session.answer(step)
    session.save()
    return f"/games/{name}"
