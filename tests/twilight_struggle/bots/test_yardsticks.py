"""The yardsticks (game/twilight_struggle/yardsticks.py) are not Bots: a random and a one-ply greedy
player, chosen by tier name, that answer every question legally; the greedy one never takes a play that
loses the game at once and takes the play whose immediate result is best."""

from __future__ import annotations

import pytest

from botkit.matches import checked_bot_game
from botkit.protocol import Ask
from botkit.session import GameConfig
from game.twilight_struggle import yardsticks
from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.state import US, USSR

from ..helpers import make_game


def config(us: str, ussr: str, seed: int, scenario: str = "standard") -> GameConfig:
    return GameConfig(game="twilight_struggle", scenario=scenario, seed=seed, human=None, tiers={US: us, USSR: ussr})


def test_the_yardsticks_are_chosen_by_tier_name_and_are_not_bots():
    cfg = config("greedy", "random", 1)
    assert isinstance(TWILIGHT_STRUGGLE.make_bot(US, cfg), yardsticks.GreedyPlayer)
    assert isinstance(TWILIGHT_STRUGGLE.make_bot(USSR, cfg), yardsticks.RandomPlayer)


@pytest.mark.parametrize("seed", [1, 2])
def test_greedy_against_random_plays_legally_to_the_end(seed):
    result, _, failure = checked_bot_game(config("greedy", "random", seed))
    assert failure is None and result.winner in (US, USSR, "draw")


def greedy_answer(game, purpose, options, **info):
    player = yardsticks.GreedyPlayer(TWILIGHT_STRUGGLE, game.state.phasing or US, "greedy")
    return player.decide(game, Ask(player.side, purpose, "test", options, info=info))


def test_greedy_never_coups_a_battleground_at_defcon_2():
    game = make_game(influence={"iran": (0, 2), "lebanon": (0, 1)}, defcon=2, phasing=US)
    assert greedy_answer(game, "coup.target", ("iran", "lebanon"), ops=3) == "lebanon"


def test_twin_at_defcon_3_greedy_takes_the_battleground():
    game = make_game(influence={"iran": (0, 2), "lebanon": (0, 1)}, defcon=3, phasing=US)
    assert greedy_answer(game, "coup.target", ("iran", "lebanon"), ops=3) == "iran"


def test_greedy_plays_the_card_whose_immediate_result_is_best():
    # Duck and Cover at DEFCON 3 gives 3 VP now; Truman Doctrine removes nothing
    game = make_game(defcon=3, phasing=US)
    game.state.hands[US] = [4, 19]
    assert greedy_answer(game, "card.choose", (4, 19)) == 4


def test_twin_greedy_never_plays_an_event_that_loses_at_once():
    # at DEFCON 2 Duck and Cover is nuclear war on the US's play: played, it goes for Ops, never as the event
    game = make_game(defcon=2, phasing=US)
    game.state.hands[US] = [4, 19]
    player = yardsticks.GreedyPlayer(TWILIGHT_STRUGGLE, US, "greedy")
    player.decide(game, Ask(US, "card.choose", "t", (4, 19)))
    assert (player.plan["card"], player.plan["use"]) != (4, "event")
