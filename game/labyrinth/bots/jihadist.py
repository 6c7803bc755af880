"""The Jihadist Bot (rules section 12): card play driven by the charts in flowcharts/labyrinth/jihadist/.

`JihadistBot.play_card` is the turn driver's hook for each card of a Jihadist action phase
(the card is already out of the hand and announced). It follows 12.4:

1. the top card is played (``card.choose`` answers the first card of the face-down hand);
2. an automatic event (US Election) is resolved first (docs/bots/jihadist.md, 240);
3. the EvO chart (``jihadist.evo``) decides: the event (6.2; an unassociated event also adds
   the card's Ops to the reserves, 12.4.1), or one operation type. A US-associated event is
   never triggered when the Bot plays the card (12.4 note);
4. the operation spends at most 3 cells/dice, card Ops first, then reserves (12.4.1, 12.4.4):
   the OpP boxes and the Priorities Table column pick a country, as much as possible is spent
   there, then the next country (12.4.2). Every attempt is named before any die is rolled
   (8.1.1), so the plan is made first and then carried out;
5. Radicalization (``jihadist.radicalization``) with the card Ops left when the operation used
   fewer than the card's value (12.4.3);
6. the reserves are kept at the end of the turn (end_of_turn does it for a Bot side).

Each cell on the map acts once per card, Radicalization included (12.4.1): jihadist_ops counts
used cells in ``game.card_scratch["cells_used"]``; this module also records which of them are
active (`jihadist_vocab.ACTIVES_USED`). Cells: actives before sleepers (12.3.3); the last cell
of an auto-recruit country is not mobile (12.3.9); never Minor Jihad in Poor (12.3.8); plots
are drawn at random face down by jihadist_ops (12.3.4); no more Recruit dice than cells to
recruit, no more Plot dice than plot markers available - the rest Radicalizes (12.3.2, 12.3.4).

Answer actions added to the shared ones (bots/base.py):

* ``pick_in {boxes, column}`` / ``pick_all_in`` - the OpP boxes narrow the options, the column
  ranks them (a travel source question's ``destination`` info sets the destination);
* ``answer_event_or_ops`` - ``card.play_as`` answered by the EvO chart (when the turn driver
  asks instead of calling `play_card`);
* ``answer_tuple {value}`` - a fixed answer that is a tuple (Erdogan Effect's militia and cells);
* ``event_instructions`` (shared name) walks ``jihadist.event.<N>`` for the question's own card
  ``event.<N>.*``, which may differ from the card in play (Ferguson's cancel, a Truce offer).

Optional rule 3's capability markers are the shared runtime's (bots/base.py).
"""

from __future__ import annotations

from typing import Any

from botkit import Action, WalkError, first_option

from .. import board, cardplay, deck, jihadist_ops
from ..decisions import Ask
from ..game import Game
from ..state import JIHADIST
from ..wording import count
from .base import TIER_SETS, Bot, BotError
from .context import BotContext
from .jihadist_vocab import (
    LEAVING,
    SOURCES_USED,
    choose_in,
    mobile_cells,
    note_actives_used,
    ops_budget,
    order_in,
    pool_of,
    question_card,
    table_candidates,
    unused_actives,
    unused_cells,
)

MAX_DICE = 3
OPERATION_OF_ACTION = {"major_jihad": "major_jihad", "minor_jihad": "minor_jihad", "recruit": "recruit",
                       "plot": "plot", "travel": "travel", "travel_to_selected": "travel"}


def _cells(n: int) -> str:
    return f"{n} cell{'' if n == 1 else 's'}"


class JihadistBot(Bot):
    side = JIHADIST
    tier_set = TIER_SETS[JIHADIST]

    # -- a card (12.4) -------------------------------------------------------------------------
    def play_card(self, game: Game, number: int) -> int:
        """Play the card the turn driver took from the hand; returns 1 (one card of the phase)."""
        card = deck.card(number)
        card_ops = board.card_ops(game.state, number)
        trace = self.new_trace(f"card {card.name}", game, card=number)
        if card.auto_trigger:
            cardplay.fire_auto_trigger(game, JIHADIST, number)  # US Election: resolved first, then the Ops
        ctx = self.context(game, card=number, ops=ops_budget(game, card_ops))
        ctx.scratch["trace"] = trace
        action = self.walk("jihadist.evo", ctx, trace)
        if action.name == "play_event":
            cardplay.run_event(game, JIHADIST, number)
            if card.association == "unassociated":
                cardplay.add_reserves(game, JIHADIST, card_ops, cardplay.UNASSOCIATED_OPS)  # 12.4.1
        elif action.name == "add_card_to_reserves":
            cardplay.add_reserves(game, JIHADIST, card_ops)
        else:
            used = self.operate(action, ctx, card_ops)
            spent = max(0, used - card_ops)
            if spent:
                game.state.reserves[JIHADIST] -= spent
                game.log(f"  Jihadist reserves -{spent} (now {game.state.reserves[JIHADIST]})")
            if used < card_ops:
                self.radicalize(ctx, card_ops, used)
        return 1  # an operation's card (or one the game ended during) is discarded by `cardplay.play_card`

    # -- operations (12.4.2) ---------------------------------------------------------------------
    def operate(self, action: Action, ctx: BotContext, card_ops: int) -> int:
        """Carry out the EvO's operation; returns the cells/dice used (card Ops first, then reserves)."""
        name, params = action.name, action.params
        if name not in OPERATION_OF_ACTION:
            raise BotError(f"Jihadist Bot: the EvO chart ended in {name!r}, which is not an operation")
        ctx.operation = OPERATION_OF_ACTION[name]
        game = ctx.game
        budget = min(MAX_DICE, ctx.ops)
        self._note(ctx, f"{ctx.operation.replace('_', ' ')} with up to {budget} Ops ({card_ops} card Ops)")
        if name == "major_jihad":
            return self._major_jihad(ctx, params, budget)
        if name == "minor_jihad":
            return self._minor_jihad(ctx, params, budget)
        if name == "recruit":
            return self._recruit(ctx, params["boxes"], params["column"], budget)
        if name == "plot":
            used = self._plot(ctx, params["boxes"], params["column"], budget)
            if used:
                jihadist_ops._to_first_plot_box(game)  # 8.5.3
            return used
        destination = ctx.scratch.get("travel_to") if name == "travel_to_selected" else \
            choose_in(ctx, params["to_boxes"], params["to_column"])
        return self._travel(ctx, destination, params["from_boxes"], params["from_column"], budget)

    def _major_jihad(self, ctx: BotContext, params: dict[str, Any], budget: int) -> int:
        target = choose_in(ctx, params["boxes"], params["column"])
        if target is None:
            return 0
        ctx.game.log(f"Jihadist Major Jihad in {target} with {count(budget, 'die')}", JIHADIST)
        before = ctx.cells_used(target)
        jihadist_ops.major_jihad_in(ctx.game, target, budget)
        note_actives_used(ctx.game, target, ctx.cells_used(target) - before)
        return budget

    def _minor_jihad(self, ctx: BotContext, params: dict[str, Any], budget: int) -> int:
        plan = self._plan(ctx, params["boxes"], params["column"], budget, lambda n: unused_cells(ctx, n))
        if not plan:
            return 0
        ctx.game.log("Jihadist Jihad: " + "; ".join(f"{n} ({_cells(c)})" for n, c in plan), JIHADIST)
        for target, cells in plan:
            before = ctx.cells_used(target)
            jihadist_ops.minor_jihad_in(ctx.game, target, cells)
            note_actives_used(ctx.game, target, ctx.cells_used(target) - before)
        return sum(c for _, c in plan)

    def _recruit(self, ctx: BotContext, boxes: str, column: str, budget: int) -> int:
        """All dice in the one country picked; no more dice than cells to recruit (12.3.2)."""
        dice = min(budget, board.cells_to_recruit(ctx.state))
        if dice <= 0:
            return 0
        target = choose_in(ctx, boxes, column)
        if target is None:
            return 0
        ctx.game.log(f"Jihadist Recruit in {target} with {count(dice, 'die')}", JIHADIST)
        placed = jihadist_ops.recruit_in(ctx.game, target, dice)
        if board.is_caliphate_member(ctx.state, target):
            note_actives_used(ctx.game, target, placed)
        return dice

    def _plot(self, ctx: BotContext, boxes: str, column: str, budget: int) -> int:
        """Every unused cell of each target in turn; no more dice than plot markers available (12.3.4)."""
        dice = min(budget, len(ctx.state.plots_available))
        plan = self._plan(ctx, boxes, column, dice, lambda n: unused_cells(ctx, n))
        if not plan:
            return 0
        ctx.game.log("Jihadist Plot: " + "; ".join(f"{n} ({_cells(c)})" for n, c in plan), JIHADIST)
        made = 0
        for target, cells in plan:
            made += self._plot_in(ctx, target, cells)
        return made

    def _plot_in(self, ctx: BotContext, target: str, cells: int) -> int:
        before = ctx.cells_used(target)
        jihadist_ops.plot_in(ctx.game, target, cells, ops=MAX_DICE)
        attempts = ctx.cells_used(target) - before
        note_actives_used(ctx.game, target, attempts)  # a plotting cell is active
        return attempts

    def _plan(self, ctx: BotContext, boxes: str, column: str, dice: int, capacity) -> list[tuple[str, int]]:
        """Targets in priority order, each taking as many dice as it can, until the dice are spent."""
        plan: list[tuple[str, int]] = []
        left = dice
        chosen: list[str] = []
        while left > 0:
            pool = [n for n in pool_of(ctx, boxes) if n not in chosen]
            target = choose_in(ctx, boxes, column, pool) if pool else None
            if target is None:
                break
            chosen.append(target)
            count = min(left, capacity(target))
            if count > 0:
                plan.append((target, count))
                left -= count
        return plan

    def _travel(self, ctx: BotContext, destination: str | None, boxes: str, column: str, budget: int) -> int:
        """Destination first, then sources one after the other, each sending its mobile cells (12.3.9)."""
        if destination is None:
            return 0
        game = ctx.game
        ctx.target = destination
        ctx.scratch["in_place_ok"] = True
        used_sources = game.card_scratch.setdefault(SOURCES_USED, [])
        plan: list[tuple[str, bool]] = []
        leaving = ctx.scratch.setdefault(LEAVING, {})  # planned cells count as gone (12.3.9)
        left = budget
        try:
            while left > 0:
                source = choose_in(ctx, boxes, column)
                if source is None:
                    break
                count = min(left, mobile_cells(ctx, source))
                actives = min(count, unused_actives(ctx, source))
                used_sources.append(source)
                leaving[source] = leaving.get(source, 0) + count
                plan.extend([(source, True)] * actives + [(source, False)] * (count - actives))
                left -= count
        finally:
            ctx.scratch.pop(LEAVING, None)
        if not plan:
            return 0
        game.log("Jihadist Travel to " + destination + ": from " + ", ".join(s for s, _ in plan), JIHADIST)
        for source, active in plan:
            self._travel_one(ctx, source, destination, active)
        return len(plan)

    def _travel_one(self, ctx: BotContext, source: str, destination: str, active: bool) -> bool:
        country = ctx.state.countries[source]
        if active and not country.actives:
            active = False
        elif not active and not country.sleepers:
            active = True
        arrived = jihadist_ops.travel(ctx.game, source, destination, active=active)
        if arrived and board.is_caliphate_member(ctx.state, destination):
            note_actives_used(ctx.game, destination, 1)  # cells arrive active in the Caliphate
        return arrived

    # -- Radicalization (12.4.3) -------------------------------------------------------------------
    def radicalize(self, ctx: BotContext, card_ops: int, used: int) -> None:
        """The steps of ``jihadist.radicalization`` in order, with the card Ops left, then reserves."""
        game = ctx.game
        budget = {"card": card_ops - used,
                  "reserves": min(game.state.reserves[JIHADIST], max(0, MAX_DICE - card_ops))}
        ctx.scratch["budget"] = budget
        ctx.operation = "radicalization"
        ctx.target = None
        game.card_scratch[SOURCES_USED] = []  # the operation's sources may act again if their cells did not
        game.log(f"Jihadist Radicalization with the {count(budget['card'], 'card Op')} left (12.4.3; up to "
                 f"{budget['reserves']} from reserves)", JIHADIST)
        trace = ctx.scratch["trace"]
        steps = self.interpreter.walk("jihadist.radicalization", ctx, trace=trace).actions
        for step in steps:
            if budget["card"] <= 0:
                break  # never Radicalize with reserves alone
            outcome = self.walk(step.params["chart"], ctx, trace)
            self._radicalization_action(ctx, outcome, budget)

    def _spend(self, ctx: BotContext, budget: dict[str, int], reserves: bool) -> bool:
        """One die or cell: a card Op first, else a reserve Op when allowed."""
        if budget["card"] > 0:
            budget["card"] -= 1
            return True
        if reserves and budget["reserves"] > 0:
            budget["reserves"] -= 1
            ctx.state.reserves[JIHADIST] -= 1
            ctx.game.log(f"  Jihadist reserves -1 (now {ctx.state.reserves[JIHADIST]})")
            return True
        return False

    @staticmethod
    def _left(budget: dict[str, int], reserves: bool) -> int:
        return budget["card"] + (budget["reserves"] if reserves else 0)

    def _radicalization_action(self, ctx: BotContext, action: Action, budget: dict[str, int]) -> None:
        name, params = action.name, action.params
        game = ctx.game
        if name == "rad_skip":
            return
        if name == "rad_reserves":
            added = min(budget["card"], cardplay.MAX_RESERVES - ctx.state.reserves[JIHADIST])
            cardplay.add_reserves(game, JIHADIST, added)
            budget["card"] -= added
            return
        reserves = bool(params.get("reserves"))
        if name == "rad_plot":
            done: list[str] = []
            while self._left(budget, reserves) > 0 and ctx.state.plots_available:
                pool = [n for n in pool_of(ctx, params["boxes"]) if n not in done]
                target = choose_in(ctx, params["boxes"], params["column"], pool) if pool else None
                if target is None:
                    break
                done.append(target)
                game.log(f"Radicalization: Plot in {target}", JIHADIST)
                while unused_cells(ctx, target) > 0 and ctx.state.plots_available and self._spend(ctx, budget, reserves):
                    if self._plot_in(ctx, target, 1):
                        jihadist_ops._to_first_plot_box(game)  # 8.5.3: the card used to Plot
            return
        if name == "rad_recruit":
            target = choose_in(ctx, params["boxes"], params["column"])
            dice = min(self._left(budget, reserves), board.cells_to_recruit(ctx.state))
            if target is None or dice <= 0:
                return
            for _ in range(dice):
                self._spend(ctx, budget, reserves)
            game.log(f"Radicalization: Recruit in {target} with {count(dice, 'die')}", JIHADIST)
            placed = jihadist_ops.recruit_in(game, target, dice)
            if board.is_caliphate_member(ctx.state, target):
                note_actives_used(game, target, placed)
            return
        if name == "rad_travel_each":
            self._travel_each(ctx, params, budget, reserves)
            return
        if name == "rad_travel":
            destination = choose_in(ctx, params["to_boxes"], params["to_column"])
            if destination is None:
                return
            ctx.target = destination
            ctx.scratch["in_place_ok"] = False
            try:
                while self._left(budget, reserves) > 0:
                    source = choose_in(ctx, params["from_boxes"], params["from_column"])
                    if source is None or not self._spend(ctx, budget, reserves):
                        break
                    game.log(f"Radicalization: Travel {source} -> {destination}", JIHADIST)
                    self._travel_one(ctx, source, destination, unused_actives(ctx, source) > 0)
            finally:
                ctx.target = None
            return
        raise BotError(f"Jihadist Bot: {name!r} is not a Radicalization action")

    def _travel_each(self, ctx: BotContext, params: dict[str, Any], budget: dict[str, int], reserves: bool) -> None:
        """One cell to each destination; the source is chosen first (12.4.3), then the destination."""
        game = ctx.game
        destinations = table_candidates(ctx, params["to_boxes"])
        ctx.target = None
        ctx.scratch["in_place_ok"] = False
        try:
            while destinations and self._left(budget, reserves) > 0:
                ctx.scratch["destinations"] = list(destinations)
                source = choose_in(ctx, params["from_boxes"], params["from_column"])
                if source is None:
                    break
                ctx.scratch["travel_from"] = source
                pool = table_candidates(ctx, params["to_boxes"], destinations)
                destination = choose_in(ctx, None, params["to_column"], pool)
                if destination is None or not self._spend(ctx, budget, reserves):
                    break
                destinations.remove(destination)
                game.log(f"Radicalization: Travel {source} -> {destination}", JIHADIST)
                self._travel_one(ctx, source, destination, unused_actives(ctx, source) > 0)
        finally:
            ctx.scratch.pop("destinations", None)
            ctx.scratch.pop("travel_from", None)

    # -- answer actions of this Bot ------------------------------------------------------------------
    def carry_out(self, action: Action, ctx: BotContext, ask: Ask, trace: Any, where: str = "") -> Any:
        name, params = action.name, action.params
        if name in ("pick_in", "pick_all_in"):
            ctx.scratch["trace"] = trace
            destination = ask.info.get("destination", ask.info.get("target"))
            if isinstance(destination, str) and destination in ctx.state.countries:
                ctx.target = destination
            # only countries are ranked; an option such as "done" or "track" is the chart's to choose
            options = [o for o in ask.options if isinstance(o, str) and o in ctx.state.countries]
            if not options:
                return first_option(ask)
            options = self.interpreter.in_pool(params["boxes"], options, ctx) or options
            if ask.kind == "many" and ask.info.get("repeat"):
                # a country may be named again: the boxes and column pick each slot afresh (head's reading)
                picks = [choose_in(ctx, params["boxes"], params["column"], options) for _ in range(ask.count)]
                return [p for p in picks if p is not None]
            if ask.kind == "many" or name == "pick_all_in":
                limit = ask.count if ask.kind == "many" else 1
                ranked = order_in(ctx, params["boxes"], params["column"], options, limit)
                if ask.kind != "many":
                    return ranked[0] if ranked else first_option(ask)
                return ranked[: max(ask.minimum, min(ask.count, len(ranked)))]
            chosen = choose_in(ctx, params["boxes"], params["column"], options)
            if chosen is None:
                chosen = choose_in(ctx, None, params["column"], options)  # no box keeps one: the column alone
            if chosen is None:
                raise BotError(f"Jihadist Bot: no option for {ask.purpose} among {options}")
            return chosen
        if name == "event_instructions":
            # the question's own card (event.<N>.*): a question may come while another card is played
            number = question_card(ctx)
            chart = f"jihadist.event.{number}"
            if chart not in self.library.charts:
                raise BotError(f"Jihadist Bot has no instructions for {ask.purpose} (no chart {chart})")
            ctx.card = number
            ctx.scratch["trace"] = trace
            decision = self.interpreter.walk(chart, ctx, trace=trace, depth=1, rng=ctx.game.rng)
            return self.carry_out(decision.action, ctx, ask, trace, f"{decision.chart}:{decision.end}")
        if name == "answer_tuple":
            value = tuple(params["value"])
            if value not in ask.options:
                raise BotError(f"Jihadist Bot: chart answers {value!r} but the options are {list(ask.options)}")
            return value
        if name == "answer_event_or_ops":
            ctx.scratch["trace"] = trace
            budget_ctx = self.context(ctx.game, card=ctx.card, ops=ops_budget(ctx.game, board.card_ops(
                ctx.state, ctx.card)) if ctx.card is not None else 0)
            budget_ctx.scratch["trace"] = trace
            outcome = self.walk("jihadist.evo", budget_ctx, trace)
            wanted = cardplay.EVENT if outcome.name == "play_event" else cardplay.OPS
            if outcome.name == "add_card_to_reserves" and cardplay.RESERVES in ask.options:
                wanted = cardplay.RESERVES
            return wanted if wanted in ask.options else ask.options[0]
        return super().carry_out(action, ctx, ask, trace, where)

    # -- walking and selecting for its own card play ------------------------------------------------
    def walk(self, chart: str, ctx: BotContext, trace: Any, **args: Any) -> Action:
        decision = self.interpreter.walk(chart, ctx, args=args or None, trace=trace, rng=ctx.game.rng)
        if len(decision.actions) != 1:
            raise WalkError(f"chart {chart} ended with {len(decision.actions)} actions")
        return decision.actions[0]

    # -- narration ----------------------------------------------------------------------------------
    @staticmethod
    def _note(ctx: BotContext, text: str) -> None:
        trace = ctx.scratch.get("trace")
        note = getattr(trace, "note", None)
        if callable(note):
            note(text)
