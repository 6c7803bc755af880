"""Allocation questions whose units have prices (botkit.protocol.Ask.costs, GameBase.choose_allocation).

Twilight Struggle's influence placement is the case: a marker costs 2 Ops in a country the
opponent controls and 1 once control is broken (6.1.2), so the budget limits what the chosen
markers cost, not how many there are.
"""

from __future__ import annotations

import pytest

from botkit.engine import GameBase
from botkit.protocol import Ask, FirstOptionDecider, IllegalAnswer, RandomDecider, ScriptedDecider


class _State:
    turn = 1
    phase = "test"


def priced() -> Ask:
    return Ask("a", "ops.influence", "place", ("turkey", "greece"), "allocate", minimum=1, budget=4,
               capacities={"turkey": 3, "greece": 4}, costs={"turkey": (2, 1, 1)})


def test_the_units_chosen_cost_what_their_prices_say():
    ask = priced()
    assert ask.check([("turkey", 3)]) == [("turkey", 3)]  # 2 + 1 + 1 = 4
    assert ask.check([("turkey", 1), ("greece", 2)]) == [("turkey", 1), ("greece", 2)]
    with pytest.raises(IllegalAnswer, match="spend 1..4 in all, not 5"):
        ask.check([("turkey", 2), ("greece", 2)])  # 2 + 1 + 2 = 5


def test_unpriced_questions_count_units_as_before():
    ask = Ask("a", "x", "p", ("n", "s"), "allocate", minimum=1, budget=3, capacities={"n": 3, "s": 3})
    assert ask.check([("n", 2), ("s", 1)]) == [("n", 2), ("s", 1)]
    with pytest.raises(IllegalAnswer, match="spread 1..3"):
        ask.check([("n", 2), ("s", 2)])


def test_choose_allocation_offers_only_what_the_budget_affords():
    decider = ScriptedDecider([[("turkey", 1)]])
    game = GameBase(_State(), sides=("a",), deciders={"a": decider})
    # with one Op a country costing 2 is not offered at all
    assert game.choose_allocation("a", "ops.influence", {"turkey": 5}, 1, "place", costs={"turkey": (2, 1, 1)}) == []
    answer = game.choose_allocation("a", "ops.influence", {"turkey": 5, "greece": 5}, 2, "place",
                                    costs={"turkey": (2, 1, 1, 1, 1)})
    asked = decider.asked[-1]
    assert answer == [("turkey", 1)]
    assert asked.capacities == {"turkey": 1, "greece": 2} and asked.budget == 2


def test_the_minimum_is_the_cheapest_first_unit():
    decider = ScriptedDecider([[("turkey", 1)]])
    game = GameBase(_State(), sides=("a",), deciders={"a": decider})
    game.choose_allocation("a", "ops.influence", {"turkey": 2}, 3, "place", costs={"turkey": (2, 1)})
    assert decider.asked[-1].minimum == 2


@pytest.mark.parametrize("seed", range(40))
def test_the_stock_deciders_answer_priced_questions_legally(seed):
    ask = priced()
    assert ask.check(RandomDecider(seed).decide(None, ask))
    only_dear = Ask("a", "x", "p", ("turkey",), "allocate", minimum=2, budget=3, capacities={"turkey": 2},
                    costs={"turkey": (2, 1)})
    assert ask.check(FirstOptionDecider().decide(None, ask))
    assert only_dear.check(FirstOptionDecider().decide(None, only_dear)) == [("turkey", 1)]
    assert only_dear.check(RandomDecider(seed).decide(None, only_dear))
