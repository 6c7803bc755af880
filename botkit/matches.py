"""Bot-vs-Bot games for every registered game: one complete game from a set-up, a compact result for
tournaments, and the standing guard of the rules.

`bot_game(config)` plays a game whose every side is a Bot (`config.human` is None) and returns a
`GameResult` (who won, how, when, how many decisions, the game's final tracks); `checked_bot_game`
plays it with the invariants on and the charts strict, and turns a failure into a `Failure` with a
one-line command that plays it again (`simulate --check`, `tune --check`, the soak runs);
`random_game` plays every side at random (legal answers) with the invariants on; `play_task` is one
tournament game (`botkit tune`, `botkit.tournament`). What only a game knows - its sides, its final
tracks, the kinds of its victories - its definition says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .protocol import Ask, RandomDecider
from .session.config import GameConfig
from .trace import NodeCounter

DEFAULT_MAX_TURNS = 60


@dataclass
class GameResult:
    scenario: str
    seed: int
    tiers: dict[str, str]
    winner: str  # a side | draw | unfinished
    victory: str
    turns: int
    decisions: int
    final: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def set_up_bot_game(
    config: GameConfig,
    *,
    log: Callable[[Any], None] | None = None,
    counter: Any = None,
    check_invariants: bool = False,
    prepare: Callable[[Any], None] | None = None,
    tracing: bool = True,
    narrate: bool = False,
) -> tuple[Any, dict[str, Any]]:
    """A Bot-vs-Bot game ready to play, and its Bots (a bad scenario or tier raises here); `prepare` may
    script the game before play starts."""
    definition = config.definition
    bots = {side: definition.make_bot(side, config) for side in definition.sides}
    for bot in bots.values():
        bot.counter = counter
        bot.tracing = tracing
        bot.narrate = narrate
    seats = Seats(bots, log)
    game = definition.start(config, {side: seats.seat(side) for side in bots}, check_invariants=check_invariants)
    seats.meet(game)
    if prepare is not None:
        prepare(game)
    return game, bots


class Seats:
    """The Bots' seats while their game is built: the game is met at the first question its set-up asks (or once
    it is built), and then each Bot is attached (its tier in force) and the log is listened to."""

    def __init__(self, bots: Mapping[str, Any], log: Callable[[Any], None] | None) -> None:
        self.bots = bots
        self.log = log
        self.met: Any = None

    def seat(self, side: str) -> _Seat:
        return _Seat(self, side)

    def meet(self, game: Any) -> None:
        if self.met is game:
            return
        self.met = game
        for bot in self.bots.values():
            bot.attach(game)
        if self.log is not None:
            game.listeners.append(self.log)


class _Seat:
    """One Bot's seat (see `Seats`)."""

    def __init__(self, seats: Seats, side: str) -> None:
        self.seats = seats
        self.side = side

    def decide(self, game: Any, ask: Ask) -> Any:
        self.seats.meet(game)
        return self.seats.bots[self.side].decide(game, ask)


def result_of(config: GameConfig, game: Any, bots: Mapping[str, Any], tiers: Mapping[str, str]) -> GameResult:
    state = game.state
    return GameResult(
        scenario=state.scenario,
        seed=config.seed,
        tiers=dict(tiers),
        winner=state.winner or "unfinished",
        victory=state.victory,
        turns=state.turn if state.winner else state.turn - 1,
        decisions=sum(getattr(b, "decisions", 0) for b in bots.values()),
        final=config.definition.result_facts(game),
    )


def bot_game(config: GameConfig, *, max_turns: int = DEFAULT_MAX_TURNS, tiers: Mapping[str, str] | None = None,
             **settings: Any) -> tuple[GameResult, Any]:
    """Play one complete Bot-vs-Bot game (`settings`: those of `set_up_bot_game`); `tiers` orders the result's
    tiers as the caller shows them (by default the game's sides)."""
    game, bots = set_up_bot_game(config, **settings)
    config.definition.run(game, max_turns=max_turns)
    return result_of(config, game, bots, tiers or _tiers(config)), game


def _tiers(config: GameConfig) -> dict[str, str]:
    return {side: config.tiers[side] for side in config.definition.sides}


# -- games with invariants on (simulate/tune --check, the soak test, bench/soak.py) ----------------


@dataclass
class Failure:
    """A game that broke a rule or failed: where, how, and the one command that plays it again."""

    config: GameConfig
    error: str
    max_turns: int = DEFAULT_MAX_TURNS
    turn: int = 0
    command: str = "botkit simulate"  # how to play it again (random play: bench/soak.py)

    @property
    def scenario(self) -> str:
        return self.config.scenario

    @property
    def seed(self) -> int:
        return self.config.seed

    @property
    def tiers(self) -> dict[str, str]:
        return dict(self.config.tiers)

    def reproduction(self) -> str:
        config = self.config
        parts = [self.command]
        if config.game != registry.DEFAULT:
            parts.append(f"--game {config.game}")
        parts += [f"--scenario {config.scenario}", f"--seed {config.seed}"]
        if self.command == "botkit simulate":  # --bot SIDE=TIER: the one spelling simulate takes for any game's sides
            parts += [f"--bot {side}={config.tiers[side]}" for side in reversed(config.definition.sides)]
        if config.decks is not None:
            parts.append(f"--decks {config.decks}")
        if config.rules:
            parts.append("--rules " + ",".join(str(r) for r in config.rules))
        if config.options.get("overtime"):
            parts.append("--overtime")
        for side in reversed(config.definition.sides):
            if config.tier_files.get(side):
                parts.append(f"--{side}-tier-file {config.tier_files[side]}")
        if config.bots_folder:
            parts.append(f"--bots {config.bots_folder}")
        if self.max_turns != DEFAULT_MAX_TURNS:
            parts.append(f"--max-turns {self.max_turns}")
        return " ".join(parts + (["--check"] if self.command == "botkit simulate" else []))

    def to_dict(self) -> dict[str, Any]:
        config = self.config
        return {"scenario": config.scenario, "seed": config.seed, "tiers": dict(config.tiers), "error": self.error,
                "decks": config.decks, "options": _options(config), "tier_files": dict(config.tier_files),
                "max_turns": self.max_turns, "turn": self.turn, "bots": config.bots_folder,
                "reproduction": self.reproduction()}


def _options(config: GameConfig) -> dict[str, Any]:
    """The game's options as the engine took them (the rules, the variants)."""
    options: dict[str, Any] = {}
    if config.rules:
        options["rules"] = list(config.rules)
    options.update(config.options)
    return options


def describe_error(exc: BaseException) -> str:
    """One line: the kind of failure and its message (no traceback)."""
    text = " ".join(str(exc).split()) or "(no message)"
    return f"{type(exc).__name__}: {text}"


def checked_bot_game(config: GameConfig, *, max_turns: int = DEFAULT_MAX_TURNS,
                     tiers: Mapping[str, str] | None = None,
                     **settings: Any) -> tuple[GameResult | None, Any, Failure | None]:
    """One Bot-vs-Bot game with invariants on. A rule broken or an error while playing is returned as a
    `Failure` (a bad scenario or tier still raises before play starts)."""
    game, bots = set_up_bot_game(config, check_invariants=True, **settings)
    for bot in bots.values():
        bot.strict = True  # a chart gap inside an event is a failure too (botkit/bot.py)
    try:
        config.definition.run(game, max_turns=max_turns)
    except Exception as exc:  # any failure of the engine or the charts is what --check is looking for
        return None, game, Failure(config, describe_error(exc), max_turns, game.state.turn)
    return result_of(config, game, bots, tiers or _tiers(config)), game, None


# -- random play ---------------------------------------------------------------------------------------


class CountingDecider:
    """A decider that counts the questions it answers (random-play soak runs)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.decisions = 0

    def decide(self, game: Any, ask: Ask) -> Any:
        self.decisions += 1
        return self.inner.decide(game, ask)


def random_game(config: GameConfig, *, max_turns: int = DEFAULT_MAX_TURNS) -> tuple[Any, int, Failure | None]:
    """Every side answers every question at random (legal answers, each side its own seeded RNG), invariants
    on; returns the game, the decisions taken and the failure if one occurred."""
    definition = config.definition
    deciders = {side: CountingDecider(RandomDecider(config.seed + i)) for i, side in enumerate(definition.sides)}
    game = definition.start(config, deciders, check_invariants=True)
    failure = None
    try:
        definition.run(game, max_turns=max_turns)
    except Exception as exc:  # what the soak run is looking for
        failure = Failure(config, describe_error(exc), max_turns, game.state.turn,
                          command=".venv/bin/python bench/soak.py --random --games 1")
    return game, sum(d.decisions for d in deciders.values()), failure


# -- tournaments ------------------------------------------------------------------------------------------


def task_config(task: Any) -> GameConfig:
    """The set-up of a tournament game (`botkit.tournament.Task`): row = the first side's tier, column = the
    second's (`GameDefinition.sides` in reverse: Labyrinth's rows are the Jihadist's), the rest from its
    settings."""
    settings = task.settings
    game = settings.get("game", registry.DEFAULT)
    definition = registry.get(game)
    row_side, column_side = reversed(definition.sides)
    config = GameConfig(game=game, scenario=settings["scenario"], seed=task.seed, human=None,
                        tiers={row_side: task.row, column_side: task.column}, decks=settings.get("decks"),
                        rules=list(settings.get("rules") or []), options=dict(settings.get("options") or {}))
    files = settings.get("tier_files") or {}
    for side, name in files.items():
        config.add_tier_file(side, Path(name))
    overlay = settings.get("overlay") or {}
    if overlay:
        config.files.update(overlay)
        config.bots = sorted(overlay)
        config.bots_folder = settings.get("bots", "")
    return config


def play_task(task: Any) -> dict[str, Any]:
    """One tournament game (a `botkit.tournament.Task`)."""
    settings = task.settings
    config = task_config(task)
    definition = config.definition
    counter = NodeCounter() if settings.get("heat") else None
    common = {"max_turns": settings.get("max_turns", DEFAULT_MAX_TURNS), "counter": counter, "tracing": False}
    if settings.get("check"):
        result, game, failure = checked_bot_game(config, **common)
        if failure is not None:
            return {"row": task.row, "column": task.column, "index": task.index, "seed": task.seed,
                    "winner": "unfinished", "victory": "failed", "victory_kind": "failed", "turns": game.state.turn,
                    "decisions": 0, "final": definition.result_facts(game), "failure": failure.to_dict()}
    else:
        result, _ = bot_game(config, **common)
    assert result is not None
    data = {
        "row": task.row,
        "column": task.column,
        "index": task.index,
        "seed": task.seed,
        "winner": result.winner,
        "victory": result.victory,
        "victory_kind": definition.victory_kind(result.victory),
        "turns": result.turns,
        "decisions": result.decisions,
        "final": result.final,
    }
    if counter is not None:
        data["heat"] = counter.to_dict()
    return data
