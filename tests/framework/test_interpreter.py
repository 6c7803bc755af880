"""Walking charts and applying priority tables; traces record what happened."""

from __future__ import annotations

import random

import pytest

from botkit import Action, Interpreter, Library, Trace, WalkError

from .vocab import make_vocabulary


def test_walk_takes_no_branch_when_not_ready(library, situation):
    decision = Interpreter(library).walk("test.main", situation, args={"what": "big"})
    assert decision.actions == (Action("rest", {}),)
    assert decision.end == "ready.no"


def test_walk_binds_parameters(library, situation):
    situation["flags"]["ready"] = True
    situation["counters"]["power"] = 3
    decision = Interpreter(library).walk("test.main", situation, args={"what": "big"})
    assert decision.action == Action("play", {"what": "big"})


def test_call_branches_on_sub_chart_answer(library, situation):
    situation["flags"].update(ready=True, tired=True, lucky=True)
    situation["counters"]["power"] = 5
    decision = Interpreter(library).walk("test.main", situation, args={"what": "x"})
    assert decision.actions == (Action("play", {"what": "small"}), Action("rest", {}))
    situation["flags"]["lucky"] = False
    decision = Interpreter(library).walk("test.main", situation, args={"what": "x"})
    assert decision.action == Action("go_to", {"table": "test.places"})


def test_terminal_call_returns_the_called_charts_outcome(library, situation):
    situation["flags"]["ready"] = True
    situation["counters"]["power"] = 9
    decision = Interpreter(library).walk("test.delegate", situation)
    assert decision.action == Action("play", {"what": "big"})
    assert decision.chart == "test.main"


def test_walk_needs_declared_parameters(library, situation):
    with pytest.raises(WalkError, match="needs what"):
        Interpreter(library).walk("test.main", situation)


def test_trace_records_nodes_answers_and_depth(library, situation):
    situation["flags"].update(ready=True, tired=True, lucky=False)
    trace = Trace()
    Interpreter(library).walk("test.main", situation, args={"what": "x"}, trace=trace)
    assert trace.path("test.main") == ["ready", "strong", "helper", "helper.no"]
    assert trace.path("test.answer") == ["q", "q.no"]
    assert [s.answer for s in trace.steps[:2]] == [True, False]
    assert trace.steps[3].depth == 1
    restored = Trace.from_dict(trace.to_dict())
    assert restored.path("test.main") == trace.path("test.main")


def test_vocabulary_failure_names_chart_and_node(library):
    with pytest.raises(WalkError, match=r"chart 'test.main', node 'ready'"):
        Interpreter(library).walk("test.main", {"flags": None}, args={"what": "x"})


def test_prefer_keeps_matching_candidates(library, situation):
    remaining = Interpreter(library).narrow("test.places", ["north", "east", "south"], situation)
    # safe: north, south; greedy guard off; least danger: north
    assert remaining == ["north"]


def test_prefer_keeps_all_when_none_match(library, situation):
    for place in situation["places"].values():
        place["tags"] = []
    remaining = Interpreter(library).narrow("test.places", ["south", "east"], situation)
    assert remaining == ["east"]  # nobody safe -> all kept; least danger -> east


def test_guarded_filter_applies_only_when_its_condition_holds(library, situation):
    trace = Trace()
    interp = Interpreter(library)
    assert interp.narrow("test.places", ["north", "south", "west"], situation, trace=trace) == ["north"]
    assert [s.skipped for s in trace.steps if s.kind == "filter"] == [False, True, False]
    situation["flags"]["greedy"] = True
    assert interp.narrow("test.places", ["north", "south", "west"], situation) == ["south", "west"]


def test_best_and_least_keep_ties(library, situation):
    situation["flags"]["greedy"] = True
    remaining = Interpreter(library).narrow("test.places", ["south", "west", "north"], situation)
    assert remaining == ["south", "west"]


def test_filters_stop_once_one_candidate_is_left(library, situation):
    trace = Trace()
    Interpreter(library).narrow("test.places", ["east", "north"], situation, trace=trace)
    assert [s.node for s in trace.steps if s.kind == "filter"] == ["f1"]


def test_seeded_tie_break_repeats_exactly(library, situation):
    situation["flags"]["greedy"] = True
    picks = [Interpreter(library).select("test.places", ["south", "west", "north"], situation, random.Random(seed))
             for seed in range(20)]
    again = [Interpreter(library).select("test.places", ["south", "west", "north"], situation, random.Random(seed))
             for seed in range(20)]
    assert picks == again
    assert set(picks) == {"south", "west"}


def test_a_tie_once_broken_holds_until_forgotten(library, situation):
    """Two questions about the same choice get the same answer: a table that broke a tie picks its
    earlier choice again while it is among the survivors (the game forgets the ties at each card)."""
    situation["flags"]["greedy"] = True
    interp = Interpreter(library)
    first = interp.select("test.places", ["south", "west", "north"], situation, random.Random(3))
    assert all(interp.select("test.places", ["west", "south"], situation, random.Random(seed)) == first
               for seed in range(10))
    other = ({"south", "west"} - {first}).pop()
    assert interp.select("test.places", [other, "north"], situation, random.Random(1)) == other  # not among them
    interp.forget_ties()
    assert {interp.select("test.places", ["south", "west"], situation, random.Random(seed)) for seed in range(10)
            if not interp.forget_ties()} == {"south", "west"}


def test_tie_break_is_traced(library, situation):
    situation["flags"]["greedy"] = True
    trace = Trace()
    chosen = Interpreter(library).select("test.places", ["south", "west"], situation, random.Random(1), trace=trace)
    last = trace.steps[-1]
    assert last.kind == "tiebreak" and last.before == ["south", "west"] and last.after == [chosen]


def test_select_with_no_candidates_is_none(library, situation):
    assert Interpreter(library).select("test.places", [], situation, random.Random(0)) is None


def test_order_ranks_all_candidates(library, situation):
    ranked = Interpreter(library).order("test.places", ["east", "south", "north", "west"], situation, random.Random(3))
    assert ranked[0] == "north"
    assert sorted(ranked) == ["east", "north", "south", "west"]
    assert ranked[-1] == "east"


ROUTER = """
id: test.router
title: Which phase is it?
start: morning
nodes:
  morning:
    ask: {phase_is: {name: morning}}
    yes: {do: {play: {what: breakfast}}}
    no: evening
  evening:
    ask: {phase_is: {name: day.evening}}
    yes: {do: {play: {what: dinner}}}
    no: noon
  noon:
    ask: {phase_is: {name: day}}
    yes: {do: {play: {what: lunch}}}
    no: again
  again:
    ask: {phase_is: {name: morning}}
    yes: {do: {play: {what: never}}}
    no: late
  late:
    ask: {flag: {name: awake}}
    yes: {do: {play: {what: snack}}}
    no: {do: rest}
"""


def _router_library(keyed: bool):
    v = make_vocabulary()

    def phases(ctx):  # the phase and each of its dotted prefixes
        name = ctx["phase"]
        return [name, *(name[:i] for i, char in enumerate(name) if char == ".")]

    @v.predicate(doc="Is it this phase (or inside it)?", params={"name": str}, keys=phases if keyed else None)
    def phase_is(ctx, name):
        return ctx["phase"] == name or ctx["phase"].startswith(name + ".")

    return Library.from_texts({"router.yaml": ROUTER}, v)


@pytest.mark.parametrize("phase", ["morning", "day", "day.evening", "day.evening.late", "day.noon", "night"])
def test_a_chain_of_keyed_tests_routes_with_one_lookup_exactly_as_node_by_node(situation, phase):
    situation.update(phase=phase, flags={"awake": phase == "night"})
    keyed, plain = Interpreter(_router_library(True)), Interpreter(_router_library(False))
    assert set(keyed.routes(keyed.library.chart("test.router"))) == {"morning", "noon", "evening"}
    assert plain.routes(plain.library.chart("test.router")) == {}
    traces = Trace(), Trace()
    got = [i.walk("test.router", situation, trace=t) for i, t in zip((keyed, plain), traces, strict=True)]
    assert got[0] == got[1]
    assert got[0].end == {"morning": "morning.yes", "day": "noon.yes", "day.evening": "evening.yes",
                          "day.evening.late": "evening.yes", "day.noon": "noon.yes", "night": "late.yes"}[phase]
    assert [(s.node, s.answer) for s in traces[0].steps] == [(s.node, s.answer) for s in traces[1].steps]


def test_a_keyed_predicate_takes_exactly_one_parameter():
    with pytest.raises(ValueError, match="exactly one parameter"):
        make_vocabulary().predicate("two", doc="Two things.", params={"a": str, "b": str}, keys=lambda ctx: [])(
            lambda ctx, a, b: True)
