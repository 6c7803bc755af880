"""Writing to the terminal: every line fits its width (wrapped with a hanging indent, never cut).

The game's words come from the session model; this module only lays them out. In a pipe
the width is 80 columns (rich's default), in a terminal its own width.
"""

from __future__ import annotations

import textwrap

from rich.console import Console

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


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
    """Print `text` wrapped to the terminal (see `wrap`)."""
    out = stream or console
    for line in wrap(text, indent=indent, hang=hang, stream=out):
        out.print(line, markup=False, style=style)


def complain(text: str) -> None:
    """A problem, on stderr, wrapped."""
    say(text, stream=errors)


def rule(title: str) -> None:
    """A heading line across the terminal: '-- Turn 2 - US action phase ---------'."""
    head = f"-- {title} "
    console.print((head + "-" * max(0, width() - len(head)))[: width()], markup=False, style="bold")
