"""The web application over HTTP (Starlette's TestClient): every route, good and bad input.

A game is its set-up plus its answers: these tests check what the save holds after each
request (answers neither lost nor doubled), that a stale or replayed form is refused with
the current page, and that nothing a request sends - a form field, a game's name - can
make the server show a traceback or reach a file outside the games folder.
"""

from __future__ import annotations

import html
import inspect
import json
import re
import threading
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.routing import Mount, Route
from starlette.testclient import TestClient

from botkit.protocol import Ask, IllegalAnswer, RandomDecider
from botkit.render import PATH_COLOUR, dot_available
from botkit.session import GameConfig, Session, journal, load_session
from botkit.tournament import ResultSet
from game.labyrinth import saves
from game.labyrinth.state import JIHADIST, US
from web import page
from web.app import create_app
from web.live import OVER, QUESTION

from .conftest import prepared, start, token_of

SVG_NS = "{http://www.w3.org/2000/svg}"
PROMPT = re.compile(r'<p class="prompt">(.*?)</p>', re.S)
MESSAGE = re.compile(r'<p class="message[^"]*"[^>]*>(.*?)</p>', re.S)


def name_of(address: str) -> str:
    return address.rsplit("/", 1)[1]


def saved_answers(folder: Path, address: str) -> list:
    return load_session(folder / f"{name_of(address)}.json").answers


def live(client: TestClient, address: str):
    games = client.app.state.games
    with games.lock(name_of(address)):
        return games.live(name_of(address))


def prompt(html: str) -> str:
    found = PROMPT.search(html)
    return found.group(1).strip() if found else ""


def message(html: str) -> str:
    found = MESSAGE.search(html)
    return found.group(1).strip() if found else ""


def board_groups(html: str) -> dict[str, ET.Element]:
    svg = html[html.index("<svg"): html.index("</svg>") + len("</svg>")]
    root = ET.fromstring(svg)
    return {g.get("data-country"): g for g in root.iter(f"{SVG_NS}g") if g.get("data-country")}


def answer(client: TestClient, address: str, html: str, **fields: str):
    return client.post(f"{address}/answer", data={"token": token_of(html), **fields}, headers={"HX-Request": "true"})


# -- the index and new games ------------------------------------------------------------------


def test_index_offers_a_new_game_and_lists_the_saved_ones(client, game):
    html = client.get("/").text
    assert 'action="/new"' in html and 'value="awakening"' in html
    assert f'href="{game}"' in html and "you (US) vs the Muddled Jihadist Bot" in html


def test_a_new_game_is_saved_at_once_and_its_page_asks_the_first_question(client, folder, game):
    assert (folder / f"{name_of(game)}.json").is_file()
    html = client.get(game).text
    assert prompt(html) == "US: which card do you play?"
    assert 'data-status="question"' in html


@pytest.mark.parametrize(("fields", "words"), [
    ({"scenario": "atlantis"}, "no scenario 'atlantis'"),
    ({"side": "martians"}, "is not a side"),
    ({"seed": "-3"}, "seed"),
    ({"decks": "7"}, "decks"),
    ({"rules": "9"}, "no optional rule 9"),
    ({"tier_jihadist": "omnipotent"}, "omnipotent"),
    ({"side": "none", "table": "on"}, "table mode needs your side"),
    ({"dice": "loaded"}, "dice are rolled by program or me"),
    ({"tier_jihadist": "enhanced_normal", "rules": "3"}, "optional rule 3 (variable Bot difficulty)"),  # EJ9
])
def test_a_new_game_with_a_wrong_choice_is_refused_with_what_is_allowed(client, folder, fields, words):
    response = client.post("/new", data={"scenario": "awakening", "side": "us", **fields})
    assert response.status_code == 400
    assert words in html.unescape(message(response.text))
    assert not folder.exists() or not list(folder.glob("*.json"))


def test_an_uploaded_tier_file_goes_through_the_tier_validator(client, folder):
    bad = b"kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers: [1, 2\n"
    response = client.post("/new", data={"side": "us", "tier_custom": "mine"},
                           files={"tier_file": ("mine.yaml", bad, "application/x-yaml")})
    assert response.status_code == 400 and "Cannot start this game" in response.text
    assert "Traceback" not in response.text


def test_an_uploaded_tier_file_over_the_size_limit_is_refused(client):
    huge = b"#" * (600 * 1024)
    response = client.post("/new", data={"side": "us"}, files={"tier_file": ("big.yaml", huge, "text/plain")})
    assert response.status_code == 400 and "at most" in response.text


def test_a_tier_file_for_a_bot_vs_bot_game_is_refused(client):
    response = client.post("/new", data={"side": "none"},
                           files={"tier_file": ("mine.yaml", b"kind: tiers\n", "text/plain")})
    assert response.status_code == 400 and "needs your side" in response.text


# -- the game page ------------------------------------------------------------------------------


def test_the_page_draws_one_map_element_per_country_with_the_pieces_of_the_state(client, game):
    html = client.get(game).text
    groups = board_groups(html)
    state = live(client, game).game.state
    assert set(groups) == set(state.countries)
    for country_name, group in groups.items():
        country = state.countries[country_name]
        assert int(group.get("data-troops")) == country.troops
        assert int(group.get("data-sleeper-cells")) == country.sleepers
        assert int(group.get("data-active-cells")) == country.actives
        assert int(group.get("data-militia")) == country.militia


def test_the_page_shows_the_hand_with_each_cards_paraphrase(client, game):
    html = client.get(game).text
    state = live(client, game).game.state
    for number in state.hands["us"]:
        assert f'data-card="{number}"' in html
    assert html.count('<li class="card') == len(state.hands["us"])
    assert "US event:" in html


def test_the_log_tells_the_bots_play_and_each_decision_opens_its_why(client, game):
    html = client.get(game).text
    assert "Jihadist plays #" in html
    number = re.search(r'hx-get="/games/[^"]+/why/(\d+)"', html).group(1)
    why = client.get(f"{game}/why/{number}")
    assert why.status_code == 200 and f"Decision {number} (turn 1), Jihadist Bot" in why.text


@pytest.mark.skipif(not dot_available(), reason="Graphviz's dot is not installed: charts cannot be drawn")
def test_a_decisions_chart_is_drawn_with_its_path_lit(client, game):
    html = client.get(game).text
    number = re.search(r'hx-get="/games/[^"]+/why/(\d+)"', html).group(1)
    why = client.get(f"{game}/why/{number}").text
    chart = re.search(r'/why/\d+/([a-z_.]+)\.svg', why).group(1)
    drawing = client.get(f"{game}/why/{number}/{chart}.svg")
    assert drawing.status_code == 200 and drawing.headers["content-type"].startswith("image/svg+xml")
    assert "<svg" in drawing.text and PATH_COLOUR in drawing.text  # the path taken, lit


def test_why_of_a_decision_that_does_not_exist_is_a_404_page(client, game):
    response = client.get(f"{game}/why/99999")
    assert response.status_code == 404 and "No Bot decision 99999" in response.text
    assert client.get(f"{game}/why/1/no.such.chart.svg").status_code == 404


def test_the_map_alone_is_an_svg_of_the_current_state(client, game):
    response = client.get(f"{game}/map.svg")
    assert response.status_code == 200 and response.headers["content-type"].startswith("image/svg+xml")
    assert response.text.startswith("<svg") and 'data-country="Iraq"' in response.text


# -- answering ------------------------------------------------------------------------------------


def test_an_answer_is_saved_and_the_page_moves_to_the_next_question(client, folder, game):
    html = client.get(game).text
    response = answer(client, game, html, choice="0")
    assert response.status_code == 200
    assert "event, Ops or reserves?" in prompt(response.text)
    assert len(saved_answers(folder, game)) == 1
    assert 'data-key="o"' in response.text  # how to play a card keeps its keys


def test_a_plain_form_post_is_answered_by_a_redirect_to_the_page(client, game):
    html = client.get(game).text
    response = client.post(f"{game}/answer", data={"token": token_of(html), "choice": "0"}, follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == game


def test_a_stale_form_is_refused_with_the_current_page_and_never_answered_twice(client, folder, game):
    html = client.get(game).text
    first = answer(client, game, html, choice="0")
    again = answer(client, game, html, choice="1")
    assert again.status_code == 409
    assert "already answered" in message(again.text)
    assert prompt(again.text) == prompt(first.text)
    assert len(saved_answers(folder, game)) == 1


def test_a_form_for_the_same_question_number_after_an_undo_is_still_stale(client, folder, game):
    html = client.get(game).text
    played = answer(client, game, html, choice="0")  # a card: now how to play it
    client.post(f"{game}/undo", data={"count": "1"})
    replayed = answer(client, game, client.get(game).text, choice="1")  # another card
    assert replayed.status_code == 200
    stale = answer(client, game, played.text, choice="0")  # the first card's "how to play it"
    assert stale.status_code == 409
    assert len(saved_answers(folder, game)) == 1


@pytest.mark.parametrize("fields", [{"choice": "999"}, {"choice": "-1"}, {"choice": "x"}, {"choice": ["0", "1"]},
                                    {}, {"number": "3"}, {"yes": "1"}])
def test_a_bad_answer_is_refused_and_the_question_asked_again(client, folder, game, fields):
    html = client.get(game).text
    response = answer(client, game, html, **fields)
    assert response.status_code == 400 and "does not fit" in message(response.text)
    assert prompt(response.text) == prompt(html)
    assert saved_answers(folder, game) == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fields=st.dictionaries(st.sampled_from(["token", "choice", "number", "yes", "count", "point", "x", "name",
                                               "amount-0", "count-0"]),
                              st.lists(st.text(max_size=30), min_size=1, max_size=3), max_size=4))
def test_any_form_sent_to_any_route_never_fails_the_server(client, game, fields):
    for route in ("answer", "undo", "redo", "rollback", "next"):
        response = client.post(f"{game}/{route}", data=fields)
        assert response.status_code in (200, 303, 400, 409), (route, fields, response.text[:300])
        assert "Traceback" not in response.text


def test_two_posts_of_one_answer_at_once_are_taken_once(client, folder, game):
    html = client.get(game).text
    statuses = []

    def post() -> None:
        statuses.append(answer(client, game, html, choice="0").status_code)

    threads = [threading.Thread(target=post) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 409, 409, 409]
    assert len(saved_answers(folder, game)) == 1


def test_two_games_played_at_once_keep_their_own_saves(client, folder):
    first, second = start(client, seed="5"), start(client, seed="6")
    errors = []

    def play(address: str) -> None:
        try:
            for _ in range(3):
                html = client.get(address).text
                assert answer(client, address, html, choice="0").status_code == 200
        except AssertionError as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(a,)) for a in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert len(saved_answers(folder, first)) == 3 and len(saved_answers(folder, second)) == 3
    assert load_session(folder / f"{name_of(first)}.json").config.seed == 5
    assert load_session(folder / f"{name_of(second)}.json").config.seed == 6


# -- going back and resuming ---------------------------------------------------------------------


def test_undo_takes_back_the_last_play_and_redo_plays_it_again(client, folder, game):
    html = client.get(game).text
    answered = answer(client, game, html, choice="0")
    answered = answer(client, game, answered.text, choice=str(_index_of_key(answered.text, "o")))
    before = len(saved_answers(folder, game))
    undone = client.post(f"{game}/undo", data={"count": "1"})
    assert undone.status_code == 200 and message(undone.text).startswith("Undid: your play of #")
    assert prompt(undone.text) == "US: which card do you play?"
    assert saved_answers(folder, game) == []
    redone = client.post(f"{game}/redo", data={"count": "1"})
    assert redone.status_code == 200 and message(redone.text).startswith("Redid: your play of #")
    assert len(saved_answers(folder, game)) == before


def _index_of_key(html: str, key: str) -> int:
    return int(re.search(rf'value="(\d+)" data-key="{key}"', html).group(1))


def test_undo_with_nothing_to_undo_says_so(client, game):
    response = client.post(f"{game}/undo", data={"count": "1"})
    assert response.status_code == 409 and "Nothing to undo" in message(response.text)
    assert client.post(f"{game}/redo", data={"count": "1"}).status_code == 409
    assert "whole number" in message(client.post(f"{game}/undo", data={"count": "two"}).text)


def test_rollback_goes_back_to_a_point_of_the_list(client, folder, game):
    html = client.get(game).text
    html = answer(client, game, html, choice="0").text
    html = answer(client, game, html, choice=str(_index_of_key(html, "o"))).text
    while "which card do you play?" not in prompt(html):  # finish the play (its Ops' questions)
        html = answer(client, game, html, choice="0").text
    assert 'name="point"' in html
    points = re.findall(r'<option value="(\d+)">before ([^<]+)</option>', html)
    assert points
    response = client.post(f"{game}/rollback", data={"point": "1"})
    assert response.status_code == 200 and message(response.text).startswith("Went back to before your play")
    assert saved_answers(folder, game) == []
    assert client.post(f"{game}/rollback", data={"point": "77"}).status_code == 400


def test_a_restarted_server_resumes_every_game_at_its_question(client, folder, game):
    html = answer(client, game, client.get(game).text, choice="0").text
    with TestClient(create_app(folder)) as again:
        resumed = again.get(game).text
    assert token_of(resumed) == token_of(html)
    assert prompt(resumed) == prompt(html)
    assert "Jihadist plays #" in resumed  # the whole story is told again


def test_a_game_put_away_in_memory_comes_back_from_its_save(client, game):
    html = client.get(game).text
    games = client.app.state.games
    with games.lock(name_of(game)):
        games.forget(name_of(game))
    assert token_of(client.get(game).text) == token_of(html)


def test_a_damaged_save_gets_a_page_that_says_so_and_is_left_as_it_was(client, folder):
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "broken.json"
    broken.write_text('{"format": "botkit-labyrinth-save", "version"', encoding="utf-8")
    before = broken.read_bytes()
    response = client.get("/games/broken")
    assert response.status_code == 409 and "cannot be resumed" in response.text
    assert "Traceback" not in response.text and broken.read_bytes() == before
    assert "broken" in client.get("/").text


# -- Bot vs Bot ------------------------------------------------------------------------------------


def test_bot_vs_bot_waits_before_each_card_and_plays_one_per_step(client, folder):
    address = start(client, side="none", seed="3")
    html = client.get(address).text
    assert 'data-status="card"' in html and html.count("plays #") == 0
    for played in range(1, 4):
        html = client.post(f"{address}/next", headers={"HX-Request": "true"}).text
        assert html.count("plays #") == played
    assert 'id="hand"' not in html


# -- names, paths and errors --------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.text(min_size=1, max_size=40))
def test_any_game_name_is_a_game_of_the_folder_or_a_404(client, name):
    for suffix in ("", "/map.svg", "/why/1"):
        response = client.get(f"/games/{quote(name, safe='')}{suffix}")
        served_index = response.status_code == 200 and 'action="/new"' in response.text  # '..' climbs to /
        assert response.status_code in (404, 405) or served_index, (name, response.status_code)
        assert "Traceback" not in response.text


@pytest.mark.parametrize("address", ["/games/..%2F..%2Fetc%2Fpasswd", "/games/.hidden", "/games/a.json",
                                     "/games/%2Fetc%2Fpasswd", "/games/../../etc/passwd", "/nowhere"])
def test_a_request_never_names_a_file_outside_the_games_folder(client, address):
    response = client.get(address)
    assert response.status_code == 404 and "root:" not in response.text


def test_an_unexpected_failure_is_one_line_and_no_traceback(folder, client, game, monkeypatch):
    def broken(live):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(page, "page_view", broken)
    with TestClient(create_app(folder), raise_server_exceptions=False) as server:
        response = server.get(game)
    assert response.status_code == 500 and "Something went wrong on the server (ZeroDivisionError)" in response.text
    assert "Traceback" not in response.text and "boom" not in response.text


def test_a_wrong_method_gets_a_page_not_a_traceback(client, game):
    response = client.get(f"{game}/answer")
    assert response.status_code == 405 and "cannot be used that way" in response.text


def test_the_htmx_script_is_served_from_the_package(client):
    response = client.get("/static/htmx.min.js")
    assert response.status_code == 200 and len(response.text) > 10_000
    assert "https://" not in client.get("/").text.split("<body>")[0]  # nothing fetched from elsewhere


def test_the_save_written_by_the_server_resumes_in_the_terminal_format(folder, client, game):
    answer(client, game, client.get(game).text, choice="0")
    data = json.loads((folder / f"{name_of(game)}.json").read_text(encoding="utf-8"))
    assert data["meta"]["session"]["format"] == "botkit-labyrinth-session"


# -- narration and tuning results ----------------------------------------------------------------


def test_narration_full_tells_every_step_of_the_bots_decisions(client, game):
    brief = client.get(game).text
    full = client.post(f"{game}/narrate", data={"level": "full"})
    assert full.status_code == 200 and message(full.text) == "Narration is now full."
    assert full.text.count('class="kind-trace') > 0 == brief.count('class="kind-trace')
    assert token_of(full.text) == token_of(brief)  # the same question: nothing was answered
    assert client.post(f"{game}/narrate", data={"level": "loud"}).status_code == 400


def results_file(tmp_path: Path, games: list[dict]) -> bytes:
    path = tmp_path / "results.json"
    ResultSet({"games": len(games)}, games).save(path)
    return path.read_bytes()


def test_a_tuning_result_set_is_shown_as_a_heat_map_and_a_table(client, tmp_path):
    games = ([{"row": "muddled", "column": "off_guard", "index": i, "winner": "jihadist", "turns": 6} for i in range(3)]
             + [{"row": "muddled", "column": "off_guard", "index": 3, "winner": "us", "turns": 8}]
             + [{"row": "potent", "column": "nomercy", "index": i, "winner": "us", "turns": 9} for i in range(2)])
    response = client.post("/tuning", files={"results": ("results.json", results_file(tmp_path, games), "application/json")})
    assert response.status_code == 200
    cells = re.findall(r'data-rate="([\d.]+)" data-games="(\d+)"', response.text)
    assert sorted(cells) == [("0.0000", "2"), ("0.7500", "4")]
    assert "<td>muddled</td><td>off_guard</td><td>4</td><td>75%" in response.text
    assert client.get("/tuning").status_code == 200


@pytest.mark.parametrize("data", [b"", b"{}", b"not json", b'{"format": "botkit-tournament", "version": 99}'])
def test_a_file_that_is_not_a_result_set_is_refused_with_why(client, data):
    response = client.post("/tuning", files={"results": ("results.json", data, "application/json")})
    assert response.status_code == 400 and ("Cannot show these results" in response.text
                                            or "Choose a results.json" in response.text)
    assert "Traceback" not in response.text and "/tmp/" not in response.text


# -- failures, recovery, playing on, dice ----------------------------------------------------------


def test_a_save_that_no_longer_replays_can_go_on_from_its_last_good_answer_in_a_new_file(client, folder, game,
                                                                                      monkeypatch):
    monkeypatch.setattr(journal, "SNAPSHOT_EVERY", 0)  # every answer in the file itself, to edit there
    html = client.get(game).text
    html = answer(client, game, html, choice="0").text
    answer(client, game, html, choice=str(_index_of_key(html, "o")))
    path = folder / f"{name_of(game)}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"]["session"]["answers"][1][1] = "juggle"  # how to play the card: no such way
    data["checksum"] = saves.checksum(data)  # an edit a newer engine would read as a replay mismatch
    path.write_text(json.dumps(data), encoding="utf-8")
    edited = path.read_bytes()
    games = client.app.state.games
    with games.lock(name_of(game)):
        games.forget(name_of(game))
    page_now = client.get(game).text
    assert "no longer replays from answer 2 of 2" in html_text(page_now) and 'id="recover"' in page_now
    for route in ("undo", "redo", "rollback", "narrate"):
        assert client.post(f"{game}/{route}", data={"count": "1", "point": "1", "level": "full"}).status_code == 409
    response = client.post(f"{game}/recover", follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == f"{game}.recovered"
    recovered = client.get(response.headers["location"]).text
    assert "event, Ops or reserves?" in prompt(recovered)
    assert path.read_bytes() == edited
    assert len(saved_answers(folder, f"{game}.recovered")) == 1
    assert client.post(f"{game}.recovered/recover").status_code == 409


def html_text(page_html: str) -> str:
    return html.unescape(page_html)


def test_a_failure_while_carrying_out_an_answer_takes_it_back_and_asks_again(client, folder, game):
    html_before = client.get(game).text
    calls = []

    def failing() -> None:  # a bug just after the answer is taken (the game is replayed afresh after it)
        calls.append(1)
        raise RuntimeError("simulated bug")

    live(client, game).session.recorder.on_answer = failing
    response = answer(client, game, html_before, choice="0")
    assert calls and response.status_code == 500
    assert "failed while carrying out that answer (RuntimeError: simulated bug)" in message(response.text)
    assert prompt(response.text) == prompt(html_before) and saved_answers(folder, game) == []


def test_after_a_victory_the_player_may_play_on_to_the_end_of_the_decks(client, game):
    games = client.app.state.games
    player = RandomDecider(1)
    with games.lock(name_of(game)):
        live_game = games.live(name_of(game))
        while live_game.pause.kind == QUESTION:
            live_game.answer(player.decide(live_game.game, live_game.pause.ask))
        assert live_game.pause.kind == OVER and live_game.session.can_play_on()
    over = client.get(game).text
    assert 'id="play-on"' in over and "won:" in over
    response = client.post(f"{game}/play-on")
    assert response.status_code == 200 and "Playing on" in message(response.text)
    assert 'data-status="question"' in response.text
    assert client.post(f"{game}/play-on").status_code == 409


def test_who_rolls_the_dice_switches_at_a_question_and_is_saved(client, folder, game):
    response = client.post(f"{game}/dice", data={"dice": "me"})
    assert response.status_code == 200 and message(response.text) == "Dice from now on: read off real dice."
    assert saved_answers(folder, game)[-1][0] == "session.dice"
    assert "I roll real dice" not in response.text and "let the program roll" in response.text
    assert client.post(f"{game}/dice", data={"dice": "loaded"}).status_code == 400


def test_table_mode_names_a_card_by_its_number_or_its_name_with_nothing_chosen_beforehand(client, folder):
    address = start(client, table="on", seed="4")
    shown = client.get(address).text
    field = re.search(r'<input type="text" name="name" id="answer-name"[^>]*>', shown)
    assert field and "value=" not in field.group(0) and "<select" not in shown[: shown.index("</form>")]
    assert shown.count('<option value="#') == 120  # the Bot's card may be any of them
    for typed, words in (("5", "#5 is not one of the cards that may be named here"),
                         ("reaper", "more than one matches 'reaper' (#126 Reaper, #127 Reaper, #128 Reaper)"),
                         ("Irak", "'Irak' is none of the choices"), ("", "type a number or a name")):
        refused = answer(client, address, shown, name=typed)
        assert refused.status_code == 400 and words in html.unescape(message(refused.text)), typed
    assert saved_answers(folder, address) == []
    taken = answer(client, address, shown, name="  fms ")
    assert taken.status_code == 200 and saved_answers(folder, address) == [["table.card", 137]]
    again = answer(client, address, taken.text, name="#162")
    assert again.status_code == 200 and saved_answers(folder, address)[-1] == ["table.card", 162]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fields=st.dictionaries(
    st.sampled_from(["scenario", "side", "tier_us", "tier_jihadist", "tier_custom", "decks", "seed", "rules", "table",
                     "dice", "overtime"]),
    st.one_of(st.sampled_from(["awakening", "us", "none", "jihadist", "1", "3", "on", "me", "potent", ""]),
              st.text(max_size=12)), max_size=6))
def test_any_new_game_form_starts_a_game_or_says_why_not(client, fields):
    response = client.post("/new", data=fields, follow_redirects=False)
    assert response.status_code in (303, 400), (fields, response.text[:300])
    if response.status_code == 400:
        assert "Cannot start this game:" in response.text and "Traceback" not in response.text


def test_the_page_shows_the_logs_last_lines_and_the_whole_log_is_a_page_of_its_own(client, game, monkeypatch):
    monkeypatch.setattr(page, "LOG_LINES", 5)
    lines = live(client, game).lines
    html = client.get(game).text
    log = html[html.index('<ol id="log"'): html.index("</ol>", html.index('<ol id="log"'))]
    assert log.count("<li class=\"kind-") == 5
    assert f"{len(lines) - 5} earlier lines: the whole log" in log
    whole = client.get(f"{game}/log").text
    assert whole.count("<li class=\"kind-") == len(lines) > 5


def test_the_page_lists_the_public_piles_and_the_deck(client, game):
    html = client.get(game).text
    state = live(client, game).game.state
    assert f"<summary>Discard pile ({len(state.discard)})</summary>" in html
    assert f"Deck {state.deck_number} of {state.decks}: {len(state.draw_pile)} cards in the draw pile." in html


def test_rolling_back_at_a_table_says_what_to_change_on_the_board(client, folder):
    address = start(client, table="on", seed="4")
    html = client.get(address).text
    for card in ("121", "122"):  # the Bot's two cards: #121 Advisors, #122 Backlash
        html = answer(client, address, html, name=card).text
    assert prompt(html) == "Which card do you play? (number or name)"
    assert "Jihadist plays #121 Advisors" in html and 'name="point"' in html
    response = client.post(f"{address}/rollback", data={"point": "1"})
    assert response.status_code == 200
    said = html_text(message(response.text))
    assert said.startswith("Went back to before the Jihadist Bot's play of #")
    assert said.endswith("On the board, to match:")
    changes = re.findall(r"<li>([^<]+)</li>", response.text[response.text.index('id="board-changes"'):].split("</ul>")[0])
    assert any(change.startswith("Take #") for change in map(html_text, changes))
    assert saved_answers(folder, address) == []


def test_adjust_corrects_the_board_in_the_terminals_words_and_undo_takes_it_back(client, folder, game):
    troops = live(client, game).game.state.countries["Iraq"].troops
    response = client.post(f"{game}/adjust", data={"adjust": f"iraq troops {troops + 1}"})
    assert response.status_code == 200
    assert message(response.text) == f"Adjusted: Iraq troops {troops} -&gt; {troops + 1}. (Undo takes it back.)"
    assert int(board_groups(response.text)["Iraq"].get("data-troops")) == troops + 1
    assert saved_answers(folder, game)[-1][0] == "session.adjust"
    undone = client.post(f"{game}/undo", data={"count": "1"})
    assert int(board_groups(undone.text)["Iraq"].get("data-troops")) == troops


@pytest.mark.parametrize(("text", "words"), [("", "say what to adjust"), ("atlantis troops 3", "neither a track"),
                                             ("iraq troops 99", "goes from 0 to 15"), ("prestige 40", "prestige")])
def test_an_adjustment_that_does_not_fit_is_refused_and_nothing_changes(client, folder, game, text, words):
    response = client.post(f"{game}/adjust", data={"adjust": text})
    assert response.status_code == 400 and words in html_text(message(response.text))
    assert saved_answers(folder, game) == []


def test_a_game_saved_by_the_terminal_resumes_in_the_browser(client, folder):
    folder.mkdir(parents=True, exist_ok=True)
    session = Session(GameConfig(seed=9), save_path=folder / "awakening-9-20261123-120000.json")
    asked = session.current_question()
    session.answer(asked.options[0])
    expected = session.current_question()
    html = client.get("/").text
    assert 'href="/games/awakening-9-20261123-120000"' in html
    page_html = client.get("/games/awakening-9-20261123-120000").text
    assert html_text(prompt(page_html)) == expected.prompt


MY_TIERS = b"""kind: tiers
adds_to: labyrinth.jihadist.ideology
tiers:
  mine:
    title: Coherent plus Potent recruiting
    extends: coherent
    capabilities: {recruit_cells_per_success: 2}
"""


def test_your_own_tier_file_sets_the_bots_tier_and_is_kept_in_the_save(client, folder):
    response = client.post("/new", data={"side": "us", "seed": "5", "tier_custom": "mine"},
                           files={"tier_file": ("my tiers.yaml", MY_TIERS, "application/x-yaml")},
                           follow_redirects=False)
    assert response.status_code == 303
    config = load_session(folder / f"{name_of(response.headers['location'])}.json").config
    assert config.tiers["jihadist"] == "mine"
    assert config.files[config.tier_files["jihadist"]] == MY_TIERS.decode()
    assert config.tier_files["jihadist"] == "uploaded-mytiers.yaml"


def test_a_tier_the_tier_file_does_not_have_is_refused(client):
    response = client.post("/new", data={"side": "us", "tier_custom": "yours"},
                           files={"tier_file": ("mine.yaml", MY_TIERS, "application/x-yaml")})
    assert response.status_code == 400 and "yours" in html_text(message(response.text))


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_your_own_bots_folder_is_read_as_with_bots_and_kept_in_the_save(client, folder):
    files = [("bots", (f"us-deploy-three/{path.name}", path.read_bytes(), "application/x-yaml"))
             for path in sorted((EXAMPLES / "us-deploy-three").glob("*.yaml"))]
    response = client.post("/new", data={"side": "jihadist", "seed": "5"}, files=files, follow_redirects=False)
    assert response.status_code == 303, html_text(message(response.text))
    config = load_session(folder / f"{name_of(response.headers['location'])}.json").config
    assert config.bots_folder == "uploaded-bots"
    assert config.bots == sorted(f"uploaded-bots/{path.name}" for path in (EXAMPLES / "us-deploy-three").glob("*.yaml"))
    assert all(config.files[name] for name in config.bots)
    assert "/tmp" not in json.dumps(config.to_dict())
    assert client.get(response.headers["location"]).status_code == 200


@pytest.mark.parametrize(("name", "data", "words"), [
    ("mine/../../etc/evil.yaml", b"kind: tiers\n", "not a plain file name"),
    ("mine/evo.yaml", b"kind: chart\nid: [oops\n", "uploaded-bots/evo.yaml"),
    ("mine/notes.txt", b"hello", "holds no .yaml"),
])
def test_a_bots_folder_that_cannot_be_read_is_refused_with_where(client, folder, name, data, words):
    response = client.post("/new", data={"side": "us"}, files=[("bots", (name, data, "text/plain"))])
    assert response.status_code == 400 and words in html_text(message(response.text)), message(response.text)
    assert "botkit-bots-" not in response.text and not list(folder.glob("*.json"))


def test_a_game_against_the_enhanced_jihadist_bot_starts_from_the_form(client, folder):
    """The form lists the Enhanced Bot's tiers; a game against it plays its first cards and asks the US."""
    form = client.get("/")
    assert '<option value="enhanced_normal">' in form.text
    address = start(client, tier_jihadist="enhanced_normal")
    page = client.get(address)
    assert page.status_code == 200
    assert any('"jihadist": "enhanced_normal"' in f.read_text() for f in folder.glob("*.json"))  # kept in the save
    assert "which card do you play" in html.unescape(page.text)


# -- every kind of question has a widget ---------------------------------------------------------------


def test_every_kind_of_question_the_engine_asks_has_a_widget():
    asked = set(re.findall(r'self\.kind == "(\w+)"', inspect.getsource(Ask.check)))
    assert asked == set(page.WIDGETS) == {"one", "many", "number", "yesno", "allocate"}
    for kind in asked:
        assert page.QuestionView("?", kind, "t", "US").widget, kind


def form_of(ask: Ask, value) -> dict[str, list[str]]:
    """The fields the page's widget sends for answer `value` (as the browser sends them, in order)."""
    if ask.kind == "yesno":
        return {"yes": ["1" if value else "0"]}
    if ask.kind == "number":
        return {"number": [str(value)]}
    if ask.kind == "allocate":
        return {f"amount-{ask.options.index(option)}": [str(amount)] for option, amount in value}
    if page.repeats(ask):
        counts: dict[str, list[str]] = {}
        for option in value:
            key = f"count-{ask.options.index(option)}"
            counts[key] = [str(int(counts.get(key, ["0"])[0]) + 1)]
        return counts
    chosen = value if ask.kind == "many" else [value]
    indexes: list[int] = []
    for option in chosen:  # copies of one option are told apart by their places
        indexes.append(next(i for i, o in enumerate(ask.options) if o == option and i not in indexes))
    return {"choice": [str(i) for i in indexes]}


ASKS = [
    Ask("us", "t.one", "?", ("Iraq", "Syria", "Egypt")),
    Ask("us", "t.many", "?", ("Iraq", "Syria", "Egypt", "Libya"), "many", count=3, minimum=1),
    Ask("us", "t.prism", "?", ("Afghanistan",) * 8 + ("Egypt",) * 2, "many", count=5, minimum=5),
    Ask("jihadist", "t.brotherhood", "?", ("Egypt", "Iraq", "Syria"), "many", count=2, minimum=0,
        info={"repeat": True}),
    Ask("us", "t.number", "?", (), "number", low=1, high=15),
    Ask("us", "t.yesno", "?", (True, False), "yesno"),
    Ask("jihadist", "t.recruit", "?", ("Iraq", "Nigeria", "Pakistan"), "allocate", minimum=0, budget=3,
        capacities={"Iraq": 3, "Nigeria": 2, "Pakistan": 1}),
    Ask("jihadist", "t.jihad", "?", ("Iraq", "Syria"), "allocate", minimum=1, budget=2,
        capacities={"Iraq": 1, "Syria": 2}),
]


@settings(max_examples=60, deadline=None)
@given(which=st.integers(0, len(ASKS) - 1), seed=st.integers(0, 10**6))
def test_any_legal_answer_of_any_kind_comes_back_from_its_widgets_form(which, seed):
    ask = ASKS[which]
    value = ask.check(RandomDecider(seed).decide(None, ask))
    read = ask.check(page.read_answer(ask, form_of(ask, value)))
    if page.repeats(ask):  # a count of each: the copies of one option come together
        assert sorted(read) == sorted(value)
    else:
        assert read == value


@pytest.mark.parametrize(("which", "fields", "words"), [
    (6, {"amount-0": "2", "amount-1": "2"}, "spread at most 3 in all, not 4"),
    (6, {"amount-2": "2"}, "Pakistan takes at most 1, not 2"),
    (6, {"amount-0": "one"}, "Iraq: type a whole number from 0 to 3"),
    (6, {"amount-9": "1"}, "'9' is not one of the choices"),
    (7, {}, "spread 1 to 2 in all, not 0"),
    (2, {"count-0": "3", "count-8": "1"}, "choose exactly 5, not 4"),
    (2, {"count-8": "3", "count-0": "2"}, "Egypt takes at most 2, not 3"),
    (2, {"count-1": "5"}, "the form names 'Afghanistan' twice or not as a row"),
    (1, {"choice": ["0", "0"]}, "choose 1 to 3, not 1"),
])
def test_a_widgets_form_that_does_not_fit_says_what_is_wrong(which, fields, words):
    form = {key: value if isinstance(value, list) else [value] for key, value in fields.items()}
    with pytest.raises(IllegalAnswer) as refused:
        page.read_answer(ASKS[which], form)
    assert str(refused.value) == words


def test_an_allocation_is_carried_out_in_the_order_of_its_rows(client, folder):
    address = prepared(folder, "recruit", GameConfig(human=JIHADIST, seed=5), [183, "ops", "recruit"])
    shown = client.get(address).text
    assert 'data-widget="allocate"' in shown and "Spread at most 2 in all" in shown
    assert re.findall(r'name="(amount-\d)" min="0" max="(\d)"', shown) == [("amount-0", "2"), ("amount-1", "2"),
                                                                          ("amount-2", "2")]
    refused = answer(client, address, shown, **{"amount-0": "2", "amount-2": "1"})
    assert refused.status_code == 400 and "spread at most 2 in all, not 3" in message(refused.text)
    taken = answer(client, address, shown, **{"amount-2": "1", "amount-1": "0", "amount-0": "1"})
    assert taken.status_code == 200
    assert saved_answers(folder, address)[-1] == ["op.recruit.dice", [["Pakistan", 1], ["Afghanistan", 1]]]


def test_a_question_whose_options_repeat_is_answered_with_a_count_of_each(client, folder):
    address = prepared(folder, "prism", GameConfig(human=US, seed=5), [
        "adjust card 161 hand", "adjust afghanistan sleepers 8", "adjust egypt fair", "adjust egypt sleepers 2",
        "adjust iraq sleepers 0", "adjust pakistan sleepers 0", 161, "event"])
    shown = client.get(address).text
    assert prompt(shown) == "PRISM: which 5 sleeper cells turn active?"
    assert re.findall(r'name="(count-\d)" min="0" max="(\d)"', shown) == [("count-0", "5"), ("count-8", "2")]
    taken = answer(client, address, shown, **{"count-0": "3", "count-8": "2"})
    assert taken.status_code == 200
    assert saved_answers(folder, address)[-1] == ["event.161.sleepers", ["Afghanistan"] * 3 + ["Egypt"] * 2]


def test_a_number_of_many_values_is_asked_in_a_number_box(client, folder, monkeypatch):
    address = prepared(folder, "boko", GameConfig(human=JIHADIST, seed=5), [
        "adjust card 186 hand", 186, "event", "cells"])
    monkeypatch.setattr(page, "NUMBER_BUTTONS", 2)
    shown = client.get(address).text
    assert 'data-widget="number-box"' in shown
    assert re.search(r'A number from 1 to 3 <input type="number" name="number" id="answer-number" min="1" max="3"',
                     shown)
    assert answer(client, address, shown, number="4").status_code == 400
    assert answer(client, address, shown, number="3").status_code == 200
    assert saved_answers(folder, address)[-1] == ["event.186.cells", 3]


# -- the board as a list ----------------------------------------------------------------------------


def test_the_page_lists_every_country_with_its_details_for_narrow_screens(client, game):
    shown = client.get(game).text
    state = live(client, game).game.state
    listed = re.findall(r'<details class="country" data-country="country-([A-Za-z_]+)"><summary>(.*?)</summary>',
                        shown)
    assert len(listed) == len(state.countries)
    assert ("Iraq", "Iraq: Poor Ally, res 3, 2 troops, 1 sleeper cell") in listed
    assert "<p>Adjacent: Gulf States, Iran, Jordan, Saudi Arabia, Syria, Turkey</p>" in shown


# -- the heading -------------------------------------------------------------------------------------


def test_watching_bot_vs_bot_the_heading_names_the_phase_of_the_last_card_told(client):
    address = start(client, side="none", seed="3")
    turn = 1
    for _ in range(20):  # through the end of turn 1 into turn 2
        shown = client.post(f"{address}/next", headers={"HX-Request": "true"}).text
        log = shown[shown.index('<ol id="log"'):]
        last_card = re.findall(r'kind-card_played[^"]*">\s*(?:<details[^>]*><summary>)?(Jihadist|US) plays #', log)[-1]
        after = log[log.rindex("kind-card_played"):]
        if "Turn 2 begins" in after:
            turn, last_card = 2, "Jihadist"
        heading = re.search(r"<h1>(.*?)</h1>", shown).group(1)
        assert heading == f"Turn {turn} - {last_card} action phase"
    assert turn == 2


# -- forms from other sites ---------------------------------------------------------------------------


def post_routes(app) -> list[str]:
    """Every route of the application that takes a POST, with its parameters filled in for a game."""
    found = []

    def walk(routes, prefix: str) -> None:
        for route in routes:
            if isinstance(route, Mount):
                walk(route.routes, prefix + route.path)
            elif isinstance(route, Route) and "POST" in (route.methods or ()):
                values = {"name": "{game}", "verb": "undo"}
                found.append(prefix + route.path_format.format(**{key: values.get(key, "1")
                                                                  for key in route.param_convertors}))

    walk(app.routes, "")
    return found


HOSTILE = [{"Origin": "null"}, {"Origin": "http://evil.example"}, {"Origin": "http://testserver.evil.example"},
           {"Origin": "null", "Sec-Fetch-Site": "same-origin"}, {"Sec-Fetch-Site": "cross-site"},
           {"Sec-Fetch-Site": "same-site"}, {"Origin": "http://testserver", "Sec-Fetch-Site": "cross-site"}]


def test_every_post_route_refuses_a_form_from_another_sites_page(client, folder, game):
    routes = post_routes(client.app)
    assert len(routes) >= 11 and "/new" in routes and "{game}/answer" in [r.replace("/games/{game}", "{game}")
                                                                        for r in routes]
    shown = client.get(game).text
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    for route in routes:
        for headers in HOSTILE:
            response = client.post(route.format(game=name_of(game)), headers=headers,
                                   data={"token": token_of(shown), "choice": "0", "scenario": "awakening"})
            assert response.status_code == 403, (route, headers)
            assert html.unescape(message(response.text)) == "This form was sent from another site's page, so it was refused."
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before


def test_a_form_from_this_servers_own_page_is_taken(client, folder, game):
    shown = client.get(game).text
    response = client.post(f"{game}/answer", data={"token": token_of(shown), "choice": "0"},
                           headers={"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin", "HX-Request": "true"})
    assert response.status_code == 200 and len(saved_answers(folder, game)) == 1
    assert client.post("/new", data={"side": "us", "seed": "5"}, headers={"Sec-Fetch-Site": "same-origin"},
                       follow_redirects=False).status_code == 303


FIELD_NAMES = st.sampled_from(["choice", "name", "number", "yes", "amount-0", "amount-1", "amount-01", "amount-9",
                               "count-0", "count-8", "count-1", "amount-", "count-x"])


@settings(max_examples=150, deadline=None)
@given(which=st.integers(0, len(ASKS) - 1),
       form=st.dictionaries(FIELD_NAMES, st.lists(st.one_of(st.text(max_size=8), st.integers(-3, 12).map(str)),
                                                  min_size=1, max_size=3), max_size=5))
def test_any_form_for_any_kind_of_question_is_an_answer_or_says_why_not(which, form):
    ask = ASKS[which]
    try:  # the page reads the form, the game checks the answer: a form that does not fit says why, nothing else
        ask.check(page.read_answer(ask, form))
    except IllegalAnswer as refused:
        assert str(refused)
