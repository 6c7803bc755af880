"""Setting up the six Awakening scenarios from their YAML files, and starting a game.

The files in ``data/scenarios/`` hold the facts (see their README); this module turns
one of them into a ready-to-play `GameState`:

* tracks (prestige, funding, US posture), the off-map troops, the non-Muslim postures;
* every listed country (governance, alignment, pieces, markers, Regime Change colour,
  Civil War, the Caliphate capital, the Nigeria tile's side, its WMD cache);
* the removed cards (they go to ``state.removed`` and stay out of the game);
* events in effect at the start: the marker of a card still in the game goes to the Events
  in Play box (``state.events_in_play``; the card stays in the deck); a card the scenario
  also removes (ISIL's Sequestration, 184) is in effect through a global marker named after
  its title in ``state.markers``;
* WMD markers the scenario takes off the map (ISIL's Syria, all of them in Assad Alone)
  go to ``state.plots_removed``, so the six WMD markers stay accounted for (11.3.1);
* the deck: the Awakening cards 121-240 minus the removed ones shuffled; Arab Spring's
  two sequenced halves; Assad Alone's 40-card deck (drawn at random, or drafted);
* scenario rules the card and victory modules read from ``state.options``:
  ``"cards"`` (every card number in this game), ``"victory": "syria_only"`` and
  ``"no_wmd"`` (Assad Alone), ``"obama_doctrine_mitts_turn"`` (Mitt's Turn: Obama Doctrine
  is 3 Ops, needs a Hard US, lets the US pick three options), ``"deck_mode"``, and for
  Assad Alone ``"unused_cards"`` (the cards kept aside for its overtime variant).

`start_game` builds the state inside a `Game` (so every shuffle uses the game's seeded
RNG), deals the opening hands alternately, Jihadist first (3.2), and hands the game to
the Jihadist's first action phase.

Set-up choices (``options`` of `start_game` / `new_game_state`):

* ``"assad_alone_deck"``: ``"random"`` (default; the learning-game option) or ``"draft"``.

Decisions asked (only when Assad Alone's deck is drafted):

* ``setup.draft.unassociated`` - Jihadist first, then US: choose 5 unassociated cards
  for the scenario deck (options: the unassociated cards still undrafted).
* ``setup.draft.own`` - each side: choose 15 cards of its own association (options:
  that side's cards in the scenario's pool).
"""

from __future__ import annotations

import difflib
import random
import re
from dataclasses import dataclass
from typing import Any

from botkit.protocol import Decider

from . import board, deck, facts
from .consequences import Consequences
from .game import Game
from .invariants import violations
from .setup import blank_state
from .state import GOVERNANCE_TEXT, JIHADIST, PLOT_WMD, US, GameState

FIRST_CARD, LAST_CARD = 121, 240

# What a scenario file may say about a country (see data/scenarios/README.md).
COUNTRY_KEYS = {
    "governance", "alignment", "posture", "troops", "militia", "sleeper_cells", "active_cells", "cadre",
    "awakening", "reaction", "aid", "besieged", "regime_change", "civil_war", "caliphate_capital",
    "caliphate_country", "wmd", "tile_side",
}
# Special rules this module knows how to apply (an unknown id in a data file is an error, not silence).
KNOWN_SPECIAL_RULES = {
    "obama_doctrine_override", "sequenced_deck", "syria_only_victory", "no_wmd", "drafted_deck",
    "sequestration_in_effect", "syria_wmd_removed",
}
ASSAD_DECK_MODES = ("random", "draft")
SETUP_CHOICES = {"assad_alone_deck"}


class ScenarioError(ValueError):
    """A scenario cannot be set up as asked (bad id, deck count, option, or inconsistent data)."""


class UnknownScenario(ScenarioError):
    """No scenario has that id or name."""


@dataclass(frozen=True)
class ScenarioInfo:
    """What a player needs to pick a scenario."""

    id: str
    name: str
    period: str
    decks: tuple[int, ...]  # the deck counts a player may choose (empty: measured in turns)
    default_decks: int | None
    turns: int | None  # fixed length in turns (Assad Alone)
    removed_cards: tuple[int, ...]
    deck_kind: str  # standard | sequenced_halves | drafted
    notes: str


# -- finding scenarios -------------------------------------------------------------------


def _key(text: str) -> str:
    """A forgiving form of an id or name: lower case, letters and digits joined by '_'."""
    return "_".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", "")))


def scenario_ids() -> list[str]:
    return list(facts.scenario_specs())


def resolve(scenario: str) -> str:
    """The id of the scenario called `scenario`: its id or English name (any case or spacing),
    or a prefix of one that fits a single scenario. Raises `UnknownScenario` naming the closest id.
    """
    specs = facts.scenario_specs()
    if scenario in specs:
        return scenario
    wanted = _key(scenario)
    names = {
        scenario_id: {_key(scenario_id), _key(data["name"]), _key(re.sub(r"\(.*?\)", "", data["name"]))}
        for scenario_id, data in specs.items()
    }
    for scenario_id, keys in names.items():
        if wanted in keys:
            return scenario_id
    # a unique prefix is enough ("assad" -> assad_alone, "status" -> status_of_forces)
    prefixed = [i for i, keys in names.items() if wanted and any(k.startswith(wanted) for k in keys)]
    if len(prefixed) == 1:
        return prefixed[0]
    if len(prefixed) > 1:
        raise UnknownScenario(f"{scenario!r} fits several scenarios: {', '.join(prefixed)}.")
    known = list(specs)
    close = difflib.get_close_matches(wanted, known, n=1, cutoff=0.0)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    raise UnknownScenario(f"No scenario {scenario!r}.{hint} (Scenarios: {', '.join(known)}.)")


def spec(scenario: str) -> dict[str, Any]:
    return facts.scenario_specs()[resolve(scenario)]


def info(scenario: str) -> ScenarioInfo:
    data = spec(scenario)
    decks = data.get("decks") or {}
    return ScenarioInfo(
        id=data["id"],
        name=data["name"],
        period=str(data.get("period", "")),
        decks=tuple(decks.get("choices", ())),
        default_decks=decks.get("default"),
        turns=data.get("turns"),
        removed_cards=tuple(int(n) for n in data.get("removed_cards") or ()),
        deck_kind=(data.get("deck") or {}).get("kind", "standard"),
        notes=" ".join(str(data.get("notes", "")).split()),
    )


def list_scenarios() -> list[ScenarioInfo]:
    """Every Awakening scenario, in the rulebook's order."""
    order = ["awakening", "mitts_turn", "arab_spring", "status_of_forces", "assad_alone", "isil"]
    ids = sorted(facts.scenario_specs(), key=lambda i: (order.index(i) if i in order else len(order), i))
    return [info(i) for i in ids]


# -- the board ---------------------------------------------------------------------------


def _apply_country(state: GameState, name: str, entry: dict[str, Any]) -> None:
    if name not in state.countries:
        raise ScenarioError(f"{state.scenario}: unknown country {name!r}")
    unknown = set(entry) - COUNTRY_KEYS
    if unknown:
        raise ScenarioError(f"{state.scenario}: {name}: unknown keys {sorted(unknown)}")
    country = state.countries[name]
    if entry.get("tile_side") == "muslim":
        # a tile set up on its Muslim face (ISIL's Nigeria, 11.3.3.3)
        face = facts.countries()[name].muslim_face
        if face is None:
            raise ScenarioError(f"{state.scenario}: {name} has no Muslim face")
        country.kind = face.kind
        country.resources = face.resources
        country.oil_exporter = face.oil_exporter
        country.governance = face.governance
        country.alignment = face.alignment
        country.posture = None
    elif entry.get("tile_side") not in (None, "non_muslim"):
        raise ScenarioError(f"{state.scenario}: {name}: tile_side {entry['tile_side']!r}")
    if "governance" in entry:
        if not country.muslim:
            raise ScenarioError(f"{state.scenario}: {name} is not Muslim and takes no governance")
        country.governance = facts.GOVERNANCE_NAMES[entry["governance"]]
    if "alignment" in entry:
        country.alignment = entry["alignment"]
    if "posture" in entry:
        if country.muslim:
            raise ScenarioError(f"{state.scenario}: {name} is Muslim and takes no posture")
        country.posture = entry["posture"]
    country.troops = int(entry.get("troops", 0))
    country.militia = int(entry.get("militia", 0))
    country.sleepers = int(entry.get("sleeper_cells", 0))
    country.actives = int(entry.get("active_cells", 0))
    country.cadre = int(entry.get("cadre", 0))
    country.awakening = int(entry.get("awakening", 0))
    country.reaction = int(entry.get("reaction", 0))
    country.aid = int(entry.get("aid", 0))
    country.besieged = bool(entry.get("besieged", False))
    country.regime_change = entry.get("regime_change")
    country.civil_war = bool(entry.get("civil_war", False))
    if "wmd" in entry:
        wanted = int(entry["wmd"])
        if wanted > country.wmd:
            raise ScenarioError(f"{state.scenario}: {name} cannot hold more WMD than the six markers allow")
        # the markers taken off the map leave the game (ISIL: Syria's two, 11.3.1)
        state.plots_removed.extend([PLOT_WMD] * (country.wmd - wanted))
        country.wmd = wanted
    if entry.get("caliphate_capital"):
        state.caliphate_capital = name


# boards built, by scenario, decks and options: a tournament sets up the same board for every game, and a
# copy (`GameState.copy`, every country anew) costs a fraction of building it from the data again
_BOARDS: dict[tuple[str, int | None, str], GameState] = {}


def build_board(scenario: str, *, decks: int | None = None, options: dict[str, Any] | None = None) -> GameState:
    """The scenario's map, tracks, markers and removed cards, with no deck yet (phase "setup")."""
    # options are plain data: equal options written in another order only miss the cache
    key = (scenario, decks, repr(sorted((options or {}).items())))
    built = _BOARDS.get(key)
    if built is None:
        state = _build_board(scenario, decks, options)
        _BOARDS[key] = state.copy()  # a copy: the board built holds the caller's option values themselves
        return state
    return built.copy()


def _build_board(scenario: str, decks: int | None, options: dict[str, Any] | None) -> GameState:
    data = spec(scenario)
    options = dict(options or {})
    state = blank_state(data["id"])
    state.prestige = int(data["prestige"])
    state.funding = int(data["funding"])
    state.us_posture = data["us_posture"]
    state.off_map_troops = int(data.get("off_map_troops", 0))
    state.decks = _deck_count(data, decks)
    state.turns_limit = int(data.get("turns") or 0)
    for name, entry in (data.get("countries") or {}).items():
        _apply_country(state, name, entry or {})
    _check_caliphate(state, data)
    state.removed = [int(n) for n in data.get("removed_cards") or ()]
    for marker in data.get("markers") or ():
        number = int(marker["card"])
        if number in state.removed:
            # the card is out of the game but its effect runs: a global marker carries it (ISIL)
            state.markers.append(str(marker.get("title") or facts.cards()[number].title))
        else:
            state.events_in_play.append(number)
    _apply_special_rules(state, data)
    _check_troops(state, data)
    scenario_options = dict(state.options)
    for key, value in options.items():
        if key in scenario_options:
            raise ScenarioError(f"option {key!r} is set by the scenario {data['id']!r}")
        state.options[key] = value
    return state


def _deck_count(data: dict[str, Any], decks: int | None) -> int:
    allowed = (data.get("decks") or {}).get("choices")
    if not allowed:
        if decks not in (None, 1):
            raise ScenarioError(f"{data['name']} is played in {data.get('turns')} turns, not in decks")
        return 1
    if decks is None:
        return int(data["decks"]["default"])
    if decks not in allowed:
        raise ScenarioError(f"{data['name']} is played with {' or '.join(map(str, allowed))} decks, not {decks}")
    return int(decks)


def _check_caliphate(state: GameState, data: dict[str, Any]) -> None:
    """The data's Caliphate members must be the ones the rules derive (11.3.8.1)."""
    listed = {n for n, e in (data.get("countries") or {}).items() if e and (e.get("caliphate_country")
                                                                          or e.get("caliphate_capital"))}
    derived = set(board.caliphate_members(state))
    if listed != derived:
        raise ScenarioError(f"{data['id']}: Caliphate members listed {sorted(listed)} but the map gives {sorted(derived)}")


def _check_troops(state: GameState, data: dict[str, Any]) -> None:
    if "troops_on_track" in data and board.troops_on_track(state) != int(data["troops_on_track"]):
        raise ScenarioError(f"{data['id']}: {board.troops_on_track(state)} troops left on the track, "
                            f"the file says {data['troops_on_track']}")


def _apply_special_rules(state: GameState, data: dict[str, Any]) -> None:
    for rule in data.get("special_rules") or ():
        rule_id = rule["id"]
        if rule_id not in KNOWN_SPECIAL_RULES:
            raise ScenarioError(f"{data['id']}: unknown special rule {rule_id!r}")
        if rule_id == "obama_doctrine_override":
            state.options["obama_doctrine_mitts_turn"] = True
        elif rule_id == "syria_only_victory":
            state.options["victory"] = "syria_only"
        elif rule_id == "no_wmd":
            # Assad Alone leaves the WMD markers out of the game (they all go out of play)
            state.options["no_wmd"] = True
            for country in state.countries.values():
                if country.wmd:
                    state.plots_removed.extend([PLOT_WMD] * country.wmd)
                    country.wmd = 0
        # sequenced_deck, drafted_deck: the deck structure; sequestration_in_effect: the markers
        # list; syria_wmd_removed: Syria's wmd entry. Nothing more to do for them here.


# -- the deck ----------------------------------------------------------------------------


def card_pool(removed: list[int] | tuple[int, ...]) -> list[int]:
    """The Awakening cards (121-240) not removed by the scenario, in number order."""
    return [n for n in sorted(facts.cards()) if FIRST_CARD <= n <= LAST_CARD and n not in removed]


def standard_deck(pool: list[int], rng: random.Random) -> list[int]:
    deck = list(pool)
    rng.shuffle(deck)
    return deck


def arab_spring_deck(deck_spec: dict[str, Any], pool: list[int], rng: random.Random) -> list[int]:
    """Two halves: 20 listed cards + 40 drawn at random from the 80 unlisted, each shuffled; first on top."""
    first_listed = [int(n) for n in deck_spec["first_half"]["listed"]]
    second_listed = [int(n) for n in deck_spec["second_half"]["listed"]]
    listed = set(first_listed) | set(second_listed)
    missing = listed - set(pool)
    if missing or len(listed) != len(first_listed) + len(second_listed):
        raise ScenarioError(f"arab spring halves: listed cards {sorted(missing)} are not in the deck or repeat")
    rest = [n for n in pool if n not in listed]
    first_random = rng.sample(rest, int(deck_spec["first_half"]["random_from_rest"]))
    second_random = [n for n in rest if n not in first_random]
    if len(second_random) != int(deck_spec["second_half"]["random_from_rest"]):
        raise ScenarioError("arab spring halves: the unlisted cards do not split as the file says")
    first = first_listed + first_random
    second = second_listed + second_random
    rng.shuffle(first)
    rng.shuffle(second)
    return first + second


def _by_association(pool: list[int]) -> dict[str, list[int]]:
    cards = facts.cards()
    groups: dict[str, list[int]] = {US: [], JIHADIST: [], "unassociated": []}
    for n in pool:
        groups[cards[n].association].append(n)
    return groups


def assad_alone_random_deck(deck_spec: dict[str, Any], pool: list[int], rng: random.Random) -> list[int]:
    """The learning-game deck: the draft's make-up (15 US, 15 Jihadist, 5+5 unassociated) drawn at random."""
    groups = _by_association(pool)
    own = int(deck_spec["per_player"]["own_side"])
    unassociated = 2 * int(deck_spec["per_player"]["unassociated"])
    deck = rng.sample(groups[US], own) + rng.sample(groups[JIHADIST], own) + rng.sample(groups["unassociated"], unassociated)
    rng.shuffle(deck)
    return deck


def assad_alone_drafted_deck(game: Game, deck_spec: dict[str, Any], pool: list[int]) -> list[int]:
    """Each side picks 15 of its own events and 5 unassociated ones, the Jihadist picking first."""
    groups = _by_association(pool)
    cards = facts.cards()
    own = int(deck_spec["per_player"]["own_side"])
    count = int(deck_spec["per_player"]["unassociated"])
    first = deck_spec.get("unassociated_first_pick", JIHADIST)
    order = [first, US if first == JIHADIST else JIHADIST]
    chosen: list[int] = []
    left = list(groups["unassociated"])
    for side in order:
        picked = game.choose_many(side, "setup.draft.unassociated", left, count,
                                  f"Assad Alone: choose {count} unassociated cards for the deck",
                                  labels={n: cards[n].name for n in left})
        chosen.extend(picked)
        left = [n for n in left if n not in picked]
    for side in (JIHADIST, US):
        options = groups[side]
        chosen.extend(game.choose_many(side, "setup.draft.own", options, own,
                                       f"Assad Alone: choose {own} of your events for the deck",
                                       labels={n: cards[n].name for n in options}))
    game.rng.shuffle(chosen)
    return chosen


def fill_deck(state: GameState, rng: random.Random, *, game: Game | None = None) -> None:
    """Build the draw pile for `state`'s scenario with `rng` (a drafted deck asks `game`'s deciders)."""
    data = spec(state.scenario)
    deck_spec = data.get("deck")
    pool = card_pool(state.removed)
    if deck_spec is None:
        state.draw_pile = standard_deck(pool, rng)
        mode = "standard"
    elif deck_spec["kind"] == "sequenced_halves":
        state.draw_pile = arab_spring_deck(deck_spec, pool, rng)
        mode = "arab_spring"
    elif deck_spec["kind"] == "drafted":
        choice = state.options.get("assad_alone_deck", "random")
        if choice not in ASSAD_DECK_MODES:
            raise ScenarioError(f"assad_alone_deck must be one of {ASSAD_DECK_MODES}, not {choice!r}")
        if choice == "draft":
            if game is None:
                raise ScenarioError("a drafted deck needs the players' choices: use start_game")
            state.draw_pile = assad_alone_drafted_deck(game, deck_spec, pool)
        else:
            state.draw_pile = assad_alone_random_deck(deck_spec, pool, rng)
        if len(state.draw_pile) != int(deck_spec["size"]):
            raise ScenarioError(f"the Assad Alone deck has {len(state.draw_pile)} cards, not {deck_spec['size']}")
        in_deck = set(state.draw_pile)
        # kept aside for the overtime variant (shuffled under the draw pile then)
        state.options["unused_cards"] = [n for n in pool if n not in in_deck]
        mode = f"assad_alone_{choice}"
    else:
        raise ScenarioError(f"{data['id']}: unknown deck kind {deck_spec['kind']!r}")
    state.options["deck_mode"] = mode
    state.options["cards"] = sorted(state.draw_pile + state.removed)


def new_game_state(scenario_id: str, *, rng: random.Random, decks: int | None = None,
                   options: dict[str, Any] | None = None) -> GameState:
    """A set-up state with its deck shuffled by `rng` and no hands dealt (phase "setup")."""
    state = build_board(scenario_id, decks=decks, options=options)
    fill_deck(state, rng)
    return state


# -- starting a game ---------------------------------------------------------------------


def deal_opening_hands(game: Game) -> None:
    """Deal both first hands, one card at a time, Jihadist first (3.2); sizes from funding and troops."""
    deck.deal_hands(game)


def start_game(
    scenario_id: str,
    *,
    seed: int,
    decks: int | None = None,
    deciders: dict[str, Decider] | None = None,
    dice: Any | None = None,
    options: dict[str, Any] | None = None,
    check_invariants: bool = False,
) -> Game:
    """Set up a scenario, shuffle with the game's RNG (from `seed`), deal, and stand at turn 1."""
    state = build_board(scenario_id, decks=decks, options=options)
    game = Game(state, consequences=Consequences(), seed=seed, deciders=deciders, dice=dice,
                check_invariants=check_invariants)
    fill_deck(state, game.rng, game=game)
    data = spec(state.scenario)
    length = f"{state.turns_limit} turns" if state.turns_limit else f"{state.decks} deck{'s' if state.decks != 1 else ''}"
    game.log(f"Scenario {data['name']} set up ({length}, seed {seed})")
    deal_opening_hands(game)
    problems = violations(state)
    if problems:
        raise ScenarioError(f"{data['id']}: the set-up breaks the rules: {'; '.join(problems)}")
    state.phase = JIHADIST
    return game


def summary_rows(state: GameState) -> list[tuple[str, str]]:
    """(country, description) for every country that differs from an empty map, for displays."""
    rows = []
    blank = blank_state()
    for name, country in state.countries.items():
        if country.to_dict() == blank.countries[name].to_dict():
            continue
        parts = []
        if country.muslim and country.governance:
            parts.append(f"{GOVERNANCE_TEXT[country.governance]} {(country.alignment or '').title()}".strip())
        if country.posture and not country.muslim:
            parts.append(country.posture.title())
        for label, plural, value in (("troop", "troops", country.troops), ("militia", "militia", country.militia),
                                     ("sleeper cell", "sleeper cells", country.sleepers),
                                     ("active cell", "active cells", country.actives), ("cadre", "cadre", country.cadre),
                                     ("awakening", "awakening", country.awakening),
                                     ("reaction", "reaction", country.reaction), ("aid", "aid", country.aid),
                                     ("WMD", "WMD", country.wmd)):
            if value:
                parts.append(f"{value} {label if value == 1 else plural}")
        if country.civil_war:
            parts.append("Civil War")
        if country.regime_change:
            parts.append(f"Regime Change ({country.regime_change})")
        if country.besieged:
            parts.append("Besieged Regime")
        if state.caliphate_capital == name:
            parts.append("Caliphate capital")
        elif board.is_caliphate_member(state, name):
            parts.append("Caliphate country")
        if country.kind != facts.countries()[name].kind:
            parts.append("tile on its Muslim side")
        parts.extend(country.markers)
        if parts:
            rows.append((name, ", ".join(parts)))
    return rows

