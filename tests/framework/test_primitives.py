"""botkit's counting and choosing primitives: expressions, pick and roll nodes, answers with `else`,
spending a budget, tables' `else` and require+best, context fields, `$tier.x`, and what the
validator refuses (unknown `$name`, a value read where it may be unbound, a table with no pool,
a misspelt plan, capabilities and markers declared wrongly)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from botkit import Answerer, Interpreter, Library, Trace, ValidationError, WalkError

from .conftest import CHARTS
from .vocab import make_vocabulary

CAPS = (CHARTS / "capabilities.yaml").read_text()

TABLES = """
kind: priority_table
id: t.value
title: most valuable
filters:
  - best: value
---
kind: priority_table
id: t.safe
title: safe places (boxes)
pool: places
filters:
  - require: {tagged: {tag: safe}}
---
kind: priority_table
id: t.gold
title: gold places, else home
pool: places
else: home
filters:
  - require: {tagged: {tag: gold}}
---
kind: priority_table
id: t.safe_then_least_danger
title: safe, then the least danger, in one filter
pool: places
filters:
  - require: {tagged: {tag: safe}}
    least: {value: {field: danger}}
---
kind: priority_table
id: t.first_box_with_score
title: the safe place with the most value, else any
pool: places
filters:
  - first:
      - {where: {tagged: {tag: safe}}, best: value}
      - {tagged: {tag: nothing}}
"""


def load(*texts: str) -> Library:
    return Library.from_texts({f"f{i}.yaml": t for i, t in enumerate((CAPS, TABLES, *texts))}, _vocab())


def _vocab():
    return make_vocabulary()


def problems(*texts: str) -> list[str]:
    with pytest.raises(ValidationError) as info:
        load(*texts)
    return [str(p) for p in info.value.problems]


@dataclass
class Q:
    """A question as botkit sees one (the game's Ask has the same fields)."""

    kind: str
    options: tuple = ()
    purpose: str = "test.question"
    count: int = 1
    minimum: int = 1
    low: int = 0
    high: int = 0
    budget: int = 0
    capacities: dict[Any, int] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)
    costs: dict[Any, tuple[int, ...]] = field(default_factory=dict)


def answer_with(library: Library, chart: str, question: Q, situation: dict, seed: int = 1) -> Any:
    interp = Interpreter(library)
    decision = interp.walk(chart, situation, rng=random.Random(seed))
    return Answerer(interp).answer(decision.action, question, situation, random.Random(seed),
                                   where=f"{decision.chart}:{decision.end}")


def chart(node: str) -> str:
    return f"id: c\nstart: a\nnodes:\n  a: {node}\n"


# -- answers ----------------------------------------------------------------------------------------


def test_pick_ranks_the_options_inside_the_boxes_pool_then_the_column(situation):
    library = load(chart("{do: {pick: {boxes: t.safe, table: t.value}}}"))
    # east is not safe; of north, south and west the most valuable (5) are south and west
    assert answer_with(library, "c", Q("one", ("north", "east", "south")), situation) == "south"


def test_pick_ranks_only_rankable_options(situation):
    library = load(chart("{do: {pick: {table: t.value}}}"))
    assert answer_with(library, "c", Q("one", ("done", "north")), situation) == "north"


def test_pick_with_nothing_left_takes_the_else_answer(situation):
    library = load(chart("{do: {pick: {boxes: t.safe, table: t.value, else: {answer: {value: done}}}}}"))
    assert answer_with(library, "c", Q("one", ("east", "done")), situation) == "done"


def test_else_answers_chain_into_first_feasible(situation):
    library = load(chart("{do: {pick: {boxes: t.gold, table: t.value, else: {pick: {boxes: t.safe, table: t.value,"
                         " else: {answer: {value: done}}}}}}}"))
    assert answer_with(library, "c", Q("one", ("north", "east", "done")), situation) == "north"


def test_pick_with_nothing_left_and_no_else_is_an_error_naming_the_node(situation):
    library = load(chart("{do: {pick: {boxes: t.safe, table: t.value}}}"))
    with pytest.raises(WalkError, match=r"c:a: pick by t.safe, then t.value found nothing .* no 'else'"):
        answer_with(library, "c", Q("one", ("east", "done")), situation)


def test_a_tables_else_value_is_the_pick_when_its_filters_keep_nothing(situation):
    library = load(chart("{do: {pick: {boxes: t.gold, table: t.value}}}"))
    assert answer_with(library, "c", Q("one", ("north", "home")), situation) == "home"


def test_require_and_least_in_one_filter(situation):
    library = load(chart("{do: {pick: {table: t.safe_then_least_danger}}}"))
    assert answer_with(library, "c", Q("one", ("north", "south", "east")), situation) == "north"


def test_a_first_box_with_its_own_score(situation):
    situation["places"]["north"]["value"] = 9
    library = load(chart("{do: {pick: {table: t.first_box_with_score}}}"))
    assert answer_with(library, "c", Q("one", ("north", "south", "east")), situation) == "north"


def test_pick_answers_a_many_question_in_table_order(situation):
    situation["places"]["north"]["value"] = 9
    library = load(chart("{do: {pick_all: {boxes: t.safe, table: t.value}}}"))
    assert answer_with(library, "c", Q("many", ("east", "north", "south"), count=3, minimum=1), situation) == \
        ["north", "south"]


def test_spend_gives_each_option_as_much_as_it_can_in_priority_order(situation):
    """A budget of 4 over safe places by value: south (5, capacity 3) takes 3, then west (5) the last 1."""
    situation["places"]["south"]["value"] = 6
    library = load(chart("{do: {spend: {boxes: t.safe, table: t.value, capacity: {score: {value: {field: danger}}}}}}"))
    question = Q("allocate", ("north", "south", "west", "east"), budget=4, capacities={"west": 2})
    assert answer_with(library, "c", question, situation) == [("south", 3), ("west", 1)]


def test_spend_stops_at_the_charts_own_budget(situation):
    library = load(chart("{do: {spend: {table: t.value, budget: {min: [2, $power]}}}}"))
    situation["counters"]["power"] = 1
    question = Q("allocate", ("north",), budget=4, capacities={"north": 4})
    assert answer_with(library, "c", question, situation) == [("north", 1)]


def test_spend_pays_each_units_price_when_the_question_prices_them(situation):
    """Twilight Struggle's influence: 2 Ops a marker where the opponent controls, then 1. A budget of 4:
    south (first by value) takes 2 + 1 = 3 Ops for 2 markers (its capacity), west the last Op."""
    situation["places"]["south"]["value"] = 6
    library = load(chart("{do: {spend: {table: t.value, capacity: 2}}}"))
    question = Q("allocate", ("south", "west"), budget=4, capacities={"south": 3, "west": 4},
                 costs={"south": (2, 1, 1)})
    assert answer_with(library, "c", question, situation) == [("south", 2), ("west", 1)]


def test_spend_takes_no_unit_whose_price_no_longer_fits(situation):
    """One Op left buys nothing where a marker costs 2: the next option takes it."""
    situation["places"]["south"]["value"] = 6
    library = load(chart("{do: {spend: {table: t.value}}}"))
    question = Q("allocate", ("west", "south"), budget=3, capacities={"south": 3, "west": 3},
                 costs={"south": (2, 2, 2)})
    assert answer_with(library, "c", question, situation) == [("south", 1), ("west", 1)]


def test_answer_number_is_an_expression_checked_against_the_range(situation):
    library = load(chart("{do: {answer_number: {value: {min: [2, {minus: [$power, 1]}]}}}}"))
    situation["counters"]["power"] = 9
    assert answer_with(library, "c", Q("number", low=1, high=6), situation) == 2
    situation["counters"]["power"] = 1
    with pytest.raises(WalkError, match="answers 0 to test.question, which allows 1..6"):
        answer_with(library, "c", Q("number", low=1, high=6), situation)


def test_an_answer_action_refuses_a_question_of_another_kind(situation):
    library = load(chart("{do: {answer_number: {value: 1}}}"))
    with pytest.raises(WalkError, match="'answer_number' cannot answer a 'one' question"):
        answer_with(library, "c", Q("one", ("north",)), situation)


# -- chart nodes and values --------------------------------------------------------------------


PICK_AND_ROLL = """
id: c
start: best
nodes:
  best:
    pick: {boxes: t.safe, table: t.value}
    as: place
    yes: rich
    no: {do: rest}
  rich:
    ask: {candidate: $place, is: {tagged: {tag: safe}}}
    yes: die
    no: {do: rest}
  die:
    roll: luck
    as: die
    then:
      ask: {at_least: [$die, $tier.aggression]}
      yes: {do: {play: {what: $place}}}
      no: {do: rest}
"""


def test_a_pick_node_binds_the_pick_and_a_roll_node_the_die(situation):
    library = load(PICK_AND_ROLL)
    situation.update(dice=[4], tier={"aggression": 3})
    trace = Trace()
    decision = Interpreter(library).walk("c", situation, rng=random.Random(2), trace=trace)
    assert decision.action.name == "play" and decision.action.params["what"] in ("south", "west")
    assert any("luck: the die shows 4" in line for line in trace.lines())
    situation.update(dice=[2])
    assert Interpreter(library).walk("c", situation, rng=random.Random(2)).action.name == "rest"


def test_context_fields_and_tier_values_are_read_as_dollar_names(situation):
    library = load(chart("{ask: {equals: [$home, south]}, yes: {do: {play: {what: $tier.bold}}}, no: {do: rest}}"))
    situation.update(home="south", tier={"bold": True})
    assert Interpreter(library).walk("c", situation).action.params == {"what": True}


def test_has_candidates_asks_whether_a_table_keeps_any_of_its_pool(situation):
    library = load(chart("{ask: {has_candidates: t.gold}, yes: {do: rest}, no: {do: {play: {what: none}}}}"))
    assert Interpreter(library).walk("c", situation).action.name == "play"
    situation["places"]["east"]["tags"] = ["gold"]
    assert Interpreter(library).walk("c", situation).action.name == "rest"


# -- what does not validate ----------------------------------------------------------------------


def test_an_unknown_dollar_name_is_a_problem_with_a_hint():
    found = problems(chart("{do: {play: {what: $hom}}}"))
    assert any("[a] '$hom' is neither a parameter nor a value bound here" in p and "did you mean 'home'" in p
               for p in found)


def test_a_value_read_where_a_path_leaves_it_unbound_is_a_problem():
    text = """
id: c
start: best
nodes:
  best: {pick: {table: t.safe}, as: place, yes: use, no: use}
  use: {do: {play: {what: $place}}}
"""
    assert any("[use] '$place' is neither" in p for p in problems(text))


def test_an_unknown_tier_value_is_a_problem():
    assert any("'$tier.agression': no capability 'agression' is declared; did you mean 'aggression'?" in p
               for p in problems(chart("{do: {play: {what: $tier.agression}}}")))


def test_has_candidates_or_a_pick_node_on_a_table_without_a_pool_is_a_problem():
    found = problems(chart("{ask: {has_candidates: t.value}, yes: {do: rest}, no: {do: rest}}"),
                     "id: d\nstart: a\nnodes:\n  a: {pick: {table: t.value}, as: x, yes: {do: rest}, no: {do: rest}}\n")
    assert sum("table 't.value' declares no pool" in p for p in found) == 2


def test_a_misspelt_plan_is_a_problem():
    text = chart("{ask: {equals: [$plan, gold_rush]}, yes: {do: rest}, no: {do: {answer: {value: x, plan: gold}}}}")
    vocab_with_plan = _vocab()
    vocab_with_plan.field("plan", str, "The plan.", get=lambda ctx: "")
    with pytest.raises(ValidationError) as info:
        Library.from_texts({"a.yaml": CAPS, "b.yaml": TABLES, "c.yaml": text}, vocab_with_plan)
    assert any("no answer names the plan 'gold_rush'; did you mean 'gold'?" in str(p) for p in info.value.problems)


def test_an_else_that_is_not_an_answer_action_is_a_problem():
    assert any("'else' of 'pick' must be an answer action, not 'rest'" in p
               for p in problems(chart("{do: {pick: {table: t.value, else: rest}}}")))


def test_capabilities_are_declared_with_a_type_a_default_and_a_meaning():
    bad = """
kind: capabilities
capabilities:
  fury: {type: int, default: 11, min: 0, max: 10, doc: How angry.}
  calm: {type: boolean, default: true, doc: Calm.}
  quiet: {type: bool, default: false}
"""
    found = problems(bad)
    assert any("[fury] capability 'fury': default: expected a whole number from 0 to 10" in p for p in found)
    assert any("[calm] capability 'calm': 'type' must be one of bool, int, number, text, one_of" in p for p in found)
    assert any("[quiet] capability 'quiet': needs 'doc'" in p for p in found)


def test_a_marker_set_names_declared_counts_and_triggers():
    markers = """
kind: tiers
id: test.markers
markers: {draw: two, gain_on: [insulted], lose_on: [praysed]}
tiers:
  angry: {capabilities: {aggression: 2}}
"""
    found = problems(markers)
    assert any("markers: 'draw' must name a count the game declares (one), not 'two'" in p for p in found)
    assert any("markers: unknown trigger 'praysed'; did you mean 'praised'?" in p for p in found)
    good = load(markers.replace("two", "one").replace("praysed", "praised"))
    rules = good.tiers["test.markers"].markers
    assert (rules.draw, rules.gain_on, rules.lose_on) == ("one", ("insulted",), ("praised",))


def test_a_tables_params_are_read_where_it_is_used_so_an_answer_can_name_a_picked_value(situation):
    same = ("kind: priority_table\nid: t.same_place\ntitle: the place picked\nparams: [place]\n"
            "filters:\n  - require: {named: {place: $place}}\n")
    library = load(same, "id: c\nstart: best\nnodes:\n  best:\n    pick: {boxes: t.safe, table: t.value}\n"
                         "    as: place\n    yes: {do: {pick: {table: t.same_place}}}\n    no: {do: first_option}\n")
    interp = Interpreter(library)
    picked = interp.pick("t.value", "t.safe", None, situation, random.Random(3))
    answer = answer_with(library, "c", Q("one", ("north", "south", "east", "west")), situation, seed=3)
    assert answer == picked and answer in ("south", "west")
