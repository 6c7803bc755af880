"""A Twilight Struggle game's page over HTTP (Starlette's TestClient): the board drawn live, every country
question's choices naming their boxes on the map (so a click there answers them), the board as a list.
The page and its templates know no game: all of this comes through the game's definition."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from starlette.testclient import TestClient

from botkit.session import load_session
from game.twilight_struggle import board
from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.facts import facts
from game.twilight_struggle.state import US, USSR

from .conftest import token_of
from .twilight_games import COUP_TARGETS, TO_THE_OPS, prepared, stand_in_bots

__all__ = ["stand_in_bots"]  # the fixture, used by name below

SVG = "{http://www.w3.org/2000/svg}"
BOARD = re.compile(r'<section id="board" class="board">\s*(<svg.*?</svg>)', re.S)
WESTERN_EUROPE = [c.id for c in facts().map.in_area("western_europe")]


def board_of(page: str) -> ET.Element:
    found = BOARD.search(page)
    assert found, "the page shows no board"
    return ET.fromstring(found.group(1))


def map_ids(page: str) -> set[str]:
    return {g.get("id") for g in board_of(page).iter(f"{SVG}g") if "country" in g.get("class", "").split()}


def attribute_values(page: str, selector: str) -> list[str]:
    """The data-country values of the question's controls of one kind (button, input, option...)."""
    question = page.split('<section id="question"', 1)[1].split("</section>", 1)[0]
    return re.findall(rf'<{selector}[^>]*data-country="([^"]+)"', question)


def live_state(client: TestClient, address: str):
    games = client.app.state.games
    name = address.rsplit("/", 1)[1]
    with games.lock(name):
        return games.live(name).game.state


def test_a_game_at_its_set_up_question_is_saved_and_its_page_draws_the_board(client: TestClient, folder,
                                                                              stand_in_bots):
    """The set-up asks before the game's definition hands the game back: the session holds it already."""
    address = prepared(folder, "ts-board", [])
    assert (folder / "ts-board.json").is_file()
    page = client.get(address)
    assert page.status_code == 200
    svg = board_of(page.text)
    state = live_state(client, address)
    printed = sum(country.start.get(USSR, 0) for country in facts().map.countries.values())
    placed = facts().map.free_placement[USSR].count
    assert sum(pair[USSR] for pair in state.influence.values()) == printed + placed  # the USSR placed its 6
    groups = {g.get("data-country"): g for g in svg.iter(f"{SVG}g") if "country" in g.get("class", "").split()}
    assert {name: (int(g.get("data-us")), int(g.get("data-ussr"))) for name, g in groups.items()} == {
        name: (pair[US], pair[USSR]) for name, pair in state.influence.items()}
    assert svg.get("aria-label") == "The board: Twilight Struggle - Standard game - turn 1, set-up"


def test_the_set_up_allocation_rows_name_their_boxes_on_the_map(client: TestClient, folder, stand_in_bots):
    page = client.get(prepared(folder, "ts-setup", [])).text
    rows = attribute_values(page, "input")
    assert rows == [TWILIGHT_STRUGGLE.country_element(c) for c in WESTERN_EUROPE]
    assert set(rows) <= map_ids(page)


def test_a_coup_targets_buttons_name_their_boxes_and_one_answers_by_its_index(client: TestClient, folder,
                                                                             stand_in_bots):
    address = prepared(folder, "ts-coup", [*TO_THE_OPS, "coup"])
    page = client.get(address).text
    buttons = attribute_values(page, "button")
    assert buttons == [f"c-{c.replace('_', '-')}" for c in COUP_TARGETS]
    assert set(buttons) <= map_ids(page)
    # the button a click on East Germany's box presses is the question's own option
    index = COUP_TARGETS.index("east_germany")
    response = client.post(f"{address}/answer", data={"token": token_of(page), "choice": str(index)})
    assert response.status_code in (200, 303)
    assert load_session(folder / "ts-coup.json").answers[-1] == ["coup.target", "east_germany"]


def test_the_countries_list_has_a_line_and_details_for_every_country(client: TestClient, folder, stand_in_bots):
    page = client.get(prepared(folder, "ts-list", [TO_THE_OPS[0]])).text
    listed = re.findall(r'<details class="country" data-country="([^"]+)"><summary>([^<]+)</summary>', page)
    assert len(listed) == 84 and {element for element, _ in listed} == map_ids(page)
    lines = dict(listed)
    assert lines["c-west-germany"] == "West Germany: US 4, USSR 0: US control"
    assert lines["c-east-germany"] == "East Germany: US 0, USSR 3: USSR control"
    assert lines["c-canada"] == "Canada: US 2, USSR 0: not controlled"
    assert f"Stability {board.stability('italy')}, battleground" in page


def test_against_the_ussr_bot_its_decisions_open_their_why_and_what_it_looked_at_unseen_stays_hidden(
        client: TestClient, folder):
    # seed 1, the US's set-up and headline: the USSR Bot places, headlines and plays its first card
    address = prepared(folder, "ts-bot", [[("west_germany", 4), ("italy", 3)], 5])
    numbers = re.findall(r'hx-get="/games/[^"]+/why/(\d+)"', client.get(address).text)
    assert numbers == ["1", "2", "4"]
    placed = client.get(f"{address}/why/1").text
    assert "Decision 1 (turn 1), USSR Bot: setup.ussr_influence" in placed and "/why/1/ussr.setup.svg" in placed
    headline = client.get(f"{address}/why/2").text
    assert "Its reasoning stays hidden from your side" in headline  # it weighed cards of its hand
    played = client.get(f"{address}/why/4").text
    assert "Decision 4 (turn 1), USSR Bot: card.play_as" in played and "/why/4/ts.play_as.svg" in played
