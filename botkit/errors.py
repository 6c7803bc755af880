"""Problems found in chart, table and tier files, reported all at once."""

from __future__ import annotations

from dataclasses import dataclass


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
