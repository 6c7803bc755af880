"""Labyrinth's looking commands as views every front end shows: status, show, hand, card, the piles, deck,
history.

Each takes the session and what the player typed after the command's name, and returns a
`botkit.definition.View` (lines, with a heading where the terminal draws one); what is in them is
`views`' (always through the player's `session.sight`: what their side may not know appears in
none), this module only lays it out and reads the argument. A command given something it cannot
show says why in its view; nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botkit.definition import View
from botkit.matching import match

from .. import facts
from . import views

PILES = ("discard", "removed", "lapsing", "events")


def status(session: Any, argument: str) -> View:
    shown = views.status(session.sight, every=argument.lower() == "all")
    out = View().heading(shown.title)
    for line in shown.tracks:
        out.line(line, 4)
    for title, lines in shown.regions:
        out.line(f"{title}:")
        for line in lines:
            out.line("  " + line, 4)
    for line in shown.summaries + shown.cards:
        out.line(line, 4)
    return out


def show(session: Any, argument: str) -> View:
    """`show COUNTRY [COUNTRY ...]`, `show all`; a card or a pile's name is shown as such."""
    sight = session.sight
    state = sight.state
    out = View()
    if not argument:
        return out.line("show which country? (show sau, show iraq syria, show all)")
    if argument.lower() == "all":
        for title, names in views.by_region(state, every=True):
            out.line(f"{title}:")
            for name in names:
                out.line("  " + views.country_line(sight, name), 4)
        return out
    word = argument.lower()
    if word in SCREENS and word != "show":
        return SCREENS[word](session, "")
    names = sorted(state.countries)
    options = [(n, n) for n in names]
    wanted: list[str] = []
    for part in _countries_typed(argument, names):
        found = match(part, options, numbers="names")
        if found.found:
            wanted.append(found.value)
            continue
        if found.ambiguous:
            out.line(f"'{part}' could be {', '.join(found.ambiguous)}: type more letters.")
            continue
        cards = views.find_card(part)
        if cards:
            out.line(f"'{part}' is not a country; it is the card {facts.cards()[cards[0]].name}:")
            _card_lines(out, views.card_view(sight, cards[0]))
            continue
        hint = f" Did you mean {' or '.join(found.suggestions)}?" if found.suggestions else ""
        out.line(f"'{part}' is not a country.{hint} (show all lists them; card NAME shows a card.)")
    for name in wanted:
        for line in views.country_detail(sight, name):
            out.line(line)
    return out


def _countries_typed(argument: str, names: list[str]) -> list[str]:
    """'iraq syria', 'gulf states, sau' -> the parts, keeping country names of several words whole."""
    if "," in argument:
        return [p.strip() for p in argument.split(",") if p.strip()]
    words = argument.split()
    parts: list[str] = []
    index = 0
    lowered = [n.lower() for n in names]
    while index < len(words):
        for size in (3, 2):  # the longest run of words that starts a country's name
            run = " ".join(words[index:index + size]).lower()
            if index + size <= len(words) and any(n.startswith(run) for n in lowered):
                parts.append(" ".join(words[index:index + size]))
                index += size
                break
        else:
            parts.append(words[index])
            index += 1
    return parts


def hand(session: Any, argument: str) -> View:
    sight = session.sight
    out = View()
    if sight.viewer is None:
        return out.line("You have no hand in a Bot-vs-Bot game.")
    shown, unseen = views.hand(sight)
    if not shown and not unseen:
        return out.line("Your hand is empty.")
    for view in shown:
        mark = views.event_note(view, why_not=True)
        out.line(f"  {view.label}" + (f" - {mark}" if mark else ""), 6)
    if unseen:
        out.line(f"  ... and {unseen} card{'s' if unseen != 1 else ''} you have not named yet (table mode)")
    return out


def card(session: Any, argument: str) -> View:
    out = View()
    if not argument:
        return out.line("card which card? (card 137, card fms)")
    found = views.find_card(argument)
    if not found:
        options = [(n, c.name) for n, c in sorted(facts.cards().items())]
        near = match(argument, options, numbers="cards")
        hint = f" Did you mean {' or '.join(near.suggestions)}?" if near.suggestions else ""
        return out.line(f"No card '{argument}'.{hint} (botkit cards list shows them all.)")
    if len(found) > 1:
        return out.line(f"{len(found)} cards match '{argument}': " + ", ".join(facts.cards()[n].name for n in found[:12])
                        + (" ..." if len(found) > 12 else "") + ". Type its number.")
    _card_lines(out, views.card_view(session.sight, found[0]))
    return out


def _card_lines(out: View, view: views.CardView) -> None:
    out.line(view.label + (f", {view.fate}" if view.fate else ""))
    for whose, text in view.texts:
        out.line(f"  {whose}: {text}", 4)
    for note in view.notes:
        out.line(f"  {note}", 4)
    if view.where:
        out.line(f"  Now {view.where}.", 4)
    if view.playable is not None:
        out.line(f"  {'Playable now' if view.playable else 'Not playable now'}: {view.why}.", 4)
    if view.effect is False:
        out.line("  Its event would change nothing now: playing it spends the card on nothing.", 4)


def _pile(which: str) -> Callable[[Any, str], View]:
    def pile(session: Any, argument: str) -> View:
        return View().listing(views.PILES[which], views.pile(session.sight, which), "oldest first")

    return pile


def deck(session: Any, argument: str) -> View:
    out = View()
    for line in views.deck(session.sight, every=argument.lower() == "all"):
        out.line(line)
    return out


def history(session: Any, argument: str) -> View:
    count = int(argument) if argument.isascii() and argument.isdigit() else 40
    out = View()
    for line in views.history(session.sight, count):
        out.line(line, 6)
    return out


SCREENS: dict[str, Callable[[Any, str], View]] = {
    "status": status, "show": show, "hand": hand, "card": card, "deck": deck, "history": history,
    **{which: _pile(which) for which in PILES},
}
