"""Speed and size of the board picture: SVG text and PNG for a Bot-vs-Bot game at turn 10.

    .venv/bin/python bench/picture.py              # 50 drawings of each
    .venv/bin/python bench/picture.py --runs 200 --json

The state is Awakening, seed 5, Potent Jihadist Bot vs Off Guard US Bot after ten turns
(cells, troops, militia, markers and a Caliphate on the map). Wall-clock; run on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.labyrinth.matches import bot_game  # noqa: E402
from game.labyrinth.picture import board_svg, png_available, svg_to_png  # noqa: E402


def timed(function, runs: int) -> list[float]:
    function()  # warm-up: data files read and cached once, as in a long session
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    _, game = bot_game("awakening", 5, {"us": "off_guard", "jihadist": "potent"}, max_turns=10)
    state = game.state
    svg = board_svg(state)
    svg_ms = timed(lambda: board_svg(state, hide_plots=True), args.runs)
    figures = {
        "python": platform.python_version(),
        "turn": state.turn,
        "svg_bytes": len(svg.encode("utf-8")),
        "svg_ms_median": round(statistics.median(svg_ms), 1),
        "svg_ms_p90": round(sorted(svg_ms)[int(len(svg_ms) * 0.9) - 1], 1),
    }
    if not png_available():
        png_ms = timed(lambda: svg_to_png(svg), max(5, args.runs // 10))
        figures["png_bytes"] = len(svg_to_png(svg))
        figures["png_ms_median"] = round(statistics.median(png_ms), 1)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for key, value in figures.items():
        print(f"{key:>15}: {value}")


if __name__ == "__main__":
    main()
