"""A game session at the terminal: set-up, the human's answers, autosave, undo and resume.

A game is fully determined by its set-up (scenario, seed, sides, tiers, options) and the
human's answers, so that pair is what a save holds (with a snapshot of the state for a
quick look and an integrity check). Resuming and undoing both replay the answers from
the start: the engine and the Bots are deterministic, so the replay lands exactly where
the player left off. Saving happens after every answer, atomically.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.labyrinth import saves
from game.labyrinth.decisions import Ask
from game.labyrinth.game import Game, LogEntry
from game.labyrinth.scenarios import start_game
from game.labyrinth.state import JIHADIST, SIDES, US
from game.labyrinth.turn import run_game

from .human import HumanDecider, SessionCommand

SESSION_FORMAT = "botkit-labyrinth-session"
SESSION_VERSION = 1


@dataclass
class GameConfig:
    scenario: str = "awakening"
    seed: int = 0
    human: str | None = US  # None: Bot vs Bot
    tiers: dict[str, str] = field(default_factory=lambda: {US: "off_guard", JIHADIST: "muddled"})
    tier_files: dict[str, str] = field(default_factory=dict)
    decks: int | None = None
    rules: list[int] = field(default_factory=list)  # optional rules 1-3
    table: bool = False  # play beside a real board: the player names the cards drawn
    table_dice: str = "program"  # program | me (read off real dice)
    overtime: bool = False  # Assad Alone: no draw, play on (its overtime variant)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameConfig:
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


class ReplayMismatch(saves.SaveError):
    """A saved answer no longer fits the question the game asks (a damaged or foreign save)."""


class RecordingDecider:
    """Replays recorded answers, then asks the person and records what they say."""

    def __init__(self, human: HumanDecider, recorded: list[list[Any]], on_answer: Callable[[], None]) -> None:
        self.human = human
        self.queue = list(recorded)
        self.answers: list[list[Any]] = []
        self.on_answer = on_answer
        self.pending: Ask | None = None

    @property
    def replaying(self) -> bool:
        return bool(self.queue)

    def decide(self, game: Game, ask: Ask) -> Any:
        if self.queue:
            purpose, answer = self.queue.pop(0)
            if purpose != ask.purpose:
                raise ReplayMismatch(f"the save answers {purpose!r} where the game asks {ask.purpose!r}")
            answer = tuple(answer) if isinstance(answer, list) and ask.kind == "one" else answer
            self.answers.append([purpose, answer])
            return answer
        self.pending = ask
        answer = self.human.decide(game, ask)
        self.pending = None
        self.answers.append([ask.purpose, answer])
        self.on_answer()
        return answer


class Session:
    """Runs one game at the terminal; `read`/`say` are the terminal (tests pass their own)."""

    def __init__(
        self,
        config: GameConfig,
        save_path: Path,
        *,
        read: Callable[[str], str],
        say: Callable[[str], None],
        bot_factory: Callable[[str, GameConfig], Any],
        answers: list[list[Any]] | None = None,
        commands: Callable[[Session, str, str], None] | None = None,
    ) -> None:
        self.config = config
        self.save_path = save_path
        self.read = read
        self.say = say
        self.bot_factory = bot_factory
        self.answers: list[list[Any]] = list(answers or [])
        self.commands = commands
        self.game: Game | None = None
        self.recorder: RecordingDecider | None = None
        self.bots: dict[str, Any] = {}

    # -- building and replaying -----------------------------------------------------------
    def build(self) -> Game:
        config = self.config
        human = HumanDecider(self.read, self.say, self._command)
        self.recorder = RecordingDecider(human, self.answers, self.save)
        deciders: dict[str, Any] = {}
        self.bots = {}
        for side in SIDES:
            if side == config.human:
                deciders[side] = self.recorder
            else:
                bot = self.bot_factory(side, config)
                bot.narrate = True
                self.bots[side] = bot
                deciders[side] = bot
        options: dict[str, Any] = {"rules": list(config.rules)}
        if config.overtime:
            options["overtime"] = True
        game = start_game(config.scenario, seed=config.seed, decks=config.decks, deciders=deciders, options=options)
        for side, bot in self.bots.items():
            game.bot_sides.add(side)
            game.capabilities[side] = dict(getattr(bot, "capabilities", {}))
        if config.table and config.human:
            from game.labyrinth import table

            table.start(game, config.human)
            if config.table_dice == "me":
                game.dice = table.TableDice(game)
        game.listeners.append(self._narrate)
        self.game = game
        return game

    def _narrate(self, entry: LogEntry) -> None:
        if self.recorder is not None and self.recorder.replaying:
            return
        self.say(entry.text)

    def run(self) -> str | None:
        """Play until the game ends or the player quits; returns the winner (None if unfinished)."""
        while True:
            game = self.build()
            try:
                run_game(game)
            except SessionCommand as command:
                if command.name == "quit":
                    self.answers = self.recorder.answers if self.recorder else self.answers
                    self.save()
                    self.say(f"Saved. Resume with: botkit play --resume {self.save_path}")
                    return None
                if command.name == "undo":
                    self.undo(command.argument)
                    continue
                raise
            self.answers = self.recorder.answers if self.recorder else self.answers
            self.save()
            return game.state.winner

    def undo(self, argument: str) -> None:
        count = int(argument) if argument.strip().isdigit() else 1
        answers = self.recorder.answers if self.recorder else self.answers
        starts = [i for i, (purpose, _) in enumerate(answers) if purpose == "card.choose"]
        pending = self.recorder.pending if self.recorder else None
        if pending is not None and pending.purpose == "card.choose":
            starts.append(len(answers))  # the play you are about to choose counts as nothing to undo
            count += 1
        if len(starts) < count or not starts:
            self.say("Nothing to undo yet.")
            self.answers = list(answers)
            return
        cut = starts[-count]
        self.answers = list(answers[:cut])
        undone = len(answers) - cut
        self.say(f"Undid {count if pending is None or pending.purpose != 'card.choose' else count - 1} action(s) "
                 f"({undone} answer(s)); replaying...")
        self.save()

    # -- saving ---------------------------------------------------------------------------
    def save(self) -> None:
        if self.game is None:
            return
        answers = self.recorder.answers if self.recorder else self.answers
        meta = {
            "session": {"format": SESSION_FORMAT, "version": SESSION_VERSION, "config": self.config.to_dict(),
                        "answers": _jsonable(answers)},
        }
        saves.save_game(self.save_path, self.game, meta)

    # -- commands at prompts ---------------------------------------------------------------
    def _command(self, name: str, argument: str) -> None:
        if self.commands is not None:
            self.commands(self, name, argument)


def _jsonable(answers: list[list[Any]]) -> list[list[Any]]:
    return json.loads(json.dumps(answers, default=list))


def load_session(path: Path) -> tuple[GameConfig, list[list[Any]]]:
    """Read a saved session; a damaged or foreign file raises SaveError and is left as it was."""
    loaded = saves.load_game(path)
    session = (loaded.meta or {}).get("session")
    if not isinstance(session, dict) or session.get("format") != SESSION_FORMAT:
        raise saves.SaveError(f"{path}: not a botkit play session (it holds no answers to replay)")
    if session.get("version") != SESSION_VERSION:
        raise saves.SaveError(f"{path}: session version {session.get('version')!r} is not supported")
    config = GameConfig.from_dict(session.get("config") or {})
    answers = session.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, list) and len(a) == 2 for a in answers):
        raise saves.SaveError(f"{path}: the recorded answers are damaged")
    return config, answers
