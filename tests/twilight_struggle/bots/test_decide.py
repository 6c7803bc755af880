"""`botkit decide --game twilight_struggle` (docs/twilight_struggle/positions.md): a position file read
key by key, a Bot's action round on a copy up to the first die, and every problem a one-line refusal."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from game.twilight_struggle.deciding import decide
from game.twilight_struggle.position import PositionError, parse_position
from game.twilight_struggle.state import US, USSR

from .helpers import bot_game

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "examples" / "positions" / "ts-iran-opening.yaml"


def run(*args: str):
    return CliRunner().invoke(app, ["decide", "--game", "twilight_struggle", *args])


def test_the_ussr_bot_coups_iran_with_nato_as_the_example_of_play_does():
    result = run(str(EXAMPLE), "--bot", "ussr", "--card", "nato")
    assert result.exit_code == 0, result.output
    assert "plays NATO (4 Ops) for its Ops." in result.output
    assert "Targets, in order: Iran" in result.output
    assert "Stops here: a die (coup in Iran)." in result.output


def test_a_position_file_names_its_game_so_decide_needs_no_game_option():
    result = CliRunner().invoke(app, ["decide", str(EXAMPLE), "--bot", "ussr", "--card", "nato"])
    assert result.exit_code == 0, result.output
    assert "plays NATO (4 Ops) for its Ops." in result.output


def test_the_bot_chooses_from_its_hand():
    result = run(str(EXAMPLE), "--bot", "us", "--card", "hand", "--json")
    assert result.exit_code == 0, result.output
    assert '"format": "botkit-decision"' in result.output and '"card": ' in result.output


def test_a_position_changes_the_set_up_it_names():
    position = parse_position({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "standard",
                               "defcon": 3, "vp": -2, "influence": {"Iran": {"us": 0, "ussr": 2}},
                               "hands": {"ussr": ["COMECON"]}, "effects": ["NATO"], "turn": 4})
    state = position.state
    assert (state.defcon, state.vp, state.turn) == (3, -2, 4)
    assert state.influence["iran"] == {US: 0, USSR: 2} and state.hands[USSR] == [14] and 21 in state.effects


@pytest.mark.parametrize("data, message", [
    ({"format": "x", "version": 1, "scenario": "standard"}, "format must be"),
    ({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "mid_war"}, "no scenario 'mid_war'"),
    ({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "standard",
      "influence": {"Iram": {"us": 1}}}, "no country 'Iram'"),
    ({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "standard", "defcon": 1},
     "defcon: a whole number 2-5"),
    ({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "standard",
      "hands": {"us": [19], "ussr": [19]}}, "placed twice"),
    ({"format": "botkit-twilight_struggle-position", "version": 1, "scenario": "standard", "effects": [31]},
     "name its side"),
])
def test_a_position_that_cannot_be_built_is_refused_with_its_reason(data, message):
    with pytest.raises(PositionError, match=message):
        parse_position(data)


def test_deciding_changes_nothing_of_the_position():
    game, bots = bot_game(ussr_hand=(21,), influence={"iran": (2, 0)}, defcon=5)
    before = game.state.to_dict()
    decision = decide(game.state, bots[USSR], USSR, 21, tier="regular")
    assert decision.stop == {"kind": "die", "text": "a die (coup in Iran)"} and game.state.to_dict() == before
