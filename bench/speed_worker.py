"""One measurement for bench/bench.py, run inside the tree being measured (cwd and PYTHONPATH are that tree).

    python bench/speed_worker.py tune|simulate GAMES FIRST_SEED

Prints one JSON object: the games played, their Bot decisions and the CPU seconds they took (this process
only, `time.process_time`), after one warm-up game that loads the charts, cards and data. It uses only
what every version of botkit since the framework restructuring has (`botkit.matches.play_task`, the
`simulate` command), so `bench.py --compare REV` can run this very file against an older tree.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import time

sys.path.insert(0, os.getcwd())  # the tree being measured, not the one this file came from

import game as _registered  # noqa: E402,F401 - registers the games
from botkit.matches import play_task  # noqa: E402
from botkit.tournament import Task  # noqa: E402
from cli.main import app  # noqa: E402

SETTINGS = {"scenario": "awakening", "decks": 1, "max_turns": 60}
JIHADIST, US = "muddled", "off_guard"


def tune(games: int, first: int) -> tuple[float, int]:
    """Games as `botkit tune` plays them: `play_task`, no traces."""
    play_task(Task(JIHADIST, US, -1, 999_999, SETTINGS))
    began = time.process_time()
    decisions = sum(play_task(Task(JIHADIST, US, i, first + i, SETTINGS))["decisions"] for i in range(games))
    return time.process_time() - began, decisions


def simulate(games: int, first: int) -> tuple[float, int]:
    """Games as `botkit simulate --json` plays them: the command itself, in this process."""
    def command(count: int, seed: int) -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            app(["simulate", "--scenario", "awakening", "--jihadist", JIHADIST, "--us", US, "--decks", "1",
                 "--games", str(count), "--seed", str(seed), "--json"], standalone_mode=False)
        return out.getvalue()

    command(1, 999_999)
    began = time.process_time()
    text = command(games, first)
    return time.process_time() - began, sum(game["decisions"] for game in json.loads(text))


def main() -> None:
    mode, games, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    cpu, decisions = (tune if mode == "tune" else simulate)(games, first)
    print(json.dumps({"mode": mode, "games": games, "cpu": cpu, "decisions": decisions}))


if __name__ == "__main__":
    main()
