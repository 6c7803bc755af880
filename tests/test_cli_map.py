"""`botkit map` and the `map` prompt command: files written, saves and past decisions drawn, bad options."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botkit import raster
from botkit.session import GameConfig, Session, write_session
from cli import commands
from cli.human import HumanDecider, SessionCommand
from cli.main import app
from game.labyrinth import saves
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.matches import bot_game
from game.labyrinth.scenarios import start_game
from game.labyrinth.state import GameState, PlotMarker

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)


runner = CliRunner()
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def groups(path: Path) -> dict[str, ET.Element]:
    root = ET.parse(path).getroot()
    return {g.get("data-country"): g for g in root.iter() if "country" in g.get("class", "").split()}


def pieces_by_country(path: Path) -> dict[str, tuple[int, ...]]:
    return {name: tuple(int(g.get(f"data-{k}")) for k in ("troops", "militia", "active-cells", "sleeper-cells", "cadre"))
            for name, g in groups(path).items()}


def pieces_of(state: GameState) -> dict[str, tuple[int, ...]]:
    return {name: (c.troops, c.militia, c.actives, c.sleepers, c.cadre) for name, c in state.countries.items()}


def one_line_error(result) -> str:
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    assert "Traceback" not in result.output
    return lines[0]


def test_map_draws_a_scenario_set_up_as_svg_and_png(tmp_path):
    svg = tmp_path / "board.svg"
    result = runner.invoke(app, ["map", "--scenario", "isil", "-o", str(svg)])
    assert result.exit_code == 0, result.output
    assert f"wrote {svg}" in result.output
    assert pieces_by_country(svg) == pieces_of(start_game("isil", seed=0).state)
    png = tmp_path / "board.PNG"
    result = runner.invoke(app, ["map", "-o", str(png)])
    assert result.exit_code == 0, result.output
    assert png.read_bytes().startswith(PNG_SIGNATURE)


def test_map_refuses_bad_options_in_one_line(tmp_path):
    cases = [
        (["map", "-o", str(tmp_path / "board.gif")], 2, "must end in .svg or .png"),
        (["map", "-o", str(tmp_path / "no" / "such" / "folder" / "b.svg")], 2, "does not exist"),
        (["map", "--decision", "3", "-o", str(tmp_path / "b.svg")], 2, "--decision needs --save"),
        (["map", "--save", "x.json", "--scenario", "isil", "-o", str(tmp_path / "b.svg")], 2, "do not go together"),
        (["map", "--scenario", "nowhere", "-o", str(tmp_path / "b.svg")], 2, "No scenario 'nowhere'"),
        (["map", "--save", str(tmp_path / "missing.json"), "-o", str(tmp_path / "b.svg")], 1, "cannot read"),
    ]
    for args, code, words in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == code, (args, result.output)
        assert words in one_line_error(result), args
    assert not (tmp_path / "board.gif").exists() and not (tmp_path / "b.svg").exists()


def test_map_explains_a_damaged_save_and_leaves_it_alone(tmp_path):
    save = tmp_path / "game.json"
    save.write_text('{"format": "botkit-labyrinth-save", "version": 1')
    result = runner.invoke(app, ["map", "--save", str(save), "-o", str(tmp_path / "b.svg")])
    assert result.exit_code == 1
    assert "damaged or truncated" in one_line_error(result)
    assert save.read_text() == '{"format": "botkit-labyrinth-save", "version": 1'


def test_map_draws_a_saved_game_and_the_board_at_a_past_decision(tmp_path):
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["simulate", "--seed", "3", "--decks", "1", "--max-turns", "2", "--save", str(save)])
    assert result.exit_code == 0, result.output
    now = tmp_path / "now.svg"
    result = runner.invoke(app, ["map", "--save", str(save), "-o", str(now)])
    assert result.exit_code == 0, result.output
    assert pieces_by_country(now) == pieces_of(saves.load_game(save).state)
    # the same game played again, watching the state when decision 9 is taken
    seen: dict[int, GameState] = {}

    def watch_decisions(game):
        game.trace_watcher = lambda trace: seen.setdefault(trace.meta["serial"], game.state.copy())

    bot_game("awakening", 3, {"us": "off_guard", "jihadist": "muddled"}, decks=1, max_turns=2,
             prepare=watch_decisions)
    then = tmp_path / "then.svg"
    result = runner.invoke(app, ["map", "--save", str(save), "--decision", "9", "-o", str(then)])
    assert result.exit_code == 0, result.output
    assert pieces_by_country(then) == pieces_of(seen[9])
    assert pieces_of(seen[9]) != pieces_of(saves.load_game(save).state)
    assert "decision 9" in ET.parse(then).getroot().find("{http://www.w3.org/2000/svg}text").text
    result = runner.invoke(app, ["map", "--save", str(save), "--decision", "99999", "-o", str(then)])
    assert result.exit_code == 1 and "no decision 99999" in one_line_error(result)


def _session_save(path: Path, human: str | None) -> None:
    game = start_game("awakening", seed=1)
    game.state.countries["Iraq"].plots.append(PlotMarker("3"))
    write_session(path, game, GameConfig(seed=1, human=human), [])


def test_4_8_1_a_us_players_save_keeps_the_bots_plots_face_down(tmp_path):
    for human, kinds in (("us", [None]), (None, ["3"])):
        save = tmp_path / f"{human}.json"
        _session_save(save, human)
        out = tmp_path / f"{human}.svg"
        result = runner.invoke(app, ["map", "--save", str(save), "-o", str(out)])
        assert result.exit_code == 0, result.output
        iraq = groups(out)["Iraq"]
        assert [e.get("data-kind") for e in iraq.iter() if "plot" in e.get("class", "").split()] == kinds, human


def test_map_at_the_prompt_writes_the_picture_and_says_where(tmp_path, capsys):
    save = tmp_path / "game.json"
    chosen = tmp_path / "mine.png"
    typed = iter(["map", f"map {chosen}", f"map {tmp_path / 'board.bmp'}", "quit"])
    session = Session(GameConfig(seed=11, human="us"), save_path=save)
    decider = HumanDecider(lambda prompt: next(typed), lambda text: None,
                           lambda name, argument: commands.run(session, name, argument), keys=KEYS)
    with pytest.raises(SessionCommand):  # the player quits
        session.run(decider)
    out = " ".join(capsys.readouterr().out.split())  # lines wrap to the terminal's width
    beside = tmp_path / "game-map.svg"
    assert f"Board drawn: {beside}" in out and f"Board drawn: {chosen}" in out
    assert "No picture:" in out and "must end in .svg or .png" in out
    root = ET.parse(beside).getroot()
    assert root.get("data-plots-hidden") == "true"  # the US player facing the Jihadist Bot
    assert pieces_by_country(beside) == pieces_of(session.game.state)
    assert chosen.read_bytes().startswith(PNG_SIGNATURE)


def test_map_without_the_cairo_library_says_so_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setattr(raster, "_cairosvg", lambda: (None, "no library called 'cairo' was found"))
    png = tmp_path / "board.png"
    result = runner.invoke(app, ["map", "-o", str(png)])
    assert result.exit_code == 1
    line = one_line_error(result)
    assert "PNG pictures need cairosvg and the cairo library" in line and "SVG works without them" in line
    assert not png.exists()
    svg = tmp_path / "board.svg"
    assert runner.invoke(app, ["map", "-o", str(svg)]).exit_code == 0 and svg.exists()
