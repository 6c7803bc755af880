"""The soak runs of any registered game: many games with every invariant on, spread over what the game may
vary, each failure told with the one command that plays it again (`bench/soak.py`, the suite's soak tests).

`plan(game, count, seed)` is the game's own spread when its definition gives one (`soak_plan`), else the
framework's: every scenario in turn, each of its deck counts, the optional rules (none, each alone, all)
and, for Bot-vs-Bot, every printed tier of each side's Bot, paired with strides so that every tier meets
every other. `play(config, randomly)` plays one of them (at random: every side answers legal answers at
random) and says what happened.
"""

from __future__ import annotations

from typing import Any

from . import registry
from .definition import ConfigError, GameDefinition
from .matches import checked_bot_game, random_game
from .session.config import GameConfig, tier_names


def rule_sets(rules: list[int]) -> list[tuple[int, ...]]:
    """None, each optional rule alone, then all of them (each set once)."""
    sets: list[tuple[int, ...]] = [()] + [(r,) for r in rules]
    if len(rules) > 1:
        sets.append(tuple(rules))
    return sets


def plan(game: str, count: int, seed: int = 1) -> list[GameConfig]:
    """`count` Bot-vs-Bot set-ups of `game` with seeds `seed`, `seed + 1`, ... (see the module)."""
    definition = registry.get(game)
    own = definition.soak_plan(count, seed)
    if own is not None:
        return list(own)
    scenarios = definition.scenarios()
    rules = rule_sets(sorted(definition.optional_rules))
    printed = GameConfig(game=game, human=None)
    tiers = {side: tier_names(side, printed) for side in definition.sides}
    configs = []
    for i in range(count):
        scenario = scenarios[i % len(scenarios)]
        lap = i // len(scenarios)
        decks = scenario.decks[lap % len(scenario.decks)] if scenario.decks else None
        config = GameConfig(game=game, scenario=scenario.id, seed=seed + i, human=None, decks=decks,
                            rules=list(rules[lap % len(rules)]))
        for n, (side, names) in enumerate(tiers.items()):
            if names:  # a stride per side (1, 2, ...) pairs every tier of one side with every tier of the other
                config.tiers[side] = names[(i * (n + 1) + i // len(names) * n) % len(names)]
        configs.append(_playable(definition, config))
    return configs


def _playable(definition: GameDefinition, config: GameConfig) -> GameConfig:
    """`config` with only the optional rules its scenario takes (Twilight Struggle's Chinese Civil War is a
    variant of the standard game only): a rule the game's own check refuses there is dropped."""
    if not _takes(definition, config, *config.rules):
        config.rules = [rule for rule in config.rules if _takes(definition, config, rule)]
    return config


def _takes(definition: GameDefinition, config: GameConfig, *rules: int) -> bool:
    """Does the game's own check take `config`'s scenario and decks with these optional rules?"""
    trial = GameConfig(game=config.game, scenario=config.scenario, seed=config.seed, human=None,
                       decks=config.decks, rules=list(rules))
    try:
        definition.check(trial)
    except ConfigError:
        return False
    return True


def play(config: GameConfig, randomly: bool) -> dict[str, Any]:
    """One soak game: its decisions and, if it failed, the error, the turn and the command that replays it."""
    if randomly:
        _, decisions, failure = random_game(config)
    else:
        result, _, failure = checked_bot_game(config, tracing=False)
        decisions = result.decisions if result is not None else 0
    return {"game": config.game, "scenario": config.scenario, "seed": config.seed, "decisions": decisions,
            "failure": failure.error if failure else None, "turn": failure.turn if failure else None,
            "reproduce": failure.reproduction() if failure else ""}
