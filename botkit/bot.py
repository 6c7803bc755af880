"""The chart Bot runtime every game shares: a Bot is only a decider.

The engine asks a Bot every choice (`Ask`), its card play included. `ChartBot.decide` routes each
question through the tier's answer chart (the tier's ``answer:``, by default the side's
``<side>.answer`` in ``flowcharts/<game>/<side>/``), which ends in an answer action; botkit carries
out its own (``pick``, ``pick_all``, ``spend``, ``answer``, ``answer_number``, ``first_option``,
``random_option``: see botkit/answers.py; over a question that gives ``counts``, such as a plot
marker, ``random_option`` draws each piece alike, `drawn_by_count`) and this runtime these:

* ``top_card``           - the top of the Bot's face-down hand (the game's `top_card` hook);
* ``event_instructions`` - walk the question's card's own instruction chart ``<prefix>.event.<N>``
  (a printed Event Instructions table; prefix: the answer chart's id without ``.answer``),
  else ``<side>.event.<N>``, which ends in an answer action.

The runtime keeps no policy, only what the rules of a Bot's play need between questions:
the ``plan`` its answers named for the card in play (``$plan``), the random tie-breaks made
for that card (botkit's `Interpreter.ties`), the Bot's declared memory (``kind: memory``,
botkit/memory.py: ``$memory.<field>``, held per card play, phase, turn or game as the game's
`memory_scopes` hook says; a ``pick`` field computed at its first read and traced, a
``remember`` beside an answer written after the answer is given; nothing of it goes into a
save: a save replays its answers from the seed, which rebuilds it), and, where the game has an
optional rule of capability markers (`GameDefinition.marker_sets`), the markers held (a tier
set with ``markers:``: drawn at the start, gained and lost on the game's named triggers,
`hear`). Every decision leaves a `Trace` in `last_trace`, numbered so the front end can show
the latest across both Bots. What is the game's - what its charts look at (`bot_context`), its
side names, its routine questions - the runtime asks the game's definition.

Chart gaps: with ``strict`` on (the tests, ``simulate --check``, the soak runs) a question
inside an event that a chart leaves to a blind fallback raises `BotError` instead of being
answered silently: ``first_option`` with more than one legal answer, and ``random_option`` for
a number or a many-choice question (random picks one option only). Without it the fallback
answers the first legal answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .answers import Answerer, answers_count, first_option
from .capabilities import defaults
from .conditions import Action
from .errors import WalkError
from .interpreter import Decision, Interpreter
from .library import Library
from .memory import Memory, MemoryField
from .protocol import Ask
from .tier_lookup import load_tier, side_tiers
from .tiers import Tier
from .trace import Trace
from .vocabulary import REMEMBER

if TYPE_CHECKING:
    from .definition import GameDefinition

__all__ = ["BotError", "ChartBot", "drawn_by_count", "load_tier", "question_card", "side_tiers"]

KEEP_TRACES = 50


def drawn_by_count(game: Any, ask: Ask) -> Any:
    """``random_option`` over pieces drawn face down (the question's ``counts``, e.g. plot markers):
    each piece is equally likely, so each option as often as pieces of it are offered (12.3.4)."""
    counts = ask.info["counts"]
    pieces = [option for option in ask.options for _ in range(max(1, int(counts.get(option, 1))))]
    return game.random_pick(pieces)

class BotError(RuntimeError):
    """A Bot's charts could not answer a question (a gap in the charts, shown with its trace)."""


class ChartBot:
    """A Bot of `definition`'s game playing `side` at `tier` with the charts of `library`."""

    strict = False  # chart gaps raise BotError (see the module docstring)

    def __init__(self, definition: GameDefinition, side: str, library: Library, tier: Tier) -> None:
        self.definition = definition
        self.side = side
        self.tier_set = definition.tier_sets.get(side, "")
        self.library = library
        self.interpreter = Interpreter(library)
        self.answerer = Answerer(self.interpreter)
        self.tier = tier
        self.capabilities: dict[str, Any] = dict(tier.capabilities)
        self.last_trace: Trace | None = None
        self.traces: list[Trace] = []
        self.counter: Any = None  # optional NodeCounter for tournament heat maps
        self.decisions = 0
        self.tracing = True  # False in fast tournaments: no traces are kept
        self.narrate = False  # True: each step of a decision is told in the game log as it happens
        self.plan = ""  # the name the Bot's answer gave its choice for the card in play
        self.plan_play = -1  # the card play (`game.plays`) the plan and the tie-breaks belong to
        self.answer_chart = tier.answer or f"{self.side}.answer"  # the root chart this tier plays
        answer_suffix = ".answer"
        self.prefix = (self.answer_chart[:-len(answer_suffix)] if self.answer_chart.endswith(answer_suffix)
                       else self.side)  # event instructions: <prefix>.event.<N>
        self.memory = Memory(library.memory_fields(self.side))
        self._event_charts: dict[tuple[Any, str], str | None] = {}  # (card, part) -> `event_chart`'s answer

    # -- wiring ---------------------------------------------------------------------------
    def attach(self, game: Any) -> None:
        """Tell the game this side is a Bot and which capabilities its tier (or markers) grant."""
        game.bot_sides.add(self.side)
        game.capabilities[self.side] = dict(self.capabilities)
        game.capability_defaults = defaults(self.library.capabilities)
        game.deciders[self.side] = self
        self.memory = Memory(self.library.memory_fields(self.side))  # a new game: nothing held yet
        self.markers_in_force(game)

    def context(self, game: Any, **fields: Any) -> Any:
        """What the charts look at for one question: the game's context (`GameDefinition.bot_context`)."""
        ask = fields.get("ask")
        if "card" not in fields:
            fields["card"] = question_card(ask, game, self.definition)
        return self.definition.bot_context(game, self.side, self, **fields)

    def card_play(self, game: Any) -> Any:
        """Which card play the game is in (a plan and the tie-breaks hold within one)."""
        return self.definition.card_play_key(game)

    def plan_for(self, game: Any) -> str:
        return self.plan if self.plan_play == self.card_play(game) else ""

    def new_trace(self, title: str, game: Any, **meta: Any) -> Trace | Any:
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
        if self.narrate and meta.get("purpose") not in self.definition.quiet_purposes:
            who = self.definition.side_name(self.side)
            game.log(f"  [decision {trace.meta['serial']}] {who} Bot: {title}", self.side)
            trace.listener = lambda step: self._tell(game, step)
        self.last_trace = trace
        self.traces.append(trace)
        del self.traces[:-KEEP_TRACES]
        return trace

    def _tell(self, game: Any, step: Any) -> None:
        """One step of a decision, in plain words, for the game log."""
        item = self.library.charts.get(step.chart) or self.library.tables.get(step.chart)
        where = item.title if item is not None else step.chart
        pad = "    " + "  " * step.depth
        if step.chart.startswith(self.answer_chart) and step.answer is False:
            return  # the question router's "not this question" hops say nothing to a reader
        if step.kind in ("decision", "call", "return") and step.answer is not None:
            game.log(f"{pad}{where}: {step.text} {'yes' if step.answer else 'no'}", self.side)
        elif step.kind in ("action", "pick", "roll"):
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
    def decide(self, game: Any, ask: Ask) -> Any:
        self.markers_in_force(game)
        play = self.card_play(game)
        if self.plan_play != play:  # a new card: its plan and tie-breaks start afresh
            self.plan_play = play
            self.plan = ""
            self.interpreter.forget_ties()
        ctx = self.context(game, ask=ask)
        prompt = ask.prompt_for(self.definition.side_name(self.side))
        trace = self.new_trace(f"{ask.purpose}: {prompt}", game, purpose=ask.purpose, card=ctx.card)
        ctx.trace = trace
        decision = self.interpreter.walk(self.answer_chart, ctx, trace=trace, rng=game.rng)
        answer = self.finish(decision, ctx, ask, trace)
        held = self.memory_now(game) if trace is not None and self.memory.fields else None
        if held:  # what the Bot holds after this decision, for `why` and the trace's readers
            trace.note("memory: " + ", ".join(f"{k} = {v}" for k, v in held.items()))
            if isinstance(trace, Trace):
                trace.meta["memory"] = held
        return answer

    def finish(self, decision: Decision, ctx: Any, ask: Ask, trace: Any) -> Any:
        """Carry out the walk's answer action, then its `remember` actions (end actions beside it)."""
        where = f"{decision.chart}:{decision.end}"
        actions = decision.actions
        if len(actions) == 1 and actions[0].name != REMEMBER:  # most walks: one answer, nothing remembered
            return self.carry_out(actions[0], ctx, ask, trace, where)
        remembers = [a for a in actions if a.name == REMEMBER]
        answers = [a for a in actions if a.name != REMEMBER]
        if len(answers) != 1:
            raise BotError(f"{self.side} Bot: {where} ends with {len(answers)} answer actions, not one "
                           f"(question {ask.purpose})")
        value = self.carry_out(answers[0], ctx, ask, trace, where)
        for action in remembers:
            for name in action.params:
                self.remember(ctx, name, action.value(name), trace)
        return value

    # -- memory (botkit/memory.py) -------------------------------------------------------------
    def scope_keys(self, game: Any) -> dict[str, Any]:
        """The current card play, phase, turn and game: a memory field holds within its own (the game's)."""
        return self.definition.memory_scopes(game)

    def memory_now(self, game: Any) -> dict[str, Any]:
        return self.memory.snapshot(self.scope_keys(game))

    def recall(self, ctx: Any, name: str) -> Any:
        """``$memory.<name>``: held, or (a ``pick`` field's first read in its scope) picked now."""
        return self.memory.read(name, self.scope_keys(ctx.game), lambda declared: self._pick_memory(ctx, declared))

    def _pick_memory(self, ctx: Any, declared: MemoryField) -> Any:
        trace = ctx.trace
        chosen = self.interpreter.pick(declared.table, declared.boxes, None, ctx, ctx.game.rng, trace=trace, depth=1)
        if trace is not None:
            how = f"{declared.boxes}, then {declared.table}" if declared.boxes else declared.table
            trace.note(f"memory {declared.name} = {'nothing' if chosen is None else chosen} ({how}; held for the "
                       f"{declared.scope})", 1)
        return chosen

    def remember(self, ctx: Any, name: str, value: Any, trace: Any) -> None:
        self.memory.write(name, value, self.scope_keys(ctx.game))
        if trace is not None:
            trace.note(f"remember {name} = {value} (held for the {self.memory.fields[name].scope})", 1)

    def carry_out(self, action: Action, ctx: Any, ask: Ask, trace: Any, where: str = "") -> Any:
        name = action.name
        game = ctx.game
        if name == "first_option" and ask.purpose.startswith("event.") and answers_count(ask) > 1:
            self.gap(ask, "first_option takes the first of several answers")
        if name == "random_option" and ask.kind != "one":
            if answers_count(ask) > 1:
                self.gap(ask, f"no chart answers this {ask.kind} question (random_option)")
            return first_option(ask)
        if name == "random_option" and isinstance(ask.info.get("counts"), dict):
            return drawn_by_count(game, ask)
        if self.answerer.handles(name):
            try:
                value = self.answerer.answer(action, ask, ctx, game.rng, where=where or name, trace=trace)
            except WalkError as exc:
                raise BotError(f"{self.side} Bot: {exc}") from exc
            plan = action.params.get("plan") if name == "answer" else None
            if plan:
                self.plan = plan
            return value
        if name == "top_card":
            # a Bot's hand is a face-down pile; cards dealt or added go on top (Labyrinth 13.2)
            top = self.definition.top_card(game, self.side)  # at the table the player turns it up
            if top is not None and top in ask.options:
                return top
            raise BotError(f"{self.side} Bot: the top card {top} is not an answer to {ask.purpose} "
                           f"({list(ask.options)})")
        if name == "event_instructions":
            chart = self.event_chart(ctx.card)
            if chart is None:
                raise BotError(f"{self.side} Bot has no instructions for {ask.purpose} "
                               f"(no chart {self.prefix}.event.{ctx.card} or {self.side}.event.{ctx.card})")
            decision = self.interpreter.walk(chart, ctx, trace=trace, depth=1, rng=game.rng)
            return self.finish(decision, ctx, ask, trace)
        raise BotError(f"{self.side} Bot: {name!r} is not an answer action (question {ask.purpose})")

    def event_chart(self, card: int | None, part: str = "") -> str | None:
        """The card's instruction chart (`part`: one of its sub-charts, e.g. ``.playable``): this Bot's
        own (``<prefix>.event.<N>``), else the side's (``<side>.event.<N>``); None if neither exists."""
        if card is None:
            return None
        key = (card, part)
        try:
            return self._event_charts[key]  # asked for every event question and every event weighed
        except KeyError:
            pass
        found = None
        for chart in (f"{self.prefix}.event.{card}{part}", f"{self.side}.event.{card}{part}"):
            if chart in self.library.charts:
                found = chart
                break
        self._event_charts[key] = found
        return found

    def gap(self, ask: Ask, what: str) -> None:
        """A chart left an event question to a blind fallback: an error when strict."""
        if self.strict:
            raise BotError(f"{self.side} Bot: chart gap for {ask.purpose} - {what} "
                           f"(options {list(ask.options) or f'{ask.low}..{ask.high}'})")

    # -- an optional rule of capability markers (Labyrinth's rule 3) ------------------------------
    def marker_set(self) -> Any:
        return self.library.tiers.get(self.definition.marker_sets.get(self.side, ""))

    def markers_held(self, game: Any) -> list[str] | None:
        held = game.state.options.get(f"{self.side}_capability_markers")
        return held if isinstance(held, list) else None

    def markers_apply(self, game: Any) -> bool:
        options = game.state.options
        rule = self.definition.variable_difficulty_rule
        # the rule first: asked before every decision, and most games are played without it
        return (rule in options.get("rules", ()) or bool(options.get("variable_difficulty"))) and \
            self.marker_set() is not None

    def markers_in_force(self, game: Any) -> None:
        """Under optional rule 3 the markers held replace the tier: drawn the first time the Bot acts
        (so a replay draws them identically), then the game's capabilities follow them."""
        if not self.markers_apply(game):
            return
        held = self.markers_held(game)
        if held is None:
            rules = self.marker_set().markers
            count = self.marker_count(game, rules.draw if rules is not None else "")
            held = []
            for _ in range(count):
                self._gain(game, held)
            game.state.options[f"{self.side}_capability_markers"] = held
            game.log(f"{self.definition.side_name(self.side)} Bot capability markers (optional rule "
                     f"{self.definition.variable_difficulty_rule}, {count} drawn): "
                     f"{', '.join(held) or 'none'}")
        self._apply_markers(game, held)

    def marker_count(self, game: Any, name: str) -> int:
        """How many markers a marker set draws at the start (the game's counts)."""
        try:
            return self.definition.marker_count(game, self.side, name)
        except KeyError:
            raise BotError(f"{self.side} Bot: no way to count {name!r} markers") from None

    def hear(self, game: Any, trigger: str) -> None:
        """A named event of the game (Game.trigger): a marker set gains or loses a marker on it."""
        if not self.markers_apply(game):
            return
        self.markers_in_force(game)
        rules = self.marker_set().markers
        held = self.markers_held(game)
        if rules is None or held is None:
            return
        if trigger in rules.gain_on and (rules.at_most is None or len(held) < rules.at_most):
            gained = self._gain(game, held)
            if gained:
                game.log(f"  {self.definition.side_name(self.side)} Bot gains the {self.marker_set()[gained].title} marker")
        elif trigger in rules.lose_on and held:
            lost = game.random_pick(sorted(held))
            held.remove(lost)
            game.log(f"  {self.definition.side_name(self.side)} Bot loses the {self.marker_set()[lost].title} marker")
        else:
            return
        held.sort()
        self._apply_markers(game, held)

    def _gain(self, game: Any, held: list[str]) -> str | None:
        missing = [name for name in self.marker_set().names() if name not in held]
        if not missing:
            return None
        gained = game.random_pick(missing)
        held.append(gained)
        return gained

    def _apply_markers(self, game: Any, held: list[str]) -> None:
        """Each held marker gives only its own values (they add up; none includes a lower tier's)."""
        declared = defaults(self.library.capabilities)
        values = dict(declared)
        for name in held:
            for key, value in self.marker_set()[name].capabilities.items():
                if value != declared.get(key):
                    values[key] = value
        self.capabilities = values
        game.capabilities[self.side] = dict(values)


def question_card(ask: Ask | None, game: Any, definition: GameDefinition) -> int | None:
    """An ``event.<N>.<what>`` question belongs to card N (it may come while another card is played);
    any other question to the card in play."""
    if ask is not None and ask.purpose.startswith("event."):
        number = ask.purpose.split(".")[1]
        if number.isdigit():
            return int(number)
    return definition.current_card(game)
