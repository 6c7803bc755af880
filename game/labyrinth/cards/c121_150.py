"""Events of cards 121-150: the first thirty US-associated Awakening cards.

Every card here is a US event (only the US plays it; a Jihadist player using one for Ops
sets it off for the US, 6.3.2). Each registers its printed condition (`playable`), a fast
"would anything change" check (`effective`, 12.4.1 / 13.4.2), its effect, and - where the
card's fate differs from the card table - its `disposition`.

Lasting effects kept here: Advisors (121) and UNSCR 1973 (150) are country markers (the
cards go to the discard pile so they can be played again); Maersk Alabama (140) leaves the
global marker "Maersk Alabama" in ``state.markers`` (Pirates, 183, reads it) and the card
is removed. Backlash (122) marks a plot (``PlotMarker.backlash``), read by `plots`.
Blocks read from other cards: Bloody Thursday (164) blocks Pearl Roundabout; a Jihadist 3
Cups of Tea (214) blocks Malala Yousafzai; Arab Winter (173) stops every Awakening or
Reaction marker (`awakening.markers_blocked`). In Mitt's Turn Obama Doctrine (143) is a
3-Ops card (`board.card_ops`), needs the US Hard and gives three options.

Choices (all by the US; ``N`` is the card number):

* ``event.121.country`` - Advisors: a non-Adversary Civil War country with no troops.
* ``event.122.country`` - Backlash: a Muslim country with a plot not yet backlashed;
  ``event.122.plot`` - a face-up plot's kind ("1".."WMD") or ``"face down"`` (one of the
  hidden plots at random).
* ``event.123.country`` - Humanitarian Aid: a Muslim country with a cell.
* ``event.125.country`` - Peshmerga: Iraq or Syria (with a cell).
* ``event.N.option`` (126-128 Reaper) - ``"remove"`` (up to 2 cells in a Muslim country) or
  ``"discard"`` (a random Jihadist card); only options with an effect are offered (11.3.12).
  ``event.N.country`` the country; ``event.N.actives_removed`` how many of the cells removed
  are active (a number; asked only when both kinds are there).
* ``event.N.country`` (129-130 Special Forces) - a country with a cell within two of troops or
  Advisors; ``event.N.actives_removed`` as above.
* ``event.131.countries`` - Arab Spring "Fallout": up to two countries (all at once).
* ``event.132.country`` - Battle of Sirte: a Civil War country; ``event.132.actives_removed``.
* ``event.134.country`` - Civil Resistance: the Sunni country (the Shia-Mix one is rolled).
* ``event.135.option`` - Delta / SEALs: ``"draw"`` or ``"wmd"``; ``event.135.wmd`` -
  ``"available"`` (the available box) or a country holding a WMD plot.
* ``event.136.country`` - Factional Infighting: a Muslim country not under Islamist Rule
  with a cell; ``event.136.actives_removed`` how many of the removed cells are active.
* ``event.137.country`` - FMS: an Ally country that can take militia.
* ``event.138.cadre`` - Intel Community: the cadre removed; ``event.138.operation`` - the
  1-Op operation (then the operation's own ``op.*`` choices); ``event.138.extra_card``
  (yes/no) and ``event.138.card`` - the extra card played at once.
* ``event.142.country`` - Militia: a Civil War or Regime Change country.
* ``event.143.option`` - Obama Doctrine: the next option (asked two or three times; options
  ``awakening``, ``aid``, ``prestige``, ``funding``, ``posture``, ``card``, each at most once
  and only while it has an effect); then ``event.143.awakening`` / ``event.143.aid`` (a
  country), ``event.143.schengen`` (a Schengen country) with ``event.143.posture``
  (``"hard"``/``"soft"``), ``event.143.card`` (121, 126-128 or 144 in the discard pile).
* ``event.144.country`` - Operation New Dawn: a Muslim country with troop cubes.
* ``event.145.country`` - Russian Aid: a Civil War country.
* ``event.146.country`` - Sharia: a Besieged Regime country (or any country for the marker
  when there is none).
* ``event.147.country`` - Strike Eagle: a Poor non-Ally country with a cached WMD.
* ``event.148.country`` - Tahrir Square: the other country receiving an Awakening marker.
* ``event.149.country`` - UN Nation Building: a Regime Change or Civil War country.
* ``event.150.country`` - UNSCR 1973; ``event.150.actives_removed``.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import awakening, board, deck, facts, pieces, politics, tracks, us_ops
from ..cardplay import play_card
from ..civil_war import start_civil_war
from ..events import event
from ..game import Game
from ..state import (
    ADVERSARY,
    ALLY,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    MAX_PRESTIGE,
    PLOT_WMD,
    POOR,
    SOFT,
    US,
    Country,
    GameState,
    PlotMarker,
    plot_value,
)
from . import common

ADVISORS = "Advisors"
MAX_ADVISORS = 3
UNSCR_1973 = "UNSCR 1973"
MAERSK_ALABAMA = "Maersk Alabama"
BLOODY_THURSDAY = 164
THREE_CUPS_OF_TEA = 214
FACE_DOWN = "face down"
AVAILABLE_BOX = "available"
OBAMA_DOCTRINE_CARDS = (121, 126, 127, 128, 144)  # Advisors, Reaper x3, Operation New Dawn

CountryTest = Callable[[Country], bool]
Predicate = Callable[[Game, str], bool]
Effect = Callable[[Game, str], None]


# -- shared helpers ------------------------------------------------------------------------




def _muslim_targets(game: Game, number: int, test: CountryTest) -> list[str]:
    return common.targets(game, number, test, muslim_only=True)


def awakening_possible(game: Game, number: int, name: str) -> bool:
    """An Awakening marker could go into `name` now (11.1.4, Arab Winter, Truce, the supply or 11.2.9)."""
    return awakening.marker_placeable(game, "awakening", name) and common.allowed_target(game, number, name)


def awakening_targets(game: Game, number: int, test: CountryTest = lambda c: True) -> list[str]:
    """Muslim countries passing `test` that could take an Awakening marker now."""
    return [n for n in _muslim_targets(game, number, test) if awakening_possible(game, number, n)]



def _militia_place(game: Game, name: str) -> bool:
    return board.militia_available(game.state) > 0 and pieces.can_take_militia(game.state.countries[name])


def _cells_removed(game: Game, number: int, name: str, count: int, *, keep_active: int = 0) -> int:
    """Remove up to `count` cells from `name`; the US picks the active/sleeper mix.

    `keep_active` active cells must stay (Factional Infighting's activated cell).
    """
    country = game.state.countries[name]
    count = min(count, country.cells - keep_active)
    if count <= 0:
        return 0
    removable_actives = country.actives - keep_active
    low = max(0, count - country.sleepers)
    high = min(count, removable_actives)
    actives = game.choose_number(US, f"event.{number}.actives_removed", low, high,
                                 f"{name}: how many of the {count} cells removed are active?", card=number,
                                 country=name)
    pieces.remove_cells(game, name, actives=actives, sleepers=count - actives, why=deck.card(number).title)
    return count


# -- 121 Advisors --------------------------------------------------------------------------


def advisors_on_map(state: GameState) -> int:
    return sum(c.marker_count(ADVISORS) for c in state.countries.values())


def advisors_targets(game: Game) -> list[str]:
    """Non-Adversary Civil War countries without troops (cubes or troop markers)."""
    return _muslim_targets(game, 121, lambda c: c.civil_war and not c.is_adversary() and not board.troops_present(c))


def _advisors_playable(game: Game, side: str) -> bool:
    return advisors_on_map(game.state) < MAX_ADVISORS and bool(advisors_targets(game))


@event(121, playable=_advisors_playable, effective=_advisors_playable, disposition=lambda game, side: "discard")
def advisors(game: Game, side: str) -> None:
    """Put an Advisors marker in a non-Adversary Civil War country without troops.

    The marker adds a militia there at each attrition phase (`attrition`); it goes when the
    country turns Adversary, its Civil War ends or troops arrive (`pieces.remove_advisors`).
    The card is discarded and may be played again while fewer than 3 markers are out.
    """
    name = common.choose_country(game, side, 121, advisors_targets(game), "Advisors: in which country?")
    pieces.add_marker(game, name, ADVISORS, unique=False)  # a country may hold several


# -- 122 Backlash --------------------------------------------------------------------------


def _fresh_plots(country: Country) -> list[PlotMarker]:
    return [p for p in country.plots if not p.backlash]


def backlash_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 122, lambda c: bool(_fresh_plots(c)))


def fresh_plot_places(game: Game, names: list[str]) -> list[tuple[str, int]]:
    """(country, index) of the plots Backlash may mark in these countries: the ones not yet marked.

    Passed with the questions (``plots=``) so that a Bot ranks only the plots the event can affect."""
    return [(n, i) for n in names for i, p in enumerate(game.state.countries[n].plots) if not p.backlash]


def _backlash_playable(game: Game, side: str) -> bool:
    return bool(backlash_targets(game))


@event(122, playable=_backlash_playable, effective=_backlash_playable,
       candidates={"country": lambda game, side: backlash_targets(game)})
def backlash(game: Game, side: str) -> None:
    """Mark a plot in a Muslim country (not a Caliphate member): unblocked, it lowers funding instead
    of raising it, and a WMD plot sets funding to 1 (resolved by `plots`)."""
    name = common.choose_candidate(game, side, 122, "country", "Backlash: which country's plot?",
                                   plots=fresh_plot_places(game, backlash_targets(game)))
    plots = _fresh_plots(game.state.countries[name])
    face_up = sorted({p.kind for p in plots if p.face_up}, key=plot_value)
    hidden = [p for p in plots if not p.face_up]
    options = face_up + ([FACE_DOWN] if hidden else [])
    choice = game.choose(side, "event.122.plot", options, f"Backlash: which plot in {name}?", card=122, country=name,
                         plots=fresh_plot_places(game, [name]))
    plot = game.random_pick(hidden) if choice == FACE_DOWN else next(p for p in plots if p.face_up and p.kind == choice)
    pieces.mark_backlash(game, name, plot)  # read by plot resolution (8.5.4 as changed by the card)


# -- 123 Humanitarian Aid ------------------------------------------------------------------


def humanitarian_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 123, lambda c: c.cells > 0 and pieces.can_take_aid(c))


def _humanitarian_playable(game: Game, side: str) -> bool:
    return bool(humanitarian_targets(game))


@event(123, playable=_humanitarian_playable, effective=_humanitarian_playable)
def humanitarian_aid(game: Game, side: str) -> None:
    """Put an aid marker in a (Muslim) country holding a cell."""
    name = common.choose_country(game, side, 123, humanitarian_targets(game), "Humanitarian Aid: in which country?")
    pieces.add_aid(game, name, 1)


# -- 124 Pearl Roundabout ------------------------------------------------------------------

GULF_STATES = "Gulf States"


def _pearl_playable(game: Game, side: str) -> bool:
    return not board.event_in_effect(game.state, BLOODY_THURSDAY) and common.allowed_target(game, 124, GULF_STATES)


@event(124, playable=_pearl_playable, effective=lambda game, side: awakening_possible(game, 124, GULF_STATES))
def pearl_roundabout(game: Game, side: str) -> None:
    """An Awakening marker in the Gulf States (blocked by Bloody Thursday, 164)."""
    awakening.add_awakening(game, GULF_STATES, 1, deck.card(124).title)


# -- 125 Peshmerga -------------------------------------------------------------------------


def _peshmerga_with_cell(game: Game) -> list[str]:
    return _muslim_targets(game, 125, lambda c: c.name in ("Iraq", "Syria") and c.cells > 0)


def peshmerga_targets(game: Game) -> list[str]:
    """Iraq or Syria with a cell that can take militia (the reference's candidates); when neither
    can, either one with a cell (the printed condition holds, the event then places nothing)."""
    with_cell = _peshmerga_with_cell(game)
    return [n for n in with_cell if pieces.can_take_militia(game.state.countries[n])] or with_cell


def _peshmerga_playable(game: Game, side: str) -> bool:
    return bool(_peshmerga_with_cell(game))


def _peshmerga_effective(game: Game, side: str) -> bool:
    return any(_militia_place(game, n) for n in peshmerga_targets(game))


@event(125, playable=_peshmerga_playable, effective=_peshmerga_effective,
       candidates={"country": lambda game, side: peshmerga_targets(game)})
def peshmerga(game: Game, side: str) -> None:
    """Two militia into Iraq or Syria, whichever of them (with a cell) the US picks."""
    name = common.choose_candidate(game, side, 125, "country", "Peshmerga: militia into which country?")
    pieces.add_militia(game, name, 2, deck.card(125).title)


# -- 126-128 Reaper ------------------------------------------------------------------------


def reaper_targets(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.cells > 0)


def reaper_options(game: Game, number: int) -> dict[str, str]:
    """The options with an effect now (11.3.12); both when neither has one."""
    options = {}
    if reaper_targets(game, number):
        options["remove"] = "remove up to 2 cells in one Muslim country"
    if game.state.hands[JIHADIST]:
        options["discard"] = "the Jihadist discards a card at random"
    return options or {"remove": "remove up to 2 cells in one Muslim country",
                       "discard": "the Jihadist discards a card at random"}


def _reaper(number: int) -> tuple[Predicate, Effect]:
    def effective(game: Game, side: str) -> bool:
        return bool(reaper_targets(game, number)) or bool(game.state.hands[JIHADIST])

    def effect(game: Game, side: str) -> None:
        """Remove up to 2 cells in one Muslim country, OR the Jihadist discards one card at random."""
        choice = common.choose_event_option(game, side, number, "Reaper: which effect?")
        if choice == "discard":
            common.discard_random(game, JIHADIST)
            return
        if not reaper_targets(game, number):
            game.log("  No Muslim country has a cell")
            return
        name = common.choose_candidate(game, side, number, "country", "Reaper: remove cells in which country?")
        _cells_removed(game, number, name, 2)

    effect.__name__ = f"reaper_{number}"
    return effective, effect


for _number in (126, 127, 128):
    _effective, _effect = _reaper(_number)
    event(_number, effective=_effective,
          candidates={"country": lambda game, side, n=_number: reaper_targets(game, n)},
          options=lambda game, side, n=_number: reaper_options(game, n))(_effect)


# -- 129-130 Special Forces ----------------------------------------------------------------


def special_forces_targets(game: Game, number: int) -> list[str]:
    """Countries with a cell in, or within two countries of, a country with troops or Advisors."""
    state = game.state
    forces = [n for n, c in state.countries.items() if board.troops_present(c) or ADVISORS in c.markers]
    return common.targets(game, number,
                          lambda c: c.cells > 0 and any(board.distance(f, c.name) <= 2 for f in forces))


def _special_forces(number: int) -> tuple[Predicate, Effect]:
    def playable(game: Game, side: str) -> bool:
        return bool(special_forces_targets(game, number))

    def effect(game: Game, side: str) -> None:
        """Remove one cell in, or within two countries of, a country with troops or Advisors."""
        name = common.choose_country(game, side, number, special_forces_targets(game, number),
                                     "Special Forces: remove a cell in which country?")
        _cells_removed(game, number, name, 1)

    effect.__name__ = f"special_forces_{number}"
    return playable, effect


for _number in (129, 130):
    _playable, _effect = _special_forces(_number)
    event(_number, playable=_playable, effective=_playable)(_effect)


# -- 131 Arab Spring "Fallout" -------------------------------------------------------------


def fallout_targets(game: Game) -> list[str]:
    """Countries with no Awakening marker and no Muslim neighbour holding one, that can take one."""
    state = game.state

    def quiet(country: Country) -> bool:
        return country.awakening == 0 and all(
            state.countries[n].awakening == 0 for n in board.adjacent(country.name) if state.countries[n].muslim)

    return awakening_targets(game, 131, quiet)


@event(131, effective=lambda game, side: bool(fallout_targets(game)))
def arab_spring_fallout(game: Game, side: str) -> None:
    """At once, an Awakening marker in each of up to two quiet countries (checked before either goes)."""
    candidates = fallout_targets(game)
    # beyond the supply the placing player may move markers from elsewhere (11.2.9, asked as each goes)
    count = min(2, awakening.markers_within_reach(game, "awakening", ""))
    chosen = common.choose_countries(game, side, 131, candidates, count,
                                     "Arab Spring \"Fallout\": Awakening markers into which countries?")
    for name in chosen:
        awakening.add_awakening(game, name, 1, deck.card(131).title)


# -- 132 Battle of Sirte -------------------------------------------------------------------


def civil_war_targets(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.civil_war)


def sirte_targets(game: Game) -> list[str]:
    """The Civil War countries where the event does something: every one while militia can be placed
    (a Civil War country can take them), else those with a cell; all of them when none has one."""
    every = civil_war_targets(game, 132)
    useful = [n for n in every if game.state.countries[n].cells > 0 or _militia_place(game, n)]
    return useful or every


def _sirte_playable(game: Game, side: str) -> bool:
    return bool(civil_war_targets(game, 132))


def _sirte_effective(game: Game, side: str) -> bool:
    return any(game.state.countries[n].cells > 0 or _militia_place(game, n) for n in civil_war_targets(game, 132))


@event(132, playable=_sirte_playable, effective=_sirte_effective,
       candidates={"country": lambda game, side: sirte_targets(game)})
def battle_of_sirte(game: Game, side: str) -> None:
    """In one Civil War country: remove a cell and add up to two militia."""
    name = common.choose_candidate(game, side, 132, "country", "Battle of Sirte: which country?")
    _cells_removed(game, 132, name, 1)
    pieces.add_militia(game, name, 2, deck.card(132).title)


# -- 133 Benghazi Falls --------------------------------------------------------------------

LIBYA, ITALY = "Libya", "Italy"


def _benghazi_playable(game: Game, side: str) -> bool:
    state = game.state
    near = [LIBYA] + [n for n in board.adjacent(LIBYA) if state.countries[n].muslim]
    return any(state.countries[n].awakening > 0 for n in near)


def _benghazi_effective(game: Game, side: str) -> bool:
    state = game.state
    libya = state.countries[LIBYA]
    if board.posture_of(state, ITALY) != HARD:
        return True
    if not common.allowed_target(game, 133, LIBYA):
        return False
    return not libya.civil_war or _militia_place(game, LIBYA)


@event(133, playable=_benghazi_playable, effective=_benghazi_effective)
def benghazi_falls(game: Game, side: str) -> None:
    """Libya falls into Civil War (11.2.2) and gets two militia; Italy's posture becomes Hard."""
    if common.allowed_target(game, 133, LIBYA):
        start_civil_war(game, LIBYA)
        pieces.add_militia(game, LIBYA, 2, deck.card(133).title)
    else:
        game.log("  Libya is under a Truce: nothing happens there")
    politics.set_posture(game, ITALY, HARD)


# -- 134 Civil Resistance ------------------------------------------------------------------


def _shia_mix_table_countries() -> list[str]:
    results = facts.tables()["random_shia_mix_country"]["results"].values()
    return sorted({r["country"] for r in results} | {r["if_ineligible"] for r in results if r.get("if_ineligible")})


def _shia_mix_eligible(game: Game) -> list[str]:
    return [n for n in _shia_mix_table_countries()
            if game.state.countries[n].muslim and awakening_possible(game, 134, n)]


def sunni_targets(game: Game) -> list[str]:
    return awakening_targets(game, 134, lambda c: c.sunni)


@event(134, effective=lambda game, side: bool(sunni_targets(game)) or bool(_shia_mix_eligible(game)))
def civil_resistance(game: Game, side: str) -> None:
    """An Awakening marker in a Sunni country, then one in a country rolled on the Random Shia-Mix
    Country table (11.3.10), rolling again until it lands where a marker may go."""
    candidates = sunni_targets(game)
    if candidates:
        name = common.choose_country(game, side, 134, candidates, "Civil Resistance: which Sunni country?")
        awakening.add_awakening(game, name, 1, deck.card(134).title)
    if not _shia_mix_eligible(game):
        game.log("  No country of the Random Shia-Mix table can take an Awakening marker")
        return
    while True:
        name = awakening.random_shia_mix_country(game)
        if name == "Iran" and not awakening_possible(game, 134, name):
            name = "Syria"  # the table's 7: Iran if eligible, otherwise Syria
        if game.state.countries[name].muslim and awakening_possible(game, 134, name):
            break
        game.log(f"  {name} cannot take an Awakening marker: roll again")
    awakening.add_awakening(game, name, 1, deck.card(134).title)


# -- 135 Delta / SEALs ---------------------------------------------------------------------


def wmd_plot_countries(game: Game) -> list[str]:
    return common.targets(game, 135, lambda c: any(p.kind == PLOT_WMD for p in c.plots))


def _wmd_anywhere(game: Game) -> bool:
    return PLOT_WMD in game.state.plots_available or bool(wmd_plot_countries(game))


def delta_options(game: Game) -> dict[str, str]:
    options = {}
    if game.state.hands[JIHADIST]:
        options["draw"] = "take a random card from the Jihadist hand"
    if _wmd_anywhere(game):
        options["wmd"] = "reveal every Jihadist WMD and remove one"
    return options or {"draw": "take a random card from the Jihadist hand",
                       "wmd": "reveal every Jihadist WMD and remove one"}


def _delta_effective(game: Game, side: str) -> bool:
    return bool(game.state.hands[JIHADIST]) or _wmd_anywhere(game)


def _delta_alerts(game: Game, country: str, plot: PlotMarker) -> bool:
    """It can remove a WMD plot from the map (not under Truce)."""
    return plot.kind == PLOT_WMD and common.allowed_target(game, 135, country)


@event(135, effective=_delta_effective, alerts_plot=_delta_alerts, options=lambda game, side: delta_options(game))
def delta_seals(game: Game, side: str) -> None:
    """Take a random Jihadist card into the US hand, OR reveal the Jihadist's WMD (available and on
    the map) and remove one of them from the game (+1 prestige, 11.3.1)."""
    state = game.state
    choice = common.choose_event_option(game, side, 135, "Delta / SEALs: which effect?")
    if choice == "draw":
        hand = state.hands[JIHADIST]
        if not hand:
            game.log("  The Jihadist hand is empty")
            return
        deck.to_hand(game, US, deck.random_from_hand(game, JIHADIST, "Delta / SEALs"))
        return
    places = wmd_plot_countries(game)
    available = state.plots_available.count(PLOT_WMD)
    game.log(f"  WMD revealed: {available} in the available box; on the map: {', '.join(places) or 'none'}")
    options = ([AVAILABLE_BOX] if available else []) + places
    if not options:
        return
    labels = {n: ("the available plots box" if n == AVAILABLE_BOX else n) for n in options}
    wmd_plots = [(n, i) for n in places for i, p in enumerate(state.countries[n].plots) if p.kind == PLOT_WMD]
    where = game.choose(side, "event.135.wmd", options, "Delta / SEALs: remove which WMD?", labels=labels, card=135,
                        plots=wmd_plots)
    if where == AVAILABLE_BOX:
        pieces.remove_available_wmd(game, 1)
        return
    plot = next(p for p in state.countries[where].plots if p.kind == PLOT_WMD)
    pieces.remove_plot(game, where, plot, to="removed", why=deck.card(135).title)
    tracks.change_prestige(game, 1, "WMD removed")


# -- 136 Factional Infighting --------------------------------------------------------------


def infighting_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 136, lambda c: c.cells > 0 and c.governance != ISLAMIST_RULE)


@event(136, effective=lambda game, side: bool(infighting_targets(game)) or game.state.funding > 1)
def factional_infighting(game: Game, side: str) -> None:
    """In one Muslim country not under Islamist Rule, a sleeper cell turns active and up to two other
    cells are removed; then funding -1."""
    candidates = infighting_targets(game)
    if candidates:
        name = common.choose_country(game, side, 136, candidates, "Factional Infighting: in which country?")
        flipped = pieces.flip_sleepers(game, name, 1)
        # the activated cell stays; with no sleeper to flip every cell may go (as the reference reads it)
        _cells_removed(game, 136, name, 2, keep_active=flipped)
    tracks.change_funding(game, -1, deck.card(136).title)


# -- 137 FMS -------------------------------------------------------------------------------


def fms_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 137, lambda c: c.is_ally() and pieces.can_take_militia(c))


@event(137, playable=lambda game, side: bool(fms_targets(game)),
       effective=lambda game, side: bool(fms_targets(game)) and board.militia_available(game.state) > 0)
def fms(game: Game, side: str) -> None:
    """Three militia into one Ally country."""
    name = common.choose_country(game, side, 137, fms_targets(game), "FMS: militia into which Ally country?")
    pieces.add_militia(game, name, 3, deck.card(137).title)


# -- 138 Intel Community -------------------------------------------------------------------


def cadre_targets(game: Game) -> list[str]:
    return common.targets(game, 138, lambda c: bool(c.cadre))


def one_op_operations(game: Game) -> list[str]:
    """US operations possible with a single Op (never Reassessment, which takes two cards)."""
    return [name for name, op in us_ops.OPERATIONS.items()
            if name != "reassessment" and op.min_ops <= 1 and op.available(game, 1)]


def _intel_effective(game: Game, side: str) -> bool:
    return bool(cadre_targets(game)) or bool(one_op_operations(game)) or bool(game.state.hands[US])


@event(138, effective=_intel_effective)
def intel_community(game: Game, side: str) -> None:
    """See the Jihadist hand (a Bot's only where its tier allows it, ``hand_inspectable``; then it is
    shuffled), remove a cadre, conduct a 1-Op operation, then the US may interrupt the
    action phase to play an extra card at once.

    The US Bot treats this event as unplayable; set off for it by a Jihadist player's Ops
    (6.3.2) it has no effect (its Event Instructions; the reference; rules-decisions C9)."""
    state = game.state
    if game.is_bot(US):
        game.log("  The US Bot treats Intel Community as unplayable: it has no effect")
        return
    if game.is_bot(JIHADIST) and game.capability(JIHADIST, "hand_inspectable", False):
        # the Enhanced Bot's rule (EB25): the US player looks at its pile, which is then shuffled
        shown = ", ".join(deck.shown_name(game, n) for n in state.hands[JIHADIST]) or "empty"
        game.log(f"  The Jihadist Bot's hand, shown to the US player: {shown}; then shuffled (EB25)")
        deck.shuffle_hand(game, JIHADIST)
    elif game.is_bot(JIHADIST):
        game.log("  The Jihadist Bot's hand stays hidden (12.2)")
    else:
        shown = ", ".join(deck.shown_name(game, n) for n in state.hands[JIHADIST]) or "empty"
        game.log(f"  The Jihadist hand: {shown}")
    cadres = cadre_targets(game)
    if cadres:
        name = common.choose_country(game, side, 138, cadres, "Intel Community: remove which cadre?", what="cadre")
        pieces.remove_cadre(game, name)
    operations = one_op_operations(game)
    if operations:
        labels = {n: us_ops.OPERATIONS[n].label for n in operations}
        name = game.choose(side, "event.138.operation", operations, "Intel Community: which 1-Op operation?",
                           labels=labels, card=138, ops=1)
        us_ops.OPERATIONS[name].perform(game, 1)
    else:
        game.log("  No operation is possible with 1 Op")
    _extra_card(game, side)


def _extra_card(game: Game, side: str) -> None:
    """Intel Community's extra card: played now, outside the phase's two cards."""
    state = game.state
    hand = state.hands[side]
    if not hand or not game.confirm(side, "event.138.extra_card", "Play an extra card now?", card=138):
        return
    options = deck.hand_options(game, side)
    number = game.choose(side, "event.138.card", options, "Intel Community: which extra card?",
                         labels={n: deck.card(n).name for n in options}, card=138)
    deck.chosen_from_hand(game, side, number)
    saved = (game.acting, game.current_card, game.card_scratch)
    # counted as played so that it cannot open a Reassessment (which needs the phase's first card)
    state.cards_played_in_phase += 1
    try:
        play_card(game, side, number)
    finally:
        state.cards_played_in_phase -= 1
        game.acting, game.current_card, game.card_scratch = saved


# -- 139 International Banking Regime ------------------------------------------------------


@event(139, effective=lambda game, side: game.state.funding > 1)
def international_banking_regime(game: Game, side: str) -> None:
    """Roll a die: funding drops by half of it, rounded up."""
    die = game.roll("International Banking Regime")
    tracks.change_funding(game, -((die + 1) // 2), deck.card(139).title)


# -- 140 Maersk Alabama --------------------------------------------------------------------


@event(140, effective=lambda game, side: True)
def maersk_alabama(game: Game, side: str) -> None:
    """One Op into US reserves, +1 prestige; the Maersk Alabama marker stays and blocks Pirates (183)."""
    tracks.add_reserves(game, US, 1, deck.card(140).title)
    tracks.change_prestige(game, 1, deck.card(140).title)
    deck.place_global_marker(game, 140, "Pirates is blocked")


# -- 141 Malala Yousafzai ------------------------------------------------------------------

PAKISTAN = "Pakistan"


def _malala_effective(game: Game, side: str) -> bool:
    state = game.state
    return state.prestige < MAX_PRESTIGE or state.funding > 1 or awakening_possible(game, 141, PAKISTAN)


@event(141, playable=lambda game, side: not board.event_in_effect(game.state, THREE_CUPS_OF_TEA), effective=_malala_effective)
def malala_yousafzai(game: Game, side: str) -> None:
    """+1 prestige, -1 funding and an Awakening marker in Pakistan (blocked by a Jihadist 3 Cups of Tea)."""
    title = deck.card(141).title
    tracks.change_prestige(game, 1, title)
    tracks.change_funding(game, -1, title)
    if common.allowed_target(game, 141, PAKISTAN):
        awakening.add_awakening(game, PAKISTAN, 1, title)


# -- 142 Militia ---------------------------------------------------------------------------


def militia_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 142, lambda c: c.civil_war or c.regime_change is not None)


def _militia_effective(game: Game, side: str) -> bool:
    return any(game.state.countries[n].resources > 0 and _militia_place(game, n) for n in militia_targets(game))


@event(142, playable=lambda game, side: bool(militia_targets(game)), effective=_militia_effective)
def militia(game: Game, side: str) -> None:
    """In a Civil War or Regime Change country, as many militia as its printed resources."""
    name = common.choose_country(game, side, 142, militia_targets(game), "Militia: in which country?")
    pieces.add_militia(game, name, game.state.countries[name].resources, deck.card(142).title)


# -- 143 Obama Doctrine --------------------------------------------------------------------


def mitts_turn(state: GameState) -> bool:
    return bool(state.options.get("obama_doctrine_mitts_turn"))


def obama_choices(state: GameState) -> int:
    """Options chosen: two, or three in Mitt's Turn."""
    return 3 if mitts_turn(state) else 2


def _obama_playable(game: Game, side: str) -> bool:
    return game.state.us_posture == (HARD if mitts_turn(game.state) else SOFT)


def obama_aid_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 143, pieces.can_take_aid)


def schengen_countries() -> list[str]:
    return sorted(n for n, f in facts.countries().items() if f.schengen)


OBAMA_LABELS = {
    "awakening": "an Awakening marker",
    "aid": "an aid marker",
    "prestige": "+1 prestige",
    "funding": "-1 funding",
    "posture": "set the posture of a Schengen country",
    "card": "take Reaper, Operation New Dawn or Advisors from the discard pile",
}


def obama_effective_options(game: Game) -> list[str]:
    """The options that would change something now."""
    state = game.state
    effective = {
        "awakening": bool(awakening_targets(game, 143)),
        "aid": bool(obama_aid_targets(game)),
        "prestige": state.prestige < MAX_PRESTIGE,
        "funding": state.funding > 1,
        "posture": bool(schengen_countries()),  # either posture differs from one of the two others
        "card": any(n in state.discard for n in OBAMA_DOCTRINE_CARDS),
    }
    return [key for key in OBAMA_LABELS if effective[key]]


@event(143, playable=_obama_playable, effective=lambda game, side: bool(obama_effective_options(game)))
def obama_doctrine(game: Game, side: str) -> None:
    """Two different options from the list (11.3.11); three in Mitt's Turn. Only options that still
    have an effect are offered (6.2.4)."""
    used: set[str] = set()
    for i in range(obama_choices(game.state)):
        options = {k: OBAMA_LABELS[k] for k in obama_effective_options(game) if k not in used}
        if not options:
            game.log("  No other option would have an effect")
            return
        choice = common.choose_option(game, side, 143, options, f"Obama Doctrine: option {i + 1}?")
        used.add(choice)
        _obama_option(game, side, choice)


def _obama_option(game: Game, side: str, choice: str) -> None:
    title = deck.card(143).title
    if choice == "awakening":
        name = common.choose_country(game, side, 143, awakening_targets(game, 143),
                                     "Obama Doctrine: Awakening marker in which country?", what="awakening")
        awakening.add_awakening(game, name, 1, title)
    elif choice == "aid":
        name = common.choose_country(game, side, 143, obama_aid_targets(game),
                                     "Obama Doctrine: aid marker in which country?", what="aid")
        pieces.add_aid(game, name, 1)
    elif choice == "prestige":
        tracks.change_prestige(game, 1, title)
    elif choice == "funding":
        tracks.change_funding(game, -1, title)
    elif choice == "posture":
        name = common.choose_country(game, side, 143, schengen_countries(),
                                     "Obama Doctrine: set the posture of which Schengen country?", what="schengen")
        posture = game.choose(side, "event.143.posture", [HARD, SOFT], f"Obama Doctrine: posture of {name}?",
                              card=143, country=name)
        politics.set_posture(game, name, posture)
    else:
        common.take_from_discard(game, side, 143, OBAMA_DOCTRINE_CARDS,
                                 "Obama Doctrine: which card from the discard pile?")


# -- 144 Operation New Dawn ----------------------------------------------------------------


def new_dawn_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 144, lambda c: c.troops > 0 and pieces.can_take_militia(c))


def _new_dawn_playable(game: Game, side: str) -> bool:
    return bool(new_dawn_targets(game)) and board.militia_available(game.state) > 0


@event(144, playable=_new_dawn_playable, effective=_new_dawn_playable)
def operation_new_dawn(game: Game, side: str) -> None:
    """Two troop cubes in a country go back to the track and two militia take their place."""
    name = common.choose_country(game, side, 144, new_dawn_targets(game),
                                 "Operation New Dawn: replace troops in which country?")
    count = min(2, game.state.countries[name].troops)
    pieces.move_troops(game, name, pieces.TRACK, count, deck.card(144).title)
    pieces.add_militia(game, name, count, deck.card(144).title)


# -- 145 Russian Aid -----------------------------------------------------------------------


def _russian_playable(game: Game, side: str) -> bool:
    return bool(civil_war_targets(game, 145))


@event(145, playable=_russian_playable, effective=_russian_playable)
def russian_aid(game: Game, side: str) -> None:
    """A militia and an aid marker in a Civil War country."""
    name = common.choose_country(game, side, 145, civil_war_targets(game, 145), "Russian Aid: in which country?")
    pieces.add_militia(game, name, 1, deck.card(145).title)
    pieces.add_aid(game, name, 1)


# -- 146 Sharia ----------------------------------------------------------------------------


def besieged_countries(game: Game) -> list[str]:
    return _muslim_targets(game, 146, lambda c: c.besieged)


def sharia_targets(game: Game) -> list[str]:
    """Besieged Regime countries that can take an Awakening marker; any such country if none is besieged.

    As the reference reads it, a besieged country qualifies only if the marker can go there.
    """
    besieged = besieged_countries(game)
    if besieged:
        return [n for n in besieged if awakening.can_take_marker(game, game.state.countries[n])]
    # with no Besieged Regime the marker is the whole effect: only where one can go (11.2.9 included)
    placeable = [n for n in _muslim_targets(game, 146, lambda c: True) if awakening_possible(game, 146, n)]
    return placeable or _muslim_targets(game, 146, lambda c: awakening.can_take_marker(game, c))


def _sharia_playable(game: Game, side: str) -> bool:
    return bool(sharia_targets(game))


def _sharia_effective(game: Game, side: str) -> bool:
    targets = sharia_targets(game)
    if besieged_countries(game):
        return bool(targets)
    return any(awakening_possible(game, 146, n) for n in targets)


@event(146, playable=_sharia_playable, effective=_sharia_effective,
       candidates={"country": lambda game, side: sharia_targets(game)})
def sharia(game: Game, side: str) -> None:
    """Remove a Besieged Regime marker and put an Awakening marker there - anywhere if no country
    has a Besieged Regime marker."""
    name = common.choose_candidate(game, side, 146, "country", "Sharia: in which country?")
    pieces.set_besieged(game, name, False)
    awakening.add_awakening(game, name, 1, deck.card(146).title)


# -- 147 Strike Eagle ----------------------------------------------------------------------


def strike_eagle_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 147, lambda c: c.name != PAKISTAN and c.governance == POOR
                           and not c.is_ally() and c.wmd > 0)


def _strike_eagle_playable(game: Game, side: str) -> bool:
    return bool(strike_eagle_targets(game))


@event(147, playable=_strike_eagle_playable, effective=_strike_eagle_playable)
def strike_eagle(game: Game, side: str) -> None:
    """A cached WMD leaves a Poor non-Ally country (not Pakistan; +1 prestige, 11.3.1); a cell goes to
    Israel and funding +1."""
    title = deck.card(147).title
    name = common.choose_country(game, side, 147, strike_eagle_targets(game), "Strike Eagle: in which country?")
    pieces.destroy_cached_wmd(game, name, 1)
    pieces.add_cells(game, "Israel", 1, why=title)
    tracks.change_funding(game, 1, title)


# -- 148 Tahrir Square ---------------------------------------------------------------------

EGYPT = "Egypt"


def tahrir_targets(game: Game) -> list[str]:
    return awakening_targets(game, 148, lambda c: c.name != EGYPT and c.awakening == 0)


def _egypt_ok(game: Game) -> bool:
    state = game.state
    egypt = state.countries[EGYPT]
    return (not awakening.markers_blocked(game) and awakening.can_take_marker(game, egypt)
            and common.allowed_target(game, 148, EGYPT)
            and (board.awakening_available(state) > 0 or board.reaction_available(state) > 0))


@event(148, effective=lambda game, side: _egypt_ok(game) or bool(tahrir_targets(game)))
def tahrir_square(game: Game, side: str) -> None:
    """Two Awakening markers and a Reaction marker in Egypt; an Awakening marker in one other country
    that has none."""
    title = deck.card(148).title
    if common.allowed_target(game, 148, EGYPT):
        awakening.add_awakening(game, EGYPT, 2, title)
        awakening.add_reaction(game, EGYPT, 1, title)
    candidates = tahrir_targets(game)
    if candidates:
        name = common.choose_country(game, side, 148, candidates, "Tahrir Square: Awakening marker in which country?")
        awakening.add_awakening(game, name, 1, title)


# -- 149 UN Nation Building ----------------------------------------------------------------


def nation_building_targets(game: Game) -> list[str]:
    """Regime Change or Civil War countries (not in the Caliphate) where War of Ideas can be rolled."""
    return _muslim_targets(game, 149, lambda c: (c.civil_war or c.regime_change is not None)
                           and c.alignment != ADVERSARY and not (c.is_good() and c.alignment == ALLY)
                           and c.governance != ISLAMIST_RULE)


def _nation_building_playable(game: Game, side: str) -> bool:
    return bool(nation_building_targets(game))


@event(149, playable=_nation_building_playable, effective=_nation_building_playable)
def un_nation_building(game: Game, side: str) -> None:
    """An aid marker, then a War of Ideas roll there as if the GWOT penalty were 0."""
    name = common.choose_country(game, side, 149, nation_building_targets(game),
                                 "UN Nation Building: in which country?")
    pieces.add_aid(game, name, 1)
    # an event's War of Ideas: the Ops never fall short (as the reference rolls it with 3 Ops)
    us_ops.war_of_ideas_in(game, name, 3, ignore_gwot_penalty=True)


# -- 150 UNSCR 1973 ------------------------------------------------------------------------


def unscr_targets(game: Game) -> list[str]:
    """A Civil War country without the marker, or the marked country while it holds a cell."""
    return _muslim_targets(game, 150, lambda c: (c.civil_war and UNSCR_1973 not in c.markers)
                           or (UNSCR_1973 in c.markers and c.cells > 0))


def _unscr_playable(game: Game, side: str) -> bool:
    return bool(unscr_targets(game))


@event(150, playable=_unscr_playable, effective=_unscr_playable, disposition=lambda game, side: "discard")
def unscr_1973(game: Game, side: str) -> None:
    """Remove a cell in a Civil War country and put the UNSCR 1973 marker there (moved from where it
    was). It counts as one troop that costs no prestige by itself (`board.TROOP_MARKERS`) and
    leaves when the Civil War ends (`civil_war.end_civil_war`); the card is discarded."""
    name = common.choose_country(game, side, 150, unscr_targets(game), "UNSCR 1973: in which country?")
    for other in pieces.countries_with_marker(game, UNSCR_1973):
        if other != name:
            pieces.remove_marker(game, other, UNSCR_1973, every=True)
    _cells_removed(game, 150, name, 1)
    pieces.add_marker(game, name, UNSCR_1973)
