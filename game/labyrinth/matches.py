"""Bot-vs-Bot games: one complete game from a seed, with a compact result for tournaments.

Also the standing guard of the rules (issue 11): `checked_bot_game` plays a game with the
invariants on and turns a failure into a `Failure` with a one-line reproduction command
(`simulate --check`, `tune --check`); `soak_plan` spreads games over every scenario, 1-3 decks,
the optional rules on and off and the tiers of both Bots; `random_game` plays both sides with
`RandomDecider` and counts their decisions (the suite's soak test and `bench/soak.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from botkit import NodeCounter
from botkit.protocol import Ask, RandomDecider

from . import board
from .bots import make_bot
from .game import Game, LogEntry
from .scenarios import scenario_ids, spec, start_game
from .state import JIHADIST, US
from .turn import run_game

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


@dataclass
class GameResult:
    scenario: str
    seed: int
    tiers: dict[str, str]
    winner: str  # us | jihadist | draw | unfinished
    victory: str
    turns: int
    decisions: int
    final: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


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


def set_up_bot_game(
    scenario: str,
    seed: int,
    tiers: dict[str, str],
    *,
    decks: int | None = None,
    tier_files: dict[str, str] | None = None,
    tier_texts: dict[str, str] | None = None,
    log: Callable[[LogEntry], None] | None = None,
    counter: Any = None,
    check_invariants: bool = False,
    prepare: Callable[[Game], None] | None = None,
    tracing: bool = True,
    narrate: bool = False,
    options: dict[str, Any] | None = None,
    overlay: Mapping[str, str] | None = None,
) -> tuple[Game, dict[str, Any]]:
    """A Bot-vs-Bot game ready to play, and its two Bots (a bad scenario or tier raises here); `overlay`
    is a player's own charts (file name -> text) over the shipped ones."""
    files = tier_files or {}
    texts = tier_texts or {}
    bots = {side: make_bot(side, tiers[side], files.get(side), texts.get(side), overlay) for side in (US, JIHADIST)}
    for bot in bots.values():
        bot.counter = counter
        bot.tracing = tracing
        bot.narrate = narrate
    game = start_game(scenario, seed=seed, decks=decks, deciders=dict(bots), check_invariants=check_invariants,
                      options=options)
    for bot in bots.values():
        bot.attach(game)
    if log is not None:
        game.listeners.append(log)
    if prepare is not None:
        prepare(game)
    return game, bots


def result_of(game: Game, seed: int, tiers: dict[str, str], bots: dict[str, Any]) -> GameResult:
    state = game.state
    return GameResult(
        scenario=state.scenario,
        seed=seed,
        tiers=dict(tiers),
        winner=state.winner or "unfinished",
        victory=state.victory,
        turns=state.turn if state.winner else state.turn - 1,
        decisions=sum(getattr(b, "decisions", 0) for b in bots.values()),
        final=final_tracks(game),
    )


def bot_game(
    scenario: str,
    seed: int,
    tiers: dict[str, str],
    *,
    decks: int | None = None,
    tier_files: dict[str, str] | None = None,
    tier_texts: dict[str, str] | None = None,
    max_turns: int = 60,
    log: Callable[[LogEntry], None] | None = None,
    counter: Any = None,
    check_invariants: bool = False,
    prepare: Callable[[Game], None] | None = None,
    tracing: bool = True,
    narrate: bool = False,
    options: dict[str, Any] | None = None,
    overlay: Mapping[str, str] | None = None,
) -> tuple[GameResult, Game]:
    """Play one complete Bot-vs-Bot game; `prepare` may script the game before play starts.

    `tier_files` name the players' tier files (read from disk), or only name them when
    `tier_texts` gives their text (a tier file kept inside a save).
    """
    game, bots = set_up_bot_game(scenario, seed, tiers, decks=decks, tier_files=tier_files, tier_texts=tier_texts,
                                 log=log, counter=counter, check_invariants=check_invariants, prepare=prepare,
                                 tracing=tracing, narrate=narrate, options=options, overlay=overlay)
    run_game(game, max_turns=max_turns)
    return result_of(game, seed, tiers, bots), game


# -- games with invariants on (simulate/tune --check, the soak test, bench/soak.py) ----------------


@dataclass
class Failure:
    """A game that broke a rule or failed: where, how, and the one command that plays it again."""

    scenario: str
    seed: int
    tiers: dict[str, str]
    error: str
    decks: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    tier_files: dict[str, str] = field(default_factory=dict)
    max_turns: int = 60
    turn: int = 0
    bots: str = ""  # the player's own charts folder (--bots)

    def reproduction(self) -> str:
        parts = ["botkit simulate", f"--scenario {self.scenario}", f"--seed {self.seed}",
                 f"--jihadist {self.tiers[JIHADIST]}", f"--us {self.tiers[US]}"]
        if self.decks is not None:
            parts.append(f"--decks {self.decks}")
        if self.options.get("rules"):
            parts.append("--rules " + ",".join(str(r) for r in self.options["rules"]))
        if self.options.get("overtime"):
            parts.append("--overtime")
        for side in (JIHADIST, US):
            if self.tier_files.get(side):
                parts.append(f"--{side}-tier-file {self.tier_files[side]}")
        if self.bots:
            parts.append(f"--bots {self.bots}")
        if self.max_turns != 60:
            parts.append(f"--max-turns {self.max_turns}")
        return " ".join(parts + ["--check"])

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "reproduction": self.reproduction()}


def describe_error(exc: BaseException) -> str:
    """One line: the kind of failure and its message (no traceback)."""
    text = " ".join(str(exc).split()) or "(no message)"
    return f"{type(exc).__name__}: {text}"


def checked_bot_game(
    scenario: str,
    seed: int,
    tiers: dict[str, str],
    *,
    decks: int | None = None,
    tier_files: dict[str, str] | None = None,
    max_turns: int = 60,
    options: dict[str, Any] | None = None,
    bots: str = "",
    **settings: Any,
) -> tuple[GameResult | None, Game, Failure | None]:
    """One Bot-vs-Bot game with invariants on. A rule broken or an error while playing is returned
    as a `Failure` (a bad scenario or tier still raises before play starts); `bots` names the player's
    folder of charts (its texts come in `overlay`) for the reproduction command."""
    game, bots_played = set_up_bot_game(scenario, seed, tiers, decks=decks, tier_files=tier_files,
                                        check_invariants=True, options=options, **settings)
    for bot in bots_played.values():
        bot.strict = True  # a chart gap inside an event is a failure too (bots/base.py)
    try:
        run_game(game, max_turns=max_turns)
    except Exception as exc:  # any failure of the engine or the charts is what --check is looking for
        failure = Failure(scenario, seed, dict(tiers), describe_error(exc), decks, dict(options or {}),
                          dict(tier_files or {}), max_turns, game.state.turn, bots)
        return None, game, failure
    return result_of(game, seed, tiers, bots_played), game, None


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


class CountingDecider:
    """A decider that counts the questions it answers (random-play soak runs)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.decisions = 0

    def decide(self, game: Any, ask: Ask) -> Any:
        self.decisions += 1
        return self.inner.decide(game, ask)


def random_game(scenario: str, seed: int, *, decks: int | None = None, options: dict[str, Any] | None = None,
                max_turns: int = 60) -> tuple[Game, int, Failure | None]:
    """Both sides answer every question at random (legal answers), invariants on; returns the game, the
    decisions taken and the failure if one occurred."""
    deciders = {US: CountingDecider(RandomDecider(seed)), JIHADIST: CountingDecider(RandomDecider(seed + 1))}
    game = start_game(scenario, seed=seed, decks=decks, deciders=dict(deciders), check_invariants=True,
                      options=options)
    failure = None
    try:
        run_game(game, max_turns=max_turns)
    except Exception as exc:  # what the soak run is looking for
        failure = Failure(scenario, seed, {JIHADIST: "random", US: "random"}, describe_error(exc), decks,
                          dict(options or {}), {}, max_turns, game.state.turn)
    return game, sum(d.decisions for d in deciders.values()), failure


def random_reproduction(failure: Failure) -> str:
    """The command that replays a random-play failure."""
    parts = [".venv/bin/python bench/soak.py --random --games 1", f"--scenario {failure.scenario}",
             f"--seed {failure.seed}"]
    if failure.decks is not None:
        parts.append(f"--decks {failure.decks}")
    if failure.options.get("rules"):
        parts.append("--rules " + ",".join(str(r) for r in failure.options["rules"]))
    if failure.options.get("overtime"):
        parts.append("--overtime")
    return " ".join(parts)


def play_task(task: Any) -> dict[str, Any]:
    """One tournament game (a `botkit.tournament.Task`: row = Jihadist tier, column = US tier)."""
    settings = task.settings
    counter = NodeCounter() if settings.get("heat") else None
    tiers = {JIHADIST: task.row, US: task.column}
    common = {"decks": settings.get("decks"), "tier_files": settings.get("tier_files") or None,
              "max_turns": settings.get("max_turns", 60), "counter": counter, "tracing": False,
              "overlay": settings.get("overlay") or None}
    if settings.get("check"):
        result, game, failure = checked_bot_game(settings["scenario"], task.seed, tiers, bots=settings.get("bots", ""),
                                                 **common)
        if failure is not None:
            return {"row": task.row, "column": task.column, "index": task.index, "seed": task.seed,
                    "winner": "unfinished", "victory": "failed", "victory_kind": "failed", "turns": game.state.turn,
                    "decisions": 0, "final": final_tracks(game), "failure": failure.to_dict()}
    else:
        result, _ = bot_game(settings["scenario"], task.seed, tiers, **common)
    assert result is not None
    data = {
        "row": task.row,
        "column": task.column,
        "index": task.index,
        "seed": task.seed,
        "winner": result.winner,
        "victory": result.victory,
        "victory_kind": victory_kind(result.victory),
        "turns": result.turns,
        "decisions": result.decisions,
        "final": result.final,
    }
    if counter is not None:
        data["heat"] = counter.to_dict()
    return data
