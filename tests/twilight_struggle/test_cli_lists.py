"""`botkit scenario list/show --game twilight_struggle` and `botkit cards list/show --game twilight_struggle`;
`botkit play --game twilight_struggle` against a Bot."""

from __future__ import annotations

from typer.testing import CliRunner

from cli.main import app

runner = CliRunner()
GAME = ("--game", "twilight_struggle")


def test_scenario_list_names_both_scenarios():
    result = runner.invoke(app, ["scenario", "list", *GAME])
    assert result.exit_code == 0
    assert "standard" in result.output and "late_war" in result.output


def test_scenario_show_tells_the_late_war_set_up_without_naming_a_hand():
    result = runner.invoke(app, ["scenario", "show", "late_war", *GAME])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "Late War scenario (turns 8-10) (id late_war)"
    assert "VP: USSR 4" in lines
    assert "Hands: US 9 cards, USSR 9 cards" in lines
    assert "#" not in result.output.split("Influence on the map")[0]  # no card of a hand or the deck is named


def test_cards_list_and_by_side():
    everything = runner.invoke(app, ["cards", "list", *GAME])
    assert everything.exit_code == 0 and "Duck and Cover" in everything.output and "Wargames" in everything.output
    ussr = runner.invoke(app, ["cards", "list", *GAME, "--side", "ussr"])
    assert "Fidel" in ussr.output and "Duck and Cover" not in ussr.output


def test_cards_show_by_number_and_by_name_is_the_same():
    by_number = runner.invoke(app, ["cards", "show", "4", *GAME])
    by_name = runner.invoke(app, ["cards", "show", "duck and cover", *GAME])
    assert by_number.exit_code == 0 and by_number.output == by_name.output
    assert by_number.output.splitlines()[0] == "#4 Duck and Cover (3 Ops, US)"
    assert " ".join(by_number.output.split()[7:]) == ("DEFCON drops one step, then the US gains VP equal to 5 minus "
                                                      "the new DEFCON level. Early War card")


def test_cards_show_a_name_several_cards_share_asks_for_more():
    result = runner.invoke(app, ["cards", "show", "china", *GAME])
    assert result.exit_code == 1
    assert "#6 The China Card, #71 Nixon Plays the China Card" in result.output


def test_play_against_the_ussr_bot_its_set_up_is_told_then_the_players_headline_is_asked(tmp_path):
    save = tmp_path / "ts.json"
    result = runner.invoke(app, ["play", *GAME, "--side", "us", "--seed", "3", "--save", str(save)],
                           input="west germany 4, italy 3\n")
    assert result.exit_code == 0
    output = " ".join(result.output.split())
    assert "USSR Bot: place 6 influence in Eastern Europe Poland 4, East Germany 1, Yugoslavia 1" in output
    assert "US: West Germany 4, Italy 3" in output
    assert output.index("USSR Bot: choose your headline card") < output.index("US: choose your headline card")
