"""`botkit serve`: the whole game in a browser, on the same engine and saves (the `web` package).

It binds to this computer only (127.0.0.1) unless told otherwise: anyone who can reach the
port can play and see the games in the folder. The web stack (Starlette, uvicorn) is
registered when botkit starts and loaded when this command runs (`plugins`), so no other command
pays its import.
"""

from __future__ import annotations

from pathlib import Path

import typer

from . import options
from .plugins import deferred
from .screen import complain, say

uvicorn = deferred("uvicorn")
web_app = deferred("web.app")

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
LOCAL_NAMES = ("127.0.0.1", "localhost", "::1", "[::1]")  # what a browser on this computer calls the server


def serve(
    host: str = typer.Option("127.0.0.1", help="Address to listen on (default: this computer only)."),
    port: int = typer.Option(8000, help="Port to listen on."),
    games: Path = typer.Option(Path("games"), help="The folder of saved games (the same as 'botkit play' uses)."),
) -> None:
    """Play in a browser: the map, the questions as buttons, the log with every Bot decision's why."""
    if not 0 < port < 65536:
        options.fail(f"--port: {port} is not a port number (1 to 65535)")
    if games.exists() and not games.is_dir():
        options.fail(f"--games: {games} is not a folder")
    options.writable_folder(games, "--games")  # made if missing, where an output folder may be made
    local = host in LOCAL_HOSTS
    app = web_app.create_app(games.resolve(), allowed_hosts=list(LOCAL_NAMES) if local else None)
    shown = f"[{host}]" if ":" in host else host
    say(f"Open http://{shown}:{port}/ in a browser to play (Ctrl-C stops the server). Games are saved in {games}.")
    if not local:
        complain(f"Listening on {host}: anyone who can reach this address can play and see your games.")
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    except OSError as exc:
        complain(f"Cannot listen on {host}:{port}: {exc.strerror or exc}")
        raise typer.Exit(1) from None
