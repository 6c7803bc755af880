"""Playing: answering the current question, and everything else that changes a game - the next card
(Bot vs Bot), undo and redo, rolling back, correcting the board, who rolls the dice, narration, and
playing on after a victory. A form carries the question it answers: one for a question that is no
longer current is refused with the game as it stands, never taken twice."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from botkit.definition import AdjustError
from botkit.protocol import IllegalAnswer
from botkit.session import LEVELS, REPORT_HINT, LiveFailure, UndoError, level_of, undo_count

from .. import page
from ..live import QUESTION, LiveGame
from ..site import Refused, forms_one, restart, site_of

STALE = ("That question was already answered (in another tab, or the page was sent twice): "
         "here is the game as it stands now.")


async def answer(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    form, _ = await site.read_form(request)

    def act(live: LiveGame) -> Response:
        ask = live.pause.ask
        if live.pause.kind != QUESTION or ask is None or form.get("token") != [live.token]:
            return site.game_page(name, live, message=STALE, status=409)
        try:
            value = page.read_answer(ask, form)
            live.answer(value)
        except IllegalAnswer as exc:
            return site.game_page(name, live, message=f"That answer does not fit the question: {exc}.", status=400)
        failure = live.pause.error
        if isinstance(failure, LiveFailure):  # the answer was taken back: ask again
            restart(live)
            where = f" What failed is written in {failure.report}." if failure.report else ""
            return site.game_page(name, live, status=500, message=(
                f"The program failed while carrying out that answer ({type(failure.error).__name__}: "
                f"{failure.error}). The answer was taken back and the question is asked again; nothing else "
                f"is lost.{where} {REPORT_HINT}"))
        return site.after_post(request, name, live)

    return await run_in_threadpool(site.with_game, name, act)


async def undo_redo(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    verb = request.path_params["verb"]
    if verb not in ("undo", "redo"):
        raise Refused("There is no such page.", 404)
    form, _ = await site.read_form(request)

    def act(live: LiveGame) -> Response:
        try:
            count = undo_count(forms_one(form, "count", "1"))
            live.stop()
            done = live.session.undo(count) if verb == "undo" else live.session.redo(count)
        except UndoError as exc:
            restart(live)
            return site.game_page(name, live, message=str(exc), status=409)
        restart(live)
        said = "Undid" if verb == "undo" else "Redid"
        return site.after_post(request, name, live, f"{said}: {'; '.join(done)}.")

    return await run_in_threadpool(lambda: site.with_game(name, act, replays=True))


async def rollback(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    form, _ = await site.read_form(request)

    def act(live: LiveGame) -> Response:
        points = live.session.rollback_points()
        wanted = forms_one(form, "point", "")
        chosen = [p for p in points if str(p.number) == wanted]
        if not chosen:
            return site.game_page(name, live, message="Choose a point of the list to go back to.", status=400)
        live.stop()
        undone, board = live.session.rollback(chosen[0])
        restart(live)
        said = f"Went back to {chosen[0].text}."
        if board:
            said += " On the board, to match:"
        elif live.session.config.table:
            said += " Nothing to change on the board."
        return site.game_page(name, live, message=said, changes=[d.todo for d in board])

    return await run_in_threadpool(lambda: site.with_game(name, act, replays=True))


async def next_card(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    await site.read_form(request)

    def act(live: LiveGame) -> Response:
        if live.watching:
            live.next_card()
        return site.after_post(request, name, live)

    return await run_in_threadpool(site.with_game, name, act)


async def play_on(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    await site.read_form(request)

    def act(live: LiveGame) -> Response:
        if not live.session.can_play_on():
            return site.game_page(name, live, message="This game cannot be played on.", status=409)
        live.session.play_on()
        restart(live)
        return site.after_post(request, name, live, "Playing on: the victory stays in the log; the game now ends "
                                                    "when the decks run out.")

    return await run_in_threadpool(site.with_game, name, act)


async def dice(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    form, _ = await site.read_form(request)
    who = forms_one(form, "dice", "")

    def act(live: LiveGame) -> Response:
        if live.pause.kind != QUESTION:
            return site.game_page(name, live, message="Who rolls can be switched at a question.", status=409)
        live.stop()
        try:
            said = live.session.set_dice(who)
        except UndoError as exc:
            restart(live)
            return site.game_page(name, live, message=str(exc), status=400)
        restart(live)
        return site.after_post(request, name, live, f"Dice from now on: {said}.")

    return await run_in_threadpool(site.with_game, name, act)


async def adjust(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    form, _ = await site.read_form(request)
    text = " ".join((form.get("adjust") or [""])[0].split())[:200]

    def act(live: LiveGame) -> Response:
        if live.pause.kind != QUESTION:
            return site.game_page(name, live, message="The board can be adjusted at a question.", status=409)
        try:
            definition = live.session.definition
            change = definition.adjust_parse(live.session, text) if text else None
            if change is None:
                example = definition.adjust_example
                raise AdjustError(f"say what to adjust, e.g. {example}" if example else "say what to adjust")
            definition.adjust_check(live.game.state, change)  # refused before anything is put away
        except AdjustError as exc:
            return site.game_page(name, live, message=f"Not adjusted: {exc}.", status=400)
        live.stop()
        try:
            said = live.session.adjust(change)
        except (AdjustError, UndoError) as exc:
            restart(live)
            return site.game_page(name, live, message=f"Not adjusted: {exc}.", status=400)
        restart(live)
        return site.after_post(request, name, live, f"Adjusted: {said}. (Undo takes it back.)")

    return await run_in_threadpool(lambda: site.with_game(name, act, replays=True))


async def narrate(request: Request) -> Response:
    site = site_of(request)
    name = request.path_params["name"]
    form, _ = await site.read_form(request)
    level = level_of(forms_one(form, "level", ""))

    def act(live: LiveGame) -> Response:
        if level is None:
            return site.game_page(name, live, message=f"Narration is brief or full ({', '.join(LEVELS)}).",
                                  status=400)
        live.stop()
        live.session.narration = level
        restart(live)
        return site.after_post(request, name, live, f"Narration is now {level}.")

    return await run_in_threadpool(lambda: site.with_game(name, act, replays=True))


ROUTES = [
    Route("/games/{name}/answer", answer, methods=["POST"]),
    # the fixed verbs first: the generic {verb} route takes only undo and redo
    Route("/games/{name}/adjust", adjust, methods=["POST"]),
    Route("/games/{name}/dice", dice, methods=["POST"]),
    Route("/games/{name}/play-on", play_on, methods=["POST"]),
    Route("/games/{name}/narrate", narrate, methods=["POST"]),
    Route("/games/{name}/next", next_card, methods=["POST"]),
    Route("/games/{name}/rollback", rollback, methods=["POST"]),
    Route("/games/{name}/{verb:str}", undo_redo, methods=["POST"]),
]
