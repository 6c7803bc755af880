"""A tuning result set (`botkit tune`'s results.json) as a heat map and a table, for the browser - of any game.

The file is read by the framework's own reader (`botkit.tournament.ResultSet.load`, with its
checks), after the upload's size limit; the rates and their 95% Wilson intervals are the
framework's. The result set names its game (none: Labyrinth's, made before games were named);
as `botkit tune` lays it out, the rows are the tiers of the game's last side (Labyrinth's Jihadist),
the columns those of its first (the US), each in its printed order, and each cell is shaded from
blue (the column side always wins) through white to red (the row side always wins).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from botkit import registry
from botkit.session import GameConfig, tier_names
from botkit.tournament import ResultSet

RESULTS_LIMIT = 32 * 1024 * 1024


class ResultsError(ValueError):
    """An upload that is not a result set (the message says why)."""


@dataclass
class HeatCell:
    games: int
    rate: float  # the row side's win rate
    text: str  # '42% (35-49%)'
    colour: str  # CSS background
    column_wins: str  # the column side's win rate
    draw: str
    mean_turns: float
    victories: dict[str, int]


@dataclass
class HeatMap:
    rows: list[str]
    columns: list[str]
    cells: dict[tuple[str, str], HeatCell]
    games: int
    failures: int
    row_side: str  # the sides' names, as the game says them
    column_side: str


def colour(rate: float) -> str:
    """Blue (0: the column side always wins) - white (0.5) - red (1: the row side always wins)."""
    rate = min(1.0, max(0.0, rate))
    if rate < 0.5:
        towards = 1 - rate * 2  # 1 at 0, 0 at 0.5
        return _rgb(255 - 222 * towards, 255 - 153 * towards, 255 - 83 * towards)
    towards = rate * 2 - 1
    return _rgb(255 - 77 * towards, 255 - 231 * towards, 255 - 212 * towards)


def _rgb(r: float, g: float, b: float) -> str:
    return f"#{round(r):02x}{round(g):02x}{round(b):02x}"


def _ordered(names: set[str], known: list[str]) -> list[str]:
    return [n for n in known if n in names] + sorted(names - set(known))


def read_results(data: bytes) -> HeatMap:
    """The heat map of an uploaded results.json (`ResultsError` if it is not one)."""
    if len(data) > RESULTS_LIMIT:
        raise ResultsError(f"the file is {len(data)} bytes: at most {RESULTS_LIMIT} bytes are read")
    with tempfile.TemporaryDirectory(prefix="botkit-results-") as folder:
        path = Path(folder) / "results.json"
        path.write_bytes(data)
        try:
            results = ResultSet.load(path)
        except ValueError as exc:
            raise ResultsError(str(exc).replace(str(path), "results.json")) from None
    game = results.settings.get("game", registry.DEFAULT)
    if not isinstance(game, str) or not registry.known(game):
        raise ResultsError(f"the result set is of the game {game!r}, which this botkit does not know "
                           f"(games: {', '.join(registry.names())})")
    definition = registry.get(game)
    row_side, column_side = reversed(definition.sides)  # as botkit tune plays them (botkit.matches.task_config)
    cells = results.cells((row_side, column_side, "draw", "unfinished"))
    if not cells:
        raise ResultsError("the result set holds no finished game")
    shown = {}
    for cell in cells:
        won = cell.outcomes[row_side]
        shown[(cell.row, cell.column)] = HeatCell(
            cell.games, won.value, f"{100 * won.value:.0f}% ({100 * won.low:.0f}-{100 * won.high:.0f}%)",
            colour(won.value), f"{100 * cell.outcomes[column_side].value:.0f}%",
            f"{100 * cell.outcomes['draw'].value:.0f}%", round(cell.mean_turns, 1), cell.victories)
    printed = GameConfig(game=game, human=None)
    rows = _ordered({c.row for c in cells}, tier_names(row_side, printed))
    columns = _ordered({c.column for c in cells}, tier_names(column_side, printed))
    return HeatMap(rows, columns, shown, len(results.games), len(results.failures), definition.side_name(row_side),
                   definition.side_name(column_side))
