"""What the conformance checks share: every registered game's set-ups, a random player for sessions, a
stand-in Bot where a game has none yet, and sample games walked question by question.

The checks ask a game only what `botkit.definition.GameDefinition` promises, so the same code checks
Labyrinth, Twilight Struggle, the tests' own Tiny Race and whatever is registered next.
"""

from __future__ import annotations

import contextlib
import json
import random
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import game as _shipped  # noqa: F401 - registers the shipped games, as the front ends do
from botkit import registry, saves
from botkit.definition import ConfigError, GameDefinition
from botkit.errors import ValidationError
from botkit.protocol import Ask, RandomDecider
from botkit.session import GameConfig, Interrupt, Session, tier_names
from botkit.session.journal import journal_path

from . import tinygame as _tiny  # noqa: F401 - registers the tests' own game (tinygame/__init__.py)

GAMES = registry.names()


@dataclass(frozen=True)
class Depth:
    """How much of each check runs: the fast one in every run, the slow one (`-m slow`) for more games."""

    name: str
    seeds: int  # random games per set-up, sample sessions per check
    turns: int | None  # a sample game's length (None: to its end)
    questions: int  # the questions of a sample game checked one by one (the rest are skipped evenly)
    junk: int  # hypothesis examples of junk typed at the prompts


FAST = Depth("fast", seeds=2, turns=2, questions=24, junk=150)
SLOW = Depth("slow", seeds=6, turns=None, questions=400, junk=1500)


# -- set-ups --------------------------------------------------------------------------------------


def set_ups(definition: GameDefinition) -> list[tuple[str, GameConfig]]:
    """Every scenario with no optional rule, each rule alone and all of them; each deck count; each of the
    game's own options - every set-up the game's own check accepts, named for a test id."""
    rules = sorted(definition.optional_rules)
    rule_sets = list(dict.fromkeys([(), *((r,) for r in rules), tuple(rules)]))
    found: dict[str, GameConfig] = {}
    for info in definition.scenarios():
        variants: list[tuple[int | None, tuple[int, ...], dict[str, Any]]] = [(None, r, {}) for r in rule_sets]
        variants += [(decks, (), {}) for decks in info.decks]
        variants += [(None, (), {name: True}) for name in definition.option_switches]
        for decks, rule_set, options in variants:
            config = GameConfig(game=definition.name, scenario=info.id, seed=0, human=None, decks=decks,
                                rules=list(rule_set), options=options)
            try:
                definition.check(config)
            except ConfigError:
                continue  # a combination the game refuses (its own check says why)
            label = "-".join([info.id, *([f"decks{decks}"] if decks else []),
                              *([f"rules{','.join(map(str, rule_set))}"] if rule_set else []), *options])
            found.setdefault(label, config)
    return sorted(found.items())


def with_seed(config: GameConfig, seed: int, **changes: Any) -> GameConfig:
    return GameConfig(**{**config.to_dict(), "seed": seed, **changes})


# -- Bots -----------------------------------------------------------------------------------------


def missing_bot(definition: GameDefinition) -> str:
    """Why some side of the game has no Bot ("" when every side has one)."""
    config = GameConfig(game=definition.name, human=None)
    for side in definition.sides:
        try:
            definition.make_bot(side, config)
        except (ConfigError, KeyError, ValidationError, ValueError) as exc:
            return f"{definition.title} has no Bot for the {definition.side_name(side)} yet ({exc})"
    return ""


class StandIn:
    """A random player in a Bot's seat, for a game with no Bot yet: the session checks need the other side played."""

    def __init__(self, seed: int) -> None:
        self.player = RandomDecider(seed)

    def decide(self, game: Any, ask: Ask) -> Any:
        return self.player.decide(game, ask)

    def attach(self, game: Any) -> None:
        return None


@contextlib.contextmanager
def seated(definition: GameDefinition) -> Iterator[None]:
    """The game's own Bots, or - while it has none - random stand-ins in their seats (each session replays
    them alike: a stand-in is seeded by the set-up)."""
    if not missing_bot(definition):
        yield
        return
    definition.make_bot = lambda side, config: StandIn(config.seed * 31 + definition.sides.index(side))
    try:
        yield
    finally:
        del definition.make_bot  # the class's own again


def printed_tiers(definition: GameDefinition) -> dict[str, list[str]]:
    printed = GameConfig(game=definition.name, human=None)
    return {side: tier_names(side, printed) for side in definition.sides}


def tier_pairs(definition: GameDefinition) -> list[dict[str, str]]:
    """A sample of the tier pairings: every tier of every side plays at least once."""
    tiers = printed_tiers(definition)
    most = max(len(names) for names in tiers.values())
    return [{side: names[i % len(names)] for side, names in tiers.items()} for i in range(most)]


# -- a session played at random -------------------------------------------------------------------


class Enough(Interrupt):  # noqa: N818 - not an error: the sample has all the answers it wanted
    """The random player leaves the game (the session keeps every answer)."""


Look = Callable[[Session, Ask, int], None]


class Player:
    """The player's seat in a session: random legal answers; `look(session, ask, index)` at each question
    first; leaves (`Enough`) at question `stop_at`."""

    def __init__(self, session: Session, seed: int, look: Look | None = None, stop_at: int | None = None) -> None:
        self.session = session
        self.random = RandomDecider(seed)
        self.look = look
        self.stop_at = stop_at
        self.asked: list[Ask] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        index = len(self.asked)
        self.asked.append(ask)
        if self.look is not None:
            self.look(self.session, ask, index)
        if self.stop_at is not None and index >= self.stop_at:
            raise Enough(ask.purpose)
        return self.random.decide(game, ask)


def sample_config(definition: GameDefinition, human: str, seed: int) -> GameConfig:
    return GameConfig(game=definition.name, scenario=definition.default_scenario, seed=seed, human=human)


def play(definition: GameDefinition, human: str, seed: int, *, turns: int | None = None, look: Look | None = None,
         stop_at: int | None = None, save: Path | None = None) -> tuple[Session, Player]:
    """A session of the game's default scenario, `human` answered at random, played for `turns` turns (None: to
    its end) or up to question `stop_at`; the Bots (or stand-ins) play the other side."""
    session = Session(sample_config(definition, human, seed), save_path=save)
    player = Player(session, seed * 7 + 1, look, stop_at)
    with seated(definition), contextlib.suppress(Enough):
        session.run(player, max_turns=turns)
    return session, player


def spread(count: int, most: int) -> set[int]:
    """About `most` of `count` indexes: the first three (a set-up's questions, the first save), then evenly
    spread to the last."""
    if count <= most:
        return set(range(count))
    return set(range(3)) | {round(i * (count - 1) / (most - 1)) for i in range(most)}


def document(definition: GameDefinition, game: Any) -> str:
    """Everything a save holds of a game (state, log, dice, the random generator) as its text."""
    return json.dumps(saves.to_document(definition.saves, game), sort_keys=True)


def copy_save(source: Path, target: Path) -> bool:
    """Copy a save as it is on disk now: the file and its journal (the answers since its last full write)."""
    if not source.exists():
        return False
    shutil.copyfile(source, target)
    if journal_path(source).exists():
        shutil.copyfile(journal_path(source), journal_path(target))
    return True


def seeded(seed: int) -> random.Random:
    return random.Random(seed)
