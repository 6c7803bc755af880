"""Do two versions of botkit decide every Bot-vs-Bot game the same way? `simulate --json`, byte for byte.

    .venv/bin/python bench/same_decisions.py --compare REV      # this tree against commit REV, 200 games
    .venv/bin/python bench/same_decisions.py --compare REV --plan small   # 40 games, for a quick look

A refactoring or a speed-up must not change a single decision: the same seeds, scenarios, tiers and
optional rules give the same `simulate --json` output (every game's winner, how, when, the number of
decisions and the final tracks). The plan spreads 200 games over every scenario, the printed and the
Enhanced tiers of both Bots, 1-3 decks and the optional rules. REV is checked out in a temporary git
worktree and both versions run the same commands, one after the other, in this one run; the first game
that differs is shown.
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (scenario, jihadist tier, us tier, decks, rules, games): 200 games in all
PLAN = [
    ("awakening", "muddled", "off_guard", 1, "", 20),
    ("awakening", "virulent", "nomercy", 2, "", 10),
    ("awakening", "coherent", "competent", 1, "1,2", 15),
    ("awakening", "attractive", "adept", 1, "3", 15),
    ("awakening", "enhanced_normal", "vigilant", 1, "", 15),
    ("awakening", "enhanced_easiest", "off_guard", 2, "1", 10),
    ("mitts_turn", "potent", "ruthless", 1, "", 15),
    ("mitts_turn", "enhanced_easier", "competent", 1, "2", 10),
    ("arab_spring", "infectious", "adept", 1, "", 15),
    ("status_of_forces", "muddled", "vigilant", 2, "1,2", 10),
    ("status_of_forces", "enhanced_normal", "nomercy", 1, "", 10),
    ("assad_alone", "coherent", "off_guard", 1, "", 15),
    ("assad_alone", "virulent", "ruthless", 1, "3", 10),
    ("isil", "potent", "competent", 1, "", 15),
    ("isil", "enhanced_normal", "adept", 1, "2", 15),
]
SMALL = [(s, j, u, d, r, max(1, g // 5)) for s, j, u, d, r, g in PLAN]


def run_plan(tree: Path, plan: list[tuple]) -> list[str]:
    """Every game's JSON line, in plan order, from the botkit in `tree`."""
    lines: list[str] = []
    env = {**os.environ, "PYTHONPATH": str(tree)}
    for scenario, jihadist, us, decks, rules, games in plan:
        argv = [sys.executable, "-m", "cli.main", "simulate", "--scenario", scenario, "--jihadist", jihadist,
                "--us", us, "--decks", str(decks), "--games", str(games), "--seed", "101", "--json"]
        if rules:
            argv += ["--rules", rules]
        done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True, check=False)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{tree}: {' '.join(argv[3:])} failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
        lines += [f"{scenario} {jihadist} {us} decks {decks} rules {rules or '-'}: {line}"
                  for line in done.stdout.splitlines() if line.strip()]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compare", required=True, metavar="REV", help="the commit to compare this tree with")
    parser.add_argument("--plan", choices=("full", "small"), default="full")
    args = parser.parse_args()
    plan = PLAN if args.plan == "full" else SMALL
    with tempfile.TemporaryDirectory(prefix="botkit-same-") as scratch:
        other = Path(scratch) / "other"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(other), args.compare], cwd=ROOT, check=True)
        try:
            theirs = run_plan(other, plan)
            ours = run_plan(ROOT, plan)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)
    games = sum(p[-1] for p in plan)
    if ours == theirs:
        print(f"identical: {games} games, {len(ours)} lines of simulate --json, byte for byte ({args.compare} vs this tree)")
        return
    diff = list(difflib.unified_diff(theirs, ours, args.compare, "this tree", lineterm="", n=0))
    print("\n".join(diff[:40]))
    raise SystemExit(f"DIFFERENT: {sum(1 for line in diff if line.startswith('+') and not line.startswith('+++'))} "
                     f"of {games} games differ")


if __name__ == "__main__":
    main()
