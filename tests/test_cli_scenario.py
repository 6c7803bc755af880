"""The `botkit scenario` commands through typer's test runner."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cli.main import app

runner = CliRunner()


def test_scenario_list_shows_all_six():
    result = runner.invoke(app, ["scenario", "list"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    for scenario_id in ("awakening", "mitts_turn", "arab_spring", "status_of_forces", "assad_alone", "isil"):
        assert scenario_id in result.output
    assert "Assad Alone (2012)" in result.output and "2 turns" in result.output


def test_scenario_show_prints_a_summary():
    result = runner.invoke(app, ["scenario", "show", "isil"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Islamic State of Iraq and the Levant (ISIL) (2014)" in out
    assert "Prestige 5 (Medium)  Funding 7 (Ample)  US Hard - World Hard 3" in out
    assert "Troops: track 8 (War), off-map 3" in out
    assert "Fair Neutral, 3 militia, 4 active cells, Civil War, Caliphate capital" in out
    assert "In effect: Sequestration" in out
    assert "#237 Osama bin Ladin" in out
    assert "Hands: Jihadist 9, US 8" in out


def test_scenario_show_json_is_the_set_up_state():
    result = runner.invoke(app, ["scenario", "show", "Mitt's Turn", "--json", "--seed", "5"])
    assert result.exit_code == 0, result.output
    state = json.loads(result.stdout)
    assert (state["scenario"], state["prestige"], state["funding"], state["us_posture"]) == ("mitts_turn", 7, 6, "hard")
    assert state["countries"]["Russia"]["posture"] == "soft"
    assert len(state["hands"]["us"]) == 8 and len(state["draw_pile"]) == 104
    assert state["options"]["obama_doctrine_mitts_turn"] is True
    again = runner.invoke(app, ["scenario", "show", "mitts_turn", "--json", "--seed", "5"])
    assert json.loads(again.stdout) == state


def test_scenario_show_json_takes_the_deck_count():
    result = runner.invoke(app, ["scenario", "show", "awakening", "--json", "--decks", "1"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["decks"] == 1


def test_scenario_show_unknown_name_exits_1_with_the_closest_name():
    result = runner.invoke(app, ["scenario", "show", "awakenig"])
    assert result.exit_code == 1
    assert "No scenario 'awakenig'. Did you mean 'awakening'?" in result.output
    assert result.stdout == ""


def test_scenario_show_a_bad_deck_count_exits_1():
    result = runner.invoke(app, ["scenario", "show", "isil", "--decks", "5"])
    assert result.exit_code == 1
    assert "not 5" in result.output
