"""The commands a player can type at any prompt of `botkit play` that only look (they never change the game).

status, show, hand, card, discard, removed, lapsing, events, deck, map, history, why, narrate.
What each shows comes from the session model (`game.labyrinth.session.views`, `Session.why`,
the narration), always through the player's `session.sight`: what their side may not know
appears in none. This module parses the argument and lays the answer out. A command that
fails to show something says so and the game goes on: nothing here can end a game.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from botkit.files import check_writable
from botkit.matching import match
from botkit.render import render
from game.labyrinth import facts
from game.labyrinth.session import Session, views
from game.labyrinth.session.narration import LEVELS, QUIET_PURPOSES, level_of

from . import map_picture, view
from .screen import complain, say

PILES = ("discard", "removed", "lapsing", "events")
LOOKING = {"help", "status", "show", "hand", "card", "map", "history", "log", "why", "narrate", "deck", *PILES}
DRAWINGS = (".svg", ".png")


def run(session: Session, name: str, argument: str) -> None:
    """Carry out a looking command; a failure is told in one line and changes nothing."""
    try:
        _run(session, name, argument.strip())
    except Exception as exc:  # a failing display must not cost the game: say so and ask again
        complain(f"'{name}' failed ({type(exc).__name__}: {exc}); the game is unchanged.")
        traceback.clear_frames(exc.__traceback__)


def _run(session: Session, name: str, argument: str) -> None:
    game = session.game
    if game is None:
        return
    sight = session.sight
    if name == "status":
        every = argument.lower() == "all"
        view.show_status(views.status(sight, every=every))
    elif name == "show":
        show(session, argument)
    elif name == "hand":
        if sight.viewer is None:
            say("You have no hand in a Bot-vs-Bot game.")
        else:
            view.show_hand(*views.hand(sight))
    elif name == "card":
        card(session, argument)
    elif name in PILES:
        view.show_pile(name, views.pile(sight, name))
    elif name == "deck":
        view.show_lines(views.deck(sight, every=argument.lower() == "all"))
    elif name == "map":
        say(map_picture.draw_at_prompt(session, argument))
    elif name in ("history", "log"):
        count = int(argument) if argument.isascii() and argument.isdigit() else 40
        for line in views.history(sight, count):
            say(line, hang=6)
    elif name == "why":
        why(session, argument)
    elif name == "narrate":
        narrate(session, argument)


def show(session: Session, argument: str) -> None:
    """`show COUNTRY [COUNTRY ...]`, `show all`; a card or a pile's name is shown as such."""
    sight = session.sight
    state = sight.state
    assert state is not None
    if not argument:
        say("show which country? (show sau, show iraq syria, show all)")
        return
    if argument.lower() == "all":
        view.show_countries([(title, [views.country_line(sight, n) for n in names])
                             for title, names in views.by_region(state, every=True)])
        return
    word = argument.lower()
    if word in PILES or word in ("deck", "hand", "status"):
        _run(session, word, "")
        return
    names = sorted(state.countries)
    options = [(n, n) for n in names]
    wanted: list[str] = []
    for part in _countries_typed(argument, names):
        found = match(part, options, numbers="names")
        if found.found:
            wanted.append(found.value)
            continue
        if found.ambiguous:
            say(f"'{part}' could be {', '.join(found.ambiguous)}: type more letters.")
            continue
        cards = views.find_card(part)
        if cards:
            say(f"'{part}' is not a country; it is the card {facts.cards()[cards[0]].name}:")
            view.show_card(views.card_view(sight, cards[0]))
            continue
        hint = f" Did you mean {' or '.join(found.suggestions)}?" if found.suggestions else ""
        say(f"'{part}' is not a country.{hint} (show all lists them; card NAME shows a card.)")
    for name in wanted:
        view.show_lines(views.country_detail(sight, name))


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


def card(session: Session, argument: str) -> None:
    if not argument:
        say("card which card? (card 137, card fms)")
        return
    found = views.find_card(argument)
    if not found:
        options = [(n, c.name) for n, c in sorted(facts.cards().items())]
        near = match(argument, options, numbers="cards")
        hint = f" Did you mean {' or '.join(near.suggestions)}?" if near.suggestions else ""
        say(f"No card '{argument}'.{hint} (botkit cards list shows them all.)")
        return
    if len(found) > 1:
        say(f"{len(found)} cards match '{argument}': " + ", ".join(facts.cards()[n].name for n in found[:12])
            + (" ..." if len(found) > 12 else "") + ". Type its number.")
        return
    view.show_card(views.card_view(session.sight, found[0]))


def narrate(session: Session, argument: str) -> None:
    if not argument:
        say(f"Narration is {session.narration}. (narrate brief: one line per effect and per Bot choice; "
            "narrate full: every step of every Bot decision too.)")
        return
    level = level_of(argument)
    if level is None:
        say(f"'{argument}' is not a narration level (levels: {', '.join(LEVELS)}).")
        return
    session.narration = level
    say(f"Narration is now {level}.")


def why(session: Session, argument: str) -> None:
    """`why`, `why N`, `why [N] --render FILE`: a Bot decision's whole reasoning, drawn if asked."""
    words = argument.split()
    render_to: Path | None = None
    if "--render" in words:
        at = words.index("--render")
        target = words[at + 1] if at + 1 < len(words) else ""
        words = words[:at] + words[at + 2:]
        if not target:
            say("why --render FILE: name the picture to write (.svg or .png), e.g. why --render why.svg")
            return
        render_to = Path(target)
        if render_to.suffix.lower() not in DRAWINGS:
            say(f"{target}: the picture's name must end in .svg or .png")
            return
    if len(words) > 1 or (words and not (words[0].isascii() and words[0].isdigit())):
        say("why takes a decision's number (why 12); without one it tells the last Bot decision.")
        return
    number = int(words[0]) if words else None
    if not session.traces:
        say("No Bot decision yet.")
        return
    if number is None:  # the last decision worth telling (not which card a Bot turns up next)
        told = [n for n, t in session.traces.items() if t.meta.get("purpose") not in QUIET_PURPOSES]
        number = max(told or session.traces)
    told = session.why(number)
    if told is None:
        say(f"No decision {number}: this game's Bot decisions are numbered 1 to {max(session.traces)}.")
        return
    if told.hidden:
        say(f"Decision {number} {told.hidden}.")
        return
    who = {"us": "US", "jihadist": "Jihadist"}.get(told.side, "")
    say(f"Decision {number} (turn {told.turn}), {who} Bot: {told.title}", hang=4)
    for depth, text in told.lines:
        say("  " + "  " * depth + text, hang=4)
    if render_to is not None:
        _render_why(session, session.traces[number], told.charts or [], render_to)


def _render_why(session: Session, trace, charts: list[str], path: Path) -> None:
    """Draw each chart of `charts` (those of the decision the player may see) with the path lit."""
    libraries = [getattr(bot, "library", None) for bot in session.bots.values()]
    if not charts:
        say("This decision walked no chart to draw.")
        return
    fmt = path.suffix.lower().lstrip(".")
    problem = check_writable(path)  # the one rule of every output path: folders are made only below here
    if problem:
        say(f"No drawing: {problem}")
        return
    for index, chart_id in enumerate(charts):
        library = next(lib for lib in libraries if lib is not None and chart_id in lib.ids())
        target = path if index == 0 else path.with_name(f"{path.stem}-{chart_id}{path.suffix}")
        try:
            render(library.get(chart_id), fmt, target, trace=trace, neighbourhood=True)
        except (RuntimeError, OSError) as exc:
            say(f"Cannot draw {chart_id}: {exc}")
            return
        say(f"  drawn: {target} ({chart_id}: the path taken and the branches beside it)")
