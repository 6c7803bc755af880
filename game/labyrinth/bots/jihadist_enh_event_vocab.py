"""Vocabulary of the Enhanced Jihadist Bot's event instructions (issue 16, EB4).

The Enhanced Bot's per-card instructions live in ``flowcharts/labyrinth/jihadist_enhanced/events.yaml``:
``jihadist_enh.event.<N>.playable`` (yes/no: does the Bot play card N's event) and
``jihadist_enh.event.<N>`` (the answers to card N's ``event.<N>.*`` questions). A card without
an Enhanced chart falls back to the standard ``jihadist.event.<N>[.playable]`` charts.

The Enhanced Bot asks "does it play this event?" with ``enh_instructions_allow_event`` and routes an
event's questions with ``enh_question_has_instructions`` (both in `jihadist_enh_vocab`, EB3): the
Enhanced chart first, then the standard one. The entries here are the small facts a few cards'
Enhanced instructions test.
"""

from __future__ import annotations

from botkit import INT, STR, Vocabulary, list_of

from .. import board, events
from ..state import HARD, JIHADIST, SOFT, US
from .context import BotContext
from .jihadist_vocab import declaring_wins, mobile_cells_toward

MARTYRDOM_OPERATIONS = 190


def posture_change_moves_gwot(ctx: BotContext) -> bool:
    """Would one more non-Muslim country opposite to the US change the World posture's level (GWOT)?"""
    delta = board.hard_soft_delta(ctx.state)
    before = board.world_posture(ctx.state)
    shifted = delta - 1 if ctx.state.us_posture == HARD else delta + 1
    posture = "even" if shifted == 0 else (HARD if shifted > 0 else SOFT)
    return before != (posture, min(abs(shifted), 3))


def single_spare_reaction(ctx: BotContext, name: str, keep: str) -> bool:
    """Fly Paper (221): a Reaction marker the Enhanced Bot gives up - the only one there, fewer than 3
    printed resources, not the country it keeps (the MJP), no Truce."""
    c = ctx.state.countries[name]
    return c.muslim and c.reaction == 1 and c.resources < 3 and name != keep and not board.under_truce(c)


def register(v: Vocabulary) -> None:
    """Add the Enhanced Bot's event-instruction entries to the game's vocabulary."""
    # -- facts a few cards test ---------------------------------------------------------------------
    @v.predicate(doc="Would one more non-Muslim country of the posture opposite to the US change the "
                     "World posture's level (the GWOT marker moves)?")
    def gwot_moves_with_one_more_opposite(ctx: BotContext) -> bool:
        return posture_change_moves_gwot(ctx)

    @v.predicate(doc="Does the US hold at most this many cards?", params={"value": INT})
    def us_hand_at_most(ctx: BotContext, value: int) -> bool:
        return len(ctx.state.hands[US]) <= value

    @v.predicate(doc="Has the card the question names (its 'card') at least this many Ops?", params={"value": INT})
    def asked_card_ops_at_least(ctx: BotContext, value: int) -> bool:
        number = ctx.info("card")
        return isinstance(number, int) and board.card_ops(ctx.state, number) >= value

    @v.predicate(doc="Are at least this many cells available for an event to place?", params={"value": INT})
    def cells_available_at_least(ctx: BotContext, value: int) -> bool:
        return board.cells_available(ctx.state) >= value

    @v.predicate(doc="Is no Caliphate declared?")
    def no_caliphate(ctx: BotContext) -> bool:
        return ctx.state.caliphate_capital is None

    @v.predicate(doc="Fly Paper (221): can 3 cells or single Reaction markers be taken for this destination, and "
                     "3 cells placed there (countries with a cell that may travel there, plus countries with a "
                     "lone Reaction marker of fewer than 3 resources other than `keep`)?",
                 params={"destination": STR, "keep": STR})
    def fly_paper_three_removals(ctx: BotContext, destination: str, keep: str) -> bool:
        cells = sum(1 for n in ctx.state.countries if n != destination and mobile_cells_toward(ctx, n, destination) > 0)
        reactions = sum(1 for n in ctx.state.countries if single_spare_reaction(ctx, n, keep))
        return cells + reactions >= 3 and cells + board.cells_available(ctx.state) >= 3

    # -- country filters ------------------------------------------------------------------------------
    @v.filter(doc="Is Awakening minus Reaction at least this (a negative value: Reaction may lead by that much)?",
              params={"value": INT})
    def awakening_lead_at_least(ctx: BotContext, name: str, value: int) -> bool:
        c = ctx.state.countries[name]
        return c.awakening - c.reaction >= value

    @v.filter(doc="Could Martyrdom Operations (190) aim here (its declared candidates: a cell, no Truce, not "
                  "Islamist Rule), whichever card is in play (the two-card look, EB2)?")
    def martyrdom_target(ctx: BotContext, name: str) -> bool:
        return name in events.candidates(ctx.game, MARTYRDOM_OPERATIONS, "country", JIHADIST)

    @v.filter(doc="Would a Caliphate with its capital here win at once (9.1)?")
    def caliphate_here_wins(ctx: BotContext, name: str) -> bool:
        return declaring_wins(ctx, name)

    @v.filter(doc="Could a cell of a country other than these travel here (12.3.9: a mobile cell)?",
              params={"besides": list_of(STR)})
    def cell_can_come_from_elsewhere(ctx: BotContext, name: str, besides: list) -> bool:
        return any(mobile_cells_toward(ctx, n, name) > 0 for n in ctx.state.countries if n != name and n not in besides)

    @v.filter(doc="Has it a cell that may travel to this destination (12.3.9)?", params={"destination": STR})
    def cell_may_travel_to(ctx: BotContext, name: str, destination: str) -> bool:
        return name != destination and mobile_cells_toward(ctx, name, destination) > 0

    @v.filter(doc="Does it hold the Training Camps marker?")
    def training_camps_here(ctx: BotContext, name: str) -> bool:
        return board.training_camp_country(ctx.state) == name

    @v.filter(doc="Is the candidate card in the discard pile?")
    def card_in_discard(ctx: BotContext, name: object) -> bool:
        return name in ctx.state.discard

    @v.filter(doc="Does it hold at least this many militia?", params={"value": INT})
    def has_militia_at_least(ctx: BotContext, name: str, value: int) -> bool:
        return ctx.state.countries[name].militia >= value

    @v.score(doc="Its place in the alphabetical list of countries (a fixed order, for a yes/no chart that only asks "
                 "whether a country is among the best, where no random tie-break may be drawn).")
    def country_order(ctx: BotContext, name: str) -> int:
        return sorted(ctx.state.countries).index(name)

    @v.score(doc="Its militia.")
    def militia_count(ctx: BotContext, name: str) -> int:
        return ctx.state.countries[name].militia

    @v.filter(doc="Fly Paper (221): a lone Reaction marker of a country with fewer than 3 resources, not `keep`?",
              params={"keep": STR})
    def spare_reaction(ctx: BotContext, name: str, keep: str) -> bool:
        return single_spare_reaction(ctx, name, keep)
