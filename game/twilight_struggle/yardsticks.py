"""Yardsticks for the Twilight Struggle Bots: players that are not Bots, to measure the Bots against.

Neither reads a chart; each answers every question in Python. They take the tier names of the
``*.yardsticks`` tier sets (flowcharts/twilight_struggle/yardsticks.yaml: a tier whose ``yardstick``
capability names one), so `botkit tune` and `botkit simulate` can play them like any tier:
``botkit tune --game twilight_struggle --us expert,random,greedy --ussr expert,random,greedy``.

* ``random`` - every answer a legal one at random (its own seeded random source): it plays what it
  draws as it comes, coups at DEFCON 2 and loses to nuclear war often.
* ``greedy`` - one ply at the card: for each card of the hand (and each way it may be played) it
  takes the play whose immediate result is best by one measure, `value` = VP + 1 per battleground
  + 0.5 per country controlled (its own minus the opponent's) + 0.02 per influence marker; an
  event's result is tried on a copy of the game (`bots.probe`), influence by its own placement (the
  countries that gain most per Op), a coup by its average over the die, the space race by its
  chance. It never takes a play that ends the game in its defeat at once (a suicidal DEFCON: a
  battleground coup at DEFCON 2, an event that takes DEFCON to 1 on its play). What it does not do:
  look further than the play (scoring cards are played when they gain now, or when due), plan for
  a region's scoring, mind the military operations or the opponent's next coup; an event's own
  questions are answered at random (legal; never a DEFCON or a coup that loses at once).
"""

from __future__ import annotations

import abc
from collections.abc import Mapping
from typing import Any

from botkit.protocol import Ask, RandomDecider

from . import cardplay, coups, modifiers, placement
from .board import (
    CCW_BOX,
    controller,
    countries,
    influence,
    is_battleground,
    is_scoring,
    space_box,
)
from .bots import countries as land
from .bots.probe import probe
from .game import Game
from .realignment import modifier as realign_modifier
from .state import SIDES, US, other_side

BATTLEGROUND, COUNTRY, MARKER = 1.0, 0.5, 0.02
FACES = range(1, 7)


def value(game: Game, side: str) -> float:
    """The greedy yardstick's measure of a board for `side` (see the module)."""
    state = game.state
    total = state.vp if side == US else -state.vp
    for name in countries():
        owner = controller(state, name)
        sign = 1 if owner == side else -1 if owner == other_side(side) else 0
        total += sign * (COUNTRY + (BATTLEGROUND if is_battleground(name) else 0))
        total += MARKER * (state.influence[name][side] - state.influence[name][other_side(side)])
    return total


def control_value(name: str, side: str, owner_before: str | None, owner_after: str | None) -> float:
    """How `value` moves when control of `name` passes from one owner to another."""
    worth = COUNTRY + (BATTLEGROUND if name != CCW_BOX and is_battleground(name) else 0)

    def sign(owner: str | None) -> int:
        return 1 if owner == side else -1 if owner is not None else 0

    return worth * (sign(owner_after) - sign(owner_before))


class Yardstick(abc.ABC):
    """What botkit's match runner asks of a player (a Bot's attributes), for a player that is not a Bot."""

    strict = False

    def __init__(self, definition: Any, side: str, name: str) -> None:
        self.definition = definition
        self.side = side
        self.name = name
        self.counter: Any = None
        self.tracing = False
        self.narrate = False
        self.decisions = 0
        self.last_trace = None
        self.traces: list[Any] = []
        self.answer_chart = ""
        self.random = RandomDecider(0)
        self.game_id = -1

    def attach(self, game: Game) -> None:
        game.deciders[self.side] = self

    def decide(self, game: Game, ask: Ask) -> Any:
        if id(game) != self.game_id:  # a new game (the set-up asks before the player is attached)
            self.game_id = id(game)
            self.random = RandomDecider(game.seed * 2 + (1 if self.side == US else 2))
        self.decisions += 1
        return self.answer(game, ask)

    @abc.abstractmethod
    def answer(self, game: Game, ask: Ask) -> Any:
        """The yardstick's answer (each kind its own)."""


class RandomPlayer(Yardstick):
    """Every answer legal and at random."""

    def answer(self, game: Game, ask: Ask) -> Any:
        return self.random.decide(game, ask)


class GreedyPlayer(Yardstick):
    """One ply at the card (see the module)."""

    def __init__(self, definition: Any, side: str, name: str) -> None:
        super().__init__(definition, side, name)
        self.plan: dict[str, Any] = {}  # the card chosen and how: {"card": n, "use": ...}

    # -- the questions ----------------------------------------------------------------------------
    def answer(self, game: Game, ask: Ask) -> Any:
        return answer_greedily(game, self.side, ask, self.plan, self.random, look_ahead=True)


def answer_greedily(game: Game, side: str, ask: Ask, plan: dict[str, Any], fallback: RandomDecider,
                    *, look_ahead: bool) -> Any:
    """The greedy yardstick's answer (`look_ahead`: try the cards' plays on copies; off on a copy)."""
    purpose = ask.purpose
    if purpose in ("card.choose", "headline.card") or purpose.endswith(".scoring"):
        card, use = best_play(game, side, ask, headline=purpose == "headline.card", look_ahead=look_ahead)
        plan.clear()
        plan.update(card=card, use=use)
        return card
    if purpose in ("card.play_as", "event.67.play_as"):
        wanted = plan.get("use") if plan.get("card") == ask.info.get("card") else None
        return wanted if wanted in ask.options else best_use(game, side, ask.info.get("card"), ask.options)
    if purpose.endswith("ops.kind"):
        return best_kind(game, side, ask)
    if purpose in ("ops.influence", "setup.ussr_influence", "setup.us_influence", "setup.bid_influence"):
        return place(game, side, ask)[0]
    if purpose == "ops.area":
        return "anywhere" if len(ask.options) == 1 else ask.options[-1]
    if purpose == "coup.target":
        return best_coup(game, side, list(ask.options), int(ask.info.get("ops", 1)))[0]
    if purpose == "realign.target":
        return max(ask.options, key=lambda c: (realign_edge(game, side, c), influence(game.state, c, other_side(side))))
    if purpose == "realign.more":
        return True
    if purpose == "card.event_order":
        return "before"
    if purpose == "event.46.defcon":  # DEFCON 1 is the phasing player's loss (8.1.3)
        return max(3, game.state.defcon) if game.state.phasing == side else ask.low
    if purpose == "event.45.defcon":
        if game.state.defcon <= 2:
            return "up" if game.state.phasing == side else "down"
        return fallback.decide(game, ask)
    if purpose == "event.20.boycott":
        return game.state.defcon <= 2 and game.state.phasing != side
    if purpose == "event.107.target":
        targets = [c for c in ask.options if c != "none"]
        return best_coup(game, side, targets, 3)[0] if targets else "none"
    if purpose == "event.100.end":
        lead = game.state.vp if side == US else -game.state.vp
        return lead - 6 > 0
    if purpose == "event.40.cancel":
        return False
    return fallback.decide(game, ask)


# -- the card and how to play it -------------------------------------------------------------------
def best_play(game: Game, side: str, ask: Ask, *, headline: bool, look_ahead: bool) -> tuple[Any, str]:
    best: tuple[float, int, Any, str] | None = None
    for option in ask.options:
        if option == "pass":
            candidates = [(0.0, "pass")]
        elif headline:
            candidates = [(headline_value(game, side, option, look_ahead), "headline")]
        else:
            candidates = [(play_value(game, side, option, use, look_ahead), use)
                          for use in cardplay.uses(game, side, option)]
        for worth, use in candidates:
            ops = 0 if option == "pass" else modifiers.card_ops(game, side, option)
            key = (worth, -ops)  # equal results: keep the better card
            if best is None or key > (best[0], best[1]):
                best = (worth, -ops, option, use)
    assert best is not None
    return best[2], best[3]


def best_use(game: Game, side: str, number: Any, options: Any) -> str:
    return max(options, key=lambda use: play_value(game, side, number, use, False))


SUICIDE = -1000.0


def headline_value(game: Game, side: str, number: int, look_ahead: bool) -> float:
    if not look_ahead:
        return 0.0
    outcome = probe(game, side, number, "headline", lambda copy: inner_deciders(copy), seed=game.seed)
    return SUICIDE if outcome.loss > 0 else event_value(outcome)


def event_value(outcome: Any) -> float:
    return (outcome.vp + BATTLEGROUND * outcome.battlegrounds + COUNTRY * outcome.countries
            + MARKER * outcome.influence + 100 * (outcome.win - outcome.loss))


def play_value(game: Game, side: str, number: int, use: str, look_ahead: bool) -> float:
    """The immediate result of playing card `number` as `use` (see the module)."""
    if use == cardplay.EVENT:
        if not look_ahead:
            return 0.0
        outcome = probe(game, side, number, "event", lambda copy: inner_deciders(copy), seed=game.seed)
        return SUICIDE if outcome.loss > 0 else event_value(outcome)
    triggered = 0.0
    if look_ahead and not is_scoring(number) and cardplay.EVENT not in cardplay.uses(game, side, number) \
            and use == cardplay.OPS:
        outcome = probe(game, side, number, "triggered", lambda copy: inner_deciders(copy), seed=game.seed)
        if outcome.loss > 0:
            return SUICIDE
        triggered = event_value(outcome)
    ops = modifiers.card_ops(game, side, number)
    if use == cardplay.SPACE:
        box = space_box(game.state.space[side] + 1)
        first = game.state.space[other_side(side)] < box.box
        return box.roll / 6 * (box.vp_first if first else box.vp_second)
    return triggered + ops_value(game, side, ops)


def ops_value(game: Game, side: str, ops: int) -> float:
    """The best immediate result of `ops` Ops: influence (`place`) or a coup (`best_coup`)."""
    options = placement.targets(game, side)
    spread = _placement_value(game, side, options, ops, None) if options else SUICIDE
    targets = coups.targets(game, side)
    coup = best_coup(game, side, targets, ops)[1] if targets else SUICIDE
    return max(spread, coup)


def best_kind(game: Game, side: str, ask: Ask) -> str:
    ops = int(ask.info.get("ops", 1))
    worth: dict[str, float] = {}
    if "influence" in ask.options:
        worth["influence"] = _placement_value(game, side, placement.targets(game, side), ops, None)
    if "coup" in ask.options:
        targets = coups.targets(game, side, free=ask.purpose.startswith("event."))
        worth["coup"] = best_coup(game, side, targets, ops)[1] if targets else SUICIDE
    if not worth:
        return ask.options[0]
    return max(worth, key=lambda kind: worth[kind])


# -- influence -----------------------------------------------------------------------------------------
def place(game: Game, side: str, ask: Ask) -> tuple[list[tuple[str, int]], float]:
    """Spend the budget where `value` gains most per Op, a country at a time; what is left goes where it
    brings a battleground closest to control. Returns the allocation and its worth."""
    return _plan(game, side, list(ask.options), ask.budget, ask)


def _placement_value(game: Game, side: str, options: list[str], ops: int, ask: Ask | None) -> float:
    return _plan(game, side, options, ops, ask)[1]


def _plan(game: Game, side: str, options: list[str], budget: int, ask: Ask | None) -> tuple[list[tuple[str, int]],
                                                                                              float]:
    added: dict[str, int] = {}
    total = 0.0
    left = budget

    def price(name: str, extra: int) -> int:
        if ask is not None and ask.costs:
            costs = ask.costs.get(name)
            return costs[extra] if costs is not None and extra < len(costs) else 99
        return placement_cost_after(game, side, name, extra)

    def room(name: str) -> int:
        return ask.capacities.get(name, budget) if ask is not None else budget

    while left > 0:
        best: tuple[float, str, int, int] | None = None
        for name in options:
            have = added.get(name, 0)
            if name == CCW_BOX or room(name) <= have:
                continue
            before = owner_with(game, side, name, have)
            markers, cost = 0, 0
            while have + markers < room(name):
                step = price(name, have + markers)
                if cost + step > left:
                    break
                markers += 1
                cost += step
                after = owner_with(game, side, name, have + markers)
                gain = control_value(name, side, before, after) + MARKER * markers
                if after != before:
                    ratio = gain / cost
                    if best is None or ratio > best[0]:
                        best = (ratio, name, markers, cost)
                    break
        if best is None:
            break
        _, name, markers, cost = best
        added[name] = added.get(name, 0) + markers
        total += best[0] * cost
        left -= cost
    if left > 0:  # no control within reach: towards the battleground nearest to it
        spare = sorted((n for n in options if n != CCW_BOX and room(n) > added.get(n, 0)),
                       key=lambda n: (not is_battleground(n), land.markers_to_control(game, side, n), n))
        for name in spare:
            while left > 0 and room(name) > added.get(name, 0) and price(name, added.get(name, 0)) <= left:
                left -= price(name, added.get(name, 0))
                added[name] = added.get(name, 0) + 1
                total += MARKER
            if left <= 0:
                break
    if not added and ask is not None:  # the question needs one marker at least
        cheapest = min(ask.options, key=lambda o: (price(o, 0), o))
        added[cheapest] = 1
    return list(added.items()), total


def placement_cost_after(game: Game, side: str, name: str, extra: int) -> int:
    mine = influence(game.state, name, side) + extra
    theirs = influence(game.state, name, other_side(side))
    stab = land.stability_of(name)
    return 2 if theirs >= stab and theirs - mine >= stab else 1


def owner_with(game: Game, side: str, name: str, extra: int) -> str | None:
    mine = influence(game.state, name, side) + extra
    return land.owner_after(name, side, mine, influence(game.state, name, other_side(side)))


# -- coups and realignments ---------------------------------------------------------------------------
def best_coup(game: Game, side: str, targets: list[str], ops: int) -> tuple[str, float]:
    """The coup target whose average result is best, never one that loses at once; (target, worth)."""
    scored = []
    for name in targets:
        ending = land.coup_ends_game(game, side, name)
        if ending is not None:
            worth = -SUICIDE if ending == side else SUICIDE
        else:
            before = controller(game.state, name)
            worth = 0.0
            for die in FACES:
                mine, theirs = land.coup_result(game, side, name, ops, die)
                worth += (control_value(name, side, before, land.owner_after(name, side, mine, theirs))
                          + MARKER * (mine - theirs - influence(game.state, name, side)
                                      + influence(game.state, name, other_side(side)))) / 6
        scored.append((worth, name))
    worth, name = max(scored, key=lambda pair: (pair[0], pair[1]))
    return name, worth


def realign_edge(game: Game, side: str, name: str) -> int:
    return realign_modifier(game, side, name) - realign_modifier(game, other_side(side), name)


# -- on a copy: the greedy's own answers, without looking further ----------------------------------------
class InnerGreedy:
    """The greedy yardstick's answers on a copy of the game (no look ahead, its own random source)."""

    def __init__(self, side: str, seed: int) -> None:
        self.side = side
        self.plan: dict[str, Any] = {}
        self.random = RandomDecider(seed)

    def decide(self, game: Game, ask: Ask) -> Any:
        return answer_greedily(game, ask.side, ask, self.plan, self.random, look_ahead=False)


def inner_deciders(copy: Game) -> dict[str, Any]:
    return {side: InnerGreedy(side, copy.seed + index) for index, side in enumerate(SIDES)}


def make(definition: Any, side: str, library: Any, tier: Any) -> Yardstick:
    """The yardstick a tier names (its ``yardstick`` capability: random or greedy)."""
    kind = tier.capabilities.get("yardstick")
    players: Mapping[str, type[Yardstick]] = {"random": RandomPlayer, "greedy": GreedyPlayer}
    if kind not in players:
        raise KeyError(f"no yardstick {kind!r} (yardsticks: {', '.join(players)})")
    return players[kind](definition, side, tier.name)


__all__ = ["GreedyPlayer", "RandomPlayer", "Yardstick", "make", "value"]
