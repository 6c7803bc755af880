"""A tier names the Bot that plays it (`answer:`); a side's tier sets are one list of names; a side
may declare its capabilities in several files."""

from __future__ import annotations

import jsonschema
import pytest

from botkit import Library, ValidationError
from botkit.schema import json_schema
from botkit.source import read_yaml_documents

from .conftest import CHARTS, RedBot, write_charts


def test_a_tier_plays_its_own_answer_else_its_files_else_its_parents(red_library):
    plus = red_library.tiers["red.plus"]
    assert plus["plus_normal"].answer == "plus.answer"  # the file's
    assert plus["plus_easy"].answer == "plus.answer"
    assert plus["plus_own"].answer == "red.answer"  # its own
    assert red_library.tiers["red.standard"]["plain"].answer == ""  # the game's default


def test_a_tier_with_another_answer_chart_answers_differently(red_library, board):
    options = ("north", "east")
    assert RedBot(red_library, "plain").decide(board, options) == "east"  # red.answer: the target
    assert RedBot(red_library, "plus_easy").decide(board, options) == "north"  # plus.answer: the first option


def test_an_answer_chart_that_does_not_exist_is_a_file_line_error(tmp_path, red_vocab):
    folder = write_charts(tmp_path, {"more.yaml": "kind: tiers\nid: red.more\nside: red\nanswer: plus.answer\n"
                                                  "tiers:\n  other: {answer: plus.anwser}\n"})
    with pytest.raises(ValidationError) as info:
        Library.load(folder, red_vocab)
    assert f"{tmp_path / 'more.yaml'}:6: [other] answer: no chart 'plus.anwser'; did you mean 'plus.answer'?" \
           in str(info.value)


def test_a_tier_is_found_by_name_in_any_tier_set_of_its_side_printed_set_first(red_library):
    tiers = red_library.side_tiers("red", first="red.standard")
    assert tiers.names() == ["plain", "plus_normal", "plus_easy", "plus_own"]
    assert tiers["plus_easy"].capabilities == {"aggression": 1, "reach": 2}
    assert tiers["plain"].title == "Plain"  # the tier, not the marker of the same name
    with pytest.raises(KeyError, match="did you mean 'plus_easy'"):
        tiers["plus_eas"]


def test_tier_names_are_unique_across_a_sides_tier_sets_naming_both_files(tmp_path, red_vocab):
    folder = write_charts(tmp_path, {"more.yaml": "kind: tiers\nid: red.more\nside: red\ntiers:\n"
                                                  "  plus_easy: {title: again}\n"})
    with pytest.raises(ValidationError) as info:
        Library.load(folder, red_vocab)
    assert f"{tmp_path / 'tiers.yaml'}:13: [plus_easy] duplicate tier name 'plus_easy' for the side 'red' " \
           f"(also in {tmp_path / 'more.yaml'}:5;" in str(info.value)


def test_a_players_tier_file_extends_a_tier_of_another_set_and_plays_its_bot(red_library, tmp_path):
    mine = tmp_path / "mine.yaml"
    mine.write_text("kind: tiers\nadds_to: red.standard\ntiers:\n  mine: {extends: plus_normal, "
                    "capabilities: {aggression: 4}}\n")
    merged = red_library.add_tiers(mine, base="red.standard")
    assert merged["mine"].answer == "plus.answer"
    assert merged["mine"].capabilities == {"aggression": 4, "reach": 2}
    tiers = red_library.side_tiers("red", first="red.standard", replacing=merged)
    assert tiers.names() == ["plain", "mine", "plus_normal", "plus_easy", "plus_own"]


def test_a_players_tier_may_not_take_the_name_of_a_tier_of_another_set(red_library, tmp_path):
    mine = tmp_path / "mine.yaml"
    mine.write_text("kind: tiers\nadds_to: red.standard\ntiers:\n  plus_own: {extends: plain}\n")
    with pytest.raises(ValidationError, match="duplicate tier name 'plus_own': a tier of the same side is named so in"):
        red_library.add_tiers(mine, base="red.standard")


def test_a_side_declares_capabilities_in_several_files(red_library):
    assert {"aggression", "reach"} <= set(red_library.capabilities)
    assert red_library.capabilities["reach"].source.endswith("capabilities.yaml")


def test_a_capability_declared_in_two_files_names_both(tmp_path, red_vocab):
    folder = write_charts(tmp_path, {"more.yaml": "kind: capabilities\nid: red.more\nside: red\ncapabilities:\n"
                                                  "  reach: {type: int, default: 1, doc: again}\n"})
    with pytest.raises(ValidationError) as info:
        Library.load(folder, red_vocab)
    text = str(info.value)
    assert "capability 'reach' is declared twice" in text
    assert str(tmp_path / "more.yaml") in text and str(tmp_path / "capabilities.yaml") in text


def test_the_schema_knows_memory_files_remember_option_forms_and_answer(red_library, red_vocab):
    schema = json_schema(red_vocab, red_library.capabilities)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sorted(CHARTS.glob("*.yaml")):
        for doc in read_yaml_documents(path.read_text(), str(path)):
            assert not list(validator.iter_errors(doc)), (path, doc)
    bad_scope = {"kind": "memory", "id": "m", "side": "red", "fields": {"x": {"scope": "hand", "doc": "x"}}}
    assert list(validator.iter_errors(bad_scope))
    empty_remember = {"id": "c", "start": "a", "nodes": {"a": {"do": [{"remember": {}}, "rest"]}}}
    assert list(validator.iter_errors(empty_remember))


def test_a_files_answer_chart_that_does_not_exist_is_told_once(tmp_path, red_vocab):
    folder = write_charts(tmp_path, {"more.yaml": "kind: tiers\nid: red.more\nside: red\nanswer: nowhere.answer\n"
                                                  "tiers:\n  one: {}\n  two: {}\n"})
    with pytest.raises(ValidationError) as info:
        Library.load(folder, red_vocab)
    assert str(info.value).count(f"{tmp_path / 'more.yaml'}:4: [one] answer: no chart 'nowhere.answer'") == 1
    assert "[two] answer" not in str(info.value)
