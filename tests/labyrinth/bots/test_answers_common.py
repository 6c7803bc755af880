"""Questions both Bots answer the same way by their routers."""

from __future__ import annotations

import pytest

from game.labyrinth.bots import make_bot
from game.labyrinth.decisions import Ask

from ..helpers import make_game, make_state


@pytest.mark.parametrize("side,tier", [("jihadist", "muddled"), ("us", "off_guard")])
def test_11_2_9_bots_move_a_marker_when_all_15_are_out(side, tier):
    bot = make_bot(side, tier)
    game = make_game(make_state())
    bot.attach(game)
    ask = Ask(side, "markers.move", "move one?", (True, False), "yesno")
    assert bot.decide(game, ask) is True
    assert bot.last_trace.path(f"{side}.answer")[-2:] == ["markers_move", "markers_move.yes"]
