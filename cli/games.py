"""`botkit games`: the saved games of `botkit play` - list them, delete the ones you are done with.

Only botkit play sessions are listed or deleted: another file in the folder is left alone
(and named, so nothing is hidden). A game is named by its file name or a unique start of it.
`--folder` may stand before the subcommand (`games --folder X delete NAME`) or after it; the
group passes it on, so a subcommand never falls back to ./games while another folder was named.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import typer

from botkit import saves
from botkit.files import FileWriteError, lock_path, locked
from botkit.matching import match
from botkit.session import SaveSummary, summarize, tidy
from botkit.session.journal import journal_path

from . import options
from .play import resume_hint
from .prompting import Prompter, SessionCommand, read_console
from .screen import complain, say

app = typer.Typer(help="List and delete the saved games of 'botkit play'.", invoke_without_command=True)
FOLDER = Path("games")


def _folder_option() -> Path | None:
    return typer.Option(None, "--folder", help="Where the games are saved (default: ./games).")


def _folder(ctx: typer.Context, own: Path | None) -> Path:
    """The folder a subcommand works in: its own --folder, else the group's, else ./games; both given and
    different is refused (which one was meant?)."""
    given = ctx.obj.get("folder") if isinstance(ctx.obj, dict) else None
    if own is not None and given is not None and own != given:
        options.fail(f"--folder is given twice ({given} and {own}): give it once")
    return own or given or FOLDER


def _saved(folder: Path) -> tuple[list[SaveSummary], list[str]]:
    """The session saves in `folder`, newest first, and the files that are not (with why)."""
    tidy(folder)  # what writers killed mid-write left (never a live writer's file)
    games: list[SaveSummary] = []
    others: list[str] = []
    for path in sorted(folder.glob("*.json")):
        try:
            games.append(summarize(path))
        except saves.SaveError as exc:
            others.append(str(exc))
        except OSError as exc:
            others.append(f"{path}: {exc.strerror or exc}")
    games.sort(key=lambda g: g.modified, reverse=True)
    return games, others


@app.callback()
def games(ctx: typer.Context, folder: Path | None = _folder_option()) -> None:
    """List the saved games (newest first): scenario, sides, turn, when last played, how to resume."""
    ctx.obj = {"folder": folder}  # the subcommands read it: `games --folder X delete NAME` works in X
    if ctx.invoked_subcommand is not None:
        return
    _list(folder or FOLDER)


@app.command("list")
def list_games(ctx: typer.Context, folder: Path | None = _folder_option(),
               game: str = typer.Option(None, help="Only this game's saves (every game's by default). "
                                        + options.GAME_HELP)) -> None:
    """List the saved games of every game (newest first)."""
    _list(_folder(ctx, folder), options.game(game).name if game is not None else None)


def _list(folder: Path, game: str | None = None) -> None:
    if not folder.is_dir():
        say(f"No saved games: there is no folder {folder} (botkit play saves there).")
        return
    found, others = _saved(folder)
    found = [g for g in found if game is None or g.game == game]
    if not found:
        say(f"No saved games in {folder}.")
    for game in found:
        say(f"{game.path.name}")
        say(f"    {game.describe()}; last played {game.modified:%Y-%m-%d %H:%M}", hang=4)
        if not game.winner:
            say(f"    resume: {resume_hint(game.path)}", hang=4)
    if others:
        say(f"Not listed ({len(others)} other file(s) in {folder}):")
        for line in others:
            say(f"  {line}", hang=4)


@app.command("delete")
def delete(
    ctx: typer.Context,
    names: list[str] = typer.Argument(..., help="The games to delete: file names (or unique starts of them)."),
    folder: Path | None = _folder_option(),
    yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask before deleting."),
) -> None:
    """Delete saved games (only botkit play saves; asks first unless --yes)."""
    folder = _folder(ctx, folder)
    if not folder.is_dir():
        options.fail(f"no folder {folder}: there are no saved games to delete")
    found, _ = _saved(folder)
    by_name = [(g.path, g.path.name) for g in found]
    chosen: list[SaveSummary] = []
    for name in names:
        wanted = Path(name).name
        hit = match(wanted, by_name, numbers="names")
        if not hit.found:
            reason = ("more than one game starts so: " + ", ".join(p.name for p in hit.ambiguous) if hit.ambiguous
                      else f"no saved game {wanted!r} in {folder}")
            options.fail(f"{name}: {reason}")
        chosen.append(next(g for g in found if g.path == hit.value))
    for game in chosen:
        say(f"{game.path}: {game.describe()}", hang=4)  # the folder too: the file that will go, exactly
    if not yes:
        question = f"Delete {'this game' if len(chosen) == 1 else f'these {len(chosen)} games'}? (y/n) > "
        try:
            sure = Prompter(read_console, say, leaving=()).yes_no(question)
        except SessionCommand:  # quit, or the end of the input
            sure = False
        if not sure:
            say("Nothing was deleted.")
            raise typer.Exit(1)
    for game in chosen:
        try:
            with locked(game.path):  # not while a game is writing it
                game.path.unlink()
        except (OSError, FileWriteError) as exc:
            complain(f"Cannot delete {game.path}: {getattr(exc, 'strerror', None) or exc}")
            raise typer.Exit(1) from None
        with contextlib.suppress(OSError):
            journal_path(game.path).unlink()  # the answers since its last full write go with it
        with contextlib.suppress(OSError):
            lock_path(game.path).unlink()  # its lock file goes with it (a game still open then says it was deleted)
        say(f"Deleted {game.path}")
