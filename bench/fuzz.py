"""The long fuzz run: many damaged inputs of every kind, and the figures of what broke (should be nothing).

    .venv/bin/python bench/fuzz.py                       # 2,000 cases of each kind but 'overlay' (500) and 'answer' (200)
    .venv/bin/python bench/fuzz.py --cases 500 --kinds chart,save --first 100000
    .venv/bin/python bench/fuzz.py --minutes 30          # as many as fit, spread over the kinds

Each case is one seed of one kind (see tests/fuzzing.py): the same seed gives the same case, so a
failure printed here is reproduced with `run_case(kind, seed, folder)`. Cases run on every core.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.fuzzing import KINDS, Outcome, run_case  # noqa: E402 - the repository root goes on the path first

SLOW = 20.0  # seconds: a case slower than this is reported as a possible hang (the tests never time a case)
DEFAULT_CASES = {"chart": 2000, "tier": 2000, "overlay": 500, "script": 2000, "save": 2000, "position": 2000,
                 "option": 2000, "answer": 200}
WHAT = {
    "chart": "chart files (shipped charts damaged as text or as data; alias bombs, deep nesting, sets, aliases as names)",
    "tier": "tier files (damaged; every tier accepted must play a game)",
    "overlay": "players' folders for --bots (examples and shipped charts damaged; validate, list, simulate)",
    "script": "simulate --script files (the worked example damaged)",
    "save": "session saves (damaged as text or data, checksums recomputed; loaded, replayed, resumed at the terminal)",
    "position": "position files for decide (damaged; refused at a line or decided, never changed)",
    "option": "command lines of play, simulate, tune, flowchart, scenario, cards (junk values and paths)",
    "answer": "games played at the terminal with junk typed at every prompt (120 lines each; saves checked each time)",
}


def _batch(kind: str, seeds: list[int], folder: str) -> list[Outcome]:
    base = Path(folder) / f"{kind}-{seeds[0]}"
    base.mkdir(parents=True, exist_ok=True)
    return [run_case(kind, seed, base) for seed in seeds]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, help="cases of each kind (default: 2,000; 200 typed games)")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"comma-separated, of {', '.join(KINDS)}")
    parser.add_argument("--first", type=int, default=1000, help="first seed (the CI sample uses 0-119)")
    parser.add_argument("--minutes", type=float, help="stop starting new cases after this long")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        parser.error(f"unknown kind {unknown[0]!r} (kinds: {', '.join(KINDS)})")
    counts = {k: args.cases or DEFAULT_CASES[k] for k in kinds}
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    began = time.perf_counter()
    results: dict[str, list[Outcome]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder, ProcessPoolExecutor(args.workers) as pool:
        futures = []
        for kind in kinds:
            seeds = list(range(args.first, args.first + counts[kind]))
            size = 5 if kind == "answer" else 25
            futures += [pool.submit(_batch, kind, seeds[i:i + size], folder) for i in range(0, len(seeds), size)]
        for future in as_completed(futures):
            for outcome in future.result():
                results[outcome.kind].append(outcome)
                if outcome.problem is None and outcome.seconds > SLOW:
                    outcome.problem = f"took {outcome.seconds:.1f}s (a hang?)"
                if outcome.problem:
                    print(f"FAIL {outcome.kind} seed {outcome.seed}: {outcome.problem}", flush=True)
            if deadline and time.monotonic() > deadline:
                for pending in futures:
                    pending.cancel()
    elapsed = time.perf_counter() - began
    total_failures = 0
    print(f"\nbotkit fuzz run: seeds from {args.first}, {args.workers} workers, {elapsed:.0f} s")
    print(f"{'kind':<8} {'cases':>7} {'failures':>9} {'slowest':>8}  what")
    for kind in kinds:
        outcomes = results[kind]
        failures = sum(1 for o in outcomes if o.problem)
        total_failures += failures
        slowest = max((o.seconds for o in outcomes), default=0.0)
        print(f"{kind:<8} {len(outcomes):>7,} {failures:>9} {slowest:>7.1f}s  {WHAT[kind]}")
    print(f"{'all':<8} {sum(len(v) for v in results.values()):>7,} {total_failures:>9}")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
