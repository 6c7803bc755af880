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

from botkit import ValidationError
from botkit.tournament import ResultSet, Task, game_seed, run_tasks
from game.labyrinth.bots import TIER_SETS
from game.labyrinth.matches import play_task
from game.labyrinth.scenarios import UnknownScenario, resolve
from game.labyrinth.state import JIHADIST, US

console = Console(highlight=False, soft_wrap=True, width=max(140, Console().width))
errors = Console(stderr=True, highlight=False, soft_wrap=True)
OUTCOMES = ("jihadist", "us", "draw", "unfinished")


def printed_tiers(side: str) -> list[str]:
    from game.registry import library_for

    return library_for("labyrinth").tiers[TIER_SETS[side]].names()


def _split(text: str | None, side: str, files: dict[str, str]) -> list[str]:
    if not text:
        return printed_tiers(side)
    names = [t.strip().lower() for t in text.split(",") if t.strip()]
    from game.labyrinth.bots import make_bot

    for name in names:
        make_bot(side, name, files.get(side))  # fails early, with the closest tier name, if unknown
    return names


def tune(
    games: int = typer.Option(20, help="Games per pairing (added to what the result set already has)."),
    scenario: str = typer.Option("awakening", help="Scenario."),
    jihadist: str = typer.Option(None, help="Jihadist tiers, comma-separated (default: the six printed)."),
    us: str = typer.Option(None, help="US tiers, comma-separated (default: the six printed)."),
    jihadist_tier_file: Path = typer.Option(None, help="Your own Jihadist tiers (YAML) to include by name."),
    us_tier_file: Path = typer.Option(None, help="Your own US tiers (YAML) to include by name."),
    decks: int = typer.Option(1, help="Decks per game."),
    seed: int = typer.Option(1, help="Base seed: every game's seed derives from it, the pairing and its number."),
    workers: int = typer.Option(0, help="Processes (default: every core)."),
    scheduler: str = typer.Option(None, help="Run on an existing Dask cluster, e.g. tcp://HOST:8786 "
                                  "(pip install 'botkit[cluster]')."),
    out: Path = typer.Option(Path("tuning"), help="Folder for results.json, summary.csv/.json and heatmap.png."),
    heat: bool = typer.Option(False, help="Also count chart nodes visited, for 'botkit flowchart render --heat'."),
    max_turns: int = typer.Option(60, help="Stop a game after this many turns."),
    check: bool = typer.Option(False, "--check", help="Check the rules' invariants in every game; failures are "
                               "listed with a command that replays each (exit status 1 at the end)."),
) -> None:
    """Play every Jihadist tier against every US tier and measure win rates (95% Wilson intervals)."""
    try:
        scenario_id = resolve(scenario)
    except UnknownScenario as exc:
        errors.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    files = {side: str(path) for side, path in ((JIHADIST, jihadist_tier_file), (US, us_tier_file)) if path}
    try:
        rows = _split(jihadist, JIHADIST, files)
        columns = _split(us, US, files)
    except (KeyError, ValueError, ValidationError) as exc:
        errors.print(str(exc), markup=False, style="red")
        raise typer.Exit(2) from None
    results_path = out / "results.json"
    settings = {"scenario": scenario_id, "decks": decks, "seed": seed, "max_turns": max_turns, "heat": heat,
                "tier_files": files}
    if results_path.exists():
        try:
            results = ResultSet.load(results_path)
        except ValueError as exc:
            errors.print(f"[red]{exc}[/red] (choose another --out, or move the file away)")
            raise typer.Exit(1) from None
        differing = {k: (results.settings.get(k), v) for k, v in settings.items() if results.settings.get(k) != v}
        if differing:
            errors.print(f"[red]{results_path} was made with other settings: {differing}[/red]")
            raise typer.Exit(1)
    else:
        results = ResultSet(settings)
    tasks = []
    for row in rows:
        for column in columns:
            start = results.count(row, column)
            for index in range(start, start + games):
                tasks.append(Task(row, column, index, game_seed(seed, row, column, index),
                                  {**settings, "check": check}))
    count = workers or os.cpu_count() or 1
    where = f"Dask cluster {scheduler}" if scheduler else f"{count} process{'es' if count != 1 else ''}"
    console.print(f"{len(tasks)} games: {len(rows)} Jihadist x {len(columns)} US tiers on {where}")
    began = time.perf_counter()
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=console, transient=False) as progress:
        bar = progress.add_task("playing", total=len(tasks))
        try:
            played = run_tasks(tasks, play_task, workers=count, scheduler=scheduler,
                               progress=lambda done, total: progress.update(bar, completed=done))
        except ImportError:
            errors.print("[red]--scheduler needs Dask: pip install 'botkit[cluster]'[/red]")
            raise typer.Exit(2) from None
    elapsed = time.perf_counter() - began
    results.add(played)
    results.save(results_path)
    write_summary(results, rows, columns, out)
    console.print(f"{len(tasks)} games in {elapsed:.1f}s; results in {out}/")
    if check:
        failures = [g["failure"] for g in played if g.get("failure")]
        for failure in failures:
            errors.print(f"seed {failure['seed']} ({failure['tiers']['jihadist']} vs {failure['tiers']['us']}) FAILED: "
                         f"{failure['error']}\n  reproduce: {failure['reproduction']}", markup=False, style="red")
        console.print(f"invariants checked: {len(failures)} of {len(tasks)} game(s) failed", markup=False)
        if failures:
            raise typer.Exit(1)


def write_summary(results: ResultSet, rows: list[str], columns: list[str], out: Path) -> None:
    cells = {(c.row, c.column): c for c in results.cells(OUTCOMES)}
    table = Table("Jihadist \\ US", *columns, title="Jihadist win rate (95% interval), games")
    for row in rows:
        table.add_row(row, *[
            f"{cells[(row, c)].outcomes['jihadist'].text()} n={cells[(row, c)].games}" if (row, c) in cells else "-"
            for c in columns
        ])
    console.print(table)
    summary = []
    for cell in cells.values():
        summary.append({
            "jihadist_tier": cell.row, "us_tier": cell.column, "games": cell.games,
            **{f"{o}_rate": round(cell.outcomes[o].value, 4) for o in OUTCOMES},
            **{f"{o}_low": round(cell.outcomes[o].low, 4) for o in OUTCOMES},
            **{f"{o}_high": round(cell.outcomes[o].high, 4) for o in OUTCOMES},
            "mean_turns": round(cell.mean_turns, 2), "victories": cell.victories,
        })
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as handle:
        fields = [k for k in summary[0] if k != "victories"] + ["victories"] if summary else []
        writer = csv.DictWriter(handle, fieldnames=fields)
        writer.writeheader()
        for entry in summary:
            writer.writerow({**entry, "victories": "; ".join(f"{k} {v}" for k, v in entry["victories"].items())})
    heatmap(cells, rows, columns, out / "heatmap.png")


def heatmap(cells: dict, rows: list[str], columns: list[str], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    values = [[cells[(r, c)].outcomes["jihadist"].value if (r, c) in cells else float("nan") for c in columns]
              for r in rows]
    figure, axes = plt.subplots(figsize=(1.4 * len(columns) + 2.5, 0.8 * len(rows) + 2))
    image = axes.imshow(values, cmap="RdBu_r", vmin=0, vmax=1)
    axes.set_xticks(range(len(columns)), labels=columns, rotation=30, ha="right")
    axes.set_yticks(range(len(rows)), labels=rows)
    axes.set_xlabel("US Bot resolve")
    axes.set_ylabel("Jihadist Bot ideology")
    for i, r in enumerate(rows):
        for j, c in enumerate(columns):
            if (r, c) in cells:
                cell = cells[(r, c)]
                axes.text(j, i, f"{100 * cell.outcomes['jihadist'].value:.0f}%\nn={cell.games}", ha="center",
                          va="center", fontsize=8)
    figure.colorbar(image, label="Jihadist win rate")
    axes.set_title("Jihadist win rate by tier pairing")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)
