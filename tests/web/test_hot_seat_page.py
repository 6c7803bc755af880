"""The browser's new-game form offers "both of you at one screen" beside a side against a Bot; a Twilight Struggle
game started so asks each side in turn."""

from __future__ import annotations

import re

from .conftest import start


def test_the_form_offers_every_side_at_one_screen_beside_each_side_against_a_bot(client):
    html = client.get("/").text
    forms = re.split(r'<section class="new"', html)[1:]
    labyrinth = next(f for f in forms if 'data-game="labyrinth"' in f)
    twilight = next(f for f in forms if 'data-game="twilight_struggle"' in f)
    assert 'value="all"' in labyrinth and "both of you at one screen" in labyrinth and "Bot tier" in labyrinth
    assert re.search(r'value="us" checked', twilight) and 'value="ussr"' in twilight and 'value="all"' in twilight
    assert "Bot tier" in twilight and '<option value="expert">' in twilight


def test_a_hot_seat_game_asks_the_ussr_first_and_is_saved_as_played_by_people(client, folder):
    address = start(client, game="twilight_struggle", scenario="standard", side="all")
    html = client.get(address).text
    assert "USSR: place 6 influence in Eastern Europe" in html
    saved = list(folder.glob("*.json"))
    assert len(saved) == 1 and '"human": "all"' in saved[0].read_text()


def test_at_one_screen_the_hand_is_titled_by_whose_it_is_and_the_corrections_example_is_the_game_s(client):
    address = start(client, game="twilight_struggle", scenario="standard", side="all")
    html = client.get(address).text
    assert "<h2>USSR hand</h2>" in html and "Your hand" not in html
    assert "card(s) not named yet" not in html  # every card of a hand is named away from the table
    assert 'placeholder="poland ussr 4"' in html and "troops" not in html


def test_against_a_bot_the_hand_is_the_player_s(client):
    html = client.get(start(client)).text
    assert "<h2>Your hand</h2>" in html and 'placeholder="iraq troops 3"' in html
