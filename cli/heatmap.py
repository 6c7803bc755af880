"""The tuning heat map: the Jihadist win rate of every tier pairing, drawn as SVG (and PNG through cairosvg).

Drawn by code like the board picture, so drawing it costs no heavy import at start-up: a
grid of Jihadist ideology (rows) x US resolve (columns), each cell shaded from blue (the US
always wins) through white to red (the Jihadist always wins), with its rate and game count.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from game.labyrinth.picture import PictureError, svg_to_png

CELL_W, CELL_H = 112, 56
LEFT, TOP, BOTTOM, BAR = 150, 56, 90, 90
BLUE, WHITE, RED = (33, 102, 172), (247, 247, 247), (178, 24, 43)


def colour(rate: float) -> str:
    """0 -> blue, 0.5 -> white, 1 -> red (the diverging scale of a win rate)."""
    rate = max(0.0, min(1.0, rate))
    low, high, part = (BLUE, WHITE, rate * 2) if rate < 0.5 else (WHITE, RED, (rate - 0.5) * 2)
    return "#" + "".join(f"{round(a + (b - a) * part):02x}" for a, b in zip(low, high, strict=True))


def _text(x: float, y: float, words: str, size: int = 13, anchor: str = "middle", extra: str = "") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-family="DejaVu Sans, Arial, sans-serif"{extra}>{escape(words)}</text>')


def heatmap_svg(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str]) -> str:
    """The heat map as SVG text; `cells` maps (row, column) to a result cell (outcomes, games)."""
    width = LEFT + CELL_W * len(columns) + BAR
    height = TOP + CELL_H * len(rows) + BOTTOM
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}">', f'<rect width="{width}" height="{height}" fill="white"/>',
             _text(LEFT + CELL_W * len(columns) / 2, 30, "Jihadist win rate by tier pairing", 16)]
    for i, row in enumerate(rows):
        y = TOP + i * CELL_H
        parts.append(_text(LEFT - 10, y + CELL_H / 2 + 5, row, anchor="end"))
        for j, column in enumerate(columns):
            x = LEFT + j * CELL_W
            cell = cells.get((row, column))
            if cell is None:
                parts.append(f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" fill="#dddddd" '
                             'stroke="white"/>')
                parts.append(_text(x + CELL_W / 2, y + CELL_H / 2 + 5, "-"))
                continue
            rate = cell.outcomes["jihadist"].value
            parts.append(f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" fill="{colour(rate)}" '
                         'stroke="white"/>')
            parts.append(_text(x + CELL_W / 2, y + CELL_H / 2 - 2, f"{100 * rate:.0f}%", 14))
            parts.append(_text(x + CELL_W / 2, y + CELL_H / 2 + 16, f"n={cell.games}", 11))
    bottom = TOP + CELL_H * len(rows)
    for j, column in enumerate(columns):
        x = LEFT + j * CELL_W + CELL_W / 2
        parts.append(_text(x, bottom + 20, column, extra=f' transform="rotate(20 {x:.0f} {bottom + 20})"'))
    parts.append(_text(LEFT + CELL_W * len(columns) / 2, bottom + 70, "US Bot resolve"))
    parts.append(_text(24, TOP + CELL_H * len(rows) / 2, "Jihadist Bot ideology",
                       extra=f' transform="rotate(-90 24 {TOP + CELL_H * len(rows) / 2:.0f})"'))
    bar_x, steps = LEFT + CELL_W * len(columns) + 24, 20
    span = CELL_H * len(rows)
    for k in range(steps):
        rate = 1 - (k + 0.5) / steps
        parts.append(f'<rect x="{bar_x}" y="{TOP + k * span / steps:.1f}" width="18" height="{span / steps + 0.5:.1f}" '
                     f'fill="{colour(rate)}"/>')
    parts.append(_text(bar_x + 24, TOP + 10, "100%", 11, "start"))
    parts.append(_text(bar_x + 24, TOP + span, "0%", 11, "start"))
    parts.append("</svg>")
    return "\n".join(parts)


def write_heatmap(cells: dict[tuple[str, str], Any], rows: list[str], columns: list[str], path: Path) -> list[Path]:
    """Write the heat map as `path` (.png) and beside it as .svg; returns what was written (SVG alone
    when PNG cannot be made here)."""
    svg = heatmap_svg(cells, rows, columns)
    written = [path.with_suffix(".svg")]
    written[0].write_text(svg, encoding="utf-8")
    try:
        path.write_bytes(svg_to_png(svg))
    except PictureError:
        return written
    return [path, *written]
