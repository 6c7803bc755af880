"""Twilight Struggle Bot against Bot with the tournament bid (11.1.4): how far the US's extra influence brings
the sides towards even (docs/bots/twilight-struggle-tuning.md, section 2).

    .venv/bin/python bench/ts_bid.py --bid 2 --games 60 --seed 15000 --us expert --ussr expert

Each game gets seed + i; the US places `--bid` extra influence after the set-up (the option ``bid``). Prints
the wins of each side with their 95% Wilson intervals.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game as _registered  # noqa: E402,F401 - registers the games
from botkit.matches import bot_game  # noqa: E402
from botkit.session.config import GameConfig  # noqa: E402
from botkit.stats import wilson  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bid", type=int, default=2, help="extra US influence (0: no bid)")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=15000)
    parser.add_argument("--us", default="expert")
    parser.add_argument("--ussr", default="expert")
    args = parser.parse_args()
    options = {"bid": {"side": "us", "influence": args.bid}} if args.bid else {}
    tally: collections.Counter[str] = collections.Counter()
    for i in range(args.games):
        config = GameConfig(game="twilight_struggle", scenario="standard", seed=args.seed + i, human=None,
                            tiers={"us": args.us, "ussr": args.ussr}, options=options)
        result, _ = bot_game(config, tracing=False)
        tally[result.winner] += 1
    for side in ("us", "ussr", "draw"):
        print(f"{side}: {tally[side]} of {args.games}, {wilson(tally[side], args.games).text()}")


if __name__ == "__main__":
    main()
