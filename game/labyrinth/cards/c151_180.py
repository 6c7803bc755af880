"""Awakening event cards 151-180: the last US-associated cards (151-163) and the first Jihadist ones (164-180).

Each event registers its printed condition (`playable`), its effect, a fast `effective`
check (12.4.1 / 13.4.2: a Bot treats an event without effect as unplayable) and, where
the card's fate differs from the card table, its `disposition`. Lasting effects:

* Fracking (155), Bloody Thursday (164) and Censorship (175) leave their marker in the Events in
  Play box (``state.events_in_play``; the card is discarded) - read by Fracking's end-of-turn hook,
  Pearl Roundabout 124, and through Smartphones for Facebook;
* Ferguson (166), Islamic Maghreb (169), Arab Winter (173) and Korean Crises (179) lapse
  (read by `ferguson_cancels` below, jihadist_ops' Travel, awakening's marker rules and
  end_of_turn's off-map troops);
* NATO (159) is a country marker (counts as 2 troops, board.TROOP_MARKERS); its card is
  discarded, like the other country-marker events.

Countries an event is aimed at are noted for Smartphones (`cardplay.note_target`): card play
notes every country a card changes; the events here add the ones they may leave
unchanged (Serbia, Caucasus and China's posture rolls, the Gulf Union countries rearranged).

Decisions introduced (``event.<card>.<what>``; the side that plays the event decides,
except Ferguson's cancellation, which the Jihadist decides):

US
* ``event.152.country`` - Civil War country for the Regime Change of Congress Acts;
  ``event.152.troops`` - how many troops (6 .. troops on the track) go in (a number).
* ``event.153.countries`` / ``event.154.countries`` - Facebook: the (up to) 3 countries
  with or next to an Awakening marker that each get one.
* ``event.156.option`` - Gulf Union: ``"place"`` (militia in or next to a Gulf Union
  country) or ``"rearrange"`` (the militia inside the five Gulf Union countries);
  ``event.156.country`` - where the militia go; ``event.156.militia`` - how many (1..4, a
  number); ``event.156.rearrange`` - in turn for each Gulf Union country that can take
  militia but the last (``country=`` in the ask), how many of the pooled militia end
  there (a number; the last country takes the rest).
* ``event.157.country`` - Civil War country receiving 2 troops and an Aid marker;
  ``event.157.awakening`` - the neighbouring Muslim country that gets an Awakening marker.
* ``event.158.country`` - Regime Change country with Awakening whose governance improves.
* ``event.159.country`` - Regime Change or Civil War country for Aid and the NATO marker.
* ``event.160.card`` - the Jihadist leader card taken from the discard pile (card numbers).
* ``event.161.option`` - PRISM: ``"activate"`` (half the sleeper cells on the map, rounded
  up) or ``"alert"`` (every plot on the map); ``event.161.sleepers`` - which sleepers flip:
  a list of country names, a country named once per cell.
* ``event.162.country`` - SCAF: country with both Awakening and Reaction markers.
* ``event.163.country`` - Status Quo: tan Regime Change country.

Jihadist
* ``event.164.country`` - Bloody Thursday: the country losing an Awakening marker.
* ``event.165.country`` - Coup: Resource-1 country with 2+ cells.
* ``event.166.cancel`` - yes/no, asked while Ferguson lapses whenever a US-associated card
  is played (``card=`` the card, ``player=`` the side playing it): cancel that card?
* ``event.169.country`` - Islamic Maghreb: Poor country among Libya, Algeria/Tunisia,
  Morocco, Mali, Nigeria; ``event.169.option`` - ``"cells"`` or ``"funding"``.
* ``event.170.country`` - Theft of State: Poor country with an Awakening marker.
* ``event.172.options`` - Al-Shabaab: two different options among ``"reaction"``,
  ``"cell"``, ``"plot"``, ``"besieged"``, ``"card"``; then ``event.172.reaction`` /
  ``event.172.cell`` / ``event.172.plot`` / ``event.172.besieged`` - the country for that
  option (Somalia, Sudan, Kenya/Tanzania), ``event.172.plot_level`` - ``"1"`` or ``"2"``,
  ``event.172.card`` - Pirates (183), Boko Haram (186) or Islamic Maghreb (169).
* ``event.173.countries`` - Arab Winter: the (up to) 2 countries losing an Awakening marker.
* ``event.175.country`` - Censorship: the country losing up to 2 Awakening markers.
* ``event.176.country`` - Change of State: the country returned to untested.
* ``event.178.country`` - Ghost Soldiers: Civil War / Regime Change country with militia.
* ``event.179.troops_from`` - Korean Crises: once per troop the track cannot supply, the
  country whose troop cube goes to the off-map box (asked of the US, 11.3.4).
"""

from __future__ import annotations

from collections import Counter

from .. import awakening, board, deck, facts, pieces, politics, tracks, us_ops
from ..civil_war import end_civil_war, end_regime_change, start_civil_war
from ..events import event
from ..game import Game
from ..hooks import hook
from ..state import (
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    MAX_FUNDING,
    POOR,
    SOFT,
    UNTESTED,
    US,
    Country,
    GameState,
)
from . import common
from .c181_210 import end_sequestration

TRACK = pieces.TRACK
OFF_MAP = pieces.OFF_MAP

SEQUESTRATION = 184
SMARTPHONES = (211, 212, 213)
FRACKING = 155
BLOODY_THURSDAY = 164
FERGUSON = 166
CENSORSHIP = 175
NATO_MARKER = "NATO"
REGIME_CHANGE_TROOPS = us_ops.REGIME_CHANGE_TROOPS

# Operation Neptune Spear (160): the Jihadist leader cards it may fetch
LEADER_CARDS = (219, 215, 216, 225, 237)  # al-Zawahiri, al-Baghdadi, Abu Sayyaf, Jihadi John, bin Ladin
GULF_UNION = ("Gulf States", "Jordan", "Morocco", "Saudi Arabia", "Yemen")
MAGHREB = ("Algeria/Tunisia", "Libya", "Mali", "Morocco", "Nigeria")
AL_SHABAAB_CARDS = (183, 186, 169)  # Pirates, Boko Haram, Islamic Maghreb


# -- shared helpers --------------------------------------------------------------------------




def smartphones_in_effect(state: GameState) -> bool:
    return any(board.event_in_effect(state, n) for n in SMARTPHONES)


def _muslim_targets(game: Game, number: int, test) -> list[str]:
    return common.targets(game, number, test, muslim_only=True)


def _marker_ok(game: Game, country: Country, kind: str) -> bool:
    """An Awakening/Reaction marker could be placed there now (11.1.4, Arab Winter, supply or 11.2.9)."""
    return awakening.marker_placeable(game, kind, country.name)


def _half_up(n: int) -> int:
    return (n + 1) // 2


# -- 151 UNSCR 2118 ------------------------------------------------------------------------


def _syria_ok(game: Game) -> bool:
    syria = game.state.countries["Syria"]
    return syria.muslim and not syria.untested and common.allowed_target(game, 151, "Syria")


@event(151, playable=lambda game, side: _syria_ok(game),
       effective=lambda game, side: _syria_ok(game) and game.state.countries["Syria"].wmd > 0)
def unscr_2118(game: Game, side: str) -> None:
    """Syria's unavailable WMD leave the game: all of them if Syria is an Ally, else one (11.3.1: +1 prestige each)."""
    syria = game.state.countries["Syria"]
    count = syria.wmd if syria.is_ally() else min(1, syria.wmd)
    if count == 0:
        game.log("  Syria holds no WMD: nothing to remove")
        return
    pieces.destroy_cached_wmd(game, "Syria", count)


# -- 152 Congress Acts -----------------------------------------------------------------------


def _sequestration(game: Game) -> bool:
    return board.event_in_effect(game.state, SEQUESTRATION)


def _congress_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 152, lambda c: c.civil_war)


def _congress_regime_change(game: Game) -> bool:
    return board.troops_on_track(game.state) >= REGIME_CHANGE_TROOPS and bool(_congress_targets(game))


def _congress_playable(game: Game, side: str) -> bool:
    return _sequestration(game) or _congress_regime_change(game)


@event(152, playable=_congress_playable, effective=_congress_playable,
       candidates={"country": lambda game, side: _congress_targets(game)})
def congress_acts(game: Game, side: str) -> None:
    """Sequestration ends (its troops come back); then, with 6+ troops on the track, Regime Change
    in a Civil War country whatever the US posture (the Civil War ends)."""
    if _sequestration(game):
        end_sequestration(game, "Congress Acts")
    if not _congress_regime_change(game):
        game.log("  No Regime Change: fewer than 6 troops on the track or no Civil War country")
        return
    target = common.choose_candidate(game, side, 152, "country",
                                     "Congress Acts: Regime Change in which Civil War country?")
    on_track = board.troops_on_track(game.state)
    count = game.choose_number(side, "event.152.troops", REGIME_CHANGE_TROOPS, on_track,
                               f"Congress Acts: how many troops go from the track into {target}?",
                               card=152, country=target)
    us_ops.regime_change(game, target, TRACK, count, civil_war=True)


# -- 153 / 154 Facebook ----------------------------------------------------------------------


def _facebook_candidates(game: Game, number: int) -> list[str]:
    state = game.state

    def near_awakening(c: Country) -> bool:
        if c.awakening > 0:
            return True
        return any(state.countries[n].muslim and state.countries[n].awakening > 0 for n in board.adjacent(c.name))

    return _muslim_targets(game, number, lambda c: _marker_ok(game, c, "awakening") and near_awakening(c))


def _facebook(number: int):
    def playable(game: Game, side: str) -> bool:
        return smartphones_in_effect(game.state)

    def effective(game: Game, side: str) -> bool:
        return playable(game, side) and bool(_facebook_candidates(game, number))

    @event(number, playable=playable, effective=effective)
    def facebook(game: Game, side: str) -> None:
        """An Awakening marker in each of up to 3 countries that have one or border one (8.1.2: all chosen first)."""
        candidates = _facebook_candidates(game, number)
        if not candidates:
            game.log("  No country can take an Awakening marker")
            return
        count = min(3, len(candidates), awakening.markers_within_reach(game, "awakening", ""))  # 11.2.9
        chosen = common.choose_countries(game, side, number, candidates, count,
                                         f"Facebook: which {count} countries get an Awakening marker?")
        for name in chosen:
            awakening.add_awakening(game, name, 1, "Facebook")

    return facebook


_facebook(153)
_facebook(154)


# -- 155 Fracking ----------------------------------------------------------------------------


@event(155, effective=lambda game, side: True)
def fracking(game: Game, side: str) -> None:
    """Roll prestige and draw a card; while marked, funding drops one more at each end of turn
    (`fracking_lowers_funding`) until Oil Price Spike is next played as an event."""
    tracks.roll_prestige(game, "Fracking")
    drawn = deck.draw(game, side, 1)
    if drawn:
        game.log(f"  {deck.side_name(side)} draws a card")
    else:
        game.log("  The draw pile is empty: no card drawn")


@hook("end_of_turn_funding", FRACKING)
def fracking_lowers_funding(game: Game) -> None:
    """While Fracking is in effect, funding drops one more at the end of each turn (11.3.6 step 1)."""
    if board.event_in_effect(game.state, FRACKING):
        tracks.change_funding(game, -1, "Fracking")


# -- 156 Gulf Union --------------------------------------------------------------------------


def _gulf_place_candidates(game: Game) -> list[str]:
    state = game.state
    names: set[str] = set()
    for member in GULF_UNION:
        names.add(member)
        names.update(n for n in board.adjacent(member) if state.countries[n].muslim and n != "Iran")
    return sorted(n for n in names if common.allowed_target(game, 156, n)
                  and pieces.can_take_militia(state.countries[n]))


def _gulf_members(game: Game) -> list[str]:
    """Gulf Union countries that can hold militia now (the ones a rearrangement may use)."""
    return [n for n in GULF_UNION
            if common.allowed_target(game, 156, n) and pieces.can_take_militia(game.state.countries[n])]


def _gulf_can_place(game: Game) -> bool:
    return board.militia_available(game.state) > 0 and bool(_gulf_place_candidates(game))


def _gulf_can_rearrange(game: Game) -> bool:
    members = _gulf_members(game)
    return len(members) > 1 and any(game.state.countries[n].militia for n in members)


def _gulf_effective(game: Game, side: str) -> bool:
    return _gulf_can_place(game) or _gulf_can_rearrange(game)


@event(156, effective=_gulf_effective, candidates={"country": lambda game, side: _gulf_place_candidates(game)})
def gulf_union(game: Game, side: str) -> None:
    """Up to 4 militia in one Gulf Union country or a Muslim neighbour (never Iran), OR the militia
    inside the Gulf Union countries rearranged among them (11.3.12: an option with effect)."""
    options = {}
    if _gulf_can_place(game):
        options["place"] = "place up to 4 militia in or next to a Gulf Union country"
    if _gulf_can_rearrange(game):
        options["rearrange"] = "rearrange the militia inside the Gulf Union countries"
    if not options:
        game.log("  Gulf Union has no effect: no militia to place or rearrange")
        return
    choice = common.choose_option(game, side, 156, options, "Gulf Union: which effect?")
    if choice == "place":
        target = common.choose_candidate(game, side, 156, "country", "Gulf Union: militia to which country?")
        most = min(4, board.militia_available(game.state))
        count = game.choose_number(side, "event.156.militia", 1, most,
                                   f"Gulf Union: how many militia in {target}?", card=156, country=target)
        pieces.add_militia(game, target, count, "Gulf Union")
        return
    members = _gulf_members(game)
    common.aim(game, *members)
    pool = sum(game.state.countries[n].militia for n in members)
    wanted: dict[str, int] = {}
    left = pool
    for name in members[:-1]:
        wanted[name] = game.choose_number(side, "event.156.rearrange", 0, left,
                                          f"Gulf Union: how many of the {pool} militia end in {name}?",
                                          card=156, country=name, left=left,
                                          present=min(left, game.state.countries[name].militia))
        left -= wanted[name]
    wanted[members[-1]] = left
    # every militia leaves first, so no country ever holds more than the pool allows
    for name in members:
        delta = wanted[name] - game.state.countries[name].militia
        if delta < 0:
            pieces.remove_militia(game, name, -delta, "Gulf Union")
    for name in members:
        delta = wanted[name] - game.state.countries[name].militia
        if delta > 0:
            pieces.add_militia(game, name, delta, "Gulf Union")


# -- 157 Limited Deployment ------------------------------------------------------------------


def _civil_wars(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.civil_war)


def _limited_playable(game: Game, side: str) -> bool:
    return game.state.us_posture == HARD and bool(_civil_wars(game, 157))


@event(157, playable=_limited_playable, effective=_limited_playable)
def limited_deployment(game: Game, side: str) -> None:
    """2 troops from the track and an Aid marker into a Civil War country (Ally or not), and an
    Awakening marker in a neighbouring country (both chosen before anything moves, 8.1.2)."""
    target = common.choose_country(game, side, 157, _civil_wars(game, 157),
                                   "Limited Deployment: which Civil War country?")
    state = game.state
    neighbours = [n for n in board.adjacent(target)
                  if state.countries[n].muslim and common.allowed_target(game, 157, n)
                  and _marker_ok(game, state.countries[n], "awakening")]
    neighbour = None
    if neighbours:
        neighbour = common.choose_country(game, side, 157, neighbours,
                                          f"Limited Deployment: Awakening marker in which neighbour of {target}?",
                                          what="awakening")
    else:
        game.log("  No neighbouring country can take an Awakening marker")
    pieces.move_troops(game, TRACK, target, min(2, board.troops_on_track(state)), "Limited Deployment")
    pieces.add_aid(game, target, 1)
    if neighbour is not None:
        awakening.add_awakening(game, neighbour, 1, "Limited Deployment")


# -- 158 Mass Turnout ------------------------------------------------------------------------


def _mass_turnout_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 158, lambda c: c.regime_change is not None and c.awakening > 0)


def _mass_turnout_playable(game: Game, side: str) -> bool:
    return bool(_mass_turnout_targets(game))


@event(158, playable=_mass_turnout_playable, effective=_mass_turnout_playable)
def mass_turnout(game: Game, side: str) -> None:
    """Governance of a Regime Change country with Awakening improves one level (to Good allowed;
    not a Caliphate country, 11.3.8.4)."""
    target = common.choose_country(game, side, 158, _mass_turnout_targets(game),
                                   "Mass Turnout: which Regime Change country?")
    politics.improve_governance(game, target, 1)


@hook("wins_now", 158)
def mass_turnout_wins(game: Game, side: str) -> bool:
    """For the US: a Fair candidate whose resources, once Good, bring Good resources to 12 (9.1)."""
    state = game.state
    good = board.good_resources(state)
    return side == US and any(state.countries[n].governance == FAIR and good + board.resources(state, state.countries[n]) >= 12
                              for n in _mass_turnout_targets(game))


# -- 159 NATO --------------------------------------------------------------------------------


def _nato_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 159, lambda c: c.regime_change is not None or c.civil_war)


def _nato_playable(game: Game, side: str) -> bool:
    return board.gwot_penalty(game.state) == 0 and bool(_nato_targets(game))


@event(159, playable=_nato_playable, effective=_nato_playable, disposition=lambda game, side: "discard")
def nato(game: Game, side: str) -> None:
    """Aid and the NATO marker (2 troops) in a Regime Change or Civil War country; a NATO marker
    already on the map moves there. The marker is the lasting effect: the card is discarded."""
    target = common.choose_country(game, side, 159, _nato_targets(game),
                                   "NATO: which Regime Change or Civil War country?")
    pieces.add_aid(game, target, 1)
    for other in pieces.countries_with_marker(game, NATO_MARKER):
        if other != target:
            pieces.remove_marker(game, other, NATO_MARKER, every=True)
    pieces.add_marker(game, target, NATO_MARKER)


# -- 160 Operation Neptune Spear -------------------------------------------------------------


def _leaders_discarded(game: Game) -> list[int]:
    return [n for n in LEADER_CARDS if n in game.state.discard]


def _neptune_playable(game: Game, side: str) -> bool:
    return bool(_leaders_discarded(game))


@event(160, playable=_neptune_playable, effective=_neptune_playable)
def operation_neptune_spear(game: Game, side: str) -> None:
    """Take one Jihadist leader card from the discard pile into hand."""
    common.take_from_discard(game, side, 160, _leaders_discarded(game),
                             "Operation Neptune Spear: which leader card do you take?")


# -- 161 PRISM -------------------------------------------------------------------------------


def _prism_sleepers(game: Game) -> dict[str, int]:
    return {n: c.sleepers for n, c in game.state.countries.items()
            if c.sleepers and common.allowed_target(game, 161, n)}


def _prism_plots(game: Game) -> list[str]:
    return common.targets(game, 161, lambda c: bool(c.plots))


def _prism_effective(game: Game, side: str) -> bool:
    return bool(_prism_sleepers(game)) or bool(_prism_plots(game)) or game.state.prestige > 1


def _prism_alerts(game: Game, name: str, plot) -> bool:
    """PRISM can alert every plot on the map (not under Truce)."""
    return common.allowed_target(game, 161, name)


def _prism_sleeper_cells(game: Game) -> list[str]:
    """The sleeper cells PRISM may flip, a country named once per cell (none under a Truce)."""
    eligible = _prism_sleepers(game)
    return [name for name in sorted(eligible) for _ in range(eligible[name])]


@event(161, effective=_prism_effective, alerts_plot=_prism_alerts,
       candidates={"sleepers": lambda game, side: _prism_sleeper_cells(game)})
def prism(game: Game, side: str) -> None:
    """Half the sleeper cells on the map (rounded up) turn active, OR every plot is alerted;
    then prestige -1 either way (11.3.12: an option with effect is chosen when one exists)."""
    options = {}
    if _prism_sleepers(game):
        options["activate"] = "activate half the sleeper cells on the map (rounded up)"
    if _prism_plots(game):
        options["alert"] = "alert every plot on the map"
    if options:
        choice = common.choose_option(game, side, 161, options, "PRISM: which effect?")
        if choice == "activate":
            cells = _prism_sleeper_cells(game)
            on_map = sum(c.sleepers for c in game.state.countries.values())
            count = min(_half_up(on_map), len(cells))
            chosen = common.choose_countries(game, side, 161, cells, count,
                                             f"PRISM: which {count} sleeper cells turn active?", what="sleepers")
            for name, n in sorted(Counter(chosen).items()):
                pieces.flip_sleepers(game, name, n)
        else:
            for name in _prism_plots(game):
                for plot in list(game.state.countries[name].plots):
                    us_ops.alert(game, name, plot)
    else:
        game.log("  No sleeper cells or plots on the map")
    tracks.change_prestige(game, -1, "PRISM")


# -- 162 SCAF --------------------------------------------------------------------------------


def _scaf_candidates(game: Game) -> list[str]:
    return _muslim_targets(game, 162, lambda c: c.name not in ("Iran", "Syria") and c.awakening > 0
                           and c.reaction > 0)


def _scaf_playable(game: Game, side: str) -> bool:
    return bool(_scaf_candidates(game))


def _scaf_effective(game: Game, side: str) -> bool:
    countries = game.state.countries
    return any(not (countries[n].is_fair() and countries[n].is_ally() and countries[n].cells == 0)
               for n in _scaf_candidates(game))


@event(162, playable=_scaf_playable, effective=_scaf_effective,
       candidates={"country": lambda game, side: _scaf_candidates(game)})
def scaf(game: Game, side: str) -> None:
    """The country becomes Fair Ally (Poor improves, 11.1.5 applies), and each of its cells is
    replaced by a Reaction marker (the cells go to the track, leaving a cadre, 4.8.4)."""
    target = common.choose_candidate(game, side, 162, "country", "SCAF: which country with Awakening and Reaction markers?")
    country = game.state.countries[target]
    politics.set_alignment(game, target, ALLY)
    politics.set_governance(game, target, FAIR)
    cells = country.cells
    if cells:
        pieces.remove_cells(game, target, actives=country.actives, sleepers=country.sleepers, why="SCAF")
        awakening.add_reaction(game, target, cells, "SCAF")


# -- 163 Status Quo --------------------------------------------------------------------------


def _status_quo_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 163, lambda c: c.regime_change == "tan"
                           and board.troops_and_militia(c) >= 2 * c.cells)


def _status_quo_playable(game: Game, side: str) -> bool:
    return bool(_status_quo_targets(game))


@event(163, playable=_status_quo_playable, effective=_status_quo_playable)
def status_quo(game: Game, side: str) -> None:
    """A tan Regime Change country whose troops + militia are at least twice its cells loses the
    marker and becomes an Ally; everything else stays (not a Caliphate country, 11.3.8.4)."""
    target = common.choose_country(game, side, 163, _status_quo_targets(game),
                                   "Status Quo: which Regime Change country?")
    end_regime_change(game, target)
    politics.set_alignment(game, target, ALLY)


# -- 164 Bloody Thursday ---------------------------------------------------------------------


def _awakening_countries(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.awakening > 0)


@event(164, effective=lambda game, side: (not board.event_in_effect(game.state, BLOODY_THURSDAY)
                                          or bool(_awakening_countries(game, 164))))
def bloody_thursday(game: Game, side: str) -> None:
    """An Awakening marker is removed; the card stays marked (Pearl Roundabout, 124, reads it)."""
    candidates = _awakening_countries(game, 164)
    if not candidates:
        game.log("  No Awakening marker on the map")
        return
    target = common.choose_country(game, side, 164, candidates, "Bloody Thursday: remove an Awakening marker where?")
    awakening.remove_awakening(game, target, 1, "Bloody Thursday")


# -- 165 Coup --------------------------------------------------------------------------------


def _coup_targets(game: Game) -> list[str]:
    state = game.state
    return _muslim_targets(game, 165, lambda c: board.resources(state, c) == 1 and c.cells >= 2)


def _coup_playable(game: Game, side: str) -> bool:
    return bool(_coup_targets(game))


def _coup_effective(game: Game, side: str) -> bool:
    countries = game.state.countries
    return any(not (countries[n].civil_war and countries[n].besieged) for n in _coup_targets(game))


@event(165, playable=_coup_playable, effective=_coup_effective,
       candidates={"country": lambda game, side: _coup_targets(game)})
def coup(game: Game, side: str) -> None:
    """Civil War (11.2.2) and a Besieged Regime marker in a Resource-1 country with 2+ cells."""
    target = common.choose_candidate(game, side, 165, "country", "Coup: which Resource-1 country with 2 or more cells?")
    country = game.state.countries[target]
    if not country.civil_war:
        start_civil_war(game, target)
    pieces.set_besieged(game, target, True)


# -- 166 Ferguson ----------------------------------------------------------------------------


def _ferguson_effective(game: Game, side: str) -> bool:
    """Something it could cancel: a card in the US hand, or a US card in the Jihadist's."""
    return bool(game.state.hands[US]) or bool(deck.hand_options(game, JIHADIST, lambda n: deck.card(n).association == US))


@event(166, effective=_ferguson_effective)
def ferguson(game: Game, side: str) -> None:
    """Lapsing: the Jihadist may cancel the next US-associated card played this turn (`ferguson_cancels`)."""
    game.log("  Until the end of the turn the Jihadist may cancel one US-associated card as it is played")


@hook("cancels_card", FERGUSON)
def ferguson_cancels(game: Game, player: str, number: int) -> bool:
    """While Ferguson (166) lapses, the Jihadist may cancel a US-associated card `player` has just played.

    A cancelled card is discarded with neither event nor Ops, yet still counts as the
    action phase's card (the caller discards it); Ferguson then ends. Asked as
    ``event.166.cancel``. Returns True when the card is cancelled.
    """
    if FERGUSON not in game.state.lapsing or deck.card(number).association != US:
        return False
    if not game.confirm(JIHADIST, "event.166.cancel",
                        f"Ferguson: cancel {deck.card(number).name}, just played by the {deck.side_name(player)}?",
                        card=number, player=player):
        return False
    game.log(f"  Ferguson: {deck.card(number).name} is cancelled - discarded with no event and no Ops")
    deck.end_event(game, FERGUSON)
    return True


# -- 167 Houthi Rebels -----------------------------------------------------------------------


def _houthi_playable(game: Game, side: str) -> bool:
    yemen = game.state.countries["Yemen"]
    iran = game.state.countries["Iran"]
    return yemen.is_poor() and not iran.is_ally() and common.allowed_target(game, 167, "Yemen")


def _houthi_effective(game: Game, side: str) -> bool:
    yemen = game.state.countries["Yemen"]
    return _houthi_playable(game, side) and (not yemen.civil_war or board.cells_available(game.state) > 0)


@event(167, playable=_houthi_playable, effective=_houthi_effective)
def houthi_rebels(game: Game, side: str) -> None:
    """2 cells in Yemen, then Yemen is in Civil War."""
    common.place_cells(game, 167, "Yemen", 2)
    if not game.state.countries["Yemen"].civil_war:
        start_civil_war(game, "Yemen")


# -- 168 IEDs --------------------------------------------------------------------------------


def _ieds_playable(game: Game, side: str) -> bool:
    return bool(common.names_where(game, lambda c: (c.regime_change is not None or c.civil_war)
                                   and c.cells > 0 and board.total_troops(c) > 0, muslim_only=True))


@event(168, playable=_ieds_playable,
       effective=lambda game, side: _ieds_playable(game, side) and bool(game.state.hands[US]))
def ieds(game: Game, side: str) -> None:
    """The US discards a card at random."""
    common.discard_random(game, US)


# -- 169 Islamic Maghreb ---------------------------------------------------------------------


def _maghreb_targets(game: Game) -> list[str]:
    return [n for n in MAGHREB
            if game.state.countries[n].governance == POOR and common.allowed_target(game, 169, n)]


def _maghreb_amount(game: Game, name: str) -> int:
    country = game.state.countries[name]
    bigger = country.muslim and (country.civil_war or board.is_caliphate_member(game.state, name))
    return 2 if bigger else 1


@event(169, playable=lambda game, side: bool(_maghreb_targets(game)), effective=lambda game, side: True)
def islamic_maghreb(game: Game, side: str) -> None:
    """1 cell or +1 funding (2 in Civil War / Caliphate) for a Poor Maghreb country (11.3.12); Serbia's
    posture is rolled; while it lapses Travel to Schengen countries rolls (jihadist_ops reads it)."""
    target = common.choose_country(game, side, 169, _maghreb_targets(game), "Islamic Maghreb: which Poor country?")
    amount = _maghreb_amount(game, target)
    options = {}
    if board.cells_available(game.state) > 0:
        options["cells"] = f"place {amount} cell{'s' if amount > 1 else ''} in {target}"
    if game.state.funding < MAX_FUNDING:
        options["funding"] = f"funding +{amount}"
    if options:
        choice = common.choose_option(game, side, 169, options, "Islamic Maghreb: cells or funding?")
        if choice == "cells":
            common.place_cells(game, 169, target, amount)
        else:
            tracks.change_funding(game, amount, "Islamic Maghreb")
    else:
        game.log("  No cell to place and funding is at its maximum")
    common.aim(game, "Serbia")
    politics.roll_posture(game, "Serbia")
    game.log("  Travel to or within Schengen countries rolls for the rest of the turn")


# -- 170 Theft of State ----------------------------------------------------------------------


def _theft_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 170, lambda c: c.is_poor() and c.awakening > 0)


def _theft_playable(game: Game, side: str) -> bool:
    return not awakening.markers_blocked(game) and bool(_theft_targets(game))


@event(170, playable=_theft_playable, effective=_theft_playable)
def theft_of_state(game: Game, side: str) -> None:
    """In a Poor country an Awakening marker is replaced by a Reaction marker."""
    target = common.choose_country(game, side, 170, _theft_targets(game),
                                   "Theft of State: which Poor country with an Awakening marker?")
    awakening.remove_awakening(game, target, 1, "Theft of State")
    awakening.add_reaction(game, target, 1, "Theft of State")


# -- 171 Abu Ghraib Jail Break ---------------------------------------------------------------


def _abu_ghraib_playable(game: Game, side: str) -> bool:
    return common.allowed_target(game, 171, "Iraq")


def _abu_ghraib_effective(game: Game, side: str) -> bool:
    iraq = game.state.countries["Iraq"]
    return _abu_ghraib_playable(game, side) and (
        board.cells_available(game.state) > 0 or game.state.prestige > 1
        or _marker_ok(game, iraq, "reaction"))


@event(171, playable=_abu_ghraib_playable, effective=_abu_ghraib_effective)
def abu_ghraib_jail_break(game: Game, side: str) -> None:
    """An active cell and a Reaction marker in Iraq; prestige -1."""
    common.place_cells(game, 171, "Iraq", 1, active=True)
    awakening.add_reaction(game, "Iraq", 1, "Abu Ghraib Jail Break")
    tracks.change_prestige(game, -1, "Abu Ghraib Jail Break")


# -- 172 Al-Shabaab --------------------------------------------------------------------------


def _shabaab_countries(game: Game) -> list[str]:
    region = ["Somalia"] + [n for n in board.adjacent("Somalia") if _is_african(n)]
    return sorted(n for n in region if common.allowed_target(game, 172, n))


def _is_african(name: str) -> bool:
    return facts.countries()[name].region == "africa"


def _shabaab_targets(game: Game, option: str) -> list[str]:
    state = game.state
    names = _shabaab_countries(game)
    if option == "reaction":
        return [n for n in names if state.countries[n].muslim and _marker_ok(game, state.countries[n], "reaction")]
    if option == "cell":
        return names if board.cells_available(state) > 0 else []
    if option == "plot":
        return names if any(p in state.plots_available for p in ("1", "2")) else []
    if option == "besieged":
        return [n for n in names if state.countries[n].muslim and not state.countries[n].besieged
                and state.countries[n].governance not in (GOOD, ISLAMIST_RULE)]
    return []


def _shabaab_cards(game: Game) -> list[int]:
    return [n for n in AL_SHABAAB_CARDS if n in game.state.discard]


SHABAAB_OPTIONS = {
    "reaction": "a Reaction marker",
    "cell": "a cell",
    "plot": "a level 1 or 2 plot",
    "besieged": "a Besieged Regime marker",
    "card": "Pirates, Boko Haram or Islamic Maghreb from the discard pile",
}


def _shabaab_options(game: Game) -> list[str]:
    result = [o for o in SHABAAB_OPTIONS if o != "card" and _shabaab_targets(game, o)]
    if _shabaab_cards(game):
        result.append("card")
    return result


@event(172, effective=lambda game, side: bool(_shabaab_options(game)))
def al_shabaab(game: Game, side: str) -> None:
    """Two different options (11.3.11) in Somalia or its African neighbours: a Reaction marker, a cell,
    a level 1 or 2 plot, a Besieged Regime marker, or one of three cards from the discard pile."""
    available = _shabaab_options(game)
    if not available:
        game.log("  Al-Shabaab has no effect: none of its options is possible")
        return
    chosen = game.choose_many(side, "event.172.options", available, 2, "Al-Shabaab: which two options?",
                              labels={o: SHABAAB_OPTIONS[o] for o in available}, card=172)
    for option in chosen:
        if option == "card":
            common.take_from_discard(game, side, 172, _shabaab_cards(game),
                                     "Al-Shabaab: which card do you take from the discard pile?")
            continue
        targets = _shabaab_targets(game, option)
        if not targets:
            game.log(f"  Al-Shabaab: {SHABAAB_OPTIONS[option]} can no longer be placed")
            continue
        target = common.choose_country(game, side, 172, targets, f"Al-Shabaab: {SHABAAB_OPTIONS[option]} where?",
                                       what=option)
        if option == "reaction":
            awakening.add_reaction(game, target, 1, "Al-Shabaab")
        elif option == "cell":
            common.place_cells(game, 172, target, 1)
        elif option == "besieged":
            pieces.set_besieged(game, target, True)
        else:
            levels = sorted({p for p in game.state.plots_available if p in ("1", "2")})
            level = game.choose(side, "event.172.plot_level", levels, f"Al-Shabaab: which plot in {target}?",
                                labels={p: f"plot {p}" for p in levels}, card=172, country=target)
            pieces.place_plot(game, target, level, face_up=game.is_bot(US))


# -- 173 Arab Winter -------------------------------------------------------------------------


@event(173, effective=lambda game, side: True)
def arab_winter(game: Game, side: str) -> None:
    """An Awakening marker leaves each of up to 2 countries; while it lapses no Awakening or
    Reaction marker may be placed (awakening reads it)."""
    candidates = _awakening_countries(game, 173)
    if candidates:
        chosen = common.choose_countries(game, side, 173, candidates, 2,
                                         "Arab Winter: remove an Awakening marker from which countries?")
        for name in chosen:
            awakening.remove_awakening(game, name, 1, "Arab Winter")
    else:
        game.log("  No Awakening marker on the map")
    game.log("  No Awakening or Reaction marker may be placed for the rest of the turn")


# -- 174 Boston Marathon ---------------------------------------------------------------------


@event(174, effective=lambda game, side: True)
def boston_marathon(game: Game, side: str) -> None:
    """Roll the US posture; funding +1; roll the Caucasus posture."""
    tracks.roll_us_posture(game, "Boston Marathon")
    tracks.change_funding(game, 1, "Boston Marathon")
    common.aim(game, "Caucasus")
    politics.roll_posture(game, "Caucasus")


# -- 175 Censorship --------------------------------------------------------------------------


@event(175, effective=lambda game, side: True)
def censorship(game: Game, side: str) -> None:
    """Up to 2 Awakening markers leave one country; Smartphones stops being in effect (its marker
    leaves the Events in Play box), so Facebook cannot be played until Smartphones is played again."""
    candidates = _awakening_countries(game, 175)
    if candidates:
        target = common.choose_country(game, side, 175, candidates,
                                       "Censorship: remove up to 2 Awakening markers from which country?")
        awakening.remove_awakening(game, target, min(2, game.state.countries[target].awakening), "Censorship")
    else:
        game.log("  No Awakening marker on the map")
    for number in SMARTPHONES:
        deck.end_event(game, number)


# -- 176 Change of State ---------------------------------------------------------------------


def _change_of_state_targets(game: Game) -> list[str]:
    def ok(c: Country) -> bool:
        kind_ok = c.name in ("Jordan", "Morocco") or (c.shia_mix and not c.untested)
        return kind_ok and c.governance not in (GOOD, ISLAMIST_RULE) and not c.civil_war and c.regime_change is None

    return _muslim_targets(game, 176, ok)


@event(176, playable=lambda game, side: bool(_change_of_state_targets(game)),
       effective=lambda game, side: any(game.state.countries[n].governance != UNTESTED
                                        for n in _change_of_state_targets(game)),
       candidates={"country": lambda game, side: _change_of_state_targets(game)})
def change_of_state(game: Game, side: str) -> None:
    """Every piece and marker leaves the country and it is untested again (its cached WMD stay)."""
    target = common.choose_candidate(game, side, 176, "country", "Change of State: which country becomes untested?")
    revert_to_untested(game, target, "Change of State")


def revert_to_untested(game: Game, name: str, why: str) -> None:
    """Clear a Muslim country: cells (no cadre left), cadre, troops, militia, plots (back to
    available), aid, Besieged Regime, Awakening, Reaction, event markers; then untested."""
    country = game.state.countries[name]
    pieces.remove_cells(game, name, actives=country.actives, sleepers=country.sleepers, cadre=False, why=why)
    pieces.remove_cadre(game, name)
    pieces.remove_troops(game, name, country.troops, why)
    pieces.remove_militia(game, name, country.militia, why)
    for plot in list(country.plots):
        pieces.remove_plot(game, name, plot, to="available", why=why)
    pieces.remove_aid(game, name, country.aid)
    pieces.set_besieged(game, name, False)
    awakening.remove_awakening(game, name, country.awakening, why)
    awakening.remove_reaction(game, name, country.reaction, why)
    for marker in sorted(set(country.markers)):
        pieces.remove_marker(game, name, marker, every=True)
    end_regime_change(game, name)
    end_civil_war(game, name)
    politics.make_untested(game, name)


# -- 177 Gaza Rockets ------------------------------------------------------------------------


def _gaza_effective(game: Game, side: str) -> bool:
    return "1" in game.state.plots_available or game.state.funding > 1


@event(177, effective=_gaza_effective)
def gaza_rockets(game: Game, side: str) -> None:
    """Up to 2 level-1 plots (face up) in Israel; funding -1."""
    count = min(2, game.state.plots_available.count("1"))
    for _ in range(count):
        pieces.place_plot(game, "Israel", "1", face_up=True)
    if count == 0:
        game.log("  No level 1 plot is available")
    tracks.change_funding(game, -1, "Gaza Rockets")


# -- 178 Ghost Soldiers ----------------------------------------------------------------------


def _ghost_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 178, lambda c: c.militia > 0 and (c.civil_war or c.regime_change is not None))


def _ghost_playable(game: Game, side: str) -> bool:
    return bool(_ghost_targets(game))


@event(178, playable=_ghost_playable, effective=_ghost_playable)
def ghost_soldiers(game: Game, side: str) -> None:
    """Half the militia (rounded up) leave a Civil War or Regime Change country."""
    target = common.choose_country(game, side, 178, _ghost_targets(game),
                                   "Ghost Soldiers: which Civil War or Regime Change country?")
    militia = game.state.countries[target].militia
    pieces.remove_militia(game, target, _half_up(militia), "Ghost Soldiers")


# -- 179 Korean Crises -----------------------------------------------------------------------


def _opposite(posture: str) -> str:
    return SOFT if posture == HARD else HARD


KOREAN_CRISES = 179
KOREAN_TROOPS = 2


def _korean_playable(game: Game, side: str) -> bool:
    return common.troops_off_map_possible(game, KOREAN_CRISES)


@event(KOREAN_CRISES, playable=_korean_playable, effective=_korean_playable)
def korean_crises(game: Game, side: str) -> None:
    """2 troops (from the track first, then countries the US picks, 11.3.4) to the off-map box until
    the card lapses (they come back after the deal: `korean_troops_return`); China's posture is set
    opposite to the US posture."""
    common.troops_to_off_map(game, KOREAN_CRISES, US, KOREAN_TROOPS)
    common.aim(game, "China")
    politics.set_posture(game, "China", _opposite(game.state.us_posture))


@hook("lapse_ends", KOREAN_CRISES)
def korean_troops_return(game: Game, number: int) -> None:
    """The troops Korean Crises sent off the map come back as it lapses - after the deal, so they still
    counted against the US hand (11.3.4)."""
    common.troops_back_from_off_map(game, number, KOREAN_TROOPS)


# -- 180 Mosul Central Bank ------------------------------------------------------------------


def _mosul_playable(game: Game, side: str) -> bool:
    return bool(common.names_where(game, lambda c: c.civil_war and c.cells > 0, muslim_only=True))


@event(180, playable=_mosul_playable,
       effective=lambda game, side: _mosul_playable(game, side) and game.state.funding < MAX_FUNDING)
def mosul_central_bank(game: Game, side: str) -> None:
    """Funding +2."""
    tracks.change_funding(game, 2, "Mosul Central Bank")
