"""Answering a game's question with botkit's own answer actions.

A game asks its Bot a question (`Question`: a purpose, a kind and the legal answers); the
Bot's answer chart ends in an answer action, which `Answerer.answer` carries out:

* ``pick {table, boxes?, else?}`` - one option: the boxes table (if any) narrows the options,
  the table ranks the survivors (random tie-break at the end); a many-choice question gets
  them in that order (boxes again before each next one). Only the options the game calls
  rankable (`Vocabulary.rankable`) and, when the first table declares a pool, those inside
  it are ranked. Nothing left: the table's own ``else`` value (if it is an answer), then the action's ``else``
  (another answer action: a chain of them is "the first that finds something"); neither is
  a `WalkError` naming the chart and node - never a silent first option.
* ``pick_all`` - a many-choice question, as many as it allows, in that order.
* ``spend {table, boxes?, budget?, capacity?, else?}`` - an ``allocate`` question (a budget
  spread over options, each with a capacity): the first option in priority order takes as
  much as it can (the smaller of the chart's ``capacity`` for it and the question's), then
  the next, until the budget (the chart's, at most the question's) or the options run out.
  The capacity may read ``$allocated`` (option -> amount spent so far), e.g. as a score's
  parameter, when what one option may take depends on what the others already took. A question
  that prices its units (``costs``: what the first, second, ... unit in an option costs) spends
  its budget on their prices: an option takes the units whose prices still fit, in order.
* ``answer {value, plan?}`` - a fixed answer, checked against the question; ``plan`` names
  the choice for later questions of the same card (the game keeps it as ``$plan``).
* ``answer_number {value}`` - an expression (``$high``, ``{min: [2, $high]}``,
  ``$tier.x``...); outside the question's range it is an error, not a silent clamp.
* ``first_option`` / ``random_option`` - explicit, never a fallback.
* ``only_option`` - the one option offered (several is an error: an "OR" left with one choice).
* ``answer_info {key}`` - the value the question itself gives under ``key`` (its ``info``).

A many-choice question whose ``info`` says ``repeat`` lets one option be named several times:
``pick``/``pick_all`` then let the table pick each slot afresh among all the options.

The kinds of question: ``one`` (options), ``many`` (``count`` at most, ``minimum`` at least),
``number`` (``low``..``high``), ``yesno``, ``allocate`` (``budget`` spread over options with
``capacities``; the answer is a list of ``(option, amount)`` pairs in priority order).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from .conditions import Action
from .errors import WalkError
from .interpreter import Chooser, Interpreter, Tracer
from .vocabulary import ANSWER_ACTIONS


class Question(Protocol):
    purpose: str
    kind: str
    options: tuple[Any, ...]
    count: int
    minimum: int
    low: int
    high: int
    budget: int
    capacities: Mapping[Any, int]
    info: Mapping[str, Any]
    # allocate: each unit's price per option, when the question prices them (`botkit.protocol.Ask`)
    costs: Mapping[Any, tuple[int, ...]]


class Answerer:
    """Carries out botkit's answer actions for one interpreter (one Bot)."""

    def __init__(self, interpreter: Interpreter) -> None:
        self.interpreter = interpreter
        self.vocabulary = interpreter.vocabulary

    @staticmethod
    def handles(name: str) -> bool:
        return name in ANSWER_ACTIONS

    def answer(self, action: Action, question: Question, ctx: Any, rng: Chooser, *, where: str = "",
               trace: Tracer | None = None, describe: Callable[[Any], str] = str) -> Any:
        """The answer `action` gives to `question` (`where`: chart and node, for messages)."""
        name = action.name
        kinds = ANSWER_ACTIONS[name][1]
        if question.kind not in kinds:
            raise WalkError(f"{where}: {name!r} cannot answer a {question.kind!r} question ({question.purpose}); "
                            f"it answers {', '.join(kinds)}")
        if name == "answer":
            return self._fixed(action.value("value"), question, where)
        if name == "answer_number":
            value = action.value("value")
            if isinstance(value, bool) or not isinstance(value, int) or not question.low <= value <= question.high:
                raise WalkError(f"{where}: the chart answers {value!r} to {question.purpose}, which allows "
                                f"{question.low}..{question.high}")
            return value
        if name == "first_option":
            return first_option(question)
        if name == "random_option":
            return rng.choice(list(question.options))
        if name == "only_option":
            if len(question.options) != 1:
                raise WalkError(f"{where}: the chart takes the only option of {question.purpose}, but the options "
                                f"are {list(question.options)}")
            return question.options[0]
        if name == "answer_info":
            key = action.params["key"]
            if key not in question.info:
                raise WalkError(f"{where}: the chart answers {question.purpose} with its {key!r}, which the "
                                f"question does not give")
            return question.info[key]
        options = self.vocabulary.rankable(ctx, list(question.options))
        scope = action.scope
        table, boxes = action.params["table"], action.params.get("boxes")
        found: Any
        if name == "spend":
            found = self._spend(action, question, table, boxes, options, ctx, rng, trace, describe)
        elif question.kind == "many" and question.info.get("repeat"):
            options = self.interpreter.in_pool(boxes or table, options, ctx, scope=scope)
            found = []
            for _ in range(question.count):
                chosen = self.interpreter.pick(table, boxes, options, ctx, rng, scope=scope, trace=trace,
                                               describe=describe, depth=1)
                if chosen is None or chosen not in question.options:
                    break
                found.append(chosen)
            if len(found) < question.minimum:
                found = None
        elif question.kind == "many" or name == "pick_all":
            options = self.interpreter.in_pool(boxes or table, options, ctx, scope=scope)
            found = self.interpreter.order(table, options, ctx, rng, trace=trace, describe=describe,
                                           limit=question.count, boxes=boxes, scope=scope)
            if len(found) < question.minimum:
                found = None
        else:
            found = self.interpreter.pick(table, boxes, options, ctx, rng, scope=scope, trace=trace,
                                          describe=describe, depth=1)
            if found is not None and found not in question.options:
                found = None  # a table's `else` value that is no answer here: nothing was found
        if found is not None and found != []:
            return found
        fallback = action.nested("else")
        if fallback is None:
            raise WalkError(f"{where}: {name} by {boxes + ', then ' if boxes else ''}{table} found nothing among "
                            f"{list(question.options)} for {question.purpose}, and the chart gives no 'else'")
        if trace is not None:
            trace.note(f"nothing left: {fallback.describe()}", 1)
        return self.answer(fallback, question, ctx, rng, where=where, trace=trace, describe=describe)

    def _spend(self, action: Action, question: Question, table: str, boxes: str | None, options: list[Any],
               ctx: Any, rng: Chooser, trace: Tracer | None, describe: Callable[[Any], str]) -> list[tuple[Any, int]]:
        scope = action.scope
        chart_budget = action.value("budget")
        left = question.budget if chart_budget is None else min(int(chart_budget), question.budget)
        pool = self.interpreter.in_pool(boxes or table, options, ctx, scope=scope)
        spent: list[tuple[Any, int]] = []
        while left > 0 and pool:
            if boxes is not None:
                kept = self.interpreter.narrow(boxes, pool, ctx, trace=trace, describe=describe, depth=1, scope=scope)
                chosen = self.interpreter.select(table, kept, ctx, rng, trace=trace, describe=describe, depth=1,
                                                 scope=scope) if kept else None
            else:
                chosen = self.interpreter.select(table, pool, ctx, rng, trace=trace, describe=describe, depth=1,
                                                 scope=scope)
            if chosen is None:
                break
            pool.remove(chosen)
            room = question.capacities.get(chosen, left)
            if action.params.get("capacity") is not None:
                scope["allocated"] = dict(spent)  # the capacity may depend on what is spent already
                try:
                    room = min(room, int(action.value("capacity", chosen)))
                finally:
                    del scope["allocated"]
            take, price = units_within(question, chosen, min(room, left), left)
            if take > 0:
                spent.append((chosen, take))
                left -= price
        return spent

    @staticmethod
    def _fixed(value: Any, question: Question, where: str) -> Any:
        kind = question.kind
        if kind == "yesno":
            if not isinstance(value, bool):
                raise WalkError(f"{where}: a yes/no question ({question.purpose}) answered {value!r}")
            return value
        if kind == "number":
            if isinstance(value, bool) or not isinstance(value, int) or not question.low <= value <= question.high:
                raise WalkError(f"{where}: {question.purpose} allows {question.low}..{question.high}, not {value!r}")
            return value
        if kind == "one" and value not in question.options:
            raise WalkError(f"{where}: the chart answers {value!r} to {question.purpose}, but the options are "
                            f"{list(question.options)}")
        return value


def units_within(question: Question, option: Any, most: int, money: int) -> tuple[int, int]:
    """How many units of `option` (at most `most`) the question's prices let `money` buy, and what they
    cost; without prices every unit costs 1."""
    prices = (getattr(question, "costs", None) or {}).get(option)
    if prices is None:
        take = max(0, min(most, money))
        return take, take
    take = paid = 0
    for price in prices[:most]:
        if paid + price > money:
            break
        take, paid = take + 1, paid + price
    return take, paid


def answers_count(question: Question) -> int:
    """How many legal answers the question has (2 for yes/no; a number range's size; the options)."""
    if question.kind == "yesno":
        return 2
    if question.kind == "number":
        return question.high - question.low + 1
    return len(question.options)


def first_option(question: Question) -> Any:
    """The first legal answer: yes, the lowest number, as few options as allowed, the first option."""
    if question.kind == "yesno":
        return True
    if question.kind == "number":
        return question.low
    if question.kind == "many":
        return list(question.options[: question.minimum])
    return question.options[0]
