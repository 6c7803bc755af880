"""Vocabulary only the Jihadist Bot's charts use (rules section 12): its questions, scores and actions.

Every entry is one small question in the game's own terms; the EvO chart, the OpP boxes,
the Priorities Table columns, Radicalization and the Event Instructions that combine them
live in ``flowcharts/labyrinth/jihadist/``.

Shared definitions (docs/bots/jihadist.md, 0.2):

* **unused cell** - a cell on the map that has not acted for the current card (12.4.1):
  ``game.card_scratch["cells_used"]`` counts them per country and ``["actives_used"]``
  how many of those are active (jihadist_ops keeps both), so that "an unused active cell"
  stays exact after cells arrive as sleepers;
* **net Jihad DRM** - Awakening minus Reaction with the ideology applied
  (`jihadist_ops.jihad_drm`: Coherent drops the penalty in Minor Jihad, Virulent in all);
* **Jihad success possible** - a roll of 1 would succeed: 1 + DRM <= governance;
* **T&M** - troops (cubes and troop markers) plus militia;
* **mobile cell** (12.3.9) - an unused cell that may travel: the last cell of an
  auto-recruit country stays unless two other auto-recruit countries hold a cell; in the
  destination itself only unused active cells travel (in place: not in Radicalization,
  whose travels are meant to move cells), and never in a Caliphate country.

The destination of the Travel under way is the question's (``ctx.target``, `JihadistBot.context`);
the cells a Travel already planned to move are the spend's ``$allocated`` (``mobile_cell_count``'s
``planned``). Nothing is kept between questions but what the game records.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from botkit import ANY, BOOL, INT, STR, Vocabulary, list_of, one_of

from .. import awakening, board, deck, events, facts, jihadist_ops, us_ops
from ..cards import common as card_common
from ..consequences import Consequences
from ..game import Game
from ..state import FAIR, ISLAMIST_RULE, JIHADIST, POOR, US
from ..victory import immediate_result
from .context import BotContext

UNITED_STATES = "United States"
DRM_KINDS = ("minor", "major", "operation")


# -- shared computations (also used by the Bot's runtime) ------------------------------------


def unused_cells(ctx: BotContext, name: str) -> int:
    return ctx.unused_cells(name)


def unused_actives(ctx: BotContext, name: str) -> int:
    """Active cells in `name` that have not acted for this card."""
    country = ctx.state.countries[name]
    used = ctx.game.card_scratch.get(jihadist_ops.ACTIVES_USED, {}).get(name, 0)
    return max(0, min(country.actives - used, unused_cells(ctx, name)))


def surplus_cells(ctx: BotContext, name: str) -> int:
    """Unused cells minus troops and militia."""
    return unused_cells(ctx, name) - board.troops_and_militia(ctx.state.countries[name])


def jihad_drm(ctx: BotContext, name: str, major: bool) -> int:
    return jihadist_ops.jihad_drm(ctx.game, name, major=major)


def jihad_success_possible(ctx: BotContext, name: str, major: bool) -> bool:
    """A die roll of 1 would succeed in a Jihad there (11.1.3)."""
    country = ctx.state.countries[name]
    if not country.muslim or country.governance in (0, ISLAMIST_RULE):
        return False
    return 1 + jihad_drm(ctx, name, major) <= country.governance


def truce(ctx: BotContext, name: str) -> bool:
    return board.under_truce(ctx.state.countries[name])


def cells_staying(ctx: BotContext, name: str, leaving: Mapping[str, int] | None = None) -> int:
    """Cells of `name` once the cells already planned to travel from it (`leaving`) have left (12.3.9)."""
    return ctx.state.countries[name].cells - (leaving or {}).get(name, 0)


def auto_recruit_with_cell(ctx: BotContext, leaving: Mapping[str, int] | None = None) -> int:
    """Auto-recruit countries that will still hold a cell (cells committed to travel counted as gone)."""
    return sum(1 for name in ctx.state.countries
               if cells_staying(ctx, name, leaving) > 0 and jihadist_ops.auto_recruit(ctx.game, name))


def mobile_cells(ctx: BotContext, name: str, in_place: bool = True, leaving: Mapping[str, int] | None = None) -> int:
    """How many cells may travel from `name` now (12.3.9), given the destination in ``ctx.target``."""
    # asked for every country, every neighbour of every candidate: the country looked up once
    country = ctx.state.countries[name]
    if board.under_truce(country):
        return 0
    if name == ctx.target:
        # travel in place only turns an unused active cell into a sleeper; pointless in the Caliphate
        # (and Radicalization's travels never use it: they are meant to move cells)
        if not in_place or board.is_caliphate_member(ctx.state, name):
            return 0
        return unused_actives(ctx, name)
    cells = country.cells
    staying = cells - leaving.get(name, 0) if leaving else cells  # `cells_staying`
    free = min(max(0, cells - ctx.cells_used(name)), staying)  # `unused_cells`, `cells_staying`
    if free <= 0:
        return 0  # most countries: what follows could only lower it (and counts every country)
    if jihadist_ops.auto_recruit(ctx.game, name) and auto_recruit_with_cell(ctx, leaving) < 3:
        free = min(free, cells_staying(ctx, name, leaving) - 1)
    return max(0, free)


def mobile_cells_toward(ctx: BotContext, name: str, destination: Any) -> int:
    """How many cells may travel from `name` to `destination` (12.3.9; `mobile_cells` with that target)."""
    saved, ctx.target = ctx.target, destination if isinstance(destination, str) else None
    try:
        return mobile_cells(ctx, name)
    finally:
        ctx.target = saved


def ops_budget(game: Any, card_ops: int) -> int:
    """Card Ops plus the reserves needed to reach 3 cells/dice (12.4.1, 12.4.4)."""
    return card_ops + min(game.state.reserves[JIHADIST], max(0, 3 - card_ops))


def recruit_possible(ctx: BotContext) -> bool:
    return board.cells_to_recruit(ctx.state) > 0 and bool(jihadist_ops.recruit_targets(ctx.game))


def instructions_allow(ctx: BotContext, card: int | None) -> bool:
    """The card's ``<prefix>.event.<N>.playable`` chart (Event Instructions: the Bot's own, else
    ``jihadist.event.<N>.playable``), yes when there is none."""
    chart = ctx.bot.event_chart(card, ".playable")
    if chart is None:
        return True
    decision = ctx.bot.interpreter.walk(chart, ctx, trace=ctx.trace, depth=1, rng=ctx.game.rng)  # ties: the game's RNG
    return bool(decision.answer)


def declaring_wins(ctx: BotContext, name: str) -> bool:
    """Would a Caliphate capital in `name` win at once (9.1)?"""
    probe = Game(ctx.state.copy(), consequences=Consequences(), seed=ctx.game.seed)
    probe.bot_sides = set(ctx.game.bot_sides)
    probe.state.caliphate_capital = name
    result = immediate_result(probe)
    return result is not None and result[0] == JIHADIST


def caliphate_size(ctx: BotContext, name: str) -> int:
    """Members a Caliphate with its capital in `name` would have (11.3.8.1)."""
    if not board.caliphate_candidate(ctx.state.countries[name]):
        return 0
    return len(board.caliphate_members(ctx.state, name))


def asked_country(ctx: BotContext) -> str | None:
    if ctx.ask is None:
        return None
    name = ctx.ask.info.get("country")
    return name if isinstance(name, str) and name in ctx.state.countries else None


def operation_under_way(ctx: BotContext) -> str:
    """What the card in play is being used for (an operation's name, ...), or the context's own."""
    play = ctx.game.card_play
    return ctx.operation or (play.use if play is not None and play.use else "")


def question_card(ctx: BotContext) -> int | None:
    """The card number of an ``event.<N>.<what>`` question (else the card in play)."""
    if ctx.ask is not None:
        parts = ctx.ask.purpose.split(".")
        if len(parts) >= 2 and parts[0] == "event" and parts[1].isdigit():
            return int(parts[1])
    return ctx.card


def register(v: Vocabulary) -> None:
    """Add the Jihadist Bot's entries to the game's vocabulary."""
    drm_kind = one_of("jihad kind", DRM_KINDS)

    # -- pools ---------------------------------------------------------------------------------
    @v.pool(doc="Countries where a Recruit may be attempted: a cell or cadre there, no Truce (8.2).")
    def recruit_candidates(ctx: BotContext):
        return jihadist_ops.recruit_targets(ctx.game)

    @v.pool(doc="Countries a cell may travel to: every country without a Truce marker (8.3).")
    def travel_destination_candidates(ctx: BotContext):
        return board.untruced_names(ctx.state)

    @v.pool(doc="Countries with a mobile cell for the travel under way (12.3.9), the destination in place included.")
    def travel_source_candidates(ctx: BotContext):
        return sorted(n for n in ctx.state.countries if mobile_cells(ctx, n) > 0)

    @v.pool(doc="Countries where an unused cell may plot: non-Muslim, or Muslim not Islamist Rule; no Truce (8.5).")
    def plot_candidates(ctx: BotContext):
        return sorted(n for n in jihadist_ops.plot_targets(ctx.game) if unused_cells(ctx, n) > 0)

    @v.pool(doc="Muslim countries not under Islamist Rule, without Truce, with an unused cell (8.4).")
    def jihad_candidates(ctx: BotContext):
        return sorted(n for n in jihadist_ops.jihad_targets(ctx.game) if unused_cells(ctx, n) > 0)

    @v.pool(doc="The legal answers to the question that are countries (leaving out 'done', 'track', ...).")
    def country_options(ctx: BotContext):
        if ctx.ask is None:
            return []
        return [o for o in ctx.ask.options if isinstance(o, str) and o in ctx.state.countries]

    @v.pool(doc="The question's countries holding a cell that may travel to the question's destination (12.3.9): "
                "an event moving cells there takes only those.")
    def mobile_cell_options(ctx: BotContext):
        destination = ctx.ask.info.get("destination") if ctx.ask is not None else None
        return [n for n in country_options(ctx) if n != destination and mobile_cells_toward(ctx, n, destination) > 0]

    # -- the card and the event (12.4.1) ---------------------------------------------------------
    @v.predicate(doc="Is the card in play US-associated?")
    def event_us_associated(ctx: BotContext) -> bool:
        return ctx.card is not None and deck.card(ctx.card).association == US

    @v.predicate(doc="Is the card an automatic event (US Election, 240)?")
    def card_auto_trigger(ctx: BotContext) -> bool:
        return ctx.card is not None and deck.card(ctx.card).auto_trigger

    @v.predicate(doc="Can the Jihadist play the card's event now (association and printed condition, 6.2.6)?")
    def event_playable(ctx: BotContext) -> bool:
        return ctx.card is not None and events.can_play_event(ctx.game, ctx.card, JIHADIST)

    @v.predicate(doc="Would playing the card's event change anything (12.4.1 exception)?")
    def event_has_effect(ctx: BotContext) -> bool:
        return ctx.card is not None and events.has_effect(ctx.game, ctx.card, JIHADIST)

    @v.predicate(doc="Do the card's Event Instructions let the Bot play the event (its .playable chart; yes if none)?")
    def instructions_allow_event(ctx: BotContext) -> bool:
        return instructions_allow(ctx, ctx.card)

    @v.predicate(doc="Is there a cell or a cadre anywhere on the map?")
    def cells_or_cadre_on_map(ctx: BotContext) -> bool:
        return any(c.cells or c.cadre for c in ctx.state.countries.values())

    # -- operations ----------------------------------------------------------------------------------
    @v.predicate(doc="Are at least this many Ops available for the card (card Ops + reserves, max 3)?",
                 params={"n": INT})
    def ops_at_least(ctx: BotContext, n: int) -> bool:
        return ctx.ops >= n

    @v.predicate(doc="Can a Recruit be made: cells to recruit at this Funding and a cell/cadre country (8.2)?")
    def recruit_is_possible(ctx: BotContext) -> bool:
        return recruit_possible(ctx)

    @v.predicate(doc="Is at least one plot marker available (a WMD one if asked)?", params={"wmd": (BOOL, False)})
    def plot_marker_available(ctx: BotContext, wmd: bool) -> bool:
        available = ctx.state.plots_available
        return "WMD" in available if wmd else bool(available)

    @v.predicate(doc="Is the operation under way a Minor or Major Jihad?")
    def doing_jihad(ctx: BotContext) -> bool:
        return operation_under_way(ctx) in ("minor_jihad", "major_jihad")

    @v.filter(doc="Is it a destination the Travel under way already named (the question's 'planned')?")
    def travel_destination_planned(ctx: BotContext, name: str) -> bool:
        return name in (ctx.info("planned") or ())

    @v.filter(doc="Has it an adjacent country with a cell that may travel to it (12.3.9)?")
    def mobile_cell_adjacent(ctx: BotContext, name: str) -> bool:
        return any(mobile_cells_toward(ctx, n, name) > 0 for n in board.adjacent(name))

    # -- Radicalization (12.4.3) -------------------------------------------------------------------
    @v.predicate(doc="Is the Jihadist reserve full (2 Ops)?")
    def reserves_full(ctx: BotContext) -> bool:
        return ctx.state.reserves[JIHADIST] >= 2

    @v.predicate(doc="Does the US hold an unused cell?")
    def unused_cell_in_us(ctx: BotContext) -> bool:
        return unused_cells(ctx, UNITED_STATES) > 0

    @v.predicate(doc="Is a mobile cell anywhere on the map (12.3.9)?")
    def mobile_cell_on_map(ctx: BotContext) -> bool:
        saved, ctx.target = ctx.target, None
        try:
            return any(mobile_cells(ctx, n) > 0 for n in ctx.state.countries)
        finally:
            ctx.target = saved

    # -- Caliphate (12.3.10) --------------------------------------------------------------------------
    @v.predicate(doc="Would declaring the Caliphate in the asked country win at once (9.1)?")
    def caliphate_declaration_wins(ctx: BotContext) -> bool:
        name = asked_country(ctx)
        return name is not None and declaring_wins(ctx, name)

    @v.predicate(doc="Is the asked Caliphate host adjacent to another eligible Muslim country (11.3.8.1)?")
    def caliphate_host_has_neighbour(ctx: BotContext) -> bool:
        name = asked_country(ctx)
        return name is not None and caliphate_size(ctx, name) > 1

    # -- the question -----------------------------------------------------------------------------
    @v.predicate(doc="Is the last part of the question's purpose this word (e.g. actives_removed)?",
                 params={"what": STR})
    def asked_what(ctx: BotContext, what: str) -> bool:
        return ctx.ask is not None and ctx.ask.purpose.rsplit(".", 1)[-1] == what

    @v.predicate(doc="Is the question which available plot marker goes on the map - an operation's or an "
                     "event's (every one is asked by jihadist_ops.choose_plot_marker, with plot_marker in it)?",
                 rule="12.3.4")
    def asked_plot_marker(ctx: BotContext) -> bool:
        return ctx.ask is not None and bool(ctx.ask.info.get("plot_marker"))

    @v.predicate(doc="Is the question about a card event that has Jihadist Event Instructions (event.<N>.*)?")
    def question_has_instructions(ctx: BotContext) -> bool:
        number = question_card(ctx)
        return ctx.bot.event_chart(number) is not None

    @v.predicate(doc="Is this tuple (written as a list, e.g. militia and cells) among the legal answers?",
                 params={"value": list_of(INT)})
    def tuple_offered(ctx: BotContext, value: list) -> bool:
        return ctx.ask is not None and tuple(value) in ctx.ask.options

    @v.predicate(doc="Is a plot marker of this level available?",
                 params={"level": one_of("plot level", ["1", "2", "3", "WMD"])})
    def plot_level_available(ctx: BotContext, level: str) -> bool:
        return level in ctx.state.plots_available

    @v.predicate(doc="Is the US troop commitment this (low intensity, war, overstretch)?",
                 params={"level": one_of("troop commitment", ["low intensity", "war", "overstretch"])})
    def troop_commitment_is(ctx: BotContext, level: str) -> bool:
        return board.troop_commitment(ctx.state) == level

    @v.predicate(doc="Is the world posture (GWOT) this (hard, soft or even)?",
                 params={"posture": one_of("world posture", ["hard", "soft", "even"])})
    def world_posture_is(ctx: BotContext, posture: str) -> bool:
        return board.world_posture(ctx.state)[0] == posture

    @v.predicate(doc="Is any of these cards in this pile?",
                 params={"cards": list_of(INT), "pile": one_of("pile", ["discard", "removed"])})
    def any_card_in_pile(ctx: BotContext, cards: list, pile: str) -> bool:
        held = ctx.state.discard if pile == "discard" else ctx.state.removed
        return any(n in held for n in cards)

    @v.predicate(doc="Is this card nearer the bottom of the discard pile than the other (or the other not there)?",
                 params={"card": INT, "other": INT})
    def card_lower_in_discard(ctx: BotContext, card: int, other: int) -> bool:
        pile = ctx.state.discard
        if card not in pile:
            return False
        return other not in pile or pile.index(card) < pile.index(other)

    @v.predicate(doc="Could this card's event put troops off the map now (from the track, or a country without "
                     "Truce, 11.3.4)?", params={"card": INT})
    def troops_can_go_off_map(ctx: BotContext, card: int) -> bool:
        return card_common.troops_off_map_possible(ctx.game, card)

    # -- country filters ---------------------------------------------------------------------------
    @v.filter(doc="Does it hold an unused cell (one that has not acted for this card)?")
    def has_unused_cell(ctx: BotContext, name: str) -> bool:
        return unused_cells(ctx, name) > 0

    @v.filter(doc="Does it hold an unused active cell?")
    def has_unused_active_cell(ctx: BotContext, name: str) -> bool:
        return unused_actives(ctx, name) > 0

    @v.filter(doc="Unused cells minus troops and militia between these bounds?", params={"low": INT, "high": INT})
    def surplus_cells_between(ctx: BotContext, name: str, low: int, high: int) -> bool:
        return low <= surplus_cells(ctx, name) <= high

    @v.filter(doc="Unused cells minus troops and militia at least this?", params={"n": INT})
    def surplus_cells_at_least(ctx: BotContext, name: str, n: int) -> bool:
        return surplus_cells(ctx, name) >= n

    @v.filter(doc="Would a Jihad die of 1 succeed there (net DRM, ideology applied)?", params={"major": (BOOL, False)})
    def jihad_success_possible_in(ctx: BotContext, name: str, major: bool) -> bool:
        return jihad_success_possible(ctx, name, major)

    @v.filter(doc="Do the Ops available allow a Major Jihad there (Poor: 2, or 1 with Besieged Regime; Fair: 3, or 2)?")
    def major_jihad_ops_enough(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        need = {POOR: 2, FAIR: 3}.get(country.governance)
        if need is None:
            return False
        return ctx.ops >= need - (1 if country.besieged else 0)

    @v.filter(doc="Is it an auto-recruit country (Islamist Rule, Civil War, Regime Change, Training Camps)?")
    def auto_recruit_country(ctx: BotContext, name: str) -> bool:
        return jihadist_ops.auto_recruit(ctx.game, name)

    @v.filter(doc="Could a cell of another country travel here (12.3.9: a mobile cell)?")
    def cell_can_travel_here(ctx: BotContext, name: str) -> bool:
        return any(mobile_cells_toward(ctx, other, name) > 0 for other in ctx.state.countries if other != name)

    @v.filter(doc="Is it the destination of the travel under way?")
    def is_travel_destination(ctx: BotContext, name: str) -> bool:
        return name == ctx.target

    @v.filter(doc="Is it adjacent to the travel destination (the question's)?")
    def adjacent_to_travel_destination(ctx: BotContext, name: str) -> bool:
        return ctx.target is not None and board.are_adjacent(name, ctx.target)

    @v.filter(doc="Would a US Disrupt there raise Prestige (troops among 2+ T&M, Prestige below 12)?")
    def disrupt_would_gain_prestige(ctx: BotContext, name: str) -> bool:
        return ctx.state.prestige < 12 and us_ops.disrupt_affects_prestige(ctx.game, name)

    @v.filter(doc="Could it take an Awakening or Reaction marker now (11.1.4, Arab Winter, one in the supply "
                  "or movable from another country, 11.2.9)?",
              params={"kind": one_of("marker", ["awakening", "reaction"])})
    def can_take_marker(ctx: BotContext, name: str, kind: str) -> bool:
        return awakening.marker_placeable(ctx.game, kind, name)

    @v.filter(doc="Is it the Caliphate capital?")
    def caliphate_capital(ctx: BotContext, name: str) -> bool:
        return ctx.state.caliphate_capital == name

    @v.filter(doc="Could it host a Caliphate capital (Civil War, Regime Change or Islamist Rule, 11.3.8.1)?")
    def caliphate_candidate(ctx: BotContext, name: str) -> bool:
        return board.caliphate_candidate(ctx.state.countries[name])

    @v.filter(doc="Always yes (a box that keeps every candidate left).")
    def any_country(ctx: BotContext, name: str) -> bool:
        return True

    @v.filter(doc="Is the candidate (a non-country option) this value?", params={"value": ANY})
    def option_is(ctx: BotContext, name: Any, value: Any) -> bool:
        return name == value

    @v.filter(doc="Is its resource value this?", params={"value": INT})
    def resource_value_is(ctx: BotContext, name: str, value: int) -> bool:
        country = ctx.state.countries[name]
        return country.muslim and board.resources(ctx.state, country) == value

    @v.filter(doc="Is it in this map region (africa, europe, ...)?", params={"region": STR})
    def in_region(ctx: BotContext, name: str, region: str) -> bool:
        return facts.countries()[name].region == region

    @v.filter(doc="Does it hold at least as many Awakening as Reaction markers?")
    def awakening_at_least_reaction(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.awakening >= country.reaction

    # -- scores ---------------------------------------------------------------------------------------
    @v.score(doc="Net Jihad DRM (Awakening - Reaction, ideology applied); non-Muslim countries score as given.",
             params={"kind": (drm_kind, "minor"), "non_muslim": (INT, 100)})
    def jihad_drm_score(ctx: BotContext, name: str, kind: str, non_muslim: int) -> int:
        country = ctx.state.countries[name]
        if not country.muslim:
            return non_muslim
        major = kind == "major" or (kind == "operation" and operation_under_way(ctx) == "major_jihad")
        return jihad_drm(ctx, name, major)

    @v.score(doc="Unused cells (not yet acted for this card).")
    def unused_cell_count(ctx: BotContext, name: str) -> int:
        return unused_cells(ctx, name)

    @v.score(doc="Unused active cells.")
    def unused_active_count(ctx: BotContext, name: str) -> int:
        return unused_actives(ctx, name)

    @v.score(doc="Mobile cells for the travel under way (12.3.9); in_place false: none from the destination "
                 "itself (Radicalization's travels move cells); planned: cells already planned to leave each "
                 "source (a spend's $allocated).", params={"in_place": (BOOL, True), "planned": (ANY, None)})
    def mobile_cell_count(ctx: BotContext, name: str, in_place: bool, planned: Any) -> int:
        leaving = {str(k): int(v) for k, v in planned.items()} if isinstance(planned, Mapping) else {}
        return mobile_cells(ctx, name, in_place, leaving)

    @v.score(doc="Members of a Caliphate with its capital there (0 if it cannot host one).")
    def caliphate_size_as_capital(ctx: BotContext, name: str) -> int:
        return caliphate_size(ctx, name)

    @v.score(doc="The net War of Ideas modifier there (Muslim countries; others score 0).")
    def war_of_ideas_modifier(ctx: BotContext, name: str) -> int:
        if not ctx.state.countries[name].muslim:
            return 0
        return us_ops.woi_modifiers(ctx.game, name)

    @v.score(doc="Cells this event already placed there (the question's 'placed' information).")
    def placed_this_event(ctx: BotContext, name: str) -> int:
        placed = ctx.ask.info.get("placed", {}) if ctx.ask is not None else {}
        return int(placed.get(name, 0)) if isinstance(placed, dict) else 0

    @v.score(doc="Where the candidate card lies in the removed pile (0 = bottom; the highest is on top).")
    def removed_position(ctx: BotContext, name: Any) -> int:
        pile = ctx.state.removed
        return pile.index(name) if name in pile else -1

    # answer actions added by the Jihadist Bot (see JihadistBot.carry_out)
    v.action("answer_tuple", doc="Answer with this list of values as a tuple (e.g. militia and cells).",
             params={"value": list_of(INT)})
    # -- what the operations' questions let the charts read (12.3.2, 12.3.4) --------------------------
    v.field("cells_to_recruit", INT, "Cells the Funding track lets the Jihadist recruit now (8.2, 12.3.2).",
            get=lambda ctx: board.cells_to_recruit(ctx.state))
    v.field("plots_available", INT, "Plot markers available to place (12.3.4).",
            get=lambda ctx: len(ctx.state.plots_available))
