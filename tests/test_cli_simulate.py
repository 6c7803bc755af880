"""`botkit simulate`: JSON summaries, logs, scripts, and drawing a past decision of a saved game."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from botkit import matches
from cli.main import app
from game.labyrinth.definition import LABYRINTH

runner = CliRunner()


def test_simulate_json_summary(tmp_path):
    result = runner.invoke(app, ["simulate", "--games", "2", "--seed", "4", "--decks", "1", "--json"])
    assert result.exit_code == 0, result.output
    games = json.loads(result.output)
    assert [g["seed"] for g in games] == [4, 5]
    for game in games:
        assert game["winner"] in ("us", "jihadist", "draw")
        assert game["turns"] >= 1 and "prestige" in game["final"]


def test_simulate_log_narrates_bot_decisions(tmp_path):
    log = tmp_path / "game.log"
    result = runner.invoke(app, ["simulate", "--seed", "2", "--decks", "1", "--log", str(log)])
    assert result.exit_code == 0, result.output
    text = log.read_text()
    assert "[decision" in text and "Event or Operations" in text and "GAME OVER" in text


def test_simulate_rejects_a_bad_script(tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("format: botkit-labyrinth-script\nversion: 1\nscenario: awakening\ndice: [7]\n")
    result = runner.invoke(app, ["simulate", "--script", str(script)])
    assert result.exit_code == 2 and "'dice' must list numbers from 1 to 6" in result.output


def test_render_a_past_decision_of_a_saved_game(tmp_path):
    save = tmp_path / "game.json"
    result = runner.invoke(app, ["simulate", "--seed", "3", "--decks", "1", "--save", str(save)])
    assert result.exit_code == 0, result.output
    out = tmp_path / "evo.dot"
    result = runner.invoke(app, ["flowchart", "render", "jihadist.evo", "--format", "dot", "-o", str(out),
                                 "--game", str(save), "--decision", "2"])
    assert result.exit_code == 0, result.output
    assert "#d62728" in out.read_text()  # the path the Bot took is drawn
    result = runner.invoke(app, ["flowchart", "render", "jihadist.evo", "--format", "dot", "-o", str(out),
                                 "--game", str(save), "--decision", "999999"])
    assert result.exit_code == 1 and "no decision 999999" in result.output
    alone = tmp_path / "alone.dot"
    result = runner.invoke(app, ["flowchart", "render", "jihadist.evo", "--format", "dot", "-o", str(alone),
                                 "--game", str(save), "--decision", "2", "--path-only"])
    assert result.exit_code == 0, result.output
    assert alone.read_text().count(" -> ") < out.read_text().count(" -> ")  # the path and its branches only
    result = runner.invoke(app, ["flowchart", "render", "us.par", "--format", "dot", "-o", str(out),
                                 "--game", str(save), "--decision", "2"])
    assert result.exit_code == 0 and "decision 2 never passed through us.par" in " ".join(result.output.split())


def test_a_players_own_tier_file_plays_and_a_broken_one_is_explained(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  mine:\n    extends: coherent\n"
                    "    capabilities: {recruit_cells_per_success: 2}\n")
    result = runner.invoke(app, ["simulate", "--jihadist", "mine", "--jihadist-tier-file", str(good), "--decks", "1",
                                 "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)[0]["tiers"]["jihadist"] == "mine"
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  mine:\n    extends: coherentt\n")
    result = runner.invoke(app, ["simulate", "--jihadist", "mine", "--jihadist-tier-file", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}:5: [mine] tier 'mine' extends unknown tier 'coherentt'" in result.output
    assert "did you mean 'coherent'" in result.output


def test_simulate_check_reports_a_failing_game_with_its_replay_command_and_goes_on(monkeypatch):
    real = LABYRINTH.run

    def fails_on_seed_5(game, max_turns=None):
        if game.seed == 5:
            raise ValueError("no Jihad in Nigeria")
        return real(game, max_turns=max_turns)

    monkeypatch.setattr(LABYRINTH, "run", fails_on_seed_5)
    result = runner.invoke(app, ["simulate", "--games", "3", "--seed", "4", "--decks", "1", "--check"])
    assert result.exit_code == 1
    assert "game 2 (seed 5) FAILED" in result.output and "ValueError: no Jihad in Nigeria" in result.output
    assert ("reproduce: botkit simulate --scenario awakening --seed 5 --bot jihadist=muddled --bot us=off_guard "
            "--decks 1 --check") in result.output
    assert "game 3 (seed 6)" in result.output  # the run went on
    assert "invariants checked: 1 of 3 game(s) failed" in result.output


def test_simulate_check_passes_with_exit_status_0():
    result = runner.invoke(app, ["simulate", "--games", "2", "--seed", "1", "--decks", "1", "--check"])
    assert result.exit_code == 0, result.output
    assert "invariants checked: 0 of 2 game(s) failed" in result.output


@pytest.mark.parametrize(("line", "message"), [
    ("seed: abc", "4: 'seed' is a whole number of 0 or more, not 'abc'"),
    ("turns: x", "4: 'turns' is a whole number from 1 to 200, not 'x'"),
    ("tiers: x", "4: 'tiers' maps us and/or jihadist to a tier name"),
    ("hands: {us: null}", "4: 'hands: us' lists card numbers from 121 to 240; None is not one"),
    ("tiers: {us: nobody}", "4: US Bot: no tier 'nobody'"),
    ("decks: 7", "4: Awakening (2010) is played with 1, 2, 3 decks, not 7"),
    ("picks: [[1]]", "4: 'picks' lists the random picks in order"),
])
def test_a_bad_script_names_file_line_and_what_is_allowed(tmp_path, line, message):
    script = tmp_path / "s.yaml"
    script.write_text(f"format: botkit-labyrinth-script\nversion: 1\nscenario: awakening\n{line}\n")
    before = script.read_bytes()
    result = runner.invoke(app, ["simulate", "--script", str(script)])
    assert result.exit_code == 2, result.output
    assert f"{script}:{message}" in result.output, result.output
    assert script.read_bytes() == before


def test_a_script_naming_an_unknown_scenario_points_at_its_line(tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text("format: botkit-labyrinth-script\nversion: 1\nscenario: atlantis\n")
    result = runner.invoke(app, ["simulate", "--script", str(script)])
    assert result.exit_code == 2 and f"{script}:3: No scenario 'atlantis'" in result.output


def test_a_failing_game_is_one_line_and_the_others_still_play(tmp_path, monkeypatch):
    calls = []
    original = matches.bot_game

    def sometimes(config, **kwargs):
        calls.append(config.seed)
        if len(calls) == 2:
            raise RuntimeError("a rules bug")
        return original(config, **kwargs)

    monkeypatch.setattr(matches, "bot_game", sometimes)
    log = tmp_path / "games.log"
    result = runner.invoke(app, ["simulate", "--games", "3", "--max-turns", "1", "--log", str(log)])
    assert result.exit_code == 1, result.output
    assert "game 2 (seed 2) failed: RuntimeError: a rules bug" in result.output
    assert "game 3 (seed 3)" in result.output
    assert "Traceback" not in result.output and "Traceback" in log.read_text()
