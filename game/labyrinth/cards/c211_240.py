"""Events of cards 211-240: the last thirty unassociated Awakening cards.

Every card here is unassociated: either side may play it as an event (6.3.3); where the
card prints a US and a Jihadist effect the code branches on the playing side. Each event
registers its printed condition (`playable`; Truce and the "not in a Caliphate country"
icon, 11.3.8.4, are applied through `common.targets` / `common.allowed_target`), a fast
"would anything change" check (`effective`, 12.4.1 / 13.4.2), its effect and, where the
card's fate depends on who played it, its `disposition`.

Lasting effects kept here:

* Smartphones (211-213) is marked (its marker in ``state.events_in_play``, the card discarded;
  Facebook reads it)
  and ends Censorship (175). Its candidates are the countries in
  ``state.targets_this_phase`` / ``state.targets_last_phase`` (kept by `turn`).
* 3 Cups of Tea (214) played by the Jihadist is marked (its marker in play, the card discarded;
  Malala Yousafzai reads it).
* Operation Serval (226): the US play puts the ``"Operation Serval"`` country marker (one
  troop, `board.TROOP_MARKERS`), moved if the card is played again; the card is discarded.
* Trade Embargo (232): ``"Trade Embargo (US)"`` / ``"Trade Embargo (Jihadist)"`` markers on
  Iran (the Jihadist one stops Iran exporting oil, `board.resources`; both leave when Iran
  stops being an Adversary, `politics.set_alignment`). The US play removes the card.
* Oil Price Spike (236) is lapsing: `board.resources` counts it for oil exporters; it ends
  Fracking (155).
* Truce (239) is lapsing and puts a ``"Truce"`` country marker (the operations, the event
  helpers, Polarization and attrition skip that country; `end_of_turn` removes it when the
  card lapses, `truce_markers_go`). `offer_truce_end` (a ``before_card`` hook) lets either side end
  it early by paying its resources.
* US Election (240) is never chosen as an event: `cardplay` fires it whenever the card is used
  for Ops or its Ops go to reserves, with the side using the card.

Choices (``N`` is the card number; the side playing the event decides unless stated):

* ``event.N.marker`` (211-213 Smartphones, 227-228 Popular Support) - ``"awakening"`` or
  ``"reaction"``; ``event.N.country`` - the country; ``event.N.adjacent`` (227-228) - the
  adjacent Muslim country receiving the second marker.
* ``event.214.country`` - 3 Cups of Tea: an untested Muslim country.
* ``event.215.destination`` - Abu Bakr al-Baghdadi: ``"Syria"``, ``"Iraq"`` or ``"done"``
  for each of up to three cells; ``event.215.source`` - ``"track"`` or a country holding a
  cell; ``event.215.cell`` - ``"active"`` / ``"sleeper"`` when the source has both;
  ``event.215.option`` - ``"schengen"`` (a cell in a random Schengen country),
  ``"paris_attacks"`` or ``"training_camps"`` (the card from the discard pile).
  ``caliphate.declare`` (Jihadist yes/no) when 3 cells went into one country.
* ``event.217.card`` - Agitators: a 13.3.13 card in the discard pile.
* ``event.N.country`` (218, 226, 230, 231, 233, 235, 238, 239) - the target country;
  ``event.N.actives_removed`` (218, 221, 230, 231) - how many of the cells removed are
  active (a number, asked only when both kinds are there).
* ``event.221.country`` - Fly Paper: where the cells go, asked first; then ``event.221.source``
  - a country giving up a Reaction marker or a cell (never a cell of the destination), or
  ``"done"`` (after the first); ``event.221.what`` - ``"reaction"`` / ``"cell"`` when the
  country has both; ``caliphate.declare``.
* ``event.223.option`` - Iranian Elections: ``"awakening"`` (2 Awakening + 1 Reaction) or
  ``"reaction"`` (2 Reaction + 1 Awakening).
* ``event.224.schengen`` / ``event.224.schengen_posture`` and ``event.224.other`` /
  ``event.224.other_posture`` - Je Suis Charlie (US): the countries and ``"hard"`` /
  ``"soft"``; ``event.224.option`` (Jihadist) - ``"posture"`` or ``"prestige"``.
* ``event.225.country`` / ``event.225.posture`` - Jihadi John (Jihadist): a Schengen country.
* ``event.229.card`` - Prisoner Exchange: the card given to the opponent.
* ``event.230.option`` - Sellout: ``"governance"`` or ``"alignment"``.
* ``event.232.country`` - Trade Embargo (Jihadist): the Shia-Mix country for the Reaction.
* ``event.234.option`` - Free Syrian Army: ``"militia"`` (2 militia then 1 cell) or
  ``"cells"`` (2 cells then 1 militia).
* ``event.236.card`` - Oil Price Spike: a card in the discard pile, the lapsing box or the
  first plot box.
* ``event.239.end_truce`` - before each card, each side that can pay (the phasing side
  first) is asked whether it ends the Truce: the US pays Prestige, the Jihadist Funding,
  equal to the country's resources.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import awakening, board, caliphate, civil_war, deck, facts, pieces, politics, tracks
from ..events import event
from ..game import Game
from ..hooks import hook, run_for_card
from ..state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    MAX_FUNDING,
    MAX_PRESTIGE,
    NEUTRAL,
    POOR,
    SOFT,
    UNTESTED,
    US,
    Country,
    GameState,
    other_side,
)
from ..victory import islamist_adjacency
from ..wording import a_marker
from . import common

SMARTPHONES = (211, 212, 213)
POPULAR_SUPPORT = (227, 228)
THREE_CUPS_OF_TEA = 214
ABU_BAKR = 215
OSAMA_BIN_LADIN = 237
CENSORSHIP = 175
FRACKING = 155
PARIS_ATTACKS = 182
TRAINING_CAMPS_CARD = 196
US_CONSULATE_ATTACKED = 199
OIL_PRICE_SPIKE = 236
TRUCE_CARD = 239

TRUCE = board.TRUCE
SERVAL = "Operation Serval"
EMBARGO_US = "Trade Embargo (US)"
EMBARGO_JIHADIST = "Trade Embargo (Jihadist)"
AWAKENING, REACTION = "awakening", "reaction"
TRACK = pieces.TRACK
DONE = "done"
SYRIA, IRAQ, IRAN, TURKEY, MALI = "Syria", "Iraq", "Iran", "Turkey", "Mali"

CountryTest = Callable[[Country], bool]


# -- shared helpers ------------------------------------------------------------------------


def _muslim_targets(game: Game, number: int, test: CountryTest) -> list[str]:
    return common.targets(game, number, test, muslim_only=True)


def marker_kinds(game: Game) -> list[str]:
    """Awakening / Reaction markers that can be placed at all now (Arab Winter; the supply, or one on
    the map to move when all 15 are out, 11.2.9 - `awakening.markers_within_reach`)."""
    if awakening.markers_blocked(game):
        return []
    return [kind for kind in (AWAKENING, REACTION) if awakening.markers_within_reach(game, kind, "") > 0]


def can_take_marker(game: Game, number: int, name: str) -> bool:
    """`name` could take an Awakening/Reaction marker from card `number` (11.1.4, Truce, Caliphate icon)."""
    country = game.state.countries[name]
    return awakening.can_take_marker(game, country) and common.allowed_target(game, number, name)


def placeable_in(game: Game, number: int, kind: str, names: list[str]) -> list[str]:
    """Those of `names` where card `number` could put a `kind` marker now: allowed for the event and
    `awakening.marker_placeable` (Arab Winter, 11.1.4, the supply or a marker to move, 11.2.9)."""
    return [n for n in names if common.allowed_target(game, number, n) and awakening.marker_placeable(game, kind, n)]


def marker_options(kinds: list[str]) -> dict[str, str]:
    return {k: MARKER_LABELS[k] for k in kinds}


def add_marker(game: Game, name: str, kind: str, count: int, number: int) -> int:
    why = deck.card(number).title
    if kind == AWAKENING:
        return awakening.add_awakening(game, name, count, why)
    return awakening.add_reaction(game, name, count, why)


MARKER_LABELS = {AWAKENING: "place an Awakening marker", REACTION: "place a Reaction marker"}
POSTURE_LABELS = {HARD: "Hard", SOFT: "Soft"}


def _change_prestige_possible(state: GameState, amount: int) -> bool:
    return state.prestige < MAX_PRESTIGE if amount > 0 else state.prestige > 1


def _change_funding_possible(state: GameState, amount: int) -> bool:
    return state.funding < MAX_FUNDING if amount > 0 else state.funding > 1


def posture_countries(game: Game, *, schengen: bool) -> list[str]:
    """Non-Muslim countries whose posture an event may set (never the US, Israel's fixed posture or the Iran tile)."""
    result = []
    for name, printed in facts.countries().items():
        country = game.state.countries[name]
        if name == "United States" or printed.fixed_posture or country.kind != "non_muslim":
            continue
        if printed.schengen == schengen:
            result.append(name)
    return sorted(result)


def choose_posture(game: Game, side: str, number: int, name: str, what: str = "posture") -> str:
    return game.choose(side, f"event.{number}.{what}", [HARD, SOFT], f"{name}: which posture?",
                       labels=POSTURE_LABELS, card=number, country=name, always_ask=True)


def move_cell_by_event(game: Game, source: str, target: str, *, active: bool, why: str) -> None:
    """An event repositions one cell; the source keeps a cadre if that was its last cell (4.8.4)."""
    pieces.move_cells(game, source, target, actives=1 if active else 0, sleepers=0 if active else 1, why=why)
    if game.state.countries[source].cells == 0:
        pieces.add_cadre(game, source)


def _pick_cell_kind(game: Game, side: str, number: int, name: str) -> bool:
    """True to use an active cell of `name`; asked only when the country has both kinds."""
    country = game.state.countries[name]
    if country.actives and country.sleepers:
        return game.choose(side, f"event.{number}.cell", ["active", "sleeper"],
                           f"{name}: move an active or a sleeper cell?", card=number, country=name) == "active"
    return country.actives > 0


# -- 211-213 Smartphones -------------------------------------------------------------------


def smartphones_candidates(game: Game, number: int) -> list[str]:
    """Muslim countries aimed at by an Event or Operation this or last action phase that can take a marker."""
    state = game.state
    names = set(state.targets_this_phase) | set(state.targets_last_phase)
    return sorted(n for n in names if n in state.countries and state.countries[n].muslim
                  and can_take_marker(game, number, n))


def smartphones_playable(game: Game, side: str) -> bool:
    """Some country was the target of an Event or Operation this or last action phase."""
    return bool(game.state.targets_this_phase or game.state.targets_last_phase)


def smartphones_targets(game: Game, number: int, kind: str) -> list[str]:
    """The recently targeted Muslim countries where a `kind` marker can go now (11.2.9 included)."""
    return placeable_in(game, number, kind, smartphones_candidates(game, number))


def _smartphones_options(number: int) -> Callable[[Game, str], dict[str, str]]:
    def options(game: Game, side: str) -> dict[str, str]:
        return marker_options([k for k in (AWAKENING, REACTION) if smartphones_targets(game, number, k)])

    return options


def smartphones_in_effect(state: GameState) -> bool:
    return any(board.event_in_effect(state, n) for n in SMARTPHONES)


def _smartphones_effective(number: int) -> Callable[[Game, str], bool]:
    def effective(game: Game, side: str) -> bool:
        if _smartphones_options(number)(game, side):
            return True
        return not smartphones_in_effect(game.state) or board.event_in_effect(game.state, CENSORSHIP)

    return effective


def _smartphones(number: int) -> Callable[[Game, str], None]:
    def effect(game: Game, side: str) -> None:
        """One Awakening or Reaction marker in a recently targeted country; ends Censorship (175).

        The card stays marked: Facebook (153, 154) needs it in play.
        """
        chosen = common.option_then_candidate(game, side, number, "Smartphones: which marker?",
                                              lambda kind: f"Smartphones: place the {kind} marker where?", what="marker")
        if chosen is not None:
            kind, name = chosen
            add_marker(game, name, kind, 1, number)
        deck.end_event(game, CENSORSHIP)

    return effect


for _number in SMARTPHONES:
    event(_number, playable=smartphones_playable, effective=_smartphones_effective(_number),
          options=_smartphones_options(_number),
          candidates=common.per_option(lambda game, k, n=_number: smartphones_targets(game, n, k), (AWAKENING, REACTION)),
          )(_smartphones(_number))


# -- 214 3 Cups of Tea ---------------------------------------------------------------------


def untested_muslims(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.governance == UNTESTED)


def three_cups_targets(game: Game, side: str) -> list[str]:
    """The untested Muslim countries that can take the side's markers now (US Awakening, Jihadist Reaction)."""
    kind = AWAKENING if side == US else REACTION
    return placeable_in(game, THREE_CUPS_OF_TEA, kind, untested_muslims(game, THREE_CUPS_OF_TEA))


def _three_cups_effective(game: Game, side: str) -> bool:
    if side == JIHADIST and not board.event_in_effect(game.state, THREE_CUPS_OF_TEA):
        return True  # the lasting marker alone blocks Malala Yousafzai (141)
    return bool(three_cups_targets(game, side))


def _three_cups_disposition(game: Game, side: str) -> str:
    return "mark" if side == JIHADIST else "discard"


@event(THREE_CUPS_OF_TEA, effective=_three_cups_effective, disposition=_three_cups_disposition,
       candidates={"country": three_cups_targets})
def three_cups_of_tea(game: Game, side: str) -> None:
    """US: 2 Awakening markers in an untested Muslim country. Jihadist: 1 Reaction marker there;
    the card stays in play and blocks Malala Yousafzai (141)."""
    kind = AWAKENING if side == US else REACTION
    count = 2 if side == US else 1
    if three_cups_targets(game, side):
        name = common.choose_candidate(game, side, THREE_CUPS_OF_TEA, "country",
                                       f"3 Cups of Tea: {count} {kind} marker(s) in which untested Muslim country?")
        add_marker(game, name, kind, count, THREE_CUPS_OF_TEA)
    else:
        game.log(f"  3 Cups of Tea: no untested Muslim country can take {a_marker(kind)}")


# -- 215 Abu Bakr al-Baghdadi --------------------------------------------------------------


def _baghdadi_destinations(game: Game) -> list[str]:
    return [name for name in (SYRIA, IRAQ) if common.allowed_target(game, ABU_BAKR, name)]


def _baghdadi_sources(game: Game, destination: str) -> list[str]:
    """Where a cell for `destination` may come from: the track, or any other country with a cell (no Truce)."""
    state = game.state
    sources = [TRACK] if board.cells_available(state) > 0 else []
    sources += sorted(name for name, c in state.countries.items()
                      if name != destination and c.cells > 0 and not board.under_truce(c))
    return sources


def _baghdadi_second_options(game: Game) -> dict[str, str]:
    state = game.state
    options = {}
    if board.cells_available(state) > 0:
        options["schengen"] = "place a cell from the track in a random Schengen country"
    if PARIS_ATTACKS in state.discard:
        options["paris_attacks"] = "take Paris Attacks from the discard pile"
    if TRAINING_CAMPS_CARD in state.discard:
        options["training_camps"] = "take Training Camps from the discard pile"
    return options


def _baghdadi_playable(game: Game, side: str) -> bool:
    """The US may play it only while a Caliphate capital is on the map."""
    return side == JIHADIST or game.state.caliphate_capital is not None


def _baghdadi_effective(game: Game, side: str) -> bool:
    if side == US:
        return game.state.prestige < MAX_PRESTIGE
    if _baghdadi_second_options(game):
        return True
    return any(_baghdadi_sources(game, d) for d in _baghdadi_destinations(game))


def _removed_after_us_play(game: Game, side: str) -> str:
    """Cards removed only when the US plays them (215, 216, 219, 225, 232, 237); discarded otherwise."""
    return "remove" if side == US else "discard"


@event(ABU_BAKR, playable=_baghdadi_playable, effective=_baghdadi_effective, disposition=_removed_after_us_play)
def abu_bakr_al_baghdadi(game: Game, side: str) -> None:
    """US: Prestige +3. Jihadist: up to 3 cells in total into Syria and/or Iraq, from the track
    or from any other country (a Caliphate may be declared where 3 arrive, 11.3.8); then
    either a cell from the track into a random Schengen country, or Paris Attacks (182) or
    Training Camps (196) from the discard pile into hand."""
    if side == US:
        tracks.change_prestige(game, 3, "Abu Bakr al-Baghdadi")
        return
    why = deck.card(ABU_BAKR).title
    placed = {SYRIA: 0, IRAQ: 0}
    for i in range(3):
        destinations = [d for d in _baghdadi_destinations(game) if _baghdadi_sources(game, d)]
        if not destinations:
            break
        target = game.choose(JIHADIST, "event.215.destination", destinations + [DONE],
                             f"Abu Bakr al-Baghdadi: cell {i + 1} of 3 goes to which country?", card=ABU_BAKR,
                             placed=dict(placed), always_ask=True)
        if target == DONE:
            break
        source = game.choose(JIHADIST, "event.215.source", _baghdadi_sources(game, target),
                             f"Abu Bakr al-Baghdadi: the cell for {target} comes from where?", card=ABU_BAKR,
                             destination=target)
        if source == TRACK:
            pieces.add_cells(game, target, 1, why=why)
        else:
            active = _pick_cell_kind(game, JIHADIST, ABU_BAKR, source)
            move_cell_by_event(game, source, target, active=active, why=why)
        placed[target] += 1
    for name, count in placed.items():
        if count >= 3:
            caliphate.offer_declaration(game, name, count)
    options = _baghdadi_second_options(game)
    if not options:
        game.log("  Abu Bakr al-Baghdadi: no cell on the track and neither card in the discard pile")
        return
    choice = common.choose_option(game, JIHADIST, ABU_BAKR, options, "Abu Bakr al-Baghdadi: then which?")
    if choice == "schengen":
        name = awakening.random_schengen_country(game)
        pieces.add_cells(game, name, 1, why=why)
    else:
        number = PARIS_ATTACKS if choice == "paris_attacks" else TRAINING_CAMPS_CARD
        deck.to_hand(game, JIHADIST, number)


@hook("wins_now", ABU_BAKR)
def baghdadi_wins(game: Game, side: str) -> bool:
    """For the Jihadist: cells into Syria or Iraq could declare the Caliphate that wins
    (`common.caliphate_would_win`, the reference's only facts)."""
    return side == JIHADIST and common.caliphate_would_win(game)


# -- 216 Abu Sayyaf (ISIL) -----------------------------------------------------------------


def _abu_sayyaf_playable(game: Game, side: str) -> bool:
    """An oil exporter is under Islamist Rule, in Regime Change or in Civil War (printed oil exporter)."""
    return any(c.oil_exporter and (c.governance == ISLAMIST_RULE or c.regime_change or c.civil_war)
               for c in board.muslims(game.state))


def _abu_sayyaf_effective(game: Game, side: str) -> bool:
    state = game.state
    if side == US:
        return _change_prestige_possible(state, 1) or _change_funding_possible(state, -1)
    return _change_funding_possible(state, 1)


@event(216, playable=_abu_sayyaf_playable, effective=_abu_sayyaf_effective, disposition=_removed_after_us_play)
def abu_sayyaf(game: Game, side: str) -> None:
    """US: Prestige +2, Funding -1. Jihadist: Funding +2 (+3 with a Caliphate capital on the map)."""
    if side == US:
        tracks.change_prestige(game, 2, "Abu Sayyaf (ISIL)")
        tracks.change_funding(game, -1, "Abu Sayyaf (ISIL)")
    else:
        tracks.change_funding(game, 3 if game.state.caliphate_capital else 2, "Abu Sayyaf (ISIL)")


# -- 217 Agitators -------------------------------------------------------------------------


def agitators_cards(game: Game) -> list[int]:
    """Cards in the discard pile that start a Civil War or allow Regime Change (13.3.13)."""
    return [n for n in game.state.discard if deck.card(n).civil_war_or_regime_change]


@event(217, playable=lambda game, side: bool(agitators_cards(game)),
       effective=lambda game, side: bool(agitators_cards(game)))
def agitators(game: Game, side: str) -> None:
    """Take one 13.3.13 card (Civil War / Regime Change) from the discard pile into hand."""
    common.take_from_discard(game, side, 217, agitators_cards(game),
                             "Agitators: which card do you take from the discard pile?")


# -- 218 al-Nusra Front --------------------------------------------------------------------


def al_nusra_candidates(game: Game) -> list[str]:
    return _muslim_targets(game, 218, lambda c: (c.civil_war or bool(c.regime_change)) and c.cells > 0
                           and c.militia > 0)


def al_nusra_unequal(game: Game) -> list[str]:
    """The candidates where the event changes something (cells and militia differ)."""
    countries = game.state.countries
    return [n for n in al_nusra_candidates(game) if countries[n].cells != countries[n].militia]


def al_nusra_offered(game: Game) -> list[str]:
    """The countries offered: where cells and militia differ; a country where they are equal only
    when there is no other."""
    return al_nusra_unequal(game) or al_nusra_candidates(game)


@event(218, playable=lambda game, side: bool(al_nusra_candidates(game)),
       effective=lambda game, side: bool(al_nusra_unequal(game)),
       candidates={"country": lambda game, side: al_nusra_offered(game)})
def al_nusra_front(game: Game, side: str) -> None:
    """In a Civil War / Regime Change country with cells and militia, remove the surplus of the
    larger so both are equal (troops stay)."""
    name = common.choose_candidate(game, side, 218, "country",
                                   "al-Nusra Front: in which Civil War or Regime Change country?")
    common.aim(game, name)
    country = game.state.countries[name]
    if country.cells > country.militia:
        common.remove_cells(game, side, 218, name, country.cells - country.militia)
    elif country.militia > country.cells:
        pieces.remove_militia(game, name, country.militia - country.cells, "al-Nusra Front")
    else:
        game.log(f"  {name}: as many cells as militia, nothing changes")


# -- 219 Ayman al-Zawahiri -----------------------------------------------------------------


def reaction_markers_on_map(state: GameState) -> int:
    return sum(c.reaction for c in state.countries.values())


def _zawahiri_effective(game: Game, side: str) -> bool:
    state = game.state
    if side == US:
        return _change_funding_possible(state, -1) or _change_prestige_possible(state, 1)
    return state.prestige > 1 and reaction_markers_on_map(state) > 0


@event(219, effective=_zawahiri_effective, disposition=_removed_after_us_play)
def ayman_al_zawahiri(game: Game, side: str) -> None:
    """US: Funding -1 and Prestige +1 (+2 once Osama bin Ladin, 237, is out of the game).
    Jihadist: Prestige -1 for every 4 Reaction markers on the map, a partial 4 counting."""
    state = game.state
    if side == US:
        tracks.change_funding(game, -1, "Ayman al-Zawahiri")
        tracks.change_prestige(game, 2 if OSAMA_BIN_LADIN in state.removed else 1, "Ayman al-Zawahiri")
    else:
        loss = -(-reaction_markers_on_map(state) // 4)
        tracks.change_prestige(game, -loss, "Ayman al-Zawahiri")


# -- 220 Daraa -----------------------------------------------------------------------------


def _daraa_playable(game: Game, side: str) -> bool:
    return common.allowed_target(game, 220, SYRIA) and game.state.countries[SYRIA].governance != ISLAMIST_RULE


def _daraa_effective(game: Game, side: str) -> bool:
    syria = game.state.countries[SYRIA]
    if syria.governance == UNTESTED:
        return True
    kind = AWAKENING if side == US else REACTION
    marker = bool(placeable_in(game, 220, kind, [SYRIA]))
    shift = syria.governance == POOR if side == US else syria.governance in (GOOD, FAIR)
    return marker or shift


@event(220, playable=_daraa_playable, effective=_daraa_effective)
def daraa(game: Game, side: str) -> None:
    """Test Syria; US: improve it one level (never to Good) and add an Awakening marker;
    Jihadist: worsen it one level (never to Islamist Rule) and add a Reaction marker."""
    common.aim(game, SYRIA)
    politics.test_country(game, SYRIA)
    if side == US:
        politics.improve_governance(game, SYRIA, 1, to_good=False)
        add_marker(game, SYRIA, AWAKENING, 1, 220)
    else:
        politics.worsen_governance(game, SYRIA, 1, to_islamist_rule=False)
        add_marker(game, SYRIA, REACTION, 1, 220)


# -- 221 Fly Paper -------------------------------------------------------------------------


def fly_paper_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 221, lambda c: c.civil_war or bool(c.regime_change)
                           or board.is_caliphate_member(game.state, c.name))


def fly_paper_sources(game: Game, target: str) -> dict[str, list[str]]:
    """Countries (no Truce) that can give up a Reaction marker and/or a cell for cells going to
    `target`: name -> what. A cell never comes from the target itself (it would only go back)."""
    result: dict[str, list[str]] = {}
    for name, country in game.state.countries.items():
        if board.under_truce(country):
            continue
        what = []
        if country.muslim and country.reaction > 0:
            what.append(REACTION)
        if country.cells > 0 and name != target:
            what.append("cell")
        if what:
            result[name] = what
    return result


def fly_paper_offered(game: Game) -> list[str]:
    """The destinations offered: those with something to take for them (all of them when none has)."""
    targets = fly_paper_targets(game)
    return [t for t in targets if fly_paper_sources(game, t)] or targets


def fly_paper_reaction_sources(game: Game) -> list[str]:
    """The countries (no Truce) whose Reaction marker the event may take, whatever the destination."""
    return sorted(n for n, c in game.state.countries.items()
                  if c.muslim and c.reaction > 0 and not board.under_truce(c))


@event(221, playable=lambda game, side: bool(fly_paper_targets(game)),
       effective=lambda game, side: any(fly_paper_sources(game, t) for t in fly_paper_targets(game)),
       candidates={"country": lambda game, side: fly_paper_offered(game),
                   REACTION: lambda game, side: fly_paper_reaction_sources(game)})
def fly_paper(game: Game, side: str) -> None:
    """Choose one Civil War, Regime Change or Caliphate country; take a Reaction marker or a cell
    from each of up to 3 other countries (a Reaction marker may come from the destination), then
    put as many cells there (either side may declare a Caliphate with 3, 11.3.8). The destination
    is named first, so every source is chosen knowing where the cells go (8.1.2)."""
    target = common.choose_candidate(game, side, 221, "country", "Fly Paper: where do the cells go?")
    sources = fly_paper_sources(game, target)
    chosen: list[tuple[str, str]] = []
    while len(chosen) < 3:
        options = sorted(n for n in sources if n not in {c for c, _ in chosen})
        if not options:
            break
        extra = [DONE] if chosen else []
        name = game.choose(side, "event.221.source", options + extra,
                           f"Fly Paper: removal {len(chosen) + 1} of up to 3 - from which country?", card=221,
                           chosen=list(chosen), destination=target)
        if name == DONE:
            break
        what = game.choose(side, "event.221.what", sources[name], f"Fly Paper: remove what from {name}?",
                           card=221, country=name, destination=target)
        chosen.append((name, what))
    if not chosen:
        game.log("  Fly Paper: nothing can be removed")
        return
    for name, what in chosen:
        if what == REACTION:
            awakening.remove_reaction(game, name, 1, "Fly Paper")
        else:
            common.remove_cells(game, side, 221, name, 1)
    count = min(len(chosen), board.cells_available(game.state))
    if count:
        common.place_cells(game, 221, target, count)


@hook("wins_now", 221)
def fly_paper_wins(game: Game, side: str) -> bool:
    """For the Jihadist: 3 cells into a candidate could declare the Caliphate that wins - 3 sources to
    take a cell or Reaction marker from, and 3 cells to place (the reference's facts, with
    `common.caliphate_would_win`)."""
    state = game.state
    if side != JIHADIST or not fly_paper_targets(game) or not common.caliphate_would_win(game):
        return False
    open_countries = [c for c in state.countries.values() if not board.under_truce(c)]
    with_cells = sum(1 for c in open_countries if c.cells > 0)
    with_reaction = sum(1 for c in open_countries if c.muslim and c.reaction > 0)
    return with_cells + with_reaction > 2 and with_cells + board.cells_available(state) > 2


# -- 222 Hagel -----------------------------------------------------------------------------


@event(222, effective=lambda game, side: game.state.us_posture != (HARD if side == US else SOFT))
def hagel(game: Game, side: str) -> None:
    """US: the US posture becomes Hard. Jihadist: Soft."""
    politics.set_posture(game, "United States", HARD if side == US else SOFT)


# -- 223 Iranian Elections -----------------------------------------------------------------


def _iranian_elections_effective(game: Game, side: str) -> bool:
    state = game.state
    iran = state.countries[IRAN]
    return not iran.muslim or _change_funding_possible(state, -1) or (
        bool(marker_kinds(game)) and awakening.can_take_marker(game, iran))


@event(223, playable=lambda game, side: common.allowed_target(game, 223, IRAN), effective=_iranian_elections_effective)
def iranian_elections(game: Game, side: str) -> None:
    """Iran's tile turns to its Shia-Mix side, Fair Adversary (11.3.3.1); 2 markers of one kind
    and 1 of the other go there; Funding -1."""
    if game.state.countries[IRAN].muslim:
        game.log("  Iran is already a Muslim country")
    else:
        politics.flip_iran_to_muslim(game)
    options = {AWAKENING: "2 Awakening markers and 1 Reaction marker",
               REACTION: "2 Reaction markers and 1 Awakening marker"}
    first = common.choose_option(game, side, 223, options, "Iranian Elections: which markers in Iran?")
    second = REACTION if first == AWAKENING else AWAKENING
    add_marker(game, IRAN, first, 2, 223)
    add_marker(game, IRAN, second, 1, 223)
    tracks.change_funding(game, -1, "Iranian Elections")


# -- 224 Je Suis Charlie -------------------------------------------------------------------


def _je_suis_charlie_playable(game: Game, side: str) -> bool:
    """A plot was resolved in a non-Muslim country in the last plot resolution phase."""
    state = game.state
    return any(name in state.countries and not state.countries[name].muslim
               for name in state.plots_resolved_this_turn_in)


def _je_suis_charlie_options(game: Game) -> dict[str, str]:
    """The Jihadist's choices that would change something (11.3.12)."""
    state = game.state
    options = {}
    world, _ = board.world_posture(state)
    if world != "even" and state.us_posture == world:
        options["posture"] = "set the US posture opposite to the world posture"
    if state.prestige > 1:
        options["prestige"] = "roll a die: Prestige drops by half the roll, rounded up"
    return options


@event(224, playable=_je_suis_charlie_playable,
       effective=lambda game, side: side == US or bool(_je_suis_charlie_options(game)))
def je_suis_charlie(game: Game, side: str) -> None:
    """US: choose the posture of one Schengen and one non-Schengen country (not the US).
    Jihadist: set the US posture opposite to the world's, or Prestige -half a die (rounded up)."""
    if side == US:
        for schengen, what in ((True, "schengen"), (False, "other")):
            kind = "Schengen" if schengen else "non-Schengen"
            name = common.choose_country(game, US, 224, posture_countries(game, schengen=schengen),
                                         f"Je Suis Charlie: the posture of which {kind} country?", what=what)
            common.aim(game, name)
            politics.set_posture(game, name, choose_posture(game, US, 224, name, f"{what}_posture"))
        return
    options = _je_suis_charlie_options(game)
    if not options:
        game.log("  Je Suis Charlie: neither choice would change anything")
        return
    choice = common.choose_option(game, JIHADIST, 224, options, "Je Suis Charlie: which effect?")
    if choice == "posture":
        world, _ = board.world_posture(game.state)
        politics.set_posture(game, "United States", SOFT if world == HARD else HARD)
    else:
        die = game.roll("Je Suis Charlie prestige loss")
        tracks.change_prestige(game, -((die + 1) // 2), "Je Suis Charlie")


# -- 225 Jihadi John -----------------------------------------------------------------------


@event(225, effective=lambda game, side: side == JIHADIST or game.state.prestige < MAX_PRESTIGE,
       disposition=_removed_after_us_play)
def jihadi_john(game: Game, side: str) -> None:
    """US: Prestige +1 (+2 with a Caliphate capital on the map). Jihadist: choose the posture of
    a Schengen country; Funding +1 (+2 with a Caliphate capital)."""
    bonus = 2 if game.state.caliphate_capital else 1
    if side == US:
        tracks.change_prestige(game, bonus, "Jihadi John")
        return
    name = common.choose_country(game, JIHADIST, 225, posture_countries(game, schengen=True),
                                 "Jihadi John: the posture of which Schengen country?")
    common.aim(game, name)
    politics.set_posture(game, name, choose_posture(game, JIHADIST, 225, name))
    tracks.change_funding(game, bonus, "Jihadi John")


# -- 226 Operation Serval ------------------------------------------------------------------


def serval_candidates(game: Game) -> list[str]:
    """Poor African Muslim countries with 1 or 2 resources."""
    state = game.state
    return _muslim_targets(game, 226, lambda c: facts.countries()[c.name].region == "africa"
                           and c.governance == POOR and board.resources(state, c) < 3)


def _serval_works(game: Game, side: str, name: str) -> bool:
    """Would the side's effect change anything in `name`? US: the marker is not there yet, or a
    militia can go there; Jihadist: not yet in Civil War, or a cell is available."""
    state = game.state
    country = state.countries[name]
    if side == US:
        return SERVAL not in country.markers or (board.militia_available(state) > 0 and pieces.can_take_militia(country))
    return not country.civil_war or board.cells_available(state) > 0


def serval_offered(game: Game, side: str) -> list[str]:
    """The countries offered: those where the side's effect changes something (all when none, 11.3.12)."""
    candidates = serval_candidates(game)
    return [n for n in candidates if _serval_works(game, side, n)] or candidates


@event(226, playable=lambda game, side: bool(serval_candidates(game)),
       effective=lambda game, side: any(_serval_works(game, side, n) for n in serval_candidates(game)),
       disposition=lambda game, side: "discard", candidates={"country": serval_offered})
def operation_serval(game: Game, side: str) -> None:
    """US: the Operation Serval marker (1 troop) moves to the country, and 1 militia goes there.
    Jihadist: the country falls into Civil War and takes 1 cell (2 in Mali)."""
    name = common.choose_candidate(game, side, 226, "country", "Operation Serval: in which Poor African country?")
    common.aim(game, name)
    if side == US:
        for other in pieces.countries_with_marker(game, SERVAL):
            if other != name:
                pieces.remove_marker(game, other, SERVAL, every=True)
        pieces.add_marker(game, name, SERVAL)
        pieces.add_militia(game, name, 1, "Operation Serval")
    else:
        civil_war.start_civil_war(game, name)
        common.place_cells(game, 226, name, 2 if name == MALI else 1)


# -- 227-228 Popular Support ---------------------------------------------------------------


def popular_support_candidates(game: Game, number: int, kind: str) -> list[str]:
    """Countries already holding a marker of `kind` that can take another now (11.2.9 included)."""
    holding = _muslim_targets(game, number, lambda c: getattr(c, kind) > 0)
    return placeable_in(game, number, kind, holding)


def _popular_support_kinds(game: Game, number: int) -> list[str]:
    return [kind for kind in (AWAKENING, REACTION) if popular_support_candidates(game, number, kind)]


def _popular_support_playable(game: Game, side: str) -> bool:
    """A Muslim country holds an Awakening or a Reaction marker."""
    return any(c.awakening or c.reaction for c in board.muslims(game.state))


def _popular_support(number: int) -> Callable[[Game, str], None]:
    def effect(game: Game, side: str) -> None:
        """One marker where that kind already is, then one more in an adjacent Muslim country."""
        chosen = common.option_then_candidate(game, side, number, "Popular Support: which kind of marker?",
                                              lambda kind: f"Popular Support: a country that already has {a_marker(kind)}",
                                              what="marker")
        if chosen is None:
            return
        kind, name = chosen
        add_marker(game, name, kind, 1, number)
        # the second marker may be moved from another country when all 15 are out (11.2.9)
        adjacent = placeable_in(game, number, kind, sorted(n for n in board.adjacent(name)
                                                           if game.state.countries[n].muslim))
        if adjacent:
            other = common.choose_country(game, side, number, adjacent,
                                          f"Popular Support: {a_marker(kind)} in which country next to {name}?",
                                          what="adjacent", kind=kind)
            add_marker(game, other, kind, 1, number)

    return effect


for _number in POPULAR_SUPPORT:
    event(_number, playable=_popular_support_playable,
          effective=lambda game, side, n=_number: bool(_popular_support_kinds(game, n)),
          options=lambda game, side, n=_number: marker_options(_popular_support_kinds(game, n)),
          candidates=common.per_option(lambda game, k, n=_number: popular_support_candidates(game, n, k),
                                       (AWAKENING, REACTION)))(_popular_support(_number))


# -- 229 Prisoner Exchange -----------------------------------------------------------------


def _prisoner_exchange_playable(game: Game, side: str) -> bool:
    """Both players hold cards. Not with a Bot: its hand is never inspected (reference reading)."""
    hands = game.state.hands
    return not game.bot_sides and bool(hands[side]) and bool(hands[other_side(side)])


def prisoner_exchange_cards(game: Game, side: str) -> list[int]:
    """The cards `side` may give: its highest-Ops cards carrying the opponent's event, else any card."""
    hand = game.state.hands[side]
    theirs = [n for n in hand if deck.card(n).association == other_side(side)]
    if not theirs:
        return sorted(hand)
    best = max(board.card_ops(game.state, n) for n in theirs)
    return sorted(n for n in theirs if board.card_ops(game.state, n) == best)


@event(229, playable=_prisoner_exchange_playable, effective=_prisoner_exchange_playable)
def prisoner_exchange(game: Game, side: str) -> None:
    """The player gives the opponent its highest-value card carrying the opponent's event (any
    card if it holds none; it picks among ties)."""
    options = prisoner_exchange_cards(game, side)
    if not options:
        game.log("  Prisoner Exchange: no card to give")
        return
    number = game.choose(side, "event.229.card", options, "Prisoner Exchange: which card do you give?",
                         labels={n: deck.card(n).name for n in options}, card=229)
    deck.to_hand(game, other_side(side), number)


# -- 230 Sellout ---------------------------------------------------------------------------


def sellout_candidates(game: Game) -> list[str]:
    return _muslim_targets(game, 230, lambda c: (c.civil_war or bool(c.regime_change)) and c.cells >= 2)


def _sellout_options(country: Country) -> dict[str, str]:
    options = {}
    if country.governance in (GOOD, FAIR):
        options["governance"] = "worsen governance one level"
    if country.alignment != ADVERSARY:
        options["alignment"] = "shift alignment one box toward Adversary"
    return options


@event(230, playable=lambda game, side: bool(sellout_candidates(game)),
       effective=lambda game, side: bool(sellout_candidates(game)),
       candidates={"country": lambda game, side: sellout_candidates(game)})
def sellout(game: Game, side: str) -> None:
    """All but one cell leave the country; Funding + half of them (rounded up); then worsen its
    governance one level (never to Islamist Rule) or shift it toward Adversary."""
    name = common.choose_candidate(game, side, 230, "country", "Sellout: in which Civil War or Regime Change country?")
    removed = common.remove_cells(game, side, 230, name, game.state.countries[name].cells - 1)
    tracks.change_funding(game, -(-removed // 2), "Sellout")
    options = _sellout_options(game.state.countries[name])
    if not options:
        game.log(f"  {name} is already Poor Adversary")
        return
    choice = common.choose_option(game, side, 230, options, f"Sellout: what happens in {name}?")
    if choice == "governance":
        politics.worsen_governance(game, name, 1, to_islamist_rule=False)
    else:
        politics.shift_alignment(game, name, ADVERSARY)


# -- 231 Siege of "Kobanigrad" -------------------------------------------------------------


def kobanigrad_candidates(game: Game, side: str | None = None) -> list[str]:
    """Civil War countries; with `side`, those where its effect bites (US: cells, Jihadist: militia)."""
    def test(c: Country) -> bool:
        if not c.civil_war:
            return False
        if side == US:
            return c.cells > 0
        if side == JIHADIST:
            return c.militia > 0
        return True

    return _muslim_targets(game, 231, test)


@event(231, playable=lambda game, side: bool(kobanigrad_candidates(game)),
       effective=lambda game, side: bool(kobanigrad_candidates(game, side)))
def siege_of_kobanigrad(game: Game, side: str) -> None:
    """US: up to 3 cells removed from a Civil War country. Jihadist: up to 2 militia removed there."""
    candidates = kobanigrad_candidates(game, side)
    if not candidates:
        game.log(f"  Siege of \"Kobanigrad\": no Civil War country has {'cells' if side == US else 'militia'}")
        return
    name = common.choose_country(game, side, 231, candidates, "Siege of \"Kobanigrad\": in which Civil War country?")
    country = game.state.countries[name]
    if side == US:
        common.remove_cells(game, US, 231, name, min(3, country.cells))
    else:
        pieces.remove_militia(game, name, min(2, country.militia), "Siege of \"Kobanigrad\"")


# -- 232 Trade Embargo ---------------------------------------------------------------------


def shia_mix_reaction_targets(game: Game) -> list[str]:
    return _muslim_targets(game, 232, lambda c: c.shia_mix and awakening.can_take_marker(game, c))


def _trade_embargo_effective(game: Game, side: str) -> bool:
    iran = game.state.countries[IRAN]
    if side == US:
        return iran.wmd > 0 or EMBARGO_JIHADIST in iran.markers or EMBARGO_US not in iran.markers
    return (game.state.prestige > 1 or EMBARGO_JIHADIST not in iran.markers
            or (REACTION in marker_kinds(game) and bool(shia_mix_reaction_targets(game))))


@event(232, playable=lambda game, side: common.allowed_target(game, 232, IRAN), effective=_trade_embargo_effective,
       disposition=_removed_after_us_play)
def trade_embargo(game: Game, side: str) -> None:
    """US: Iran's cached WMD leave the game (+1 Prestige each, 11.3.1), Iran may export oil again
    and NPT Safeguards Ignored (181) is blocked (marker on Iran). Jihadist: Prestige -1, a
    Reaction marker in a Shia-Mix country, and Iran stops exporting oil (marker on Iran)."""
    if side == US:
        pieces.destroy_cached_wmd(game, IRAN)
        pieces.remove_marker(game, IRAN, EMBARGO_JIHADIST, every=True)
        pieces.add_marker(game, IRAN, EMBARGO_US)
        return
    tracks.change_prestige(game, -1, "Trade Embargo")
    targets = shia_mix_reaction_targets(game)
    if targets and REACTION in marker_kinds(game):
        name = common.choose_country(game, JIHADIST, 232, targets, "Trade Embargo: a Reaction marker in which "
                                     "Shia-Mix country?")
        add_marker(game, name, REACTION, 1, 232)
    else:
        game.log("  Trade Embargo: no Shia-Mix country can take a Reaction marker")
    pieces.add_marker(game, IRAN, EMBARGO_JIHADIST)


# -- 233 UN Ceasefire ----------------------------------------------------------------------


def civil_war_countries(game: Game, number: int) -> list[str]:
    return _muslim_targets(game, number, lambda c: c.civil_war)


@event(233, playable=lambda game, side: bool(civil_war_countries(game, 233)),
       effective=lambda game, side: bool(civil_war_countries(game, 233)),
       candidates={"country": lambda game, side: civil_war_countries(game, 233)})
def un_ceasefire(game: Game, side: str) -> None:
    """End a Civil War: each militia becomes an Awakening marker and each cell a Reaction marker
    (not while Arab Winter is in effect: then the cells stay), troop cubes go to the track,
    the country turns Neutral and its governance is rolled (1-4 Poor, 5-6 Fair)."""
    name = common.choose_candidate(game, side, 233, "country", "UN Ceasefire: end the Civil War in which country?")
    country = game.state.countries[name]
    militia, cells, troops = country.militia, country.cells, country.troops
    civil_war.end_civil_war(game, name)
    if awakening.markers_blocked(game):
        game.log(f"  {name}: Arab Winter - militia and cells are not replaced by markers")
    else:
        add_marker(game, name, AWAKENING, militia, 233)
        pieces.remove_cells(game, name, actives=country.actives, sleepers=country.sleepers, why="UN Ceasefire")
        add_marker(game, name, REACTION, cells, 233)
    pieces.remove_troops(game, name, min(troops, country.troops), "UN Ceasefire")
    if not country.muslim:
        # an Ally Nigeria left without cells has flipped back to its non-Muslim side (11.3.3.3)
        game.log(f"  {name} is no longer a Muslim country: its alignment and governance stay as they are")
        return
    politics.set_alignment(game, name, NEUTRAL)
    die = game.roll(f"governance of {name}")
    politics.set_governance(game, name, POOR if die < 5 else FAIR)


# -- 234 Free Syrian Army ------------------------------------------------------------------


def _turkey_can_take_aid(game: Game) -> bool:
    turkey = game.state.countries[TURKEY]
    return common.allowed_target(game, 234, TURKEY) and turkey.governance not in (GOOD, ISLAMIST_RULE)


def _free_syrian_army_options(game: Game, side: str) -> dict[str, str]:
    """What may go into Syria first (nothing under a Truce)."""
    if not common.allowed_target(game, 234, SYRIA):
        return {}
    return {"militia": "2 militia, then 1 cell", "cells": "2 cells, then 1 militia"}


def _free_syrian_army_effective(game: Game, side: str) -> bool:
    """Syria (no Truce) falls into Civil War or takes a militia or a cell, or Turkey takes aid."""
    state = game.state
    syria = common.allowed_target(game, 234, SYRIA) and (
        not state.countries[SYRIA].civil_war or board.militia_available(state) > 0 or board.cells_available(state) > 0)
    return syria or _turkey_can_take_aid(game)


@event(234, playable=lambda game, side: game.state.countries[SYRIA].governance != UNTESTED,
       effective=_free_syrian_army_effective, options=_free_syrian_army_options)
def free_syrian_army(game: Game, side: str) -> None:
    """Syria falls into Civil War and takes 2 militia or 2 cells, then 1 of the other kind;
    Turkey takes an aid marker."""
    if common.allowed_target(game, 234, SYRIA):
        civil_war.start_civil_war(game, SYRIA)
        choice = common.choose_event_option(game, side, 234, "Free Syrian Army: what goes into Syria?")
        militia, cells = (2, 1) if choice == "militia" else (1, 2)
        pieces.add_militia(game, SYRIA, militia, "Free Syrian Army")
        common.place_cells(game, 234, SYRIA, cells)
    else:
        game.log("  Syria is under Truce")
    if _turkey_can_take_aid(game):
        pieces.add_aid(game, TURKEY, 1)
    else:
        game.log("  Turkey cannot take an aid marker")


# -- 235 Qadhafi ---------------------------------------------------------------------------


@event(235, playable=lambda game, side: bool(civil_war_countries(game, 235)),
       effective=lambda game, side: bool(civil_war_countries(game, 235)),
       candidates={"country": lambda game, side: civil_war_countries(game, 235)})
def qadhafi(game: Game, side: str) -> None:
    """End a Civil War: more cells than troops + militia makes the country Poor Adversary, more
    troops + militia than cells Fair Ally; a tie changes neither."""
    name = common.choose_candidate(game, side, 235, "country", "Qadhafi: end the Civil War in which country?")
    country = game.state.countries[name]
    cells, forces = country.cells, board.troops_and_militia(country)
    civil_war.end_civil_war(game, name)
    if cells > forces:
        politics.set_governance(game, name, POOR, ADVERSARY)
    elif forces > cells:
        politics.set_governance(game, name, FAIR, ALLY)
    else:
        game.log(f"  {name}: as many cells as troops and militia - governance and alignment stay")


# -- 236 Oil Price Spike -------------------------------------------------------------------


def oil_price_spike_cards(game: Game) -> list[int]:
    """Cards in the discard pile, the lapsing box or the first plot box, Oil Price Spike excepted."""
    state = game.state
    found = list(state.discard) + list(state.lapsing)
    if state.first_plot_card is not None:
        found.append(state.first_plot_card)
    return [n for n in found if n != OIL_PRICE_SPIKE]


def end_lapsing_early(game: Game, number: int) -> None:
    """A lapsing card leaves its box before the end of turn: what its lapse would undo happens now."""
    run_for_card("lapse_ends", game, number)


def _oil_price_spike_effective(game: Game, side: str) -> bool:
    state = game.state
    exporters_count = any(c.oil_exporter and c.governance in (GOOD, ISLAMIST_RULE) for c in board.muslims(state))
    return bool(oil_price_spike_cards(game)) or board.event_in_effect(state, FRACKING) or exporters_count


@event(OIL_PRICE_SPIKE, effective=_oil_price_spike_effective,
       candidates={"card": lambda game, side: oil_price_spike_cards(game)})
def oil_price_spike(game: Game, side: str) -> None:
    """Take any other card from the discard pile or a box into hand; oil exporters count +1
    resource until the end of turn (the card lapses, read by `board.resources`); Fracking
    (155) ends."""
    options = oil_price_spike_cards(game)
    if options:
        number = game.choose(side, "event.236.card", options, "Oil Price Spike: which card do you take?",
                             labels={n: deck.card(n).name for n in options}, card=OIL_PRICE_SPIKE)
        lapsing = deck.where_is(game, number) == "lapsing"
        deck.to_hand(game, side, number)
        if lapsing:
            end_lapsing_early(game, number)
    else:
        game.log("  Oil Price Spike: no card to take")
    deck.end_event(game, FRACKING)


def _spiked_resources(game: Game, governance: int) -> int:
    """The resources of the Muslim countries at `governance` with one more Oil Price Spike in effect."""
    state = game.state
    spiked = [c for c in board.muslims(state) if c.governance == governance]
    extra = sum(1 for c in spiked if c.oil_exporter and "Trade Embargo (Jihadist)" not in c.markers)
    return sum(board.resources(state, c) for c in spiked) + extra


@hook("wins_now", OIL_PRICE_SPIKE)
def oil_price_spike_wins(game: Game, side: str) -> bool:
    """Oil exporters' +1 could bring the Jihadist's Islamist Rule resources to 6 (with two adjacent
    Islamist Rule countries unless it is a Bot, 9.1; the Caliphate capital counts one) or the US's
    Good resources to 12 (the reference's facts)."""
    if side == US:
        return _spiked_resources(game, GOOD) >= 12
    islamist = _spiked_resources(game, ISLAMIST_RULE) + (1 if game.state.caliphate_capital else 0)
    return islamist >= 6 and (game.is_bot(JIHADIST) or islamist_adjacency(game))


# -- 237 Osama bin Ladin -------------------------------------------------------------------


def islamist_rule_or_civil_war(state: GameState) -> int:
    return sum(1 for c in board.muslims(state) if c.governance == ISLAMIST_RULE or c.civil_war)


def _bin_ladin_playable(game: Game, side: str) -> bool:
    """The US only while neither Pakistan nor Afghanistan is under Islamist Rule."""
    if side == JIHADIST:
        return True
    countries = game.state.countries
    return all(countries[n].governance != ISLAMIST_RULE for n in ("Pakistan", "Afghanistan"))


def _bin_ladin_effective(game: Game, side: str) -> bool:
    state = game.state
    if side == US:
        return _change_funding_possible(state, -1) or _change_prestige_possible(state, 1)
    return state.prestige > 1 and islamist_rule_or_civil_war(state) > 0


@event(OSAMA_BIN_LADIN, playable=_bin_ladin_playable, effective=_bin_ladin_effective,
       disposition=_removed_after_us_play)
def osama_bin_ladin(game: Game, side: str) -> None:
    """US: Funding -2 and Prestige +3. Jihadist: Prestige -1 per Muslim country under Islamist
    Rule and/or in Civil War."""
    if side == US:
        tracks.change_funding(game, -2, "Osama bin Ladin")
        tracks.change_prestige(game, 3, "Osama bin Ladin")
    else:
        tracks.change_prestige(game, -islamist_rule_or_civil_war(game.state), "Osama bin Ladin")


# -- 238 Revolution ------------------------------------------------------------------------


def revolution_candidates(game: Game) -> list[str]:
    return _muslim_targets(game, 238, lambda c: c.governance == POOR and c.awakening > 0 and c.reaction > 0)


@event(238, playable=lambda game, side: bool(revolution_candidates(game)),
       effective=lambda game, side: bool(revolution_candidates(game)))
def revolution(game: Game, side: str) -> None:
    """A Poor country with both Awakening and Reaction markers falls into Civil War (11.2.2)."""
    name = common.choose_country(game, side, 238, revolution_candidates(game),
                                 "Revolution: which Poor country falls into Civil War?")
    civil_war.start_civil_war(game, name)


# -- 239 Truce -----------------------------------------------------------------------------


def truce_candidates(game: Game) -> list[str]:
    """Civil War or Regime Change countries, or with both Awakening and Reaction (no Caliphate member)."""
    return _muslim_targets(game, TRUCE_CARD, lambda c: c.civil_war or bool(c.regime_change)
                           or (c.awakening > 0 and c.reaction > 0))


@event(TRUCE_CARD, playable=lambda game, side: bool(truce_candidates(game)),
       effective=lambda game, side: bool(truce_candidates(game)))
def truce(game: Game, side: str) -> None:
    """A Truce marker until the end of turn: no operations or event effects there, no Polarization
    and no attrition (the card lapses; `end_of_turn` removes the marker)."""
    name = common.choose_country(game, side, TRUCE_CARD, truce_candidates(game), "Truce: in which country?")
    common.aim(game, name)
    pieces.add_marker(game, name, TRUCE)


def truce_cost(game: Game, name: str) -> int:
    """Ending a Truce early costs the country's resources (Prestige for the US, Funding for the Jihadist)."""
    return board.resources(game.state, game.state.countries[name])


@hook("lapse_ends", TRUCE_CARD)
def truce_markers_go(game: Game, number: int) -> None:
    """The Truce markers leave the map when the card lapses."""
    for name in pieces.countries_with_marker(game, TRUCE):
        pieces.remove_marker(game, name, TRUCE, every=True)


@hook("before_card", TRUCE_CARD)
def offer_truce_end(game: Game, phasing: str) -> None:
    """Before a card is played, each side that can pay may end a Truce early (the phasing side is asked first).

    The US pays Prestige, the Jihadist Funding, equal to the country's resources; a side can
    pay when its track is at least that high (the track never drops below 1).
    """
    state = game.state
    for name in pieces.countries_with_marker(game, TRUCE):
        cost = truce_cost(game, name)
        for side in (phasing, other_side(phasing)):
            track = state.prestige if side == US else state.funding
            if track < cost:
                continue
            paid = "Prestige" if side == US else "Funding"
            if game.confirm(side, "event.239.end_truce", f"End the Truce in {name} for {cost} {paid}?",
                            country=name, cost=cost, card=TRUCE_CARD):
                game.log(f"{deck.side_name(side)} ends the Truce in {name}", side)
                if side == US:
                    tracks.change_prestige(game, -cost, "ending the Truce")
                else:
                    tracks.change_funding(game, -cost, "ending the Truce")
                pieces.remove_marker(game, name, TRUCE, every=True)
                break


# -- 240 US Election -----------------------------------------------------------------------


@event(240, playable=lambda game, side: False, effective=lambda game, side: True)
def us_election(game: Game, side: str) -> None:
    """Automatic whenever the card is used for Ops (`cardplay`): the US posture is rolled (or flipped
    while US Consulate Attacked, 199, is lapsing); then Prestige +1 with no GWOT penalty,
    -1 otherwise."""
    state = game.state
    if US_CONSULATE_ATTACKED in state.lapsing:
        game.log("  US Consulate Attacked is in effect: the US posture flips")
        politics.set_posture(game, "United States", SOFT if state.us_posture == HARD else HARD)
    else:
        tracks.roll_us_posture(game, "US Election")
    if board.gwot_penalty(state) == 0:
        tracks.change_prestige(game, 1, "US Election, no GWOT penalty")
    else:
        tracks.change_prestige(game, -1, "US Election, GWOT penalty")
