"""The long soak run: thousands of games with every invariant checked, failures listed with a replay command.

    .venv/bin/python bench/soak.py --games 5000                  # Bot vs Bot over every scenario,
                                                                  # 1-3 decks, the optional rules, all tiers
    .venv/bin/python bench/soak.py --random --decisions 1000000   # both sides answer at random until
                                                                  # a million decisions have been taken
    .venv/bin/python bench/soak.py --games 1 --scenario isil --seed 38081 --decks 2 --rules 1,2,3
                                                                  # one game again (add --random for random play)

Games are spread as `game.labyrinth.matches.soak_plan` says (the suite's soak test runs a few
of them); they run on every core (`--workers`). The exit status is 1 if any game failed.
Run it in the background with `nice` on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.labyrinth.matches import (  # noqa: E402
    SoakGame,
    checked_bot_game,
    random_game,
    random_reproduction,
    soak_plan,
)

CHUNK = 50


def play(task: tuple[bool, SoakGame]) -> dict:
    """One game of the plan: its decisions and, if it failed, the error and the replay command."""
    randomly, game = task
    options = game.options or None
    if randomly:
        _, decisions, failure = random_game(game.scenario, game.seed, decks=game.decks, options=options)
        command = random_reproduction(failure) if failure else ""
    else:
        result, _, failure = checked_bot_game(game.scenario, game.seed, game.tiers, decks=game.decks,
                                              options=options, tracing=False)
        decisions = result.decisions if result else 0
        command = failure.reproduction() if failure else ""
    return {"scenario": game.scenario, "seed": game.seed, "decisions": decisions,
            "failure": failure.error if failure else None, "turn": failure.turn if failure else None,
            "reproduce": command}


def single(args: argparse.Namespace) -> list[SoakGame]:
    """The one game named on the command line (to replay a failure)."""
    rules = [int(r) for r in args.rules.split(",") if r.strip()] if args.rules else []
    options = {"rules": rules} if rules else {}
    if args.overtime:
        options["overtime"] = True
    tiers = {"jihadist": args.jihadist, "us": args.us}
    return [SoakGame(args.scenario, args.seed, tiers, args.decks, options)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=0, help="games to play (Bot vs Bot unless --random)")
    parser.add_argument("--random", action="store_true", help="both sides answer at random (RandomDecider)")
    parser.add_argument("--decisions", type=int, default=0, help="with --random: play until this many decisions")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scenario", help="replay one game of this scenario (with --seed, --decks, --rules)")
    parser.add_argument("--decks", type=int, default=None)
    parser.add_argument("--rules", default="")
    parser.add_argument("--overtime", action="store_true")
    parser.add_argument("--jihadist", default="muddled")
    parser.add_argument("--us", default="off_guard")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if not args.games and not args.decisions:
        parser.error("say how much to play: --games N, or --random --decisions N")

    began = time.perf_counter()
    results: list[dict] = []
    decisions = 0
    start = args.seed
    with ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
        while True:
            if args.scenario:
                plan = single(args)
            else:
                size = CHUNK if not args.games else min(CHUNK, args.games - len(results))
                plan = soak_plan(size, seed=start)
                start += size
            for outcome in pool.map(play, [(args.random, g) for g in plan]):
                results.append(outcome)
                decisions += outcome["decisions"]
                if outcome["failure"]:
                    print(f"{outcome['scenario']} seed {outcome['seed']} FAILED on turn {outcome['turn']}: "
                          f"{outcome['failure']}\n  reproduce: {outcome['reproduce']}", flush=True)
            if args.scenario or (args.games and len(results) >= args.games):
                break
            if not args.games and decisions >= args.decisions:
                break
    elapsed = time.perf_counter() - began
    failures = [r for r in results if r["failure"]]
    figures = {"mode": "random play" if args.random else "Bot vs Bot", "games": len(results),
               "decisions": decisions, "failures": len(failures), "seconds": round(elapsed, 1),
               "first_seed": args.seed, "command": " ".join(sys.argv)}
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        print(f"{figures['mode']}: {len(results)} games, {decisions} decisions, {len(failures)} failed, "
              f"{elapsed:.0f} s (invariants on)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
