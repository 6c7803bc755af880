"""One game as a front end sees it: set-up, answers, replay, autosave, undo/redo, recovery.

A game is fully determined by its set-up and the player's answers, so that pair is the
session. Every front end (the terminal, a browser, a test) plays through a `Session`:

* `run(human)` builds the game, replays the recorded answers, then asks `human` (any
  decider) each new question, saving after every answer. A front end leaves a question by
  raising an `Interrupt` from its decider (undo, redo, quit, ...); the session keeps every
  answer given so far.
* `current_question()` / `answer(value)` do the same one question at a time, for a front
  end that cannot block (a web page): replay to the question, show it, add the answer.
* `undo(n)` / `redo(n)` move by *steps as the player sees them* (see `recording`), never
  by raw answers; what was undone can be redone until a new answer is given, even after
  quitting and resuming (the save keeps it).
* A recorded answer that no longer replays (an engine fix, an edited tier file, a newer
  version) raises `ReplayFailure`, which says which answer and why; `recover()` then
  continues from the last answer that still replays, in a new file beside the original
  (which is never changed).
* A new answer the program fails to carry out (a bug) raises `LiveFailure`: the answer is
  taken back (the game stands at the same question again), a report is written beside
  the save, and nothing else is lost.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import table
from ..decisions import Ask, Decider, IllegalAnswer
from ..game import Game, LogEntry
from ..scenarios import start_game
from ..state import SIDES
from ..turn import run_game
from .config import GameConfig, bot
from .recording import Answer, OutOfAnswers, Recorder, ReplayMismatch, as_json
from .store import sibling, write_report, write_session


class Interrupt(Exception):  # noqa: N818 - not an error: a front end leaving a question on purpose
    """Raised by a front end's decider to leave the current question (the session keeps every answer)."""


class UndoError(ValueError):
    """An undo or redo that cannot be done (the message says why and what can be done)."""


class ReplayFailure(Exception):
    """The recorded answers no longer replay from answer `index` on (`index` answers still do)."""

    def __init__(self, index: int, total: int, reason: str, error: BaseException, report: Path | None) -> None:
        super().__init__(reason)
        self.index = index
        self.total = total
        self.reason = reason
        self.error = error
        self.report = report

    @property
    def recoverable(self) -> bool:
        return self.index > 0 or isinstance(self.error, ReplayMismatch | LeftOver)


class LiveFailure(Exception):
    """The program failed while carrying out the player's answer `index`; the answer was taken back."""

    def __init__(self, index: int, answer: Answer | None, error: BaseException, report: Path | None) -> None:
        super().__init__(str(error))
        self.index = index
        self.answer = answer
        self.error = error
        self.report = report


class LeftOver(ReplayMismatch):
    """Recorded answers the game never asked for (it ended first, or the side they answer for is a Bot)."""


class _Awaiting(Interrupt):
    def __init__(self, ask: Ask) -> None:
        super().__init__(ask.purpose)
        self.ask = ask


class _AskNobody:
    """The decider of `current_question`: stops at the first question that needs the player."""

    def decide(self, game: Game, ask: Ask) -> Any:
        raise _Awaiting(ask)


class Session:
    """One game: its set-up, the player's answers, and where it is saved (None: never saved)."""

    def __init__(
        self,
        config: GameConfig,
        answers: list[Answer] | None = None,
        *,
        save_path: Path | None = None,
        redo: list[dict[str, Any]] | None = None,
        narrate: bool = False,
    ) -> None:
        self.config = config
        self.answers: list[Answer] = list(answers or [])
        self.redo_steps: list[dict[str, Any]] = list(redo or [])
        self.save_path = save_path
        self.narrate = narrate
        self.game: Game | None = None
        self.recorder: Recorder | None = None
        self.bots: dict[str, Any] = {}
        self._recorded = 0  # answers that came from the record (the rest are new this run)
        self._stale = False  # the answers changed (undo, redo, recovery) since the recorder last ran

    # -- building and running ------------------------------------------------------------------
    def build(self, human: Decider | None, on_log: Callable[[LogEntry], None] | None = None) -> Game:
        """A fresh game at the start, with the recorded answers queued for the player's side."""
        config = self.config
        self.recorder = recorder = Recorder(human, list(self.answers), self._answered)
        self._recorded = len(self.answers)
        self._stale = False
        deciders: dict[str, Any] = {}
        self.bots = {}
        for side in SIDES:
            if side == config.human:
                deciders[side] = recorder
            else:
                self.bots[side] = deciders[side] = bot(side, config)
                self.bots[side].narrate = self.narrate
        options: dict[str, Any] = {"rules": list(config.rules)}
        if config.overtime:
            options["overtime"] = True
        game = start_game(config.scenario, seed=config.seed, decks=config.decks, deciders=deciders, options=options)
        self.game = game
        if on_log is not None:
            # the replay retells nothing: the player saw it all up to the question they are back at
            game.listeners.append(lambda entry: on_log(entry) if recorder.live else None)
        if config.table and config.human:
            table.start(game, config.human)
        if config.table_dice == "me" and config.human:
            game.dice = table.TableDice(game, config.human)
        for player in self.bots.values():
            player.attach(game)  # may ask (optional rule 3 at the table: a card drawn from the deck)
        return game

    def run(self, human: Decider, on_log: Callable[[LogEntry], None] | None = None,
            max_turns: int | None = None) -> str | None:
        """Replay, then play on with `human` until the game ends; returns the winner.

        Raises whatever `Interrupt` the front end raised (every answer is kept), `ReplayFailure`
        or `LiveFailure` (see the module).
        """
        try:
            game = self.build(human, on_log)
            run_game(game, max_turns=max_turns)
        except Interrupt:
            self._sync()
            raise
        except (KeyboardInterrupt, SystemExit):
            self._sync()
            raise
        except Exception as error:
            raise self._failure(error) from error
        recorder = self.recorder
        if recorder is not None and recorder.queue and game.state.winner is not None:
            raise self._failure(LeftOver(len(recorder.answers), "the game ended before this answer was asked for"))
        self._sync()
        self.save()
        return game.state.winner

    def current_question(self) -> Ask | None:
        """Replay to the first question that needs the player (None when the game is over)."""
        try:
            self.run(_AskNobody())
        except _Awaiting as waiting:
            return waiting.ask
        return None

    def answer(self, value: Any) -> Ask | None:
        """Answer the current question (checked: `IllegalAnswer` if it does not fit); returns the next one."""
        ask = self.current_question()
        if ask is None:
            raise IllegalAnswer("the game is over: there is no question to answer")
        value = ask.check(value)
        self.answers.append([ask.purpose, value])
        self.redo_steps = []
        self.save()
        return self.current_question()

    def replay(self, watch: Callable[[Any], None] | None = None) -> Game:
        """Replay the recorded answers and stop where they end (nothing is saved); for looking back.

        `watch` sees every Bot decision's trace; it may stop the replay by raising an `Interrupt`.
        A save that no longer replays raises `ReplayFailure`.
        """
        try:
            game = self.build(None)
            for player in self.bots.values():
                player.narrate = False
            game.trace_watcher = watch
            run_game(game)
        except OutOfAnswers:
            pass
        except Interrupt:
            raise
        except Exception as error:
            raise self._failure(error) from error
        assert self.game is not None
        return self.game

    def _answered(self) -> None:
        """A new answer: keep it (saved at once) and forget what could have been redone."""
        self._sync()
        self.redo_steps = []
        self.save()

    def _sync(self) -> None:
        """The answers as the recorder has them: replayed and new, then any not asked for yet."""
        if self.recorder is not None and not self._stale:
            self.answers = list(self.recorder.answers) + list(self.recorder.queue)

    def _failure(self, error: Exception) -> Exception:
        recorder = self.recorder
        assert recorder is not None
        answers = recorder.answers + list(recorder.queue)
        if isinstance(error, ReplayMismatch | LeftOver):
            index = error.index
        else:
            index = recorder.handed - 1
        if index < 0 or index < self._recorded or isinstance(error, ReplayMismatch | LeftOver):
            index = max(index, 0)
            report = (write_report(self.save_path, "a save that no longer replays", error, self.config, answers, index)
                      if self.save_path else None)
            reason = str(error) if isinstance(error, ReplayMismatch | IllegalAnswer | LeftOver) else (
                f"the program fails on it ({type(error).__name__}: {error})")
            return ReplayFailure(index, len(answers), reason, error, report)
        # a new answer the program could not carry out: take it back, keep everything before it
        failed = answers[index] if 0 <= index < len(answers) else None
        self.answers = answers[: max(index, 0)]
        report = (write_report(self.save_path, "an answer the program failed to carry out", error, self.config,
                               answers, index) if self.save_path else None)
        self.save()
        return LiveFailure(index, failed, error, report)

    # -- undo and redo -------------------------------------------------------------------------
    def undo(self, count: int) -> list[str]:
        """Take back the last `count` steps; returns what was undone, oldest first (`UndoError` if impossible)."""
        if self._stale or self.recorder is None:
            self.replay()  # the steps of the answers as they are now
        recorder = self.recorder
        assert recorder is not None
        steps = recorder.answered_steps()
        if count < 1:
            raise UndoError("undo takes how many plays to take back: a whole number of 1 or more (undo 2).")
        if not steps:
            raise UndoError("Nothing to undo yet: you have not answered anything in this game.")
        if count > len(steps):
            raise UndoError(f"Only {len(steps)} play(s) can be undone (undo {len(steps)} goes back to the start).")
        taken = steps[-count:]
        human = self.config.human
        undone = []
        for position, step in enumerate(taken):
            start = recorder.start_of(step)
            end = recorder.start_of(taken[position + 1]) if position + 1 < len(taken) else len(recorder.answers)
            undone.append({"step": recorder.steps[step].describe(human), "answers": as_json(recorder.answers[start:end])})
        self.answers = list(recorder.answers[: recorder.start_of(taken[0])])
        self.redo_steps = undone + self.redo_steps
        self._stale = True
        self.save()
        return [entry["step"] for entry in undone]

    def redo(self, count: int) -> list[str]:
        """Play again the next `count` undone steps, exactly as they were answered."""
        if count < 1:
            raise UndoError("redo takes how many plays to play again: a whole number of 1 or more (redo 2).")
        if not self.redo_steps:
            raise UndoError("Nothing to redo: redo plays again what undo took back, until you answer anew.")
        if count > len(self.redo_steps):
            raise UndoError(f"Only {len(self.redo_steps)} play(s) can be redone.")
        self._sync()
        taken, self.redo_steps = self.redo_steps[:count], self.redo_steps[count:]
        for entry in taken:
            self.answers.extend(entry["answers"])
        self._stale = True
        self.save()
        return [str(entry.get("step", "a play")) for entry in taken]

    # -- recovery ---------------------------------------------------------------------------
    def recover(self, failure: ReplayFailure) -> Path | None:
        """Continue from the last answer that still replays, saving to a new file beside the original."""
        self.answers = self.answers[: failure.index]
        self.redo_steps = []
        self._stale = True
        if self.save_path is not None:
            self.save_path = sibling(self.save_path, "recovered", self.save_path.suffix or ".json")
            self.replay()  # the game as far as the kept answers go, saved in the new file at once
            self.save()
        return self.save_path

    # -- saving -----------------------------------------------------------------------------
    def save(self) -> None:
        if self.game is None or self.save_path is None:
            return
        write_session(self.save_path, self.game, self.config, self.answers, self.redo_steps)


def undo_count(argument: str) -> int:
    """`undo` / `undo 3` -> 1 / 3; anything else is an `UndoError` that says what is allowed."""
    text = argument.strip()
    if not text:
        return 1
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise UndoError(f"'{text}' is not a number of plays: type undo, or undo N with N a whole number of 1 or more.")
    return int(text)
