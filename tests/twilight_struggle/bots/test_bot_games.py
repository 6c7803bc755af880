"""Bot-vs-Bot games of every scenario to the end with every invariant on and the charts strict (a chart
gap is a failure), at every tier; the long run is `botkit simulate --game twilight_struggle --check`."""

from __future__ import annotations

import pytest

from botkit.matches import checked_bot_game
from botkit.session import GameConfig
from game.twilight_struggle.state import US, USSR

GAMES = [
    ("standard", [], "regular", "regular", 1),
    ("standard", [], "expert", "novice", 2),
    ("late_war", [], "regular", "expert", 3),
    ("standard", [1, 3], "novice", "expert", 4),
    ("standard", [2, 4, 5, 6, 7], "expert", "regular", 5),
    ("late_war", [1], "novice", "regular", 6),
]


@pytest.mark.parametrize("scenario, rules, us, ussr, seed", GAMES)
def test_bot_games_play_to_the_end_with_invariants_and_strict_charts(scenario, rules, us, ussr, seed):
    config = GameConfig(game="twilight_struggle", scenario=scenario, seed=seed, human=None, rules=rules,
                        tiers={US: us, USSR: ussr})
    result, game, failure = checked_bot_game(config)
    assert failure is None, failure.error if failure else ""
    assert result.winner in (US, USSR, "draw") and game.state.winner is not None


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 30))
def test_many_bot_games_play_to_the_end(seed):
    scenario = "late_war" if seed % 4 == 0 else "standard"
    tiers = ("novice", "regular", "expert")
    config = GameConfig(game="twilight_struggle", scenario=scenario, seed=seed, human=None,
                        rules=[1] if seed % 3 == 0 else [], tiers={US: tiers[seed % 3], USSR: tiers[(seed // 3) % 3]})
    _, _, failure = checked_bot_game(config)
    assert failure is None, failure.error if failure else ""
