"""Labyrinth's listings for `botkit scenario` and `botkit cards`: the scenarios and a scenario's set-up, the
card table and one card's facts - as views every front end lays out."""

from __future__ import annotations

from botkit.definition import View
from botkit.matching import match

from .. import board, facts, scenarios
from ..state import GameState
from . import views

ASSOCIATION = {"us": "US", "jihadist": "Jihadist", "unassociated": "Unassociated"}
FATE = {"discard": "", "remove": "Remove", "mark": "Mark", "lapsing": "Lapsing"}


class Unknown(LookupError):
    """What was asked for is not there (the message says what is, or what was meant)."""


def _length(info: scenarios.ScenarioInfo) -> str:
    if info.turns:
        return f"{info.turns} turns"
    choices = "/".join(str(n) for n in info.decks)
    return f"{choices} decks (default {info.default_decks})"


def _first_sentence(text: str) -> str:
    sentence, dot, _ = text.partition(". ")
    return sentence + ("." if dot else "")


def scenario_list() -> View:
    """Every scenario: id (what --scenario takes), name, period, length and a note."""
    out = View()
    for info in scenarios.list_scenarios():
        out.line(f"{info.id} - {info.name}", 4)
        out.line(f"    {info.period}; {_length(info)}; {len(info.removed_cards)} cards removed. "
                 f"{_first_sentence(info.notes)}", 4)
    return out


def scenario_set_up(scenario_id: str, state: GameState) -> View:
    """A scenario's set-up: tracks, countries, markers, removed cards and deck."""
    info = scenarios.info(scenario_id)
    spec = scenarios.spec(info.id)
    out = View().title(f"{info.name}  [{info.period}]  id: {info.id}").line(info.notes)
    posture, value = board.world_posture(state)
    out.line(f"Prestige {state.prestige} ({board.prestige_level(state.prestige).title()})  "
             f"Funding {state.funding} ({board.funding_level(state.funding).title()})  "
             f"US {state.us_posture.title()} - World {posture.title()} {value}")
    out.line(f"Troops: track {board.troops_on_track(state)} ({board.troop_commitment(state).title()}), "
             f"off-map {state.off_map_troops}   Cells on the map {board.cells_on_map(state)}   Length: {_length(info)}")
    out.table(("country", "set-up"), scenarios.summary_rows(state))
    cards = facts.cards()
    if state.markers or state.events_in_play:
        out.line("In effect: " + ", ".join(list(state.markers) + [cards[n].name for n in state.events_in_play]))
    out.line(f"Removed cards: {', '.join(cards[n].name for n in state.removed) or 'none'}")
    deck = spec.get("deck")
    deck_text = " ".join(str(deck["note"]).split()) if deck and deck.get("note") else "all the cards not removed, shuffled"
    out.line(f"Deck ({len(state.draw_pile)} cards after dealing): {deck_text}")
    out.line(f"Hands: Jihadist {len(state.hands['jihadist'])}, US {len(state.hands['us'])}")
    for rule in spec.get("special_rules") or ():
        out.line(f"Special rule: {' '.join(str(rule.get('note', rule['id'])).split())}")
    return out


def card_list(side: str | None = None) -> View:
    """Every Awakening card: number, title, Ops, association, Mark/Remove/Lapsing and icons."""
    rows = []
    for number, card in sorted(facts.cards().items()):
        if side and card.association != side.lower():
            continue
        icons = []
        if card.caliphate_capable:
            icons.append("Caliphate")
        if card.not_in_caliphate:
            icons.append("not in Caliphate")
        if card.arab_spring_half:
            icons.append({"first": "Arab Spring", "second": "Civil War"}[card.arab_spring_half])
        if card.auto_trigger:
            icons.append("auto-trigger")
        rows.append((str(number), card.title, str(card.ops), ASSOCIATION[card.association], FATE[card.after_play],
                     ", ".join(icons)))
    return View().table(("#", "title", "Ops", "association", "after", "icons"), rows)


def card_facts(text: str) -> View:
    """One card's facts, its playability condition and what its event does (`Unknown` if no card is meant)."""
    cards = facts.cards()
    found = match(text, [(n, f"#{n} {c.title}") for n, c in sorted(cards.items())], numbers="cards")
    if not found.found:
        if found.ambiguous:
            raise Unknown("More than one card matches: " + ", ".join(f"#{n} {cards[n].title}" for n in found.ambiguous))
        if found.suggestions:
            raise Unknown(f"No card {text!r}. Did you mean {' or '.join(found.suggestions)}?")
        raise Unknown(f"No card {text!r}. ('botkit cards list' shows them all.)")
    c = cards[found.value]
    out = View().title(f"#{c.number} {c.title}")
    out.line(f"{c.ops} Ops, {ASSOCIATION[c.association]}" + (f", {FATE[c.after_play]}" if FATE[c.after_play] else ""))
    for label, words in views.card_texts(c.number):
        out.line(f"{label}: {words}")
    for note in views.card_notes(c.number):
        out.line(note)
    return out
