"""The games: the index (a new game, the saved games), starting one, a game's page, recovering a save
that no longer replays."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from botkit.definition import ConfigError
from botkit.session import ReplayFailure

from .. import forms
from ..live import LiveGame
from ..site import site_of


async def index(request: Request) -> Response:
    site = site_of(request)
    listing = await run_in_threadpool(site.games.listing)
    return site.html("index.html", games=listing, choices=forms.choices(), folder=str(site.folder))


async def new_game(request: Request) -> Response:
    site = site_of(request)
    form, uploads = await site.read_form(request, max_files=forms.BOTS_FILES + 2, every_file=True)
    tier_file = next(iter(uploads.get("tier_file", [])), None)
    try:
        config = await run_in_threadpool(forms.read_new_game, form, tier_file, uploads.get("bots"))
    except ConfigError as exc:
        return site.html("index.html", status=400, games=site.games.listing(), choices=forms.choices(),
                         folder=str(site.folder), message=f"Cannot start this game: {exc}")
    name = await run_in_threadpool(site.games.create, config)
    return RedirectResponse(f"/games/{name}", status_code=303)


async def show_game(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    return await run_in_threadpool(site.with_game, name, lambda live: site.game_page(name, live))


async def recover(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    await site.read_form(request)

    def act(live: LiveGame) -> Response:
        failure = live.pause.error
        if not isinstance(failure, ReplayFailure) or not failure.recoverable:
            return site.game_page(name, live, message="There is nothing to recover: the game replays.", status=409)
        new_path = live.session.recover(failure)
        site.games.forget(name)
        new_name = new_path.name[: -len(".json")] if new_path is not None else name
        return RedirectResponse(f"/games/{new_name}", status_code=303)

    return await run_in_threadpool(site.with_game, name, act)


ROUTES = [
    Route("/", index),
    Route("/new", new_game, methods=["POST"]),
    Route("/games/{name}", show_game),
    Route("/games/{name}/recover", recover, methods=["POST"]),
]
