"""Both Bots play complete games of every scenario with the invariant checks on; seeds replay exactly."""

from __future__ import annotations

import pytest

from game.labyrinth.matches import bot_game
from game.labyrinth.scenarios import scenario_ids
from game.labyrinth.state import JIHADIST, US

TIERS = [
    {JIHADIST: "muddled", US: "off_guard"},
    {JIHADIST: "virulent", US: "nomercy"},
    {JIHADIST: "potent", US: "adept"},
]


@pytest.mark.parametrize("scenario", scenario_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bots_finish_every_scenario_legally(scenario, seed):
    tiers = TIERS[seed % len(TIERS)]
    result, game = bot_game(scenario, seed, tiers, decks=1, max_turns=40, check_invariants=True)
    assert result.winner in ("us", "jihadist", "draw"), (result.winner, result.victory)
    assert game.state.phase == "over" and result.victory


@pytest.mark.parametrize("scenario", scenario_ids())
def test_the_same_seed_gives_the_same_game(scenario):
    tiers = {JIHADIST: "attractive", US: "competent"}
    first, game1 = bot_game(scenario, 11, tiers, decks=1, max_turns=40)
    second, game2 = bot_game(scenario, 11, tiers, decks=1, max_turns=40)
    assert first == second
    assert game1.state.to_dict() == game2.state.to_dict()
    assert [e.text for e in game1.log_entries] == [e.text for e in game2.log_entries]
