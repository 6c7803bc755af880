"""Event cards 181-210: the last Jihadist events (181-199) and the first unassociated ones (200-210).

Each card registers its printed condition (`playable`), its effect, a fast `effective`
check (12.4.1 / 13.4.2: the Bots treat an event without effect as unplayable) and, where
its fate differs from the card table, a `disposition`. Lasting effects:

* Pirates (183) and Sequestration (184) are Mark + Remove cards: the card leaves the game
  and a global marker named after the card's title stays in ``state.markers`` (read by their
  hooks below - the end-of-turn funding, a WMD plot resolved, the off-map troops - and by
  Congress Acts).
* Training Camps (196) is a country marker; its card is discarded (as the country-marker events
  Advisors 121, UNSCR 1973 150, NATO 159 and Operation Serval 226 are).
* US Consulate Attacked (199) and a US Ebola Scare (204) sit in ``state.lapsing``.
* Critical Middle (200) never reaches the discard pile: `deck.discard` puts it in the
  middle of the draw pile (after its event, its Ops, its reserves or a discard from hand).

Cards read here: Maersk Alabama (140) blocks Pirates; a "Trade Embargo (US)" marker on Iran
(232) blocks NPT Safeguards Ignored; Arab Winter (173) blocks markers (through `awakening`).

A card discarded from a hand by these events fires its automatic event (US Election, 240);
for Quagmire (192) a playable Jihadist event on a US discard also takes effect.

Decisions (``event.<card>.<what>``; who decides: the side playing the event unless said):

* ``event.182.country`` - the Hard Schengen country hit by Paris Attacks (tan die 6 or above).
* ``event.184.card`` - US: the card taken from the discard pile (only Obama Doctrine when it is
  there); ``event.184.troops_from`` - the country the next troop leaves when the track is empty.
* ``event.185.country`` - the country with troops.
* ``event.186.option`` - ``"plot"`` or ``"cells"``; ``event.186.plot`` - ``"2"``/``"3"`` (`jihadist_ops.choose_plot_marker`);
  ``event.186.cells`` - how many cells (1-3); ``event.186.reclaim`` - yes/no: take the card
  back; ``event.186.discard`` - the non-US 3-Ops card discarded for it.
* ``event.187.country`` - the Regime Change / Civil War country.
* ``event.189.countries`` - three countries without cells.
* ``event.190.country``; ``event.190.actives_removed`` (number); ``event.190.plot_marker`` - each of
  two available plot markers in turn (`jihadist_ops.choose_plot_marker`, where every plot marker is chosen).
* ``event.191.countries`` - up to two countries (a country may be named twice) for Reaction.
* ``event.193.countries`` - two untested Muslim countries (the first named is served first).
* ``event.195.country``; ``event.195.actives_removed``; ``event.195.plot_marker`` - each of two non-WMD plots.
* ``event.196.country`` - where the Training Camps go.
* ``event.197.card`` - the card taken from the removed pile.
* ``event.198.country`` - the country shifted toward Adversary; ``event.198.posture_country``
  and ``event.198.posture`` (``"hard"``/``"soft"``).
* ``event.200.country``; ``event.200.option`` - US ``"awakening"``/``"shift"``, Jihadist
  ``"cells"``/``"shift"``; ``event.200.count`` - how many cells (1-2); ``event.200.source`` -
  ``"track"`` or a country for each cell; ``event.200.kind`` - ``"active"``/``"sleeper"``.
* ``event.201.option`` - ``"militia"``/``"cells"``; ``event.201.country``.
* ``event.202.option`` - ``"reserves"``, ``"posture"``, ``"place_cadre"``, ``"remove_cadre"``;
  ``event.202.country``; ``event.202.posture``.
* ``event.203.option`` - ``"awakening"``/``"reaction"``.
* ``event.204.troops_from`` - US: the country the troop leaves when the track is empty.
* ``event.205.country``; ``event.205.option`` (``add_aid``, ``remove_aid``, ``add_besieged``,
  ``remove_besieged``, ``add_awakening``, ``remove_awakening``, ``add_reaction``,
  ``remove_reaction``, ``add_posture``, ``remove_posture``, ``place_units``, ``remove_units``);
  ``event.205.posture``; ``event.205.units`` - ``(militia, cells)``; ``event.205.actives_removed``.
* ``event.206.option`` - ``"awakening"``/``"reaction"``; ``event.206.country``.
* ``event.207.country``; ``event.207.option`` - US ``"cell"``/``"cadre"``/``"plot"``,
  Jihadist ``"cell"``/``"plot"``; ``event.207.plot`` - a face-up plot's kind or ``"face down"``;
  ``event.207.actives_removed``.
* ``event.209.option`` - ``"militia"``/``"cells"``; ``event.209.country``;
  ``event.209.actives_removed``.
* ``event.210.option`` - ``"awakening"``/``"reaction"``; ``event.210.country``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import awakening, board, civil_war, deck, facts, jihadist_ops, pieces, politics, tracks, us_ops
from ..cardplay import fire_auto_trigger, trigger_event
from ..events import event
from ..game import Game
from ..hooks import hook
from ..state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    NEUTRAL,
    PLOT_WMD,
    POOR,
    SOFT,
    US,
    Country,
    GameState,
    PlotMarker,
    other_side,
    plot_value,
)
from ..wording import a_marker
from . import common

MAERSK_ALABAMA = 140
PIRATES = 183
SEQUESTRATION = 184
SEQUESTRATION_TROOPS = 3
EBOLA_SCARE = 204
OBAMA_DOCTRINE = 143
TRADE_EMBARGO_US = "Trade Embargo (US)"
TRAINING_CAMPS_MARKER = "Training Camps"
UNCONFIRMED_CARDS = (215, 216, 219, 225, 237)  # al-Baghdadi, Abu Sayyaf, al-Zawahiri, Jihadi John, bin Ladin
# troop-like markers and the marked card that carries each (al-Maliki removes them)
TROOP_MARKER_CARDS = {"NATO": 159, "UNSCR 1973": 150, "Operation Serval": 226}
PARIS_TARGETS = ("United States", "Canada", "United Kingdom", "Benelux", "France")  # tan die 1-5; 6 = Schengen
# black die -> (plots, active cells) placed by Paris Attacks
PARIS_PAYLOADS: dict[int, tuple[tuple[str, ...], int]] = {
    1: (("1", "2"), 0),
    2: (("3",), 2),
    3: (("2",), 1),
    4: (("2",), 0),
    5: (("1",), 1),
    6: (("1",), 0),
}
ERDOGAN_COUNTRIES = ("Caucasus", "Iran", "Iraq", "Serbia", "Syria", "Turkey")  # Turkey + non-Schengen neighbours but Russia
CYBER_POSTURE_COUNTRIES = ("China", "India", "Russia")
TRACK = "track"
FACE_DOWN = "face down"
MARKER_KINDS = ("awakening", "reaction")
US_COUNTRY = "United States"


# -- shared helpers ------------------------------------------------------------------------




def marker_allowed(game: Game, country: Country, kind: str) -> bool:
    """An Awakening/Reaction marker could go in `country` now (11.1.4, Arab Winter, the supply or a
    marker to move, 11.2.9: `awakening.marker_placeable`)."""
    return awakening.marker_placeable(game, kind, country.name)



def discard_from_hand(game: Game, side: str, number: int, *, trigger_jihadist: bool = False) -> None:
    """A card leaves `side`'s hand for the discard pile, firing what a discard fires.

    An automatic event (US Election) always occurs when its card is discarded; with
    `trigger_jihadist` (Quagmire) a playable Jihadist-associated event on it occurs too, and
    the card then goes wherever that event sends it.
    """
    card = deck.card(number)
    deck.play(game, number)  # face up while its event may go off
    game.log(f"  {deck.side_name(side)} discards {card.name}")
    if card.auto_trigger:
        fire_auto_trigger(game, side, number)
    elif trigger_jihadist and card.association == JIHADIST:
        trigger_event(game, JIHADIST, number)
    if deck.unsettled(game, number):
        deck.discard(game, number)


def us_discards_at_random(game: Game, count: int, *, trigger_jihadist: bool = False) -> list[int]:
    """The US discards `count` cards picked at random (all picked before any is resolved; a US Bot's
    are its top cards, `deck.random_picks_from_hand`)."""
    if not game.state.hands[US]:
        game.log("  The US hand is empty: nothing to discard")
        return []
    picked = deck.random_picks_from_hand(game, US, count, "Random discard")
    for number in picked:
        if number in game.state.hands[US]:
            discard_from_hand(game, US, number, trigger_jihadist=trigger_jihadist)
    return picked


def choose_plots(game: Game, number: int, name: str, count: int, options: Iterable[str]) -> list[str]:
    """Up to `count` of the listed available plot markers, picked by the Jihadist one at a time
    (``event.<N>.plot_marker``) where every plot marker is chosen (`jihadist_ops.choose_plot_marker`)."""
    pool = sorted(options, key=plot_value)
    picked: list[str] = []
    for _ in range(min(count, len(pool))):
        kind = jihadist_ops.choose_plot_marker(game, name, pool, purpose=f"event.{number}.plot_marker", card=number)
        pool.remove(kind)
        picked.append(kind)
    return picked


def place_plots(game: Game, name: str, kinds: Iterable[str], *, face_up: bool | None = None) -> int:
    """Put the chosen available plots in `name` (face up against the US Bot, 13.3.3)."""
    placed = 0
    for kind in kinds:
        if kind in game.state.plots_available:
            pieces.place_plot(game, name, kind, face_up=game.is_bot(US) if face_up is None else face_up)
            placed += 1
        else:
            game.log(f"  No plot {kind} is available")
    return placed


def choose_plot_on_map(game: Game, side: str, number: int, name: str) -> PlotMarker:
    """A plot in `name`: a face-up one by its kind, or one of the face-down ones at random."""
    plots = game.state.countries[name].plots
    face_up = sorted({p.kind for p in plots if p.face_up}, key=plot_value)
    hidden = [p for p in plots if not p.face_up]
    options = face_up + ([FACE_DOWN] if hidden else [])
    choice = game.choose(side, f"event.{number}.plot", options, f"Which plot in {name}?", card=number, country=name)
    if choice == FACE_DOWN:
        return game.random_pick(hidden)
    return next(p for p in plots if p.face_up and p.kind == choice)


def choose_posture(game: Game, side: str, number: int, name: str, what: str = "posture") -> str:
    """Hard or Soft for a non-Muslim country; only postures that change it are offered."""
    current = game.state.countries[name].posture
    options = [p for p in (HARD, SOFT) if p != current]
    return game.choose(side, f"event.{number}.{what}", options, f"Which posture for {name}?",
                       labels={HARD: "Hard", SOFT: "Soft"}, card=number, country=name)


def pick_country_then(game: Game, side: str, number: int, candidates: list[str],
                      works: Callable[[str], bool], prompt: str) -> str | None:
    """Choose a country, preferring those where the event does something (11.3.12)."""
    if not candidates:
        return None
    useful = [n for n in candidates if works(n)]
    return common.choose_country(game, side, number, useful or candidates, prompt)


def offer(game: Game, side: str, number: int, options: dict[str, str], prompt: str, what: str = "option",
          **info) -> str | None:
    """An 'OR' choice among the options that would have an effect (none: nothing happens)."""
    if not options:
        game.log(f"  {deck.card(number).title}: nothing can be done")
        return None
    return common.choose_option(game, side, number, options, prompt, what=what, **info)


# -- 181 NPT Safeguards Ignored ---------------------------------------------------------------


def _npt_playable(game: Game, side: str) -> bool:
    iran = game.state.countries["Iran"]
    return (iran.cells > 0 and TRADE_EMBARGO_US not in iran.markers and TRADE_EMBARGO_US not in game.state.markers
            and common.allowed_target(game, 181, "Iran"))


@event(181, playable=_npt_playable, effective=_npt_playable, disposition=lambda game, side: "discard")
def npt_safeguards_ignored(game: Game, side: str) -> None:
    """1-3: Iran's WMD become available plots and the card leaves the game (11.3.1); 4-6: the cell in Iran dies."""
    die = game.roll("NPT Safeguards Ignored")
    if die <= 3:
        game.log("  NPT Safeguards Ignored succeeds")
        pieces.release_wmd(game, "Iran")
        deck.remove_from_game(game, 181)  # removed only after a success; otherwise discarded
    else:
        game.log("  NPT Safeguards Ignored fails: the cell in Iran is eliminated")
        common.remove_cells(game, JIHADIST, 181, "Iran", 1)


# -- 182 Paris Attacks ------------------------------------------------------------------------


def _hard(game: Game, name: str) -> bool:
    return board.posture_of(game.state, name) == HARD and common.allowed_target(game, 182, name)


def _hard_schengen(game: Game) -> list[str]:
    return sorted(n for n, f in facts.countries().items() if f.schengen and _hard(game, n))


def _paris_playable(game: Game, side: str) -> bool:
    return any(_hard(game, n) for n in PARIS_TARGETS) or bool(_hard_schengen(game))


def _paris_effective(game: Game, side: str) -> bool:
    return _paris_playable(game, side) and (board.cells_available(game.state) > 0 or bool(game.state.plots_available))


@event(182, playable=_paris_playable, effective=_paris_effective)
def paris_attacks(game: Game, side: str) -> None:
    """Tan die picks the target (the next Hard result up the list), black die the plots and active cells."""
    tan = game.roll("Paris Attacks target (tan die)")
    black = game.roll("Paris Attacks payload (black die)")
    target = None
    for result in range(tan, 7):
        if result <= len(PARIS_TARGETS):
            name = PARIS_TARGETS[result - 1]
            if _hard(game, name):
                target = name
                break
        else:
            schengen = _hard_schengen(game)
            if schengen:
                target = common.choose_country(game, JIHADIST, 182, schengen, "Paris Attacks: which Hard Schengen country?")
            break
    if target is None:
        game.log("  Paris Attacks: no Hard country at or above the tan die's result: no effect")
        return
    game.log(f"  Paris Attacks strike {target}")
    plots, cells = PARIS_PAYLOADS[black]
    place_plots(game, target, plots, face_up=True)  # the die shows which plots they are
    if cells:
        common.place_cells(game, 182, target, cells, active=True)


# -- 183 Pirates ------------------------------------------------------------------------------


def pirates_conditions(state: GameState) -> bool:
    """Somalia or Yemen Poor Adversary, or under Islamist Rule (Pirates, 183)."""
    for name in ("Somalia", "Yemen"):
        country = state.countries[name]
        if country.governance == ISLAMIST_RULE or (country.governance == POOR and country.alignment == ADVERSARY):
            return True
    return False


def pirates_hold_funding(state: GameState) -> bool:
    """Funding does not drop at the end of the turn while Pirates is in effect and its conditions hold."""
    return board.event_in_effect(state, PIRATES) and pirates_conditions(state)


def _pirates_playable(game: Game, side: str) -> bool:
    return not board.event_in_effect(game.state, MAERSK_ALABAMA) and pirates_conditions(game.state)


@event(183, playable=_pirates_playable,
       effective=lambda game, side: _pirates_playable(game, side) and deck.card(183).title not in game.state.markers)
def pirates(game: Game, side: str) -> None:
    """A lasting marker: funding stops dropping at end of turn while Somalia or Yemen qualify (11.3.6)."""
    deck.place_global_marker(game, PIRATES, "funding does not drop at the end of the turn while its conditions hold")


@hook("funding_holds", PIRATES)
def pirates_keep_funding(game: Game) -> bool:
    if pirates_hold_funding(game.state):
        game.log("  Funding does not drop: Pirates is in effect")
        return True
    return False


# -- 184 Sequestration ------------------------------------------------------------------------


def _sequestration_effective(game: Game, side: str) -> bool:
    state = game.state
    return state.us_posture == SOFT and (bool(state.discard) or common.troops_off_map_possible(game, 184)
                                          or deck.card(184).title not in state.markers)


@event(184, playable=lambda game, side: game.state.us_posture == SOFT, effective=_sequestration_effective)
def sequestration(game: Game, side: str) -> None:
    """The US takes a discard (Obama Doctrine if there); 3 troops (track first) go off-map until it ends."""
    state = game.state
    if OBAMA_DOCTRINE in state.discard:
        deck.to_hand(game, US, OBAMA_DOCTRINE)
    elif state.discard:
        common.take_from_discard(game, US, 184, list(state.discard), "Sequestration: which card do you take?")
    else:
        game.log("  The discard pile is empty")
    common.troops_to_off_map(game, SEQUESTRATION, US, SEQUESTRATION_TROOPS)  # the US picks the map troops (11.3.4)
    deck.place_global_marker(game, SEQUESTRATION, "its troops stay off the map until it ends")  # read by its hooks


def end_sequestration(game: Game, why: str) -> bool:
    """Sequestration ends: its marker goes and its troops return to the track; False if not in effect."""
    if not deck.end_event(game, SEQUESTRATION):
        return False
    game.log(f"  Sequestration ends ({why})")
    common.troops_back_from_off_map(game, SEQUESTRATION, SEQUESTRATION_TROOPS)
    return True


@hook("plot_resolved", SEQUESTRATION)
def sequestration_ends_on_wmd(game: Game, name: str, plot: PlotMarker) -> None:
    """A WMD plot resolved anywhere ends Sequestration."""
    if plot.kind == PLOT_WMD:
        end_sequestration(game, "a WMD plot was resolved")


@hook("off_map_return", SEQUESTRATION)
def sequestration_ends_with_islamist_rule(game: Game) -> None:
    """Its troops come back once a Muslim country with 3+ resources is under Islamist Rule (11.3.6 step 8)."""
    state = game.state
    if not board.event_in_effect(state, SEQUESTRATION):
        return
    for country in board.muslims(state):
        if country.governance == ISLAMIST_RULE and board.resources(state, country) >= 3:
            end_sequestration(game, f"{country.name} is a 3-resource country under Islamist Rule")
            return


# -- 185 al-Maliki ----------------------------------------------------------------------------


def _maliki_targets(game: Game) -> list[str]:
    return common.targets(game, 185, lambda c: board.troops_present(c))


@event(185, playable=lambda game, side: bool(_maliki_targets(game)),
       effective=lambda game, side: bool(_maliki_targets(game)),
       candidates={"country": lambda game, side: _maliki_targets(game)})
def al_maliki(game: Game, side: str) -> None:
    """All troops (cubes and troop markers) leave; a Muslim country turns Neutral, gains aid, loses Regime Change."""
    name = common.choose_candidate(game, JIHADIST, 185, "country", "al-Maliki: which country with troops?")
    country = game.state.countries[name]
    pieces.remove_troops(game, name, country.troops, "al-Maliki")
    for marker in TROOP_MARKER_CARDS:
        pieces.remove_marker(game, name, marker, every=True)  # their cards were discarded when played
    if country.muslim:
        politics.set_alignment(game, name, NEUTRAL)
        if pieces.can_take_aid(country):
            pieces.add_aid(game, name, 1)
        civil_war.end_regime_change(game, name)


# -- 186 Boko Haram ---------------------------------------------------------------------------


def _boko_options(game: Game) -> dict[str, str]:
    options = {}
    if any(p in game.state.plots_available for p in ("2", "3")):
        options["plot"] = "place a level 2 or 3 plot in Nigeria"
    if board.cells_available(game.state) > 0:
        options["cells"] = "place up to 3 cells in Nigeria"
    return options


def _boko_playable(game: Game, side: str) -> bool:
    return common.allowed_target(game, 186, "Nigeria")


@event(186, playable=_boko_playable, effective=lambda game, side: _boko_playable(game, side) and bool(_boko_options(game)))
def boko_haram(game: Game, side: str) -> None:
    """A level 2/3 plot or up to 3 cells in Nigeria (a Caliphate only in Muslim Nigeria); then the card may be kept."""
    choice = offer(game, JIHADIST, 186, _boko_options(game), "Boko Haram: a plot or cells in Nigeria?")
    if choice == "plot":
        markers = [p for p in game.state.plots_available if p in ("2", "3")]
        kind = jihadist_ops.choose_plot_marker(game, "Nigeria", markers, purpose="event.186.plot", card=186)
        place_plots(game, "Nigeria", [kind])
    elif choice == "cells":
        most = min(3, board.cells_available(game.state))
        count = game.choose_number(JIHADIST, "event.186.cells", 1, most, "Boko Haram: how many cells?", card=186)
        common.place_cells(game, 186, "Nigeria", count, caliphate_ok=game.state.countries["Nigeria"].muslim)
    # the Jihadist may keep the card by discarding a 3-Ops card that is not US-associated
    payable = deck.hand_options(game, JIHADIST, lambda n: deck.card(n).ops == 3 and deck.card(n).association != US)
    if payable and game.confirm(JIHADIST, "event.186.reclaim",
                                "Boko Haram: discard a non-US 3-Ops card to take Boko Haram back into your hand?",
                                card=186):
        paid = game.choose(JIHADIST, "event.186.discard", sorted(payable), "Boko Haram: which card do you discard?",
                           labels={n: deck.card(n).name for n in payable}, card=186)
        deck.chosen_from_hand(game, JIHADIST, paid)
        discard_from_hand(game, JIHADIST, paid)
        deck.to_hand(game, JIHADIST, 186)


@hook("wins_now", 186)
def boko_haram_wins(game: Game, side: str) -> bool:
    """For the Jihadist: 3 cells into a Muslim Nigeria could declare the Caliphate that wins (the
    reference's facts: event playable, 3+ cells available, `common.caliphate_would_win`)."""
    state = game.state
    return (side == JIHADIST and _boko_playable(game, side) and state.countries["Nigeria"].muslim
            and board.cells_available(state) >= 3 and common.caliphate_would_win(game))


# -- 187 Foreign Fighters ---------------------------------------------------------------------


def _foreign_fighters_targets(game: Game) -> list[str]:
    return common.targets(game, 187, lambda c: c.muslim and (c.civil_war or c.regime_change is not None))


def _foreign_fighters_effective(game: Game, side: str) -> bool:
    if board.cells_available(game.state) > 0:
        return bool(_foreign_fighters_targets(game))
    return any(game.state.countries[n].aid or not game.state.countries[n].besieged
               for n in _foreign_fighters_targets(game))


@event(187, playable=lambda game, side: bool(_foreign_fighters_targets(game)), effective=_foreign_fighters_effective)
def foreign_fighters(game: Game, side: str) -> None:
    """5 cells in a Regime Change or Civil War country (may declare a Caliphate); -1 aid, or Besieged Regime."""
    targets = _foreign_fighters_targets(game)
    name = pick_country_then(
        game, JIHADIST, 187, targets,
        lambda n: board.cells_available(game.state) > 0 or game.state.countries[n].aid > 0
        or not game.state.countries[n].besieged,
        "Foreign Fighters: which Regime Change or Civil War country?")
    common.place_cells(game, 187, name, 5)
    country = game.state.countries[name]
    if country.aid:
        pieces.remove_aid(game, name, 1)
    elif pieces.can_take_aid(country) and not country.besieged:
        pieces.set_besieged(game, name, True)


@hook("wins_now", 187)
def foreign_fighters_wins(game: Game, side: str) -> bool:
    """For the Jihadist: cells into a Regime Change or Civil War country could declare the Caliphate
    that wins - a candidate, 3+ cells available, `common.caliphate_would_win` (Q12: the reference's
    intended test; its code lost an "and")."""
    return (side == JIHADIST and bool(_foreign_fighters_targets(game)) and board.cells_available(game.state) >= 3
            and common.caliphate_would_win(game))


# -- 188 ISIL ---------------------------------------------------------------------------------


def _isil_targets(game: Game) -> list[str]:
    def qualifies(c: Country) -> bool:
        return (c.name in ("Iraq", "Syria") and c.muslim and not c.civil_war
                and c.governance not in (GOOD, ISLAMIST_RULE) and board.troops_and_militia(c) <= c.cells)

    return common.targets(game, 188, qualifies)


@event(188, effective=lambda game, side: bool(_isil_targets(game)) or game.state.prestige > 1)
def isil(game: Game, side: str) -> None:
    """Syria and Iraq fall into Civil War unless Islamist Rule, Good or outgunned by troops + militia; prestige -1."""
    for name in _isil_targets(game):
        civil_war.start_civil_war(game, name)
    tracks.change_prestige(game, -1, "ISIL")


# -- 189 Jihadist Videos ----------------------------------------------------------------------


def _videos_targets(game: Game) -> list[str]:
    return common.targets(game, 189, lambda c: c.cells == 0)


def _videos_effective(game: Game, side: str) -> bool:
    targets = _videos_targets(game)
    if board.cells_available(game.state) > 0:
        return bool(targets)
    return any(not game.state.countries[n].cadre or game.state.countries[n].untested for n in targets)


@event(189, playable=lambda game, side: bool(_videos_targets(game)), effective=_videos_effective)
def jihadist_videos(game: Game, side: str) -> None:
    """Three countries without cells: test them, then one Recruit each regardless of funding; a cadre where it fails."""
    chosen = common.choose_countries(game, JIHADIST, 189, _videos_targets(game), 3,
                                     "Jihadist Videos: which three countries without cells?")
    for name in chosen:
        politics.test_country(game, name)
    for name in chosen:
        placed = 0
        if board.cells_available(game.state) > 0:
            placed = jihadist_ops.recruit_in(game, name, 1, event_placement=True)
        else:
            game.log("  No cell is left to recruit")
        if not placed:
            pieces.add_cadre(game, name)


# -- 190 Martyrdom Operations -----------------------------------------------------------------


def _martyrdom_targets(game: Game) -> list[str]:
    return common.targets(game, 190, lambda c: c.cells > 0 and not (c.muslim and c.governance == ISLAMIST_RULE))


@event(190, playable=lambda game, side: bool(_martyrdom_targets(game)),
       effective=lambda game, side: bool(_martyrdom_targets(game)),
       candidates={"country": lambda game, side: _martyrdom_targets(game)})
def martyrdom_operations(game: Game, side: str) -> None:
    """One cell there is removed (a cadre if it was the last) for any two available plots."""
    name = common.choose_candidate(game, JIHADIST, 190, "country", "Martyrdom Operations: where?")
    common.remove_cells(game, JIHADIST, 190, name, 1)
    place_plots(game, name, choose_plots(game, 190, name, 2, game.state.plots_available))


# -- 191 Muslim Brotherhood -------------------------------------------------------------------


def _reaction_targets(game: Game, number: int) -> list[str]:
    return common.targets(game, number, lambda c: marker_allowed(game, c, "reaction"), muslim_only=True)


@event(191, effective=lambda game, side: bool(_reaction_targets(game, 191)))
def muslim_brotherhood(game: Game, side: str) -> None:
    """A Reaction marker in Egypt, then up to two more anywhere (Egypt included, one country may take both)."""
    if "Egypt" in _reaction_targets(game, 191):
        awakening.add_reaction(game, "Egypt", 1, "Muslim Brotherhood")
    else:
        game.log("  Egypt cannot take a Reaction marker")
    targets = _reaction_targets(game, 191)
    if not targets:
        return
    # up to two: beyond the supply a marker may be moved from another country (11.2.9, asked as each goes)
    chosen = common.choose_countries(game, JIHADIST, 191, targets, 2,
                                     "Muslim Brotherhood: up to two more Reaction markers where?", minimum=0,
                                     repeat=True)
    for name in chosen:
        awakening.add_reaction(game, name, 1, "Muslim Brotherhood")


# -- 192 Quagmire -----------------------------------------------------------------------------


def _quagmire_playable(game: Game, side: str) -> bool:
    state = game.state
    return (board.prestige_level(state.prestige) in ("low", "medium")
            and any(c.muslim and c.regime_change is not None and c.cells > 0 for c in state.countries.values()))


@event(192, playable=_quagmire_playable,
       effective=lambda game, side: _quagmire_playable(game, side)
       and (bool(game.state.hands[US]) or game.state.us_posture != SOFT))
def quagmire(game: Game, side: str) -> None:
    """The US discards two cards at random (playable Jihadist events on them occur); US posture Soft."""
    us_discards_at_random(game, 2, trigger_jihadist=True)
    tracks.set_us_posture(game, SOFT)


# -- 193 Regional al-Qaeda --------------------------------------------------------------------


def _regional_targets(game: Game) -> list[str]:
    return common.targets(game, 193, lambda c: c.muslim and c.untested and c.name != "Iran")


@event(193, playable=lambda game, side: len(_regional_targets(game)) >= 2,
       effective=lambda game, side: len(_regional_targets(game)) >= 2 and board.cells_available(game.state) > 0)
def regional_al_qaeda(game: Game, side: str) -> None:
    """A cell in each of two untested Muslim countries (not Iran); two each if any country is under Islamist Rule."""
    per = 2 if board.islamist_rule_countries(game.state) else 1
    chosen = common.choose_countries(game, JIHADIST, 193, _regional_targets(game), 2,
                                     "Regional al-Qaeda: which two untested Muslim countries?")
    for name in chosen:
        common.place_cells(game, 193, name, per)


# -- 194 Snowden ------------------------------------------------------------------------------


def _snowden_effective(game: Game, side: str) -> bool:
    opposite = SOFT if game.state.us_posture == HARD else HARD
    return game.state.prestige > 1 or any(
        game.state.countries[n].posture != opposite and common.allowed_target(game, 194, n) for n in ("Germany", "Russia"))


@event(194, effective=_snowden_effective)
def snowden(game: Game, side: str) -> None:
    """Prestige -2; Russia and Germany take the posture opposite the US."""
    tracks.change_prestige(game, -2, "Snowden")
    opposite = SOFT if game.state.us_posture == HARD else HARD
    for name in ("Russia", "Germany"):
        if common.allowed_target(game, 194, name):
            politics.set_posture(game, name, opposite)


# -- 195 Taliban Resurgent --------------------------------------------------------------------


def _taliban_targets(game: Game) -> list[str]:
    return common.targets(game, 195, lambda c: c.muslim and (c.civil_war or c.regime_change is not None) and c.cells >= 3)


@event(195, playable=lambda game, side: bool(_taliban_targets(game)),
       effective=lambda game, side: bool(_taliban_targets(game)),
       candidates={"country": lambda game, side: _taliban_targets(game)})
def taliban_resurgent(game: Game, side: str) -> None:
    """Remove 3 cells, place 2 non-WMD plots and roll 2 Jihad dice there, failures costing nothing."""
    name = common.choose_candidate(game, JIHADIST, 195, "country", "Taliban Resurgent: where?")
    common.remove_cells(game, JIHADIST, 195, name, 3)
    options = [p for p in game.state.plots_available if p != PLOT_WMD]
    place_plots(game, name, choose_plots(game, 195, name, 2, options))
    if not jihadist_ops.jihad_possible_in(game, name):
        # removing the cells may have changed the country (an Ally Nigeria left without cells is no
        # longer Muslim, 11.3.3.3): the Jihad step then has nothing to act on
        game.log(f"  {name} can no longer hold a Jihad: no Jihad dice")
        return
    # Minor Jihad never shifts to Islamist Rule, so "ignoring any shift to Islamist Rule" holds
    jihadist_ops.minor_jihad_in(game, name, 2, ignore_failures=True)


# -- 196 Training Camps -----------------------------------------------------------------------


def _camps_targets(game: Game) -> list[str]:
    return common.targets(game, 196, lambda c: c.muslim and not c.untested and c.governance != GOOD)


@event(196, playable=lambda game, side: bool(_camps_targets(game)),
       effective=lambda game, side: bool(_camps_targets(game)), disposition=lambda game, side: "discard")
def training_camps(game: Game, side: str) -> None:
    """The Training Camps marker (moved if elsewhere) and 2 cells in a tested non-Good Muslim country (11.3.7)."""
    name = common.choose_country(game, JIHADIST, 196, _camps_targets(game), "Training Camps: in which country?")
    for other in pieces.countries_with_marker(game, TRAINING_CAMPS_MARKER):
        if other != name:
            pieces.remove_marker(game, other, TRAINING_CAMPS_MARKER, every=True)
    pieces.add_marker(game, name, TRAINING_CAMPS_MARKER)
    common.place_cells(game, 196, name, 2)


# -- 197 Unconfirmed --------------------------------------------------------------------------


def _unconfirmed_cards(game: Game) -> list[int]:
    return [n for n in UNCONFIRMED_CARDS if n in game.state.removed]


@event(197, effective=lambda game, side: bool(_unconfirmed_cards(game)) or game.state.prestige > 1)
def unconfirmed(game: Game, side: str) -> None:
    """Take a listed personality card from the removed pile into hand; prestige -1."""
    options = _unconfirmed_cards(game)
    if options:
        chosen = game.choose(JIHADIST, "event.197.card", options, "Unconfirmed: which card do you take back?",
                             labels={n: deck.card(n).name for n in options}, card=197)
        deck.to_hand(game, JIHADIST, chosen)
    else:
        game.log("  None of the listed cards is in the removed pile")
    tracks.change_prestige(game, -1, "Unconfirmed")


# -- 198 US Atrocities ------------------------------------------------------------------------


def _atrocity_country(c: Country) -> bool:
    return c.muslim and board.troops_present(c) and (c.civil_war or c.regime_change is not None)


def _atrocity_shift_targets(game: Game) -> list[str]:
    return common.targets(game, 198, lambda c: _atrocity_country(c) and c.alignment != ADVERSARY)


def _atrocity_posture_targets(game: Game) -> list[str]:
    printed = facts.countries()
    return common.targets(game, 198, lambda c: c.kind == "non_muslim" and c.posture is None
                          and not printed[c.name].schengen and not printed[c.name].fixed_posture
                          and c.name not in ("United States", "Israel"))


@event(198, playable=lambda game, side: bool(common.targets(game, 198, _atrocity_country)),
       effective=lambda game, side: bool(_atrocity_shift_targets(game) or _atrocity_posture_targets(game))
       or game.state.prestige > 1)
def us_atrocities(game: Game, side: str) -> None:
    """A Civil War / Regime Change country with troops shifts toward Adversary; set an untested non-Schengen posture; prestige -1."""
    shift = _atrocity_shift_targets(game)
    if shift:
        name = common.choose_country(game, JIHADIST, 198, shift, "US Atrocities: which country shifts toward Adversary?")
        politics.shift_alignment(game, name, ADVERSARY)
    postures = _atrocity_posture_targets(game)
    if postures:
        name = common.choose_country(game, JIHADIST, 198, postures, "US Atrocities: set the posture of which country?",
                                     what="posture_country")
        politics.set_posture(game, name, choose_posture(game, JIHADIST, 198, name))
    tracks.change_prestige(game, -1, "US Atrocities")


# -- 199 US Consulate Attacked ----------------------------------------------------------------


@event(199, effective=lambda game, side: game.state.prestige > 1 or bool(game.state.hands[US]))
def us_consulate_attacked(game: Game, side: str) -> None:
    """Prestige -2 and a random US discard; lapsing: a US Election this turn flips the US posture (240 reads it)."""
    tracks.change_prestige(game, -2, "US Consulate Attacked")
    us_discards_at_random(game, 1)


# -- 200 Critical Middle ----------------------------------------------------------------------


def _critical_targets(game: Game, side: str) -> list[str]:
    state = game.state
    if side == US:
        return common.targets(game, 200, lambda c: c.muslim and c.governance == FAIR and board.resources(state, c) >= 2)
    return common.targets(game, 200, lambda c: c.muslim and c.governance == POOR and board.resources(state, c) <= 2)


def _critical_cell_sources(game: Game, target: str) -> list[str]:
    sources = [TRACK] if board.cells_available(game.state) > 0 else []
    return sources + sorted(n for n, c in game.state.countries.items()
                            if n != target and c.cells > 0 and common.allowed_target(game, 200, n))


def _critical_options(game: Game, side: str, name: str) -> dict[str, str]:
    country = game.state.countries[name]
    options = {}
    if side == US:
        if marker_allowed(game, country, "awakening"):
            options["awakening"] = f"an Awakening marker in {name}"
        if country.alignment != ALLY:
            options["shift"] = f"shift {name} one box toward Ally"
    else:
        if _critical_cell_sources(game, name):
            options["cells"] = f"up to 2 cells (from anywhere) to {name}"
        if country.alignment != ADVERSARY:
            options["shift"] = f"shift {name} one box toward Adversary"
    return options


def _critical_effective(game: Game, side: str) -> bool:
    return any(_critical_options(game, side, n) for n in _critical_targets(game, side))


def _critical_cells(game: Game, side: str, target: str) -> None:
    """Up to 2 cells from the track or other countries; a country losing its last cell keeps a cadre (4.8.4)."""
    total = sum(game.state.countries[n].cells for n in _critical_cell_sources(game, target) if n != TRACK)
    total += board.cells_available(game.state)
    count = game.choose_number(side, "event.200.count", 1, min(2, total), f"Critical Middle: how many cells to {target}?",
                               card=200)
    for _ in range(count):
        sources = _critical_cell_sources(game, target)
        if not sources:
            break
        source = game.choose(side, "event.200.source", sources, f"Critical Middle: a cell to {target} from where?",
                             card=200, target=target)
        if source == TRACK:
            pieces.add_cells(game, target, 1, why="Critical Middle")
            continue
        country = game.state.countries[source]
        kinds = [k for k, n in (("active", country.actives), ("sleeper", country.sleepers)) if n]
        kind = game.choose(side, "event.200.kind", kinds, f"Critical Middle: an active or a sleeper cell from {source}?",
                           card=200, country=source)
        pieces.move_cells(game, source, target, actives=int(kind == "active"), sleepers=int(kind == "sleeper"),
                          why="Critical Middle")
        if country.cells == 0:
            pieces.add_cadre(game, source)  # cells repositioned by an event leave a cadre (4.8.4)


@event(200, playable=lambda game, side: bool(_critical_targets(game, side)), effective=_critical_effective)
def critical_middle(game: Game, side: str) -> None:
    """US: Fair 2+ resource country: Awakening or shift toward Ally. Jihadist: Poor 1-2 resource: 2 cells or toward Adversary.

    The card then goes into the middle of the draw pile (`deck.discard`).
    """
    name = pick_country_then(game, side, 200, _critical_targets(game, side),
                             lambda n: bool(_critical_options(game, side, n)), "Critical Middle: which country?")
    if name is None:
        return
    choice = offer(game, side, 200, _critical_options(game, side, name), f"Critical Middle in {name}: which effect?")
    if choice == "awakening":
        awakening.add_awakening(game, name, 1, "Critical Middle")
    elif choice == "shift":
        politics.shift_alignment(game, name, ALLY if side == US else ADVERSARY)
    elif choice == "cells":
        _critical_cells(game, side, name)


# -- 201 Cross Border Support -----------------------------------------------------------------


def _african(game: Game, test: Callable[[Country], bool]) -> list[str]:
    return common.targets(game, 201, lambda c: facts.countries()[c.name].region == "africa" and test(c))


def _cross_border_targets(game: Game, kind: str) -> list[str]:
    """The African countries the militia (or the cells) of Cross Border Support may go to now."""
    if kind == "militia":
        return _african(game, pieces.can_take_militia) if board.militia_available(game.state) > 0 else []
    return _african(game, lambda c: True) if board.cells_available(game.state) > 0 else []


def _cross_border_options(game: Game, side: str) -> dict[str, str]:
    options = {}
    if _cross_border_targets(game, "militia"):
        options["militia"] = "1 militia in an African country (2 in Mali or Nigeria)"
    if _cross_border_targets(game, "cells"):
        options["cells"] = "2 cells in an African country (3 in Mali or Nigeria)"
    return options


@event(201, effective=lambda game, side: bool(_cross_border_options(game, side)), options=_cross_border_options,
       candidates=common.per_option(_cross_border_targets, ("militia", "cells")))
def cross_border_support(game: Game, side: str) -> None:
    """1 militia or 2 cells in an African country, one more in Mali or Nigeria (a Caliphate only by the Jihadist there)."""
    chosen = common.option_then_candidate(game, side, 201, "Cross Border Support: militia or cells?",
                                          lambda kind: f"Cross Border Support: {kind} to which African country?")
    if chosen is None:
        return
    choice, name = chosen
    if choice == "militia":
        pieces.add_militia(game, name, 1 + (name in ("Mali", "Nigeria")), "Cross Border Support")
    else:
        caliphate_ok = side == JIHADIST and name in ("Mali", "Nigeria") and game.state.countries[name].muslim
        common.place_cells(game, 201, name, 2 + (name in ("Mali", "Nigeria")), caliphate_ok=caliphate_ok)


@hook("wins_now", 201)
def cross_border_support_wins(game: Game, side: str) -> bool:
    """For the Jihadist: 3 cells into a Muslim Mali or Nigeria (no Truce) could declare the Caliphate
    that wins - 3+ cells available, `common.caliphate_would_win` (the reference's facts)."""
    hosts = [n for n in ("Mali", "Nigeria") if game.state.countries[n].muslim and common.allowed_target(game, 201, n)]
    return (side == JIHADIST and bool(hosts) and board.cells_available(game.state) >= 3
            and common.caliphate_would_win(game))


# -- 202 Cyber Warfare ------------------------------------------------------------------------


def _cyber_place_cadre(game: Game) -> list[str]:
    return common.targets(game, 202, lambda c: not c.cadre and c.cells == 0)


def _cyber_options(game: Game, side: str) -> dict[str, str]:
    state = game.state
    options = {}
    stolen = state.reserves[other_side(side)]
    if stolen:
        options["reserves"] = f"take the opponent's {stolen} reserve Op(s)"
    if any(common.allowed_target(game, 202, n) for n in CYBER_POSTURE_COUNTRIES):
        options["posture"] = "set the posture of China, Russia or India"
    if _cyber_place_cadre(game):
        options["place_cadre"] = "place a cadre"
    if common.targets(game, 202, lambda c: c.cadre > 0):
        options["remove_cadre"] = "remove a cadre"
    return options


@event(202, effective=lambda game, side: bool(_cyber_options(game, side)))
def cyber_warfare(game: Game, side: str) -> None:
    """One of: steal the opponent's reserves; set China's, Russia's or India's posture; place or remove a cadre."""
    state = game.state
    choice = offer(game, side, 202, _cyber_options(game, side), "Cyber Warfare: which effect?")
    if choice == "reserves":
        opponent = other_side(side)
        stolen = state.reserves[opponent]
        tracks.set_reserves(game, opponent, 0, deck.card(202).title)
        tracks.add_reserves(game, side, stolen, deck.card(202).title)
    elif choice == "posture":
        names = [n for n in CYBER_POSTURE_COUNTRIES if common.allowed_target(game, 202, n)]
        name = common.choose_country(game, side, 202, names, "Cyber Warfare: set the posture of which country?")
        politics.set_posture(game, name, choose_posture(game, side, 202, name))
    elif choice == "place_cadre":
        name = common.choose_country(game, side, 202, _cyber_place_cadre(game), "Cyber Warfare: a cadre where?")
        pieces.add_cadre(game, name)
    elif choice == "remove_cadre":
        name = common.choose_country(game, side, 202, common.targets(game, 202, lambda c: c.cadre > 0),
                                     "Cyber Warfare: remove which cadre?")
        pieces.remove_cadre(game, name)


# -- 203 Day of Rage --------------------------------------------------------------------------


def _rage_options(game: Game) -> dict[str, str]:
    yemen = game.state.countries["Yemen"]
    if not common.allowed_target(game, 203, "Yemen"):
        return {}
    return {kind: f"{a_marker(kind)} in Yemen" for kind in ("awakening", "reaction")
            if marker_allowed(game, yemen, kind)}


@event(203, effective=lambda game, side: bool(_rage_options(game)))
def day_of_rage(game: Game, side: str) -> None:
    """One Awakening or one Reaction marker in Yemen."""
    choice = offer(game, side, 203, _rage_options(game), "Day of Rage: Awakening or Reaction in Yemen?")
    if choice == "awakening":
        awakening.add_awakening(game, "Yemen", 1, "Day of Rage")
    elif choice == "reaction":
        awakening.add_reaction(game, "Yemen", 1, "Day of Rage")


# -- 204 Ebola Scare --------------------------------------------------------------------------


def _ebola_effective(game: Game, side: str) -> bool:
    if side == US:
        return game.state.prestige < 12 or common.troops_off_map_possible(game, 204)
    return bool(game.state.hands[US])


@event(204, effective=_ebola_effective, disposition=lambda game, side: "lapsing" if side == US else "remove")
def ebola_scare(game: Game, side: str) -> None:
    """US: a troop (track first) off-map until this turn's deal is over, prestige +2. Jihadist: a random US discard.

    After a US play the card lapses (`ebola_troops_return` brings the troop back; the card is removed).
    """
    if side == US:
        common.troops_to_off_map(game, EBOLA_SCARE, US, 1)
        tracks.change_prestige(game, 2, "Ebola Scare")
    else:
        us_discards_at_random(game, 1)


@hook("lapse_ends", EBOLA_SCARE)
def ebola_troops_return(game: Game, number: int) -> None:
    """The troop a US Ebola Scare sent off the map comes back as it lapses, after the deal (11.3.4)."""
    common.troops_back_from_off_map(game, number, 1)


# -- 205 Erdogan Effect -----------------------------------------------------------------------


def _unit_plans(militia: int, cells: int) -> list[tuple[int, int]]:
    """Every (militia, cells) mix of one to two pieces within what can move."""
    return [(m, c) for m in range(0, min(2, militia) + 1) for c in range(0, min(2, cells) + 1) if 1 <= m + c <= 2]


def _erdogan_units(game: Game, name: str, place: bool) -> list[tuple[int, int]]:
    country = game.state.countries[name]
    if place:
        militia = board.militia_available(game.state) if pieces.can_take_militia(country) else 0
        return _unit_plans(militia, board.cells_available(game.state))
    return _unit_plans(country.militia, country.cells)


def _erdogan_options(game: Game, name: str) -> dict[str, str]:
    country = game.state.countries[name]
    options: dict[str, str] = {}
    if country.muslim:
        if pieces.can_take_aid(country):
            options["add_aid"] = "place an aid marker"
        if country.aid:
            options["remove_aid"] = "remove an aid marker"
        if pieces.can_take_aid(country) and not country.besieged:
            options["add_besieged"] = "place a Besieged Regime marker"
        if country.besieged:
            options["remove_besieged"] = "remove the Besieged Regime marker"
        for kind in ("awakening", "reaction"):
            if marker_allowed(game, country, kind):
                options[f"add_{kind}"] = f"place {a_marker(kind)}"
            if getattr(country, kind):
                options[f"remove_{kind}"] = f"remove {a_marker(kind)}"
    elif country.kind == "non_muslim" and not facts.countries()[name].fixed_posture:
        if country.posture is None:
            options["add_posture"] = "place a posture marker"
        else:
            options["remove_posture"] = "remove the posture marker"
    if _erdogan_units(game, name, True):
        options["place_units"] = "place up to 2 militia and/or cells"
    if _erdogan_units(game, name, False):
        options["remove_units"] = "remove up to 2 militia and/or cells"
    return options


def _erdogan_targets(game: Game) -> list[str]:
    return [n for n in ERDOGAN_COUNTRIES if common.allowed_target(game, 205, n)]


def erdogan_candidates(game: Game) -> list[str]:
    """The countries offered: those where some effect is possible (all the allowed ones when none is, 11.3.12)."""
    targets = _erdogan_targets(game)
    return [n for n in targets if _erdogan_options(game, n)] or targets


@event(205, effective=lambda game, side: any(_erdogan_options(game, n) for n in _erdogan_targets(game)),
       candidates={"country": lambda game, side: erdogan_candidates(game)})
def erdogan_effect(game: Game, side: str) -> None:
    """Turkey or a non-Schengen neighbour but Russia: place or remove one marker, or up to 2 militia/cells."""
    if not _erdogan_targets(game):
        return
    name = common.choose_candidate(game, side, 205, "country", "Erdogan Effect: in which country?")
    choice = offer(game, side, 205, _erdogan_options(game, name), f"Erdogan Effect in {name}: which effect?",
                   country=name)
    if choice is None:
        return
    why = "Erdogan Effect"
    if choice == "add_aid":
        pieces.add_aid(game, name, 1)
    elif choice == "remove_aid":
        pieces.remove_aid(game, name, 1)
    elif choice in ("add_besieged", "remove_besieged"):
        pieces.set_besieged(game, name, choice == "add_besieged")
    elif choice == "add_awakening":
        awakening.add_awakening(game, name, 1, why)
    elif choice == "remove_awakening":
        awakening.remove_awakening(game, name, 1, why)
    elif choice == "add_reaction":
        awakening.add_reaction(game, name, 1, why)
    elif choice == "remove_reaction":
        awakening.remove_reaction(game, name, 1, why)
    elif choice == "add_posture":
        politics.set_posture(game, name, choose_posture(game, side, 205, name))
    elif choice == "remove_posture":
        politics.set_posture(game, name, None)
    else:
        place = choice == "place_units"
        plans = _erdogan_units(game, name, place)
        labels = {p: f"{p[0]} militia, {p[1]} cell(s)" for p in plans}
        militia, cells = game.choose(side, "event.205.units", plans,
                                     f"Erdogan Effect: how many militia and cells to {'place in' if place else 'remove from'} {name}?",
                                     labels=labels, card=205, country=name)
        if place:
            pieces.add_militia(game, name, militia, why)
            common.place_cells(game, 205, name, cells)
        else:
            pieces.remove_militia(game, name, militia, why)
            common.remove_cells(game, side, 205, name, cells)


# -- 206 Friday of Anger ----------------------------------------------------------------------


def _anger_targets(game: Game, kind: str) -> list[str]:
    """Where `kind` may go: countries holding the other kind of marker."""
    holds = "reaction" if kind == "awakening" else "awakening"
    return common.targets(game, 206, lambda c: getattr(c, holds) > 0 and marker_allowed(game, c, kind),
                          muslim_only=True)


def _anger_playable(game: Game, side: str) -> bool:
    return bool(common.targets(game, 206, lambda c: c.awakening > 0 or c.reaction > 0, muslim_only=True))


def _anger_options(game: Game, side: str) -> dict[str, str]:
    return {kind: f"{a_marker(kind)} in a country holding the other kind"
            for kind in MARKER_KINDS if _anger_targets(game, kind)}


@event(206, playable=_anger_playable, effective=lambda game, side: bool(_anger_options(game, side)),
       options=_anger_options, candidates=common.per_option(_anger_targets, MARKER_KINDS))
def friday_of_anger(game: Game, side: str) -> None:
    """An Awakening marker where there is Reaction, or a Reaction marker where there is Awakening."""
    chosen = common.option_then_candidate(game, side, 206, "Friday of Anger: Awakening or Reaction?",
                                          lambda kind: f"Friday of Anger: {kind} where?")
    if chosen is None:
        return
    choice, name = chosen
    if choice == "awakening":
        awakening.add_awakening(game, name, 1, "Friday of Anger")
    else:
        awakening.add_reaction(game, name, 1, "Friday of Anger")


# -- 207 JV / Copycat -------------------------------------------------------------------------


def _jv_us_options(country: Country) -> dict[str, str]:
    options = {}
    if country.cells:
        options["cell"] = "eliminate a cell"
    if country.cadre:
        options["cadre"] = "remove the cadre"
    if country.plots:
        options["plot"] = "alert a plot"
    return options


def _jv_us_targets(game: Game) -> list[str]:
    return common.targets(game, 207, lambda c: not c.muslim and bool(_jv_us_options(c)))


def _jv_jihadist_options(game: Game) -> dict[str, str]:
    options = {}
    if board.cells_available(game.state) > 0:
        options["cell"] = "place an active cell"
    if "1" in game.state.plots_available:
        options["plot"] = "place a level 1 plot"
    return options


def _jv_effective(game: Game, side: str) -> bool:
    if side == US:
        return bool(_jv_us_targets(game))
    return bool(_jv_jihadist_options(game)) and bool(common.targets(game, 207, lambda c: not c.muslim))


def _jv_alerts(game: Game, country: str, plot: PlotMarker) -> bool:
    """Would the US Bot's play cancel this plot (13.4.1)? Only where its instructions alert one: in the
    United States when the US qualifies (a cell, cadre or plot there: the US comes first), else in the
    non-Muslim country holding the plot. A plot elsewhere while the US qualifies is not alerted."""
    targets = _jv_us_targets(game)
    if US_COUNTRY in targets:
        return country == US_COUNTRY
    return country in targets


@event(207, effective=_jv_effective, alerts_plot=_jv_alerts)
def jv_copycat(game: Game, side: str) -> None:
    """US: in a non-Muslim country eliminate a cell or cadre, or alert a plot. Jihadist: an active cell or a level 1 plot there."""
    if side == US:
        targets = _jv_us_targets(game)
        if not targets:
            game.log("  JV / Copycat: no non-Muslim country holds a cell, cadre or plot")
            return
        name = common.choose_country(game, US, 207, targets, "JV / Copycat: in which non-Muslim country?")
        choice = offer(game, US, 207, _jv_us_options(game.state.countries[name]), f"JV / Copycat in {name}: which effect?")
        if choice == "cell":
            common.remove_cells(game, US, 207, name, 1)
        elif choice == "cadre":
            pieces.remove_cadre(game, name)
        elif choice == "plot":
            us_ops.alert(game, name, choose_plot_on_map(game, US, 207, name))
        return
    choice = offer(game, JIHADIST, 207, _jv_jihadist_options(game), "JV / Copycat: an active cell or a level 1 plot?")
    if choice is None:
        return
    name = common.choose_country(game, JIHADIST, 207, common.targets(game, 207, lambda c: not c.muslim),
                                 "JV / Copycat: in which non-Muslim country?")
    if choice == "cell":
        common.place_cells(game, 207, name, 1, active=True)
    else:
        place_plots(game, name, ["1"], face_up=True)  # the card names the level


# -- 208 Kinder - Gentler ---------------------------------------------------------------------


def _kinder_effective(game: Game, side: str) -> bool:
    state = game.state
    commitment = board.troop_commitment(state)
    if commitment == "low intensity":
        return state.funding > 1 or state.prestige < 12
    if commitment == "overstretch":
        return state.funding < 9 or state.prestige > 1
    return False


@event(208, playable=lambda game, side: board.troop_commitment(game.state) != "war", effective=_kinder_effective)
def kinder_gentler(game: Game, side: str) -> None:
    """Overstretch: funding +1, prestige -1. Low Intensity: funding -1, prestige +1."""
    commitment = board.troop_commitment(game.state)
    if commitment == "overstretch":
        tracks.change_funding(game, 1, "Kinder - Gentler")
        tracks.change_prestige(game, -1, "Kinder - Gentler")
    elif commitment == "low intensity":
        tracks.change_funding(game, -1, "Kinder - Gentler")
        tracks.change_prestige(game, 1, "Kinder - Gentler")


# -- 209 Quds Force ---------------------------------------------------------------------------


def _quds_amount(country: Country) -> int:
    return 2 if country.shia_mix else 1


def _quds_targets(game: Game, kind: str) -> list[str]:
    iran = game.state.countries["Iran"]
    if kind == "militia":
        if iran.alignment == ALLY:
            return []
        return common.targets(game, 209, lambda c: c.muslim and c.militia > 0)
    if iran.governance == ISLAMIST_RULE:
        return []
    return common.targets(game, 209, lambda c: c.muslim and c.cells > 0)


def _quds_playable(game: Game, side: str) -> bool:
    iran = game.state.countries["Iran"]
    return iran.alignment != ALLY or iran.governance != ISLAMIST_RULE


def _quds_options(game: Game, side: str) -> dict[str, str]:
    return {kind: f"remove {kind} (1 from a Sunni, 2 from a Shia-Mix country)"
            for kind in ("militia", "cells") if _quds_targets(game, kind)}


@event(209, playable=_quds_playable, effective=lambda game, side: bool(_quds_options(game, side)),
       options=_quds_options, candidates=common.per_option(_quds_targets, ("militia", "cells")))
def quds_force(game: Game, side: str) -> None:
    """Iran not Ally: remove 1 militia (Sunni) or 2 (Shia-Mix); OR Iran not Islamist Rule: remove 1 / 2 cells."""
    chosen = common.option_then_candidate(game, side, 209, "Quds Force: militia or cells?",
                                          lambda kind: f"Quds Force: remove {kind} where?")
    if chosen is None:
        return
    choice, name = chosen
    country = game.state.countries[name]
    if choice == "militia":
        pieces.remove_militia(game, name, _quds_amount(country), "Quds Force")
    else:
        common.remove_cells(game, side, 209, name, _quds_amount(country))


# -- 210 Sectarian Violence -------------------------------------------------------------------


def _sectarian_targets(game: Game, kind: str) -> list[str]:
    return common.targets(game, 210, lambda c: getattr(c, kind) > 0, muslim_only=True)


def _sectarian_options(game: Game, side: str) -> dict[str, str]:
    return {kind: f"remove {a_marker(kind)}" for kind in MARKER_KINDS if _sectarian_targets(game, kind)}


@event(210, effective=lambda game, side: bool(_sectarian_options(game, side)), options=_sectarian_options,
       candidates=common.per_option(_sectarian_targets, MARKER_KINDS))
def sectarian_violence(game: Game, side: str) -> None:
    """Remove one Awakening or one Reaction marker from any country."""
    chosen = common.option_then_candidate(game, side, 210, "Sectarian Violence: remove Awakening or Reaction?",
                                          lambda kind: f"Sectarian Violence: remove {kind} from which country?")
    if chosen is None:
        return
    choice, name = chosen
    if choice == "awakening":
        awakening.remove_awakening(game, name, 1, "Sectarian Violence")
    else:
        awakening.remove_reaction(game, name, 1, "Sectarian Violence")
