"""The tuning heat map: the Jihadist win rate of every tier pairing, drawn by matplotlib (PNG and SVG).

A grid of Jihadist ideology (rows) x US resolve (columns), each cell shaded on a diverging scale
from blue (the US always wins) through white to red (the Jihadist always wins), with its rate and
game count. `botkit tune` runs this module only when it draws (see `cli.plugins`): importing
matplotlib costs most of a second that no other command should pay at start-up.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

TITLE = "Jihadist win rate by tier pairing"


def heatmap_figure(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str]) -> Figure:
    """The heat map as a matplotlib figure; `cells` maps (row, column) to a result cell (outcomes, games).
    A pairing without a result is left blank (grey)."""
    values = [[cells[(r, c)].outcomes["jihadist"].value if (r, c) in cells else math.nan for c in columns]
              for r in rows]
    # the object API, not pyplot: no global figure state, safe inside a long tuning process
    figure = Figure(figsize=(1.4 * len(columns) + 2.5, 0.8 * len(rows) + 2))
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    axes.set_facecolor("#dddddd")
    image = axes.imshow(values, cmap="RdBu_r", vmin=0, vmax=1)
    axes.set_xticks(range(len(columns)), labels=columns, rotation=30, ha="right")
    axes.set_yticks(range(len(rows)), labels=rows)
    axes.set_xlabel("US Bot resolve")
    axes.set_ylabel("Jihadist Bot ideology")
    for i, row in enumerate(rows):
        for j, column in enumerate(columns):
            cell = cells.get((row, column))
            words = "-" if cell is None else f"{100 * cell.outcomes['jihadist'].value:.0f}%\nn={cell.games}"
            axes.text(j, i, words, ha="center", va="center", fontsize=8)
    figure.colorbar(image, label="Jihadist win rate")
    axes.set_title(TITLE)
    figure.tight_layout()
    return figure


def write_heatmap(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str], path: Path) -> list[Path]:
    """Write the heat map as `path` (PNG) and beside it as .svg; returns the files written."""
    figure = heatmap_figure(cells, rows, columns)
    svg = path.with_suffix(".svg")
    figure.savefig(path, dpi=120)
    figure.savefig(svg)
    return [path, svg]
