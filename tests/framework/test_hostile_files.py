"""Chart and tier files from anywhere: read only if regular and small, safely, with every limit a clear problem."""

from __future__ import annotations

import os
import stat

import pytest

from botkit import Library, ValidationError
from botkit.files import YAML_LIMIT, FileReadError, read_json, read_text
from botkit.libraries import library_for, vocabulary_for
from botkit.source import MAX_DEPTH, YamlReadError, read_yaml_documents
from tests.conditions import finishes

BILLION_LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]\n" for i in range(9))


def check(path):
    return Library.check([path], vocabulary_for("labyrinth"))[1]


def problems_of(tmp_path, text):
    path = tmp_path / "chart.yaml"
    path.write_text(text)
    before = path.read_bytes()
    problems = check(path)
    assert path.read_bytes() == before
    return [str(p) for p in problems]


def test_deeply_nested_yaml_is_a_problem_with_a_line_not_a_recursion_error(tmp_path):
    found = problems_of(tmp_path, "id: x\nstart: a\nnodes: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert found == [f"{tmp_path / 'chart.yaml'}:3: nested more than {MAX_DEPTH} levels deep"]


def test_a_billion_laughs_alias_bomb_is_refused_without_expanding_it(tmp_path):
    # expanded, its 10**10 values would take hours and all memory: only a check that never expands
    # them finishes at all
    found = finishes(lambda: problems_of(tmp_path, BILLION_LAUGHS), "checking an alias bomb")
    assert len(found) == 1 and "aliases expand to more than" in found[0]


def test_an_alias_that_contains_itself_is_refused(tmp_path):
    found = problems_of(tmp_path, "id: x\nstart: a\nnodes:\n  a: &n {ask: event_playable, yes: *n, no: *n}\n")
    assert len(found) == 1 and "refers to a value that contains it" in found[0]


def test_a_set_where_a_node_name_is_expected_is_refused(tmp_path):
    found = problems_of(tmp_path, "id: x\nstart: a\nnodes:\n  a: {ask: event_playable, yes: !!set {b}, no: b}\n"
                                  "  b: {do: play_event}\n")
    assert found == [f"{tmp_path / 'chart.yaml'}:4: the tag !!set is not allowed (plain text, numbers, true/false, "
                     "lists and mappings only)"]


def test_an_alias_to_a_mapping_used_as_a_name_is_refused(tmp_path):
    found = problems_of(tmp_path, "id: x\nstart: &s {a: 1}\nnodes:\n  ? *s\n  : {do: play_event}\n")
    assert len(found) == 1 and "a key must be plain text or a number" in found[0]


def test_a_list_as_the_start_node_is_a_problem(tmp_path):
    found = problems_of(tmp_path, "id: x\nstart: [a]\nnodes:\n  a: {do: play_event}\n")
    assert any("start node ['a'] is not defined" in p for p in found)


def test_a_30_mb_chart_is_refused_without_reading_it(tmp_path, file_reads):
    path = tmp_path / "huge.yaml"
    path.write_text("id: x\nnodes:\n  n0: {do: play_event}\n")
    os.truncate(path, 30 * 1024 * 1024)
    found = [str(p) for p in check(path)]
    assert found == [f"{path}: is too big (30.0 MiB; files of up to {YAML_LIMIT // 1024} KiB are read)"]
    assert not [read for read in file_reads if read.st_size > YAML_LIMIT], "the big file was read"


def test_a_fifo_is_refused_instead_of_blocking(tmp_path):
    fifo = tmp_path / "chart.yaml"
    os.mkfifo(fifo)
    problems = finishes(lambda: check(fifo), "checking a FIFO (nobody ever writes to it)")
    assert "not a regular file" in str(problems[0])


def test_a_symlink_to_dev_zero_is_refused_without_reading_it(tmp_path, file_reads):
    link = tmp_path / "tiers.yaml"
    link.symlink_to("/dev/zero")
    with pytest.raises(FileReadError, match="not a regular file"):
        read_text(link)
    with pytest.raises(FileReadError, match="not a regular file"):
        read_json(link)
    assert not [read for read in file_reads if not stat.S_ISREG(read.st_mode)], "the device was read"


def test_dates_stay_text_and_yes_no_stay_branch_names():
    (doc,) = read_yaml_documents("label: 2010-01-01\nyes: a\nno: b\nflag: true\n")
    assert doc == {"label": "2010-01-01", "yes": "a", "no": "b", "flag": True}


def test_unknown_tags_are_refused_with_their_line():
    with pytest.raises(YamlReadError, match=":2: not valid YAML"):
        read_yaml_documents("a: 1\nb: !!python/object:os.system {}\n", "x.yaml")


# -- a player's tier file --------------------------------------------------------------------------------


def add(tmp_path, text, base="labyrinth.jihadist.ideology"):
    path = tmp_path / "mine.yaml"
    path.write_text(text)
    before = path.read_bytes()
    try:
        return library_for("labyrinth").add_tiers(path, base=base)
    finally:
        assert path.read_bytes() == before


def refused(tmp_path, text, phrase, base="labyrinth.jihadist.ideology"):
    with pytest.raises(ValidationError) as error:
        add(tmp_path, text, base)
    assert phrase in str(error.value), str(error.value)
    assert f"{tmp_path / 'mine.yaml'}:" in str(error.value)  # file:line


GOOD = "kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  mine:\n    extends: coherent\n"


def test_a_good_tier_file_extends_the_printed_tiers(tmp_path):
    assert "mine" in add(tmp_path, GOOD).names()


def test_a_tier_file_adding_to_an_unknown_tier_set_is_refused(tmp_path):
    refused(tmp_path, GOOD.replace("labyrinth.jihadist.ideology", "labyrinth.jihadist.ideolgy"),
            "no printed tier set 'labyrinth.jihadist.ideolgy' (known: ")


def test_a_tier_file_for_the_other_side_is_refused(tmp_path):
    refused(tmp_path, GOOD, "this file adds to 'labyrinth.jihadist.ideology', but it was given for "
                            "'labyrinth.us.resolve'", base="labyrinth.us.resolve")


def test_a_tier_file_of_another_kind_is_refused(tmp_path):
    refused(tmp_path, GOOD.replace("kind: tiers", "kind: chart"), "a tier file has 'kind: tiers', not 'chart'")


def test_a_negative_capability_is_refused(tmp_path):
    refused(tmp_path, GOOD + "    capabilities: {recruit_cells_per_success: -2}\n",
            "expected a whole number from 0 to 3, not -2")


def test_a_tier_name_that_cannot_be_typed_is_refused(tmp_path):
    refused(tmp_path, GOOD.replace("  mine:", "  my tier:"), "tier name 'my tier' cannot be typed as a --tier")


def test_a_tier_alias_bomb_is_refused(tmp_path):
    refused(tmp_path, BILLION_LAUGHS, "aliases expand to more than")
