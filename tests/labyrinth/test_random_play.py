"""Random legal play from every scenario never breaks an invariant, and the same seed replays exactly."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from botkit.protocol import RandomDecider
from game.labyrinth.scenarios import scenario_ids, start_game
from game.labyrinth.turn import run_game


def play(scenario: str, seed: int, turns: int):
    game = start_game(
        scenario,
        seed=seed,
        deciders={"us": RandomDecider(seed), "jihadist": RandomDecider(seed + 1)},
        check_invariants=True,
    )
    run_game(game, max_turns=turns)
    game.verify()
    return game


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=st.sampled_from(scenario_ids()), seed=st.integers(min_value=0, max_value=10_000))
def test_random_legal_play_keeps_every_invariant(scenario, seed):
    game = play(scenario, seed, turns=3)
    state = game.state
    assert 1 <= state.prestige <= 12 and 1 <= state.funding <= 9
    assert state.winner in (None, "us", "jihadist", "draw")


@settings(max_examples=8, deadline=None)
@given(scenario=st.sampled_from(scenario_ids()), seed=st.integers(min_value=0, max_value=10_000))
def test_same_seed_replays_the_identical_game(scenario, seed):
    first = play(scenario, seed, turns=2)
    second = play(scenario, seed, turns=2)
    assert first.state.to_dict() == second.state.to_dict()
    assert [e.text for e in first.log_entries] == [e.text for e in second.log_entries]
