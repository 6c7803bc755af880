"""Recording the player's answers, and telling which step of the game each one belongs to.

A game is its set-up plus the player's answers. `Recorder` is the player's decider: it
hands the engine the recorded answers first (the replay), then asks the player and keeps
what they say. It also groups the answers into *steps* as the player sees them - a card
play (theirs, or a Bot's play in which they answered something: in table mode, naming
the Bot's card), or the end of a turn - so that undo and redo count steps, not answers.
A forced play (a last card, no card to choose) is a step of its own: it still asks how
to play the card.

Besides answers, the record holds the player's *directives* (purposes ``session.*``): a
correction of the board (``session.adjust``) or a switch of who rolls the dice
(``session.dice``), each made at a question (its ``at``). A directive is a step of its own
and replays where it was given: before the question it was given at - for a card or a die,
before the question is even put (`checkpoint`), so the cards offered are the ones the
correction says, and a die is asked for or rolled as the latest switch says.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..definition import GameDefinition
from ..protocol import Ask, Decider
from .config import EVERY_SIDE

Answer = list[Any]  # [purpose, answer]: JSON-friendly
DIRECTIVES = ("session.adjust", "session.dice")


class ReplayMismatch(Exception):
    """A recorded answer does not answer the question the game asks now."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index


@dataclass
class Step:
    """A card play or an end of turn, as the player sees it."""

    key: tuple[Any, ...]
    turn: int
    side: str  # the side playing the card; "" for the end of a turn or the set-up
    card: int | None = None
    mode: str = ""
    what: str = ""  # a directive's own words ("adjustment: Iraq troops 2 -> 3")

    def describe(self, human: str | None, definition: GameDefinition) -> str:
        if self.what:
            return f"your {self.what} (turn {self.turn})"
        if not self.side:
            return f"your answers at the end of turn {self.turn}" if self.turn else "your answers during the set-up"
        hot_seat = human == EVERY_SIDE  # every side is a player's: each step is named by its side
        if hot_seat:
            who = f"the {definition.side_name(self.side)}'s"
        else:
            who = "your" if self.side == human else f"the {definition.side_name(self.side)} Bot's"
        what = f"play of {definition.card_name(self.card)}" if self.card is not None else "card play"
        words = definition.play_as_words
        how = f" {words[self.mode]}" if self.mode in words and (self.side == human or hot_seat) else ""
        return f"{who} {what}{how} (turn {self.turn})"


def where(definition: GameDefinition, game: Any, ask: Ask | None = None) -> dict[str, Any]:
    """Where a directive is given: the question's purpose and the step (kept with the directive)."""
    return {"at": ask.purpose if ask is not None else "", "step": as_json(definition.step_key(game))}


def as_json(value: Any) -> Any:
    """`value` as it comes back from a JSON file (tuples become lists)."""
    return json.loads(json.dumps(value, default=list))


def restore(answer: Any, ask: Ask) -> Any:
    """A recorded answer in the form the question's options have (JSON turned tuples into lists)."""
    if ask.kind == "one":
        return _option(answer, ask.options)
    if ask.kind == "many" and isinstance(answer, list):
        return [_option(item, ask.options) for item in answer]
    return answer


def _option(value: Any, options: tuple[Any, ...]) -> Any:
    try:
        if value in options:
            return value
    except TypeError:
        return value
    for option in options:
        if as_json(option) == value:
            return option
    return value


class Recorder:
    """The player's decider: recorded answers first, then `human` (the front end)."""

    def __init__(self, definition: GameDefinition, human: Decider | None, recorded: list[Answer],
                 on_answer: Callable[[], None], directive: Callable[[Any, str, Any], str] | None = None) -> None:
        self.definition = definition
        self.human = human
        self.directive = directive  # carries out a recorded directive; returns its words
        self.queue: deque[Answer] = deque(recorded)
        self.answers: list[Answer] = []
        self.marks: list[int] = []  # for each answer, the index of its step in `steps`
        self.steps: list[Step] = []
        self.on_answer = on_answer
        self.pending: Ask | None = None
        # the board at the question the player stands at, as it was when it was put: leaving a question
        # (an undo, the end of a replay) unwinds the card being played, which settles it in a pile
        self.standing: Any = None
        self.before_asking: Callable[[], None] | None = None  # e.g. say what is held back before a prompt
        self.meet: Callable[[Any], None] | None = None  # told the game at each question (its set-up may ask)
        self.handed = 0  # answers handed to the engine (the last one may still be being carried out)
        self.asked_side = ""  # the side of the last question put to the player(s) (hot-seat: whose turn it is)
        # what happened up to the first question the player has not answered yet, they have seen
        self.live = not recorded

    @property
    def replaying(self) -> bool:
        return bool(self.queue)

    def checkpoint(self, game: Any, purpose: str) -> None:
        """Just before a question `purpose` may be put (a card, a die): the directives given at that very
        question take effect, so it is put - or not - as they say."""
        self._directives(game, {"at": purpose, "step": as_json(self.definition.step_key(game))})

    def _directives(self, game: Any, at: dict[str, Any] | None = None) -> None:
        """Carry out the directives at the head of the record (at a checkpoint: only those given at
        that question in this very step)."""
        while self.queue and self.queue[0][0] in DIRECTIVES:
            purpose, value = self.queue[0]
            if at is not None and (not isinstance(value, dict) or value.get("at") != at["at"]
                                   or value.get("step") != at["step"]):
                return
            if self.directive is None:
                raise ReplayMismatch(len(self.answers), f"{purpose!r} cannot be carried out here")
            try:
                what = self.directive(game, purpose, value)
            except Exception as exc:  # a correction that no longer fits this game (the engine changed)
                raise ReplayMismatch(len(self.answers), f"the recorded {purpose.removeprefix('session.')} "
                                                        f"{value!r} no longer fits: {exc}") from exc
            self.queue.popleft()
            self.steps.append(Step(("session", len(self.answers)), game.state.turn, "", what=what))
            self.answers.append([purpose, value])
            self.marks.append(len(self.steps) - 1)
            self.handed += 1

    def decide(self, game: Any, ask: Ask) -> Any:
        if self.meet is not None:
            self.meet(game)
        self._directives(game)
        self.asked_side = ask.side
        key = self.definition.step_key(game)
        if not self.steps or self.steps[-1].key != key:
            self.steps.append(Step(key, self.definition.step_turn(game), self.definition.step_side(game)))
        if self.queue:
            purpose, recorded = self.queue[0]
            if purpose != ask.purpose:
                raise ReplayMismatch(len(self.answers), f"the save answers {purpose!r} where the game asks "
                                                        f"{ask.purpose!r} ({ask.prompt})")
            self.queue.popleft()
            answer = restore(recorded, ask)
            self._keep(game, ask, answer)
            return answer
        if self.human is None:
            self.standing = game.state.copy()
            raise OutOfAnswers(ask)
        self.pending = ask
        self.standing = game.state.copy()
        self.live = True
        if self.before_asking is not None:
            self.before_asking()
        answer = self.human.decide(game, ask)
        self.pending = None
        self.standing = None
        self._keep(game, ask, answer)
        self.on_answer()
        return answer

    def _keep(self, game: Any, ask: Ask, answer: Any) -> None:
        step = self.steps[-1]
        definition = self.definition
        current = definition.current_card(game)
        if (ask.purpose in definition.card_purposes and ask.info.get("player", step.side) == step.side
                and step.card is None):
            step.card = answer if isinstance(answer, int) else None
        elif step.card is None and current is not None:
            step.card = current
        if ask.purpose == definition.play_as_purpose and not step.mode:
            step.mode = str(answer)
        self.answers.append([ask.purpose, answer])
        self.marks.append(len(self.steps) - 1)
        self.handed += 1

    def answered_steps(self) -> list[int]:
        """Indexes (into `steps`) of the steps holding answers, oldest first."""
        seen: list[int] = []
        for mark in self.marks:
            if not seen or seen[-1] != mark:
                seen.append(mark)
        return seen

    def start_of(self, step: int) -> int:
        """The index of the first answer of a step."""
        return self.marks.index(step)


class OutOfAnswers(Exception):
    """Replaying only (no one to ask): the recorded answers ran out at this question."""

    def __init__(self, ask: Ask) -> None:
        super().__init__(ask.purpose)
        self.ask = ask
