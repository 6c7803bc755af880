"""Problems found in chart, table and tier files, reported all at once."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with a file, located as precisely as the file allows."""

    source: str
    line: int
    node: str
    message: str

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}" if self.line else self.source
        what = f" [{self.node}]" if self.node else ""
        return f"{where}:{what} {self.message}"


class ValidationError(Exception):
    """Raised with every problem found, so one run shows them all."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(set(problems))
        count = len(self.problems)
        lines = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''} found:\n{lines}")


class WalkError(RuntimeError):
    """A chart could not be walked (a vocabulary function failed or misbehaved)."""


def did_you_mean(word: Any, options: Iterable[Any]) -> str:
    """"; did you mean 'x'?" for the closest of `options` to a misspelt `word`, or nothing."""
    close = get_close_matches(str(word), [str(o) for o in options], n=1)
    return f"; did you mean {close[0]!r}?" if close else ""
