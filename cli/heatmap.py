"""The tuning heat map: the row side's win rate of every tier pairing, drawn by matplotlib (PNG and SVG).

A grid of one side's tiers (rows: Labyrinth's Jihadist ideology) x the other's (columns: US resolve),
each cell shaded on a diverging scale from blue (the column side always wins) through white to red
(the row side always wins), with its rate and game count. `botkit tune` runs this module only when it draws (see `cli.plugins`): importing
matplotlib costs most of a second that no other command should pay at start-up.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

SIDES = ("Jihadist", "US")  # Labyrinth's, when the caller names none


def heatmap_figure(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str],
                   sides: tuple[str, str] = SIDES, outcome: str = "jihadist") -> Figure:
    """The heat map as a matplotlib figure; `cells` maps (row, column) to a result cell (outcomes, games);
    `sides` names the row and column sides, `outcome` the row side's win. A pairing without a result is left
    blank (grey)."""
    values = [[cells[(r, c)].outcomes[outcome].value if (r, c) in cells else math.nan for c in columns]
              for r in rows]
    # the object API, not pyplot: no global figure state, safe inside a long tuning process
    figure = Figure(figsize=(1.4 * len(columns) + 2.5, 0.8 * len(rows) + 2))
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    axes.set_facecolor("#dddddd")
    image = axes.imshow(values, cmap="RdBu_r", vmin=0, vmax=1)
    axes.set_xticks(range(len(columns)), labels=columns, rotation=30, ha="right")
    axes.set_yticks(range(len(rows)), labels=rows)
    axes.set_xlabel(f"{sides[1]} Bot tier")
    axes.set_ylabel(f"{sides[0]} Bot tier")
    for i, row in enumerate(rows):
        for j, column in enumerate(columns):
            cell = cells.get((row, column))
            words = "-" if cell is None else f"{100 * cell.outcomes[outcome].value:.0f}%\nn={cell.games}"
            axes.text(j, i, words, ha="center", va="center", fontsize=8)
    figure.colorbar(image, label=f"{sides[0]} win rate")
    axes.set_title(f"{sides[0]} win rate by tier pairing")
    figure.tight_layout()
    return figure


def write_heatmap(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str], path: Path,
                  sides: tuple[str, str] = SIDES, outcome: str = "jihadist") -> list[Path]:
    """Write the heat map as `path` (PNG) and beside it as .svg; returns the files written."""
    figure = heatmap_figure(cells, rows, columns, sides, outcome)
    svg = path.with_suffix(".svg")
    figure.savefig(path, dpi=120)
    figure.savefig(svg)
    return [path, svg]
