"""The web application: routes, forms, and the error pages (Starlette, Jinja2 templates, htmx).

Routes (a game is named, never a path; see `games`):

* ``GET /`` - new game, saved games to resume, a tuning result set to look at;
* ``POST /new`` - start a game; ``GET /games/NAME`` - its page;
* ``POST /games/NAME/answer`` - answer the current question (a form carries the question's
  token: an answer to a question that is no longer current is refused with a message and the
  current page, never taken twice);
* ``POST /games/NAME/undo|redo|rollback`` - going back, as in the terminal;
* ``POST /games/NAME/next`` - Bot vs Bot: the next card (the page's play button repeats it);
* ``POST /games/NAME/adjust`` (correct the board, in the terminal's words), ``/dice`` (who rolls), ``/play-on`` (after a victory), ``/recover`` (a save that
  no longer replays: go on from its last answer that does, in a new file beside it);
* ``POST /games/NAME/narrate`` - brief or full narration (the log is told again at that level);
* ``GET /tuning``, ``POST /tuning`` - a tuning result set (results.json) as a heat map and a table;
* ``GET /games/NAME/log`` - the whole log (the page shows its last lines);
* ``GET /games/NAME/map.svg`` - the board; ``GET /games/NAME/why/N`` - a Bot decision in full;
  ``GET /games/NAME/why/N/CHART.svg`` - the chart it walked, drawn with its path lit.

A request that is wrong (a bad form, an unknown game) gets a page that says so in one line;
anything unexpected is logged and gets a one-line page too - never a traceback.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from botkit.files import YAML_LIMIT
from botkit.protocol import IllegalAnswer
from botkit.render import draw
from game.labyrinth import adjust as adjusting
from game.labyrinth import saves
from game.labyrinth.adjust import AdjustError
from game.labyrinth.session import (
    REPORT_HINT,
    ConfigError,
    LiveFailure,
    ReplayFailure,
    UndoError,
    adjust_words,
    undo_count,
)
from game.labyrinth.session.narration import LEVELS, level_of

from . import forms, page, tuning
from .crosssite import CrossSiteGuard
from .games import Games, UnknownGame
from .live import CARD, FAILED, QUESTION, LiveError, LiveGame

log = logging.getLogger("botkit.web")
STATIC = Path(__file__).parent / "static"
FORM_LIMITS = {"max_files": 1, "max_fields": 60, "max_part_size": 64 * 1024}
FORM_ROOM = 256 * 1024  # a form's fields beside its file
STALE = ("That question was already answered (in another tab, or the page was sent twice): "
         "here is the game as it stands now.")


class Refused(Exception):
    """A request the page explains in one line (status: 400 bad input, 404 unknown, 409 stale)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def create_app(folder: Path, allowed_hosts: list[str] | None = None) -> Starlette:
    """The application serving the games saved in `folder`.

    `allowed_hosts`: the names the browser may use for the server (a page of another site that
    resolves its own name to this computer - DNS rebinding - is refused); None takes any."""
    games = Games(folder)
    env = Environment(loader=PackageLoader("web", "templates"), autoescape=select_autoescape(["html"]),
                      trim_blocks=True, lstrip_blocks=True)

    def html(template: str, status: int = 200, **context: Any) -> HTMLResponse:
        return HTMLResponse(env.get_template(template).render(**context), status_code=status)

    def error_page(message: str, status: int) -> HTMLResponse:
        return html("error.html", status=status, message=message)

    def game_page(name: str, live: LiveGame, *, message: str = "", status: int = 200,
                  changes: list[str] | None = None) -> HTMLResponse:
        view = page.page_view(live)
        points = []
        if view.undoable and live.pause.kind in (QUESTION, CARD, "over"):
            try:
                points = live.session.rollback_points()
            except Exception:  # the list is a convenience: the page shows without it
                log.exception("rollback points of %s", name)
        return html("game.html", status=status, name=name, view=view, message=message, points=points,
                    config=live.session.config, narration=live.session.narration, changes=changes or [],
                    adjust_help=adjust_words.ADJUST_HELP)

    # -- pages -------------------------------------------------------------------------------------
    async def index(request: Request) -> Response:
        listing = await run_in_threadpool(games.listing)
        return html("index.html", games=listing, choices=forms.choices(), folder=str(folder))

    async def new_game(request: Request) -> Response:
        form, uploads = await read_form(request, max_files=forms.BOTS_FILES + 2, every_file=True)
        tier_file = next(iter(uploads.get("tier_file", [])), None)
        try:
            config = await run_in_threadpool(forms.read_new_game, form, tier_file, uploads.get("bots"))
        except ConfigError as exc:
            return html("index.html", status=400, games=games.listing(), choices=forms.choices(),
                        folder=str(folder), message=f"Cannot start this game: {exc}")
        name = await run_in_threadpool(games.create, config)
        return RedirectResponse(f"/games/{name}", status_code=303)

    def with_game(name: str, action: Any, *, replays: bool = False) -> Response:
        """Run `action(live)` with the game's lock held; a game that is not there is a 404 page.

        `replays`: the action replays the game (undo, rollback, ...), which a game stopped by a
        failure cannot: its page says so instead."""
        if not games.exists(name):
            raise Refused(f"There is no saved game called {name[:100]!r} in the games folder.", 404)
        with games.lock(name):
            try:
                live = games.live(name)
            except saves.SaveError as exc:
                raise Refused(f"This game cannot be resumed: {exc}. The file was left as it was.", 409) from None
            except UnknownGame:
                raise Refused(f"There is no saved game called {name[:100]!r}.", 404) from None
            if replays and live.pause.kind == FAILED:
                return game_page(name, live, status=409, message="The game stopped (see below): it cannot go "
                                 "back or be told again until it replays.")
            try:
                return action(live)
            except LiveError:
                games.forget(name)
                raise

    async def show_game(request: Request) -> Response:
        name = request.path_params["name"]
        return await run_in_threadpool(with_game, name, lambda live: game_page(name, live))

    async def answer(request: Request) -> Response:
        name = request.path_params["name"]
        form, _ = await read_form(request)

        def act(live: LiveGame) -> Response:
            ask = live.pause.ask
            if live.pause.kind != QUESTION or ask is None or form.get("token") != [live.token]:
                return game_page(name, live, message=STALE, status=409)
            try:
                value = page.read_answer(ask, form)
                live.answer(value)
            except IllegalAnswer as exc:
                return game_page(name, live, message=f"That answer does not fit the question: {exc}.", status=400)
            failure = live.pause.error
            if isinstance(failure, LiveFailure):  # the answer was taken back: ask again
                restart(live)
                where = f" What failed is written in {failure.report}." if failure.report else ""
                return game_page(name, live, status=500, message=(
                    f"The program failed while carrying out that answer ({type(failure.error).__name__}: "
                    f"{failure.error}). The answer was taken back and the question is asked again; nothing else "
                    f"is lost.{where} {REPORT_HINT}"))
            return after_post(request, name, live)

        return await run_in_threadpool(with_game, name, act)

    async def undo_redo(request: Request) -> Response:
        name = request.path_params["name"]
        verb = request.path_params["verb"]
        if verb not in ("undo", "redo"):
            raise Refused("There is no such page.", 404)
        form, _ = await read_form(request)

        def act(live: LiveGame) -> Response:
            try:
                count = undo_count(forms_one(form, "count", "1"))
                live.stop()
                done = live.session.undo(count) if verb == "undo" else live.session.redo(count)
            except UndoError as exc:
                restart(live)
                return game_page(name, live, message=str(exc), status=409)
            restart(live)
            said = "Undid" if verb == "undo" else "Redid"
            return after_post(request, name, live, f"{said}: {'; '.join(done)}.")

        return await run_in_threadpool(lambda: with_game(name, act, replays=True))

    async def rollback(request: Request) -> Response:
        name = request.path_params["name"]
        form, _ = await read_form(request)

        def act(live: LiveGame) -> Response:
            points = live.session.rollback_points()
            wanted = forms_one(form, "point", "")
            chosen = [p for p in points if str(p.number) == wanted]
            if not chosen:
                return game_page(name, live, message="Choose a point of the list to go back to.", status=400)
            live.stop()
            undone, board = live.session.rollback(chosen[0])
            restart(live)
            said = f"Went back to {chosen[0].text}."
            if board:
                said += " On the board, to match:"
            elif live.session.config.table:
                said += " Nothing to change on the board."
            return game_page(name, live, message=said, changes=[d.todo for d in board])

        return await run_in_threadpool(lambda: with_game(name, act, replays=True))

    async def next_card(request: Request) -> Response:
        name = request.path_params["name"]
        await read_form(request)

        def act(live: LiveGame) -> Response:
            if live.watching:
                live.next_card()
            return after_post(request, name, live)

        return await run_in_threadpool(with_game, name, act)

    async def recover(request: Request) -> Response:
        name = request.path_params["name"]
        await read_form(request)

        def act(live: LiveGame) -> Response:
            failure = live.pause.error
            if not isinstance(failure, ReplayFailure) or not failure.recoverable:
                return game_page(name, live, message="There is nothing to recover: the game replays.", status=409)
            new_path = live.session.recover(failure)
            games.forget(name)
            new_name = new_path.name[: -len(".json")] if new_path is not None else name
            return RedirectResponse(f"/games/{new_name}", status_code=303)

        return await run_in_threadpool(with_game, name, act)

    async def play_on(request: Request) -> Response:
        name = request.path_params["name"]
        await read_form(request)

        def act(live: LiveGame) -> Response:
            if not live.session.can_play_on():
                return game_page(name, live, message="This game cannot be played on.", status=409)
            live.session.play_on()
            restart(live)
            return after_post(request, name, live, "Playing on: the victory stays in the log; the game now ends "
                                                   "when the decks run out.")

        return await run_in_threadpool(with_game, name, act)

    async def dice(request: Request) -> Response:
        name = request.path_params["name"]
        form, _ = await read_form(request)
        who = forms_one(form, "dice", "")

        def act(live: LiveGame) -> Response:
            if live.pause.kind != QUESTION:
                return game_page(name, live, message="Who rolls can be switched at a question.", status=409)
            live.stop()
            try:
                said = live.session.set_dice(who)
            except UndoError as exc:
                restart(live)
                return game_page(name, live, message=str(exc), status=400)
            restart(live)
            return after_post(request, name, live, f"Dice from now on: {said}.")

        return await run_in_threadpool(with_game, name, act)

    async def whole_log(request: Request) -> Response:
        name = request.path_params["name"]

        def act(live: LiveGame) -> Response:
            return html("log.html", name=name, view=page.page_view(live, log_lines_shown=len(live.lines)))

        return await run_in_threadpool(with_game, name, act)

    async def adjust(request: Request) -> Response:
        name = request.path_params["name"]
        form, _ = await read_form(request)
        text = " ".join((form.get("adjust") or [""])[0].split())[:200]

        def act(live: LiveGame) -> Response:
            if live.pause.kind != QUESTION:
                return game_page(name, live, message="The board can be adjusted at a question.", status=409)
            try:
                change = adjust_words.parse(live.session, text) if text else None
                if change is None:
                    raise AdjustError("say what to adjust, e.g. iraq troops 3")
                adjusting.check(live.game.state, change)  # refused before anything is put away
            except AdjustError as exc:
                return game_page(name, live, message=f"Not adjusted: {exc}.", status=400)
            live.stop()
            try:
                said = live.session.adjust(change)
            except (AdjustError, UndoError) as exc:
                restart(live)
                return game_page(name, live, message=f"Not adjusted: {exc}.", status=400)
            restart(live)
            return after_post(request, name, live, f"Adjusted: {said}. (Undo takes it back.)")

        return await run_in_threadpool(lambda: with_game(name, act, replays=True))

    async def map_svg(request: Request) -> Response:
        name = request.path_params["name"]

        def act(live: LiveGame) -> Response:
            return Response(page.page_view(live).svg, media_type="image/svg+xml")

        return await run_in_threadpool(with_game, name, act)

    async def why(request: Request) -> Response:
        name = request.path_params["name"]
        number = request.path_params["number"]

        def act(live: LiveGame) -> Response:
            view = page.why_view(live.session, number)
            if view is None:
                raise Refused(f"No Bot decision {number} in this game.", 404)
            return html("why.html", name=name, why=view)

        return await run_in_threadpool(with_game, name, act)

    async def why_chart(request: Request) -> Response:
        name = request.path_params["name"]
        number = request.path_params["number"]
        chart_id = request.path_params["chart"]

        def act(live: LiveGame) -> Response:
            view = page.why_view(live.session, number)
            if view is None or view.secret or chart_id not in view.charts:
                raise Refused(f"Decision {number} walked no chart {chart_id[:60]!r}.", 404)
            item = page.chart_item(live.session, chart_id)
            drawing = draw(item, live.session.traces[number], neighbourhood=True)
            try:
                svg = drawing.pipe(format="svg")
            except Exception as exc:  # no Graphviz `dot`: say so in place of the drawing
                raise Refused(f"The chart cannot be drawn here: {exc}", 503) from None
            return Response(svg, media_type="image/svg+xml")

        return await run_in_threadpool(with_game, name, act)

    async def tuning_page(request: Request) -> Response:
        return html("tuning.html")

    async def tuning_results(request: Request) -> Response:
        _, upload = await read_form(request, limit=tuning.RESULTS_LIMIT)
        if upload is None:
            return html("tuning.html", status=400, message="Choose a results.json written by botkit tune.")
        try:
            heat = await run_in_threadpool(tuning.read_results, upload[1])
        except tuning.ResultsError as exc:
            return html("tuning.html", status=400, message=f"Cannot show these results: {exc}")
        return html("tuning.html", heat=heat)

    async def narrate(request: Request) -> Response:
        name = request.path_params["name"]
        form, _ = await read_form(request)
        level = level_of(forms_one(form, "level", ""))

        def act(live: LiveGame) -> Response:
            if level is None:
                return game_page(name, live, message=f"Narration is brief or full ({', '.join(LEVELS)}).",
                                 status=400)
            live.stop()
            live.session.narration = level
            restart(live)
            return after_post(request, name, live, f"Narration is now {level}.")

        return await run_in_threadpool(lambda: with_game(name, act, replays=True))

    # -- helpers -----------------------------------------------------------------------------------
    def restart(live: LiveGame) -> None:
        live.start()

    def after_post(request: Request, name: str, live: LiveGame, message: str = "") -> Response:
        """htmx gets the page at once; a plain form post is sent to the page (so a reload repeats nothing)."""
        if request.headers.get("HX-Request") == "true" or message:
            return game_page(name, live, message=message)
        return RedirectResponse(f"/games/{name}", status_code=303)

    async def read_form(request: Request, limit: int = YAML_LIMIT, max_files: int = 1,
                        every_file: bool = False) -> tuple[dict[str, list[str]], Any]:
        """The form's fields, and its file (name, at most `limit` + 1 bytes: the checks say when it is too big);
        `every_file`: every file sent, by field."""
        length = request.headers.get("content-length", "")
        room = max(limit * max_files if every_file else limit, forms.BOTS_TOTAL if every_file else 0) + FORM_ROOM
        if length.isdigit() and int(length) > room:
            raise Refused(f"The form is too big ({int(length)} bytes; files of at most {limit} bytes are read).", 413)
        try:
            async with request.form(**{**FORM_LIMITS, "max_files": max_files}) as data:
                form: dict[str, list[str]] = {}
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

    # -- errors ------------------------------------------------------------------------------------
    async def refused(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Refused)
        return error_page(exc.message, exc.status)

    async def http_error(request: Request, exc: Exception) -> Response:
        status = getattr(exc, "status_code", 500)
        words = {404: "There is no such page.", 405: "That page cannot be used that way."}
        return error_page(words.get(status, str(getattr(exc, "detail", "")) or "That request cannot be served."),
                          status)

    async def unexpected(request: Request, exc: Exception) -> Response:
        log.error("request %s %s failed", request.method, request.url.path, exc_info=exc)
        return error_page(f"Something went wrong on the server ({type(exc).__name__}); the game's save is "
                          "unchanged. Please report it to the botkit maintainers with the server's log.", 500)

    routes = [
        Route("/", index),
        Route("/new", new_game, methods=["POST"]),
        Route("/tuning", tuning_page),
        Route("/tuning", tuning_results, methods=["POST"]),
        Route("/games/{name}", show_game),
        Route("/games/{name}/answer", answer, methods=["POST"]),
        Route("/games/{name}/{verb:str}", undo_redo, methods=["POST"]),
        Route("/games/{name}/map.svg", map_svg),
        Route("/games/{name}/log", whole_log),
        Route("/games/{name}/why/{number:int}", why),
        Route("/games/{name}/why/{number:int}/{chart}.svg", why_chart),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    # the fixed verbs first: the generic {verb} route takes only undo and redo
    routes.insert(3, Route("/games/{name}/rollback", rollback, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/next", next_card, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/narrate", narrate, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/recover", recover, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/play-on", play_on, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/dice", dice, methods=["POST"]))
    routes.insert(3, Route("/games/{name}/adjust", adjust, methods=["POST"]))
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await run_in_threadpool(games.close)

    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts)] if allowed_hosts else []
    middleware.append(Middleware(CrossSiteGuard, refuse=error_page))  # every route that changes something
    app = Starlette(routes=routes, exception_handlers={Refused: refused, HTTPException: http_error,
                                                       Exception: unexpected}, lifespan=lifespan, middleware=middleware)
    app.state.games = games
    return app


def forms_one(form: dict[str, list[str]], key: str, default: str) -> str:
    values = form.get(key) or [default]
    return values[0].strip()[:20]
