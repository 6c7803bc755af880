"""Looking at a game: the whole log, the map alone, a Bot decision's why and each chart it walked."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from botkit.render import draw

from .. import page
from ..live import LiveGame
from ..site import Refused, site_of


async def whole_log(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]

    def act(live: LiveGame) -> Response:
        return site.html("log.html", name=name, view=page.page_view(live, log_lines_shown=len(live.lines)))

    return await run_in_threadpool(site.with_game, name, act)


async def map_svg(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]

    def act(live: LiveGame) -> Response:
        return Response(page.page_view(live).svg, media_type="image/svg+xml")

    return await run_in_threadpool(site.with_game, name, act)


async def why(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    number = request.path_params["number"]

    def act(live: LiveGame) -> Response:
        view = page.why_view(live.session, number)
        if view is None:
            raise Refused(f"No Bot decision {number} in this game.", 404)
        return site.html("why.html", name=name, why=view)

    return await run_in_threadpool(site.with_game, name, act)


async def why_chart(request: Request) -> Response:
    site = site_of(request)
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

    return await run_in_threadpool(site.with_game, name, act)


ROUTES = [
    Route("/games/{name}/map.svg", map_svg),
    Route("/games/{name}/log", whole_log),
    Route("/games/{name}/why/{number:int}", why),
    Route("/games/{name}/why/{number:int}/{chart}.svg", why_chart),
]
