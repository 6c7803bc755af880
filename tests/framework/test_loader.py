"""Loading charts and tables into graphs, and every kind of error the validator reports."""

from __future__ import annotations

import pytest

from botkit import Library, ValidationError

from .conftest import CHARTS


def problems_for(texts, vocab):
    with pytest.raises(ValidationError) as info:
        Library.from_texts(texts, vocab)
    return [str(p) for p in info.value.problems]


def test_chart_loads_as_networkx_graph_with_attributes(library):
    chart = library.chart("test.main")
    g = chart.graph
    assert set(g.nodes) == {"ready", "ready.no", "strong", "strong.yes", "helper", "helper.yes", "helper.no"}
    assert g.nodes["ready"]["kind"] == "decision"
    assert g.nodes["ready"]["rule"] == "1.2.1"
    assert g.nodes["strong"]["label"] == "Strong and fresh?"
    assert g.nodes["ready.no"]["kind"] == "action"
    assert g.nodes["helper"]["kind"] == "call"
    assert g.edges["ready", "strong"]["label"] == "yes"
    assert g.edges["ready", "ready.no"]["label"] == "no"
    assert g.graph["rule"] == "1.2"
    assert chart.nodes["strong"].line == 13


def test_table_loads_as_chain_graph(library):
    table = library.table("test.places")
    assert list(table.graph.nodes) == ["f1", "f2", "f3", "tie-break"]
    assert list(table.graph.edges) == [("f1", "f2"), ("f2", "f3"), ("f3", "tie-break")]
    assert table.filters[1].when is not None


def test_auto_label_describes_condition(library):
    node = library.chart("test.main").nodes["ready"]
    assert node.text() == "flag(name=ready)?"


def test_unknown_vocabulary_name_names_file_line_node_and_suggests(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: {flgg: {name: x}}\n    yes: {do: rest}\n    no: {do: rest}\n"
    (p,) = problems_for({"bad.yaml": text}, vocab)
    assert p.startswith("bad.yaml:5: [a]")
    assert "unknown predicate 'flgg'" in p and "did you mean 'flag'" in p


def test_missing_parameter(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: flag\n    yes: {do: rest}\n    no: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p.startswith("f.yaml:5: [a]") and "needs parameter 'name'" in p


def test_wrongly_typed_parameter(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: {count_at_least: {counter: x, at_least: many}}\n    yes: {do: rest}\n    no: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p.startswith("f.yaml:5: [a]") and "'at_least'" in p and "whole number" in p


def test_unknown_parameter_and_choice_value(vocab):
    text = (
        "kind: priority_table\nid: t\nfilters:\n"
        "  - prefer: {named: {place: nrth}}\n"
        "  - best: {value: {feld: x}}\n"
    )
    problems = problems_for({"t.yaml": text}, vocab)
    assert any(p.startswith("t.yaml:4: [f1]") and "did you mean 'north'" in p for p in problems)
    assert any(p.startswith("t.yaml:5: [f2]") and "no parameter 'feld'" in p for p in problems)


def test_wrong_kind_of_name(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: rest\n    yes: {do: rest}\n    no: {do: always}\n"
    problems = problems_for({"f.yaml": text}, vocab)
    assert any("[a] 'rest' is a action, but a predicate is needed" in p for p in problems)
    assert any("[a.no] 'always' is a predicate, but a action is needed" in p for p in problems)


def test_decision_without_yes_or_no(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: always\n    yes: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p == "f.yaml:4: [a] decision has no 'no' branch"


def test_dangling_target(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: always\n    yes: b\n    no: rst\n  b: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p.startswith("f.yaml:4: [a]") and "'no' goes to 'rst'" in p


def test_unreachable_node(vocab):
    text = "id: c\nstart: a\nnodes:\n  a: {do: rest}\n  orphan: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p == "f.yaml:5: [orphan] node 'orphan' can never be reached from start 'a'"


def test_cycle(vocab):
    text = "id: c\nstart: a\nnodes:\n  a: {ask: always, yes: b, no: b}\n  b: {ask: always, yes: a, no: c}\n  c: {do: rest}\n"
    problems = problems_for({"f.yaml": text}, vocab)
    assert any("[a] cycle: " in p and p.startswith("f.yaml:4") for p in problems)


def test_duplicate_node_id_is_a_duplicate_key(vocab):
    text = "id: c\nstart: a\nnodes:\n  a: {do: rest}\n  a: {do: rest}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p.startswith("f.yaml:5:") and "duplicate key 'a' (first defined on line 4)" in p


def test_duplicate_chart_id_across_files(vocab):
    text = "id: same\nstart: a\nnodes:\n  a: {do: rest}\n"
    (p,) = problems_for({"one.yaml": text, "two.yaml": text}, vocab)
    assert p.startswith("two.yaml:1: [same] duplicate id 'same' (also in one.yaml:1)")


def test_missing_start(vocab):
    (p,) = problems_for({"f.yaml": "id: c\nnodes:\n  a: {do: rest}\n"}, vocab)
    assert p == "f.yaml:1: chart 'c' has no 'start' node"
    (p,) = problems_for({"f.yaml": "id: c\nstart: b\nnodes:\n  a: {do: rest}\n"}, vocab)
    assert p.startswith("f.yaml:2: [b] start node 'b' is not defined")


def test_typo_in_a_node_key(vocab):
    text = "id: c\nstart: a\nnodes:\n  a:\n    ask: always\n    yes: {do: rest}\n    no: {do: rest}\n    lable: oops\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p.startswith("f.yaml:8: [a] unknown key 'lable'") and "did you mean 'label'" in p


def test_call_to_unknown_chart_and_unbound_parameter(vocab):
    text = (
        "id: c\nstart: a\nnodes:\n  a: {ask: always, yes: b, no: d}\n"
        "  b: {call: test.mian}\n  d: {do: {play: {what: $thing}}}\n"
    )
    problems = problems_for({"f.yaml": text}, vocab)
    assert any(p.startswith("f.yaml:5: [b] calls unknown chart 'test.mian'") for p in problems)
    assert any(p.startswith("f.yaml:6: [d] '$thing' is neither a parameter") for p in problems)


def test_unknown_table_in_action_parameter(vocab):
    text = "id: c\nstart: a\nnodes:\n  a: {do: {go_to: {table: nowhere}}}\n"
    (p,) = problems_for({"f.yaml": text}, vocab)
    assert p == "f.yaml:4: [a] action 'go_to': no priority table 'nowhere'"


def test_calls_in_a_loop(vocab):
    texts = {
        "a.yaml": "id: a\nstart: x\nnodes:\n  x: {call: b}\n",
        "b.yaml": "id: b\nstart: y\nnodes:\n  y: {call: a}\n",
    }
    problems = problems_for(texts, vocab)
    assert any("charts call each other in a loop" in p for p in problems)


def test_invalid_yaml_reports_line(vocab):
    (p,) = problems_for({"f.yaml": "id: c\nnodes: [\n  a: {do: rest}\n"}, vocab)
    assert p.startswith("f.yaml:") and "not valid YAML" in p


def test_yaml_tags_for_python_objects_are_refused(vocab):
    (p,) = problems_for({"f.yaml": "id: !!python/object/apply:os.system ['true']\n"}, vocab)
    assert "not valid YAML" in p


def test_every_error_is_reported_in_one_run(vocab):
    texts = {
        "a.yaml": "id: a\nstart: nope\nnodes:\n  x: {ask: flgg, yes: y, no: zz}\n  y: {do: resst}\n",
        "b.yaml": "kind: tiers\nid: t\ntiers:\n  one: {extends: two}\n",
    }
    problems = problems_for(texts, vocab)
    assert len(problems) >= 5
    assert {p.split(":")[0] for p in problems} == {"a.yaml", "b.yaml"}


def test_tier_extending_unknown_or_itself(vocab):
    text = "kind: tiers\nid: t\ntiers:\n  one: {extends: one}\n  two: {extends: three}\n"
    problems = problems_for({"t.yaml": text}, vocab)
    assert "t.yaml:4: [one] tier 'one' extends itself" in problems
    assert any(p.startswith("t.yaml:5: [two] tier 'two' extends unknown tier 'three'") for p in problems)


def test_tier_with_unknown_capability_or_bad_value(vocab):
    text = ("kind: tiers\nid: t\ntiers:\n  one:\n    capabilities: {agression: 2, bold: maybe}\n---\n"
            + (CHARTS / "capabilities.yaml").read_text())
    problems = problems_for({"t.yaml": text}, vocab)
    assert any("[one] unknown capability 'agression'; did you mean 'aggression'?" in p for p in problems)
    assert any("[one] capability 'bold'" in p for p in problems)


def test_unknown_document_kind(vocab):
    (p,) = problems_for({"f.yaml": "kind: flowchart\nid: x\n"}, vocab)
    assert "unknown kind 'flowchart'" in p
