"""`botkit tune`: files written, results reproduce, re-running adds games, Dask gives the same results; failing
games are recorded, Ctrl-C stops every worker at once and a re-run finishes the games left."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import tune as tune_module
from cli.main import app
from tests.conditions import HANG, wait_until

ROOT = Path(__file__).resolve().parent.parent
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


@pytest.mark.e2e  # a Dask cluster of its own processes
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
    from game.labyrinth.definition import LABYRINTH

    def broken(game, max_turns=None):
        raise ValueError("no Jihad in Nigeria")

    monkeypatch.setattr(LABYRINTH, "run", broken)
    result = runner.invoke(app, ["tune", "--out", str(tmp_path / "t"), *SMALL, "--games", "1", "--workers", "1",
                                 "--check"])
    assert result.exit_code == 1
    assert result.output.count("ValueError: no Jihad in Nigeria") == 2
    assert "reproduce: botkit simulate --scenario awakening --seed" in result.output
    assert "invariants checked: 2 of 2 game(s) failed" in result.output


def test_a_failing_game_is_recorded_and_the_tournament_goes_on(tmp_path, monkeypatch):
    """A game that raises (a rules bug, a failed invariant check) is logged with its seed and traceback."""
    original = tune_module.play_task

    def sometimes(task):
        if task.index == 1 and task.row == "potent":
            raise AssertionError("an invariant broke")
        return original(task)

    monkeypatch.setattr(tune_module, "play_task", sometimes)
    result = runner.invoke(app, ["tune", "--out", str(tmp_path), *SMALL, "--games", "3", "--workers", "1"])
    assert result.exit_code == 1, result.output
    assert "1 game(s) failed" in result.output and "Jihadist potent vs US off_guard, game 1" in result.output
    assert "AssertionError: an invariant broke" in result.output and "Traceback" not in result.output
    log = (tmp_path / "failures.log").read_text()
    assert "Traceback" in log and "an invariant broke" in log
    document = json.loads((tmp_path / "results.json").read_text())
    assert len(document["games"]) == 5 and [f["index"] for f in document["failures"]] == [1]
    again = runner.invoke(app, ["tune", "--out", str(tmp_path), *SMALL, "--games", "1", "--workers", "1"])
    assert again.exit_code == 0, again.output  # new games get new numbers: the failed one is not replayed
    games = json.loads((tmp_path / "results.json").read_text())["games"]
    assert sorted(g["index"] for g in games if g["row"] == "potent") == [0, 2, 3]


def _children(pid: int) -> set[int]:
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _finished(document: dict) -> int:
    return len(document["games"]) + len(document.get("failures", []))


def _two_workers(pid: int) -> set[int]:
    found = _children(pid)
    return found if len(found) >= 2 else set()


def _finished_so_far(path: Path) -> int:
    try:
        return _finished(json.loads(path.read_text()))
    except (OSError, ValueError):  # not written yet
        return 0


@pytest.mark.e2e
def test_ctrl_c_stops_the_workers_before_exiting_keeps_the_finished_games_and_a_rerun_plays_the_rest(tmp_path):
    # saved after every game: the first finished game is in results.json long before the 400th can be (the
    # Ctrl-C lands while games are still being played, whatever the machine's load)
    argv = [sys.executable, "-m", "cli.main", "tune", "--out", str(tmp_path), "--games", "100", "--workers", "2",
            "--jihadist", "muddled,potent", "--us", "off_guard,adept", "--save-every", "0"]
    process = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        workers = wait_until(lambda: _two_workers(process.pid), "tune to start its two worker processes")
        # results.json is written every few seconds once games finish: one finished game is kept
        wait_until(lambda: _finished_so_far(tmp_path / "results.json"), "a finished game in results.json")
        os.kill(process.pid, signal.SIGINT)  # the main process only, as `kill -INT` does
        output, _ = process.communicate(timeout=HANG)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130, output
    assert "Traceback" not in output and "Run the same command again" in output
    # the workers are stopped, not left to finish their games: gone by the time tune has exited
    assert not [pid for pid in workers if _alive(pid)], "worker processes were left running"
    document = json.loads((tmp_path / "results.json").read_text())
    pending = len(document.get("pending", []))
    assert _finished(document) > 0 and pending > 0
    assert _finished(document) + pending == 400
    rerun = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=HANG)
    assert rerun.returncode in (0, 1) and "Traceback" not in rerun.stdout + rerun.stderr  # 1: a game failed
    assert "unfinished: playing them first" in rerun.stdout
    document = json.loads((tmp_path / "results.json").read_text())
    assert "pending" not in document
    for row in ("muddled", "potent"):  # every game exactly once: the same games as a run never interrupted
        for column in ("off_guard", "adept"):
            indexes = sorted(g["index"] for g in (*document["games"], *document.get("failures", []))
                             if g["row"] == row and g["column"] == column)
            assert indexes == list(range(100))
