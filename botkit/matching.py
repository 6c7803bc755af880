"""Matching what a player types against the legal answers: numbers, names, unique prefixes.

`sau` finds Saudi Arabia, `137` or `fms` finds card 137, `arab` is ambiguous between
Arab Spring "Fallout" and Arab Winter (the player gets a menu), and `Irak` suggests Iraq.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any


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


def match(text: str, options: list[tuple[Any, str]]) -> Match:
    """Find the option meant by `text`; options are (value, label) pairs in menu order."""
    wanted = _norm(text)
    if not wanted:
        return Match()
    if wanted.isascii() and wanted.isdigit():
        # a card number or a value equal to the number wins over a menu position
        for value, label in options:
            if str(value) == wanted or label.split()[0].lstrip("#") == wanted:
                return Match(value, True)
        index = int(wanted)
        if 1 <= index <= len(options):
            return Match(options[index - 1][0], True)
    exact = [v for v, label in options if wanted in (_norm(label), _bare(label), _norm(str(v)))]
    if len(exact) == 1:
        return Match(exact[0], True)
    starts = [(v, label) for v, label in options
              if _norm(label).startswith(wanted) or _bare(label).startswith(wanted) or _norm(str(v)).startswith(wanted)]
    if not starts:
        starts = [(v, label) for v, label in options
                  if any(word.startswith(wanted) for word in _norm(label).replace("/", " ").split())]
    if len(starts) == 1:
        return Match(starts[0][0], True)
    if len(starts) > 1:
        return Match(ambiguous=tuple(v for v, _ in starts))
    labels = [label for _, label in options]
    close = get_close_matches(text, labels, n=3, cutoff=0.5)
    if not close:
        lowered = {_norm(label): label for label in labels}
        close = [lowered[c] for c in get_close_matches(wanted, list(lowered), n=3, cutoff=0.5)]
    return Match(suggestions=tuple(close))
