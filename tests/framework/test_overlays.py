"""A player's own folder over the shipped charts: same id replaces, adds_to extends a tier set,
anything else is added, and every problem names the player's file and line."""

from __future__ import annotations

import pytest

from botkit import Interpreter, Library, ValidationError

from .conftest import CHARTS


def test_an_overlay_chart_with_a_shipped_id_replaces_it(vocab, situation, tmp_path):
    (tmp_path / "mine.yaml").write_text("id: test.answer\nstart: q\nnodes:\n  q: {return: true}\n")
    library = Library.load(CHARTS, vocab, overlay=tmp_path)
    assert list(library.chart("test.answer").nodes) == ["q"]
    situation["flags"]["ready"] = True
    assert Interpreter(library).walk("test.main", situation, args={"what": "x"}).actions[0].name == "play"


def test_an_overlay_tier_file_adds_tiers_to_a_shipped_set_and_new_charts_are_added(vocab, tmp_path):
    (tmp_path / "tiers.yaml").write_text("kind: tiers\nadds_to: test.tiers\ntiers:\n  spicy:\n    extends: harder\n"
                                         "    capabilities: {bold: false}\n")
    (tmp_path / "extra.yaml").write_text("id: my.chart\nstart: a\nnodes:\n  a: {do: rest}\n")
    library = Library.load(CHARTS, vocab, overlay=tmp_path)
    assert library.tiers["test.tiers"].names() == ["easy", "hard", "harder", "spicy"]
    assert dict(library.tiers["test.tiers"]["spicy"].capabilities) == {"aggression": 3, "bold": False}
    assert "my.chart" in library.charts and "test.main" in library.charts


def test_overlay_problems_name_the_players_file_and_line(vocab, tmp_path):
    (tmp_path / "bad.yaml").write_text("id: test.answer\nstart: q\nnodes:\n  q: {ask: flg, yes: a, no: a}\n"
                                       "  a: {return: true}\n---\nid: test.answer\nstart: a\nnodes:\n  a: {do: rest}\n")
    with pytest.raises(ValidationError) as info:
        Library.load(CHARTS, vocab, overlay=tmp_path)
    found = [str(p) for p in info.value.problems]
    assert any(p.startswith(f"{tmp_path / 'bad.yaml'}:4: [q] unknown predicate 'flg'") for p in found)
    assert any(p.startswith(f"{tmp_path / 'bad.yaml'}:7: [test.answer] duplicate id") for p in found)


def test_an_overlay_chart_with_adds_to_replaces_or_adds_only_its_nodes(vocab, situation, tmp_path):
    (tmp_path / "mine.yaml").write_text("kind: chart\nadds_to: test.main\nnodes:\n  ready:\n"
                                        "    ask: {flag: {name: tired}}\n    yes: strong\n    no: resting\n"
                                        "  resting: {do: rest}\n")
    shipped = Library.load(CHARTS, vocab)
    library = Library.load(CHARTS, vocab, overlay=tmp_path)
    chart = library.chart("test.main")
    assert set(chart.nodes) - set(shipped.chart("test.main").nodes) == {"resting"}
    assert chart.nodes["ready"].line == 4 and chart.source == str(tmp_path / "mine.yaml")
    assert chart.nodes["strong"].line == shipped.chart("test.main").nodes["strong"].line
    assert Interpreter(library).walk("test.main", situation, args={"what": "x"}).actions[0].name == "rest"


def test_an_overlay_adds_to_an_unknown_chart_or_with_another_id_is_an_error(vocab, tmp_path):
    (tmp_path / "a.yaml").write_text("kind: chart\nadds_to: test.mian\nnodes:\n  x: {do: rest}\n")
    (tmp_path / "b.yaml").write_text("kind: chart\nadds_to: test.main\nid: other\nnodes:\n  x: {do: rest}\n")
    (tmp_path / "c.yaml").write_text("kind: chart\nadds_to: test.main\nnodes:\n  ready: {ask: flg, yes: a, no: a}\n")
    with pytest.raises(ValidationError) as info:
        Library.load(CHARTS, vocab, overlay=tmp_path)
    found = [str(p) for p in info.value.problems]
    assert any(p.startswith(f"{tmp_path / 'a.yaml'}:2: adds_to: no chart 'test.mian'") and "test.main" in p
               for p in found)
    assert any(p.startswith(f"{tmp_path / 'b.yaml'}:3: a chart that adds_to 'test.main' keeps its id") for p in found)
    assert any(p.startswith(f"{tmp_path / 'c.yaml'}:4: [ready] unknown predicate 'flg'") for p in found)


def test_a_problem_in_a_node_the_overlay_left_alone_names_the_shipped_file(vocab, tmp_path):
    (tmp_path / "mine.yaml").write_text("kind: chart\nadds_to: test.main\nnodes:\n  ready: {do: rest}\n")
    with pytest.raises(ValidationError) as info:
        Library.load(CHARTS, vocab, overlay=tmp_path)
    shipped = Library.load(CHARTS, vocab).chart("test.main")
    unreachable = [p for p in info.value.problems if "can never be reached" in p.message]
    assert unreachable and {p.source for p in unreachable} == {shipped.source}
    assert {(p.node, p.line) for p in unreachable} <= {(n.id, n.line) for n in shipped.nodes.values()}
