"""The human player's decider: every engine question becomes a prompt in the terminal.

Answers accept a menu number, a name, or any unique prefix (`sau` -> Saudi Arabia); an
ambiguous prefix shows the candidates, a typo gets the closest suggestion, and the
question is asked again - bad input never ends a game. Every prompt also understands the
session commands (help, status, show, why, history, undo, redo, quit): the information
commands go to `commands`; undo, redo and quit leave the question (`SessionCommand`) for
the session to carry out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.labyrinth.decisions import Ask
from game.labyrinth.session import Interrupt, UndoError, undo_count

from .matching import match


class SessionCommand(Interrupt):
    """A command typed at a prompt that leaves the current question (undo, redo, quit)."""

    def __init__(self, name: str, argument: str = "") -> None:
        super().__init__(name)
        self.name = name
        self.argument = argument


LEAVING_COMMANDS = {"undo", "redo", "quit"}
INFO_COMMANDS = {"help", "status", "show", "why", "history", "hand", "log", "map"}


class HumanDecider:
    """Asks a person; `read(prompt)` gets a line, `say(text)` shows one, `command(name, arg)` runs info commands."""

    def __init__(
        self,
        read: Callable[[str], str],
        say: Callable[[str], None],
        command: Callable[[str, str], None],
    ) -> None:
        self.read = read
        self.say = say
        self.command = command
        self.answered: list[tuple[str, Any]] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        self.say("")
        self.say(ask.prompt)
        if ask.kind == "one" and len(ask.options) <= 12:
            self._show_menu(ask)
        while True:
            line = self.read(self._hint(ask))
            text = line.strip()
            if not text:
                continue
            word, _, rest = text.partition(" ")
            lowered = word.lower()
            if lowered in LEAVING_COMMANDS:
                if lowered in ("undo", "redo"):
                    try:
                        undo_count(rest)
                    except UndoError as exc:
                        self.say(str(exc).replace("undo", lowered, 1) if lowered == "redo" else str(exc))
                        continue
                raise SessionCommand(lowered, rest.strip())
            if lowered in ("?", "list", "options"):
                self._show_menu(ask)
                continue
            if lowered in INFO_COMMANDS and not self._is_answer(ask, text):
                if lowered == "help":
                    self._help(ask)
                self.command(lowered, rest.strip())
                continue
            answer, problem = self._parse(ask, text)
            if problem:
                self.say(problem)
                continue
            self.answered.append((ask.purpose, answer))
            return answer

    # -- parsing ---------------------------------------------------------------------------
    def _is_answer(self, ask: Ask, text: str) -> bool:
        """'show' could also be an option's name; prefer the option when it matches exactly."""
        if ask.kind not in ("one", "many"):
            return False
        return any(ask.label(o).lower() == text.lower() for o in ask.options)

    def _parse(self, ask: Ask, text: str) -> tuple[Any, str]:
        if ask.kind == "yesno":
            lowered = text.lower()
            if lowered in ("y", "yes", "s", "si", "true"):
                return True, ""
            if lowered in ("n", "no", "false"):
                return False, ""
            return None, "Please answer y (yes) or n (no)."
        if ask.kind == "number":
            try:
                value = int(text)
            except ValueError:
                return None, f"Please type a whole number from {ask.low} to {ask.high}."
            if not ask.low <= value <= ask.high:
                return None, f"Please type a whole number from {ask.low} to {ask.high}."
            return value, ""
        options = [(o, ask.label(o)) for o in ask.options]
        if ask.kind == "one":
            return self._one(options, text)
        parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
        chosen = []
        for part in parts:
            value, problem = self._one(options, part)
            if problem:
                return None, problem
            chosen.append(value)
        if not ask.minimum <= len(chosen) <= ask.count:
            if ask.minimum == ask.count:
                return None, f"Please choose exactly {ask.count}, separated by commas."
            return None, f"Please choose {ask.minimum} to {ask.count}, separated by commas."
        if not ask.info.get("repeat") and len(set(map(repr, chosen))) != len(chosen):
            return None, "Each choice must be different (11.3.11)."
        return chosen, ""

    def _one(self, options: list[tuple[Any, str]], text: str) -> tuple[Any, str]:
        found = match(text, options)
        if found.found:
            return found.value, ""
        if found.ambiguous:
            labels = dict(options)
            return None, "More than one matches: " + ", ".join(labels[v] for v in found.ambiguous) + ". Type more letters."
        if found.suggestions:
            return None, f"'{text}' is not one of the choices. Did you mean {' or '.join(found.suggestions)}?"
        return None, f"'{text}' is not one of the choices. Type ? to list them."

    # -- display ---------------------------------------------------------------------------
    def _show_menu(self, ask: Ask) -> None:
        for index, option in enumerate(ask.options, start=1):
            self.say(f"  {index:>2}. {ask.label(option)}")

    def _hint(self, ask: Ask) -> str:
        if ask.kind == "yesno":
            return "(y/n) > "
        if ask.kind == "number":
            return f"({ask.low}-{ask.high}) > "
        if ask.kind == "many":
            least = "" if ask.minimum == ask.count else f"{ask.minimum}-"
            return f"(choose {least}{ask.count}, comma-separated; ? lists) > "
        return "> " if len(ask.options) <= 12 else "(name or prefix; ? lists) > "

    def _help(self, ask: Ask) -> None:
        self.say("Answer with a menu number, a name, or the first letters of a name.")
        self.say("At any prompt: status, show COUNTRY, hand, map [FILE], why [--render], history [N], undo [N], "
                 "redo [N], quit.")
        self.say("undo N takes back your last N plays (a Bot's too, where you answered in it); redo N plays them again.")
