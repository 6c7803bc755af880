"""Vocabulary both Bots' charts use: country facts, the question being asked, answers.

Candidates in priority tables are country names. Every entry is one small question in
the game's own terms; orders and branches live in the YAML.
"""

from __future__ import annotations

from typing import Any

from botkit import ANY, INT, QUESTION_KINDS, STR, Vocabulary, list_of, one_of

from .. import board, derived, events, facts, hooks
from ..awakening import supply as marker_supply
from ..state import ALLY, GOOD, ISLAMIST_RULE, UNTESTED, US, Country, GameState
from .context import BotContext

GOVERNANCE = {"good": 1, "fair": 2, "poor": 3, "islamist_rule": 4}
SIDE = one_of("side", ["us", "jihadist"])
TRADE_EMBARGO_JIHADIST = "Trade Embargo (Jihadist)"  # 232: the country's oil counts for nothing extra

# The pools over the whole board, countries under Truce included: for facts about the board (what an
# event counts, where the Major Jihad Priority lies), never for where a Bot acts. Every other pool
# leaves out the countries under Truce (239: no operation and no event effect there), each through
# `board.under_truce`; tests/labyrinth/bots/test_truce_pools.py holds the charts to it.
BOARD_POOLS = ("countries", "muslim_countries")


def asked_purposes(ctx: BotContext) -> list[str]:
    """Every `purpose` for which ``asked`` holds: the question's purpose and each of its dotted
    prefixes (so an answer chart routes a question with one lookup, botkit's keyed predicates)."""
    if ctx.ask is None:
        return []
    purpose = ctx.ask.purpose
    try:
        return _PREFIXES[purpose]
    except KeyError:  # a few hundred purposes at most, each asked again and again
        prefixes = _PREFIXES[purpose] = [purpose, *(purpose[:i] for i, char in enumerate(purpose) if char == ".")]
        return prefixes


_PREFIXES: dict[str, list[str]] = {}


# -- one contest seen from either side: the side's pieces minus the other's (the US's militia, troops and
# Awakening markers against the Jihadist's cells and Reaction markers); each Bot's charts name the side


def _as_seen_by(side: str, us_lead: int) -> int:
    """A lead counted for the US, as `side` sees it (the Jihadist's lead is its opposite)."""
    return us_lead if side == US else -us_lead


def militia_cells_lead_of(country: Country, side: str) -> int:
    """Militia minus cells for the US, cells minus militia for the Jihadist."""
    return _as_seen_by(side, country.militia - country.cells)


def forces_lead_of(country: Country, side: str) -> int:
    """Troops and militia (T+M) minus cells for the US, cells minus T+M for the Jihadist."""
    return _as_seen_by(side, board.troops_and_militia(country) - country.cells)


def markers_lead_of(country: Country, side: str) -> int:
    """Awakening minus Reaction markers for the US, Reaction minus Awakening for the Jihadist."""
    return _as_seen_by(side, country.awakening - country.reaction)


def oil_spike_victory(state: GameState, side: str) -> bool:
    """Would Oil Price Spike's extra resources (236: +1 for each oil exporter at Good for the US, under
    Islamist Rule for the Jihadist, without a Trade Embargo (Jihadist) marker) reach the side's resource
    victory (12 Good resources, 6 Islamist Rule resources)?"""
    governance, resources, needed = ((GOOD, board.good_resources(state), 12) if side == US
                                     else (ISLAMIST_RULE, board.islamist_resources(state), 6))
    extra = sum(1 for c in board.muslims(state)
                if c.governance == governance and c.oil_exporter and TRADE_EMBARGO_JIHADIST not in c.markers)
    return resources + extra >= needed


# the board's pools: asked for by nearly every table, so each list is kept until what it follows changes
# (`derived`: the countries' kinds for the first two, any change of the board for the others); each
# question gets its own copy
def _country_names(state: GameState) -> list[str]:
    return sorted(state.countries)


def _muslim_names(state: GameState) -> list[str]:
    return sorted(n for n, c in state.countries.items() if c.muslim)


def _untruced_non_muslim_names(state: GameState) -> list[str]:
    return sorted(n for n, c in state.countries.items() if not c.muslim and not board.under_truce(c))


def _untruced_muslim_names(state: GameState) -> list[str]:
    return sorted(n for n, c in state.countries.items() if c.muslim and not board.under_truce(c))


def register(v: Vocabulary) -> None:
    country = one_of("country", sorted(facts.countries()))
    governance = one_of("governance", list(GOVERNANCE))

    # -- pools -------------------------------------------------------------------------------
    @v.pool(doc="Every country on the map, those under Truce included: for facts about the board, never for "
                "where to act (untruced_countries).")
    def countries(ctx: BotContext):
        return list(derived.value(ctx.state, "countries", _country_names, lasting=True))

    @v.pool(doc="Every Muslim country, those under Truce included: for facts about the board, never for where "
                "to act (untruced_muslim_countries).")
    def muslim_countries(ctx: BotContext):
        return list(derived.value(ctx.state, "muslim_countries", _muslim_names, lasting=True))

    @v.pool(doc="Every non-Muslim country (a Truce marker lies only in a Muslim country).")
    def non_muslim_countries(ctx: BotContext):
        return list(derived.value(ctx.state, "non_muslim_countries", _untruced_non_muslim_names))

    @v.pool(doc="Every country where an operation or an event may act: all but those under Truce (239).")
    def untruced_countries(ctx: BotContext):
        return board.untruced_names(ctx.state)

    @v.pool(doc="Every Muslim country where an operation or an event may act: not under Truce (239).")
    def untruced_muslim_countries(ctx: BotContext):
        return list(derived.value(ctx.state, "untruced_muslim_countries", _untruced_muslim_names))

    @v.pool(doc="The legal answers to the question being asked.")
    def options(ctx: BotContext):
        return list(ctx.ask.options) if ctx.ask else []

    @v.pool(doc="The candidates the card's event declares for its event.<N>.<what> choice - the very list "
                "the event will offer (an error if the card declares none by that name).",
            params={"what": STR})
    def event_candidates(ctx: BotContext, what: str):
        if ctx.card is None:
            return []
        return events.candidates(ctx.game, ctx.card, what, ctx.side)

    # -- the event's own choices (what a .playable chart asks about) -----------------------------
    @v.predicate(doc="Does the card's event offer this option now (an OR event, 11.3.12)?",
                 params={"option": STR})
    def event_option_offered(ctx: BotContext, option: str) -> bool:
        return ctx.card is not None and option in events.options_offered(ctx.game, ctx.card, ctx.side)

    @v.predicate(doc="Are at least this many markers of this kind in the supply (not on the map)?",
                 params={"kind": one_of("marker", ["awakening", "reaction"]), "value": (INT, 1)})
    def marker_supply_at_least(ctx: BotContext, kind: str, value: int) -> bool:
        return marker_supply(ctx.game, kind) >= value

    @v.predicate(doc="Does this side's hand hold at least one card?", params={"side": SIDE})
    def hand_holds_cards(ctx: BotContext, side: str) -> bool:
        return bool(ctx.state.hands[side])

    # -- the question --------------------------------------------------------------------------
    @v.predicate(doc="Is the question this one (or starts with this dotted prefix)?", params={"purpose": STR},
                 keys=asked_purposes)
    def asked(ctx: BotContext, purpose: str) -> bool:
        if ctx.ask is None:
            return False
        return ctx.ask.purpose == purpose or ctx.ask.purpose.startswith(purpose + ".")

    @v.predicate(doc="Is the question about the event of the card being played?")
    def event_question(ctx: BotContext) -> bool:
        return ctx.ask is not None and ctx.ask.purpose.startswith("event.")

    @v.predicate(doc="Does the question's extra information have this value for this key?",
                 params={"key": STR, "value": ANY})
    def asked_info_is(ctx: BotContext, key: str, value) -> bool:
        return ctx.ask is not None and ctx.ask.info.get(key) == value

    @v.predicate(doc="Does the card in play have its own instruction chart for this Bot?")
    def has_event_instructions(ctx: BotContext) -> bool:
        return ctx.bot.event_chart(ctx.card) is not None

    @v.predicate(doc="Is this kind of question asked (one, many, number, yesno)?",
                 params={"kind": one_of("kind", ["one", "many", "number", "yesno"])})
    def question_kind(ctx: BotContext, kind: str) -> bool:
        return ctx.ask is not None and ctx.ask.kind == kind

    @v.predicate(doc="Is this option among the legal answers?", params={"value": ANY})
    def option_offered(ctx: BotContext, value) -> bool:
        return ctx.ask is not None and value in ctx.ask.options

    @v.predicate(doc="Is the card being played this one?", params={"card": INT})
    def card_is(ctx: BotContext, card: int) -> bool:
        return ctx.card == card

    @v.predicate(doc="Is the card being played one of these?", params={"cards": list_of(INT)})
    def card_in(ctx: BotContext, cards: list) -> bool:
        return ctx.card in cards

    # -- what a card's event would do, for either side (the Enhanced Bot's two-card look, EB2/EB5) --
    @v.predicate(doc="Played now by this side, could the card's event end the game in that side's automatic "
                     "victory? (the card's wins_now fact; false for a card without one, Q17)",
                 params={"side": SIDE, "card": INT})
    def event_wins_now(ctx: BotContext, side: str, card: int) -> bool:
        return hooks.card_says("wins_now", ctx.game, card, side)

    @v.predicate(doc="Does the card's printed event condition hold now for this side, whoever may play it "
                     "(the opponent's event on a Bot's card, EB5)?",
                 params={"side": SIDE, "card": INT})
    def event_conditions_met(ctx: BotContext, side: str, card: int) -> bool:
        return events.conditions_met(ctx.game, card, side)

    # -- pieces and cards an event could use (both Bots' .playable charts) -----------------------
    @v.predicate(doc="Is at least one cell available for an event to place (the funding track and extra cells, 6.2.2)?")
    def cell_available(ctx: BotContext) -> bool:
        return board.cells_available(ctx.state) > 0

    @v.predicate(doc="Is at least one militia available (not on the map)?")
    def militia_available(ctx: BotContext) -> bool:
        return board.militia_available(ctx.state) > 0

    @v.filter(doc="Is the candidate card of this association (us, jihadist, unassociated)?",
              params={"association": one_of("association", ["us", "jihadist", "unassociated"])})
    def card_association_is(ctx: BotContext, name: Any, association: str) -> bool:
        return facts.cards()[int(name)].association == association

    # -- tracks --------------------------------------------------------------------------------
    @v.predicate(doc="Is Jihadist funding at most this?", params={"value": INT})
    def funding_at_most(ctx: BotContext, value: int) -> bool:
        return ctx.state.funding <= value

    @v.predicate(doc="Is Jihadist funding at least this?", params={"value": INT})
    def funding_at_least(ctx: BotContext, value: int) -> bool:
        return ctx.state.funding >= value

    @v.predicate(doc="Is US prestige at least this?", params={"value": INT})
    def prestige_at_least(ctx: BotContext, value: int) -> bool:
        return ctx.state.prestige >= value

    @v.predicate(doc="Is US prestige at most this?", params={"value": INT})
    def prestige_at_most(ctx: BotContext, value: int) -> bool:
        return ctx.state.prestige <= value

    @v.predicate(doc="Is the US posture this?", params={"posture": one_of("posture", ["hard", "soft"])})
    def us_posture(ctx: BotContext, posture: str) -> bool:
        return ctx.state.us_posture == posture

    @v.predicate(doc="Is the GWOT penalty (4.7.2.1) at most this?", params={"value": INT})
    def gwot_penalty_at_most(ctx: BotContext, value: int) -> bool:
        return board.gwot_penalty(ctx.state) <= value

    @v.predicate(doc="Does this side's reserve hold at least this many Ops?", params={"side": SIDE, "value": INT})
    def reserves_at_least(ctx: BotContext, side: str, value: int) -> bool:
        return ctx.state.reserves[side] >= value

    @v.predicate(doc="Would Oil Price Spike's extra resources (+1 for each oil exporter at Good for the US, under "
                     "Islamist Rule for the Jihadist, without a Trade Embargo (Jihadist) marker) give this side its "
                     "resource victory (12 Good, 6 Islamist Rule resources)?", params={"side": SIDE}, rule="236")
    def oil_spike_wins(ctx: BotContext, side: str) -> bool:
        return oil_spike_victory(ctx.state, side)

    @v.predicate(doc="Is this event (card number) in play or lapsing?", params={"card": INT})
    def event_in_effect(ctx: BotContext, card: int) -> bool:
        return card in ctx.state.events_in_play or card in ctx.state.lapsing

    # -- country filters --------------------------------------------------------------------------
    @v.filter(doc="Is it this country?", params={"country": country})
    def named(ctx: BotContext, name: str, country: str) -> bool:
        return name == country

    @v.filter(doc="Is it one of these countries?", params={"countries": list_of(country)})
    def named_any(ctx: BotContext, name: str, countries: list) -> bool:
        return name in countries

    @v.filter(doc="Is it a Muslim country?")
    def muslim(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].muslim

    @v.filter(doc="Is it a non-Muslim country?")
    def non_muslim(ctx: BotContext, name: str) -> bool:
        return not ctx.state.countries[name].muslim

    @v.filter(doc="Is it a Shia-Mix Muslim country?")
    def shia_mix(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].shia_mix

    @v.filter(doc="Is it a Sunni Muslim country?")
    def sunni(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].sunni

    @v.filter(doc="Does it have this governance (Muslim or non-Muslim)?", params={"level": governance})
    def governance_is(ctx: BotContext, name: str, level: str) -> bool:
        return ctx.state.countries[name].governance == GOVERNANCE[level]

    @v.filter(doc="Is it an untested country?")
    def untested(ctx: BotContext, name: str) -> bool:
        # the US posture is the US's own (state.us_posture): the US country is never untested
        return name != "United States" and ctx.state.countries[name].untested

    @v.filter(doc="Does it have this alignment?", params={"alignment": one_of("alignment", ["ally", "neutral", "adversary"])})
    def alignment_is(ctx: BotContext, name: str, alignment: str) -> bool:
        return ctx.state.countries[name].alignment == alignment

    @v.filter(doc="Does it have this posture?", params={"posture": one_of("posture", ["hard", "soft"])})
    def posture_is(ctx: BotContext, name: str, posture: str) -> bool:
        return board.posture_of(ctx.state, name) == posture

    @v.filter(doc="Is its posture the same as the US posture?")
    def same_posture_as_us(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return not country.muslim and name != "United States" and board.posture_of(ctx.state, name) == ctx.state.us_posture

    @v.filter(doc="Is it under a Truce marker (no event may target it)?")
    def truce(ctx: BotContext, name: str) -> bool:
        return board.under_truce(ctx.state.countries[name])

    @v.filter(doc="Is it in Civil War?")
    def civil_war(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].civil_war

    @v.filter(doc="Is it in Regime Change?")
    def regime_change(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].regime_change is not None

    @v.filter(doc="Does it have a Besieged Regime marker?")
    def besieged(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].besieged

    @v.filter(doc="Does it have an Aid marker?")
    def has_aid(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].aid > 0

    @v.filter(doc="Does it hold troops (cubes or troop markers)?")
    def has_troops(ctx: BotContext, name: str) -> bool:
        return board.troops_present(ctx.state.countries[name])

    @v.filter(doc="Does it hold troops whose presence costs prestige when a plot or a Jihad strikes them (cubes, "
                  "NATO, Operation Serval; not UNSCR 1973 alone)?")
    def has_prestige_troops(ctx: BotContext, name: str) -> bool:
        return board.troops_affecting_prestige(ctx.state.countries[name]) > 0

    @v.filter(doc="Does it hold militia?")
    def has_militia(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].militia > 0

    @v.filter(doc="Does it hold at least this many cells?", params={"count": (INT, 1)})
    def has_cells(ctx: BotContext, name: str, count: int) -> bool:
        return ctx.state.countries[name].cells >= count

    @v.filter(doc="Does it hold an active cell?")
    def has_active_cell(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].actives > 0

    @v.filter(doc="Does it hold a sleeper cell?")
    def has_sleeper_cell(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].sleepers > 0

    @v.filter(doc="Does it hold a cadre?")
    def has_cadre(ctx: BotContext, name: str) -> bool:
        return bool(ctx.state.countries[name].cadre)

    @v.filter(doc="Does it hold a plot?")
    def has_plot(ctx: BotContext, name: str) -> bool:
        return bool(ctx.state.countries[name].plots)

    @v.filter(doc="Does it hold at least this many Awakening markers?", params={"count": (INT, 1)})
    def has_awakening(ctx: BotContext, name: str, count: int) -> bool:
        return ctx.state.countries[name].awakening >= count

    @v.filter(doc="Does it hold at least this many Reaction markers?", params={"count": (INT, 1)})
    def has_reaction(ctx: BotContext, name: str, count: int) -> bool:
        return ctx.state.countries[name].reaction >= count

    @v.filter(doc="Do the side's pieces there lead the other's by at least this: militia minus cells for the US, "
                  "cells minus militia for the Jihadist?", params={"side": SIDE, "value": (INT, 1)})
    def militia_cells_lead_at_least(ctx: BotContext, name: str, side: str, value: int) -> bool:
        return militia_cells_lead_of(ctx.state.countries[name], side) >= value

    @v.filter(doc="Do the side's forces there lead the other's by at least this: troops and militia (T+M) minus "
                  "cells for the US, cells minus T+M for the Jihadist?", params={"side": SIDE, "value": (INT, 1)})
    def forces_lead_at_least(ctx: BotContext, name: str, side: str, value: int) -> bool:
        return forces_lead_of(ctx.state.countries[name], side) >= value

    @v.filter(doc="Does it still hold an unclaimed WMD cache (arsenal)?")
    def has_arsenal(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].wmd > 0

    @v.filter(doc="Is it an oil exporter?")
    def oil_exporter(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].oil_exporter

    @v.filter(doc="Is it a Schengen country?")
    def schengen(ctx: BotContext, name: str) -> bool:
        return facts.countries()[name].schengen

    @v.filter(doc="Is it part of the Caliphate?")
    def caliphate_member(ctx: BotContext, name: str) -> bool:
        return board.is_caliphate_member(ctx.state, name)

    @v.filter(doc="Is it adjacent to this country?", params={"country": country})
    def adjacent_to(ctx: BotContext, name: str, country: str) -> bool:
        return board.are_adjacent(name, country)

    @v.filter(doc="Is it adjacent to an Islamist Rule country?")
    def adjacent_to_islamist_rule(ctx: BotContext, name: str) -> bool:
        return any(ctx.state.countries[n].governance == ISLAMIST_RULE for n in board.adjacent(name))

    @v.filter(doc="Is it adjacent to a Muslim Good Ally?")
    def adjacent_to_good_ally(ctx: BotContext, name: str) -> bool:
        return any(
            (c := ctx.state.countries[n]).muslim and c.governance == GOOD and c.alignment == ALLY
            for n in board.adjacent(name)
        )

    @v.filter(doc="Is it the target of the operation under way?")
    def is_target(ctx: BotContext, name: str) -> bool:
        return name == ctx.target

    @v.filter(doc="Is it the country the question is about (the asked country in the question's information)?")
    def is_asked_country(ctx: BotContext, name: str) -> bool:
        return ctx.ask is not None and ctx.ask.info.get("country") == name

    # -- scores -------------------------------------------------------------------------------
    @v.score(doc="Resource value (Muslim countries; non-Muslim countries rank last).",
             params={"non_muslim": (INT, -100)})
    def resources(ctx: BotContext, name: str, non_muslim: int) -> int:
        country = ctx.state.countries[name]
        return board.resources(ctx.state, country) if country.muslim else non_muslim

    @v.score(doc="Number of cells.")
    def cells(ctx: BotContext, name: str) -> int:
        return ctx.state.countries[name].cells

    @v.score(doc="Number of active cells.")
    def active_cells(ctx: BotContext, name: str) -> int:
        return ctx.state.countries[name].actives

    @v.score(doc="Troops (cubes and troop markers).")
    def troops(ctx: BotContext, name: str) -> int:
        return board.total_troops(ctx.state.countries[name])

    @v.score(doc="Troops plus militia.")
    def troops_and_militia(ctx: BotContext, name: str) -> int:
        return board.troops_and_militia(ctx.state.countries[name])

    @v.score(doc="Awakening markers.")
    def awakening(ctx: BotContext, name: str) -> int:
        return ctx.state.countries[name].awakening

    @v.score(doc="Reaction markers.")
    def reaction(ctx: BotContext, name: str) -> int:
        return ctx.state.countries[name].reaction

    @v.score(doc="The side's pieces minus the other's: militia minus cells for the US, cells minus militia for "
                 "the Jihadist.", params={"side": SIDE})
    def militia_cells_lead(ctx: BotContext, name: str, side: str) -> int:
        return militia_cells_lead_of(ctx.state.countries[name], side)

    @v.score(doc="The side's forces minus the other's: troops and militia (T+M) minus cells for the US, cells "
                 "minus T+M for the Jihadist.", params={"side": SIDE})
    def forces_lead(ctx: BotContext, name: str, side: str) -> int:
        return forces_lead_of(ctx.state.countries[name], side)

    @v.score(doc="The side's markers minus the other's: Awakening minus Reaction for the US, Reaction minus "
                 "Awakening for the Jihadist.", params={"side": SIDE})
    def markers_lead(ctx: BotContext, name: str, side: str) -> int:
        return markers_lead_of(ctx.state.countries[name], side)

    @v.score(doc="Governance value (Good 1 .. Islamist Rule 4; untested ranks as given).",
             params={"untested": (INT, 0)})
    def governance(ctx: BotContext, name: str, untested: int) -> int:
        value = ctx.state.countries[name].governance
        return untested if value == UNTESTED else value

    @v.score(doc="Printed Recruit number of a non-Muslim country (Muslim countries score as given).",
             params={"muslim": (INT, -100)})
    def recruit_number(ctx: BotContext, name: str, muslim: int) -> int:
        country = ctx.state.countries[name]
        if country.muslim:
            return muslim
        printed = facts.countries()[name]
        return printed.recruit or country.governance

    @v.score(doc="Distance on the map to this country.", params={"country": country})
    def distance_to(ctx: BotContext, name: str, country: str) -> int:
        return board.distance(name, country)

    @v.score(doc="The candidate card's Ops value.")
    def card_ops_value(ctx: BotContext, name: Any) -> int:
        return board.card_ops(ctx.state, int(name))

    @v.score(doc="Where the candidate card lies in the discard pile (0 = bottom).")
    def discard_position(ctx: BotContext, name: Any) -> int:
        pile = ctx.state.discard
        return pile.index(name) if name in pile else len(pile)

    @v.score(doc="Where the candidate card lies in the Bot's own face-down hand (0 = bottom; the card "
                 "dealt or added last is highest, 13.2); -1 if it is not there.")
    def hand_position(ctx: BotContext, name: Any) -> int:
        hand = ctx.state.hands[ctx.side]
        return hand.index(name) if name in hand else -1

    # -- answer actions the Bots' runtime carries out (botkit's own: pick, answer, spend ...) -------
    v.action("top_card", doc="Answer with the top card of the Bot's face-down hand (dealt or added last).",
             rule="12.2, 13.2", answers=("one",))
    v.action("event_instructions", doc="Follow the card's own instruction chart (Event Instructions table).",
             answers=QUESTION_KINDS)

    # -- optional rule 3: what a capability marker set draws, gains and loses on --------------------
    v.marker_count("random_card_ops", "The Ops of a card drawn at random from the draw pile (and put back).")
    v.trigger("us_posture_hard", "An event, a Reassessment or a plot in the United States set the US posture Hard.")
    v.trigger("us_posture_soft", "An event, a Reassessment or a plot in the United States set the US posture Soft.")
    v.trigger("personality_event_by_jihadist", "The Jihadist played a Jihadist personality card for its event.")
    v.trigger("personality_event_by_us", "The US played a Jihadist personality card for its event.")
