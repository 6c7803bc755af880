"""What every route of the browser game shares: the games folder, the templates, and the steps
every request takes - reading a form (with its limits), holding a game's lock, drawing its page,
answering a post - and the one-line refusal (`Refused`) the error page shows.

The routes, by concern, are in `web.routes`; each finds the `Site` on the application
(`site_of(request)`), so no route is a closure of another.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from botkit import saves
from botkit.files import YAML_LIMIT
from botkit.session import SaveConflict

from . import forms, page
from .games import Games, UnknownGame
from .live import CARD, FAILED, QUESTION, LiveError, LiveGame

log = logging.getLogger("botkit.web")
FORM_LIMITS = {"max_files": 1, "max_fields": 60, "max_part_size": 64 * 1024}
FORM_ROOM = 256 * 1024  # a form's fields beside its file
Form = dict[str, list[str]]


class Refused(Exception):
    """A request the page explains in one line (status: 400 bad input, 404 unknown, 409 stale)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class Site:
    """The games saved in `folder` (live in memory while played) and the pages that show them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.games = Games(folder)
        self.env = Environment(loader=PackageLoader("web", "templates"), autoescape=select_autoescape(["html"]),
                               trim_blocks=True, lstrip_blocks=True)

    # -- pages ---------------------------------------------------------------------------------
    def html(self, template: str, status: int = 200, **context: Any) -> HTMLResponse:
        return HTMLResponse(self.env.get_template(template).render(**context), status_code=status)

    def error_page(self, message: str, status: int) -> HTMLResponse:
        return self.html("error.html", status=status, message=message)

    def game_page(self, name: str, live: LiveGame, *, message: str = "", status: int = 200,
                  changes: list[str] | None = None) -> HTMLResponse:
        view = page.page_view(live)
        points = []
        if view.undoable and live.pause.kind in (QUESTION, CARD, "over"):
            try:
                points = live.session.rollback_points()
            except Exception:  # the list is a convenience: the page shows without it
                log.exception("rollback points of %s", name)
        return self.html("game.html", status=status, name=name, view=view, message=message, points=points,
                         config=live.session.config, narration=live.session.narration, changes=changes or [],
                         adjust_help=live.session.definition.adjust_help,
                         adjust_example=live.session.definition.adjust_example)

    def after_post(self, request: Request, name: str, live: LiveGame, message: str = "") -> Response:
        """htmx gets the page at once; a plain form post is sent to the page (so a reload repeats nothing)."""
        if request.headers.get("HX-Request") == "true" or message:
            return self.game_page(name, live, message=message)
        return RedirectResponse(f"/games/{name}", status_code=303)

    # -- games -----------------------------------------------------------------------------------
    def with_game(self, name: str, action: Callable[[LiveGame], Response], *, replays: bool = False) -> Response:
        """Run `action(live)` with the game's lock held; a game that is not there is a 404 page.

        `replays`: the action replays the game (undo, rollback, ...), which a game stopped by a
        failure cannot: its page says so instead."""
        games = self.games
        if not games.exists(name):
            raise Refused(f"There is no saved game called {name[:100]!r} in the games folder.", 404)
        with games.lock(name):
            try:
                live = games.live(name)
                changed = live.session.changed_on_disk()
                if changed:  # another writer (a terminal, a backup copied over it): show the save as it is now
                    games.forget(name)
                    live = games.live(name)
                    return self.game_page(name, live, status=409, message=f"This game's save {changed}: here it is "
                                          "as saved now. Nothing was done; do it again if you still want to.")
            except saves.SaveError as exc:
                raise Refused(f"This game cannot be resumed: {exc}. The file was left as it was.", 409) from None
            except UnknownGame:
                raise Refused(f"There is no saved game called {name[:100]!r}.", 404) from None
            if replays and live.pause.kind == FAILED:
                return self.game_page(name, live, status=409, message="The game stopped (see below): it cannot go "
                                      "back or be told again until it replays.")
            try:
                response = action(live)
            except LiveError:
                games.forget(name)
                raise
            except SaveConflict as conflict:
                games.forget(name)
                raise Refused(conflict_words(conflict), 409) from None
            refused = live.pause.error
            if live.pause.kind == FAILED and isinstance(refused, SaveConflict):  # met in the game's worker
                games.forget(name)
                raise Refused(conflict_words(refused), 409)
            return response

    # -- forms -----------------------------------------------------------------------------------
    async def read_form(self, request: Request, limit: int = YAML_LIMIT, max_files: int = 1,
                        every_file: bool = False) -> tuple[Form, Any]:
        """The form's fields (in the order they were sent), and its file (name, at most `limit` + 1 bytes: the
        checks say when it is too big); `every_file`: every file sent, by field."""
        length = request.headers.get("content-length", "")
        room = max(limit * max_files if every_file else limit, forms.BOTS_TOTAL if every_file else 0) + FORM_ROOM
        if length.isdigit() and int(length) > room:
            raise Refused(f"The form is too big ({int(length)} bytes; files of at most {limit} bytes are read).", 413)
        try:
            async with request.form(**{**FORM_LIMITS, "max_files": max_files}) as data:
                form: Form = {}
                files: dict[str, list[tuple[str, bytes]]] = {}
                for key, value in data.multi_items():
                    if isinstance(value, UploadFile):
                        content = await value.read(limit + 1)
                        if value.filename and content:
                            files.setdefault(key, []).append((value.filename, content))
                        continue
                    form.setdefault(key, []).append(value)
                if every_file:
                    return form, files
                return form, next((f for found in files.values() for f in found), None)
        except HTTPException:
            raise
        except Exception as exc:  # a form the parser cannot read
            raise Refused(f"The form could not be read: {exc}") from None


def site_of(request: Request) -> Site:
    """The site an application serves (set by `app.create_app`)."""
    return request.app.state.site


def restart(live: LiveGame) -> None:
    """Run the game again from its save, to its next pause (after an undo, an adjustment, ...)."""
    live.start()


def forms_one(form: Form, key: str, default: str) -> str:
    values = form.get(key) or [default]
    return values[0].strip()[:20]


def conflict_words(conflict: SaveConflict) -> str:
    """A save another writer changed, on a page: what happened, where this page's game went, what to do."""
    kept = (f" This page's game, with its last answer, is kept as the game {conflict.kept.stem!r} (in the list of "
            "saved games)." if conflict.kept is not None else "")
    return (f"This game's save ({conflict.path.name}) {conflict.what}, so it was not written over.{kept} Open the "
            "game again to go on from the save as it is now.")
