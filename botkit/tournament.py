"""Running many seeded games, serially, on every local core, or on a Dask cluster.

A tournament is a list of `Task`s (which pairing, which game number, which seed); a
task function plays one game and returns a plain dict. Results come back in task order
whatever ran them, so the same tasks give the same results serially, in parallel or on a
cluster. A `ResultSet` keeps every game's result in one JSON file and grows when a
tournament is run again with more games.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .stats import Rate, wilson

RESULTS_FORMAT = "botkit-tournament"
RESULTS_VERSION = 1


@dataclass(frozen=True)
class Task:
    row: str  # e.g. the Jihadist tier
    column: str  # e.g. the US tier
    index: int  # game number within the pairing (0, 1, ...)
    seed: int
    settings: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def game_seed(base: int, row: str, column: str, index: int) -> int:
    """A seed for one game that depends only on the pairing and the game number (never on order)."""
    text = f"{base}|{row}|{column}|{index}"
    value = 0
    for ch in text:  # a small deterministic hash (Python's hash() varies between processes)
        value = (value * 131 + ord(ch)) % 2_147_483_647
    return value


def run_tasks(
    tasks: Sequence[Task],
    play: Callable[[Task], dict[str, Any]],
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Run every task; results are returned in task order."""
    results: list[dict[str, Any] | None] = [None] * len(tasks)
    done = 0
    if scheduler:
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed

        with Client(scheduler) as client:
            futures = client.map(play, list(tasks), pure=False)
            position = {f.key: i for i, f in enumerate(futures)}
            for future in dask_completed(futures):
                results[position[future.key]] = future.result()
                done += 1
                if progress:
                    progress(done, len(tasks))
    elif workers <= 1:
        for i, task in enumerate(tasks):
            results[i] = play(task)
            done += 1
            if progress:
                progress(done, len(tasks))
    else:
        # small batches keep the per-task overhead of the process pool low and progress smooth
        size = max(1, min(16, len(tasks) // (workers * 8)))
        batches = [list(range(i, min(i + size, len(tasks)))) for i in range(0, len(tasks), size)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(_run_batch, play, [tasks[i] for i in batch]): batch for batch in batches}
            for future in as_completed(futures):
                for index, result in zip(futures[future], future.result(), strict=True):
                    results[index] = result
                done += len(futures[future])
                if progress:
                    progress(done, len(tasks))
    return [r for r in results if r is not None]


def _run_batch(play: Callable[[Task], dict[str, Any]], tasks: list[Task]) -> list[dict[str, Any]]:
    return [play(task) for task in tasks]


@dataclass
class Cell:
    """The games of one pairing, summarised."""

    row: str
    column: str
    games: int
    outcomes: dict[str, Rate]
    victories: dict[str, int]
    mean_turns: float


@dataclass
class ResultSet:
    """Every game of a tournament, kept in one JSON file that grows run after run."""

    settings: dict[str, Any]
    games: list[dict[str, Any]] = field(default_factory=list)

    def count(self, row: str, column: str) -> int:
        return sum(1 for g in self.games if g["row"] == row and g["column"] == column)

    def add(self, results: Iterable[dict[str, Any]]) -> None:
        seen = {(g["row"], g["column"], g["index"]) for g in self.games}
        for result in results:
            key = (result["row"], result["column"], result["index"])
            if key not in seen:
                self.games.append(result)
                seen.add(key)
        self.games.sort(key=lambda g: (g["row"], g["column"], g["index"]))

    def cells(self, outcomes: Sequence[str]) -> list[Cell]:
        pairs = sorted({(g["row"], g["column"]) for g in self.games})
        cells = []
        for row, column in pairs:
            games = [g for g in self.games if g["row"] == row and g["column"] == column]
            n = len(games)
            rates = {o: wilson(sum(1 for g in games if g["winner"] == o), n) for o in outcomes}
            victories: dict[str, int] = {}
            for g in games:
                key = f"{g['winner']}: {g.get('victory_kind') or g.get('victory') or '-'}"
                victories[key] = victories.get(key, 0) + 1
            turns = sum(g.get("turns", 0) for g in games) / n if n else 0.0
            cells.append(Cell(row, column, n, rates, dict(sorted(victories.items())), turns))
        return cells

    # -- files ----------------------------------------------------------------------------
    def save(self, path: Path) -> None:
        document = {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, "settings": self.settings,
                    "games": self.games}
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(document, stream, indent=1)
        os.replace(temporary, path)

    @classmethod
    def load(cls, path: Path) -> ResultSet:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"{path}: cannot read results: {exc}") from None
        if not isinstance(document, dict) or document.get("format") != RESULTS_FORMAT:
            raise ValueError(f"{path}: not a botkit tournament result set")
        if document.get("version") != RESULTS_VERSION:
            raise ValueError(f"{path}: result set version {document.get('version')!r} is not supported")
        return cls(dict(document.get("settings") or {}), list(document.get("games") or []))
