"""The web application: its routes (by concern, in `web.routes`), its guards and its error pages
(Starlette, Jinja2 templates, htmx). What the routes share is the `site.Site`.

Routes (a game is named, never a path; see `games`):

* ``GET /`` - new game, saved games to resume, a tuning result set to look at;
* ``POST /new`` - start a game; ``GET /games/NAME`` - its page;
* ``POST /games/NAME/answer`` - answer the current question (a form carries the question's
  token: an answer to a question that is no longer current is refused with a message and the
  current page, never taken twice);
* ``POST /games/NAME/undo|redo|rollback`` - going back, as in the terminal;
* ``POST /games/NAME/next`` - Bot vs Bot: the next card (the page's play button repeats it);
* ``POST /games/NAME/adjust`` (correct the board, in the terminal's words), ``/dice`` (who rolls),
  ``/play-on`` (after a victory), ``/recover`` (a save that no longer replays: go on from its last
  answer that does, in a new file beside it);
* ``POST /games/NAME/narrate`` - brief or full narration (the log is told again at that level);
* ``GET /tuning``, ``POST /tuning`` - a tuning result set (results.json) as a heat map and a table;
* ``GET /games/NAME/log`` - the whole log (the page shows its last lines);
* ``GET /games/NAME/map.svg`` - the board; ``GET /games/NAME/why/N`` - a Bot decision in full;
  ``GET /games/NAME/why/N/CHART.svg`` - the chart it walked, drawn with its path lit.

A request that is wrong (a bad form, an unknown game) gets a page that says so in one line;
anything unexpected is logged and gets a one-line page too - never a traceback. A request that
changes something from another site's page is refused before any route sees it (`crosssite`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

import game as _registered  # noqa: F401 - registers every game with botkit (the front ends name no game module)

from .crosssite import CrossSiteGuard
from .routes import games, play, tuning, views
from .site import Refused, Site

log = logging.getLogger("botkit.web")
STATIC = Path(__file__).parent / "static"


def create_app(folder: Path, allowed_hosts: list[str] | None = None) -> Starlette:
    """The application serving the games saved in `folder`.

    `allowed_hosts`: the names the browser may use for the server (a page of another site that
    resolves its own name to this computer - DNS rebinding - is refused); None takes any."""
    site = Site(folder)

    async def refused(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Refused)
        return site.error_page(exc.message, exc.status)

    async def http_error(request: Request, exc: Exception) -> Response:
        status = getattr(exc, "status_code", 500)
        words = {404: "There is no such page.", 405: "That page cannot be used that way."}
        return site.error_page(words.get(status, str(getattr(exc, "detail", "")) or "That request cannot be served."),
                               status)

    async def unexpected(request: Request, exc: Exception) -> Response:
        log.error("request %s %s failed", request.method, request.url.path, exc_info=exc)
        return site.error_page(f"Something went wrong on the server ({type(exc).__name__}); the game's save is "
                               "unchanged. Please report it to the botkit maintainers with the server's log.", 500)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        await run_in_threadpool(site.games.close)

    routes = [*games.ROUTES, *play.ROUTES, *views.ROUTES, *tuning.ROUTES,
              Mount("/static", StaticFiles(directory=STATIC), name="static")]
    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts)] if allowed_hosts else []
    middleware.append(Middleware(CrossSiteGuard, refuse=site.error_page))  # every route that changes something
    app = Starlette(routes=routes, exception_handlers={Refused: refused, HTTPException: http_error,
                                                       Exception: unexpected}, lifespan=lifespan, middleware=middleware)
    app.state.site = site
    app.state.games = site.games
    return app
