"""A tuning result set (`botkit tune`'s results.json), uploaded: its heat map and table (`web.tuning`)."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from .. import tuning
from ..site import site_of


async def tuning_page(request: Request) -> Response:
    return site_of(request).html("tuning.html")


async def tuning_results(request: Request) -> Response:
    site = site_of(request)
    _, upload = await site.read_form(request, limit=tuning.RESULTS_LIMIT)
    if upload is None:
        return site.html("tuning.html", status=400, message="Choose a results.json written by botkit tune.")
    try:
        heat = await run_in_threadpool(tuning.read_results, upload[1])
    except tuning.ResultsError as exc:
        return site.html("tuning.html", status=400, message=f"Cannot show these results: {exc}")
    return site.html("tuning.html", heat=heat)


ROUTES = [
    Route("/tuning", tuning_page),
    Route("/tuning", tuning_results, methods=["POST"]),
]
