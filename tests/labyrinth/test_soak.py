"""The standing guard: many complete games with the invariants on, spread over every scenario, 1-3
decks, the optional rules on and off and both Bots' tiers - and as many played at random by both
sides. Sized for CI (about 20-30 s); `bench/soak.py` runs the long version.

A failure names the game and the one command that replays it.
"""

from __future__ import annotations

import pytest

from game.labyrinth.definition import LABYRINTH
from game.labyrinth.matches import checked_bot_game, random_game, random_reproduction, soak_plan
from game.labyrinth.scenarios import scenario_ids

pytestmark = pytest.mark.slow

BOT_GAMES = 150
RANDOM_GAMES = 120


@pytest.mark.parametrize("scenario", scenario_ids())
def test_bot_vs_bot_games_keep_every_invariant(scenario):
    failures = []
    for game in (g for g in soak_plan(BOT_GAMES, seed=1000) if g.scenario == scenario):
        result, _, failure = checked_bot_game(game.scenario, game.seed, game.tiers, decks=game.decks,
                                              options=game.options or None, tracing=False)
        if failure is not None:
            failures.append(f"{failure.error}\n  reproduce: {failure.reproduction()}")
        else:
            assert result is not None and result.winner in ("us", "jihadist", "draw", "unfinished")
    assert failures == []


@pytest.mark.parametrize("scenario", scenario_ids())
def test_random_play_keeps_every_invariant(scenario):
    failures = []
    decisions = 0
    for game in (g for g in soak_plan(RANDOM_GAMES, seed=5000) if g.scenario == scenario):
        _, taken, failure = random_game(game.scenario, game.seed, decks=game.decks, options=game.options or None)
        decisions += taken
        if failure is not None:
            failures.append(f"{failure.error}\n  reproduce: {random_reproduction(failure)}")
    assert failures == []
    assert decisions > 0


def test_the_soak_plan_covers_every_scenario_deck_count_rule_set_and_tier():
    plan = soak_plan(BOT_GAMES, seed=1000)
    assert {g.scenario for g in plan} == set(scenario_ids())
    assert {g.decks for g in plan} == {None, 1, 2, 3}
    assert {tuple(g.options.get("rules", ())) for g in plan} >= {(), (1,), (2,), (3,), (1, 2, 3)}
    # EJ9: never optional rule 3 with a Bot that has its own levels
    assert not [g for g in plan if g.tiers["jihadist"].startswith("enhanced_") and 3 in g.options.get("rules", ())]
    assert len({g.tiers["jihadist"] for g in plan}) == 9 and len({g.tiers["us"] for g in plan}) == 6
    assert any(g.options.get("overtime") for g in plan)


def test_a_failure_is_reported_with_the_command_that_replays_it(monkeypatch):
    def broken(game, max_turns=None):
        raise ValueError("no Jihad in Nigeria")

    monkeypatch.setattr(LABYRINTH, "run", broken)
    result, _, failure = checked_bot_game("isil", 38081, {"jihadist": "muddled", "us": "off_guard"}, decks=2,
                                          options={"rules": [1, 2, 3]}, tracing=False)
    assert result is None and failure is not None
    assert failure.error == "ValueError: no Jihad in Nigeria"
    assert failure.reproduction() == ("botkit simulate --scenario isil --seed 38081 --bot jihadist=muddled "
                                      "--bot us=off_guard --decks 2 --rules 1,2,3 --check")
