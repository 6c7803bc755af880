"""`botkit map` and the `map` prompt command: the board as a picture (SVG or PNG).

The picture comes from a scenario's set-up, a saved game's state, or - replaying the
save as `botkit flowchart render --game --decision` does - the state when one of its
Bot decisions was taken. Plots the rules keep face down stay face down when the save
is a US player's game against the Jihadist Bot.
"""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from botkit.files import check_writable
from game.labyrinth import saves
from game.labyrinth.picture import PictureError, board_svg, svg_to_png
from game.labyrinth.picture.board import heading
from game.labyrinth.scenarios import ScenarioError, resolve, start_game
from game.labyrinth.session import SESSION_FORMAT, ConfigError, GameConfig, ReplayFailure, Session
from game.labyrinth.session.visibility import for_side
from game.labyrinth.state import GameState

from .replay import replay_decision

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)

FORMATS = (".svg", ".png")


class MapError(Exception):
    """Why a picture was not made (one line)."""


def picture_bytes(state: GameState, suffix: str, *, hide_plots: bool, caption: str | None = None) -> bytes:
    """The picture in the format `suffix` names (.svg or .png)."""
    svg = board_svg(state, hide_plots=hide_plots, caption=caption)
    if suffix == ".png":
        try:
            return svg_to_png(svg)
        except PictureError as exc:
            raise MapError(str(exc)) from None
    return svg.encode("utf-8")


def write_picture(path: Path, state: GameState, *, hide_plots: bool, caption: str | None = None) -> Path:
    """Draw `state` into `path` (format by extension); raises MapError with a one-line reason."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise MapError(f"{path}: the picture's name must end in .svg or .png")
    problem = check_writable(path)  # the one rule of every output path: folders are made only below here
    if problem:
        raise MapError(problem)
    data = picture_bytes(state, suffix, hide_plots=hide_plots, caption=caption)
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise MapError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def _hides_plots(config: GameConfig | None) -> bool:
    """The save's player sees face-down plots face down where their side may not turn them over."""
    return config is not None and for_side(config.human).hides_plots


def _saved_state(game: Path) -> tuple[GameState, bool]:
    loaded = saves.load_game(game)
    session = (loaded.meta or {}).get("session")
    try:
        config = GameConfig.from_dict(session.get("config") or {}) \
            if isinstance(session, dict) and session.get("format") == SESSION_FORMAT else None
    except ConfigError as exc:
        raise saves.SaveError(f"{game}: the set-up is damaged: {exc}") from None
    return loaded.state, _hides_plots(config)


def map_command(
    game: Path = typer.Option(None, "--game", help="A saved game (botkit play / simulate --save): draw its board."),
    decision: int = typer.Option(None, "--decision", help="With --game: the board when Bot decision N was taken "
                                 "(its number as the game log shows it)."),
    scenario: str = typer.Option(None, "--scenario", help="Draw this scenario's set-up (default: awakening)."),
    output: Path = typer.Option(Path("board.svg"), "--output", "-o", help="File to write: .svg or .png."),
) -> None:
    """Draw the board as a picture: a scenario's set-up, a saved game, or the board at one Bot decision."""
    if output.suffix.lower() not in FORMATS:
        errors.print(f"[red]-o {output}: the picture's name must end in .svg or .png[/red]")
        raise typer.Exit(2)
    if game is not None and scenario is not None:
        errors.print("[red]--game and --scenario do not go together: a saved game has its own scenario[/red]")
        raise typer.Exit(2)
    if decision is not None and game is None:
        errors.print("[red]--decision needs --game (the saved game to replay)[/red]")
        raise typer.Exit(2)
    if decision is not None and decision < 1:
        errors.print(f"[red]--decision counts from 1, not {decision}[/red]")
        raise typer.Exit(2)
    problem = check_writable(output)  # before any replay: a wrong place costs a second
    if problem:
        errors.print(f"-o: {problem}", style="red", markup=False)
        raise typer.Exit(2)
    caption = None
    try:
        if game is not None and decision is not None:
            found = replay_decision(game, decision)
            if found is None:
                errors.print(f"[red]{game} has no decision {decision}[/red]")
                raise typer.Exit(1)
            state, hide = found.state, _hides_plots(found.config)
            caption = f"{heading(state)} - decision {decision}: {found.trace.title}"
        elif game is not None:
            state, hide = _saved_state(game)
        else:
            state, hide = start_game(resolve(scenario or "awakening"), seed=0).state, False
    except saves.SaveError as exc:
        errors.print(str(exc), style="red", markup=False)
        raise typer.Exit(1) from None
    except ReplayFailure as exc:
        errors.print(f"{game} no longer replays from answer {exc.index + 1} of {exc.total}: {exc.reason}",
                     style="red", markup=False)
        raise typer.Exit(1) from None
    except ScenarioError as exc:
        errors.print(str(exc), style="red", markup=False)
        raise typer.Exit(2) from None
    try:
        write_picture(output, state, hide_plots=hide, caption=caption)
    except MapError as exc:
        errors.print(str(exc), style="red", markup=False)
        raise typer.Exit(1) from None
    console.print(f"wrote {output}", markup=False)


def draw_at_prompt(session: Session, argument: str) -> str:
    """The `map [FILE]` prompt command: draw the game as it stands; returns what to tell the player."""
    game = session.game
    if game is None:
        return "No game yet."
    name = argument.strip()
    path = Path(name) if name else session.save_path.with_name(session.save_path.stem + "-map.svg")
    hide = session.sight.hides_plots
    try:
        write_picture(path, game.state, hide_plots=hide)
    except MapError as exc:
        return f"No picture: {exc}"
    return f"Board drawn: {path}"
