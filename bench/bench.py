"""Speed of complete Bot-vs-Bot games: games/s on one process and on every core, decisions/s, memory;
and this tree against another commit, side by side.

    .venv/bin/python bench/bench.py            # 40 games per measurement (a few seconds to minutes)
    .venv/bin/python bench/bench.py --games 200 --json
    .venv/bin/python bench/bench.py --compare REV            # this tree / REV: CPU per game, start-up
    .venv/bin/python bench/bench.py --compare REV --rounds 5 --games 40

Games are single-deck Awakening, Muddled Jihadist vs Off Guard US by default, seeds 1..N,
with no traces kept (as in `botkit tune`). Timings are wall-clock; run on an idle machine.

`--compare REV` checks REV out in a temporary git worktree (as bench/same_decisions.py does) and runs
both versions interleaved, round after round, in fresh processes (bench/speed_worker.py): games as
`tune` plays them (`botkit.matches.play_task`, no traces) and as `simulate --json` plays them (the
command itself), measured in CPU time of the process, which the machine's other work disturbs less
than the clock; then the start-up of `botkit --help` and of `botkit decide` on a position (wall
time, the best of the runs). It prints each figure for both and their ratio (REV / this tree: how many
times faster this tree is).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game as _registered  # noqa: E402,F401 - registers the games
from botkit.matches import play_task  # noqa: E402
from botkit.tournament import Task, run_tasks  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WORKER = Path(__file__).resolve().parent / "speed_worker.py"
DECIDE = ["decide", "examples/positions/worked-example-reaper.yaml", "--bot", "jihadist", "--card", "reaper"]


def measure(games: int, scenario: str, jihadist: str, us: str, workers: int) -> dict:
    settings = {"scenario": scenario, "decks": 1, "max_turns": 60}
    tasks = [Task(jihadist, us, i, 1 + i, settings) for i in range(games)]
    # warm-up: load charts, cards and data once (not timed, as in a long tournament)
    play_task(Task(jihadist, us, -1, 999_999, settings))
    per_game: list[float] = []
    decisions = 0
    cpu = time.process_time()  # this process only: on a shared machine it moves less than the clock
    began = time.perf_counter()
    if workers == 1:
        for task in tasks:
            start = time.perf_counter()
            result = play_task(task)
            per_game.append(time.perf_counter() - start)
            decisions += result["decisions"]
    else:
        results = run_tasks(tasks, play_task, workers=workers)
        decisions = sum(r["decisions"] for r in results)
    elapsed = time.perf_counter() - began
    cpu = time.process_time() - cpu
    figures = {
        "workers": workers,
        "games": games,
        "seconds": round(elapsed, 2),
        "games_per_second": round(games / elapsed, 2),
        "decisions_per_second": round(decisions / elapsed, 1),
        "decisions_per_game": round(decisions / games, 1),
    }
    if per_game:
        figures["games_per_cpu_second"] = round(games / cpu, 2) if cpu > 0 else None
        figures["median_ms_per_game"] = round(1000 * statistics.median(per_game), 1)
        figures["p90_ms_per_game"] = round(1000 * sorted(per_game)[int(0.9 * (len(per_game) - 1))], 1)
    return figures


# -- this tree against another commit ------------------------------------------------------------------


def _worker(tree: Path, mode: str, games: int, first: int) -> dict:
    """One measurement in a fresh process of the botkit in `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, str(WORKER), mode, str(games), str(first)], cwd=tree, env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{tree}: {mode} failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def _wall(tree: Path, argv: list[str]) -> float:
    """Wall seconds of one `botkit ARGV` in `tree` (output discarded)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    began = time.perf_counter()
    subprocess.run([sys.executable, "-m", "cli.main", *argv], cwd=tree, env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - began


def compare(rev: str, rounds: int, games: int, starts: int) -> dict:
    """Both trees, interleaved: CPU seconds per game (tune, simulate) and start-up wall times."""
    totals: dict[str, dict[str, list[float]]] = {"theirs": {}, "ours": {}}
    decisions: dict[str, dict[str, int]] = {"theirs": {}, "ours": {}}
    with tempfile.TemporaryDirectory(prefix="botkit-bench-") as scratch:
        other = Path(scratch) / "other"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(other), rev], cwd=ROOT, check=True)
        trees = {"theirs": other, "ours": ROOT}
        try:
            for index in range(rounds):
                first = 1 + index * games
                for mode in ("tune", "simulate"):
                    # alternate which goes first, so a change of load hits both alike
                    order = ("theirs", "ours") if index % 2 == 0 else ("ours", "theirs")
                    for who in order:
                        figures = _worker(trees[who], mode, games, first)
                        totals[who].setdefault(mode, []).append(figures["cpu"] / games)
                        decisions[who][mode] = decisions[who].get(mode, 0) + figures["decisions"]
                print(f"  round {index + 1}/{rounds}: "
                      + ", ".join(f"{mode} {totals['theirs'][mode][-1] / totals['ours'][mode][-1]:.2f}x"
                                  for mode in ("tune", "simulate")), file=sys.stderr)
            for _ in range(starts):
                for who in ("theirs", "ours"):
                    totals[who].setdefault("help", []).append(_wall(trees[who], ["--help"]))
                    totals[who].setdefault("decide", []).append(_wall(trees[who], DECIDE))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    rows = {}
    for key in ("tune", "simulate"):
        theirs, ours = sum(totals["theirs"][key]) / rounds, sum(totals["ours"][key]) / rounds
        rows[key] = {"theirs_ms_per_game": round(1000 * theirs, 2), "ours_ms_per_game": round(1000 * ours, 2),
                     "ratio": round(theirs / ours, 2),
                     "per_round": [round(t / o, 2) for t, o in zip(totals["theirs"][key], totals["ours"][key], strict=True)]}
    for key in ("help", "decide"):
        theirs, ours = min(totals["theirs"][key]), min(totals["ours"][key])
        rows[key] = {"theirs_s": round(theirs, 3), "ours_s": round(ours, 3), "ratio": round(theirs / ours, 2)}
    return {"rev": rev, "rounds": rounds, "games_per_round": games, "same_decisions": decisions["theirs"] == decisions["ours"],
            "decisions": decisions, **rows}


def print_comparison(report: dict) -> None:
    print(f"this tree against {report['rev']}: {report['rounds']} rounds of {report['games_per_round']} single-deck "
          f"Awakening games per mode, interleaved; CPU time per game")
    print("| measure | " + report["rev"] + " | this tree | ratio |")
    print("| --- | --- | --- | --- |")
    for key, label in (("tune", "tune (play_task, no traces), ms CPU/game"),
                       ("simulate", "simulate --json, ms CPU/game")):
        row = report[key]
        print(f"| {label} | {row['theirs_ms_per_game']} | {row['ours_ms_per_game']} | {row['ratio']}x |")
    for key, label in (("help", "botkit --help, s wall (best)"), ("decide", "botkit decide (position), s wall (best)")):
        row = report[key]
        print(f"| {label} | {row['theirs_s']} | {row['ours_s']} | {row['ratio']}x |")
    print(f"same decisions in both: {'yes' if report['same_decisions'] else 'NO'} {report['decisions']['ours']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--scenario", default="awakening")
    parser.add_argument("--jihadist", default="muddled")
    parser.add_argument("--us", default="off_guard")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--compare", metavar="REV", help="measure this tree against commit REV, interleaved")
    parser.add_argument("--rounds", type=int, default=3, help="with --compare: rounds of --games games per mode")
    parser.add_argument("--starts", type=int, default=5, help="with --compare: start-up runs of each command")
    args = parser.parse_args()
    if args.compare:
        report = compare(args.compare, args.rounds, args.games, args.starts)
        if args.json:
            print(json.dumps(report, indent=1))
        else:
            print_comparison(report)
        return
    cores = os.cpu_count() or 1
    report = {
        "machine": {"python": platform.python_version(), "cpu": platform.processor() or platform.machine(),
                    "cores": cores, "system": platform.system()},
        "one_process": measure(args.games, args.scenario, args.jihadist, args.us, 1),
        "all_cores": measure(args.games, args.scenario, args.jihadist, args.us, cores),
        "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return
    one, every = report["one_process"], report["all_cores"]
    print(f"{args.games} single-deck {args.scenario} games, {args.jihadist} vs {args.us}, "
          f"Python {report['machine']['python']}, {cores} cores")
    print(f"  one process: {one['games_per_second']} games/s, median {one.get('median_ms_per_game')} ms/game "
          f"(p90 {one.get('p90_ms_per_game')} ms), {one['decisions_per_second']} decisions/s "
          f"({one['decisions_per_game']} per game); {one['games_per_cpu_second']} games per CPU second")
    print(f"  all cores:   {every['games_per_second']} games/s, {every['decisions_per_second']} decisions/s")
    print(f"  peak memory (main process): {report['peak_memory_mb']} MB")


if __name__ == "__main__":
    main()
