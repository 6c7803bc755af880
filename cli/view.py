"""What the player sees at the terminal: the status, countries, cards and the end of the game, laid out.

The content is the session model's (`game.labyrinth.session.views` and `summaries`); this
module only lays it out to fit the terminal (`screen`): nothing is cut, long lines wrap.
"""

from __future__ import annotations

from game.labyrinth.session import views
from game.labyrinth.session.views import CardView, Status

from .screen import rule, say


def show_status(shown: Status) -> None:
    rule(shown.title)
    for line in shown.tracks:
        say(line, hang=4)
    for title, lines in shown.regions:
        say(f"{title}:")
        for line in lines:
            say("  " + line, hang=4)
    for line in shown.summaries + shown.cards:
        say(line, hang=4)


def show_countries(regions: list[tuple[str, list[str]]]) -> None:
    for title, lines in regions:
        say(f"{title}:")
        for line in lines:
            say("  " + line, hang=4)


def show_card(view: CardView) -> None:
    say(view.label + (f", {view.fate}" if view.fate else ""))
    for whose, text in view.texts:
        say(f"  {whose}: {text}", hang=4)
    for note in view.notes:
        say(f"  {note}", hang=4)
    if view.where:
        say(f"  Now {view.where}.", hang=4)
    if view.playable is not None:
        say(f"  {'Playable now' if view.playable else 'Not playable now'}: {view.why}.", hang=4)
    if view.effect is False:
        say("  Its event would change nothing now: playing it spends the card on nothing.", hang=4)


def show_hand(views_: list[CardView], unseen: int) -> None:
    if not views_ and not unseen:
        say("Your hand is empty.")
        return
    for view in views_:
        mark = views.event_note(view, why_not=True)
        say(f"  {view.label}" + (f" - {mark}" if mark else ""), hang=6)
    if unseen:
        say(f"  ... and {unseen} card{'s' if unseen != 1 else ''} you have not named yet (table mode)")


def show_pile(which: str, labels: list[str]) -> None:
    title = views.PILES[which]
    if not labels:
        say(f"{title}: none")
        return
    say(f"{title} ({len(labels)}, oldest first):")
    for label in labels:
        say("  " + label, hang=4)


def show_lines(lines: list[str], hang: int = 2) -> None:
    for line in lines:
        say(line, hang=hang)
