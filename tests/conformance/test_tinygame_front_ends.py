"""Tiny Race through the real front ends: the `botkit` command (in process, typer's runner) and the browser
app (Starlette's test client). Nothing in cli/ or web/ names the game: it is reached by its registered
name, as a game of the project is."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from starlette.testclient import TestClient
from typer.testing import CliRunner

from botkit.session import load_session
from cli.main import app
from web.app import create_app

from . import tinygame as _registered  # Tiny Race is registered by importing its package
from .tinygame.definition import TINYGAME

runner = CliRunner()
# every prompt of the race takes one of these: a card it holds (1-12), a menu number or a number of spaces
# (1-3), y at a yes/no question; a prompt refuses the others and reads the next line, so the cycle answers
# all of them, whatever the seed deals. 'track' is the game's own view, 'status' and 'help' the usual ones.
ANSWERS = "\n".join(["track", "status", "help", *map(str, range(1, 13)), "y"] * 60) + "\n"
TOKEN = re.compile(r'name="token" value="([^"]+)"')
PROMPT = re.compile(r'<p class="prompt">(.*?)</p>', re.S)


def botkit(*args: str, typed: str | None = None) -> str:
    result = runner.invoke(app, list(args), input=typed)
    assert result.exit_code == 0, f"botkit {' '.join(args)} exited {result.exit_code}: {result.output}"
    return result.output


def test_botkit_play_plays_a_race_to_its_end_from_typed_answers(tmp_path):
    save = tmp_path / "race.json"
    shown = botkit("play", "--game", "tiny", "--scenario", "sprint", "--side", "blue", "--tier", "eager",
                   "--seed", "4", "--save", str(save), typed=ANSWERS)
    assert "Tiny Race - scenario sprint, seed 4. You: Blue." in shown
    assert "How many spaces of head start?" in shown  # the set-up's own question, put to the player
    assert re.search(r"> [RB.^](?: [RB.^])+ \|$", shown, re.M), "the game's own view 'track' was not shown"
    assert "Red at " in shown and "the finish is 8." in shown  # status
    saved = load_session(save)
    assert saved.config.game == "tinygame" and saved.config.tiers["red"] == "eager"
    assert json.loads(save.read_text())["state"]["winner"] in ("red", "blue", "draw")
    assert re.search(r"(Red|Blue) wins on turn \d+|The game ends on turn \d+", shown)


def test_botkit_simulate_plays_bot_games_of_the_race_with_their_invariants_checked():
    shown = botkit("simulate", "--game", "tinygame", "--scenario", "marathon", "--bot", "red=eager", "--games", "3",
                   "--check")
    assert len(re.findall(r"^game \d \(seed \d\): (red|blue|draw) - ", shown, re.M)) == 3
    assert "invariants checked: 0 of 3 game(s) failed" in shown


def test_a_bot_asked_during_the_set_up_plays_its_tier(tmp_path):
    """The eager Blue Bot takes its head start: attached (its tier in force) when the set-up asks it, in a Bot
    game and against the player."""
    log = tmp_path / "race.log"
    botkit("simulate", "--game", "tinygame", "--bot", "blue=eager", "--log", str(log))
    assert "blue starts at 1" in log.read_text()
    shown = botkit("play", "--game", "tinygame", "--tier", "eager", "--save", str(tmp_path / "race.json"),
                   typed="why 1\nquit\n")
    assert "Blue Bot: How many spaces of head start? 1 (why 1)" in shown
    assert "Decision 1 (turn 1), Blue Bot: setup.head_start: How many spaces of head start?" in shown


def test_a_failing_race_is_told_with_a_command_that_plays_it_again(monkeypatch):
    real = TINYGAME.run

    def fails_on_seed_5(game, max_turns=None):
        if game.seed == 5:
            raise ValueError("a runner left the track")
        real(game, max_turns)

    monkeypatch.setattr(TINYGAME, "run", fails_on_seed_5)
    result = runner.invoke(app, ["simulate", "--game", "tinygame", "--bot", "blue=eager", "--games", "3", "--seed",
                                 "4", "--check"])
    assert result.exit_code == 1
    command = re.search(r"reproduce: botkit (.*)", result.output).group(1)
    assert command == ("simulate --game tinygame --scenario sprint --seed 5 --bot blue=eager --bot red=steady "
                       "--check")
    again = runner.invoke(app, command.split())
    assert again.exit_code == 1 and "game 1 (seed 5) FAILED on turn 1: ValueError: a runner left the track" in again.output


def test_botkit_simulate_json_gives_the_race_s_final_tracks():
    results = json.loads(botkit("simulate", "--game", "tinygame", "--json", "--seed", "2"))
    assert results[0]["tiers"] == {"red": "steady", "blue": "steady"}
    assert set(results[0]["final"]) == {"red", "blue"}


def test_botkit_tune_plays_every_pairing_of_the_race_s_tiers(tmp_path):
    shown = botkit("tune", "--game", "tinygame", "--games", "2", "--workers", "1", "--out", str(tmp_path))
    assert "8 games: 2 Blue x 2 Red tiers on 1 process" in shown
    results = json.loads((tmp_path / "results.json").read_text())
    assert results["settings"]["game"] == "tinygame" and len(results["games"]) == 8
    assert {"summary.csv", "summary.json", "heatmap.png"} <= {p.name for p in tmp_path.iterdir()}


def test_the_browser_shows_the_race_s_tuning_results_by_its_own_sides(tmp_path):
    botkit("tune", "--game", "tinygame", "--games", "3", "--workers", "1", "--out", str(tmp_path))
    with TestClient(create_app(tmp_path / "games")) as client:
        shown = client.post("/tuning", files={"results": ("results.json", (tmp_path / "results.json").read_bytes(),
                                                          "application/json")})
    assert shown.status_code == 200, shown.text
    assert "<tr><th>Blue \\ Red</th><th>steady</th><th>eager</th></tr>" in shown.text
    results = json.loads((tmp_path / "results.json").read_text())
    blue_wins = sum(g["winner"] == "blue" for g in results["games"] if g["row"] == g["column"] == "steady")
    assert f'data-rate="{blue_wins / 3:.4f}" data-games="3"' in shown.text


def test_botkit_flowchart_lists_validates_and_draws_the_race_s_charts(tmp_path):
    listed = botkit("flowchart", "list", "--game", "tinygame")
    for item in ("red.answer - Red Bot", "blue.answer - Blue Bot", "red.cards", "blue.trap", "tinygame.red.tiers",
                 "tinygame.blue.tiers"):
        assert item in listed
    assert "labyrinth" not in listed
    checked = botkit("flowchart", "validate", "--vocabulary", "tinygame", str(Path(_registered.__file__).parent))
    assert "ok - tinygame: 2 charts, 4 priority tables, 2 tier sets" in checked
    drawn = tmp_path / "red.svg"
    botkit("flowchart", "render", "red.answer", "--game", "tinygame", "-o", str(drawn))
    assert ET.parse(drawn).getroot().tag.endswith("svg")


def test_botkit_scenario_lists_and_shows_the_race_s_scenarios():
    listed = botkit("scenario", "list", "--game", "tinygame")
    assert "sprint" in listed and "marathon" in listed and "to space 14 in 12 turns" in listed
    state = json.loads(botkit("scenario", "show", "sprint", "--game", "tinygame", "--json"))
    assert state["finish"] == 8 and len(state["hands"]["red"]) == 2


def test_botkit_map_draws_a_saved_race(tmp_path):
    save = tmp_path / "race.json"
    botkit("simulate", "--game", "tinygame", "--save", str(save))
    picture = tmp_path / "race.svg"
    botkit("map", "--save", str(save), "-o", str(picture))
    assert ET.parse(picture).getroot().tag.endswith("svg")


def test_the_browser_starts_a_race_from_the_new_game_form_and_takes_an_answer(tmp_path):
    folder = tmp_path / "games"
    with TestClient(create_app(folder)) as client:
        assert 'value="tinygame"' in client.get("/").text
        started = client.post("/new", data={"game": "tinygame", "scenario": "sprint", "side": "blue", "seed": "4"},
                              follow_redirects=False)
        assert started.status_code == 303, started.text
        address = started.headers["location"]
        page = client.get(address).text
        assert PROMPT.search(page).group(1).strip() == "How many spaces of head start?"
        assert "<svg" in page  # the board, drawn at the set-up's question
        answered = client.post(f"{address}/answer", data={"token": TOKEN.search(page).group(1), "number": "1"})
        assert answered.status_code == 200, answered.text
        assert PROMPT.search(answered.text).group(1).strip() == "Which card do you play?"
    saved = load_session(folder / f"{address.rsplit('/', 1)[1]}.json")
    assert saved.answers == [["setup.head_start", 1]]
