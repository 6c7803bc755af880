"""Labyrinth's Bot-vs-Bot games: what a result says of a game (its final tracks, the kind of its
victory) and the soak plan; the games themselves are botkit's (`botkit.matches`).

`bot_game`, `checked_bot_game` and `random_game` here take Labyrinth's usual arguments (scenario,
seed, tiers, decks, options) and play through the framework's runner. `soak_plan` spreads games over
every scenario, 1-3 decks, the optional rules on and off and the tiers of both Bots (the suite's
soak test and `bench/soak.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from botkit import matches as framework
from botkit.matches import Failure, GameResult
from botkit.session import GameConfig

from . import board
from .game import Game
from .scenarios import scenario_ids, spec
from .state import JIHADIST, US

__all__ = ["Failure", "GameResult", "bot_game", "checked_bot_game", "config_of", "final_tracks", "random_game",
           "soak_plan", "victory_kind"]

VICTORY_KINDS = (
    ("decks ran out", "end of game"),
    ("WMD plot", "WMD in the US"),
    ("Syria", "Syria"),
    ("Good resources", "Good resources"),
    ("Fair or Good", "Fair/Good countries"),
    ("no cells", "no cells"),
    ("Islamist Rule resources", "Islamist Rule resources"),
    ("prestige 1", "Poor/IR countries"),
)


def victory_kind(reason: str) -> str:
    """A short category for a victory reason (for tournament tables)."""
    for needle, kind in VICTORY_KINDS:
        if needle in reason:
            return kind
    return reason or "-"


def final_tracks(game: Game) -> dict[str, Any]:
    state = game.state
    world, value = board.world_posture(state)
    return {
        "prestige": state.prestige,
        "funding": state.funding,
        "us_posture": state.us_posture,
        "world_posture": f"{world} {value}",
        "troops_on_track": board.troops_on_track(state),
        "cells_on_map": board.cells_on_map(state),
        "good_resources": board.good_resources(state),
        "islamist_resources": board.islamist_resources(state),
        "fair_or_good": board.fair_or_good_count(state),
        "poor_or_islamist": board.poor_or_islamist_count(state),
        "caliphate_capital": state.caliphate_capital,
    }


def config_of(scenario: str, seed: int, tiers: Mapping[str, str] | None = None, *, decks: int | None = None,
              options: Mapping[str, Any] | None = None, tier_files: Mapping[str, str] | None = None,
              tier_texts: Mapping[str, str] | None = None, overlay: Mapping[str, str] | None = None,
              bots: str = "") -> GameConfig:
    """A Bot-vs-Bot set-up from Labyrinth's usual arguments (`options`: the engine's - rules, overtime)."""
    given = dict(options or {})
    config = GameConfig(game="labyrinth", scenario=scenario, seed=seed, human=None, decks=decks,
                        rules=list(given.pop("rules", [])), options=given)
    config.tiers.update(tiers or {})
    texts = tier_texts or {}
    for side, name in (tier_files or {}).items():
        if side in texts:
            config.tier_files[side] = name
            config.files[name] = texts[side]
        else:
            config.add_tier_file(side, Path(name))
    if overlay:
        config.files.update(overlay)
        config.bots = sorted(overlay)
        config.bots_folder = bots
    return config


def bot_game(scenario: str, seed: int, tiers: dict[str, str], *, decks: int | None = None,
             tier_files: dict[str, str] | None = None, tier_texts: dict[str, str] | None = None,
             options: dict[str, Any] | None = None, overlay: Mapping[str, str] | None = None,
             **settings: Any) -> tuple[GameResult, Game]:
    """Play one complete Bot-vs-Bot game (botkit's runner); `prepare` may script the game before play starts.

    `tier_files` name the players' tier files (read from disk), or only name them when `tier_texts` gives
    their text (a tier file kept inside a save)."""
    config = config_of(scenario, seed, tiers, decks=decks, options=options, tier_files=tier_files,
                       tier_texts=tier_texts, overlay=overlay)
    return framework.bot_game(config, tiers=tiers, **settings)


def checked_bot_game(scenario: str, seed: int, tiers: dict[str, str], *, decks: int | None = None,
                     tier_files: dict[str, str] | None = None, options: dict[str, Any] | None = None,
                     overlay: Mapping[str, str] | None = None, bots: str = "",
                     **settings: Any) -> tuple[GameResult | None, Game, Failure | None]:
    """One Bot-vs-Bot game with invariants on (botkit's runner): a failure comes back as a `Failure`."""
    config = config_of(scenario, seed, tiers, decks=decks, options=options, tier_files=tier_files,
                       overlay=overlay, bots=bots)
    return framework.checked_bot_game(config, tiers=tiers, **settings)


def random_game(scenario: str, seed: int, *, decks: int | None = None, options: dict[str, Any] | None = None,
                max_turns: int = 60) -> tuple[Game, int, Failure | None]:
    """Both sides answer every question at random (legal answers), invariants on."""
    return framework.random_game(config_of(scenario, seed, decks=decks, options=options), max_turns=max_turns)


def random_reproduction(failure: Failure) -> str:
    """The command that replays a random-play failure."""
    return failure.reproduction()


# -- soak runs: many games spread over scenarios, decks, rules and tiers ------------------------------

JIHADIST_TIERS = ("muddled", "coherent", "attractive", "potent", "infectious", "virulent",
                  "enhanced_normal", "enhanced_easier", "enhanced_easiest")
# tiers that play a Bot with its own levels: optional rule 3's markers are refused with them (EJ9)
OWN_LEVEL_TIERS = {"enhanced_normal", "enhanced_easier", "enhanced_easiest"}
US_TIERS = ("off_guard", "competent", "adept", "vigilant", "ruthless", "nomercy")
RULE_SETS = ((), (1,), (2,), (3,), (1, 2, 3))


@dataclass(frozen=True)
class SoakGame:
    scenario: str
    seed: int
    tiers: dict[str, str]
    decks: int | None
    options: dict[str, Any]


def deck_choices(scenario: str) -> tuple[int | None, ...]:
    """The deck counts a scenario may be played with (None: it is played in turns, not decks)."""
    choices = (spec(scenario).get("decks") or {}).get("choices")
    return tuple(int(d) for d in choices) if choices else (None,)


def soak_plan(count: int, seed: int = 1) -> list[SoakGame]:
    """`count` games cycling through every scenario, each of its deck counts, the optional rules
    (none, each alone, all) and both Bots' tiers, with strides that pair every tier with every other."""
    scenarios = scenario_ids()
    plan = []
    for i in range(count):
        scenario = scenarios[i % len(scenarios)]
        decks = deck_choices(scenario)[(i // len(scenarios)) % len(deck_choices(scenario))]
        tiers = {JIHADIST: JIHADIST_TIERS[i % len(JIHADIST_TIERS)],
                 US: US_TIERS[(i * 5 // len(US_TIERS) + i) % len(US_TIERS)]}
        rules = RULE_SETS[(i // 3) % len(RULE_SETS)]
        if tiers[JIHADIST] in OWN_LEVEL_TIERS:
            rules = tuple(r for r in rules if r != 3)
        options: dict[str, Any] = {"rules": list(rules)} if rules else {}
        if scenario == "assad_alone" and (i // len(scenarios)) % 2:
            options["overtime"] = True
        plan.append(SoakGame(scenario, seed + i, tiers, decks, options))
    return plan
