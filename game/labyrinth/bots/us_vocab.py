"""Vocabulary only the US Bot's charts use (rules section 13): its questions, candidates and actions.

Every entry is named ``us_...`` so it never collides with the Jihadist Bot's. Candidates
are country names, except the plot entries (``us_plot_...``), whose candidates are plots
on the map written ``"Country#index"`` (the index into that country's plot list): the
Alert Priorities box (13.4.1) ranks plots, not countries.

What lives here is arithmetic and rules facts (the Alert Table's modifiers, who may be
targeted); every order, branch and priority is in ``flowcharts/labyrinth/us/``. The tier
capabilities (13.5) are declared in ``flowcharts/labyrinth/us/capabilities.yaml``. The
priority plot of a card is the ``us.card`` chart's pick (``$plot``), handed to the charts
that ask about it.

Definitions used throughout (docs/bots/us.md, 0.1):

* *Ops available* - the card's Ops plus the US reserves, never more than 3, bound into the
  charts as ``$ops``;
* *Troops* (Alert and Prestige purposes) - troop cubes plus troop markers that cost
  Prestige (NATO, Operation Serval; not UNSCR 1973);
* *T+M* - troop cubes, every troop marker and militia.
"""

from __future__ import annotations

from typing import Any

from botkit import INT, STR, Vocabulary, list_of, one_of

from .. import awakening, board, deck, derived, events, facts, us_ops
from ..cards.c151_180 import FRACKING
from ..cards.c181_210 import pirates_hold_funding
from ..jihadist_ops import jihad_drm
from ..state import GOOD, HARD, ISLAMIST_RULE, PLOT_WMD, SOFT, US, Country, GameState, PlotMarker
from .common_vocab import GOVERNANCE
from .context import BotContext

UNITED_STATES = "United States"
MAX_OPS = 3
ALERT_PRIORITIES = "us.alert_priorities"  # the Alert Priorities box (13.4.1), a priority table
# the Alert Table legend's letters: Muslim side Y N G L T R, non-Muslim side Y Z U S R
ALERT_LETTERS = ("Y", "N", "G", "L", "T", "R", "Z", "U", "S")


# -- helpers the US Bot's runtime shares ------------------------------------------------------


def split_plot(candidate: str) -> tuple[str, int]:
    """``"Country#2"`` -> ``("Country", 2)``."""
    name, _, index = candidate.rpartition("#")
    return name, int(index)


def plot_of(ctx: BotContext, candidate: str) -> tuple[Country, PlotMarker]:
    name, index = split_plot(candidate)
    country = ctx.state.countries[name]
    return country, country.plots[index]


def plot_candidates(ctx: BotContext, countries: list[str] | None = None) -> list[str]:
    """Every plot on the map (in the given countries), as ``Country#index``; none under a Truce.

    Every plot question and several predicates ask for them: the list is kept until the board next
    changes (`derived`)."""
    every = derived.value(ctx.state, "plot_candidates", _every_plot)
    if countries is None:
        return [label for _, label in every]
    return [label for name, label in every if name in countries]


def _every_plot(state: GameState) -> tuple[tuple[str, str], ...]:
    """(country, ``Country#index``) of every plot not under a Truce, countries in alphabetical order."""
    return tuple((name, f"{name}#{i}") for name in sorted(state.countries)
                 for country in (state.countries[name],) if country.plots and not board.under_truce(country)
                 for i in range(len(country.plots)))


def plot_asked(ctx: BotContext, candidate: str) -> bool:
    """Is a question about this plot (``us_plot_asked``)?"""
    name, index = split_plot(candidate)
    ask = ctx.ask
    if ask is None:
        return False
    countries = [o for o in ask.options if isinstance(o, str) and o in ctx.state.countries]
    if name not in (countries or [ask.info.get("country")]):
        return False
    named = ask.info.get("plots")
    return named is None or (name, index) in {(n, i) for n, i in named}


def plot_number(plot: PlotMarker) -> int:
    """The plot's number; a WMD plot counts as 3 (13.4.1, Alert Table legend)."""
    return 3 if plot.kind == PLOT_WMD else int(plot.kind)


def prestige_troops(country: Country) -> int:
    """Troops that cost Prestige: cubes, NATO, Operation Serval (not UNSCR 1973)."""
    return board.troops_affecting_prestige(country)


def funding_after(ctx: BotContext, candidate: str) -> int:
    """Funding if the plot were resolved now, ignoring the end of the track (8.5.4, 11.3.3)."""
    country, plot = plot_of(ctx, candidate)
    funding = ctx.state.funding
    if country.muslim:
        return funding + (2 if country.is_good() else 1)
    if country.kind == "iran_special":
        return funding + 1
    if country.name == UNITED_STATES or plot.kind == PLOT_WMD:
        return 9
    return funding + plot_number(plot) * (2 if country.is_good() else 1)


def last_turn(ctx: BotContext) -> bool:
    """Is this the game's last turn? A fixed-length scenario's last turn, or the last deck too
    short for another deal (the next hands counted at today's sizes)."""
    state = ctx.state
    if state.turns_limit:
        return state.turn >= state.turns_limit
    needed = board.jihadist_hand_size(state) + board.us_hand_size(state)
    return state.deck_number >= state.decks and len(state.draw_pile) < needed


def alert_table_modifiers(ctx: BotContext, chosen: str) -> tuple[int, int]:
    """(Funding, Prestige) modifiers of the Alert Table's Modifiers box (13.4.1).

    For each plot on the map other than the priority plot: Good Muslim +2 Funding, Fair or
    Poor Muslim +1, and -1 Prestige if that country has Troops; Good non-Muslim +2 x its
    number, Fair or Poor non-Muslim + its number (a WMD counts 3). Last turn of the game:
    +1 Funding and nothing else; otherwise +1 Prestige when the World GWOT posture is at 3
    and the same as the US posture, -1 Prestige with any Islamist Rule country, +1 Funding
    while Pirates keeps Funding from dropping, -1 Funding while Fracking is in effect.
    """
    state = ctx.state
    funding = prestige = 0
    for candidate in plot_candidates(ctx):
        if candidate == chosen:
            continue
        country, plot = plot_of(ctx, candidate)
        if country.muslim:
            if country.is_good():
                funding += 2
            elif country.is_fair() or country.is_poor():
                funding += 1
            else:
                continue
            if prestige_troops(country) > 0:
                prestige -= 1
        elif country.is_good():
            funding += 2 * plot_number(plot)
        elif country.is_fair() or country.is_poor():
            funding += plot_number(plot)
    if last_turn(ctx):
        return funding + 1, prestige
    world, level = board.world_posture(state)
    if level == 3 and world == state.us_posture:
        prestige += 1
    if board.islamist_rule_countries(state):
        prestige -= 1
    if pirates_hold_funding(state):
        funding += 1
    if board.event_in_effect(state, FRACKING):
        funding -= 1
    return funding, prestige


def alert_table_position(ctx: BotContext, plot: str) -> tuple[int, int]:
    """(row, column) of the Alert Table for the priority plot `plot`: modified Funding 1-9 and Prestige 1-12."""
    funding_mod, prestige_mod = alert_table_modifiers(ctx, plot)
    row = min(9, max(1, ctx.state.funding + funding_mod))
    column = min(12, max(1, ctx.state.prestige + prestige_mod))
    return row, column


def woi_muslim_targets(ctx: BotContext, ops: int) -> list[str]:
    """Muslim War of Ideas targets; untested ones only with 3 Ops available (13.4.3)."""
    state = ctx.state
    return [n for n in us_ops.woi_targets(ctx.game, ops)
            if state.countries[n].muslim and (ops >= MAX_OPS or not state.countries[n].untested)]


def woi_non_muslim_targets(ctx: BotContext, ops: int) -> list[str]:
    state = ctx.state
    return [n for n in us_ops.woi_targets(ctx.game, ops) if not state.countries[n].muslim]


def deploy_destinations(ctx: BotContext, ops: int) -> list[str]:
    """Countries a Deploy with `ops` Ops may reach (Muslim Allies, not Islamist Rule, governance <= Ops)."""
    return [n for n in us_ops.deploy_destinations(ctx.game, ops) if n != us_ops.TRACK]


def deploy_sources(ctx: BotContext, ops: int) -> list[str]:
    """Countries troop cubes may leave by Deploy; with the US Soft and 3 Ops also the Regime
    Change countries holding cubes (a Withdraw, 13.4.8, 7.3.5)."""
    game = ctx.game
    names = set(us_ops.deploy_from_countries(game))
    if ops >= MAX_OPS and ctx.state.us_posture == SOFT:
        names |= set(us_ops.withdraw_sources(game))
    return sorted(names)


def event_playable(ctx: BotContext, number: int | None = None) -> bool:
    """13.4.2: the event is playable for the US (6.2.6), not Jihadist-associated, would have an
    effect, and the card's Event Instructions (``us.event.<N>.playable``) allow it."""
    number = ctx.card if number is None else number
    if number is None:
        return False
    card = facts.cards()[number]
    if card.association == "jihadist" or card.auto_trigger:
        return False
    game = ctx.game
    result = events.can_play_event(game, number, US) and events.has_effect(game, number, US)
    chart = f"us.event.{number}.playable"
    if result and chart in ctx.bot.library.charts:
        result = bool(ctx.bot.interpreter.walk(chart, ctx, trace=ctx.trace, depth=1).answer)
    return result


def event_cancels_plot(ctx: BotContext, candidate: str | None) -> bool:
    """Would the card's event (playable for the Bot) cancel this plot (13.4.1)?"""
    if candidate is None or ctx.card is None:
        return False
    spec = events.spec(ctx.card)
    if spec is None or spec.alerts_plot is None or not event_playable(ctx):
        return False
    country, plot = plot_of(ctx, candidate)
    return bool(spec.alerts_plot(ctx.game, country.name, plot))


def regime_change_possible(ctx: BotContext, ops: int) -> bool:
    """7.3: 3 Ops, US Hard, and an Islamist Rule country for which 6 troops can be found."""
    return ops >= MAX_OPS and ctx.state.us_posture == HARD and bool(us_ops.regime_change_targets(ctx.game))


def top_card(ctx: BotContext) -> int | None:
    """The card on top of the US Bot's face-down hand (13.2): the last one added (turned up at the table)."""
    return deck.top_of_hand(ctx.game, US)


def register(v: Vocabulary) -> None:
    """Add the US Bot's entries to the game's vocabulary."""
    country = one_of("country", sorted(facts.countries()))
    governance = one_of("governance", list(GOVERNANCE))
    posture = one_of("posture", [HARD, SOFT])

    # -- pools ----------------------------------------------------------------------------------
    @v.pool(doc="Every plot on the map (Country#index), none under a Truce.", rule="13.4.1")
    def us_plots_on_map(ctx: BotContext) -> list[str]:
        return plot_candidates(ctx)

    @v.pool(doc="Countries where a Disrupt with these Ops is allowed (7.4).", params={"ops": INT})
    def us_disrupt_targets(ctx: BotContext, ops: int) -> list[str]:
        return us_ops.disrupt_targets(ctx.game, ops)

    @v.pool(doc="Muslim War of Ideas targets with these Ops (untested only with 3 Ops, 13.4.3).",
            params={"ops": INT}, rule="13.4.3")
    def us_woi_muslim_targets(ctx: BotContext, ops: int) -> list[str]:
        return woi_muslim_targets(ctx, ops)

    @v.pool(doc="Non-Muslim War of Ideas targets with these Ops (never the US, Israel or Iran's tile).",
            params={"ops": INT})
    def us_woi_non_muslim_targets(ctx: BotContext, ops: int) -> list[str]:
        return woi_non_muslim_targets(ctx, ops)

    @v.pool(doc="Countries troops may Deploy to with these Ops (the Troops track aside).", params={"ops": INT})
    def us_deploy_destinations(ctx: BotContext, ops: int) -> list[str]:
        return deploy_destinations(ctx, ops)

    @v.pool(doc="Countries troop cubes may leave by Deploy or, US Soft with 3 Ops, by Withdraw.",
            params={"ops": INT}, rule="13.4.8")
    def us_deploy_sources(ctx: BotContext, ops: int) -> list[str]:
        return deploy_sources(ctx, ops)

    @v.pool(doc="Islamist Rule countries a Regime Change could enter (6 troops can be found).")
    def us_regime_change_targets(ctx: BotContext) -> list[str]:
        return us_ops.regime_change_targets(ctx.game)

    # -- the question ---------------------------------------------------------------------------
    @v.predicate(doc="Does the question's purpose end with this word (e.g. actives_removed, posture)?",
                 params={"what": STR})
    def us_asked_about(ctx: BotContext, what: str) -> bool:
        return ctx.ask is not None and ctx.ask.purpose.rsplit(".", 1)[-1] == what

    # -- the card and the phase -----------------------------------------------------------------
    @v.predicate(doc="Is this the first card of the US action phase?", rule="13.4.6")
    def us_first_card_of_phase(ctx: BotContext) -> bool:
        return ctx.state.cards_played_in_phase == 0

    @v.predicate(doc="Is this the last card of the US action phase (its second, or no card left in hand)?",
                 rule="13.4.1")
    def us_last_card_of_phase(ctx: BotContext) -> bool:
        return ctx.state.cards_played_in_phase >= 1 or not ctx.state.hands[US]

    @v.predicate(doc="Reveal the next US card: do both cards' Ops plus the reserves reach 6?", rule="13.4.2")
    def us_next_card_completes_reassessment(ctx: BotContext) -> bool:
        second = top_card(ctx)
        if second is None or ctx.card is None:
            return False
        state = ctx.state
        total = board.card_ops(state, ctx.card) + board.card_ops(state, second) + state.reserves[US]
        return total >= 6

    @v.predicate(doc="Is the card's event playable for the US Bot (not Jihadist, has an effect, "
                     "allowed by its Event Instructions)?", rule="13.4.2")
    def us_event_playable(ctx: BotContext) -> bool:
        return event_playable(ctx)

    @v.predicate(doc="Would the card's event cancel this plot (the priority plot)?", params={"plot": STR},
                 rule="13.4.1")
    def us_event_cancels_plot(ctx: BotContext, plot: str) -> bool:
        return event_cancels_plot(ctx, plot)

    @v.predicate(doc="Do Islamist Rule resources (Caliphate +1) reach this value?", params={"value": INT})
    def us_islamist_resources_at_least(ctx: BotContext, value: int) -> bool:
        return board.islamist_resources(ctx.state) >= value

    @v.predicate(doc="Is any country under Islamist Rule?")
    def us_islamist_rule_exists(ctx: BotContext) -> bool:
        return bool(board.islamist_rule_countries(ctx.state))

    @v.predicate(doc="Is the World GWOT posture this one, at least at this level?",
                 params={"posture": posture, "level": (INT, 1)})
    def us_world_posture_is(ctx: BotContext, posture: str, level: int) -> bool:
        world, value = board.world_posture(ctx.state)
        return world == posture and value >= level

    @v.predicate(doc="Is Regime Change possible (3 Ops, US Hard, a target with 6 troops to send)?",
                 params={"ops": INT}, rule="7.3")
    def us_regime_change_possible(ctx: BotContext, ops: int) -> bool:
        return regime_change_possible(ctx, ops)

    @v.predicate(doc="Are at least this many troops on the Troops track?", params={"value": INT})
    def us_troops_on_track_at_least(ctx: BotContext, value: int) -> bool:
        return board.troops_on_track(ctx.state) >= value

    @v.predicate(doc="Is this the last turn of the game?", rule="13.4.1")
    def us_last_turn(ctx: BotContext) -> bool:
        return last_turn(ctx)

    # -- the board, for the Event Instructions ----------------------------------------------------
    @v.predicate(doc="Are militia left to place?")
    def us_militia_available(ctx: BotContext) -> bool:
        return board.militia_available(ctx.state) > 0

    @v.predicate(doc="Is a WMD plot in the Available Plots box?")
    def us_wmd_plot_available(ctx: BotContext) -> bool:
        return PLOT_WMD in ctx.state.plots_available

    @v.predicate(doc="Are at least this many sleeper cells on the map?", params={"value": INT})
    def us_sleepers_on_map_at_least(ctx: BotContext, value: int) -> bool:
        return sum(c.sleepers for c in ctx.state.countries.values()) >= value

    @v.predicate(doc="Are at least this many countries under Islamist Rule?", params={"value": INT})
    def us_islamist_rule_count_at_least(ctx: BotContext, value: int) -> bool:
        return len(board.islamist_rule_countries(ctx.state)) >= value

    @v.predicate(doc="Is the troop commitment this one?",
                 params={"level": one_of("level", ["low intensity", "war", "overstretch"])})
    def us_troop_commitment_is(ctx: BotContext, level: str) -> bool:
        return board.troop_commitment(ctx.state) == level

    @v.predicate(doc="Has the question already been answered this many times (its 'chosen' list)?",
                 params={"value": INT})
    def us_already_chosen_at_least(ctx: BotContext, value: int) -> bool:
        chosen = ctx.ask.info.get("chosen", []) if ctx.ask is not None else []
        return len(chosen) >= value

    # -- the Alert Table ------------------------------------------------------------------------
    @v.predicate(doc="For this priority plot, is the Alert Table row (modified Funding) one of these?",
                 params={"plot": STR, "rows": list_of(INT)}, rule="13.4.1")
    def us_alert_table_row(ctx: BotContext, plot: str, rows: list) -> bool:
        return alert_table_position(ctx, plot)[0] in rows

    @v.predicate(doc="For this priority plot, is the Alert Table column (modified Prestige) one of these?",
                 params={"plot": STR, "columns": list_of(INT)}, rule="13.4.1")
    def us_alert_table_column(ctx: BotContext, plot: str, columns: list) -> bool:
        return alert_table_position(ctx, plot)[1] in columns

    @v.predicate(doc="Is the code's letter (the last character of an Alert Table code) this one?",
                 params={"code": STR, "letter": one_of("letter", ALERT_LETTERS)}, rule="13.4.1")
    def us_alert_letter(ctx: BotContext, code: str, letter: str) -> bool:
        return str(code)[-1:] == letter

    @v.predicate(doc="Does the non-Muslim code start with this digit (2, 3 or 4)?",
                 params={"code": STR, "digit": one_of("digit", [2, 3, 4])}, rule="13.4.1")
    def us_alert_code_digit(ctx: BotContext, code: str, digit: int) -> bool:
        code = str(code)
        return len(code) == 2 and code[0] == str(digit)

    # -- plot candidates ("Country#index") ------------------------------------------------------
    @v.filter(doc="Is the question about this plot: in a country it offers (a question about one country's "
                  "plot: that country), and among the plots it names, if it names some (Backlash's unmarked "
                  "plots, Delta / SEALs' WMD plots)?", rule="13.3.3")
    def us_plot_asked(ctx: BotContext, candidate: str) -> bool:
        return plot_asked(ctx, candidate)

    @v.filter(doc="May the question's answer name this plot: its kind offered, or 'face down' for a face-down plot?")
    def us_plot_kind_offered(ctx: BotContext, candidate: str) -> bool:
        options = ctx.ask.options if ctx.ask is not None else ()
        plot = plot_of(ctx, candidate)[1]
        return plot.kind in options or (not plot.face_up and us_ops.FACE_DOWN in options)

    @v.filter(doc="Does the candidate country hold this plot?", params={"plot": STR})
    def us_holds_plot(ctx: BotContext, name: Any, plot: str) -> bool:
        return name == split_plot(plot)[0]

    @v.filter(doc="Is the candidate answer 'face down', and this plot face down?", params={"plot": STR})
    def us_names_face_down_plot(ctx: BotContext, option: Any, plot: str) -> bool:
        return option == us_ops.FACE_DOWN and not plot_of(ctx, plot)[1].face_up

    @v.filter(doc="Is the candidate answer this plot's kind?", params={"plot": STR})
    def us_names_plot_kind(ctx: BotContext, option: Any, plot: str) -> bool:
        return option == plot_of(ctx, plot)[1].kind

    @v.filter(doc="Is it a WMD plot?")
    def us_plot_is_wmd(ctx: BotContext, candidate: str) -> bool:
        return plot_of(ctx, candidate)[1].kind == PLOT_WMD

    @v.filter(doc="Is the plot in this country?", params={"country": country})
    def us_plot_in(ctx: BotContext, candidate: str, country: str) -> bool:
        return split_plot(candidate)[0] == country

    @v.filter(doc="Is the plot in a Muslim country?")
    def us_plot_in_muslim(ctx: BotContext, candidate: str) -> bool:
        return plot_of(ctx, candidate)[0].muslim

    @v.filter(doc="Has the plot's country this governance?", params={"level": governance})
    def us_plot_country_governance(ctx: BotContext, candidate: str, level: str) -> bool:
        return plot_of(ctx, candidate)[0].governance == GOVERNANCE[level]

    @v.filter(doc="Has the plot's country Troops (cubes, NATO or Serval)?")
    def us_plot_country_has_troops(ctx: BotContext, candidate: str) -> bool:
        return prestige_troops(plot_of(ctx, candidate)[0]) > 0

    @v.filter(doc="Has the plot's country an Aid marker?")
    def us_plot_country_has_aid(ctx: BotContext, candidate: str) -> bool:
        return plot_of(ctx, candidate)[0].aid > 0

    @v.filter(doc="Non-Muslim plot whose resolution would take Funding from 7 or less to 8 or more?")
    def us_plot_raises_funding_to_eight(ctx: BotContext, candidate: str) -> bool:
        country, _ = plot_of(ctx, candidate)
        return not country.muslim and ctx.state.funding <= 7 and funding_after(ctx, candidate) >= 8

    @v.filter(doc="Is it a numbered plot of this level or more (a WMD is not)?", params={"level": INT})
    def us_plot_level_at_least(ctx: BotContext, candidate: str, level: int) -> bool:
        plot = plot_of(ctx, candidate)[1]
        return plot.kind != PLOT_WMD and int(plot.kind) >= level

    @v.filter(doc="Is it a numbered plot of exactly this level?", params={"level": INT})
    def us_plot_level_is(ctx: BotContext, candidate: str, level: int) -> bool:
        plot = plot_of(ctx, candidate)[1]
        return plot.kind != PLOT_WMD and int(plot.kind) == level

    @v.score(doc="Plot number (a WMD counts 3).")
    def us_plot_number(ctx: BotContext, candidate: str) -> int:
        return plot_number(plot_of(ctx, candidate)[1])

    @v.score(doc="Aid markers in the plot's country.")
    def us_plot_country_aid(ctx: BotContext, candidate: str) -> int:
        return plot_of(ctx, candidate)[0].aid

    @v.score(doc="Resources of the plot's country (non-Muslim 0).")
    def us_plot_country_resources(ctx: BotContext, candidate: str) -> int:
        country = plot_of(ctx, candidate)[0]
        return board.resources(ctx.state, country) if country.muslim else 0

    # -- country filters ------------------------------------------------------------------------
    @v.filter(doc="Jihad success possible: would a Minor Jihad die of 1, with its modifiers, succeed?",
              rule="11.1.3")
    def us_jihad_success_possible(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        if not country.muslim or country.governance in (0, ISLAMIST_RULE):
            return False
        return 1 + jihad_drm(ctx.game, name, major=False) <= country.governance

    @v.filter(doc="Would a Disrupt there gain Prestige (Muslim: T+M 2+ with Troops among them)?", rule="11.2.4")
    def us_disrupt_gains_prestige(ctx: BotContext, name: str) -> bool:
        return us_ops.disrupt_affects_prestige(ctx.game, name)

    @v.filter(doc="Is its only cell a single active cell (a Disrupt would leave a cadre)?")
    def us_lone_active_cell(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.actives == 1 and country.sleepers == 0

    @v.filter(doc="Is the War of Ideas modifier there at least this?", params={"value": INT}, rule="7.2")
    def us_woi_drm_at_least(ctx: BotContext, name: str, value: int) -> bool:
        return us_ops.woi_modifiers(ctx.game, name) >= value

    @v.filter(doc="Is the War of Ideas modifier there exactly this?", params={"value": INT}, rule="7.2")
    def us_woi_drm_is(ctx: BotContext, name: str, value: int) -> bool:
        return us_ops.woi_modifiers(ctx.game, name) == value

    @v.filter(doc="Does it hold a troop marker (NATO, UNSCR 1973, Serval)?")
    def us_has_troop_markers(ctx: BotContext, name: str) -> bool:
        return board.troop_markers(ctx.state.countries[name]) > 0

    @v.filter(doc="Does it hold troop cubes?")
    def us_has_troop_cubes(ctx: BotContext, name: str) -> bool:
        return ctx.state.countries[name].troops > 0

    @v.filter(doc="Is it a tested non-Muslim country whose posture can change and is opposite to the US?",
              rule="13.3.4")
    def us_posture_opposite(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return (country.kind == "non_muslim" and name != UNITED_STATES and not facts.countries()[name].fixed_posture
                and country.posture is not None and country.posture != ctx.state.us_posture)

    @v.filter(doc="Is it a tested non-Muslim country whose posture can change and is the US posture?")
    def us_posture_same(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return (country.kind == "non_muslim" and name != UNITED_STATES and not facts.countries()[name].fixed_posture
                and country.posture == ctx.state.us_posture)

    @v.filter(doc="Is it the Caliphate Capital?")
    def us_caliphate_capital(ctx: BotContext, name: str) -> bool:
        return ctx.state.caliphate_capital == name

    @v.filter(doc="Could it receive troops by Deploy with these Ops?", params={"ops": INT})
    def us_deploy_destination(ctx: BotContext, name: str, ops: int) -> bool:
        return name in deploy_destinations(ctx, ops)

    @v.filter(doc="Can it take militia (Muslim, not Good, not Islamist Rule)?")
    def us_can_take_militia(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.muslim and country.governance not in (GOOD, ISLAMIST_RULE)

    @v.filter(doc="Could it take an Awakening marker now (11.1.4, Arab Winter, one in the supply or "
                  "movable from another country, 11.2.9)?")
    def us_can_take_awakening(ctx: BotContext, name: str) -> bool:
        return awakening.marker_placeable(ctx.game, "awakening", name)

    @v.filter(doc="Has it more Awakening than Reaction markers?")
    def us_awakening_above_reaction(ctx: BotContext, name: str) -> bool:
        country = ctx.state.countries[name]
        return country.awakening > country.reaction

    # -- scores ---------------------------------------------------------------------------------
    @v.score(doc="Plot dice there: the sum of its plots' numbers (non-Muslim countries score as given).",
             params={"non_muslim": (INT, 100)})
    def us_plot_dice(ctx: BotContext, name: str, non_muslim: int) -> int:
        country = ctx.state.countries[name]
        if not country.muslim:
            return non_muslim
        return sum(plot_number(p) for p in country.plots)

    @v.score(doc="Number of plots there.")
    def us_plot_count(ctx: BotContext, name: str) -> int:
        return len(ctx.state.countries[name].plots)

    @v.score(doc="War of Ideas modifier there (Muslim).")
    def us_woi_drm(ctx: BotContext, name: str) -> int:
        return us_ops.woi_modifiers(ctx.game, name)

    @v.score(doc="The militia of a (militia, cells) answer (Erdogan Effect's mix).")
    def units_militia(ctx: BotContext, units: Any) -> int:
        return int(units[0])

    @v.score(doc="The cells of a (militia, cells) answer (Erdogan Effect's mix).")
    def units_cells(ctx: BotContext, units: Any) -> int:
        return int(units[1])

    # -- answer actions only the US Bot uses -----------------------------------------------------
