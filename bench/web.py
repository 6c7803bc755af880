"""Speed of the browser game: from an answer to the next page state, in a game at turn 10.

    .venv/bin/python bench/web.py               # 30 answers timed at turn 10
    .venv/bin/python bench/web.py --answers 60 --json

A game of Awakening with 3 decks (you as US against the Muddled Jihadist Bot) is played by a
seeded random player until turn 10, through the server's own live game (a random player
rarely survives that long: after a victory it plays on to the end of the decks, as a player
may). Then three things are timed, wall-clock, through the HTTP application
(Starlette's TestClient, in process; a real browser adds its network round trip and drawing):

* live: POST an answer and get the whole next page back (the game is live in memory), in
  wall-clock time and in the CPU time the process spent (all its threads: a figure that a busy
  machine inflates less);
* cold: the page of a game not in memory - a server restart or an undo - replayed from its save;
* replay: the session's one-question-at-a-time API (`Session.answer`), which replays the whole
  game from the start for every answer: what each answer would cost without live games.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from starlette.testclient import TestClient  # noqa: E402

from botkit.protocol import RandomDecider  # noqa: E402
from botkit.session import Session, load_session  # noqa: E402
from web.app import create_app  # noqa: E402
from web.live import OVER, QUESTION  # noqa: E402

TURN = 10
TOKEN = re.compile(r'name="token" value="([^"]+)"')


def form_of(ask, value) -> dict[str, object]:
    """The form a page's button sends for `value`."""
    if ask.kind == "yesno":
        return {"yes": "1" if value else "0"}
    if ask.kind == "number":
        return {"number": str(value)}
    if ask.kind == "many":
        pool = list(range(len(ask.options)))
        chosen = []
        for item in value:
            index = next(i for i in pool if ask.options[i] == item)
            pool.remove(index)
            chosen.append(str(index))
        return {"choice": chosen}
    return {"choice": str(ask.options.index(value))}


def reach_turn(client: TestClient, games, seeds: range) -> tuple[str, RandomDecider]:
    """A game at turn `TURN` (played by a seeded random player through the live game)."""
    for seed in seeds:
        address = client.post("/new", data={"side": "us", "seed": str(seed), "decks": "3"}, follow_redirects=False)
        name = address.headers["location"].rsplit("/", 1)[1]
        player = RandomDecider(seed)
        with games.lock(name):
            live = games.live(name)
            while live.game.state.turn < TURN:
                if live.pause.kind == QUESTION:
                    live.answer(player.decide(live.game, live.pause.ask))
                elif live.pause.kind == OVER and live.session.can_play_on():
                    live.session.play_on()
                    live.start()
                else:
                    break
            if live.pause.kind == QUESTION:
                return name, player
    raise SystemExit(f"no game of seeds {seeds.start}..{seeds.stop - 1} lasted to turn {TURN}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="botkit-bench-web-"))
    app = create_app(folder)
    games = app.state.games
    with TestClient(app) as client:
        name, player = reach_turn(client, games, range(1, 20))
        address = f"/games/{name}"
        saved = load_session(folder / f"{name}.json")
        answers_at_turn = len(saved.answers)
        live_ms, live_cpu_ms = [], []
        for _ in range(args.answers):
            with games.lock(name):
                live = games.live(name)
                if live.pause.kind != QUESTION:
                    break
                ask = live.pause.ask
                form = {"token": live.token, **form_of(ask, player.decide(live.game, ask))}
            start, cpu = time.perf_counter(), time.process_time()
            response = client.post(f"{address}/answer", data=form, headers={"HX-Request": "true"})
            live_ms.append((time.perf_counter() - start) * 1000)
            live_cpu_ms.append((time.process_time() - cpu) * 1000)
            assert response.status_code == 200, response.text[:300]
        cold_ms = []
        for _ in range(5):
            with games.lock(name):
                games.forget(name)
            start = time.perf_counter()
            page = client.get(address)
            cold_ms.append((time.perf_counter() - start) * 1000)
            assert page.status_code == 200
        page_bytes = len(page.content)
    session_saved = load_session(folder / f"{name}.json")
    session = Session(session_saved.config, session_saved.answers)
    replay_ms = []
    for _ in range(5):
        ask = session.current_question()
        if ask is None:
            break
        value = player.decide(session.game, ask)
        start = time.perf_counter()
        session.answer(value)
        replay_ms.append((time.perf_counter() - start) * 1000)
    result = {
        "machine": f"{platform.processor() or platform.machine()}, Python {platform.python_version()}",
        "game": name, "answers_at_turn_10": answers_at_turn, "turn_at_end": session.game.state.turn,
        "page_kib": round(page_bytes / 1024),
        "live_answer_ms": summary(live_ms), "live_answer_cpu_ms": summary(live_cpu_ms), "cold_page_ms": summary(cold_ms), "replay_answer_ms": summary(replay_ms),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"game {name}: turn {TURN} after {answers_at_turn} answers; page {result['page_kib']} KiB")
    for key, words in (("live_answer_ms", "answer -> next page, live game"),
                       ("live_answer_cpu_ms", "  the same, CPU time of the process (all its threads)"),
                       ("cold_page_ms", "page of a game replayed from its save (cold)"),
                       ("replay_answer_ms", "answer through Session.answer (replays from the start)")):
        numbers = result[key]
        print(f"{words:55} median {numbers['median']:7.1f} ms  p90 {numbers['p90']:7.1f} ms  (n={numbers['n']})")


def summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0, "median": 0.0, "p90": 0.0}
    ordered = sorted(values)
    return {"n": len(values), "median": round(statistics.median(ordered), 1),
            "p90": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))], 1)}


if __name__ == "__main__":
    main()
