"""Writing to the terminal: every line fits its width (wrapped with a hanging indent, never cut), in colour
where the terminal has it.

The game's words come from the session model; this module only lays them out. In a pipe
the width is 80 columns (rich's default), in a terminal its own width.

Colour: each line gets one style by what it is (a side's line, a die, a roll's result, a Bot's
choice, a question, a problem), named in `THEME`; rich turns a style into escapes only where
colour belongs. There is none when the output is not a terminal (a pipe, a file), when
`NO_COLOR` is set to anything but the empty string (https://no-color.org: bold may stay, colour
goes), or when `TERM` is `dumb`; `FORCE_COLOR` forces it. A style covers a whole line and is
added after wrapping, so colour never changes where a line breaks.
"""

from __future__ import annotations

import textwrap
from typing import Protocol

from rich.console import Console
from rich.style import Style
from rich.text import Text
from rich.theme import Theme

SIDES = ("us", "jihadist")  # the sides' names as the session's lines carry them

# US blue and Jihadist red, as on the board picture and the tuning heat map; the terminal's own 16
# colours (not fixed RGB values) so that its theme keeps them readable on a dark or a light background.
THEME = Theme({
    "side.us": "blue",
    "side.jihadist": "red",
    "heading": "bold",
    "heading.us": "bold blue",
    "heading.jihadist": "bold red",
    "bot.us": "bold blue",
    "bot.jihadist": "bold red",
    "dice": "magenta",
    "result": "bold magenta",
    "reasoning": "dim",
    "question": "bold cyan",
    "prompt": "bold cyan",
    "problem": "yellow",
    "error": "bold red",
})

console = Console(highlight=False, soft_wrap=True, theme=THEME)
errors = Console(stderr=True, highlight=False, soft_wrap=True, theme=THEME)

# the narration's line kinds that head a turn or a deck (bold, whoever's they are)
HEADINGS = frozenset({"turn_begins", "turn_ends", "deck_begins", "hands_dealt", "summary"})


def style_of(name: str | None) -> Style | str | None:
    """`THEME`'s style of that name (so any console prints it, whatever its theme); other names as given."""
    return THEME.styles.get(name, name) if name else None


def width(stream: Console | None = None) -> int:
    """The columns a line may use: the terminal's width less one (a line of exactly the width makes
    some terminals add an empty line)."""
    return max(30, (stream or console).width - 1)


def wrap(text: str, *, indent: int | None = None, hang: int = 2, stream: Console | None = None) -> list[str]:
    """`text` as lines that fit: each paragraph keeps its leading spaces (or `indent`), continuation
    lines are indented `hang` more."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lead = len(paragraph) - len(paragraph.lstrip(" ")) if indent is None else indent
        body = paragraph.strip()
        if not body:
            lines.append("")
            continue
        lines.extend(textwrap.wrap(body, width(stream), initial_indent=" " * lead,
                                   subsequent_indent=" " * (lead + hang), break_on_hyphens=False))
    return lines


def say(text: str = "", *, indent: int | None = None, hang: int = 2, style: str | None = None,
        stream: Console | None = None) -> None:
    """Print `text` wrapped to the terminal (see `wrap`), every line of it in `style` (a `THEME` name)."""
    out = stream or console
    for line in wrap(text, indent=indent, hang=hang, stream=out):
        out.print(line, markup=False, style=style_of(style))


def complain(text: str) -> None:
    """A problem, on stderr, wrapped."""
    say(text, stream=errors, style="error")


def ask(prompt: str) -> str:
    """Read a line after `prompt` (in the prompt's style; its text is never read as markup)."""
    return console.input(Text(prompt, style=style_of("prompt")))


def rule(title: str) -> None:
    """A heading line across the terminal: '-- Turn 2 - US action phase ---------'."""
    head = f"-- {title} "
    console.print((head + "-" * max(0, width() - len(head)))[: width()], markup=False, style=style_of("heading"))


class Told(Protocol):
    """A line of the narration as the session tells it (`game...session.narration.Line`)."""

    text: str
    kind: str
    side: str
    indent: int


class Narration:
    """The style of each narration line, from what the narration says the line is - its kind, its side
    and its depth - never from its words.

    A card played, and an operation's heading, in its side's colour and bold; a Bot's choice bold in its
    side's colour; any other line of a side in its colour; dice in magenta, and the line right after a
    roll (what the roll did: "Pakistan: 1 success of 2", "Recruit in Iraq fails") as its result; a Bot's
    reasoning (`--narrate full`) dim; a turn's heading and its summary's heading bold.
    """

    def __init__(self) -> None:
        self._after_dice = False

    def style(self, line: Told) -> str | None:
        after_dice, self._after_dice = self._after_dice, line.kind in ("dice", "die")
        side = line.side if line.side in SIDES else ""
        if line.kind in ("dice", "die"):
            return "dice"
        if line.kind == "bot":
            return f"bot.{side}" if side else "heading"
        if line.kind == "trace":
            return "reasoning"
        if after_dice and not side and line.indent:
            return "result"
        if side:
            return f"heading.{side}" if line.indent == 0 else f"side.{side}"
        if line.kind in HEADINGS and line.indent == 0:
            return "heading"
        return None
