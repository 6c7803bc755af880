"""Twilight Struggle's looking commands as views every front end shows: status, show, hand, card, discard,
removed, events, deck, history.

Each takes the session and what the player typed after the command's name and returns a
`botkit.definition.View`; what is in it is `views`' (always through the session's sight), this module
lays it out and reads the argument. Something it cannot show is said in the view; nothing here
changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botkit.definition import View
from botkit.matching import match

from ..facts import facts
from ..state import SIDES, side_name
from . import views

HISTORY_LINES = 40


def status(session: Any, argument: str) -> View:
    sight = session.sight
    out = View().heading(views.phase_title(sight.state))
    for line in views.status(sight):
        out.line(line, 4)
    return out


def _regions() -> list[tuple[str, str]]:
    """Every region and subregion a player may name: (id, name)."""
    known = facts().map
    return [(r, known.regions[r].name) for r in known.regions] + [(s, known.subregions[s].name)
                                                                   for s in known.subregions]


def show(session: Any, argument: str) -> View:
    """`show COUNTRY [, COUNTRY...]`, `show REGION`, `show all`."""
    sight = session.sight
    out = View()
    text = argument.strip()
    if not text:
        return out.line("show what? (show poland, show west germany, show europe, show all)")
    if text.lower() == "all":
        for region in views.REGION_ORDER:
            for index, line in enumerate(views.region_lines(sight, region, every=False)):
                out.line(line, 4 if index else 2)
        return out
    regions = _regions()
    countries = [(c.id, c.name) for c in facts().map.countries.values()]
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        region = next((r for r, name in regions if part.lower() in (r, name.lower())), None)
        if region is not None:
            for index, line in enumerate(views.region_lines(sight, region)):
                out.line(line, 4 if index else 2)
            continue
        found = match(part, countries, numbers="names")
        if found.found:
            for line in views.country_detail(sight, found.value):
                out.line(line, 4)
            continue
        if found.ambiguous:
            out.line(f"'{part}' could be {', '.join(found.ambiguous[:8])}: type more letters.")
            continue
        hint = f" Did you mean {' or '.join(found.suggestions)}?" if found.suggestions else ""
        out.line(f"'{part}' is no country or region.{hint} (show all lists the countries with influence; separate "
                 "several with commas.)")
    return out


def hand(session: Any, argument: str) -> View:
    sight = session.sight
    out = View()
    if sight.side is None:
        if not sight.everything:
            return out.line("No side is being asked yet: each hand is shown to its own side.")
        for side in SIDES:  # watching: both hands
            cards, _ = sight.hand(side)
            out.line(f"{side_name(side)} hand: " + (", ".join(views.card_label(n) for n in sorted(cards)) or "empty"),
                     4)
        return out
    shown, other = views.hand(sight)
    out.line(f"{side_name(sight.side)} hand:")
    if not shown:
        out.line("  (empty)")
    for card in shown:
        out.line(f"  {card.label}" + (f" - {card.note}" if card.note else ""), 6)
    return out.line(f"The other side holds {views.plural(other, 'card')}.")


def card(session: Any, argument: str) -> View:
    out = View()
    text = argument.strip()
    if not text:
        return out.line("card which card? (card 4, card duck)")
    found = views.find_card(text)
    if not found:
        options = [(n, c.name) for n, c in sorted(facts().cards.items())]
        near = match(text, options, numbers="cards")
        hint = f" Did you mean {' or '.join(near.suggestions)}?" if near.suggestions else ""
        return out.line(f"No card '{text[:40]}'.{hint} (botkit cards list --game twilight_struggle shows them all.)")
    if len(found) > 1:
        names = ", ".join(f"#{n} {facts().cards[n].name}" for n in found[:10])
        return out.line(f"{len(found)} cards match '{text[:40]}': {names}{' ...' if len(found) > 10 else ''}. "
                        "Type more of its name, or its number.")
    card_lines(out, views.card_view(session.sight, found[0]))
    return out


def card_lines(out: View, view: views.CardView) -> View:
    out.line(view.label)
    out.line(f"  {view.text}", 4)
    for fact in view.facts:
        out.line(f"  {fact}", 4)
    if view.where:
        out.line(f"  Now {view.where}.", 4)
    if view.note:
        out.line(f"  For you now: {view.note}.", 4)
    return out


def _pile(which: str) -> Callable[[Any, str], View]:
    def pile(session: Any, argument: str) -> View:
        order = "oldest first" if which != "events" else ""
        return View().listing(views.PILES[which], views.pile(session.sight, which), order)

    return pile


def deck(session: Any, argument: str) -> View:
    out = View()
    for line in views.deck(session.sight):
        out.line(line, 4)
    return out


def history(session: Any, argument: str) -> View:
    text = argument.strip()
    count = int(text) if text.isascii() and text.isdigit() and len(text) < 6 else HISTORY_LINES
    out = View()
    lines = views.history(session.sight, count)
    if not lines:
        return out.line("Nothing has happened yet.")
    for line in lines:
        out.line(line, 6)
    return out


SCREENS: dict[str, Callable[[Any, str], View]] = {
    "status": status, "show": show, "hand": hand, "card": card, "deck": deck, "history": history,
    **{which: _pile(which) for which in views.PILES},
}
HELP = ("status, show COUNTRY|REGION [, ...] | show all, hand, card N|NAME, discard, removed, events, deck, "
        "history [N]")
