"""`botkit tune`: tournaments between Bot tiers, with win rates, intervals and a heat map."""

from __future__ import annotations

import csv
import json
import os
import time
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from botkit import registry
from botkit.definition import GameDefinition
from botkit.session import GameConfig
from botkit.tournament import ResultSet, Task, check_scheduler, failed, game_seed, iter_tasks

from . import options
from .plugins import deferred
from .tasks import play_task

# the heat map drawer runs only when a tournament ends: it imports matplotlib, which costs most of a
# second of start-up that every other botkit command would otherwise pay (see `plugins`)
heatmap = deferred("cli.heatmap")

console = Console(highlight=False, soft_wrap=True, width=max(140, Console().width))
errors = Console(stderr=True, highlight=False, soft_wrap=True)
FAILURES_LOG = "failures.log"
SAVE_EVERY = 5.0  # seconds between saves of results.json during a run
INTERRUPTED = 130


def tune(
    games: int = typer.Option(20, help="Games per pairing (added to what the result set already has)."),
    game: str = typer.Option(None, help=options.GAME_HELP),
    scenario: str = typer.Option(None, help="Scenario (default: the game's first)."),
    jihadist: str = typer.Option(None, help="Labyrinth's Jihadist tiers (the rows), comma-separated (default: every "
                                 "printed one)."),
    us: str = typer.Option(None, help="US tiers (Labyrinth's columns; Twilight Struggle's rows), comma-separated "
                           "(default: every printed one)."),
    ussr: str = typer.Option(None, help="Twilight Struggle's USSR tiers (the columns), comma-separated."),
    jihadist_tier_file: Path = typer.Option(None, help="Your own Jihadist tiers (YAML) to include by name."),
    us_tier_file: Path = typer.Option(None, help="Your own US tiers (YAML) to include by name."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (same id replaces, adds_to extends: a tier it adds can be named in "
                              "--jihadist/--us); checked before any game."),
    decks: int = typer.Option(None, help="Decks per game (where the game has decks; Labyrinth: 1 by default)."),
    seed: int = typer.Option(1, help="Base seed: every game's seed derives from it, the pairing and its number."),
    workers: int = typer.Option(0, help="Processes (default: every core)."),
    scheduler: str = typer.Option(None, help="Run on an existing Dask cluster, e.g. tcp://HOST:8786 "
                                  "(pip install 'botkit[cluster]')."),
    out: Path = typer.Option(Path("tuning"), help="Folder for results.json, summary.csv/.json and heatmap.png."),
    heat: bool = typer.Option(False, help="Also count chart nodes visited, for 'botkit flowchart render --heat'."),
    max_turns: int = typer.Option(60, help="Stop a game after this many turns."),
    check: bool = typer.Option(False, "--check", help="Check the rules' invariants in every game; failures are "
                               "listed with a command that replays each (exit status 1 at the end)."),
    save_every: float = typer.Option(SAVE_EVERY, help="Seconds between saves of results.json while games are "
                                     "played (0: after every game); it is saved at the end and on Ctrl-C too."),
) -> None:
    """Play every tier of one side against every tier of the other and measure win rates (95% Wilson intervals).

    A game that fails is recorded (out/failures.log) and the others go on; the command then
    exits with status 1. Ctrl-C stops at once and keeps every finished game; running the same
    command again plays the games left unfinished.
    """
    options.at_least(games, 1, "--games")
    options.at_least(workers, 0, "--workers")
    options.at_least(max_turns, 1, "--max-turns")
    if not 0 <= save_every <= 3600:  # NaN fails both comparisons
        options.fail(f"--save-every: {save_every} is not a number of seconds from 0 to 3600")
    definition = options.game(game)
    row_side, column_side = pairing(definition)
    scenario_id = options.scenario(definition, scenario)
    config = GameConfig(game=definition.name, scenario=scenario_id, human=None,
                        decks=decks if decks is not None else definition.tune_decks)
    named = {"jihadist": jihadist, "us": us, "ussr": ussr}
    for side, text in named.items():
        if text is not None and side not in definition.sides:
            options.fail(f"--{side}: {definition.title} has no {side} side (sides: {', '.join(definition.sides)})")
    tier_files = {side: path for side, path in (("jihadist", jihadist_tier_file), ("us", us_tier_file)) if path}
    for side, path in tier_files.items():
        if side not in definition.sides:
            options.fail(f"--{side}-tier-file: {definition.title} has no {side} side")
        options.tier_file(config, side, path, f"--{side}-tier-file")
    options.bots_folder(config, bots)
    options.checked(config)
    # a side with no option of its own (a game's other than us, jihadist, ussr) plays every printed tier
    rows = options.tier_list(named.get(row_side), row_side, config, f"--{row_side}")
    columns = options.tier_list(named.get(column_side), column_side, config, f"--{column_side}")
    options.writable_folder(out, "--out")
    files = {side: str(path) for side, path in sorted(tier_files.items())}
    results_path = out / "results.json"
    settings = {"scenario": scenario_id, "decks": config.decks, "seed": seed, "max_turns": max_turns, "heat": heat,
                "tier_files": files}
    if definition.name != registry.DEFAULT:  # Labyrinth's result sets name no game (they were made before)
        settings["game"] = definition.name
    overlay = config.overlay()
    if overlay:  # the folder's content (not its path) identifies the result set
        settings["bots"] = config.bots_folder
        settings["bots_digest"] = config.overlay_digest()
    if results_path.exists():
        try:
            results = ResultSet.load(results_path)
        except ValueError as exc:
            options.fail(f"{exc} (choose another --out, or move the file away)", code=1)
        # the folder may have moved: its content (bots_digest) is what must match, not its path
        differing = {k: (results.settings.get(k), v) for k, v in settings.items()
                     if k != "bots" and results.settings.get(k) != v}
        if differing:
            options.fail(f"{results_path} was made with other settings: {differing}", code=1)
    else:
        results = ResultSet(settings)
    tasks = _plan(results, rows, columns, games, seed, {**settings, "check": check, "overlay": overlay})
    if scheduler:
        problem = check_scheduler(scheduler)
        if problem:
            options.fail(f"--scheduler: {problem}")
    count = workers or os.cpu_count() or 1
    where = f"Dask cluster {scheduler}" if scheduler else f"{count} process{'es' if count != 1 else ''}"
    name = definition.side_name
    console.print(f"{len(tasks)} games: {len(rows)} {name(row_side)} x {len(columns)} {name(column_side)} tiers on "
                  f"{where}")
    began = time.perf_counter()
    played, interrupted = _play_all(definition, tasks, results, results_path, out, count, scheduler, save_every)
    elapsed = time.perf_counter() - began
    try:
        write_summary(definition, results, rows, columns, out)
    except KeyboardInterrupt:  # every game is saved already: only the summary is left unwritten
        errors.print(f"Interrupted while writing the summary: {len(played)} games kept in {results_path}. Run the "
                     "same command again to write it.", markup=False)
        raise typer.Exit(INTERRUPTED) from None
    failures = [r for r in played if failed(r)]
    console.print(f"{len(played)} games in {elapsed:.1f}s; results in {out}/")
    if failures:
        errors.print(f"{len(failures)} game(s) failed and are not counted; tracebacks in {out / FAILURES_LOG}:",
                     markup=False, style="red")
        for entry in failures[:10]:
            errors.print(f"  {name(row_side)} {entry['row']} vs {name(column_side)} {entry['column']}, game "
                         f"{entry['index']} "
                         f"(seed {entry['seed']}): {entry['error']}", markup=False)
            if entry.get("reproduction"):
                errors.print(f"    reproduce: {entry['reproduction']}", markup=False)
        if len(failures) > 10:
            errors.print(f"  ... and {len(failures) - 10} more", markup=False)
    if check:
        console.print(f"invariants checked: {len(failures)} of {len(played)} game(s) failed", markup=False)
    if interrupted:
        errors.print(f"Interrupted: {len(played)} games kept in {results_path}; {len(results.pending)} unfinished. "
                     "Run the same command again to play them.", markup=False)
        raise typer.Exit(INTERRUPTED)
    if failures:
        raise typer.Exit(1)


def _plan(results: ResultSet, rows: list[str], columns: list[str], games: int, seed: int,
          settings: dict) -> list[Task]:
    """The games to play: those an interrupted run left unfinished, else `games` new ones per pairing."""
    if results.pending:
        console.print(f"{len(results.pending)} games of an interrupted run are unfinished: playing them first "
                      "(run again to add more).")
        return [Task(p["row"], p["column"], p["index"], p["seed"], settings) for p in results.pending]
    tasks = []
    for row in rows:
        for column in columns:
            start = results.next_index(row, column)
            for index in range(start, start + games):
                tasks.append(Task(row, column, index, game_seed(seed, row, column, index), settings))
    return tasks


def _play_all(definition: GameDefinition, tasks: list[Task], results: ResultSet, results_path: Path, out: Path,
              count: int, scheduler: str | None, save_every: float = SAVE_EVERY) -> tuple[list[dict], bool]:
    """Play the tasks, saving results.json every few seconds and at the end (also on Ctrl-C)."""
    results.pending = [{k: v for k, v in t.to_dict().items() if k != "settings"} for t in tasks]
    played: list[dict] = []
    interrupted = False
    saved_at = time.monotonic()
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=console, transient=False) as progress:
        bar = progress.add_task("playing", total=len(tasks))
        running = iter_tasks(tasks, play_task, workers=count, scheduler=scheduler)
        try:
            for _, outcome in running:
                result = _as_failure(outcome)
                played.append(result)
                if failed(result):
                    _log_failure(out, result, definition)
                progress.update(bar, completed=len(played))
                if time.monotonic() - saved_at >= save_every:
                    results.add(played)
                    results.save(results_path)
                    saved_at = time.monotonic()
        except KeyboardInterrupt:
            interrupted = True
        except OSError as exc:  # the workers or the Dask cluster went away: keep what was played
            errors.print(f"Playing stopped ({exc}); the finished games are kept.", markup=False, style="red")
            interrupted = True
        finally:
            running.close()  # stops the workers at once when the loop did not finish
    results.add(played)
    results.save(results_path)
    return played, interrupted


def _as_failure(result: dict) -> dict:
    """A game --check found broken (play_task reports it with the command that replays it) is a failure."""
    found = result.get("failure")
    if not found:
        return result
    return {"row": result["row"], "column": result["column"], "index": result["index"], "seed": result["seed"],
            "failed": True, "error": f"{found['error']} (turn {found.get('turn', '?')})",
            "reproduction": found.get("reproduction", ""), "traceback": ""}


def pairing(definition: GameDefinition) -> tuple[str, str]:
    """The side whose tiers are the rows and the side whose tiers are the columns (the game's sides, last first:
    Labyrinth's rows are the Jihadist's), and the outcomes counted: the row side's win first."""
    row_side, column_side = reversed(definition.sides)
    return row_side, column_side


def outcomes(definition: GameDefinition) -> tuple[str, ...]:
    return (*pairing(definition), "draw", "unfinished")


def _log_failure(out: Path, result: dict, definition: GameDefinition) -> None:
    row_side, column_side = pairing(definition)
    name = definition.side_name
    with (out / FAILURES_LOG).open("a", encoding="utf-8") as log:
        log.write(f"=== {name(row_side)} {result['row']} vs {name(column_side)} {result['column']}, game "
                  f"{result['index']}, "
                  f"seed {result['seed']}: {result['error']}\n"
                  + (f"reproduce: {result['reproduction']}\n" if result.get("reproduction") else "")
                  + f"{result.get('traceback', '')}\n")


def write_summary(definition: GameDefinition, results: ResultSet, rows: list[str], columns: list[str],
                  out: Path) -> None:
    row_side, column_side = pairing(definition)
    counted = outcomes(definition)
    name = definition.side_name
    cells = {(c.row, c.column): c for c in results.cells(counted)}
    table = Table(f"{name(row_side)} \\ {name(column_side)}", *columns,
                  title=f"{name(row_side)} win rate (95% interval), games")
    for row in rows:
        table.add_row(row, *[
            f"{cells[(row, c)].outcomes[row_side].text()} n={cells[(row, c)].games}" if (row, c) in cells else "-"
            for c in columns
        ])
    console.print(table)
    summary = []
    for cell in cells.values():
        summary.append({
            f"{row_side}_tier": cell.row, f"{column_side}_tier": cell.column, "games": cell.games,
            **{f"{o}_rate": round(cell.outcomes[o].value, 4) for o in counted},
            **{f"{o}_low": round(cell.outcomes[o].low, 4) for o in counted},
            **{f"{o}_high": round(cell.outcomes[o].high, 4) for o in counted},
            "mean_turns": round(cell.mean_turns, 2), "victories": cell.victories,
        })
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as handle:
        fields = [k for k in summary[0] if k != "victories"] + ["victories"] if summary else []
        writer = csv.DictWriter(handle, fieldnames=fields)
        writer.writeheader()
        for entry in summary:
            writer.writerow({**entry, "victories": "; ".join(f"{k} {v}" for k, v in entry["victories"].items())})
    heatmap.write_heatmap(cells, rows, columns, out / "heatmap.png", (name(row_side), name(column_side)), row_side)
