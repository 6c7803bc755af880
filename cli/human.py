"""The human player's decider: every engine question becomes a prompt in the terminal.

Answers accept a menu number, a name, or any unique prefix (`sau` -> Saudi Arabia); an
ambiguous prefix shows the candidates, a typo gets the closest suggestion, and the question is
asked again - bad input never ends a game.

What a number means is fixed by how the menu is shown (`botkit.matching`): a menu of cards is
listed by the cards' own numbers (`#137 FMS`), never by position, so `137` is card 137 and `1`
is no card; every other menu is numbered 1, 2, 3... and a number is that menu's item, whatever
its label says. How to play a card keeps its letters whatever is possible: e (event), o (Ops),
r (reserves); a number is refused there. Two cards of one name (the Reapers) are told apart by
number. A question that offers one option several times (PRISM: a country for each of its
sleeper cells) takes it as often as offered: `afghanistan 3, egypt 2`, or the name repeated;
an option whose label holds commas may be typed whole.

After every answer the choice is told in words (`echo`). Every prompt also understands the
session commands (`prompting.Prompter`): the looking commands are carried out, the others
leave the question as a `SessionCommand` for the session to carry out.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from botkit.matching import Numbering, is_card_menu, match
from botkit.protocol import Ask, IllegalAnswer

from .commands import LOOKING
from .echo import ARROW, echo, grouped
from .prompting import HELP, LEAVING_COMMANDS, Prompter, SessionCommand, yes_or_no

__all__ = ["HELP", "LEAVING_COMMANDS", "HumanDecider", "SessionCommand"]

SHOWN = 12  # a longer menu is listed on '?' only

Dress = Callable[[Any, Ask], tuple[dict[Any, str], list[str]]]
Confirm = Callable[[Any, Ask, Any], str]


class HumanDecider:
    """Asks a person; `read(prompt)` gets a line, `say(text)` shows one, `command(name, arg)` runs looking commands.

    `dress(game, ask)` (optional) gives richer labels for the options and notes to show above the menu;
    `confirm(game, ask, answer)` (optional) names a reason to think twice about an answer ('' when there is
    none): the player is asked to confirm it, and a no asks the question again.
    `tell(text, kind)` (optional) shows the question (kind ``question``) and what is wrong with an answer
    (``problem``) in place of `say`, for a front end that styles them. `keys` are the game's questions whose
    menus keep fixed letters whatever is possible (`GameDefinition.keys`: Labyrinth's e / o / r); `looking` the
    words taken as looking commands (the game's: `commands.looking`).
    """

    def __init__(
        self,
        read: Callable[[str], str],
        say: Callable[[str], None],
        command: Callable[[str, str], None],
        dress: Dress | None = None,
        confirm: Confirm | None = None,
        tell: Callable[[str, str], None] | None = None,
        keys: Mapping[str, Mapping[Any, str]] | None = None,
        secret: Callable[[Ask], bool] | None = None,
        looking: Collection[str] = LOOKING,
    ) -> None:
        self.keys = keys or {}
        self.secret = secret  # an answer the next player at the same screen may not read (said as chosen)
        self.read = read
        self.say = say
        self.tell = tell if tell is not None else lambda text, kind: say(text)
        self.command = command
        self.dress = dress
        self.confirm = confirm
        self.prompter = Prompter(read, say, command, warn=lambda text: self.tell(text, "problem"), looking=looking)
        self.answered: list[tuple[str, Any]] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        labels, notes = self.dress(game, ask) if self.dress is not None else ({}, [])
        self.say("")
        self.tell(ask.prompt, "question")
        for note in notes:
            self.say(note)
        choices = _choices(ask)
        if ask.kind in ("one", "many", "allocate") and len(choices) <= SHOWN:
            self._show_menu(ask, labels)
        while True:
            answer = self.prompter.ask(self._hint(ask), lambda text: self._parse(ask, text),
                                       menu=lambda: self._show_menu(ask, labels),
                                       is_answer=lambda text: self._is_answer(ask, text))
            doubt = self.confirm(game, ask, answer) if self.confirm is not None else ""
            if doubt and not self.prompter.yes_no(f"{doubt} (y/n) > "):
                self.say("Then answer again.")
                continue
            break
        if self.secret is not None and self.secret(ask):
            self.say(f"  {ARROW} chosen: it stays face down until it is revealed (hand the screen over)")
        else:
            self.say(echo(ask, answer, card_menu=numbering(ask) == "cards"))
        self.answered.append((ask.purpose, answer))
        return answer

    # -- parsing ---------------------------------------------------------------------------
    @staticmethod
    def _is_answer(ask: Ask, text: str) -> bool:
        """'show' could also be an option's name; prefer the option when it matches exactly."""
        if ask.kind not in ("one", "many", "allocate"):
            return False
        return any(ask.label(o).lower() == text.lower() for o in ask.options)

    def _parse(self, ask: Ask, text: str) -> tuple[Any, str]:
        if ask.kind == "yesno":
            return yes_or_no(text)
        if ask.kind == "number":
            problem = f"Please type a whole number from {ask.low} to {ask.high}."
            if not (text.isascii() and text.isdigit()) or not ask.low <= int(text) <= ask.high:
                return None, problem
            return int(text), ""
        keys = self.keys.get(ask.purpose)
        if keys is not None:
            return self._keyed(ask, keys, text)
        if ask.kind == "one":
            return _one(ask, text)
        if ask.kind == "allocate":
            return self._allocation(ask, text)
        return _many(ask, text)

    def _keyed(self, ask: Ask, keys: dict[Any, str], text: str) -> tuple[Any, str]:
        """A menu with fixed letters: the letter, the option's name or a prefix of its label; never a number."""
        lowered = text.lower()
        allowed = [o for o in ask.options if o in keys]
        for option in allowed:
            if lowered == keys[option] or lowered == str(option):
                return option, ""
        if lowered.isdigit():
            return None, f"Type a letter: {self._letters(ask, keys)} (the letters stay the same whatever is possible)."
        found = match(text, [(o, ask.label(o)) for o in allowed], numbers="names")
        if found.found:
            return found.value, ""
        missing = [o for o in keys if o not in allowed]
        extra = f" ({', '.join(keys[o] for o in missing)}: not possible now)" if missing else ""
        return None, f"Type {self._letters(ask, keys)}{extra}."

    @staticmethod
    def _letters(ask: Ask, keys: dict[Any, str]) -> str:
        return ", ".join(f"{keys[o]} ({o})" for o in ask.options if o in keys)

    @staticmethod
    def _allocation(ask: Ask, text: str) -> tuple[Any, str]:
        """'pakistan 2, iraq 1': each option (a name or prefix) and how much it takes, in order;
        a name alone takes as much as it can of what is left."""
        pairs: list[tuple[Any, int]] = []
        left = ask.budget
        for part in _parts(text):
            name, amount = _name_and_amount(part)
            value, problem = _one(ask, name)
            if problem:
                return None, problem
            take = amount if amount is not None else min(left, ask.capacities.get(value, left))
            pairs.append((value, take))
            left -= take
        try:
            return ask.check(pairs), ""
        except IllegalAnswer:
            return None, (f"Spread {ask.minimum} to {ask.budget} in all, each at most what it takes "
                          "(shown in brackets), e.g. 'pakistan 2, iraq 1'.")

    # -- display ---------------------------------------------------------------------------
    def _show_menu(self, ask: Ask, labels: dict[Any, str] | None = None) -> None:
        labels = labels or {}
        keys = self.keys.get(ask.purpose, {})
        cards = numbering(ask) == "cards"
        for index, (option, label) in enumerate(_choices(ask), start=1):
            shown = labels.get(option, label)
            room = ""
            if ask.kind == "allocate":
                room = f" [up to {ask.capacities.get(option, ask.budget)}]"
            elif ask.kind == "many" and _most(ask, option) > 1:
                room = f" [up to {_most(ask, option)}]"
            if cards:  # listed by the card's own number, which its label starts with: no menu number
                self.say(f"    {shown}{room}")
            else:
                self.say(f"  {keys.get(option, str(index)):>2}. {shown}{room}")

    def _hint(self, ask: Ask) -> str:
        listed = "" if len(_choices(ask)) <= SHOWN else "; ? lists"
        if ask.kind == "yesno":
            return "(y/n) > "
        if ask.kind == "number":
            return f"({ask.low}-{ask.high}) > "
        if ask.kind == "many":
            least = "" if ask.minimum == ask.count else f"{ask.minimum}-"
            several = "; 'name 2' takes one twice" if any(_most(ask, o) > 1 for o in ask.options) else ""
            return f"(choose {least}{ask.count}, comma-separated{several}{listed}) > "
        if ask.kind == "allocate":
            return f"(spread up to {ask.budget}: 'name amount, name amount'{listed}) > "
        if ask.purpose in self.keys:
            keys = self.keys[ask.purpose]
            return f"({'/'.join(keys[o] for o in ask.options if o in keys)}) > "
        if numbering(ask) == "cards":
            return f"(card number or name{listed}) > "
        return "> " if not listed else "(name or prefix; ? lists) > "


def numbering(ask: Ask) -> Numbering:
    """How the question's menu is numbered, so what a number typed there means: a menu of cards is listed by
    the cards' own numbers; every other menu by position."""
    return "cards" if is_card_menu(_choices(ask)) else "position"


def _choices(ask: Ask) -> list[tuple[Any, str]]:
    """The menu: each option once (one offered several times - a country per cell - is one line), in order."""
    shown: list[tuple[Any, str]] = []
    for option in ask.options:
        if not any(option == seen for seen, _ in shown):
            shown.append((option, ask.label(option)))
    return shown


def _most(ask: Ask, option: Any) -> int:
    """How many times a 'many' answer may name `option`: as often as offered, or up to the count if repeats
    are allowed."""
    return ask.count if ask.info.get("repeat") else sum(1 for o in ask.options if o == option)


def _one(ask: Ask, text: str) -> tuple[Any, str]:
    choices = _choices(ask)
    numbers = numbering(ask)
    found = match(text, choices, numbers=numbers)
    if found.found:
        return found.value, ""
    if found.ambiguous:
        labels = [label for value, label in choices if any(value == v for v in found.ambiguous)]
        titles = {_title(label) for label in labels}
        if len(titles) == 1 and numbers == "cards":
            told = " or ".join(str(v) for v in found.ambiguous)
            return None, f"You hold {len(found.ambiguous)} cards called {titles.pop()}: type the number ({told})."
        return None, "More than one matches: " + ", ".join(labels) + ". Type more letters."
    if found.suggestions:
        return None, f"'{text}' is not one of the choices. Did you mean {' or '.join(found.suggestions)}?"
    if text.isascii() and text.lstrip("#").isdigit():
        if numbers == "cards":
            return None, (f"'{text}' is not a card you can choose here: type a card's number as listed "
                          f"(e.g. {choices[0][0]}) or its name.")
        return None, f"'{text}' is not on the menu: type a number from 1 to {len(choices)}, or a name."
    return None, f"'{text}' is not one of the choices. Type ? to list them."


def _many(ask: Ask, text: str) -> tuple[Any, str]:
    """'iraq, syria'; an option offered several times may be named with how many ('afghanistan 3') or again."""
    chosen: list[Any] = []
    for part in _whole_names(ask, _parts(text)):
        name, times = _name_and_amount(part)
        if _named(ask, part):  # 'plot 1' is an option's whole name, not 'plot' once
            name, times = part, None
        value, problem = _one(ask, name) if times is not None else (None, "")
        if times is None or problem:  # no amount, or the words before it name nothing: the whole part is a name
            value, problem = _one(ask, part)
            times = 1
        if problem:
            return None, problem
        chosen.extend([value] * times)
    if not ask.minimum <= len(chosen) <= ask.count:
        wanted = str(ask.count) if ask.minimum == ask.count else f"{ask.minimum} to {ask.count}"
        return None, f"You named {len(chosen)}: please choose {wanted}, separated by commas."
    for option, times in grouped(chosen):
        most = _most(ask, option)
        if times > most:
            if most == 1:
                return None, f"Each choice must be different (11.3.11): {ask.label(option)} is offered once."
            return None, f"{ask.label(option)} can be chosen at most {most} times."
    try:
        return ask.check(chosen), ""
    except IllegalAnswer as exc:
        return None, f"Not a possible answer: {exc}."


def _whole_names(ask: Ask, parts: list[str]) -> list[str]:
    """Parts split at commas, joined again where together they name an option whose label has commas
    ('Pirates, Boko Haram or Islamic Maghreb from the discard pile'), with or without how many."""
    joined: list[str] = []
    index = 0
    while index < len(parts):
        for end in range(len(parts), index + 1, -1):
            candidate = ", ".join(parts[index:end])
            if _named(ask, candidate) or _named(ask, _name_and_amount(candidate)[0]):
                joined.append(candidate)
                index = end
                break
        else:
            joined.append(parts[index])
            index += 1
    return joined


def _named(ask: Ask, text: str) -> bool:
    wanted = " ".join(text.lower().split())
    return any(" ".join(label.lower().split()) == wanted for _, label in _choices(ask))


def _parts(text: str) -> list[str]:
    return [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]


def _name_and_amount(part: str) -> tuple[str, int | None]:
    """'pakistan 2' -> ('pakistan', 2); 'pakistan' -> ('pakistan', None)."""
    name, _, amount = part.rpartition(" ")
    if name.strip() and amount.isascii() and amount.isdigit():
        return name.strip(), int(amount)
    return part, None


def _title(label: str) -> str:
    """'#126 Reaper' -> 'Reaper'."""
    words = label.split()
    return " ".join(words[1:]) if words and words[0].startswith("#") else label
