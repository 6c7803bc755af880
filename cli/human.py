"""The human player's decider: every engine question becomes a prompt in the terminal.

Answers accept a menu number, a name, or any unique prefix (`sau` -> Saudi Arabia); an
ambiguous prefix shows the candidates, a typo gets the closest suggestion, and the
question is asked again - bad input never ends a game. A number at a card prompt is the
card's number when the hand holds it; two cards of one name (the Reapers) are told apart by
number. How to play a card keeps its keys whatever is possible: e (event), o (Ops),
r (reserves). Every prompt also understands the session commands: the looking commands go
to `command`; undo, redo, rollback, adjust, dice and quit leave the question
(`SessionCommand`) for the session to carry out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botkit.matching import match
from botkit.protocol import Ask, IllegalAnswer
from game.labyrinth.session import Interrupt, UndoError, undo_count

from .commands import LOOKING


class SessionCommand(Interrupt):
    """A command typed at a prompt that leaves the current question (undo, redo, rollback, adjust, dice, quit)."""

    def __init__(self, name: str, argument: str = "") -> None:
        super().__init__(name)
        self.name = name
        self.argument = argument


LEAVING_COMMANDS = {"undo", "redo", "quit", "rollback", "adjust", "dice"}
INFO_COMMANDS = LOOKING
# questions whose menu keeps letters: how to play a card is always e / o / r
KEYS = {"card.play_as": {"event": "e", "ops": "o", "reserves": "r"}}
CARD_QUESTIONS = ("card.choose", "table.card")
HELP = [
    "Answer with a menu number (or letter), a name, or the first letters of a name; at a card prompt a card's "
    "number (137) is that card.",
    "Look: status [all], show COUNTRY [COUNTRY...] | show all, hand, card N|NAME, discard, removed, lapsing, events, "
    "deck, map [FILE], history [N], why [N] [--render FILE], narrate brief|full.",
    "Change: undo [N], redo [N], rollback (pick a card play or turn to go back to), adjust (correct the board), "
    "dice me|program, quit.",
]


class HumanDecider:
    """Asks a person; `read(prompt)` gets a line, `say(text)` shows one, `command(name, arg)` runs looking commands.

    `dress(game, ask)` (optional) gives richer labels for the options and notes to show above the menu.
    `tell(text, kind)` (optional) shows the question (kind ``question``) and what is wrong with an answer
    (``problem``) in place of `say`, for a front end that styles them.
    """

    def __init__(
        self,
        read: Callable[[str], str],
        say: Callable[[str], None],
        command: Callable[[str, str], None],
        dress: Callable[[Any, Ask], tuple[dict[Any, str], list[str]]] | None = None,
        tell: Callable[[str, str], None] | None = None,
    ) -> None:
        self.read = read
        self.say = say
        self.tell = tell if tell is not None else lambda text, kind: say(text)
        self.command = command
        self.dress = dress
        self.answered: list[tuple[str, Any]] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        labels, notes = self.dress(game, ask) if self.dress is not None else ({}, [])
        self.say("")
        self.tell(ask.prompt, "question")
        for note in notes:
            self.say(note)
        if (ask.kind == "one" and len(ask.options) <= 12) or ask.kind == "allocate":
            self._show_menu(ask, labels)
        while True:
            line = self.read(self._hint(ask))
            text = line.strip()
            if not text:
                continue
            word, _, rest = text.partition(" ")
            lowered = word.lower()
            if lowered in LEAVING_COMMANDS and not self._is_answer(ask, text):
                if lowered in ("undo", "redo"):
                    try:
                        undo_count(rest)
                    except UndoError as exc:
                        self.say(str(exc).replace("undo", lowered, 1) if lowered == "redo" else str(exc))
                        continue
                raise SessionCommand(lowered, rest.strip())
            if lowered in ("?", "list", "options"):
                self._show_menu(ask, labels)
                continue
            if lowered in INFO_COMMANDS and not self._is_answer(ask, text):
                if lowered == "help":
                    for line in HELP:
                        self.say(line)
                self.command(lowered, rest.strip())
                continue
            answer, problem = self._parse(ask, text)
            if problem:
                self.tell(problem, "problem")
                continue
            self.answered.append((ask.purpose, answer))
            return answer

    # -- parsing ---------------------------------------------------------------------------
    def _is_answer(self, ask: Ask, text: str) -> bool:
        """'show' could also be an option's name; prefer the option when it matches exactly."""
        if ask.kind not in ("one", "many", "allocate"):
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
        keys = KEYS.get(ask.purpose)
        if keys is not None:
            return self._keyed(ask, keys, text)
        options = [(o, ask.label(o)) for o in ask.options]
        if ask.kind == "one":
            return self._one(options, text)
        if ask.kind == "allocate":
            return self._allocation(ask, options, text)
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

    def _keyed(self, ask: Ask, keys: dict[Any, str], text: str) -> tuple[Any, str]:
        """A menu with fixed letters: the letter, the option's name or a prefix of its label; never a number."""
        lowered = text.lower()
        allowed = [o for o in ask.options if o in keys]
        for option in allowed:
            if lowered == keys[option] or lowered == str(option):
                return option, ""
        if lowered.isdigit():
            return None, f"Type a letter: {self._letters(ask, keys)} (the letters stay the same whatever is possible)."
        found = match(text, [(o, ask.label(o)) for o in allowed])
        if found.found:
            return found.value, ""
        missing = [o for o in keys if o not in allowed]
        extra = f" ({', '.join(keys[o] for o in missing)}: not possible now)" if missing else ""
        return None, f"Type {self._letters(ask, keys)}{extra}."

    @staticmethod
    def _letters(ask: Ask, keys: dict[Any, str]) -> str:
        return ", ".join(f"{keys[o]} ({o})" for o in ask.options if o in keys)

    def _allocation(self, ask: Ask, options: list[tuple[Any, str]], text: str) -> tuple[Any, str]:
        """'pakistan 2, iraq 1': each option (a name or prefix) and how much it takes, in order;
        a name alone takes as much as it can of what is left."""
        pairs: list[tuple[Any, int]] = []
        left = ask.budget
        for part in (p.strip() for p in text.replace(";", ",").split(",") if p.strip()):
            name, _, amount = part.rpartition(" ")
            if not name or not amount.isdigit() or not amount.isascii():
                name, amount = part, ""
            value, problem = self._one(options, name.strip())
            if problem:
                return None, problem
            take = int(amount) if amount else min(left, ask.capacities.get(value, left))
            pairs.append((value, take))
            left -= take
        try:
            return ask.check(pairs), ""
        except IllegalAnswer:
            return None, (f"Spread {ask.minimum} to {ask.budget} in all, each at most what it takes "
                          "(shown in brackets), e.g. 'pakistan 2, iraq 1'.")

    def _one(self, options: list[tuple[Any, str]], text: str) -> tuple[Any, str]:
        found = match(text, options)
        if found.found:
            return found.value, ""
        if found.ambiguous:
            labels = dict(options)
            titles = {_title(labels[v]) for v in found.ambiguous}
            if len(titles) == 1 and all(isinstance(v, int) for v in found.ambiguous):
                numbers = " or ".join(str(v) for v in found.ambiguous)
                return None, f"You hold {len(found.ambiguous)} cards called {titles.pop()}: type the number ({numbers})."
            return None, "More than one matches: " + ", ".join(labels[v] for v in found.ambiguous) + ". Type more letters."
        if found.suggestions:
            return None, f"'{text}' is not one of the choices. Did you mean {' or '.join(found.suggestions)}?"
        return None, f"'{text}' is not one of the choices. Type ? to list them."

    # -- display ---------------------------------------------------------------------------
    def _show_menu(self, ask: Ask, labels: dict[Any, str] | None = None) -> None:
        labels = labels or {}
        keys = KEYS.get(ask.purpose, {})
        for index, option in enumerate(ask.options, start=1):
            key = keys.get(option, str(index))
            room = f" [up to {ask.capacities.get(option, ask.budget)}]" if ask.kind == "allocate" else ""
            self.say(f"  {key:>2}. {labels.get(option, ask.label(option))}{room}")

    def _hint(self, ask: Ask) -> str:
        if ask.kind == "yesno":
            return "(y/n) > "
        if ask.kind == "number":
            return f"({ask.low}-{ask.high}) > "
        if ask.kind == "many":
            least = "" if ask.minimum == ask.count else f"{ask.minimum}-"
            return f"(choose {least}{ask.count}, comma-separated; ? lists) > "
        if ask.kind == "allocate":
            return f"(spread up to {ask.budget}: 'name amount, name amount'; ? lists) > "
        if ask.purpose in KEYS:
            return f"({'/'.join(KEYS[ask.purpose][o] for o in ask.options if o in KEYS[ask.purpose])}) > "
        if ask.purpose in CARD_QUESTIONS:
            return "(card number or name; ? lists) > " if len(ask.options) > 12 else "(menu or card number) > "
        return "> " if len(ask.options) <= 12 else "(name or prefix; ? lists) > "


def _title(label: str) -> str:
    """'#126 Reaper' -> 'Reaper'."""
    words = label.split()
    return " ".join(words[1:]) if words and words[0].startswith("#") else label
