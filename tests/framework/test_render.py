"""Drawing charts and tables: DOT text always, SVG when Graphviz's dot is installed."""

from __future__ import annotations

import pytest

from botkit import Interpreter, Trace
from botkit.render import dot_available, draw, render


def test_dot_shapes_labels_and_rule_references(library):
    source = draw(library.chart("test.main")).source
    assert "shape=diamond" in source
    assert "shape=box" in source
    assert "label=yes" in source and "label=no" in source
    assert "[1.2.1]" in source
    assert "Strong and fresh?" in source


def test_dot_is_deterministic(library):
    assert draw(library.chart("test.main")).source == draw(library.chart("test.main")).source


def test_trace_overlay_highlights_the_path(library, situation):
    plain = draw(library.chart("test.main")).source
    assert "#d62728" not in plain
    trace = Trace()
    Interpreter(library).walk("test.main", situation, args={"what": "x"}, trace=trace)
    source = draw(library.chart("test.main"), trace=trace).source
    assert source.count("fillcolor=\"#fde0dd\"") == 2  # ready and ready.no
    assert "color=\"#d62728\"" in source


def test_table_trace_shows_candidates_kept(library, situation):
    trace = Trace()
    Interpreter(library).narrow("test.places", ["north", "east", "south"], situation, trace=trace)
    source = draw(library.table("test.places"), trace=trace).source
    assert "3 -> 2: north, south" in source


def test_heat_overlay_shows_counts(library):
    source = draw(library.chart("test.main"), heat={"ready": 10, "strong": 5}).source
    assert "(10)" in source and "(5)" in source and "(0)" in source


def test_render_dot_file(library, tmp_path):
    out = render(library.chart("test.answer"), "dot", tmp_path / "a.dot")
    assert out.read_text().startswith("// test.answer")


@pytest.mark.skipif(not dot_available(), reason="Graphviz 'dot' not installed (CI installs it)")
def test_render_svg(library, tmp_path):
    out = render(library.table("test.places"), "svg", tmp_path / "t.svg")
    text = out.read_text()
    assert text.lstrip().startswith("<?xml") and "<svg" in text and "safe places" in text


def test_a_path_drawn_alone_keeps_only_the_path_and_the_branches_beside_it(library, situation):
    trace = Trace()
    Interpreter(library).walk("test.main", situation, args={"what": "x"}, trace=trace)
    assert trace.path("test.main") == ["ready", "ready.no"]
    whole = draw(library.chart("test.main"), trace=trace).source
    alone = draw(library.chart("test.main"), trace=trace, neighbourhood=True).source
    assert "Strong and fresh?" in alone  # the branch not taken, drawn in grey
    assert "#999999" in alone and "#999999" not in whole
    assert "test.answer" in whole and "test.answer" not in alone  # two branches away: left out
    assert alone.count(" -> ") == 2 < whole.count(" -> ")


def test_an_unlabelled_action_box_shows_what_the_action_does_never_a_word_cut(library):
    source = draw(library.chart("test.main")).source
    assert "Do nothing" in source  # the vocabulary's description of `rest`
    assert "Play something\nwhat: $what" in source
    assert "Go to the place a table picks\ntable: test.places" in source
