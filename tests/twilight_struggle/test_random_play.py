"""Random legal play (RandomDecider on both sides) to the end of the game, with the invariants checked
after every card, across the scenarios and options; and the same seed replays the same game.

Purely random players end most games in nuclear war by turn 3 or 4; half the games are played by a
"cautious" random player that keeps away from the commonest suicides at DEFCON 2 (coups, and the
events that lower DEFCON), so that more games reach the Mid and Late War and final scoring.

The always-run version plays a few games of each kind; the ``slow`` version plays many.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

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


DEFCON_DROPPERS = (4, 20, 40, 50, 89)  # events that lower DEFCON (Olympic Games by a boycott)


class CountingDecider(RandomDecider):
    """Random legal answers, counted; a cautious one avoids coups and DEFCON-lowering events at DEFCON 2."""

    def __init__(self, seed: int, cautious: bool = False) -> None:
        super().__init__(seed)
        self.decisions = 0
        self.cautious = cautious

    def decide(self, game, ask):
        self.decisions += 1
        if self.cautious and game.state.defcon <= 2:
            avoid = {"ops.kind": "coup", "event.ops.kind": "coup"}.get(ask.purpose)
            if ask.purpose == "card.play_as" and ask.info.get("card") in DEFCON_DROPPERS:
                avoid = "event"
            if ask.purpose == "event.46.defcon":
                return self.rng.randint(2, 5)
            if avoid in ask.options and len(ask.options) > 1:
                ask = replace(ask, options=tuple(o for o in ask.options if o != avoid))
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
    cautious = seed % 2 == 1
    deciders = {US: CountingDecider(seed, cautious), USSR: CountingDecider(seed + 10_000, cautious)}
    game = start_game(scenario, seed=seed, deciders=deciders, options=options, check_invariants=True)
    winner = run_game(game)
    assert winner in (US, USSR, "draw") and game.state.over
    return Played(winner, game.state.end_reason, sum(d.decisions for d in deciders.values()), game.state.turn,
                  [e.text for e in game.log_entries])


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("seed", range(4))
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
