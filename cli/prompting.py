"""The one way the terminal asks a person anything: a line is read, and whatever it is, it is handled.

Every prompt of `botkit play` - the engine's questions (`human.HumanDecider`), the offer to play
on after a victory, rollback's "go back to which point?", the offer to continue a save that no
longer replays, the Bot-vs-Bot pause - reads its lines here, so each understands the same
things: the looking commands (status, show, why, help...) are carried out and the prompt comes
back; the commands that change course (undo, redo, rollback, adjust, dice, quit) leave the
prompt as a `SessionCommand` for the game loop; `?` shows the menu again; anything else is the
prompt's answer, or it is refused in one line and the prompt is asked again. A prompt outside
a game (`botkit games delete`) is read the same way, with no commands to carry out.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from botkit.session import Interrupt, UndoError, undo_count

from .commands import LOOKING
from .screen import ask

LEAVING_COMMANDS = frozenset({"undo", "redo", "quit", "rollback", "adjust", "dice"})
MENU_WORDS = ("?", "list", "options")
YES = ("y", "yes", "s", "si", "true")
NO = ("n", "no", "false")
HELP = [
    "Answer with a menu number (or letter), a name, or the first letters of a name. Cards are listed by their "
    "own number (#137): type 137 or a name; a menu number is only ever that menu's item. Several at once: "
    "'iraq, syria'; the same one more than once: 'afghanistan 3'.",
    "Change: undo [N], redo [N], rollback (pick a card play or turn to go back to), adjust (correct the board), "
    "dice me|program, quit.",
]  # the game's looking commands follow, from the game (`commands.run("help")`)

Parse = Callable[[str], tuple[Any, str]]
_NOTHING = object()


class SessionCommand(Interrupt):
    """A command typed at a prompt that leaves it (undo, redo, rollback, adjust, dice, quit)."""

    def __init__(self, name: str, argument: str = "") -> None:
        super().__init__(name)
        self.name = name
        self.argument = argument


class Prompter:
    """Reads a person's answers: `read(prompt)` gets a line, `say(text)` shows one, `command(name, arg)` carries
    out a looking command (None: there is no game to look at). `leaving` are the commands that may leave a
    prompt here; quit always may (the caller says what it means there). `warn(text)` (default `say`) shows what
    is wrong with an answer, for a front end that styles it. `looking` are the words carried out as looking
    commands (the game's: `commands.looking`)."""

    def __init__(
        self,
        read: Callable[[str], str],
        say: Callable[[str], None],
        command: Callable[[str, str], None] | None = None,
        leaving: Collection[str] = LEAVING_COMMANDS,
        warn: Callable[[str], None] | None = None,
        looking: Collection[str] = LOOKING,
    ) -> None:
        self.read = read
        self.say = say
        self.warn = warn if warn is not None else say
        self.command = command
        self.looking = frozenset(looking)  # the game's looking commands (`commands.looking`)
        self.leaving = frozenset(leaving) | {"quit"}  # quit leaves every prompt: a player is never stuck

    def ask(
        self,
        hint: str,
        parse: Parse,
        *,
        menu: Callable[[], None] | None = None,
        is_answer: Callable[[str], bool] | None = None,
        empty: Any = _NOTHING,
    ) -> Any:
        """Ask until `parse(text)` gives an answer ((answer, '') - or (None, 'why not'), said and asked again).

        `menu` shows the choices again on `?`; `is_answer(text)` says a command's word is an answer here (a
        country called Show); `empty` is the answer to an empty line (by default an empty line asks again)."""
        while True:
            text = self.read(hint).strip()
            if not text:
                if empty is not _NOTHING:
                    return empty
                continue
            word, _, rest = text.partition(" ")
            lowered, rest = word.lower(), rest.strip()
            if is_answer is not None and is_answer(text):
                pass
            elif lowered in LEAVING_COMMANDS:
                self._leave(lowered, rest)
                continue
            elif lowered in MENU_WORDS and menu is not None:
                menu()
                continue
            elif lowered == "help":
                self._help(rest)
                continue
            elif lowered in self.looking and self.command is not None:
                self.command(lowered, rest)
                continue
            answer, problem = parse(text)
            if problem:
                self.warn(problem)
                continue
            return answer

    def yes_no(self, hint: str = "(y/n) > ") -> bool:
        """A yes-or-no prompt: y or n, or any command; anything else is asked again."""
        return self.ask(hint, yes_or_no)

    def _leave(self, name: str, argument: str) -> None:
        if name not in self.leaving:
            self.say(f"'{name}' is not possible here." if self.command is not None else
                     f"'{name}' is a command of a game in play; here, answer the question.")
            return
        if name in ("undo", "redo"):
            try:
                undo_count(argument)
            except UndoError as exc:
                self.say(str(exc).replace("undo", name, 1) if name == "redo" else str(exc))
                return
        raise SessionCommand(name, argument)

    def _help(self, argument: str) -> None:
        if self.command is None:
            self.say("Answer the question above (y or n where it asks so).")
            return
        for line in HELP:
            self.say(line)
        self.command("help", argument)


def read_console(prompt: str) -> str:
    """A line typed at the terminal; the end of the input (Ctrl-D, a script run dry) is 'quit'."""
    try:
        return ask(prompt)
    except EOFError:
        return "quit"


def yes_or_no(text: str) -> tuple[bool | None, str]:
    lowered = text.lower()
    if lowered in YES:
        return True, ""
    if lowered in NO:
        return False, ""
    return None, "Please answer y (yes) or n (no)."
