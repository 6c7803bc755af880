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
  quitting and resuming (the save keeps it). `rollback_points()` lists every earlier card
  play and turn to go back to; `rollback(point)` goes back there and - at a table - says
  what to change on the physical board. `step_back(n)`, `step_forward(n)` and `go_back(point)`
  do the same and say how the board differs from before to after (`Moved`: one path,
  the game's `differences`, for all three): what a player checks, at a table or not.
* `adjust(change)` corrects the board (the game's `adjust_check`: checked against its rules) and
  `set_dice(who)` switches who rolls the dice: each is recorded as a step of its own at the
  question the player stands at, saved, replayed there, undone and redone like a play.
* Narration (`narration`): `run(human, on_line)` tells the front end what happens, at the
  level `narration` says (brief or full, changeable at any time), with an end-of-turn
  summary; every Bot decision's trace is kept by its number (`traces`; `why(N)` tells it).
* What the player may see (`sight`, the game's): every view, the narration and `why` ask it;
  the session keeps the history it needs (each Bot question by its decision's number, the cards
  hidden when each decision began, when each card was last played).
* `can_play_on()` / `play_on()`: after a victory the player may play on to the end of the
  decks (the set-up records it; the game replays and goes on).
* A recorded answer that no longer replays (an engine fix, an edited tier file, a newer
  version) raises `ReplayFailure`, which says which answer and why; `recover()` then
  continues from the last answer that still replays, in a new file beside the original
  (which is never changed).
* A new answer the program fails to carry out (a bug) raises `LiveFailure`: the answer is
  taken back (the game stands at the same question again), a report is written beside
  the save, and nothing else is lost.
* Saving never writes over another writer's save (a second window or terminal on the same
  file, a backup copied over it): `store.SaveConflict` says what happened, with this game's
  answers kept in a new file beside it when the save lacks any; `changed_on_disk()` lets a
  front end look before it acts (and reload: `Session.from_save(load_session(path))`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import saves
from ..definition import AdjustError, Difference, GameDefinition
from ..dice import RandomDice
from ..engine import LogEntry
from ..protocol import Ask, Decider, IllegalAnswer
from .config import GameConfig
from .narration import BRIEF, Line, Narrator, Sight, Why, tell_why
from .recording import Answer, OutOfAnswers, Recorder, ReplayMismatch, as_json, where
from .store import OnDisk, SaveConflict, SavedSession, changed_since, save_checked, sibling, write_report

HOT_SEAT_NOBODY = ""  # the viewer at one screen before any question: no side's, only what all may see


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


@dataclass(frozen=True)
class Moved:
    """What an undo, a redo or a rollback did: the steps it took back or played again (oldest first),
    and every difference of the board from before to after - worded at a table as what to change on
    the physical board (`Difference.todo`), else as what changed (`Difference.changed`)."""

    steps: list[str]
    board: list[Difference]


@dataclass(frozen=True)
class Point:
    """A point to roll back to: just before a step (a card play, an end of turn, a correction)."""

    number: int  # 1 = the oldest
    steps_back: int  # how many steps `undo` takes back to get there
    turn: int
    text: str  # "before your play of #137 FMS as an event (turn 2)"
    turn_start: bool  # the first point of its turn


class LeftOver(ReplayMismatch):
    """Recorded answers the game never asked for (it ended first, or the side they answer for is a Bot)."""


class _Awaiting(Interrupt):
    def __init__(self, ask: Ask) -> None:
        super().__init__(ask.purpose)
        self.ask = ask


class _AskNobody:
    """The decider of `current_question`: stops at the first question that needs the player."""

    def decide(self, game: Any, ask: Ask) -> Any:
        raise _Awaiting(ask)


class _Seat:
    """A Bot's seat while its game is built: a set-up that asks the Bot first has the session meet the game, so
    the Bot answers attached (its tier in force) and traced (`why`)."""

    def __init__(self, bot: Any, meet: Callable[[Any], None]) -> None:
        self.bot = bot
        self.meet = meet

    def decide(self, game: Any, ask: Ask) -> Any:
        self.meet(game)
        return self.bot.decide(game, ask)


class Session:
    """One game: its set-up, the player's answers, and where it is saved (None: never saved)."""

    def __init__(
        self,
        config: GameConfig,
        answers: list[Answer] | None = None,
        *,
        save_path: Path | None = None,
        redo: list[dict[str, Any]] | None = None,
        narration: str = BRIEF,
        on_disk: OnDisk | None = None,
    ) -> None:
        self.config = config
        self.on_disk = on_disk  # the save as last read or written (None: this session never read it)
        self.conflict: SaveConflict | None = None  # once refused, the session writes to that file no more
        self.answers: list[Answer] = list(answers or [])
        self.redo_steps: list[dict[str, Any]] = list(redo or [])
        self.save_path = save_path
        self.game: Any = None
        self.recorder: Recorder | None = None
        self.bots: dict[str, Any] = {}
        self.traces: dict[int, Any] = {}  # every Bot decision of the game by its number (`why N`)
        # what `sight` needs of the game's history: each Bot question by its decision's number, the
        # cards hidden from the player when each decision began, the decision count when each card was
        # last played (it showed itself)
        self.asked: dict[int, Ask] = {}
        self.hidden_then: dict[int, frozenset[int]] = {}
        self.shown_at: dict[int, int] = {}
        self._deciding: dict[tuple[Any, Any], int] = {}  # (side, purpose) -> the decision answering it now
        self.narrator: Narrator | None = None
        self._narration = narration
        self.retell = False  # narrate the replay too (a front end that shows the whole game's story)
        self._watch: Callable[[Any], None] | None = None
        self._turn_start: Any = None
        self._recorded = 0  # answers that came from the record (the rest are new this run)
        self._stale = False  # the answers changed (undo, redo, recovery) since the recorder last ran

    @property
    def definition(self) -> GameDefinition:
        """The game this session plays (its set-up names it)."""
        return self.config.definition

    @classmethod
    def from_save(cls, saved: SavedSession, *, narration: str = BRIEF) -> Session:
        """The session a save holds, knowing the file as it was read (so another writer is noticed)."""
        return cls(saved.config, saved.answers, save_path=saved.path, redo=saved.redo, narration=narration,
                   on_disk=saved.on_disk)

    # -- building and running ------------------------------------------------------------------
    # -- narration -----------------------------------------------------------------------------
    @property
    def narration(self) -> str:
        """How much the player is told: brief or full (see `narration`); may change at any time."""
        return self._narration

    @narration.setter
    def narration(self, level: str) -> None:
        self._narration = level
        if self.narrator is not None:
            self.narrator.level = level

    @property
    def viewer(self) -> str | None:
        """Whose sight every view takes: the player's side; None (everything) when they watch Bot vs Bot; at one
        screen (hot-seat: people play every side) the side being asked now, else the side asked last, else ""
        (nobody's: only what every side may see). A screen shared by both sides shows what the side whose turn it
        is may see: the players hand it over at each question, as at a table they would keep their own hands."""
        if not self.config.hot_seat:
            return self.config.human
        recorder = self.recorder
        if recorder is None:
            return HOT_SEAT_NOBODY
        if recorder.pending is not None and recorder.pending.side in self.definition.sides:
            return recorder.pending.side
        return recorder.asked_side if recorder.asked_side in self.definition.sides else HOT_SEAT_NOBODY

    @property
    def sight(self) -> Sight:
        """What the player may see of the game as it stands (everything when they watch Bot vs Bot; see `viewer`)."""
        return self.definition.sight(self.viewer, self.game, asked=self.asked, hidden_then=self.hidden_then,
                                     shown_at=self.shown_at)

    @property
    def hide_plots(self) -> bool:
        """The board picture draws face-down plots face down (the sight's to say)."""
        return self.sight.hides_plots

    def title_of(self, chart_id: str) -> str:
        """A chart's or table's title, from the Bots' charts (the id if none has it)."""
        for player in self.bots.values():
            library = getattr(player, "library", None)
            item = library.charts.get(chart_id) or library.tables.get(chart_id) if library is not None else None
            if item is not None:
                return item.title
        return chart_id

    def why(self, number: int) -> Why | None:
        """Bot decision `number` told as the player may see it (None: no such decision)."""
        trace = self.traces.get(number)
        if trace is None:
            return None
        libraries = [getattr(bot, "library", None) for bot in self.bots.values()]
        charts = [c for c in trace.charts() if any(lib is not None and c in lib.ids() for lib in libraries)]
        return tell_why(trace, self.title_of, self.sight, charts)

    def _answered_by(self, ask: Ask, answer: Any) -> None:
        """Keep each Bot question by the number of the decision that answered it (`sight` reads it)."""
        serial = self._deciding.get((ask.side, ask.purpose))
        if ask.side in self.bots and serial is not None:
            self.asked[serial] = ask

    def _shown(self, entry: LogEntry) -> None:
        """A card played shows itself: decisions that named it before may be seen from now on."""
        if entry.kind == "card_played" and self.game is not None:
            self.shown_at[entry.fields["card"]] = self.game.decision_count

    def _traced(self, trace: Any) -> None:
        serial = trace.meta["serial"]
        self.traces[serial] = trace
        self._deciding[(trace.meta.get("side"), trace.meta.get("purpose"))] = serial
        if self.config.human is not None:
            self.hidden_then[serial] = frozenset(self.sight.hidden_cards())
        if self.narrator is not None:
            self.narrator.decision(trace)
        if self._watch is not None:
            self._watch(trace)

    def _heard(self, entry: LogEntry) -> None:
        narrator, game = self.narrator, self.game
        if narrator is None or game is None:
            return
        if entry.kind != self.definition.turn_begins_kind:
            narrator.entry(entry)
        elif self._turn_start is not None:  # the turn that ended in short, then the new turn
            ended = entry.fields["turn"] - 1
            if narrator.speaking():
                lines = self.definition.turn_summary(ended, self._turn_start, game.state,
                                     (e for e in game.log_entries if e.turn == ended), sight=self.sight)
                for line in lines:
                    narrator.say(line, "summary", indent=0 if line == lines[0] else 1)
            self._turn_start = game.state.copy()
            narrator.entry(entry)

    def build(self, human: Decider | None, on_line: Callable[[Line], None] | None = None) -> Any:
        """A fresh game at the start, with the recorded answers queued for the player's side.

        `on_line` hears what the player is told (`narration.Line`s) from the first question
        they have not answered yet on: a replay retells nothing they saw already (unless
        `retell` is set: a page that shows the whole story from the start)."""
        config = self.config
        definition = self.definition
        self.recorder = recorder = Recorder(definition, human, list(self.answers), self._answered, self._directive)
        self._recorded = len(self.answers)
        self._stale = False

        def meet(game: Any) -> None:
            self._meet(game, on_line)

        deciders: dict[str, Any] = {}
        self.bots = {}
        people = config.human_sides()
        for side in definition.sides:
            if side in people:
                deciders[side] = recorder
            else:
                self.bots[side] = definition.make_bot(side, config)
                deciders[side] = _Seat(self.bots[side], meet)
        self.game = None
        self.traces = {}
        self.asked, self.hidden_then, self.shown_at, self._deciding = {}, {}, {}, {}
        self.narrator = None
        # a set-up that asks (Twilight Struggle's influence) is met at its first question, the player's or a
        # Bot's: from there on its answers are saved, the Bots are attached and traced, and the views, the
        # page and the narration have a game to look at; a set-up that asks nothing, once it is built
        recorder.meet = meet
        game = definition.start(config, deciders)
        meet(game)
        return game

    def _meet(self, game: Any, on_line: Callable[[Line], None] | None) -> None:
        """The game being built is this session's from now on: its traces, answers and log are heard, table
        mode and who rolls are set, and the Bots are attached."""
        recorder, config = self.recorder, self.config
        if self.game is game or recorder is None:
            return
        self.game = game
        game.trace_watcher = self._traced
        game.answer_listeners.append(self._answered_by)
        game.listeners.append(self._shown)
        game.checkpoints.append(recorder.checkpoint)
        if on_line is not None:
            self.narrator = narrator = Narrator(on_line, self.definition, level=self._narration,
                                                table=self.config.table, title_of=self.title_of,
                                                speaking=lambda: self.retell or recorder.live,
                                                sight=lambda: self.sight)
            self._turn_start = game.state.copy()
            game.listeners.append(self._heard)
            game.answer_listeners.append(lambda ask, answer: narrator.answered(ask, answer, set(self.bots)))
            recorder.before_asking = narrator.flush
        if config.table and config.human:
            self.definition.table_start(game, config.human)
        if config.table_dice == "me" and config.human:
            game.dice = self.definition.table_dice(game, config.human)
        for player in self.bots.values():
            player.attach(game)  # may ask (optional rule 3 at the table: a card drawn from the deck)

    def run(self, human: Decider, on_line: Callable[[Line], None] | None = None,
            max_turns: int | None = None) -> str | None:
        """Replay, then play on with `human` until the game ends; returns the winner.

        Raises whatever `Interrupt` the front end raised (every answer is kept), `ReplayFailure`
        or `LiveFailure` (see the module).
        """
        try:
            game = self.build(human, on_line)
            self.definition.run(game, max_turns=max_turns)
            if self.narrator is not None:
                self.narrator.flush()
        except Interrupt:
            self._sync()
            raise
        except (KeyboardInterrupt, SystemExit, saves.SaveError):
            self._sync()
            raise  # a save refused or impossible is the front end's to tell, not a failure of the game
        except Exception as error:
            raise self._failure(error) from error
        recorder = self.recorder
        if recorder is not None and recorder.queue and game.state.winner is not None:
            raise self._failure(LeftOver(len(recorder.answers), "the game ended before this answer was asked for"))
        self._sync()
        self.save()
        return game.state.winner

    def current_question(self, on_line: Callable[[Line], None] | None = None) -> Ask | None:
        """Replay to the first question that needs the player (None when the game is over).

        `on_line` hears what happened since the last answer (see `build`)."""
        try:
            self.run(_AskNobody(), on_line)
        except _Awaiting as waiting:
            return waiting.ask
        return None

    def answer(self, value: Any, on_line: Callable[[Line], None] | None = None) -> Ask | None:
        """Answer the current question (checked: `IllegalAnswer` if it does not fit); returns the next one.

        `on_line` hears what the answer set off, up to the next question."""
        ask = self.current_question()
        if ask is None:
            raise IllegalAnswer("the game is over: there is no question to answer")
        value = ask.check(value)
        self.answers.append([ask.purpose, value])
        self.redo_steps = []
        self.save()
        return self.current_question(on_line)

    def replay(self, watch: Callable[[Any], None] | None = None) -> Any:
        """Replay the recorded answers and stop where they end (nothing is saved); for looking back.

        `watch` sees every Bot decision's trace; it may stop the replay by raising an `Interrupt`.
        A save that no longer replays raises `ReplayFailure`.
        """
        try:
            self._watch = watch
            game = self.build(None)
            self.definition.run(game)
        except OutOfAnswers:
            pass
        except Interrupt:
            raise
        except Exception as error:
            raise self._failure(error) from error
        finally:
            self._watch = None
        assert self.game is not None
        return self.game

    # -- directives: corrections of the board, who rolls the dice --------------------------------
    def _directive(self, game: Any, purpose: str, value: Any) -> str:
        """Carry out a recorded directive in `game` (see `recording`); returns its words for undo."""
        if purpose == "session.adjust":
            change = {k: v for k, v in value.items() if k not in ("at", "step")}
            said = self.definition.adjust_check(game.state, change)
            self.definition.adjust_apply(game.state, change)
            game.report("adjusted", text=said)
            return f"adjustment ({said})"
        who = value.get("dice") if isinstance(value, dict) else None
        if who not in ("me", "program") or self.config.human is None:
            raise AdjustError(f"dice are rolled by me or program, not {who!r}")
        game.dice = self.definition.table_dice(game, self.config.human) if who == "me" else self._program_dice(game)
        game.log(f"Dice from now on: {'read off real dice' if who == 'me' else 'rolled by the program'}")
        return f"switch to dice {'read off real dice' if who == 'me' else 'rolled by the program'}"

    @staticmethod
    def _program_dice(game: Any) -> Any:
        return RandomDice(game.rng)

    def _record_directive(self, purpose: str, value: dict[str, Any]) -> None:
        recorder, game = self.recorder, self.game
        if recorder is None or game is None or recorder.pending is None:
            raise UndoError("There is no question to correct the game at yet.")
        self._sync()
        self.answers.append([purpose, {**value, **where(self.definition, game, recorder.pending)}])
        self.redo_steps = []
        self._stale = True
        self.save()

    def adjust(self, change: dict[str, Any]) -> str:
        """Correct the board where the game stands (at the question the player left); returns what it does.

        Checked first (`adjust.AdjustError` says why not); then recorded as a step, saved, and
        carried out when the game is run again (it replays to the same question)."""
        game = self.game
        if game is None:
            raise UndoError("There is no game to adjust yet.")
        said = self.definition.adjust_check(game.state, change)
        self._record_directive("session.adjust", dict(change))
        self.definition.adjust_apply(game.state, change)  # the snapshot saved with the answers shows it too
        self.save()
        return said

    @property
    def dice(self) -> str:
        """Who rolls the dice now: "me" (the player reads real dice) or "program"."""
        return "me" if self.game is not None and self.definition.uses_table_dice(self.game) else "program"

    def set_dice(self, who: str) -> str:
        """Switch who rolls the dice from the current question on: "me" (real dice) or "program"."""
        if who not in ("me", "program"):
            raise UndoError(f"Dice are rolled by me or program, not {who!r}.")
        if self.config.human is None:
            raise UndoError("Dice read off real dice need a player: in Bot vs Bot the program rolls.")
        if self.config.hot_seat and who == "me":
            raise UndoError("Dice read off real dice are for one side against a Bot: with every side at one screen "
                            "the program rolls.")
        self._record_directive("session.dice", {"dice": who})
        return "read off real dice" if who == "me" else "rolled by the program"

    # -- rolling back ---------------------------------------------------------------------------
    def rollback_points(self) -> list[Point]:
        """Every point the game can go back to, oldest first: before each step holding answers."""
        if self._stale or self.recorder is None:
            self.replay()
        recorder = self.recorder
        assert recorder is not None
        steps = recorder.answered_steps()
        points: list[Point] = []
        turns: set[int] = set()
        for position, index in enumerate(steps):
            step = recorder.steps[index]
            first = step.turn not in turns
            turns.add(step.turn)
            points.append(Point(position + 1, len(steps) - position, step.turn,
                                "before " + step.describe(self.config.human, self.definition), first))
        return points

    def rollback(self, point: Point) -> tuple[list[str], list[Difference]]:
        """Go back to `point` (undone steps can be redone); returns what was undone and - in table
        mode - what to change on the physical board to match (`go_back` says it in digital play too)."""
        moved = self.go_back(point)
        return moved.steps, moved.board if self.config.table else []

    def go_back(self, point: Point) -> Moved:
        """Go back to `point`, as `rollback`, saying how the board differs (`Moved`)."""
        return self._moving(lambda: self.undo(point.steps_back))

    def step_back(self, count: int) -> Moved:
        """`undo(count)`, saying how the board differs (`Moved`)."""
        return self._moving(lambda: self.undo(count))

    def step_forward(self, count: int) -> Moved:
        """`redo(count)`, saying how the board differs (`Moved`)."""
        return self._moving(lambda: self.redo(count))

    def _moving(self, move: Callable[[], list[str]]) -> Moved:
        """Carry out an undo, a redo or a rollback, and compare the board where the player stood with
        the board where they stand after it (the game replayed to its question)."""
        before = self._standing()
        steps = move()
        self.replay()
        self.save()  # the save's board is the one the player now stands at, not the one they left
        return Moved(steps, self.definition.differences(before, self._standing(), sight=self.sight,
                                                        table=self.config.table))

    def _standing(self) -> Any:
        """The board where the player stands: as it was when their question was put (leaving it has since
        settled the card being played, `recording.Recorder.standing`), or where the game ended."""
        if self._stale or self.recorder is None or self.game is None:
            self.replay()  # the game as the answers are now
        assert self.recorder is not None and self.game is not None
        return self.recorder.standing if self.recorder.standing is not None else self.game.state

    # -- playing on after a victory ----------------------------------------------------------
    def can_play_on(self) -> bool:
        """The game ended with a victory before the decks ran out, and the player has not played on yet."""
        game = self.game
        return (game is not None and game.state.winner is not None and not self.config.play_on
                and self.config.human is not None and self.definition.can_play_on(game))

    def play_on(self) -> None:
        """Play on after the victory: the set-up says so, and the game replays and goes on to the end."""
        self.config.play_on = True
        self._stale = True
        self.save()

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
            undone.append({"step": recorder.steps[step].describe(human, self.definition),
                           "answers": as_json(recorder.answers[start:end])})
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
    def save(self, *, whole: bool = False) -> None:
        """Write the save (`saves.SaveError` if it cannot be; `SaveConflict` if another writer changed it).
        `whole`: as one self-contained file, its journal folded in (when a front end leaves the game)."""
        if self.game is None or self.save_path is None:
            return
        if self.conflict is not None and self.conflict.path == self.save_path:
            raise self.conflict  # told once; the front end reloads or stops (its answers are kept already)
        try:
            self.on_disk = save_checked(self.save_path, self.game, self.config, self.answers, self.redo_steps,
                                        self.on_disk, whole=whole)
        except SaveConflict as conflict:
            self.conflict = conflict
            raise

    def changed_on_disk(self) -> str:
        """What another writer did to the save since this session read or wrote it ("" if nothing)."""
        if self.save_path is None or self.on_disk is None:
            return ""  # nothing read or written yet: the first save decides (see `store.save_checked`)
        return changed_since(self.save_path, self.on_disk)[0]


def undo_count(argument: str) -> int:
    """`undo` / `undo 3` -> 1 / 3; anything else is an `UndoError` that says what is allowed."""
    text = argument.strip()
    if not text:
        return 1
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise UndoError(f"'{text}' is not a number of plays: type undo, or undo N with N a whole number of 1 or more.")
    return int(text)
