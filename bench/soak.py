"""The long soak run: thousands of games with every invariant checked, failures listed with a replay command.

    .venv/bin/python bench/soak.py --games 5000                  # Bot vs Bot over every scenario,
                                                                  # 1-3 decks, the optional rules, all tiers
    .venv/bin/python bench/soak.py --random --decisions 1000000   # both sides answer at random until
                                                                  # a million decisions have been taken
    .venv/bin/python bench/soak.py --game twilight_struggle --random --games 2000
    .venv/bin/python bench/soak.py --games 1 --scenario isil --seed 38081 --decks 2 --rules 1,2,3
                                                                  # one game again (add --random for random play)

Games are spread as `botkit.soak.plan` says for the game (the suite's soak tests run a few of
them); they run on every core (`--workers`). The exit status is 1 if any game failed.
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

import game  # noqa: E402,F401  (registers the games)
from botkit import registry, soak  # noqa: E402
from botkit.definition import ConfigError  # noqa: E402
from botkit.session import GameConfig  # noqa: E402
from botkit.session.config import check  # noqa: E402

CHUNK = 50


def play(task: tuple[bool, GameConfig]) -> dict:
    randomly, config = task
    return soak.play(config, randomly)


def single(args: argparse.Namespace) -> list[GameConfig]:
    """The one game named on the command line (to replay a failure)."""
    definition = registry.get(args.game)
    rules = [int(r) for r in args.rules.split(",") if r.strip()] if args.rules else []
    config = GameConfig(game=args.game, scenario=args.scenario, seed=args.seed, human=None, decks=args.decks,
                        rules=rules, options={"overtime": True} if args.overtime else {})
    tiers = dict(definition.default_tiers)
    for side, tier in (("jihadist", args.jihadist), ("us", args.us)):  # Labyrinth's own spellings
        if tier and side in definition.sides:
            tiers[side] = tier
    for pair in args.bot:
        side, _, tier = pair.partition("=")
        tiers[side] = tier
    config.tiers.update(tiers)
    check(config)
    return [config]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default=registry.DEFAULT, help=f"the game ({', '.join(registry.names())})")
    parser.add_argument("--games", type=int, default=0, help="games to play (Bot vs Bot unless --random)")
    parser.add_argument("--random", action="store_true", help="every side answers at random (RandomDecider)")
    parser.add_argument("--decisions", type=int, default=0, help="with --random: play until this many decisions")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scenario", help="replay one game of this scenario (with --seed, --decks, --rules)")
    parser.add_argument("--decks", type=int, default=None)
    parser.add_argument("--rules", default="")
    parser.add_argument("--overtime", action="store_true")
    parser.add_argument("--bot", action="append", default=[], metavar="SIDE=TIER", help="a Bot's tier (replay)")
    parser.add_argument("--jihadist", default="", help="Labyrinth: the Jihadist Bot's tier (replay)")
    parser.add_argument("--us", default="", help="Labyrinth: the US Bot's tier (replay)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if not registry.known(args.game):
        parser.error(f"no game {args.game!r} (games: {', '.join(registry.names())})")
    if not args.games and not args.decisions:
        parser.error("say how much to play: --games N, or --random --decisions N")
    try:
        fixed = single(args) if args.scenario else None
    except (ConfigError, ValueError) as exc:
        parser.error(str(exc))
    began = time.perf_counter()
    results: list[dict] = []
    decisions = 0
    start = args.seed
    with ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
        while True:
            if fixed is not None:
                plan = fixed
            else:
                size = CHUNK if not args.games else min(CHUNK, args.games - len(results))
                plan = soak.plan(args.game, size, seed=start)
                start += size
            for outcome in pool.map(play, [(args.random, config) for config in plan]):
                results.append(outcome)
                decisions += outcome["decisions"]
                if outcome["failure"]:
                    print(f"{outcome['scenario']} seed {outcome['seed']} FAILED on turn {outcome['turn']}: "
                          f"{outcome['failure']}\n  reproduce: {outcome['reproduce']}", flush=True)
            if fixed is not None or (args.games and len(results) >= args.games):
                break
            if not args.games and decisions >= args.decisions:
                break
    elapsed = time.perf_counter() - began
    failures = [r for r in results if r["failure"]]
    figures = {"game": args.game, "mode": "random play" if args.random else "Bot vs Bot", "games": len(results),
               "decisions": decisions, "failures": len(failures), "seconds": round(elapsed, 1),
               "first_seed": args.seed, "command": " ".join(sys.argv)}
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        print(f"{registry.title(args.game)} {figures['mode']}: {len(results)} games, {decisions} decisions, "
              f"{len(failures)} failed, {elapsed:.0f} s (invariants on)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
