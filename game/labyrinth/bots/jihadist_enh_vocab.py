"""Vocabulary only the Enhanced Jihadist Bot's charts use (docs/bots/jihadist-enhanced.md, 0.3 and 3.4).

Each entry is one small question in the game's own terms; the Enhanced EvO, its Radicalization,
the Major Jihad and Auto-Recruit Priority countries and the priority tables that combine them
live in ``flowcharts/labyrinth/jihadist_enhanced/``. The standard Bot's entries
(`bots.jihadist_vocab`, `bots.common_vocab`) are reused by name; only what differs is here.

Shared definitions (design 0.3):

* **Resource\\*** - the resource value printed on the map (events that change it ignored);
* **IR resources\\*** - Resource\\* of the Islamist Rule countries, +1 with a Caliphate declared;
* **eJSP** - Enhanced Jihad success possible: net Jihad DRM at most 1 in a Fair country with troops
  or a Poor one, at most 0 in Good, Fair without troops or untested; never in Islamist Rule;
* **cells that may travel** from a country to a destination (`enh_travel_cells`): unused cells
  not yet planned to leave; none from the Major Jihad Priority country (``mjp``), all but 3 from
  the Auto-Recruit Priority country (``arp``), all but 1 from the US while a WMD plot is available,
  an auto-recruit country with fewer than 3 auto-recruit countries holding a cell, a Training Camps
  country or Nigeria as a Fair Muslim Ally with Reaction - Awakening < 2; never within one country.

The MJP and ARP are the Bot's memory (``$memory.mjp``, ``$memory.arp``): the charts pass them as
parameters, so each entry here stays a pure function of the board and its arguments.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from botkit import ANY, BOOL, INT, STR, Vocabulary, list_of, one_of

from .. import board, events, facts, jihadist_ops, us_ops
from ..state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR
from .context import BotContext
from .jihadist_vocab import jihad_drm, truce, unused_cells

UNITED_STATES = "United States"
NIGERIA = "Nigeria"
PLOT_LEVELS = ("1", "2", "3", "WMD")
ARP_KEPT_CELLS = 3  # the default of the tier value arp_kept_cells (jihadist_enhanced/capabilities.yaml)


# -- shared computations ---------------------------------------------------------------------------


def resources_printed(ctx: BotContext, name: str) -> int:
    """Resource\\*: the value printed on the map (0 for a non-Muslim country)."""
    return facts.countries()[name].resources if ctx.state.countries[name].muslim else 0


def ir_resources_printed(ctx: BotContext) -> int:
    """IR resources\\*: printed resources of the Islamist Rule countries, +1 with a Caliphate."""
    total = sum(resources_printed(ctx, c.name) for c in board.muslims(ctx.state) if c.governance == ISLAMIST_RULE)
    return total + (1 if ctx.state.caliphate_capital else 0)


def tm(ctx: BotContext, name: str) -> int:
    return board.troops_and_militia(ctx.state.countries[name])


def enh_jihad_possible(ctx: BotContext, name: str, major: bool) -> bool:
    """eJSP (design 0.3): stricter than a roll of 1 succeeding in Fair without troops and in Poor."""
    country = ctx.state.countries[name]
    if not country.muslim or country.governance == ISLAMIST_RULE:
        return False
    drm = jihad_drm(ctx, name, major)
    if country.governance == POOR or (country.governance == FAIR and board.troops_present(country)):
        return drm <= 1
    return drm <= 0


def _planned(planned: Any) -> dict[str, int]:
    return {str(k): int(v) for k, v in planned.items()} if isinstance(planned, Mapping) else {}


def travel_cells(ctx: BotContext, name: str, destination: str, arp: str = "", mjp: str = "",
                 planned: Mapping[str, int] | None = None) -> int:
    """How many cells may travel from `name` to `destination` (design 0.3, the Enhanced reading)."""
    country = ctx.state.countries[name]
    if name in (destination, mjp) or truce(ctx, name):
        return 0
    leaving = planned or {}
    free = max(0, unused_cells(ctx, name) - leaving.get(name, 0))
    if name == arp:
        return max(0, free - int(ctx.capability("arp_kept_cells", ARP_KEPT_CELLS)))
    auto = jihadist_ops.auto_recruit(ctx.game, name)
    auto_with_cells = sum(1 for n, c in ctx.state.countries.items()
                          if jihadist_ops.auto_recruit(ctx.game, n) and c.cells - leaving.get(n, 0) > 0)
    keep_one = ((name == UNITED_STATES and "WMD" in ctx.state.plots_available)
                or (auto and auto_with_cells < 3)
                or jihadist_ops.TRAINING_CAMPS in country.markers
                or (name == NIGERIA and country.muslim and country.governance == FAIR and country.alignment == "ally"
                    and country.reaction - country.awakening < 2))
    return max(0, free - (1 if keep_one else 0))


def adjacent_travel_cells(ctx: BotContext, destination: str, arp: str = "", mjp: str = "") -> int:
    """Moveable adjacent cells of `destination`: what its neighbours may send there."""
    return sum(travel_cells(ctx, n, destination, arp, mjp) for n in board.adjacent(destination))


def can_travel_to(ctx: BotContext, destination: str, arp: str, mjp: str, adjacent: bool) -> bool:
    if destination not in ctx.state.countries or truce(ctx, destination):
        return False
    sources = board.adjacent(destination) if adjacent else list(ctx.state.countries)
    return any(travel_cells(ctx, n, destination, arp, mjp) > 0 for n in sources)


def recruit_valid(ctx: BotContext, name: str, arp: str, max_cells: int) -> bool:
    """EB12: never a non-Muslim country; Good/Fair only if auto-recruit; Islamist Rule only with fewer
    than `max_cells` cells and when it is the ARP or the ARP is not Islamist Rule."""
    country = ctx.state.countries[name]
    if not country.muslim:
        return False
    auto = jihadist_ops.auto_recruit(ctx.game, name)
    if not (auto or country.governance in (POOR, ISLAMIST_RULE)):
        return False
    if country.governance != ISLAMIST_RULE:
        return True
    arp_is_ir = arp in ctx.state.countries and ctx.state.countries[arp].governance == ISLAMIST_RULE
    return country.cells < max_cells and (name == arp or not arp_is_ir)


def recruit_possible_in(ctx: BotContext, name: str) -> bool:
    """A Recruit may be made there now: cells to recruit and a recruit target (8.2)."""
    return (board.cells_to_recruit(ctx.state) > 0 and name in ctx.state.countries
            and name in jihadist_ops.recruit_targets(ctx.game))


def plot_marker_value(kind: Any) -> int:
    """A plot marker's number (WMD scores 0: last when the highest number is wanted)."""
    return int(kind) if str(kind).isdigit() else 0


def register(v: Vocabulary) -> None:
    """Add the Enhanced Jihadist Bot's entries to the game's vocabulary."""
    place = STR  # a country name, or "" (the MJP or ARP may be none)

    # -- pools -------------------------------------------------------------------------------------------
    @v.pool(doc="Countries with a cell that may travel to the Travel's destination by the Enhanced rules "
                "(design 0.3; the MJP and ARP given).", params={"arp": (place, ""), "mjp": (place, "")})
    def enh_travel_sources(ctx: BotContext, arp: str, mjp: str):
        if ctx.target is None:
            return []
        return sorted(n for n in ctx.state.countries if travel_cells(ctx, n, ctx.target, arp, mjp) > 0)

    # -- the board ---------------------------------------------------------------------------------
    @v.predicate(doc="Is any cell on the map (design EB7: with none the Enhanced Bot places cells)?")
    def cells_on_map(ctx: BotContext) -> bool:
        return any(c.cells for c in ctx.state.countries.values())

    @v.predicate(doc="Is the scenario one of these (its id: isil, awakening, ...)?", params={"scenarios": list_of(STR)})
    def scenario_is(ctx: BotContext, scenarios: list) -> bool:
        return ctx.state.scenario in scenarios

    @v.predicate(doc="Are the IR resources* (printed resources of Islamist Rule countries, +1 with a Caliphate) "
                     "between these bounds?", params={"at_least": (INT, 0), "at_most": (INT, 99)})
    def ir_resources_between(ctx: BotContext, at_least: int, at_most: int) -> bool:
        return at_least <= ir_resources_printed(ctx) <= at_most

    @v.predicate(doc="Hard minus Soft non-Muslim countries (the US aside) below this?", params={"n": INT})
    def hard_soft_difference_below(ctx: BotContext, n: int) -> bool:
        return board.hard_soft_delta(ctx.state) < n

    @v.predicate(doc="Are at least this many plot markers of this level available?",
                 params={"level": one_of("plot level", list(PLOT_LEVELS)), "at_least": (INT, 1)})
    def plots_available_of(ctx: BotContext, level: str, at_least: int) -> bool:
        return ctx.state.plots_available.count(level) >= at_least

    @v.predicate(doc="Can the Jihadist play this card's event now (association and printed condition)?",
                 params={"card": INT})
    def card_event_playable(ctx: BotContext, card: int) -> bool:
        return card in facts.cards() and events.can_play_event(ctx.game, card, JIHADIST)

    @v.predicate(doc="Is this the card the question is about (the card in play)?", params={"card": INT})
    def card_is_value(ctx: BotContext, card: int) -> bool:
        return ctx.card is not None and ctx.card == card

    # -- the card and its event (EB3, EB5) ------------------------------------------------------------
    @v.predicate(doc="Does the question's extra information name this key (e.g. pile_order: the two-card look)?",
                 params={"key": STR})
    def asked_info_has(ctx: BotContext, key: str) -> bool:
        return ctx.ask is not None and key in ctx.ask.info

    # -- named places (the MJP, the ARP: "" when there is none) -----------------------------------------
    @v.predicate(doc="Can a Recruit be made in this country now (cells to recruit, a cell or cadre there, no "
                     "Truce); valid: also an Enhanced recruit target (EB12, with the ARP and the Islamist Rule "
                     "cell limit given)?",
                 params={"country": place, "valid": (BOOL, True), "arp": (place, ""), "max_cells": (INT, 6)})
    def can_recruit_in(ctx: BotContext, country: str, valid: bool, arp: str, max_cells: int) -> bool:
        if not recruit_possible_in(ctx, country):
            return False
        return not valid or recruit_valid(ctx, country, arp, max_cells)

    @v.predicate(doc="Could a cell travel to this country (no Truce there) from an adjacent one (adjacent) or "
                     "from anywhere, by the Enhanced travel rules (design 0.3, the MJP and ARP given)?",
                 params={"country": place, "adjacent": (BOOL, False), "arp": (place, ""), "mjp": (place, "")})
    def can_travel_to_place(ctx: BotContext, country: str, adjacent: bool, arp: str, mjp: str) -> bool:
        return can_travel_to(ctx, country, arp, mjp, adjacent)

    @v.predicate(doc="Is this country untruced and auto-recruit?", params={"country": place})
    def place_untruced_auto_recruit(ctx: BotContext, country: str) -> bool:
        return (country in ctx.state.countries and not truce(ctx, country)
                and jihadist_ops.auto_recruit(ctx.game, country))

    @v.predicate(doc="Is this country untruced with fewer than this many cells?", params={"country": place, "n": INT})
    def place_untruced_cells_below(ctx: BotContext, country: str, n: int) -> bool:
        return (country in ctx.state.countries and not truce(ctx, country)
                and ctx.state.countries[country].cells < n)

    @v.predicate(doc="Is the question's country (info 'country') this one?", params={"country": place})
    def asked_country_is(ctx: BotContext, country: str) -> bool:
        return ctx.ask is not None and bool(country) and ctx.ask.info.get("country") == country

    # -- country filters -------------------------------------------------------------------------------
    @v.filter(doc="Does it hold this marker (Training Camps, ...)?", params={"marker": STR})
    def has_marker(ctx: BotContext, name: str, marker: str) -> bool:
        return marker in ctx.state.countries[name].markers

    @v.filter(doc="Is it this country (a named place, possibly none)?", params={"country": place})
    def is_place(ctx: BotContext, name: str, country: str) -> bool:
        return name == country

    @v.filter(doc="Is it adjacent to this country (a named place, possibly none)?", params={"country": place})
    def adjacent_to_place(ctx: BotContext, name: str, country: str) -> bool:
        return country in ctx.state.countries and board.are_adjacent(name, country)

    @v.filter(doc="Enhanced Jihad success possible (eJSP, design 0.3)?", params={"major": (BOOL, False)})
    def enh_jihad_possible_in(ctx: BotContext, name: str, major: bool) -> bool:
        return enh_jihad_possible(ctx, name, major)

    @v.filter(doc="Does it pass the Enhanced Minor Jihad gate (Good; Fair with Pakistan, troops, Ally, Resource* 3, "
                  "auto-recruit, Aid or 3+ cells - and 2+ cells with Training Camps; never Poor)?")
    def minor_jihad_gate(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        if country.governance == GOOD:
            return True
        if country.governance != FAIR:
            return False
        if jihadist_ops.TRAINING_CAMPS in country.markers and country.cells < 2:
            return False
        return (name == "Pakistan" or board.troops_present(country) or country.alignment == "ally"
                or resources_printed(ctx, name) == 3 or jihadist_ops.auto_recruit(ctx.game, name)
                or country.aid > 0 or country.cells > 2)

    @v.filter(doc="Do these Ops suffice for the Enhanced Major Jihad (Besieged Regime; or 3 Ops; or 2 with a "
                  "negative net Jihad DRM)?", params={"ops": INT})
    def major_jihad_ops_suffice(ctx: BotContext, name: str, ops: int) -> bool:
        country = ctx.state.countries[name]
        if country.besieged:
            return ops >= 1
        return ops >= 3 or (ops >= 2 and jihad_drm(ctx, name, True) < 0)

    @v.filter(doc="Would Islamist Rule here win at once (its resources + the Islamist resources reach 6)?")
    def major_jihad_would_win(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return board.resources(ctx.state, country) + board.islamist_resources(ctx.state) >= 6

    @v.filter(doc="Troops + militia below this?", params={"n": INT})
    def tm_below(ctx: BotContext, name: str, n: int) -> bool:
        return tm(ctx, name) < n

    @v.filter(doc="Is its Resource* (printed) at least this?", params={"n": INT})
    def resources_printed_at_least(ctx: BotContext, name: str, n: int) -> bool:
        return resources_printed(ctx, name) >= n

    @v.filter(doc="Is it free of Awakening and Reaction markers?")
    def no_awakening_or_reaction(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.awakening == 0 and country.reaction == 0

    @v.filter(doc="Iran may be the ARP at Islamist Rule only with Prestige > 6, US Hard and Hard - Soft > 2 (EB11).")
    def iran_arp_allowed(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        if name != "Iran" or country.governance != ISLAMIST_RULE:
            return True
        return (ctx.state.prestige > 6 and ctx.state.us_posture == "hard"
                and board.hard_soft_delta(ctx.state) > 2)

    @v.filter(doc="Is it an Enhanced recruit target (EB12: Muslim; Good/Fair only if auto-recruit; Islamist Rule "
                  "only below max_cells cells and if it is the ARP or the ARP is not Islamist Rule)?",
              params={"arp": (place, ""), "max_cells": (INT, 6)})
    def enh_recruit_valid(ctx: BotContext, name: str, arp: str, max_cells: int) -> bool:
        return recruit_valid(ctx, name, arp, max_cells)

    @v.filter(doc="Could a cell travel here by the Enhanced rules, from an adjacent country (adjacent) or anywhere?",
              params={"adjacent": (BOOL, False), "arp": (place, ""), "mjp": (place, "")})
    def enh_travel_reachable(ctx: BotContext, name: str, adjacent: bool, arp: str, mjp: str) -> bool:
        return can_travel_to(ctx, name, arp, mjp, adjacent)

    @v.filter(doc="Would a War of Ideas roll of this value fail here if the country were Fair (its modifiers, "
                  "-1 for the shift to Good; design EB16 step 5, the reference's reading)?", params={"roll": INT})
    def woi_roll_fails_at_fair(ctx: BotContext, name: str, roll: int) -> bool:
        return roll + us_ops.woi_modifiers(ctx.game, name) - 1 < 5

    @v.filter(doc="Is it a Good or Fair Muslim country?")
    def good_or_fair_muslim(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.muslim and country.governance in (GOOD, FAIR)

    @v.filter(doc="Is it a Martyrdom Operations target worth a plan (EB2: the US, or a Good Muslim country with "
                  "Resource* 2+; only while 2+ plots are available)?")
    def martyrdom_candidate(ctx: BotContext, name: str) -> bool:
        if len(ctx.state.plots_available) < 2:
            return False
        country = ctx.state.countries[name]
        return name == UNITED_STATES or (country.muslim and country.governance == GOOD
                                         and resources_printed(ctx, name) >= 2)

    @v.filter(doc="Does an adjacent country without Truce hold a cell (moveable or not)?")
    def cell_adjacent(ctx: BotContext, name: str) -> bool:
        return any(ctx.state.countries[n].cells > 0 and not truce(ctx, n) for n in board.adjacent(name))

    @v.filter(doc="May a cell travel from it to the Travel's destination by the Enhanced rules (design 0.3)?",
              params={"arp": (place, ""), "mjp": (place, "")})
    def enh_can_travel_from(ctx: BotContext, name: str, arp: str, mjp: str) -> bool:
        return ctx.target is not None and travel_cells(ctx, name, ctx.target, arp, mjp) > 0

    # -- scores ------------------------------------------------------------------------------------------
    @v.score(doc="Resource* - the resources printed on the map (non-Muslim countries score as given).",
             params={"non_muslim": (INT, -100)})
    def resources_printed_score(ctx: BotContext, name: str, non_muslim: int) -> int:
        return resources_printed(ctx, name) if ctx.state.countries[name].muslim else non_muslim

    @v.score(doc="Cells adjacent countries may send here (design 0.3; the MJP and ARP given).",
             params={"arp": (place, ""), "mjp": (place, "")})
    def moveable_adjacent_cells(ctx: BotContext, name: str, arp: str, mjp: str) -> int:
        return adjacent_travel_cells(ctx, name, arp, mjp)

    @v.score(doc="Cells here plus the cells adjacent countries may send here.",
             params={"arp": (place, ""), "mjp": (place, "")})
    def cells_plus_moveable_adjacent(ctx: BotContext, name: str, arp: str, mjp: str) -> int:
        return ctx.state.countries[name].cells + adjacent_travel_cells(ctx, name, arp, mjp)

    @v.score(doc="Unused cells that may take part in a Minor Jihad (all but one in a Fair Training Camps country).")
    def minor_jihad_cells(ctx: BotContext, name: str) -> int:
        country = ctx.state.countries[name]
        keep = 1 if country.governance == FAIR and jihadist_ops.TRAINING_CAMPS in country.markers else 0
        return max(0, unused_cells(ctx, name) - keep)

    @v.score(doc="Cells that may travel from it to the Travel's destination by the Enhanced rules (design 0.3); "
                 "planned: cells already planned to leave each source (a spend's $allocated).",
             params={"arp": (place, ""), "mjp": (place, ""), "planned": (ANY, None)})
    def enh_travel_cells(ctx: BotContext, name: str, arp: str, mjp: str, planned: Any) -> int:
        if ctx.target is None:
            return 0
        return travel_cells(ctx, name, ctx.target, arp, mjp, _planned(planned))

    @v.score(doc="A plot marker option's number (WMD scores as given: 0 ranks it last for 'highest').",
             params={"wmd": (INT, 0)})
    def plot_marker_number(ctx: BotContext, name: Any, wmd: int) -> int:
        return wmd if str(name) == "WMD" else plot_marker_value(name)

