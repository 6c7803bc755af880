"""The heat run's other half: every chart node and table row of a game's Bots never visited in tournaments.

    .venv/bin/botkit tune --game twilight_struggle --heat --out run1 ...      # one or more runs
    .venv/bin/python bench/cold_nodes.py --game twilight_struggle run1/results.json run2/results.json

It adds up the visits `tune --heat` counted in each game of the results files and lists, per chart and
table of the game's shipped Bots (every side's default library), the nodes and rows with none: the
candidates to remove as dead, or to explain as rare. A branch is named by its path from its node
(`e20.yes.no`); a table's rows by their ids (`f1`, `f2`...). A table read only through `table_keeps`
(a side's list) counts no visit.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game  # noqa: E402,F401  (registers the games)
from botkit.session import GameConfig  # noqa: E402


def visits(paths: list[Path]) -> tuple[Counter, int]:
    """The visits counted in every game of the results files, by (chart, node), and how many games."""
    counts: Counter = Counter()
    games = 0
    for path in paths:
        for played in json.loads(path.read_text())["games"]:
            games += 1
            for chart, nodes in (played.get("heat") or {}).items():
                for node, n in nodes.items():
                    counts[(chart, node)] += n
    return counts, games


def shipped_nodes(name: str) -> dict[str, list[str]]:
    """Every chart node (not its returns) and table row of the game's Bots, by chart or table id."""
    config = GameConfig(game=name)
    found: dict[str, list[str]] = {}
    for side in config.definition.sides:
        library = config.definition.make_bot(side, config).library
        for chart_id, chart in library.charts.items():
            found[chart_id] = [n for n, node in chart.nodes.items() if node.kind != "return"]
        for table_id, table in library.tables.items():
            found[table_id] = [f.id for f in table.filters]
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="twilight_struggle")
    parser.add_argument("results", nargs="+", type=Path)
    args = parser.parse_args()
    counts, games = visits(args.results)
    nodes = shipped_nodes(args.game)
    total = sum(len(ids) for ids in nodes.values())
    cold = [f"{chart}:{node}" for chart, ids in sorted(nodes.items()) for node in ids if not counts[(chart, node)]]
    print(f"{games} games; {total} chart nodes and table rows; {len(cold)} never visited")
    for name in cold:
        print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
