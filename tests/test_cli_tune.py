"""`botkit tune`: files written, results reproduce, re-running adds games, Dask gives the same results."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from cli.main import app

runner = CliRunner()
SMALL = ["--jihadist", "muddled,potent", "--us", "off_guard", "--decks", "1"]


def tune(out, *extra):
    result = runner.invoke(app, ["tune", "--out", str(out), *SMALL, *extra])
    assert result.exit_code == 0, result.output
    return result


def test_tune_writes_csv_json_png_and_reproduces(tmp_path):
    tune(tmp_path / "a", "--games", "3", "--workers", "1")
    tune(tmp_path / "b", "--games", "3", "--workers", "2")
    for name in ("results.json", "summary.csv", "summary.json", "heatmap.png"):
        assert (tmp_path / "a" / name).stat().st_size > 0
    first = json.loads((tmp_path / "a" / "summary.json").read_text())
    second = json.loads((tmp_path / "b" / "summary.json").read_text())
    assert first == second  # the same seeds give the same games, serial or parallel
    assert {(c["jihadist_tier"], c["us_tier"], c["games"]) for c in first} == {
        ("muddled", "off_guard", 3), ("potent", "off_guard", 3)}


def test_running_again_adds_games_to_the_result_set(tmp_path):
    tune(tmp_path, "--games", "2", "--workers", "1")
    tune(tmp_path, "--games", "1", "--workers", "1")
    games = json.loads((tmp_path / "results.json").read_text())["games"]
    assert sorted(g["index"] for g in games if g["row"] == "muddled") == [0, 1, 2]
    once = tmp_path / "once"
    tune(once, "--games", "3", "--workers", "1")
    assert json.loads((once / "results.json").read_text())["games"] == games


def test_other_settings_refuse_to_mix_with_a_result_set(tmp_path):
    tune(tmp_path, "--games", "1", "--workers", "1")
    result = runner.invoke(app, ["tune", "--out", str(tmp_path), *SMALL, "--games", "1", "--seed", "99"])
    assert result.exit_code == 1 and "other settings" in result.output


def test_unknown_tier_is_named(tmp_path):
    result = runner.invoke(app, ["tune", "--out", str(tmp_path), "--jihadist", "mudled", "--us", "off_guard"])
    assert result.exit_code == 2 and "muddled" in result.output


def test_heat_counts_colour_a_chart(tmp_path):
    tune(tmp_path, "--games", "2", "--workers", "1", "--heat")
    out = tmp_path / "evo.dot"
    result = runner.invoke(app, ["flowchart", "render", "jihadist.evo", "--format", "dot", "-o", str(out),
                                 "--heat", str(tmp_path / "results.json")])
    assert result.exit_code == 0, result.output
    assert "fillcolor" in out.read_text()


def test_dask_cluster_gives_the_serial_results(tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        tune(tmp_path / "dask", "--games", "2", "--scheduler", cluster.scheduler_address)
    tune(tmp_path / "serial", "--games", "2", "--workers", "1")
    dask_games = json.loads((tmp_path / "dask" / "results.json").read_text())["games"]
    serial_games = json.loads((tmp_path / "serial" / "results.json").read_text())["games"]
    assert dask_games == serial_games


def test_tune_check_lists_failures_with_a_replay_command(tmp_path, monkeypatch):
    from game.labyrinth import matches

    def broken(game, max_turns=None):
        raise ValueError("no Jihad in Nigeria")

    monkeypatch.setattr(matches, "run_game", broken)
    result = runner.invoke(app, ["tune", "--out", str(tmp_path / "t"), *SMALL, "--games", "1", "--workers", "1",
                                 "--check"])
    assert result.exit_code == 1
    assert result.output.count("ValueError: no Jihad in Nigeria") == 2
    assert "reproduce: botkit simulate --scenario awakening --seed" in result.output
    assert "invariants checked: 2 of 2 game(s) failed" in result.output
