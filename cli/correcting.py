"""The commands that change the course of a game at the terminal: rollback, adjust and dice.

Each is carried out by the session model (`Session.go_back`, `Session.adjust`,
`Session.set_dice`: recorded, saved, undoable); this module reads what the player typed,
turns it into the session's terms and tells the outcome. What a correction may say is the game's own
(`GameDefinition.adjust_parse`, `adjust_help`: Labyrinth's "adjust iraq troops 3", Twilight Struggle's
"adjust poland ussr 4"), the same words in the browser. `board` tells how the board differs after an undo,
a redo or a rollback (at a table, what to change on it), the same way for all three.
"""

from __future__ import annotations

from botkit.definition import AdjustError
from botkit.session import Moved, Session, UndoError
from botkit.words import count

from .prompting import Prompter
from .screen import say

SHOWN_POINTS = 15
STAY = "stay"
EVERY = "all"


# -- adjust ---------------------------------------------------------------------------------


def adjust(session: Session, text: str) -> None:
    """`adjust ...` typed at a prompt: parse, check, record; or explain what can be adjusted."""
    if not text.strip():
        for line in session.definition.adjust_help:
            say(line, hang=4)
        return
    try:
        change = session.definition.adjust_parse(session, text)
        said = session.adjust(change)
    except (AdjustError, UndoError) as exc:
        say(f"Not adjusted: {exc}.")
        return
    say(f"Adjusted: {said}. ('undo' takes it back.)")


# -- rollback -------------------------------------------------------------------------------


def rollback(session: Session, prompter: Prompter) -> None:
    """List the points to go back to, ask which, go back (and at a table, say what to change on the board).

    Its prompt is the game's like any other: a command typed there (undo, quit...) leaves it."""
    try:
        points = session.rollback_points()
    except UndoError as exc:
        say(str(exc))
        return
    if not points:
        say("Nothing to roll back to yet: you have not answered anything in this game.")
        return
    shown = points[-SHOWN_POINTS:]
    _list_points(shown, len(points) - len(shown))

    def parse(text: str) -> tuple[object, str]:
        lowered = text.lower()
        if lowered == EVERY or (lowered.isascii() and lowered.isdigit() and 1 <= int(lowered) <= len(points)):
            return lowered, ""
        return None, f"Type a number from 1 to {len(points)}, all, or press Enter."

    while True:
        chosen = prompter.ask("Go back to which point? (its number; all lists every one; Enter stays here) > ",
                              parse, empty=STAY)
        if chosen == STAY:
            say("Staying here.")
            return
        if chosen != EVERY:
            break
        _list_points(points, 0)
    point = points[int(chosen) - 1]
    moved = session.go_back(point)
    undone = len(moved.steps)
    say(f"Back {point.text}: {count(undone, 'step')} undone ('redo {undone}' plays them again). Replaying...")
    board(session, moved)


def board(session: Session, moved: Moved) -> None:
    """How the board differs after an undo, a redo or a rollback: at a table what to change on the
    physical board, in digital play what changed - what a player checks either way."""
    table = session.config.table
    lines = [d.todo if table else d.changed for d in moved.board]
    if not lines:
        say("Nothing to change on the board." if table else "Nothing changed on the board.")
        return
    say("On the board, to match:" if table else "On the board:")
    for line in lines:
        say(f"  > {line}" if table else f"  {line}", hang=6 if table else 4)


def _list_points(points: list, earlier: int) -> None:
    if earlier:
        say(f"({earlier} earlier point(s): type all to list them)")
    turn = None
    for point in points:
        if point.turn != turn:
            turn = point.turn
            say(f"Turn {turn}:")
        say(f"  {point.number:>3}. {point.text}", hang=8)


# -- dice -------------------------------------------------------------------------------------


def dice(session: Session, text: str) -> None:
    word = text.strip().lower()
    if not word:
        say(f"Dice are {'read off real dice' if session.dice == 'me' else 'rolled by the program'} "
            "(dice me: you roll real dice and type them; dice program: the program rolls).")
        return
    try:
        said = session.set_dice(word)
    except UndoError as exc:
        say(str(exc))
        return
    say(f"From now on the dice are {said}. ('undo' takes the switch back.)")

