"""What would the Bot do here? One card played by a Bot on a copy of a position, up to the first die.

`decide(state, bot, side, card)` gives the Bot the card (into its hand if it is elsewhere) and plays
it through the engine's card play with the Bot as the decider (`cardplay.play_card`, exactly
as a game's turn driver does), on a copy: the position is never changed. It records

* every Bot decision with its chart path (the Bot's own trace, worded as `why` words it),
  and for a question the question and the Bot's answer;
* what the card was used for: the event, Ops (which operation) or reserves;
* the targets the Bot named, in order, with the cells or dice of each where it gave them:
  from its answers (a country, several, an allocation of cells/dice, a count after a country)
  and from the plan a Bot announces before any die is rolled (8.1.1: "Jihadist Jihad: Pakistan
  (2 cells)"; the Jihadist Bot still plans its operations itself);
* the game log of the play,

and stops at the first thing the Bot cannot know: a die (the dice source stops the run instead
of rolling), a random draw (a tie-break among equals, a plot drawn face down, a card taken at
random: the game's random generator stops too), or a question to the other side. What stopped
it is `Decision.stop`. A play that needs none of them ends with the card played (`stop.kind` "done").
"""

from __future__ import annotations

import random
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from botkit.protocol import Ask
from botkit.session.narration import answer_words, explain

from . import adjust, board, cardplay, deck
from .consequences import Consequences
from .game import Game, LogEntry
from .session.visibility import EVERYTHING, Sight
from .state import SIDES, GameState, other_side
from .victory import GameOver
from .wording import side_name

FORMAT = "botkit-decision"
VERSION = 1
EVENT, OPS, RESERVES = "event", "ops", "reserves"


class Stopped(BaseException):  # noqa: N818 - not an error: the end of what can be known
    """The play reached something random or someone else's choice. A BaseException, so no rules code
    that turns a failure into its own error (a predicate's, a card condition's) can swallow it."""

    def __init__(self, kind: str, text: str, purpose: str = "", options: list[Any] | None = None) -> None:
        super().__init__(text)
        self.stop = Stop(kind, text, purpose, [str(o) for o in options or []])


class StopDice:
    """A dice source that stops the run instead of rolling."""

    def roll(self, purpose: str) -> int:
        raise Stopped("die", f"a die ({purpose})", purpose)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "stop"}


class StopRandom(random.Random):
    """A random generator that stops the run at its first draw, saying what was drawn among."""

    def random(self) -> float:
        raise Stopped("random", "a random draw")

    def getrandbits(self, k: int) -> int:
        raise Stopped("random", "a random draw")

    def choice(self, seq: Any) -> Any:
        options = [str(o) for o in seq]
        raise Stopped("random", f"a random pick among {', '.join(options)}", options=options)

    def shuffle(self, x: Any) -> None:  # noqa: ARG002 - the signature of random.Random.shuffle
        raise Stopped("random", "a shuffle")

    def sample(self, population: Any, k: int, *, counts: Any = None) -> list[Any]:  # noqa: ARG002
        options = [str(o) for o in population]
        raise Stopped("random", f"{k} drawn at random among {', '.join(options)}", options=options)

    def randint(self, a: int, b: int) -> int:
        raise Stopped("random", f"a random number from {a} to {b}")


class _Opponent:
    """The other side's decider: its first question is where the Bot's decision ends."""

    def decide(self, game: Game, ask: Ask) -> Any:
        raise Stopped("opponent", f"the {side_name(ask.side)} player's answer: {ask.prompt}", ask.purpose,
                      [ask.label(o) for o in ask.options])


@dataclass
class Target:
    country: str
    amount: int | None = None  # cells or dice, where the Bot named them
    unit: str = ""  # cells | dice | troops | "" (not counted)
    source: str = ""  # the question it answered, or "plan" (announced before the dice)


@dataclass
class Step:
    """One Bot decision: a card (no purpose) or a question, with its chart path."""

    number: int | None
    title: str
    purpose: str | None = None
    prompt: str = ""
    answer: Any = None
    words: str = ""
    path: list[str] = field(default_factory=list)


@dataclass
class Stop:
    kind: str  # die | random | opponent | game_over | done
    text: str
    purpose: str = ""
    options: list[str] = field(default_factory=list)
    dice: int | None = None  # the dice the Bot planned for the roll's country, when it named them


@dataclass
class Decision:
    side: str
    tier: str
    card: int
    card_name: str
    ops: int
    reserves: int = 0  # the side's reserves before the card: a Bot's operation may add them, up to 3 Ops (12.4.4, 13.4.5)
    capability_markers: list[str] | None = None  # optional rule 3: the markers the Bot holds instead of its tier
    use: str = ""  # event | ops | reserves | "" (not reached)
    operation: str = ""  # the chart's words for what it chose ("MINOR JIHAD (Jihad column)")
    targets: list[Target] = field(default_factory=list)
    plan: list[str] = field(default_factory=list)  # the Bot's own announcements, in order
    memory: dict[str, Any] = field(default_factory=dict)  # what the Bot's declared memory holds at the stop
    decisions: list[Step] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    stop: Stop = field(default_factory=lambda: Stop("done", "the card was played to the end"))

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}


class _Recorder:
    """Hears the game while the card is played: traces, answers, log."""

    def __init__(self, game: Game, bot: Any, side: str) -> None:
        self.game = game
        self.bot = bot
        self.side = side
        self.traces: list[Any] = []
        self.answers: list[tuple[Ask, Any, Any]] = []
        self.entries: list[LogEntry] = []
        game.trace_watcher = self.traces.append
        game.answer_listeners.append(self.answered)
        game.listeners.append(self.entries.append)

    def answered(self, ask: Ask, answer: Any) -> None:
        trace = next((t for t in reversed(self.traces) if t.meta.get("purpose") == ask.purpose), None)
        self.answers.append((ask, answer, trace))

    def title_of(self, chart_id: str) -> str:
        library = self.bot.library
        item = library.charts.get(chart_id) or library.tables.get(chart_id)
        return item.title if item is not None else chart_id


def decide(state: GameState, bot: Any, side: str, card: int, *, tier: str = "", seed: int = 0,
           sight: Sight = EVERYTHING) -> Decision:
    """Play `card` for `bot` (the `side` Bot) on a copy of `state` up to the first die, draw or other
    side's question; `adjust.AdjustError` if the card cannot be given to the Bot (a removed card).

    `sight`: what the person asking may see of `state` (a saved game's player: not the Bot's hand, not
    its face-down plots); the decision is told as they may see it. A position file is all known."""
    if side not in SIDES:
        raise ValueError(f"no side {side!r}")
    state = state.copy()
    if card in state.removed:
        raise adjust.AdjustError(f"{deck.card(card).name} is out of the game (among the removed cards): "
                                 "it cannot be played here")
    if card not in state.hands[side]:
        adjust.apply(state, {"card": card, "zone": side})  # the Bot is given the card
    if state.phase in SIDES and state.phase != side:
        state.cards_played_in_phase = 0  # a save standing in the other side's phase: the Bot's phase starts
    state.phase = side
    game = Game(state, consequences=Consequences(), seed=seed, rng=StopRandom(seed),
                deciders={side: bot, other_side(side): _Opponent()}, dice=StopDice())
    recorder = _Recorder(game, bot, side)
    decision = Decision(side, tier, card, deck.card(card).name, board.card_ops(state, card), state.reserves[side])
    try:
        bot.attach(game)  # may draw at random (optional rule 3's markers): a stop like any other
        cardplay.play_card(game, side, card)
    except Stopped as stopped:
        decision.stop = stopped.stop
    except GameOver as over:
        decision.stop = Stop("game_over", f"the game ends: {over}")
    held = game.state.options.get(f"{side}_capability_markers")
    decision.capability_markers = list(held) if isinstance(held, list) else None
    decision.memory = {name: _plain(value) for name, value in sight.memory(bot.memory_now(game)).items()}
    hidden_draw = sight.plot_draw(decision.stop.options) if decision.stop.kind == "random" else ""
    if hidden_draw:  # the markers drawn among are the Plots Available box's, which the player may not see
        decision.stop.text, decision.stop.options = hidden_draw, []
    _fill(decision, recorder, sight)
    return decision


# -- what the record says ---------------------------------------------------------------------------

UNITS = (("troop", "troops"), ("cell", "cells"), ("dice", "dice"), ("die", "dice"), ("militia", "militia"))
PLAN_AMOUNT = re.compile(r"^(?P<name>.+?) \((?P<n>\d+) (?P<unit>cells?|dice|die|troops?)\)$")
WITH_AMOUNT = re.compile(r"\bwith (?P<n>\d+) (?P<unit>cells?|dice|die|troops?)\b")


def _fill(decision: Decision, recorder: _Recorder, sight: Sight) -> None:
    side = decision.side
    answered = {id(trace): (ask, answer) for ask, answer, trace in recorder.answers if trace is not None}
    for trace in recorder.traces:
        purpose = trace.meta.get("purpose")
        ask, answer = answered.get(id(trace), (None, None))
        hidden = sight.decision(trace, ask)
        path = [hidden] if hidden else ["  " * depth + text
                                        for depth, text in explain(trace, recorder.title_of, sight=sight)]
        step = Step(trace.meta.get("serial"), trace.title, purpose, path=path)
        if ask is not None:
            words = sight.answer(ask, answer_words(ask, answer))
            step.prompt, step.words = ask.prompt, words
            step.answer = _plain(answer) if words == answer_words(ask, answer) else None
        decision.decisions.append(step)
    for ask, answer, _ in recorder.answers:
        if ask.side != side:
            continue
        if ask.purpose in ("card.use", "card.play_as"):
            decision.use = {cardplay.EVENT: EVENT, cardplay.RESERVES: RESERVES}.get(answer, OPS)
            label = ask.label(answer)
            decision.operation = label[:1].upper() + label[1:]
        elif _is_count(ask) and ask.purpose.startswith("op."):
            _count_for(decision.targets, ask, answer, recorder.game.state)
        elif ask.purpose.startswith(("op.", "event.")):
            decision.targets += answer_targets(ask, answer, recorder.game.state)
    answered = bool(decision.targets)  # the questions named the targets; else the announcements do
    for entry in recorder.entries:
        text = sight.entry(entry).rstrip()
        decision.log.append(text)
        if entry.side == side and not text.startswith(" ") and not entry.kind:
            decision.plan.append(text)
            if not answered:
                decision.targets += _plan_targets(text, recorder.game.state)
    decision.stop.dice = _dice_for(decision)


def answer_targets(ask: Ask, answer: Any, state: GameState) -> list[Target]:
    if ask.kind == "allocate":
        unit = _unit_of(ask)
        return [Target(str(o), int(n), unit, ask.purpose) for o, n in answer if o in state.countries]
    chosen = answer if isinstance(answer, list) else [answer]
    return [Target(o, None, "", ask.purpose) for o in chosen if isinstance(o, str) and o in state.countries]


def _is_count(ask: Ask) -> bool:
    """A question answered with how many (troops, cells, dice): a number, or a menu of numbers that
    says what it counts ('Major Jihad in Pakistan: how many dice?' offers 3, 2, 1 - unlike a menu
    of card numbers)."""
    if ask.kind == "number":
        return True
    return (ask.kind == "one" and bool(ask.options) and bool(_unit_of(ask))
            and all(isinstance(o, int) and not isinstance(o, bool) for o in ask.options))


def _count_for(targets: list[Target], ask: Ask, answer: int, state: GameState) -> None:
    """How many (troops, cells, dice) an operation's count question gave: the amount of the last
    country its questions named ('op.deploy.to' Afghanistan, then 'op.deploy.count' 2), else of the
    country the question is about (a country with one choice is not asked: Major Jihad's)."""
    operation = ask.purpose.rsplit(".", 1)[0] + "."
    named = [t for t in targets if t.source.startswith(operation) and t.amount is None]
    if named:
        named[-1].amount = answer
        named[-1].unit = _unit_of(ask)
    elif ask.info.get("country") in state.countries:
        targets.append(Target(ask.info["country"], answer, _unit_of(ask), ask.purpose))


def _unit_of(ask: Ask) -> str:
    """What a question counts (troops, cells, dice, militia), from its purpose and prompt; "" if it says not."""
    words = f"{ask.purpose} {ask.prompt}".lower()
    return next((unit for word, unit in UNITS if word in words), "")


def _plan_targets(text: str, state: GameState) -> list[Target]:
    """Countries an announcement names, in order, with the cells/dice written beside each."""
    head, _, body = text.partition(": ")
    if not body:
        head, body = "", head
    targets = [Target(name, None, "", "plan") for name in _countries_in(head, state)]  # "Travel to Pakistan: ..."
    for part in re.split(r"; |, (?=[A-Z])", body):
        part = part.strip()
        found = PLAN_AMOUNT.match(part)
        if found and found["name"] in state.countries:
            targets.append(Target(found["name"], int(found["n"]), _unit(found["unit"]), "plan"))
            continue
        names = _countries_in(part, state)
        amount = WITH_AMOUNT.search(part)
        for name in names:
            targets.append(Target(name, int(amount["n"]) if amount and len(names) == 1 else None,
                                  _unit(amount["unit"]) if amount and len(names) == 1 else "", "plan"))
    return targets


def _countries_in(text: str, state: GameState) -> list[str]:
    """The country names in `text`, in the order they appear (the longest name wins at a place)."""
    hits = []
    for name in state.countries:
        for match in re.finditer(rf"(?<![\w/]){re.escape(name)}(?![\w/])", text):
            hits.append((match.start(), -len(name), name))
    hits.sort()
    names, end = [], -1
    for start, negative, name in hits:
        if start >= end:
            names.append(name)
            end = start - negative
    return names


def _unit(word: str) -> str:
    return next(unit for start, unit in UNITS if word.startswith(start[:3]))


def _dice_for(decision: Decision) -> int | None:
    """The dice the Bot gave the country a stopping roll is for ('jihad Pakistan' -> Pakistan's 2 cells)."""
    stop = decision.stop
    if stop.kind != "die":
        return None
    for target in decision.targets:
        if target.amount is not None and re.search(rf"(?<![\w/]){re.escape(target.country)}(?![\w/])", stop.purpose):
            return target.amount
    return None


def _plain(value: Any) -> Any:
    """An answer as JSON has it (tuples become lists)."""
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
