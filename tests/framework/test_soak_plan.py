"""The soak runs' spread (`botkit.soak`): every registered game's soak covers its scenarios and optional
rules, only with set-ups the game takes, and a failure is told with a command that replays it."""

from __future__ import annotations

import game  # noqa: F401  (registers the games)
from botkit import registry, soak
from botkit.session import GameConfig
from game.labyrinth.matches import soak_plan as labyrinth_plan


def test_every_game_s_soak_covers_each_scenario_and_rule_set_with_set_ups_it_takes():
    for name in registry.names():
        definition = registry.get(name)
        plan = soak.plan(name, 60, seed=100)
        assert [c.seed for c in plan] == list(range(100, 160))
        assert {c.scenario for c in plan} == {s.id for s in definition.scenarios()}, name
        assert {r for c in plan for r in c.rules} == set(definition.optional_rules), name
        for config in plan:
            definition.check(config)  # raises if the game refuses the set-up


def test_a_rule_its_scenario_refuses_is_dropped_from_the_soak_game_not_the_game():
    # the Chinese Civil War (rule 2) is a variant of the standard game only (12.0): the Late War game keeps
    # the other rules of its set
    plan = soak.plan("twilight_struggle", 40, seed=1)
    late = [c for c in plan if c.scenario == "late_war"]
    assert late and all(2 not in c.rules for c in late)
    assert any(c.rules == [1, 3, 4, 5, 6, 7] for c in late)
    assert any(2 in c.rules for c in plan if c.scenario == "standard")


def test_the_rule_sets_are_none_each_alone_then_all():
    assert soak.rule_sets([1, 2, 3]) == [(), (1,), (2,), (3,), (1, 2, 3)]
    assert soak.rule_sets([4]) == [(), (4,)]
    assert soak.rule_sets([]) == [()]


def test_labyrinth_s_soak_is_its_own_spread_of_decks_rules_and_tiers():
    plan = soak.plan("labyrinth", 30, seed=7)
    own = labyrinth_plan(30, seed=7)
    assert [(c.scenario, c.seed, dict(c.tiers), c.decks, list(c.rules)) for c in plan] == [
        (g.scenario, g.seed, g.tiers, g.decks, list(g.options.get("rules", []))) for g in own]


def test_a_failed_random_soak_game_is_told_with_the_command_that_replays_it(monkeypatch):
    config = GameConfig(game="twilight_struggle", scenario="standard", seed=5, human=None, rules=[2])

    def broken(self, played, max_turns=None):
        raise AssertionError("invariant broken: the China Card is in two places")

    monkeypatch.setattr(type(config.definition), "run", broken)
    outcome = soak.play(config, randomly=True)
    assert outcome["failure"] == "AssertionError: invariant broken: the China Card is in two places"
    assert outcome["reproduce"] == (".venv/bin/python bench/soak.py --random --games 1 --game twilight_struggle "
                                    "--scenario standard --seed 5 --rules 2")
