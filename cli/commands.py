"""The commands a player can type at any prompt of `botkit play` that only look (they never change the game).

The game's own views (`GameDefinition.views`: Labyrinth's status, show, hand, card, discard, removed,
lapsing, events, deck, history) and the framework's: map, why, narrate, help. What each shows comes
from the session model and the game, always through the player's `session.sight`: what their side
may not know appears in none. This module lays the answer out. A command that fails to show
something says so and the game goes on: nothing here can end a game.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from rich.table import Table

from botkit.definition import GameDefinition, View
from botkit.files import check_writable
from botkit.render import render
from botkit.session import LEVELS, Session, level_of

from . import map_picture
from .screen import complain, console, rule, say

FRAMEWORK = {"help", "map", "why", "narrate"}
# the usual names of a game's views: a prompt takes these words as commands in every game (one a game does
# not give says so); a game's other views are commands in that game (`looking`)
GAME_VIEWS = {"status", "show", "hand", "card", "deck", "history", "log", "discard", "removed", "lapsing", "events"}
LOOKING = FRAMEWORK | GAME_VIEWS


def looking(definition: GameDefinition) -> frozenset[str]:
    """The looking commands of a game's prompts: the framework's, the usual names and the game's own views."""
    return frozenset(LOOKING | set(definition.views()))
DRAWINGS = (".svg", ".png")


def run(session: Session, name: str, argument: str) -> None:
    """Carry out a looking command; a failure is told in one line and changes nothing."""
    try:
        _run(session, name, argument.strip())
    except Exception as exc:  # a failing display must not cost the game: say so and ask again
        complain(f"'{name}' failed ({type(exc).__name__}: {exc}); the game is unchanged.")
        traceback.clear_frames(exc.__traceback__)


def _run(session: Session, name: str, argument: str) -> None:
    if session.game is None:
        return
    screens = session.definition.views()
    name = "history" if name == "log" else name
    if name in screens:
        show(screens[name](session, argument))
    elif name == "map":
        say(map_picture.draw_at_prompt(session, argument))
    elif name == "why":
        why(session, argument)
    elif name == "narrate":
        narrate(session, argument)
    elif name == "help":
        say(f"Look: {session.definition.view_help()}, map [FILE], why [N] [--render FILE], narrate brief|full.",
            hang=4)
    else:
        say(f"'{name}' shows nothing in {session.definition.title}.")


def show(view: View) -> None:
    """A game's view, laid out to fit the terminal (headings across it, long lines wrapped, tables as tables)."""
    for shown in view.shown:
        if shown.columns:
            table = Table(*shown.columns, title=shown.text or None)
            for row in shown.rows:
                table.add_row(*row)
            console.print(table)
        elif shown.heading:
            rule(shown.text)
        else:
            say(shown.text, hang=shown.hang, style="bold" if shown.strong else None)


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
        quiet = session.definition.quiet_purposes
        told = [n for n, t in session.traces.items() if t.meta.get("purpose") not in quiet]
        number = max(told or session.traces)
    told = session.why(number)
    if told is None:
        say(f"No decision {number}: this game's Bot decisions are numbered 1 to {max(session.traces)}.")
        return
    if told.hidden:
        say(f"Decision {number} {told.hidden}.")
        return
    who = session.definition.side_name(told.side)
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
