"""Matching what a player types against the legal answers: numbers, names, unique prefixes.

`sau` finds Saudi Arabia, `fms` finds card 137, `arab` is ambiguous between Arab Spring
"Fallout" and Arab Winter (the player gets a menu), and `Irak` suggests Iraq.

What a number means is never guessed. The caller says which numbering its menu uses, and a
typed number means that and nothing else:

* ``numbers="position"`` - the menu is numbered 1, 2, 3...: a number is that menu item, always;
  it never names an option by a value or by a label that happens to start with the number
  ("2" at a menu whose 5th item is "2 militia, 0 cells" is the 2nd item).
* ``numbers="cards"`` - a menu of cards shown by their own numbers (#137 FMS), never by position:
  a number (``137`` or ``#137``) is the card of that number, or nothing.
* ``numbers="names"`` - nothing is numbered: a number is only ever part of a name.

So a card number and a menu position can never be confused: a menu is numbered one way or the
other, never both. `is_card_menu` tells a card menu from its options.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any, Literal

Numbering = Literal["position", "cards", "names"]
NUMBERINGS: tuple[Numbering, ...] = ("position", "cards", "names")


@dataclass(frozen=True)
class Match:
    value: Any = None
    found: bool = False
    ambiguous: tuple[Any, ...] = ()
    suggestions: tuple[str, ...] = ()


def _norm(text: str) -> str:
    return " ".join(text.lower().replace('"', "").split())


def _bare(label: str) -> str:
    """A label without its leading card number ('#137 FMS' -> 'fms')."""
    words = _norm(label).split()
    return " ".join(words[1:]) if words and words[0].startswith("#") else " ".join(words)


def _whole_number(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() else None


def is_card_menu(options: Sequence[tuple[Any, str]]) -> bool:
    """Options that are cards: each a number whose label starts with that number ('#137 FMS').

    Such a menu is shown by card number, so a number typed there is a card (`numbers="cards"`)."""
    return bool(options) and all(
        isinstance(value, int) and not isinstance(value, bool) and label.split()[:1] == [f"#{value}"]
        for value, label in options)


def match(text: str, options: Sequence[tuple[Any, str]], *, numbers: Numbering) -> Match:
    """Find the option meant by `text`; options are (value, label) pairs in menu order.

    `numbers` says what a typed number means at this menu (see the module's docstring)."""
    if numbers not in NUMBERINGS:
        raise ValueError(f"numbers must be one of {NUMBERINGS}, not {numbers!r}")
    wanted = _norm(text)
    if not wanted:
        return Match()
    if numbers == "position" and (index := _whole_number(wanted)) is not None:
        if 1 <= index <= len(options):
            return Match(options[index - 1][0], True)
        return Match()
    if numbers == "cards" and (number := _whole_number(wanted.removeprefix("#").strip())) is not None:
        for value, _ in options:
            if isinstance(value, int) and not isinstance(value, bool) and value == number:
                return Match(value, True)
        return Match()
    return _by_name(text, wanted, options)


def _by_name(text: str, wanted: str, options: Sequence[tuple[Any, str]]) -> Match:
    """A name, a unique prefix of a label (or of one of its words), or else the closest labels as suggestions."""
    exact = _distinct([v for v, label in options if wanted in (_norm(label), _bare(label), _norm(str(v)))])
    if len(exact) == 1:
        return Match(exact[0], True)
    starts = _distinct([v for v, label in options
                        if _norm(label).startswith(wanted) or _bare(label).startswith(wanted)
                        or _norm(str(v)).startswith(wanted)])
    if not starts:
        starts = _distinct([v for v, label in options
                            if any(word.startswith(wanted) for word in _norm(label).replace("/", " ").split())])
    if len(starts) == 1:
        return Match(starts[0], True)
    if len(starts) > 1:
        return Match(ambiguous=tuple(starts))
    labels = list(dict.fromkeys(label for _, label in options))
    close = get_close_matches(text, labels, n=3, cutoff=0.5)
    if not close:
        lowered = {_norm(label): label for label in labels}
        close = [lowered[c] for c in get_close_matches(wanted, list(lowered), n=3, cutoff=0.5)]
    return Match(suggestions=tuple(close))


def _distinct(values: list[Any]) -> list[Any]:
    """One of each value, in menu order: an option listed twice (a country holding two cells) is one answer."""
    kept: list[Any] = []
    for value in values:
        if not any(value == seen for seen in kept):
            kept.append(value)
    return kept
