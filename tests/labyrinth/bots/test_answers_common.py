"""Questions both Bots answer the same way by their routers."""

from __future__ import annotations

import pytest

from botkit.protocol import Ask
from game.labyrinth.bots import make_bot

from ..helpers import make_game, make_state


@pytest.mark.parametrize("side,tier,own,other", [("jihadist", "muddled", "reaction", "awakening"),
                                                  ("us", "off_guard", "awakening", "reaction")])
def test_11_2_9_bots_move_only_their_own_kind_of_marker_when_all_15_are_out(side, tier, own, other):
    bot = make_bot(side, tier)
    game = make_game(make_state())
    bot.attach(game)
    ask = Ask(side, "markers.move", "move one?", (True, False), "yesno", info={"kind": own})
    assert bot.decide(game, ask) is True
    ask = Ask(side, "markers.move", "move one?", (True, False), "yesno", info={"kind": other})
    assert bot.decide(game, ask) is False
