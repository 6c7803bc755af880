"""What a player is told while the game runs, at the level they chose: the lines every front end shows.

The game log (`Game.log` / `Game.report`) and the Bots' reasoning (their traces) become
`Line`s, at one of two levels:

* ``brief`` (the default): one line per effect, as the game log words it; consecutive
  dice of one roll on one line; one line per Bot choice - for a card, the operation or
  event its chart chose ("Jihadist Bot: RECRUIT ... (12.4.1; why 4)"), for a question,
  the question and the answer - with the decision's number for `why N`;
* ``full``: the same, plus every step of every Bot decision as it is walked (a question's
  steps come with its answer, so an answer the player may not see - a face-down plot, a look at
  cards they have not seen - keeps its reasoning hidden too; a step naming such a card is left
  out). What may be told is the viewer's `Sight`'s to say (`visibility`), asked at each line.

In table mode a change is told as what to do on the board ("Place 3 militia in Gulf
States"), from the log entry's kind and fields (the game's `instruction`).

`explain(trace, title_of, sight)` words a whole decision for `why`, with the same rules as the
narration: the answer router's "not this question" hops are left out, but never a step
that decided something; a step the viewer may not see is left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..definition import Everything, GameDefinition
from ..engine import LogEntry
from ..protocol import Ask

# a card's event-instruction chart (``<prefix>.event.<N>`` and its sub-charts): it names card N
EVENT_CHART = re.compile(r"\.event\.(\d+)\b")
Sight = Any  # the game's sight of what a viewer may see (`GameDefinition.sight`; `Everything` by default)

BRIEF, FULL = "brief", "full"
LEVELS = (BRIEF, FULL)


@dataclass(frozen=True)
class Line:
    """One line for the player. `kind`: a log entry's kind, or ``bot`` (a Bot's choice), ``trace`` (a
    step of a Bot's reasoning, full level only), ``dice``, ``summary`` (end of a turn), ``text``."""

    text: str
    kind: str = "text"
    side: str = ""
    decision: int | None = None  # the Bot decision it tells of (for `why N`)
    indent: int = 0  # 0: a heading (a card played, a turn); 1: an effect; 2+: a Bot's reasoning

    @property
    def detail(self) -> bool:
        return self.kind == "trace"


def level_of(text: str) -> str | None:
    """'b', 'Brief', 'full' -> the level; None if it is not one."""
    wanted = text.strip().lower()
    found = [level for level in LEVELS if wanted and level.startswith(wanted)]
    return found[0] if len(found) == 1 else None


class Narrator:
    """Turns the game's log entries, Bot traces and Bot answers into `Line`s for `emit`.

    `title_of(chart_id)` gives a chart's or table's title; `table` words changes as board
    instructions; `speaking()` says whether the player should be told (False while a replay
    retells what they saw already); `sight()` what the player may see as the game stands.
    """

    def __init__(self, emit: Callable[[Line], None], definition: GameDefinition, *, level: str = BRIEF,
                 table: bool = False, title_of: Callable[[str], str] = str, speaking: Callable[[], bool] = lambda: True,
                 sight: Callable[[], Sight] = lambda: Everything(None)) -> None:
        self.emit = emit
        self.definition = definition
        self.level = level
        self.table = table
        self.title_of = title_of
        self.speaking = speaking
        self.sight = sight
        self._dice: list[LogEntry] = []
        self._asked: dict[tuple[str, str], int] = {}  # (side, purpose) -> the decision answering it
        self._walks: dict[int, _Walk] = {}

    # -- what the game tells --------------------------------------------------------------------
    def entry(self, entry: LogEntry) -> None:
        """One game log entry."""
        if not self.speaking():
            self._dice.clear()
            return
        if entry.kind == "die" and self.level == BRIEF:
            if self._dice and self._dice[-1].fields.get("purpose") != entry.fields.get("purpose"):
                self.flush()
            self._dice.append(entry)
            return
        self.flush()
        text = self.sight().entry(entry)
        if self.table:
            told = self.definition.instruction(entry.kind, entry.fields) if entry.kind else None
            if told:
                text = "  > " + told
        self._say(Line(text.strip(), entry.kind or "text", entry.side, indent=_indent(text)))

    def flush(self) -> None:
        """Say the dice held back to go on one line (before anything else is said)."""
        if not self._dice:
            return
        dice, self._dice = self._dice, []
        values = ", ".join(str(e.fields.get("value")) for e in dice)
        word = "die" if len(dice) == 1 else "dice"
        self._say(Line(f"{word} ({dice[0].fields.get('purpose')}): {values}", "dice", indent=1))

    # -- what the Bots decide ---------------------------------------------------------------
    def decision(self, trace: Any) -> None:
        """A Bot decision starts: follow its steps (`trace.listener`)."""
        serial = trace.meta.get("serial")
        side = trace.meta.get("side", "")
        purpose = trace.meta.get("purpose")
        if purpose is not None:
            self._asked[(side, purpose)] = serial
        walk = _Walk(serial, side, purpose, [] if purpose is not None else None, trace=trace)
        self._walks[serial] = walk
        if len(self._walks) > 64:
            self._walks.pop(next(iter(self._walks)))
        quiet = purpose in self.definition.quiet_purposes
        if self.level == FULL and not quiet:
            self.flush()
            who = self.definition.side_name(side)
            self._trace(walk, Line(f"[decision {serial}] {who} Bot: {trace.title}", "trace", side, serial, 2))

        def heard(step: Any) -> None:
            self._step(walk, step, quiet)

        trace.listener = heard

    def _step(self, walk: _Walk, step: Any, quiet: bool) -> None:
        text = describe_step(step, walk, self.title_of)
        visible = self.sight().step(step, walk.serial)
        if walk.purpose is None and step.kind == "action" and not walk.told and visible:
            walk.told = True  # a card's first action is what the Bot does with it
            self.flush()
            rule = f"{step.rule}; " if step.rule else ""
            self._say(Line(f"{self.definition.side_name(walk.side)} Bot: {step.text} ({rule}why {walk.serial})", "bot",
                           walk.side,
                           walk.serial, 1))
        if text is not None and self.level == FULL and not quiet and visible:
            self.flush()
            self._trace(walk, Line(text, "trace", walk.side, walk.serial, 2 + step.depth))

    def _trace(self, walk: _Walk, line: Line) -> None:
        """A step of a Bot's reasoning: told now for a card, with the answer for a question."""
        if walk.held is not None:
            walk.held.append(line)
        else:
            self._say(line)

    def answered(self, ask: Ask, answer: Any, bots: set[str]) -> None:
        """Any answer to any question: a Bot's is told in one line, after its reasoning (full level);
        one the player may not see into (`Sight.decision`: a face-down plot, cards not seen) without
        either."""
        if ask.side not in bots or ask.purpose in self.definition.quiet_purposes:
            return
        serial = self._asked.pop((ask.side, ask.purpose), None)
        walk = self._walks.get(serial) if serial is not None else None
        sight = self.sight()
        secret = bool(sight.decision(walk.trace, ask)) if walk is not None and walk.trace is not None else False
        self.flush()
        if walk is not None and walk.held is not None:
            held, walk.held = walk.held, None
            for line in held if not secret else []:
                self._say(line)
        why = f" (why {serial})" if serial is not None and not secret else ""
        words = sight.answer(ask, answer_words(ask, answer))
        who = self.definition.side_name(ask.side)
        self._say(Line(f"{who} Bot: {ask.prompt_for(who)} {words}{why}", "bot", ask.side,
                       serial, 1))

    def say(self, text: str, kind: str = "text", indent: int = 0) -> None:
        """A line of the session's own (an end-of-turn summary, a note)."""
        self.flush()
        self._say(Line(text, kind, indent=indent))

    def _say(self, line: Line) -> None:
        if self.speaking():
            self.emit(line)


@dataclass
class _Walk:
    serial: int
    side: str
    purpose: str | None
    held: list[Line] | None = None  # a question's steps, told with its answer
    told: bool = False
    routed: set[str] | None = None  # answer charts past their question router (see `describe_step`)
    trace: Any = None


def _indent(text: str) -> int:
    return (len(text) - len(text.lstrip(" "))) // 2


def answer_words(ask: Ask, answer: Any) -> str:
    if ask.kind == "yesno":
        return "yes" if answer else "no"
    if ask.kind == "many":
        return ", ".join(ask.label(a) for a in answer) or "none"
    if ask.kind == "number":
        return str(answer)
    if ask.kind == "allocate":
        return ", ".join(f"{ask.label(option)} {amount}" for option, amount in answer) or "none"
    return ask.label(answer)


def describe_step(step: Any, walk: _Walk | None, title_of: Callable[[str], str]) -> str | None:
    """One step of a Bot decision in words, or None for a step not worth a line.

    An answer chart (``<side>.answer``) first routes the question: its "is it this question?
    no" hops say nothing; once one says yes, every step after it - a "no" included - is part of
    the reasoning and is told.
    """
    where = title_of(step.chart) if step.chart else ""
    if step.chart.endswith(".answer") and walk is not None:
        routed = walk.routed if walk.routed is not None else set()
        walk.routed = routed
        if step.kind == "decision" and step.answer is False and step.chart not in routed:
            return None
        if step.kind == "decision" and step.answer:
            routed.add(step.chart)
    prefix = f"{where}: " if where else ""
    if step.kind in ("decision", "call") and step.answer is not None:
        return f"{prefix}{step.text} {'yes' if step.answer else 'no'}"
    if step.kind == "return":
        return f"{prefix}answers {'yes' if step.answer else 'no'}"
    if step.kind == "action":
        return f"{prefix}-> {step.text}"
    if step.kind == "filter":
        if step.skipped or step.before == step.after:
            return None
        kept = ", ".join(step.after or []) or "none"
        return f"{prefix}{step.text}: {len(step.before or [])} -> {len(step.after or [])} ({kept})"
    if step.kind == "tiebreak":
        return f"{prefix}random pick among {', '.join(step.before or [])} -> {', '.join(step.after or [])}"
    if step.kind == "select":
        return f"{prefix}candidates: {', '.join(step.before or []) or 'none'}"
    if step.kind == "note":
        return step.text
    return None


@dataclass
class Why:
    """A Bot decision told in full, as the viewer may see it: `lines` (depth, words); `hidden` says why
    it is not told at all ("" when it is); `charts` the charts it walked that may be drawn."""

    number: int
    title: str
    side: str
    turn: Any
    lines: list[tuple[int, str]]
    hidden: str = ""
    charts: list[str] | None = None


def tell_why(trace: Any, title_of: Callable[[str], str], sight: Sight, charts: list[str]) -> Why:
    """Decision `trace` for `why N`: every step the viewer may see, the charts they may see it walk."""
    meta = trace.meta
    told = Why(meta.get("serial", 0), trace.title, meta.get("side", ""), meta.get("turn", "?"), [])
    told.hidden = sight.decision(trace)
    if told.hidden:
        told.title, told.charts = "", []
        return told
    told.lines = explain(trace, title_of, sight=sight)
    hidden = sight.still_hidden({int(n) for c in charts for n in EVENT_CHART.findall(c)}, told.number)
    told.charts = [c for c in charts if not {int(n) for n in EVENT_CHART.findall(c)} & hidden]
    return told


def explain(trace: Any, title_of: Callable[[str], str], *, sight: Sight) -> list[tuple[int, str]]:
    """A whole decision for `why`: (depth, words) per step worth telling that `sight` may see."""
    serial = trace.meta.get("serial", 0)
    walk = _Walk(serial, trace.meta.get("side", ""), trace.meta.get("purpose"))
    told = []
    for step in trace.steps:
        text = describe_step(step, walk, title_of)
        if text is not None and sight.step(step, serial):
            told.append((step.depth, text))
    return told
