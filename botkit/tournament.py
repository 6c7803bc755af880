"""Running many seeded games, serially, on every local core, or on a Dask cluster.

A tournament is a list of `Task`s (which pairing, which game number, which seed); a
task function plays one game and returns a plain dict. Results come back in task order
whatever ran them, so the same tasks give the same results serially, in parallel or on a
cluster. A game that raises is recorded as a failure (with its traceback) and the others
go on; Ctrl-C stops every worker at once. A `ResultSet` keeps every game's result in one
JSON file and grows when a tournament is run again with more games.
"""

from __future__ import annotations

import json
import signal
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .files import FileReadError, FileWriteError, read_json, write_atomic
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


def attempt(play: Callable[[Task], dict[str, Any]], task: Task) -> dict[str, Any]:
    """Play one task; a game that raises becomes a failure record instead of ending the tournament.

    Any exception counts (a rules bug, a broken chart, an invariant check that failed): the
    record keeps the task's pairing, number and seed, the error and its traceback.
    """
    try:
        return play(task)
    except Exception as exc:  # one failing game must not cost the others: it is recorded instead
        return {"row": task.row, "column": task.column, "index": task.index, "seed": task.seed, "failed": True,
                "error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()}


def failed(result: dict[str, Any]) -> bool:
    return bool(result.get("failed"))


def iter_tasks(
    tasks: Sequence[Task],
    play: Callable[[Task], dict[str, Any]],
    *,
    workers: int = 1,
    scheduler: str | None = None,
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Run every task, yielding (task position, result) as each finishes (in any order).

    A game that raises yields a failure record (`attempt`). Stopping early - Ctrl-C, or the
    caller closing the iterator - stops every worker at once: the process pool's workers are
    terminated (they ignore SIGINT themselves, so the main process decides), Dask futures
    are cancelled.
    """
    if scheduler:
        yield from _on_dask(tasks, play, scheduler)
    elif workers <= 1:
        for i, task in enumerate(tasks):
            yield i, attempt(play, task)
    else:
        yield from _on_processes(tasks, play, workers)


def _on_processes(tasks: Sequence[Task], play: Callable[[Task], dict[str, Any]],
                  workers: int) -> Iterator[tuple[int, dict[str, Any]]]:
    # small batches keep the per-task overhead of the process pool low and progress smooth
    size = max(1, min(16, len(tasks) // (workers * 8)))
    batches = [list(range(i, min(i + size, len(tasks)))) for i in range(0, len(tasks), size)]
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_sigint)
    finished = False
    try:
        futures = {pool.submit(_run_batch, play, [tasks[i] for i in batch]): batch for batch in batches}
        for future in as_completed(futures):
            try:
                outcomes = future.result()
            except BrokenProcessPool as exc:  # a worker died (killed, out of memory): its games failed
                outcomes = [_lost(tasks[i], exc) for i in futures[future]]
            yield from zip(futures[future], outcomes, strict=True)
        finished = True
    finally:
        if not finished:
            _stop_workers(pool)
        pool.shutdown(wait=finished, cancel_futures=True)


def _ignore_sigint() -> None:
    """In a worker: Ctrl-C is the main process's to handle (it stops the workers itself)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    processes = getattr(pool, "_processes", None) or {}
    for process in list(processes.values()):
        process.terminate()
    for process in list(processes.values()):
        process.join(timeout=2)
        if process.is_alive():
            process.kill()


def _lost(task: Task, exc: BaseException) -> dict[str, Any]:
    return {"row": task.row, "column": task.column, "index": task.index, "seed": task.seed, "failed": True,
            "error": f"the worker playing this game died ({exc})", "traceback": ""}


SCHEDULER_TIMEOUT = 10  # seconds to reach a Dask scheduler


def check_scheduler(scheduler: str) -> str:
    """Why the Dask scheduler cannot be used ("" if it can): Dask missing, or the address not answering."""
    try:
        from dask.distributed import Client  # optional dependency (botkit[cluster]): imported only when used
    except ImportError:
        return "needs Dask: pip install 'botkit[cluster]'"
    try:
        with Client(scheduler, timeout=SCHEDULER_TIMEOUT):
            return ""
    except (OSError, ValueError, TypeError) as exc:
        return f"cannot reach the Dask scheduler at {scheduler} ({exc})"


def _on_dask(tasks: Sequence[Task], play: Callable[[Task], dict[str, Any]],
             scheduler: str) -> Iterator[tuple[int, dict[str, Any]]]:
    from dask.distributed import Client  # optional dependency (botkit[cluster]): imported only when used
    from dask.distributed import as_completed as dask_completed

    with Client(scheduler, timeout=SCHEDULER_TIMEOUT) as client:
        futures = client.map(attempt, [play] * len(tasks), list(tasks), pure=False)
        position = {f.key: i for i, f in enumerate(futures)}
        finished = False
        try:
            for future in dask_completed(futures):
                yield position[future.key], future.result()
            finished = True
        finally:
            if not finished:
                client.cancel(futures)


def run_tasks(
    tasks: Sequence[Task],
    play: Callable[[Task], dict[str, Any]],
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Run every task; results (failure records included) are returned in task order."""
    results: list[dict[str, Any] | None] = [None] * len(tasks)
    for done, (index, result) in enumerate(iter_tasks(tasks, play, workers=workers, scheduler=scheduler), start=1):
        results[index] = result
        if progress:
            progress(done, len(tasks))
    return [r for r in results if r is not None]


def _run_batch(play: Callable[[Task], dict[str, Any]], tasks: list[Task]) -> list[dict[str, Any]]:
    return [attempt(play, task) for task in tasks]


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
    """Every game of a tournament, kept in one JSON file that grows run after run.

    Besides the games it keeps the games that failed (`failures`: pairing, number, seed and
    error; they are not counted in any rate) and, after an interrupted run, the games that
    were planned but not played (`pending`), so the next run can play them.
    """

    settings: dict[str, Any]
    games: list[dict[str, Any]] = field(default_factory=list)
    failures: list[dict[str, Any]] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)  # Task.to_dict() without settings

    def count(self, row: str, column: str) -> int:
        return sum(1 for g in self.games if g["row"] == row and g["column"] == column)

    def next_index(self, row: str, column: str) -> int:
        """The number of the next new game of a pairing (after every game played, failed or pending)."""
        used = [g["index"] for g in (*self.games, *self.failures, *self.pending)
                if g["row"] == row and g["column"] == column]
        return max(used) + 1 if used else 0

    def add(self, results: Iterable[dict[str, Any]]) -> None:
        seen = {(g["row"], g["column"], g["index"]) for g in (*self.games, *self.failures)}
        for result in results:
            key = (result["row"], result["column"], result["index"])
            if key in seen:
                continue
            seen.add(key)
            if failed(result):
                self.failures.append({k: v for k, v in result.items() if k != "traceback"})
            else:
                self.games.append(result)
        done = seen
        self.pending = [p for p in self.pending if (p["row"], p["column"], p["index"]) not in done]
        self.games.sort(key=lambda g: (g["row"], g["column"], g["index"]))
        self.failures.sort(key=lambda g: (g["row"], g["column"], g["index"]))

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
        """Write atomically (a run stopped at any moment leaves the old or the new file, never half)."""
        document: dict[str, Any] = {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, "settings": self.settings,
                                    "games": self.games}
        if self.failures:
            document["failures"] = self.failures
        if self.pending:
            document["pending"] = self.pending
        try:
            write_atomic(path, json.dumps(document, indent=1) + "\n")
        except FileWriteError as exc:
            raise ValueError(str(exc)) from None

    @classmethod
    def load(cls, path: Path) -> ResultSet:
        try:
            document = read_json(path)
        except FileReadError as exc:
            raise ValueError(f"cannot read results: {exc}") from None
        if not isinstance(document, dict) or document.get("format") != RESULTS_FORMAT:
            raise ValueError(f"{path}: not a botkit tournament result set")
        if document.get("version") != RESULTS_VERSION:
            raise ValueError(f"{path}: result set version {document.get('version')!r} is not supported")
        settings = document.get("settings") or {}
        lists = [document.get(key) or [] for key in ("games", "failures", "pending")]
        if not isinstance(settings, dict) or not all(isinstance(entries, list) and all(_entry(e) for e in entries)
                                                     for entries in lists):
            raise ValueError(f"{path}: the result set is damaged (each game needs row, column, index"
                             " and, when played, a winner)")
        if not all(isinstance(g.get("winner"), str) for g in lists[0]):
            raise ValueError(f"{path}: the result set is damaged (a game without a winner)")
        return cls(dict(settings), *lists)


def _entry(entry: Any) -> bool:
    return (isinstance(entry, dict) and isinstance(entry.get("row"), str) and isinstance(entry.get("column"), str)
            and type(entry.get("index")) is int)
