"""What a player can look at, as data every front end renders: the status, countries, and the cards.

Nothing here prints; each function returns plain lines or small records. Every view takes
the viewer's `Sight` (`visibility`) and shows a fact that can be hidden - a face-down plot,
the Plots Available box, a hand, where a card is - only as the sight gives it, so what the
player may not see (the Bot's hand, the draw pile's order, a face-down plot of the Jihadist
Bot facing a US player, in table mode a card the program has not seen) appears in none.

* `status` - the tracks (the World posture explained country by country), every tested
  country by region (`every`: all of them, enough to rebuild the board), the Caliphate,
  civil wars, troops and plots in short, the events in play and the hands;
* `country_line` / `country_detail` - one country in a line, or in full;
* `card_view` - one card: our paraphrase of its event, Ops, association, where it is if that
  is public, and whether its event is playable now and why (not);
* `hand`, `pile` (discard, removed, lapsing, events in play), `deck` - the card views.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import board, events, facts
from ..game import Game
from ..state import GOVERNANCE_TEXT, HARD, JIHADIST, SIDES, SOFT, US, Country, GameState
from ..wording import count, side_name
from .visibility import DrawPile, Sight

REGION_ORDER = ("americas", "europe", "eurasia", "africa", "middle_east", "arabian_peninsula", "south_asia",
                "east_asia")
REGION_TITLES = {
    "americas": "Americas", "europe": "Europe", "eurasia": "Russia & Central Asia", "africa": "Africa",
    "middle_east": "Middle East", "arabian_peninsula": "Arabian Peninsula", "south_asia": "South Asia",
    "east_asia": "East Asia",
}
ASSOCIATION = {"us": "US", "jihadist": "Jihadist", "unassociated": "unassociated"}
FATE = {"discard": "", "remove": "removed after play", "mark": "marker stays in play", "lapsing": "lapsing"}
ZONES = {"discard": "in the discard pile", "removed": "removed from the game",
         "lapsing": "lapsing (in effect this turn)", "first_plot": "in the first plot box",
         "draw": "in the draw pile", "us": "in the US hand", "jihadist": "in the Jihadist hand"}
PILES = {"discard": "Discard pile", "removed": "Removed cards", "lapsing": "Lapsing events",
         "events": "Events in play"}


# -- countries ---------------------------------------------------------------------------------


def standing(state: GameState, country: Country) -> str:
    """'Poor Ally', 'Hard', 'untested'."""
    if country.muslim:
        if not country.governance:
            return "untested"
        return f"{GOVERNANCE_TEXT[country.governance]} {(country.alignment or '').title()}".strip()
    posture = board.posture_of(state, country.name)
    return posture.title() if posture else "untested"


def country_bits(sight: Sight, country: Country) -> list[str]:
    """Everything on a country, in short words: standing, resources, pieces, plots, markers."""
    state = sight.state
    bits = [standing(state, country)]
    if country.muslim:
        bits.append(f"res {board.resources(state, country)}")
    for n, word in ((country.troops, "troop"), (country.militia, "militia"), (country.actives, "active cell"),
                    (country.sleepers, "sleeper cell")):
        if n:
            bits.append(count(n, word))
    if country.cadre:
        bits.append("cadre")
    if country.plots:
        shown = [sight.plot(p) for p in country.plots]
        bits.append(("plot " if len(shown) == 1 else "plots ") + " ".join(shown))
    if country.awakening:
        bits.append(count(country.awakening, "Awakening"))
    if country.reaction:
        bits.append(count(country.reaction, "Reaction"))
    if country.aid:
        bits.append(count(country.aid, "aid"))
    if country.besieged:
        bits.append("Besieged Regime")
    if country.regime_change:
        bits.append(f"Regime Change ({country.regime_change})")
    if country.civil_war:
        bits.append("CIVIL WAR")
    if state.caliphate_capital == country.name:
        bits.append("CALIPHATE CAPITAL")
    elif board.is_caliphate_member(state, country.name):
        bits.append("Caliphate")
    if country.wmd:
        bits.append(f"{country.wmd} WMD")
    bits.extend(country.markers)
    return bits


def country_line(sight: Sight, name: str) -> str:
    """'Iraq: Poor Ally, res 4, 2 troops, 1 sleeper cell'."""
    return f"{name}: " + ", ".join(country_bits(sight, sight.state.countries[name]))


def country_detail(sight: Sight, name: str) -> list[str]:
    """One country in full: its kind, what it holds, and its neighbours."""
    country = sight.state.countries[name]
    printed = facts.countries()[name]
    kind = {"sunni": "Sunni Muslim", "shia_mix": "Shia-Mix Muslim", "non_muslim": "non-Muslim",
            "iran_special": "Iran (special case)"}[country.kind]
    extra = []
    if printed.schengen:
        extra.append("Schengen")
    if country.oil_exporter:
        extra.append("oil exporter")
    if printed.recruit:
        extra.append(f"recruit {printed.recruit}")
    if printed.fixed_posture:
        extra.append(f"always {printed.fixed_posture.title()}")
    return [f"{name} - {kind}" + (f" ({', '.join(extra)})" if extra else ""),
            "  " + ", ".join(country_bits(sight, country)),
            "  Adjacent: " + ", ".join(board.adjacent(name))]


def shown_on_status(state: GameState, country: Country) -> bool:
    """Worth a line in the status: tested, or holding something (Israel: it counts for the World posture)."""
    return bool((country.muslim and country.governance) or country.cells or country.cadre or country.troops
                or country.plots or country.markers or country.militia or country.awakening or country.reaction
                or (not country.muslim and board.posture_of(state, country.name)))


def by_region(state: GameState, *, every: bool = False, only: list[str] | None = None) -> list[tuple[str, list[str]]]:
    """(region title, country names) in map order: the countries worth showing, or `every` one, or `only` these."""
    grouped: dict[str, list[str]] = {}
    for name, country in sorted(state.countries.items()):
        if only is not None and name not in only:
            continue
        if only is None and not every and not shown_on_status(state, country):
            continue
        grouped.setdefault(facts.countries()[name].region, []).append(name)
    return [(REGION_TITLES[r], grouped[r]) for r in REGION_ORDER if r in grouped]


# -- the status ------------------------------------------------------------------------------


@dataclass
class Status:
    """The status as lines: `tracks`, then `regions` (title, country lines), `summaries`, `cards`."""

    title: str
    tracks: list[str] = field(default_factory=list)
    regions: list[tuple[str, list[str]]] = field(default_factory=list)
    summaries: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)


def phase_title(state: GameState) -> str:
    phase = {JIHADIST: "Jihadist action phase", US: "US action phase", "end_of_turn": "end of turn",
             "over": "game over", "setup": "set-up"}.get(state.phase, state.phase)
    return f"Turn {state.turn} - {phase}"


def world_posture_line(state: GameState) -> str:
    """The World posture, with the countries it is counted from, and the GWOT penalty it gives."""
    world, value = board.world_posture(state)
    hard = sorted(n for n, c in state.countries.items()
                  if n != "United States" and not c.muslim and board.posture_of(state, n) == HARD)
    soft = sorted(n for n, c in state.countries.items()
                  if n != "United States" and not c.muslim and board.posture_of(state, n) == SOFT)
    penalty = board.gwot_penalty(state)
    counted = f"{len(hard)} Hard ({', '.join(hard) or 'none'}) - {len(soft)} Soft ({', '.join(soft) or 'none'})"
    gwot = (f"GWOT penalty -{penalty} (the US is {state.us_posture.title()})" if penalty
            else "no GWOT penalty (the US posture matches)" if world != "even" else "no GWOT penalty")
    shown = "Even 0" if world == "even" else f"{world.title()} {value}"
    return f"World posture {shown} = {counted}, at most 3; {gwot}"


def tracks(sight: Sight) -> list[str]:
    state = sight.state
    return [
        f"Prestige {state.prestige} ({board.prestige_level(state.prestige).title()}), Funding {state.funding} "
        f"({board.funding_level(state.funding).title()}), US posture {state.us_posture.title()}",
        world_posture_line(state),
        f"Troops: {board.troops_on_track(state)} on the track ({board.troop_commitment(state).title()}), "
        f"{board.troop_cubes_on_map(state)} on the map, {state.off_map_troops} off-map; "
        f"militia available {board.militia_available(state)}",
        f"Cells: {board.cells_on_map(state)} on the map, {board.cells_available(state)} available "
        f"({board.cells_to_recruit(state)} to recruit at this funding)",
        f"Reserves: US {state.reserves[US]}, Jihadist {state.reserves[JIHADIST]}; {sight.plots_available()}, "
        f"resolved {' '.join(state.plots_resolved) or 'none'}",
        f"Good resources {board.good_resources(state)}, Islamist Rule resources {board.islamist_resources(state)}; "
        f"Fair/Good countries {board.fair_or_good_count(state)}, Poor/Islamist Rule {board.poor_or_islamist_count(state)}",
        f"Deck {state.deck_number} of {state.decks}: {count(len(state.draw_pile), 'card')} in the draw pile, "
        f"{len(state.discard)} discarded, {len(state.removed)} removed",
    ]


def summaries(sight: Sight) -> list[str]:
    """The Caliphate, civil wars, troops and plots, each in one line (when there is any)."""
    state = sight.state
    lines = []
    if state.caliphate_capital:
        members = board.caliphate_members(state)
        cells = sum(state.countries[n].cells for n in members)
        lines.append(f"Caliphate: capital {state.caliphate_capital}; {count(len(members), 'member')} "
                     f"({', '.join(members)}); {count(cells, 'cell')} in it, all active")
    wars = sorted(n for n, c in state.countries.items() if c.civil_war)
    if wars:
        lines.append("Civil War: " + ", ".join(
            f"{n} ({count(state.countries[n].troops + state.countries[n].militia, 'US piece')} vs "
            f"{count(state.countries[n].cells, 'cell')})" for n in wars))
    changes = sorted(n for n, c in state.countries.items() if c.regime_change)
    if changes:
        lines.append("Regime Change: " + ", ".join(f"{n} ({state.countries[n].regime_change})" for n in changes))
    troops = sorted((n for n, c in state.countries.items() if c.troops), key=lambda n: -state.countries[n].troops)
    if troops:
        lines.append("Troops on the map: " + ", ".join(f"{n} {state.countries[n].troops}" for n in troops))
    plotted = [n for n, c in sorted(state.countries.items()) if c.plots]
    if plotted:
        lines.append("Plots on the map: " + ", ".join(
            f"{n} ({' '.join(sight.plot(p, 'face down') for p in state.countries[n].plots)})"
            for n in plotted))
    return lines


def status(sight: Sight, *, every: bool = False) -> Status:
    game, state = sight.game, sight.state
    shown = Status(phase_title(state), tracks(sight))
    for title, names in by_region(state, every=every):
        shown.regions.append((title, [country_line(sight, n) for n in names]))
    shown.summaries = summaries(sight)
    in_play = [card_label(n) for n in state.events_in_play] + [card_label(n) + " (lapsing)" for n in state.lapsing]
    if in_play:
        shown.cards.append("Events in play: " + "; ".join(in_play))
    if state.markers:
        shown.cards.append("Markers: " + ", ".join(state.markers))
    for side in SIDES:
        if side == sight.viewer:
            shown.cards.append(hand_line(sight))
        else:
            cards, unseen = sight.hand(side)  # all of it watching Bot vs Bot, else none
            who = f"{side_name(side)}{' Bot' if game.is_bot(side) else ''} hand"
            shown.cards.append(f"{who}: {count(unseen, 'card')}" if unseen or not cards else
                               f"{who} (top first): " + "; ".join(card_label(n) for n in reversed(cards)))
    return shown


# -- cards -----------------------------------------------------------------------------------


def card_label(number: int) -> str:
    """'#137 FMS (2 Ops, US)'."""
    card = facts.cards()[number]
    return f"{card.name} ({count(card.ops, 'Op')}, {ASSOCIATION[card.association]})"


def event_status(game: Game, number: int, side: str) -> tuple[bool, str]:
    """May `side` play this card's event now? And why not, in words."""
    card = facts.cards()[number]
    if not events.side_may_play(number, side):
        owner = ASSOCIATION[card.association]
        return False, f"a {owner} event: the {side_name(side)} cannot play it"
    if events.spec(number) is None:
        return False, "this event is not implemented"
    try:
        playable = events.can_play_event(game, number, side)
    except RuntimeError as exc:
        return False, str(exc)
    if playable:
        return True, "its event is playable now"
    needs = f": {card.requires.rstrip('.')}" if card.requires else ""
    return False, f"its condition is not met now{needs}"


@dataclass
class CardView:
    number: int
    label: str  # '#137 FMS (2 Ops, US)'
    fate: str  # what becomes of it after its event ('' for the discard pile)
    texts: list[tuple[str, str]]  # (whose event, our paraphrase)
    where: str  # its zone, where public ('' if not)
    playable: bool | None = None  # for the player's side: may its event be played now?
    why: str = ""
    effect: bool | None = None  # when playable: would the event change anything now (the Bots' test)?
    notes: list[str] = field(default_factory=list)


def public_zone(sight: Sight, number: int) -> str:
    """Where a card is, in words, when the viewer may know it ('' when it is hidden)."""
    where = sight.card_place(number)
    if where and where == sight.viewer:
        return "in your hand"
    return ZONES.get(where, "")


def card_texts(number: int) -> list[tuple[str, str]]:
    """(whose event, our paraphrase of it) for each event on a card."""
    return [({"us": "US event", "jihadist": "Jihadist event", "any": "Event"}.get(side, side), text)
            for side, text in facts.cards()[number].summary.items()]


def card_notes(number: int) -> list[str]:
    """What else a player should know of a card: when it is playable, what becomes of it, its icons."""
    card = facts.cards()[number]
    notes = []
    if card.requires:
        notes.append(f"Playable when: {card.requires}")
    if card.remove_condition:
        notes.append(f"After play: {card.remove_condition}")
    if card.caliphate_capable:
        notes.append("May let the Jihadist declare a Caliphate (11.3.8)")
    if card.not_in_caliphate:
        notes.append("Cannot be used in Caliphate countries (11.3.8.4)")
    if card.civil_war_or_regime_change:
        notes.append("Can start a Civil War or allow Regime Change (Agitators may retrieve it)")
    if card.arab_spring_half:
        notes.append(f"Arab Spring scenario: seeded into the {card.arab_spring_half} half of the deck")
    if card.auto_trigger:
        notes.append("Fires automatically whenever the card is played for Ops")
    if events.spec(number) is None:
        notes.append("This event is not implemented yet")
    return notes


def card_view(sight: Sight, number: int) -> CardView:
    """One card, for the viewer: where it is only if they may know it, playable now for their side."""
    game = sight.game
    card = facts.cards()[number]
    where = public_zone(sight, number)
    marker = " - its marker is in Events in Play" if number in game.state.events_in_play else ""
    view = CardView(number, card_label(number), FATE.get(card.after_play, ""), card_texts(number),
                    (where + marker).strip(" -"), notes=card_notes(number))
    if sight.viewer is not None and game.state.phase != "over":
        view.playable, view.why = event_status(game, number, sight.viewer)
        if view.playable:
            view.effect = event_has_effect(game, number, sight.viewer)
    return view


def event_has_effect(game: Game, number: int, side: str) -> bool:
    """Would `side` playing this card's event change the game now? The test the Bots use (12.4.1, 13.4.2):
    the event played on a copy. A check that fails says yes: never tell a player an event is empty unsure."""
    try:
        return events.has_effect(game, number, side)
    except Exception:  # a card's effect must never crash a view: unsure means "it may do something"
        return True


NO_EFFECT = "event playable, no effect now"


def event_note(view: CardView, *, why_not: bool = False) -> str:
    """What a hand says of a card's event, in every front end: 'event playable', 'event playable, no effect
    now' (playing it would spend the card on nothing), or '' - with `why_not`, 'event not playable (why)'."""
    if view.playable:
        return NO_EFFECT if view.effect is False else "event playable"
    if why_not and view.playable is not None:
        return f"event not playable ({view.why})"
    return ""


def hand(sight: Sight) -> tuple[list[CardView], int]:
    """The cards of the viewer's hand they know, and how many more it holds unseen (table mode)."""
    if sight.viewer is None:
        return [], 0
    numbers, unseen = sight.hand(sight.viewer)
    return [card_view(sight, n) for n in numbers], unseen


def hand_line(sight: Sight) -> str:
    """'Your hand: #137 FMS (2 Ops, US, event playable); ...' - every card of it the player knows."""
    views, unseen = hand(sight)
    shown = "; ".join(v.label[:-1] + (f", {event_note(v)})" if event_note(v) else ")") for v in views)
    if sight.table:
        held = len(views) + unseen
        return f"Your hand: {count(held, 'card')}" + (f" (named so far: {shown})" if shown else "")
    return "Your hand: " + (shown or "empty")


def pile(sight: Sight, which: str) -> list[str]:
    """The cards of a public pile: discard, removed, lapsing or events (in play), oldest first."""
    state = sight.state
    numbers = {"discard": state.discard, "removed": state.removed, "lapsing": state.lapsing,
               "events": state.events_in_play}[which]
    return [card_label(n) for n in numbers]


def deck(sight: Sight, *, every: bool = False) -> list[str]:
    """The draw pile: how many cards, which deck, and what a new deck brings back (`every`: and
    every card the player has not seen - all together, so where none of them is shows)."""
    state = sight.state
    lines = [f"Deck {state.deck_number} of {state.decks}: {count(len(state.draw_pile), 'card')} in the draw pile."]
    needed = board.jihadist_hand_size(state) + board.us_hand_size(state)
    if state.deck_number < state.decks:
        lines.append(f"When fewer than {needed} cards are left to deal, deck {state.deck_number + 1} begins: the "
                     f"discard pile ({count(len(state.discard), 'card')} now) is shuffled in under the draw pile.")
    elif state.turns_limit:
        lines.append(f"The scenario ends after turn {state.turns_limit}.")
    else:
        lines.append(f"This is the last deck: when fewer than {needed} cards are left to deal, the game ends.")
    if sight.may_see(DrawPile()):  # watching Bot vs Bot: the pile itself
        if every:
            lines.append("Draw pile, top first: " + (", ".join(f"#{n}" for n in sight.draw_pile()) or "empty"))
        return lines
    unseen = sorted(sight.hidden_cards())
    if unseen and every:
        others = "the draw pile or a hand" if sight.table else "the draw pile or the Bot's hand"
        lines.append(f"Cards you have not seen ({len(unseen)}, in {others}): "
                     + ", ".join(f"#{n}" for n in unseen))
    elif unseen:
        lines.append(f"{count(len(unseen), 'card')} not seen yet ('deck all' lists them).")
    return lines


def history(sight: Sight, last: int) -> list[str]:
    """The game log's `last` lines ('[T2] ...'), as the viewer may read them."""
    entries = sight.game.log_entries[-last:] if last and sight.game is not None else []
    return [f"[T{entry.turn}] {sight.entry(entry).strip()}" for entry in entries]


def find_card(text: str) -> list[int]:
    """Card numbers matching a number or (part of) a title."""
    wanted = " ".join(text.lower().replace("#", " ").replace('"', "").split())
    cards = facts.cards()
    if wanted.isdigit():
        return [int(wanted)] if int(wanted) in cards else []
    exact = [n for n, c in cards.items() if c.title.lower().replace('"', "") == wanted]
    if exact:
        return exact
    return [n for n, c in sorted(cards.items()) if wanted and wanted in c.title.lower().replace('"', "")]
