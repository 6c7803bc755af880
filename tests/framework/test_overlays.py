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
