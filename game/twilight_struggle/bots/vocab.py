"""The words Twilight Struggle's Bot charts may use: small, side-effect-free questions about the board,
a country, a card or the question in hand, named in the game's terms.

"Me" is the Bot's side, "the opponent" the other side. Candidates of priority tables are country
ids (``poland``), card numbers (``27``), region ids (``europe``), or a question's own words
(``none``, ``pass``, ``anywhere``); a filter asked about a candidate it does not apply to says no
(a country filter about ``none``), a score gives 0. Every ordering, threshold and fallback that
uses them is in ``flowcharts/twilight_struggle/``.

What an event would do is measured on a copy of the game (`probe`): the charts read the measures
(`event_gain`, `event_harm`, their chances of ending the game, DEFCON after) with the weights they
choose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botkit import ANY, CHART_REF, INT, NUMBER, STR, TABLE_REF, Vocabulary, list_of, one_of

from .. import cardplay, coups, events, modifiers, space_race
from ..board import (
    CCW_BOX,
    REGIONS,
    card,
    controller,
    controls,
    countries,
    countries_in,
    event_side,
    has_ability,
    in_area,
    influence,
    is_battleground,
    is_scoring,
    neighbour_countries,
    neighbours,
    next_to_superpower,
    printed_ops,
    region_of,
    scoring_cards_in_hand,
)
from ..board import period as period_of
from ..facts import facts
from ..state import CHINA_CARD
from . import countries as land
from . import regions
from .context import BotContext
from .probe import NOTHING, Outcome

WHO = one_of("who", ["me", "opponent"])
OWNER = one_of("who", ["me", "opponent", "nobody"])
CARD_SIDE = one_of("card side", ["me", "opponent", "neutral"])
AREAS = (*REGIONS, "western_europe", "eastern_europe", "southeast_asia")
AREA = one_of("area", AREAS)
REGION = one_of("region", REGIONS)
PERIOD = one_of("period", ["early", "mid", "late"])
WEIGHTS = ("vp", "region_vp", "battlegrounds", "countries", "influence", "space", "decisive")
PLACES = frozenset([*countries(), CCW_BOX])
SCORING_REGION = {number: c.scoring.region for number, c in facts().cards.items() if c.scoring is not None}


def _who(ctx: BotContext, who: str) -> str | None:
    return {"me": ctx.side, "opponent": ctx.opponent}.get(who)


def is_place(candidate: Any) -> bool:
    return isinstance(candidate, str) and candidate in PLACES


def is_card(candidate: Any) -> bool:
    return isinstance(candidate, int) and not isinstance(candidate, bool) and candidate in facts().cards


def asked_purposes(ctx: BotContext) -> list[str]:
    """Every `purpose` for which ``asked`` holds: the question's and each of its dotted prefixes."""
    if ctx.ask is None:
        return []
    purpose = ctx.ask.purpose
    return [purpose, *(purpose[:i] for i, char in enumerate(purpose) if char == ".")]


def view(ctx: BotContext) -> regions.Regions:
    """The board's regions as scoring sees them, looked at once per question."""
    return ctx.memo("regions", lambda: regions.Regions(ctx.game))


def owners(ctx: BotContext) -> dict[str, str | None]:
    return view(ctx).owners


def scoring_areas_in_hand(ctx: BotContext) -> set[str]:
    return {SCORING_REGION[n] for n in scoring_cards_in_hand(ctx.state, ctx.side)}


def live_regions(ctx: BotContext) -> set[str]:
    """The areas whose scoring card may still be played: in the draw pile, the discards, a hand or in play."""
    def compute() -> set[str]:
        state = ctx.state
        places = set(state.draw_pile) | set(state.discard) | set(state.in_play) | set(state.hands["us"]) | \
            set(state.hands["ussr"])
        return {region for number, region in SCORING_REGION.items() if number in places}
    return ctx.memo("live_regions", compute)


def placing_swing(ctx: BotContext, ops: int) -> float:
    """What placing `ops` Ops as influence would move the regions' scores now (`influence_swing`), once per question."""
    return ctx.memo(("influence_swing", ops), lambda: land.influence_swing(ctx.game, ctx.side, ops, view(ctx)))


def coup_military(ctx: BotContext, ops: int) -> int:
    """The military operations a coup with `ops` Ops would record that the side still lacks this turn (8.2.1);
    none for an event's free coup (8.2.5)."""
    return 0 if ctx.info("free", False) else min(ops, ctx.military_short())


def opponent_event_happens(ctx: BotContext, number: int) -> bool:
    """Would the opponent's event on card `number` happen if I played it for Ops (5.2): an opponent's card whose
    event is not blocked now (never The China Card)?"""
    return number != CHINA_CARD and event_side(number) == ctx.opponent and events.blocked(
        ctx.game, number, ctx.opponent) is None


def probed(ctx: BotContext, number: int, mode: str) -> Outcome:
    """What playing card `number` in `mode` would do, measured once per question (`probe`)."""
    return ctx.memo(("probe", number, mode), lambda: ctx.bot.probe(ctx.game, number, mode))


def register(v: Vocabulary) -> None:
    register_questions(v)
    register_board(v)
    register_countries(v)
    register_cards(v)


# -- the question in hand ----------------------------------------------------------------------------
def register_questions(v: Vocabulary) -> None:
    @v.pool(doc="The legal answers to the question being asked.")
    def options(ctx: BotContext) -> list[Any]:
        return list(ctx.ask.options) if ctx.ask else []

    @v.predicate(doc="Is the question this one (or does its purpose start with this dotted prefix)?",
                 params={"purpose": STR}, keys=asked_purposes)
    def asked(ctx: BotContext, purpose: str) -> bool:
        if ctx.ask is None:
            return False
        return ctx.ask.purpose == purpose or ctx.ask.purpose.startswith(purpose + ".")

    @v.predicate(doc="Does the question's extra information have this value for this key?",
                 params={"key": STR, "value": ANY})
    def asked_info_is(ctx: BotContext, key: str, value: Any) -> bool:
        return ctx.ask is not None and ctx.ask.info.get(key) == value

    @v.predicate(doc="Is this option among the legal answers?", params={"value": ANY})
    def option_offered(ctx: BotContext, value: Any) -> bool:
        return ctx.ask is not None and value in ctx.ask.options

    @v.filter(doc="Is the candidate this option (a question's own word: none, anywhere, pass...)?",
              params={"value": ANY})
    def option_is(ctx: BotContext, name: Any, value: Any) -> bool:
        return name == value

    @v.predicate(doc="Is the card the question is about this one?", params={"card": INT})
    def card_is(ctx: BotContext, card: int) -> bool:
        return ctx.card == card

    @v.predicate(doc="Is the card the question is about one of these?", params={"cards": list_of(INT)})
    def card_is_one_of(ctx: BotContext, cards: list[int]) -> bool:
        return ctx.card in cards

    @v.predicate(doc="Does the card the question is about have its own instruction chart for this Bot?")
    def has_event_instructions(ctx: BotContext) -> bool:
        return ctx.bot.event_chart(ctx.card) is not None

    @v.predicate(doc="Is a card being played as a headline now?")
    def headline_play(ctx: BotContext) -> bool:
        return ctx.game.card_play is not None and ctx.game.card_play.headline


# -- the board as a whole ----------------------------------------------------------------------------
def register_board(v: Vocabulary) -> None:
    @v.pool(doc="Every country on the map.")
    def all_countries(ctx: BotContext) -> list[str]:
        return countries()

    @v.pool(doc="The six regions a scoring card scores (Europe, Asia, the Middle East, Africa, Central and "
                "South America).")
    def regions_pool(ctx: BotContext) -> list[str]:
        return list(REGIONS)

    @v.pool(doc="Where I may coup now with Ops (6.3.1, 8.1.5, NATO...): every legal target.")
    def coup_targets(ctx: BotContext) -> list[str]:
        return [c for c in countries() if land.coup_allowed(ctx.game, ctx.side, c)]

    @v.pool(doc="Where the free coup of the event the question is about may strike now (Junta, Ortega, Tear Down "
                "This Wall: 6.3.5 - DEFCON's closed regions do not bar it).")
    def free_coup_targets(ctx: BotContext) -> list[str]:
        return coups.free_coup_targets(ctx.game, ctx.side, ctx.card) if isinstance(ctx.card, int) else []

    @v.pool(doc="Where I may realign now (6.2.1, 8.1.5...): every legal target.")
    def realign_targets(ctx: BotContext) -> list[str]:
        return [c for c in countries() if land.realign_allowed(ctx.game, ctx.side, c)]

    @v.predicate(doc="Is this card's lasting effect in force?", params={"card": INT})
    def effect_in_force(ctx: BotContext, card: int) -> bool:
        return card in ctx.state.effects

    @v.predicate(doc="Is this card's lasting effect in force and on (or against, as the card says) this side?",
                 params={"card": INT, "who": WHO})
    def effect_on(ctx: BotContext, card: int, who: str) -> bool:
        return ctx.state.effect_side(card) == _who(ctx, who)

    @v.predicate(doc="Is this side the phasing player, whose play it is - and whose loss a DEFCON 1 is (4.2, 8.1.3)?",
                 params={"who": WHO})
    def phasing_is(ctx: BotContext, who: str) -> bool:
        return ctx.state.phasing == _who(ctx, who)

    @v.predicate(doc="Is the turn in this period (early: turns 1-3, mid: 4-7, late: 8-10)?", params={"period": PERIOD})
    def period_is(ctx: BotContext, period: str) -> bool:
        return period_of(ctx.state.turn) == period

    @v.predicate(doc="Do I hold The China Card (face up or down)?")
    def holds_china_card(ctx: BotContext) -> bool:
        return ctx.state.china_holder == ctx.side

    @v.predicate(doc="Do I hold a scoring card for this area (Asia's card also scores Southeast Asia)?",
                 params={"area": AREA})
    def scoring_in_hand_for(ctx: BotContext, area: str) -> bool:
        return area in scoring_areas_in_hand(ctx)

    @v.predicate(doc="Would scoring this region now give me at least this many VP net (10.1)?",
                 params={"region": REGION, "vp": INT})
    def region_lead_at_least(ctx: BotContext, region: str, vp: int) -> bool:
        return view(ctx).net(ctx.side, region) >= vp

    @v.predicate(doc="May I still try the space race this turn (6.4.2), with a card of enough Ops for the "
                     "next box (6.4.1)?", params={"ops": INT})
    def space_open_for(ctx: BotContext, ops: int) -> bool:
        return space_race.why_not(ctx.game, ctx.side, ops) is None

    @v.predicate(doc="Do I hold this space race ability now (6.4.4): e.g. may_discard_held_card, "
                     "opponent_headlines_first?", params={"ability": STR})
    def space_ability(ctx: BotContext, ability: str) -> bool:
        return has_ability(ctx.state, ctx.side, ability)

    @v.predicate(doc="Do I control more battlegrounds than the opponent?")
    def more_battlegrounds(ctx: BotContext) -> bool:
        held = owners(ctx)
        mine = sum(1 for c, o in held.items() if o == ctx.side and is_battleground(c))
        return mine > sum(1 for c, o in held.items() if o == ctx.opponent and is_battleground(c))

    @v.predicate(doc="Does the opponent have influence in this country?", params={"country": one_of(
        "country", countries())})
    def opponent_in(ctx: BotContext, country: str) -> bool:
        return influence(ctx.state, country, ctx.opponent) > 0

    @v.predicate(doc="Do I have at least this much influence in this country?",
                 params={"country": one_of("country", countries()), "n": INT})
    def my_influence_at_least(ctx: BotContext, country: str, n: int) -> bool:
        return influence(ctx.state, country, ctx.side) >= n

    @v.predicate(doc="Do I control this country?", params={"country": one_of("country", countries())})
    def i_control(ctx: BotContext, country: str) -> bool:
        return controls(ctx.state, ctx.side, country)

    @v.predicate(doc="Would the game end in my victory if it ended now after the opponent gained this many VP "
                     "(Wargames: the VP track, or the Late War scenario's 20 VP for the US)?", params={"give": INT})
    def game_end_now_wins(ctx: BotContext, give: int) -> bool:
        vp = ctx.state.vp + (give if ctx.opponent == "us" else -give)
        needed = ctx.state.options.get("us_needs_vp")
        if needed is not None and ctx.side == "us":
            return vp >= needed
        if needed is not None:
            return vp < needed
        return (vp > 0) if ctx.side == "us" else (vp < 0)

    # region candidates (Chernobyl's question)
    @v.score(doc="What scoring the candidate region now would give me, net (10.1).")
    def region_score(ctx: BotContext, name: Any) -> int:
        return view(ctx).net(ctx.side, name) if name in REGIONS else 0

    @v.score(doc="Battlegrounds of the candidate region that this side does not control.", params={"who": WHO})
    def region_battlegrounds_open(ctx: BotContext, name: Any, who: str) -> int:
        if name not in REGIONS:
            return 0
        side = _who(ctx, who)
        return sum(1 for c in countries_in(name) if is_battleground(c) and owners(ctx)[c] != side)

    @v.filter(doc="Is the candidate region's scoring card still to be played (in the deck, the discards or a "
                  "hand)?")
    def region_live(ctx: BotContext, name: Any) -> bool:
        return name in live_regions(ctx)


# -- a country -----------------------------------------------------------------------------------------
def register_countries(v: Vocabulary) -> None:
    country = one_of("country", sorted(countries()))

    def place_filter(fn: Callable[..., bool]) -> Callable[..., bool]:
        """A country filter says no about a candidate that is not a place."""
        def test(ctx: BotContext, name: Any, **params: Any) -> bool:
            return is_place(name) and fn(ctx, name, **params)
        test.__doc__ = fn.__doc__
        return test

    def place_score(fn: Callable[..., float]) -> Callable[..., float]:
        def value(ctx: BotContext, name: Any, **params: Any) -> float:
            return fn(ctx, name, **params) if is_place(name) else 0
        value.__doc__ = fn.__doc__
        return value

    def flt(doc: str, params: dict[str, Any] | None = None) -> Callable[[Callable[..., bool]], Any]:
        def register(fn: Callable[..., bool]) -> Any:
            v.filter(fn.__name__, doc=doc, params=params)(place_filter(fn))
            return fn
        return register

    def scr(doc: str, params: dict[str, Any] | None = None) -> Callable[[Callable[..., float]], Any]:
        def register(fn: Callable[..., float]) -> Any:
            v.score(fn.__name__, doc=doc, params=params)(place_score(fn))
            return fn
        return register

    @flt("Is it this country?", {"country": country})
    def named(ctx: BotContext, name: str, country: str) -> bool:
        return name == country

    @flt("Is it one of these countries?", {"countries": list_of(country)})
    def named_any(ctx: BotContext, name: str, countries: list[str]) -> bool:
        return name in countries

    @flt("Is it a country at all (not the Chinese Civil War box)?")
    def on_the_map(ctx: BotContext, name: str) -> bool:
        return name != CCW_BOX

    @flt("Is it a battleground (2.1.4)?")
    def battleground(ctx: BotContext, name: str) -> bool:
        return is_battleground(name)

    @flt("Is it in this region or subregion (2.1.2)?", {"area": AREA})
    def in_area_of(ctx: BotContext, name: str, area: str) -> bool:
        return in_area(name, area)

    @flt("Does this side control it, or nobody (2.1.7)?", {"who": OWNER})
    def controlled_by(ctx: BotContext, name: str, who: str) -> bool:
        return owners(ctx).get(name, controller(ctx.state, name)) == _who(ctx, who)

    @flt("Does this side have influence there?", {"who": WHO})
    def has_influence(ctx: BotContext, name: str, who: str) -> bool:
        return influence(ctx.state, name, _who(ctx, who) or "") > 0

    @flt("Is it next to this side's superpower (2.1.5)?", {"who": WHO})
    def next_to_superpower_of(ctx: BotContext, name: str, who: str) -> bool:
        return name != CCW_BOX and next_to_superpower(name, _who(ctx, who) or "")

    @flt("Is it next to a country this side controls?", {"who": WHO})
    def next_to_controlled(ctx: BotContext, name: str, who: str) -> bool:
        side = _who(ctx, who)
        return name != CCW_BOX and any(owners(ctx)[n] == side for n in neighbour_countries(name))

    @flt("Is it next to a battleground that I do not control?")
    def next_to_open_battleground(ctx: BotContext, name: str) -> bool:
        return name != CCW_BOX and any(is_battleground(n) and owners(ctx)[n] != ctx.side
                                       for n in neighbour_countries(name))

    @flt("Is it in the area of a scoring card I hold (Asia's card scores Southeast Asia too)?")
    def in_scoring_area(ctx: BotContext, name: str) -> bool:
        return any(in_area(name, area) for area in scoring_areas_in_hand(ctx))

    @flt("Is its region's scoring card still to be played (in the deck, the discards or a hand)?")
    def in_live_region(ctx: BotContext, name: str) -> bool:
        return region_of(name) in live_regions(ctx)

    @flt("Can I take control of it with this many Ops placing influence (6.1.2; not if I control it)?",
         {"ops": INT})
    def control_within(ctx: BotContext, name: str, ops: int) -> bool:
        cost = land.ops_to_control(ctx.game, ctx.side, name)
        return 0 < cost <= ops

    @flt("Does the opponent control it, and can I end that with this many Ops placing influence?", {"ops": INT})
    def break_within(ctx: BotContext, name: str, ops: int) -> bool:
        cost = land.ops_to_break(ctx.game, ctx.side, name)
        return 0 < cost <= ops

    @flt("Could the opponent take control of it with this many Ops placing influence (6.1.2's prices; not if it "
         "controls it already)?", {"ops": INT})
    def opponent_takes_within(ctx: BotContext, name: str, ops: int) -> bool:
        cost = land.ops_to_control(ctx.game, ctx.opponent, name)
        return 0 < cost <= ops

    @flt("Would my control of it move its region's score now by at least this many VP for me (10.1)?",
         {"vp": INT})
    def control_swing_at_least(ctx: BotContext, name: str, vp: int) -> bool:
        return view(ctx).swing(ctx.side, name, ctx.side) >= vp

    @flt("May I coup there now (6.3.1: the opponent's influence; 8.1.5 DEFCON; NATO, The Reformer...)?")
    def coup_allowed(ctx: BotContext, name: str) -> bool:
        return land.coup_allowed(ctx.game, ctx.side, name)

    @flt("Would my coup there end the game in my defeat (DEFCON 1 on my own coup, 8.1.3; a coup the Cuban "
         "Missile Crisis forbids)?")
    def coup_suicidal(ctx: BotContext, name: str) -> bool:
        return land.coup_ends_game_for(ctx.game, ctx.side, name)

    @flt("Would my coup there end the game in my victory (DEFCON 1 on the opponent's card: the phasing player "
         "loses, 8.1.3)?")
    def coup_wins(ctx: BotContext, name: str) -> bool:
        return land.coup_ends_game(ctx.game, ctx.side, name) == ctx.side

    @flt("Would my coup there lower DEFCON (a battleground, 6.3.4)?")
    def coup_lowers_defcon(ctx: BotContext, name: str) -> bool:
        return land.coup_lowers_defcon(ctx.game, ctx.side, name)

    @flt("Could an opponent coup with this many Ops end my control there, with at least this chance?",
         {"ops": INT, "chance": NUMBER})
    def coup_threatened(ctx: BotContext, name: str, ops: int, chance: float) -> bool:
        return land.coup_threat(ctx.game, ctx.side, name, ops) >= chance

    @flt("May I realign there now (6.2.1, 8.1.5, NATO...)?")
    def realign_allowed(ctx: BotContext, name: str) -> bool:
        return land.realign_allowed(ctx.game, ctx.side, name)

    @flt("Is it in a region where DEFCON bars coups and realignments now (8.1.5)?")
    def closed_by_defcon(ctx: BotContext, name: str) -> bool:
        return land.closed_to_operations(ctx.game, name)

    @flt("Is it next to any country at all of this region or subregion?", {"area": AREA})
    def next_to_area(ctx: BotContext, name: str, area: str) -> bool:
        return name != CCW_BOX and any(in_area(n, area) for n in neighbour_countries(name))

    @flt("Is it empty of influence (neither side has any)?")
    def empty(ctx: BotContext, name: str) -> bool:
        return influence(ctx.state, name, ctx.side) == 0 and influence(ctx.state, name, ctx.opponent) == 0

    @flt("Can I take control of it by adding at most this many influence markers (an event's, at no Ops cost; "
         "not if I control it)?", {"markers": INT})
    def control_with_markers(ctx: BotContext, name: str, markers: int) -> bool:
        needed = land.markers_to_control(ctx.game, ctx.side, name)
        return 0 < needed <= markers

    @flt("Does the opponent control it, and would removing at most this many of its influence end that?",
         {"markers": INT})
    def break_by_removing(ctx: BotContext, name: str, markers: int) -> bool:
        state = ctx.state
        if owners(ctx).get(name) != ctx.opponent:
            return False
        theirs, mine = influence(state, name, ctx.opponent), influence(state, name, ctx.side)
        keep = max(mine + land.stability_of(name) - 1, land.stability_of(name) - 1)
        return 0 < theirs - keep <= markers

    @scr("Influence of mine there beyond what my control needs (0 where I do not control it).")
    def surplus_influence(ctx: BotContext, name: str) -> float:
        if owners(ctx).get(name, controller(ctx.state, name)) != ctx.side:
            return 0
        return max(0, _held_above_control(ctx, name))

    @scr("The chance a war card on it (a die, -1 per neighbour the opponent controls) reaches this number (7.6).",
         {"needed": INT})
    def war_win_chance(ctx: BotContext, name: str, needed: int) -> float:
        enemies = sum(1 for n in neighbour_countries(name) if owners(ctx)[n] == ctx.opponent) if name != CCW_BOX else 0
        return sum(1 for d in range(1, 7) if d - enemies >= needed) / 6

    @flt("Would my coup there with this many Ops move its region's score on average by at least this much?",
         {"ops": INT, "vp": NUMBER})
    def coup_swing_at_least(ctx: BotContext, name: str, ops: int, vp: float) -> bool:
        return land.coup_expected_swing(ctx.game, ctx.side, name, ops, view(ctx)) >= vp

    @flt("Do my realignment modifiers there beat the opponent's by at least this (6.2.2)?", {"edge": INT})
    def realign_edge_at_least(ctx: BotContext, name: str, edge: int) -> bool:
        return land.realign_edge(ctx.game, ctx.side, name) >= edge

    @flt("Does my influence there exceed what my control needs by at least this many markers?", {"markers": INT})
    def surplus_at_least(ctx: BotContext, name: str, markers: int) -> bool:
        return owners(ctx).get(name) == ctx.side and _held_above_control(ctx, name) >= markers

    @flt("Would my coup there with this many Ops move at least this much influence on average?",
         {"ops": INT, "markers": NUMBER})
    def coup_shift_at_least(ctx: BotContext, name: str, ops: int, markers: float) -> bool:
        return land.coup_expected_shift(ctx.game, ctx.side, name, ops) >= markers

    @scr("Its stability number (2.1.3).")
    def stability_number(ctx: BotContext, name: str) -> float:
        return land.stability_of(name)

    @scr("This side's influence there.", {"who": WHO})
    def influence_of(ctx: BotContext, name: str, who: str) -> float:
        return influence(ctx.state, name, _who(ctx, who) or "")

    @scr("Ops I must spend placing influence to control it (0 if I do; 2 a marker while the opponent controls it).")
    def ops_to_control(ctx: BotContext, name: str) -> float:
        return land.ops_to_control(ctx.game, ctx.side, name)

    @scr("Influence markers I must add to control it (0 if I do).")
    def markers_to_control(ctx: BotContext, name: str) -> float:
        return land.markers_to_control(ctx.game, ctx.side, name)

    @scr("Influence markers I must add to control it with this many more than control needs (0 if I have them).",
         {"margin": INT})
    def markers_wanted(ctx: BotContext, name: str, margin: int) -> float:
        return land.markers_wanted(ctx.game, ctx.side, name, margin)

    @scr("Ops I must spend to end the opponent's control there (0 if it has none).")
    def ops_to_break(ctx: BotContext, name: str) -> float:
        return land.ops_to_break(ctx.game, ctx.side, name)

    @scr("How much its region's score now would move for me if I controlled it (10.1; 0 if I do).")
    def control_swing(ctx: BotContext, name: str) -> float:
        return view(ctx).swing(ctx.side, name, ctx.side)

    @scr("How much its region's score now would move for me per Op spent taking control of it (0 if I control it).")
    def swing_per_op(ctx: BotContext, name: str) -> float:
        cost = land.ops_to_control(ctx.game, ctx.side, name)
        return view(ctx).swing(ctx.side, name, ctx.side) / cost if cost else 0

    @scr("How much its region's score now would move for me if the opponent lost control of it (0 if it has none).")
    def break_swing(ctx: BotContext, name: str) -> float:
        if owners(ctx).get(name) != ctx.opponent:
            return 0
        return view(ctx).swing(ctx.side, name, None)

    @scr("How much its region's score now would fall for me if the opponent took control of it.")
    def loss_swing(ctx: BotContext, name: str) -> float:
        return -view(ctx).swing(ctx.side, name, ctx.opponent)

    @scr("Its region's domination VP on the scoring card (Europe 7 ... Central America 3; the Chinese Civil War "
         "box: Asia's).")
    def region_stakes(ctx: BotContext, name: str) -> float:
        region = region_of(name)
        return facts_domination(region)

    @scr("The average move of its region's score for me after my coup there with this many Ops (6.3.2).",
         {"ops": INT})
    def coup_expected_swing(ctx: BotContext, name: str, ops: int) -> float:
        return land.coup_expected_swing(ctx.game, ctx.side, name, ops, view(ctx))

    @flt("Does my coup there with this many Ops move its region's score more on average than placing the Ops as "
         "influence would move the regions' scores (influence_swing), by at least this margin - the coup counted "
         "with this many VP for each military operation it records that I lack ($coup_military: each is 1 VP to "
         "the opponent at the turn's end, 8.2.1)?", {"ops": INT, "margin": NUMBER, "military_vp": (NUMBER, 0)})
    def coup_beats_influence(ctx: BotContext, name: str, ops: int, margin: float, military_vp: float) -> bool:
        coup = land.coup_expected_swing(ctx.game, ctx.side, name, ops, view(ctx))
        return coup + military_vp * coup_military(ctx, ops) >= placing_swing(ctx, ops) + margin

    @scr("The influence my coup there with this many Ops moves on average (the opponent's removed and mine added).",
         {"ops": INT})
    def coup_expected_shift(ctx: BotContext, name: str, ops: int) -> float:
        return land.coup_expected_shift(ctx.game, ctx.side, name, ops)

    @scr("The chance my coup there with this many Ops changes anything (6.3.2).", {"ops": INT})
    def coup_success_chance(ctx: BotContext, name: str, ops: int) -> float:
        return land.coup_success_chance(ctx.game, ctx.side, name, ops)

    @scr("The chance my coup there with this many Ops leaves me in control.", {"ops": INT})
    def coup_control_chance(ctx: BotContext, name: str, ops: int) -> float:
        return land.coup_takes_control_chance(ctx.game, ctx.side, name, ops)

    @scr("The chance an opponent coup there with this many Ops ends my control (0 where it may not coup now).",
         {"ops": INT})
    def coup_threat(ctx: BotContext, name: str, ops: int) -> float:
        return land.coup_threat(ctx.game, ctx.side, name, ops)

    @scr("My realignment modifiers there minus the opponent's (6.2.2).")
    def realign_edge(ctx: BotContext, name: str) -> float:
        return land.realign_edge(ctx.game, ctx.side, name)

    @scr("Battlegrounds next to it that I do not control.")
    def open_battlegrounds_next(ctx: BotContext, name: str) -> float:
        if name == CCW_BOX:
            return 0
        return sum(1 for n in neighbour_countries(name) if is_battleground(n) and owners(ctx)[n] != ctx.side)

    @scr("Neighbours (countries and superpowers) of it.")
    def neighbour_count(ctx: BotContext, name: str) -> float:
        return 0 if name == CCW_BOX else len(neighbours(name))


def _held_above_control(ctx: BotContext, name: str) -> int:
    """My influence in `name` beyond the least that control needs there."""
    stab = land.stability_of(name)
    theirs = influence(ctx.state, name, ctx.opponent)
    return influence(ctx.state, name, ctx.side) - max(stab, theirs + stab)


def facts_domination(region: str) -> int:
    for c in facts().cards.values():
        if c.scoring is not None and c.scoring.region == region:
            return c.scoring.domination
    return 0


# -- a card ----------------------------------------------------------------------------------------------
def register_cards(v: Vocabulary) -> None:
    weights = {name: (NUMBER, default) for name, default in
               (("vp", 1), ("region_vp", 1), ("battlegrounds", 0), ("countries", 0), ("influence", 0),
                ("space", 0), ("decisive", 100))}

    def weigh(outcome: Outcome, w: dict[str, float]) -> float:
        decisive = w.pop("decisive")
        return outcome.weighted(**w) + decisive * (outcome.win - outcome.loss)

    def card_filter(name: str, doc: str, params: dict[str, Any] | None = None) -> Callable[[Any], Any]:
        def register(fn: Callable[..., bool]) -> Any:
            def test(ctx: BotContext, number: Any, **kw: Any) -> bool:
                return is_card(number) and fn(ctx, number, **kw)
            v.filter(name, doc=doc, params=params)(test)
            return fn
        return register

    def card_score(name: str, doc: str, params: dict[str, Any] | None = None) -> Callable[[Any], Any]:
        def register(fn: Callable[..., float]) -> Any:
            def value(ctx: BotContext, number: Any, **kw: Any) -> float:
                return fn(ctx, number, **kw) if is_card(number) else 0
            v.score(name, doc=doc, params=params)(value)
            return fn
        return register

    @v.pool(doc="The cards in my hand (The China Card too if I hold it).")
    def my_hand(ctx: BotContext) -> list[int]:
        hand = list(ctx.state.hands[ctx.side])
        if ctx.state.china_holder == ctx.side and CHINA_CARD not in hand:
            hand.append(CHINA_CARD)
        return hand

    @card_filter("scoring_card", "Is it a scoring card (2.2.1)?")
    def _scoring(ctx: BotContext, number: int) -> bool:
        return is_scoring(number)

    @card_filter("china_card", "Is it The China Card (9.0)?")
    def _china(ctx: BotContext, number: int) -> bool:
        return number == CHINA_CARD

    @card_filter("card_event_of", "Whose event does it carry: mine, the opponent's, or both sides' (neutral, 2.2.2)? "
                 "(The China Card and the scoring cards: neutral.)", {"who": CARD_SIDE})
    def _event_of(ctx: BotContext, number: int, who: str) -> bool:
        owner = "neutral" if number == CHINA_CARD else event_side(number)
        wanted = {"me": ctx.side, "opponent": ctx.opponent, "neutral": "neutral"}[who]
        return owner == wanted

    @card_filter("card_among", "Is it one of these cards?", {"cards": list_of(INT)})
    def _among(ctx: BotContext, number: int, cards: list[int]) -> bool:
        return number in cards

    @card_filter("starred", "Does its event leave the game once played (an asterisk, 2.2.4)?")
    def _starred(ctx: BotContext, number: int) -> bool:
        return number != CHINA_CARD and card(number).remove

    @card_filter("event_possible", "May I play it as its event now (mine or neutral, not prohibited, its "
                 "prerequisite met, its condition true; 5.2, 7.1)?")
    def _event_possible(ctx: BotContext, number: int) -> bool:
        return cardplay.EVENT in cardplay.uses(ctx.game, ctx.side, number)

    @card_filter("opponent_event_fires", "Played by me for Ops, would its event happen for the opponent (5.2: the "
                 "opponent's card, not prohibited, prerequisite and condition met)?")
    def _fires(ctx: BotContext, number: int) -> bool:
        return (number != CHINA_CARD and event_side(number) == ctx.opponent
                and events.blocked(ctx.game, number, ctx.opponent) is None)

    @card_filter("space_possible", "May I play it to the space race now (6.4: enough Ops, an attempt left)?")
    def _space(ctx: BotContext, number: int) -> bool:
        return cardplay.SPACE in cardplay.uses(ctx.game, ctx.side, number)

    @card_filter("ops_at_least", "Is it worth at least this many Ops to me now (7.4)?", {"ops": INT})
    def _ops_at_least(ctx: BotContext, number: int, ops: int) -> bool:
        return modifiers.card_ops(ctx.game, ctx.side, number) >= ops

    @card_filter("scores_area", "Is it the scoring card of this area?", {"area": AREA})
    def _scores_area(ctx: BotContext, number: int, area: str) -> bool:
        return SCORING_REGION.get(number) == area

    @card_filter("headline_allowed", "May it be a headline (not The China Card, not UN Intervention; 4.5 C)?")
    def _headline_allowed(ctx: BotContext, number: int) -> bool:
        spec = events.spec(number)
        return number != CHINA_CARD and (spec is None or spec.headline)

    @card_score("card_ops", "Its Ops for me now (7.4: Containment, Brezhnev Doctrine, Red Scare/Purge).")
    def _card_ops(ctx: BotContext, number: int) -> float:
        return modifiers.card_ops(ctx.game, ctx.side, number)

    @card_score("printed_ops", "Its printed Ops value.")
    def _printed(ctx: BotContext, number: int) -> float:
        return 4 if number == CHINA_CARD else printed_ops(number)

    @card_score("scoring_net", "For a scoring card: the VP scoring its area now would give me, net (10.1); 0 for "
                "another card.")
    def _scoring_net(ctx: BotContext, number: int) -> float:
        region = SCORING_REGION.get(number)
        return 0 if region is None else view(ctx).net(ctx.side, region)

    # -- what an event would do (probe) -------------------------------------------------------------
    def gain(mode: str) -> Callable[..., float]:
        def value(ctx: BotContext, number: int, **w: float) -> float:
            return weigh(probed(ctx, number, mode), dict(w))
        return value

    def event_mode_ok(ctx: BotContext, number: int) -> bool:
        return cardplay.EVENT in cardplay.uses(ctx.game, ctx.side, number) and not is_scoring(number)

    @card_score("event_gain", "What playing it as my event would gain me now (weights of the measures: vp, "
                "region_vp - what all six regions would score -, battlegrounds, countries, influence, space, "
                "decisive - a win or loss at once); 0 when I may not play it as an event.", weights)
    def _event_gain(ctx: BotContext, number: int, **w: float) -> float:
        return gain("event")(ctx, number, **w) if event_mode_ok(ctx, number) else 0

    @card_score("headline_gain", "What headlining it would gain me now (its event, whoever's; the same weights).",
                weights)
    def _headline_gain(ctx: BotContext, number: int, **w: float) -> float:
        return gain("headline")(ctx, number, **w) if number != CHINA_CARD else 0

    @card_score("event_harm", "What the opponent's event on it would cost me if I played it for Ops (5.2; the "
                "same weights; 0 if no event of the opponent's would happen).", weights)
    def _event_harm(ctx: BotContext, number: int, **w: float) -> float:
        if not opponent_event_happens(ctx, number):
            return 0
        return -gain("triggered")(ctx, number, **w)

    @v.filter(doc="Would playing it as my event gain at least this much per Op of the card, plus this much "
                  "(event_gain with the default weights against its Ops for me)?",
              params={"per_op": NUMBER, "plus": (NUMBER, 0)})
    def event_beats_ops(ctx: BotContext, number: Any, per_op: float, plus: float) -> bool:
        if not is_card(number) or not event_mode_ok(ctx, number):
            return False
        gained = weigh(probed(ctx, number, "event"), {name: float(default) for name, (_, default) in weights.items()})
        return gained >= per_op * modifiers.card_ops(ctx.game, ctx.side, number) + plus

    @v.filter(doc="Would playing it as my event gain more than placing its Ops as influence would move the regions' "
                  "scores now (event_gain with the default weights against influence_swing), by at least this margin?",
              params={"margin": NUMBER})
    def event_beats_influence(ctx: BotContext, number: Any, margin: float) -> bool:
        if not is_card(number) or not event_mode_ok(ctx, number):
            return False
        gained = weigh(probed(ctx, number, "event"), default_weights())
        ops = modifiers.card_ops(ctx.game, ctx.side, number)
        return gained >= placing_swing(ctx, ops) + margin

    def at_least(name: str, doc: str, param: str, measure: Callable[[BotContext, int], float],
                 *, most: bool = False, above: bool = False) -> None:
        """A card filter comparing one of its measures with a threshold the chart gives."""
        def test(ctx: BotContext, number: Any, **kw: float) -> bool:
            if not is_card(number):
                return False
            found, limit = measure(ctx, number), kw[param]
            return found <= limit if most else found > limit if above else found >= limit
        v.filter(name, doc=doc, params={param: NUMBER})(test)

    def default_weights() -> dict[str, float]:
        return {name: float(default) for name, (_, default) in weights.items()}

    def chance(mode: str, what: str) -> Callable[[BotContext, int], float]:
        def value(ctx: BotContext, number: int) -> float:
            return float(getattr(probed(ctx, number, mode), what))
        return value

    @card_score("event_loss_chance", "The chance that playing it as my event ends the game in my defeat at once "
                "(DEFCON 1 on my play, 8.1.3).")
    def _event_loss(ctx: BotContext, number: int) -> float:
        return chance("event", "loss")(ctx, number) if event_mode_ok(ctx, number) else 0

    @card_score("headline_loss_chance", "The chance that headlining it ends the game in my defeat at once, now or "
                "after the other headline lowers DEFCON a step first.")
    def _headline_loss(ctx: BotContext, number: int) -> float:
        if number == CHINA_CARD:
            return 0
        return max(chance("headline", "loss")(ctx, number), chance("headline_defcon_down", "loss")(ctx, number))

    def triggered_loss(mode: str) -> Callable[[BotContext, int], float]:
        """The chance the opponent's event on a card played for Ops loses me the game (0 if none would happen)."""
        def value(ctx: BotContext, number: int) -> float:
            return chance(mode, "loss")(ctx, number) if opponent_event_happens(ctx, number) else 0
        return value

    _triggered_loss = card_score(
        "triggered_loss_chance", "The chance that playing it for Ops ends the game in my defeat at once through the "
        "opponent's event on it (its DEFCON drop is mine as the phasing player, 8.1.3).")(triggered_loss("triggered"))
    _triggered_loss_at_defcon_2 = card_score(
        "triggered_loss_chance_at_defcon_2", "The chance that playing it for Ops would end the game in my defeat at "
        "once through the opponent's event on it if DEFCON were 2 (8.1.3).")(triggered_loss("triggered_at_defcon_2"))

    @card_score("event_win_chance", "The chance that playing it as my event wins the game at once.")
    def _event_win(ctx: BotContext, number: int) -> float:
        return chance("event", "win")(ctx, number) if event_mode_ok(ctx, number) else 0

    @card_score("event_defcon_after", "The lowest DEFCON playing it as my event may leave (5 when it cannot be "
                "played as my event).")
    def _event_defcon(ctx: BotContext, number: int) -> float:
        return probed(ctx, number, "event").lowest_defcon if event_mode_ok(ctx, number) else 5

    @card_score("triggered_defcon_after", "The lowest DEFCON the opponent's event on it may leave if I play it for "
                "Ops (its DEFCON now when no event of the opponent's would happen).")
    def _triggered_defcon(ctx: BotContext, number: int) -> float:
        if number == CHINA_CARD or event_side(number) != ctx.opponent:
            return ctx.state.defcon
        return probed(ctx, number, "triggered").lowest_defcon


    at_least("card_scores_at_least", "Would this scoring card give me at least this many VP net now (10.1)?", "vp",
             lambda ctx, n: _scoring_net(ctx, n) if is_scoring(n) else -99)
    at_least("card_win_chance_at_least", "Would playing it as my event win the game at once with at least this "
             "chance?", "chance", _event_win)
    at_least("card_loss_chance_at_most", "Would playing it as my event lose the game at once with at most this "
             "chance?", "chance", _event_loss, most=True)
    at_least("card_triggered_loss_at_most", "Would playing it for Ops lose the game at once (through the "
             "opponent's event on it) with at most this chance?", "chance", _triggered_loss, most=True)
    at_least("card_triggered_loss_at_defcon_2_above", "Would playing it for Ops on a board at DEFCON 2 lose the game "
             "at once (through the opponent's event on it) with more than this chance - a card to be rid of before "
             "DEFCON falls?", "chance", _triggered_loss_at_defcon_2, above=True)
    at_least("card_harm_at_least", "Would the opponent's event on it cost me at least this much if I played it "
             "for Ops (event_harm, default weights)?", "harm", lambda ctx, n: _event_harm(ctx, n, **default_weights()))
    at_least("card_harm_above", "Would the opponent's event on it cost me more than this (event_harm, default "
             "weights)?", "harm", lambda ctx, n: _event_harm(ctx, n, **default_weights()), above=True)
    at_least("headline_win_chance_at_least", "Would headlining it win the game at once with at least this "
             "chance?", "chance", lambda ctx, n: float(probed(ctx, n, "headline").win) if n != CHINA_CARD else 0)
    at_least("headline_loss_at_most", "Would headlining it lose the game at once with at most this chance?",
             "chance", _headline_loss, most=True)
    at_least("headline_gains_at_least", "Would headlining it gain me at least this much (headline_gain, default "
             "weights)?", "gain", lambda ctx, n: _headline_gain(ctx, n, **default_weights()))

    @v.filter(doc="Does this priority table keep the candidate (its filters, without a tie-break)?",
              params={"table": TABLE_REF})
    def table_keeps(ctx: BotContext, name: Any, table: str) -> bool:
        return bool(ctx.bot.interpreter.narrow(table, [name], ctx, depth=1))

    @v.filter(doc="Does this yes/no chart say yes (walked for the question in hand)?", params={"chart": CHART_REF})
    def chart_says(ctx: BotContext, name: Any, chart: str) -> bool:
        decision = ctx.bot.interpreter.walk(chart, ctx, trace=ctx.trace, depth=1, rng=ctx.game.rng)
        return bool(decision.answer)


__all__ = ["NOTHING", "register"]
