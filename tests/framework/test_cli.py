"""The `botkit flowchart` commands through typer's test runner."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import botkit
from cli.main import app

from .conftest import CHARTS
from .vocab import make_vocabulary

runner = CliRunner()
VOCAB = "test"  # registered by tests/framework/vocab.py


def test_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"botkit {botkit.__version__}"


def test_help_lists_commands():
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0 and "flowchart" in result.output


def test_validate_good_charts():
    result = runner.invoke(app, ["flowchart", "validate", str(CHARTS), "--vocabulary", VOCAB])
    assert result.exit_code == 0, result.output
    assert "4 charts, 2 priority tables, 1 tier sets in 5 files" in result.output


def test_validate_reports_every_problem_and_fails(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: c\nstart: a\nnodes:\n  a: {ask: flgg, yes: b, no: b}\n  b: {do: rest}\n  c: {do: rest}\n")
    result = runner.invoke(app, ["flowchart", "validate", str(bad), "--vocabulary", VOCAB])
    assert result.exit_code == 1
    assert f"{bad}:4: [a] unknown predicate 'flgg'" in result.output
    assert f"{bad}:6: [c] node 'c' can never be reached" in result.output


def test_validate_outside_flowcharts_is_checked_over_the_shipped_charts(tmp_path):
    good = tmp_path / "good"
    good.mkdir()
    (good / "tiers.yaml").write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  spicy:\n"
                                     "    extends: coherent\n")
    result = runner.invoke(app, ["flowchart", "validate", str(good)])
    assert result.exit_code == 0, result.output
    assert "over the shipped labyrinth charts" in result.output
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  spicy:\n    extends: nowhere\n")
    result = runner.invoke(app, ["flowchart", "validate", str(bad)])
    assert result.exit_code == 1
    assert str(bad) in result.output


def test_validate_default_checks_the_shipped_charts():
    result = runner.invoke(app, ["flowchart", "validate"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("ok - labyrinth:")


def test_render_unknown_chart_suggests(tmp_path):
    result = runner.invoke(app, ["flowchart", "render", "no.such.chart", "-o", str(tmp_path / "x.svg")])
    assert result.exit_code == 1
    assert "No chart or table 'no.such.chart'" in result.output


def test_render_rejects_bad_trace_file(tmp_path):
    trace = tmp_path / "t.json"
    trace.write_text(json.dumps({"hello": 1}))
    result = runner.invoke(app, ["flowchart", "render", "test.main", "--format", "dot", "-o", str(tmp_path / "x.dot"),
                                 "--trace", str(trace), "--charts", str(CHARTS), "--vocabulary", VOCAB])
    assert result.exit_code == 1
    assert "not a botkit trace" in result.output


def test_render_with_trace_from_file(tmp_path, situation):
    from botkit import Interpreter, Library, Trace

    library = Library.load(CHARTS, make_vocabulary())
    trace = Trace()
    Interpreter(library).walk("test.main", situation, args={"what": "x"}, trace=trace)
    trace.save(tmp_path / "t.json")
    out = tmp_path / "x.dot"
    result = runner.invoke(app, ["flowchart", "render", "test.main", "--format", "dot", "-o", str(out),
                                 "--trace", str(tmp_path / "t.json"), "--charts", str(CHARTS), "--vocabulary", VOCAB])
    assert result.exit_code == 0, result.output
    assert "#d62728" in out.read_text()


@settings(max_examples=25, deadline=None)
@given(names=st.lists(st.from_regex(r"[a-z]{1,8}(\.(txt|json|yml~|yaml\.bak|md))?", fullmatch=True), max_size=4,
                      unique=True), empty_yaml=st.booleans())
def test_validate_a_folder_holding_no_chart_says_so_and_fails(names, empty_yaml):
    """`flowchart validate` on a folder without a chart once said 'ok': nothing was checked."""
    with tempfile.TemporaryDirectory() as place:
        folder = Path(place) / "mine"
        folder.mkdir()
        for name in names:
            (folder / name).write_text("id: x\n")
        if empty_yaml:
            (folder / "blank.yaml").write_text("# only a comment\n")
        result = runner.invoke(app, ["flowchart", "validate", str(folder)])
        assert result.exit_code == 1, result.output
        assert "nothing to check" in result.output and str(folder) in result.output
        assert "ok -" not in result.output
