"""Speed of complete Bot-vs-Bot games: games/s on one process and on every core, decisions/s, memory.

    .venv/bin/python bench/bench.py            # 40 games per measurement (a few seconds to minutes)
    .venv/bin/python bench/bench.py --games 200 --json

Games are single-deck Awakening, Muddled Jihadist vs Off Guard US by default, seeds 1..N,
with no traces kept (as in `botkit tune`). Timings are wall-clock; run on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game  # noqa: E402,F401 - registers the games
from botkit.matches import play_task  # noqa: E402
from botkit.tournament import Task, run_tasks  # noqa: E402


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--scenario", default="awakening")
    parser.add_argument("--jihadist", default="muddled")
    parser.add_argument("--us", default="off_guard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
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
