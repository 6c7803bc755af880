"""Random legal play (RandomDecider on both sides) to the end of the game, with the invariants checked
after every card, across the scenarios and options; and the same seed replays the same game.

The always-run version plays a few games of each kind; the ``slow`` version plays many.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from botkit.protocol import RandomDecider
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import US, USSR
from game.twilight_struggle.turn import run_game

KINDS = {
    "standard": ("standard", {}),
    "optional_cards": ("standard", {"optional_cards": True, "tournament": True}),
    "chinese_civil_war": ("standard", {"chinese_civil_war": True, "bid": {"side": US, "influence": 2}}),
    "optional_rules": ("standard", {"realign_ignores_defcon": True, "realign_no_self_loss": True,
                                    "mixed_influence_realign": True, "space_may_skip_roll": True,
                                    "optional_cards": True}),
    "late_war": ("late_war", {}),
    "late_war_optional": ("late_war", {"optional_cards": True}),
}


class CountingDecider(RandomDecider):
    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.decisions = 0

    def decide(self, game, ask):
        self.decisions += 1
        return super().decide(game, ask)


@dataclass
class Played:
    winner: str
    reason: str
    decisions: int
    turn: int
    log: list[str]


def play(kind: str, seed: int) -> Played:
    scenario, options = KINDS[kind]
    deciders = {US: CountingDecider(seed), USSR: CountingDecider(seed + 10_000)}
    game = start_game(scenario, seed=seed, deciders=deciders, options=options, check_invariants=True)
    winner = run_game(game)
    assert winner in (US, USSR, "draw") and game.state.over
    return Played(winner, game.state.end_reason, sum(d.decisions for d in deciders.values()), game.state.turn,
                  [e.text for e in game.log_entries])


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_with_every_invariant_kept(kind, seed):
    result = play(kind, seed)
    assert result.decisions > 0


def test_the_same_seed_replays_the_same_game():
    assert play("standard", 11).log == play("standard", 11).log
    assert play("standard", 11).log != play("standard", 12).log


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_many_random_games_end_with_every_invariant_kept(kind):
    results = [play(kind, seed) for seed in range(100, 200)]
    assert len(results) == 100
