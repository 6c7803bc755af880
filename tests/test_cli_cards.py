"""`botkit cards list` and `botkit cards show`."""

from __future__ import annotations

from typer.testing import CliRunner

from cli.main import app

runner = CliRunner()


def test_cards_list_shows_all_120():
    result = runner.invoke(app, ["cards", "list"])
    assert result.exit_code == 0
    assert "FMS" in result.output and "US Election" in result.output
    assert result.output.count("\n") > 120


def test_cards_list_by_side():
    result = runner.invoke(app, ["cards", "list", "--side", "jihadist"])
    assert "Bloody Thursday" in result.output and "FMS" not in result.output


def test_cards_show_by_number_and_by_name():
    by_number = runner.invoke(app, ["cards", "show", "137"])
    by_name = runner.invoke(app, ["cards", "show", "fms"])
    assert by_number.exit_code == 0 and by_number.output == by_name.output
    assert "#137 FMS" in by_number.output and "2 Ops, US" in by_number.output
    assert "Militia" in by_number.output


def test_cards_show_unknown_suggests():
    result = runner.invoke(app, ["cards", "show", "Facebok"])
    assert result.exit_code == 1
    assert "Facebook" in result.output


def test_cards_show_a_number_is_a_card_number_never_a_place_in_the_list():
    for number in ("5", "99"):
        result = runner.invoke(app, ["cards", "show", number])
        assert result.exit_code == 1 and result.output.strip() == f"No card '{number}'. ('botkit cards list' shows them all.)"
