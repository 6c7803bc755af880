"""The question protocol's allocation kind (8.1.1: every attempt named before any die): a budget
spread over options, each at most its capacity; the terminal answers it like any other question."""

from __future__ import annotations

import pytest

from botkit.protocol import Ask, FirstOptionDecider, IllegalAnswer, RandomDecider
from cli.human import HumanDecider
from game.labyrinth.definition import LABYRINTH

from .helpers import make_game

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)



def allocation(budget=3, capacities=None, minimum=1) -> Ask:
    capacities = capacities or {"Pakistan": 2, "Iraq": 3, "Syria": 1}
    return Ask("jihadist", "op.jihad.dice", "Spread the dice", tuple(capacities), "allocate", minimum=minimum,
               budget=budget, capacities=capacities)


def test_an_allocation_is_ordered_option_amount_pairs_within_each_capacity_and_the_budget():
    ask = allocation()
    assert ask.check([["Iraq", 2], ["Pakistan", 1]]) == [("Iraq", 2), ("Pakistan", 1)]
    for wrong in ([("Pakistan", 3)], [("Iraq", 2), ("Iraq", 1)], [("Iraq", 3), ("Syria", 1)], [("Egypt", 1)],
                  [("Iraq", 0)], [], "Iraq", [("Iraq", True)]):
        with pytest.raises(IllegalAnswer):
            ask.check(wrong)


def test_choose_allocation_offers_only_options_with_room_and_caps_the_budget():
    game = make_game(jihadist=[[("Iraq", 1)]])
    assert game.choose_allocation("jihadist", "op.test", {"Iraq": 1, "Syria": 0}, 3, "spread") == [("Iraq", 1)]
    asked = game.deciders["jihadist"].asked[-1]
    assert asked.options == ("Iraq",) and asked.budget == 1
    assert game.choose_allocation("jihadist", "op.test", {"Syria": 0}, 3, "spread") == []


def test_the_simple_deciders_give_legal_allocations():
    ask = allocation(minimum=2)
    assert ask.check(FirstOptionDecider().decide(None, ask)) == [("Pakistan", 2)]
    for seed in range(20):
        ask.check(RandomDecider(seed).decide(None, ask))


def test_the_terminal_reads_names_and_amounts_and_asks_again_when_it_does_not_add_up():
    typed = iter(["pak 3", "iraq 2, pak 2", "iraq"])
    said: list[str] = []
    decider = HumanDecider(lambda prompt: next(typed), said.append, lambda name, argument: None, keys=KEYS)
    assert decider.decide(None, allocation()) == [("Iraq", 3)]  # "iraq" alone takes all it can: the budget
    assert any("[up to 2]" in line for line in said)
    assert sum("Spread 1 to 3 in all" in line for line in said) == 2
