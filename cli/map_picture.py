"""`botkit map` and the `map` prompt command: the board as a picture (SVG or PNG), for any game.

The picture comes from a scenario's set-up, a saved game's state, or - replaying the
save as `botkit flowchart render --save --decision` does - the state when one of its
Bot decisions was taken. The game draws it (`GameDefinition.board_svg`) as the save's player
may see it (Labyrinth: face-down plots stay face down for a US player).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from botkit import saves
from botkit.definition import ConfigError, GameDefinition
from botkit.files import check_writable
from botkit.raster import PictureError, svg_to_png
from botkit.session import GameConfig, ReplayFailure, Session
from botkit.session.store import read_loaded, session_of, set_up

from . import options
from .replay import replay_decision

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)

FORMATS = (".svg", ".png")


class MapError(Exception):
    """Why a picture was not made (one line)."""


def picture_bytes(definition: GameDefinition, state: Any, suffix: str, *, viewer: str | None,
                  caption: str | None = None) -> bytes:
    """The picture in the format `suffix` names (.svg or .png), as `viewer` may see the board."""
    svg = definition.board_svg(state, viewer, caption=caption)
    if not svg:
        raise MapError(f"{definition.title} has no picture of its board yet")
    if suffix == ".png":
        try:
            return svg_to_png(svg)
        except PictureError as exc:
            raise MapError(str(exc)) from None
    return svg.encode("utf-8")


def write_picture(definition: GameDefinition, path: Path, state: Any, *, viewer: str | None,
                  caption: str | None = None) -> Path:
    """Draw `state` into `path` (format by extension); raises MapError with a one-line reason."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise MapError(f"{path}: the picture's name must end in .svg or .png")
    problem = check_writable(path)  # the one rule of every output path: folders are made only below here
    if problem:
        raise MapError(problem)
    data = picture_bytes(definition, state, suffix, viewer=viewer, caption=caption)
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise MapError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def _saved_state(path: Path) -> tuple[GameDefinition, Any, str | None]:
    """A saved game's board, its game and its player (None: everything may be drawn)."""
    _, loaded, definition = read_loaded(path)
    session = session_of(loaded, definition)
    viewer = None
    if session is not None:
        try:
            viewer = GameConfig.from_dict(set_up(session.get("config"), definition)).outside_play_viewer()
        except ConfigError as exc:
            raise saves.SaveError(f"{path}: the set-up is damaged: {exc}") from None
    return definition, loaded.state, viewer


def map_command(
    game: str = typer.Option(None, "--game", help=options.GAME_HELP + " A saved game's file here is read as --save "
                             "(the old spelling, for a while)."),
    save: Path = typer.Option(None, "--save", help="A saved game (botkit play / simulate --save): draw its board."),
    decision: int = typer.Option(None, "--decision", help="With --save: the board when Bot decision N was taken "
                                 "(its number as the game log shows it)."),
    scenario: str = typer.Option(None, "--scenario", help="Draw this scenario's set-up (default: the game's first)."),
    output: Path = typer.Option(Path("board.svg"), "--output", "-o", help="File to write: .svg or .png."),
) -> None:
    """Draw the board as a picture: a scenario's set-up, a saved game, or the board at one Bot decision."""
    game, save = options.game_or_save(game, save)
    if output.suffix.lower() not in FORMATS:
        errors.print(f"[red]-o {output}: the picture's name must end in .svg or .png[/red]")
        raise typer.Exit(2)
    if save is not None and scenario is not None:
        errors.print("[red]--save and --scenario do not go together: a saved game has its own scenario[/red]")
        raise typer.Exit(2)
    if save is not None and game is not None:
        errors.print("[red]--save and --game do not go together: a saved game is of its own game[/red]")
        raise typer.Exit(2)
    if decision is not None and save is None:
        errors.print("[red]--decision needs --save (the saved game to replay)[/red]")
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
        if save is not None and decision is not None:
            found = replay_decision(save, decision)
            if found is None:
                errors.print(f"[red]{save} has no decision {decision}[/red]")
                raise typer.Exit(1)
            definition, state, viewer = found.config.definition, found.state, found.config.outside_play_viewer()
            caption = f"{definition.heading(state)} - decision {decision}: {found.trace.title}"
        elif save is not None:
            definition, state, viewer = _saved_state(save)
        else:
            definition = options.game(game)
            config = GameConfig(game=definition.name, scenario=options.scenario(definition, scenario), human=None)
            state, viewer = definition.start(config, {}).state, None
    except saves.SaveError as exc:
        errors.print(str(exc), style="red", markup=False)
        raise typer.Exit(1) from None
    except ReplayFailure as exc:
        errors.print(f"{save} no longer replays from answer {exc.index + 1} of {exc.total}: {exc.reason}",
                     style="red", markup=False)
        raise typer.Exit(1) from None
    try:
        write_picture(definition, output, state, viewer=viewer, caption=caption)
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
    try:
        write_picture(session.definition, path, game.state, viewer=session.viewer)
    except MapError as exc:
        return f"No picture: {exc}"
    return f"Board drawn: {path}"
