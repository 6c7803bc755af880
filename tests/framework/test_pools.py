"""Pools of candidates: `exists` questions, and `require` / `first` filters (OpP boxes)."""

from __future__ import annotations

import random

import pytest

from botkit import Action, Interpreter, Library, ValidationError


def test_exists_counts_candidates_passing_a_filter(library, situation):
    interp = Interpreter(library)
    assert interp.walk("test.exists", situation).action == Action("rest", {})
    for place in ("north", "west"):
        situation["places"][place]["tags"] = []
    assert interp.walk("test.exists", situation).action == Action("play", {"what": "alone"})


def test_require_can_leave_no_candidate(library, situation):
    for place in situation["places"].values():
        place["tags"] = []
    assert Interpreter(library).select("test.eligible", None, situation, random.Random(0)) is None


def test_first_keeps_the_first_box_with_any_candidate(library, situation):
    situation["places"]["west"]["tags"] = ["safe", "silver"]
    situation["places"]["south"]["tags"] = ["safe", "silver"]
    remaining = Interpreter(library).narrow("test.eligible", None, situation)
    assert remaining == ["south", "west"]  # both silver and equally dangerous
    situation["places"]["north"]["tags"] = ["safe", "gold"]
    assert Interpreter(library).narrow("test.eligible", None, situation) == ["north"]


def test_first_with_no_box_matching_leaves_none(library, situation):
    assert Interpreter(library).narrow("test.eligible", None, situation) == []


def test_require_applies_even_to_a_single_candidate(library, situation):
    assert Interpreter(library).narrow("test.eligible", ["east"], situation) == []


def test_exists_needs_a_pool(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: {exists: {where: {tagged: {tag: x}}}}\n    yes: {do: rest}\n    no: {do: rest}\n"
    with pytest.raises(ValidationError) as info:
        Library.from_texts({"f.yaml": text}, vocab)
    assert "f.yaml:5: [a] 'exists' needs {pool: ..., where: ..., at_least: N}" in str(info.value)


def test_unknown_pool_is_reported(vocab):
    text = "kind: priority_table\nid: t\npool: plcaes\nfilters:\n  - least: value\n"
    with pytest.raises(ValidationError) as info:
        Library.from_texts({"t.yaml": text}, vocab)
    assert "unknown pool 'plcaes'; did you mean 'places'?" in str(info.value)
