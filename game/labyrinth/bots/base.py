"""What both Bots share: answering the engine's questions by walking charts, and traces.

A Bot is a decider. Every question the engine asks it (`Ask`) is routed by the side's
answer chart (``<side>.answer`` in ``flowcharts/labyrinth/<side>/``): the chart looks at
the question's purpose and the situation, and ends in one of the answer actions below.
Card play itself (12.4 / 13.4) is each side's `play_card`, driven by its own charts.

Answer actions (declared in `common_vocab`):

* ``pick {table}``        - the option the priority table ranks first (9.5 tie-break);
* ``pick_all {table}``    - for a many-choice question, the options in table order; when the
  question lets one option be named several times (``repeat``), the table's pick for each slot;
* ``answer {value}``      - a fixed answer (true/false, or an option by name);
* ``answer_number {which}`` - the highest or lowest number allowed;
* ``answer_info {key}``   - the value the question gives under that key (Gulf Union's ``present``
  militia of a country: the Bot keeps the layout);
* ``only_option``         - the one option offered (an "OR" event left with a single option,
  which a Bot is always asked about); several offered is a chart error;
* ``first_option`` / ``random_option``;
* ``top_card``            - the top of the Bot's face-down hand (the card dealt or added last);
* ``event_instructions``  - walk the card's own instruction chart ``<side>.event.<card>``
  (the printed Event Instructions table, card by card), which ends in an answer action.

A table that declares a ``pool`` ranks only the options inside that pool (the table's own
candidates: an event's declared candidates, the mobile cells of a Travel...), all options
when none of them is in it - so the Bot picks among what its tests looked at.

Chart gaps: with ``strict`` on (the tests, ``simulate --check``, the soak runs) a question
inside an event that a chart leaves to a blind fallback raises `BotError` instead of being
answered silently: ``first_option`` with more than one legal answer, and ``random_option`` for
a number or a many-choice question (random is a rule, 12.3.12 / 13.3.9, only for picking one
option). Without it the fallback answers as before (the lowest number, the first options).

Every decision leaves a `Trace` (charts walked, answers, candidates each filter kept) in
`last_trace`, numbered so the front end can show the latest across both Bots.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from botkit import Action, Interpreter, Library, Tier, Trace, WalkError

from .. import deck
from ..decisions import Ask
from ..game import Game
from ..state import JIHADIST, US
from .context import BotContext

KEEP_TRACES = 50
TIER_SETS = {JIHADIST: "labyrinth.jihadist.ideology", US: "labyrinth.us.resolve"}
# routine questions whose answer is not worth a line of narration (the trace still records them)
QUIET_PURPOSES = {"card.choose", "card.hold", "card.use_reserves", "card.trigger_order"}


class BotError(RuntimeError):
    """A Bot's charts could not answer a question (a gap in the charts, shown with its trace)."""


class Bot:
    side = ""
    tier_set = ""
    strict = False  # chart gaps raise BotError (see the module docstring)

    def __init__(self, library: Library, tier: Tier) -> None:
        self.library = library
        self.interpreter = Interpreter(library)
        self.tier = tier
        self.capabilities: dict[str, Any] = dict(tier.capabilities)
        self.last_trace: Trace | None = None
        self.traces: list[Trace] = []
        self.counter: Any = None  # optional NodeCounter for tournament heat maps
        self.decisions = 0
        self.tracing = True  # False in fast tournaments: no traces are kept
        self.narrate = False  # True: each step of a decision is told in the game log as it happens

    # -- wiring ---------------------------------------------------------------------------
    def attach(self, game: Game) -> None:
        """Tell the game this side is a Bot and which capabilities its tier grants."""
        game.bot_sides.add(self.side)
        game.capabilities[self.side] = dict(self.capabilities)
        game.deciders[self.side] = self

    def context(self, game: Game, **fields: Any) -> BotContext:
        return BotContext(game, self.side, self, **fields)

    def new_trace(self, title: str, game: Game, **meta: Any) -> Trace | Any:
        self.decisions += 1
        if self.counter is not None:
            return self.counter
        if not self.tracing:
            return None
        # decisions are numbered per game, so a replay numbers them the same way
        serial = getattr(game, "decision_count", 0) + 1
        game.decision_count = serial
        trace = Trace(title=title, meta={"serial": serial, "turn": game.state.turn, "side": self.side, **meta})
        watcher = getattr(game, "trace_watcher", None)
        if watcher is not None:
            watcher(trace)
        if self.narrate and meta.get("purpose") not in QUIET_PURPOSES:
            who = "US" if self.side == "us" else "Jihadist"
            game.log(f"  [decision {trace.meta['serial']}] {who} Bot: {title}", self.side)
            trace.listener = lambda step: self._tell(game, step)
        self.last_trace = trace
        self.traces.append(trace)
        del self.traces[:-KEEP_TRACES]
        return trace

    def _tell(self, game: Game, step: Any) -> None:
        """One step of a decision, in plain words, for the game log."""
        item = self.library.charts.get(step.chart) or self.library.tables.get(step.chart)
        where = item.title if item is not None else step.chart
        pad = "    " + "  " * step.depth
        if step.chart.startswith(f"{self.side}.answer") and step.answer is False:
            return  # the question router's "not this question" hops say nothing to a reader
        if step.kind in ("decision", "call", "return") and step.answer is not None:
            game.log(f"{pad}{where}: {step.text} {'yes' if step.answer else 'no'}", self.side)
        elif step.kind == "action":
            game.log(f"{pad}{where}: -> {step.text}", self.side)
        elif step.kind == "filter" and not step.skipped and step.before != step.after:
            kept = ", ".join(step.after or []) or "none"
            game.log(f"{pad}{where}: {step.text}: {len(step.before or [])} -> {len(step.after or [])} ({kept})",
                     self.side)
        elif step.kind == "tiebreak":
            game.log(f"{pad}{where}: random pick among {', '.join(step.before or [])} -> {', '.join(step.after or [])}",
                     self.side)
        elif step.kind == "note":
            game.log(f"{pad}{step.text}", self.side)

    # -- answering questions ---------------------------------------------------------------
    def decide(self, game: Game, ask: Ask) -> Any:
        ctx = self.context(game, ask=ask, card=game.current_card)
        trace = self.new_trace(f"{ask.purpose}: {ask.prompt}", game, purpose=ask.purpose, card=game.current_card)
        decision = self.interpreter.walk(f"{self.side}.answer", ctx, trace=trace)
        return self.carry_out(decision.action, ctx, ask, trace)

    def carry_out(self, action: Action, ctx: BotContext, ask: Ask, trace: Any) -> Any:
        name, params = action.name, action.params
        game = ctx.game
        if name == "pick":
            return self.pick(params["table"], ask, ctx, trace)
        if name == "pick_all":
            return self.pick_all(params["table"], ask, ctx, trace)
        if name == "answer":
            value = params["value"]
            if ask.kind == "one" and value not in ask.options:
                raise BotError(f"{self.side} Bot: chart answers {value!r} but the options are {list(ask.options)}")
            return value
        if name == "answer_number":
            return ask.high if params["which"] == "max" else ask.low
        if name == "answer_info":
            key = params["key"]
            if key not in ask.info:
                raise BotError(f"{self.side} Bot: the chart answers {ask.purpose} with its {key!r}, "
                               f"which the question does not give")
            return ask.info[key]
        if name == "only_option":
            if ask.kind != "one" or len(ask.options) != 1:
                raise BotError(f"{self.side} Bot: the chart takes the only option of {ask.purpose}, but the "
                               f"options are {list(ask.options)}")
            return ask.options[0]
        if name == "first_option":
            if ask.purpose.startswith("event.") and self._answers(ask) > 1:
                self.gap(ask, "first_option takes the first of several answers")
            return self._first(ask)
        if name == "top_card":
            # a Bot's hand is a face-down pile; cards dealt or added go on top (13.2)
            top = deck.top_of_hand(game, self.side)  # at the table the player turns it up
            if top is not None and top in ask.options:
                return top
            return self._first(ask)
        if name == "random_option":
            if ask.kind == "one":
                return game.random_pick(list(ask.options))
            if self._answers(ask) > 1:
                self.gap(ask, f"no chart answers this {ask.kind} question (random_option)")
            return self._first(ask)
        if name == "event_instructions":
            chart = f"{self.side}.event.{ctx.card}"
            if chart not in self.library.charts:
                raise BotError(f"{self.side} Bot has no instructions for {ask.purpose} (no chart {chart})")
            decision = self.interpreter.walk(chart, ctx, trace=trace, depth=1)
            return self.carry_out(decision.action, ctx, ask, trace)
        raise BotError(f"{self.side} Bot: {name!r} is not an answer action (question {ask.purpose})")

    def pick(self, table: str, ask: Ask, ctx: BotContext, trace: Any) -> Any:
        if ask.kind == "many":
            return self.pick_all(table, ask, ctx, trace)
        options = self.in_pool(table, list(ask.options), ctx)
        chosen = self.interpreter.select(table, options, ctx, ctx.game.rng, trace=trace)
        if chosen is None:
            raise BotError(f"{self.side} Bot: table {table} found no eligible option for {ask.purpose} "
                           f"among {options}")
        return chosen

    def pick_all(self, table: str, ask: Ask, ctx: BotContext, trace: Any) -> list[Any]:
        """A many-choice answer in table order; with ``repeat`` the table picks each slot afresh."""
        options = self.in_pool(table, list(ask.options), ctx)
        if ask.info.get("repeat"):
            picks = []
            for _ in range(ask.count):
                chosen = self.interpreter.select(table, options, ctx, ctx.game.rng, trace=trace)
                if chosen is None:
                    break
                picks.append(chosen)
            return picks
        ranked = self.interpreter.order(table, options, ctx, ctx.game.rng, trace=trace, limit=ask.count)
        return ranked[: max(ask.minimum, min(ask.count, len(ranked)))]

    def in_pool(self, table: str, options: list[Any], ctx: BotContext, args: dict[str, Any] | None = None) -> list[Any]:
        """The options inside the table's declared pool (all of them when it declares none, or when
        none of them is inside): a table ranks its own candidates, not whatever the question offers."""
        pool = self.library.table(table).pool
        if pool is None:
            return options
        members = pool.candidates(ctx, args or {})
        kept = [o for o in options if o in members]
        return kept or options

    def table_candidates(self, ctx: BotContext, table: str) -> list[Any]:
        """What a table keeps of its own pool (its filters applied, no tie-break)."""
        return self.interpreter.narrow(table, None, ctx, trace=ctx.scratch.get("trace"), depth=1)

    def gap(self, ask: Ask, what: str) -> None:
        """A chart left an event question to a blind fallback: an error when strict."""
        if self.strict:
            raise BotError(f"{self.side} Bot: chart gap for {ask.purpose} - {what} "
                           f"(options {list(ask.options) or f'{ask.low}..{ask.high}'})")

    @staticmethod
    def _answers(ask: Ask) -> int:
        """How many legal answers the question has (2 for yes/no; a number range's size)."""
        if ask.kind == "yesno":
            return 2
        if ask.kind == "number":
            return ask.high - ask.low + 1
        return len(ask.options)

    @staticmethod
    def _first(ask: Ask) -> Any:
        if ask.kind == "yesno":
            return True
        if ask.kind == "number":
            return ask.low
        if ask.kind == "many":
            return list(ask.options[: ask.minimum])
        return ask.options[0]

    # -- walking and selecting for card play ------------------------------------------------
    def walk(self, chart: str, ctx: BotContext, trace: Any, **args: Any) -> Action:
        decision = self.interpreter.walk(chart, ctx, args=args or None, trace=trace)
        if len(decision.actions) != 1:
            raise WalkError(f"chart {chart} ended with {len(decision.actions)} actions")
        return decision.actions[0]

    def select(self, table: str, candidates: list[str] | None, ctx: BotContext, trace: Any) -> str | None:
        return self.interpreter.select(table, candidates, ctx, ctx.game.rng, trace=trace)


_USER_TIERS: dict[tuple[int, str, str, str], Any] = {}


def load_tier(library: Library, tier_set: str, name: str, tier_file: str | None = None,
              tier_text: str | None = None) -> Tier:
    """A printed tier by name, or a tier from the player's own file that extends the printed ones.

    `tier_text` is the file's text when it comes from elsewhere than the disk (a save keeps
    the tier files it was played with); `tier_file` then only names it in messages. A
    player's file is read once per process (a tournament builds a Bot for every game).
    """
    if tier_file or tier_text is not None:
        source = str(tier_file or "tier file")
        key = (id(library), tier_set, source if tier_text is not None else str(Path(source).resolve()),
               tier_text if tier_text is not None else "")
        merged = _USER_TIERS.get(key)
        if merged is None:
            merged = (library.add_tiers_text(tier_text, source, base=tier_set) if tier_text is not None
                      else library.add_tiers(Path(source), base=tier_set))
            _USER_TIERS[key] = merged
        return merged[name]
    if tier_set not in library.tiers:
        raise KeyError(f"no tier set {tier_set!r} in the charts")
    return library.tiers[tier_set][name]
