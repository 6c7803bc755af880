"""One vocabulary entry per question, whichever side asks it: a question each Bot once asked with an entry of its
own (`us_militia_minus_cells` / `cells_minus_militia`, `us_oil_spike_safe` / `oil_spike_wins_for_us` ...) is one
entry taking the side (`bots.common_vocab`), and each Bot's charts name the side they mean.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.labyrinth.bots.context import BotContext
from game.labyrinth.state import GOOD, ISLAMIST_RULE, JIHADIST, US
from game.labyrinth.vocabulary import build_vocabulary
from tests.labyrinth.helpers import make_game, make_state, muslim

VOCABULARY = build_vocabulary()
SIDE_ENTRIES = ("militia_cells_lead", "forces_lead", "markers_lead", "militia_cells_lead_at_least",
                "forces_lead_at_least", "oil_spike_wins", "hand_holds_cards")
# the entries each Bot had for one side of the same question, now a side of the entries above
RETIRED_TWINS = ("cells_minus_militia", "us_militia_minus_cells", "awakening_minus_reaction",
                 "us_reaction_minus_awakening", "cells_minus_tm", "us_cells_minus_forces", "us_forces_minus_cells",
                 "militia_exceed_cells", "us_cells_above_militia", "militia_lead_at_least",
                 "us_cells_beyond_forces", "us_forces_beyond_cells_below", "cells_exceed_troops_and_militia",
                 "troops_and_militia_at_most_cells", "cells_minus_tm_above", "oil_spike_wins_for_us",
                 "us_oil_spike_safe", "us_jihadist_holds_cards", "us_other_card_in_hand")
TRADE_EMBARGO_JIHADIST = "Trade Embargo (Jihadist)"


def ask(ctx: BotContext, name: str, *args: Any, **params: Any) -> Any:
    entry = VOCABULARY.get(name)
    assert entry is not None and entry.fn is not None
    return entry.fn(ctx, *args, **entry.with_defaults(params))


def context(state: Any) -> BotContext:
    return BotContext(make_game(state), JIHADIST, bot=None)


def test_each_side_twin_is_one_entry_taking_the_side():
    names = set(VOCABULARY.names())
    assert names & set(RETIRED_TWINS) == set()
    for name in SIDE_ENTRIES:
        entry = VOCABULARY.get(name)
        assert entry is not None and entry.param("side") is not None
        assert entry.param("side").type.choices == (US, JIHADIST)


def test_a_lead_seen_by_one_side_is_the_others_opposite():
    # Iraq: 3 cells against 1 militia and 2 troops; 3 Awakening against 1 Reaction
    state = muslim(make_state(), "Iraq", sleepers=2, actives=1, militia=1, troops=2, awakening=3, reaction=1)
    ctx = context(state)
    assert [ask(ctx, score, "Iraq", side=side) for score in ("militia_cells_lead", "forces_lead", "markers_lead")
            for side in (US, JIHADIST)] == [-2, 2, 0, 0, 2, -2]


@pytest.mark.parametrize(("side", "value", "militia_lead", "forces_lead"), [
    (US, 1, False, False),
    (JIHADIST, 1, True, False),
    (JIHADIST, 2, True, False),
    (JIHADIST, 3, False, False),
    (US, 0, False, True),
    (JIHADIST, 0, True, True),
])
def test_the_lead_filters_hold_from_the_value_given(side: str, value: int, militia_lead: bool, forces_lead: bool):
    # 3 cells against 1 militia (the Jihadist leads by 2) and against 1 militia + 2 troops (even)
    state = muslim(make_state(), "Iraq", sleepers=3, militia=1, troops=2)
    ctx = context(state)
    assert ask(ctx, "militia_cells_lead_at_least", "Iraq", side=side, value=value) is militia_lead
    assert ask(ctx, "forces_lead_at_least", "Iraq", side=side, value=value) is forces_lead


def test_a_lead_filter_asks_for_a_lead_of_one_unless_told():
    state = muslim(make_state(), "Iraq", sleepers=2, militia=1)
    ctx = context(state)
    assert ask(ctx, "militia_cells_lead_at_least", "Iraq", side=JIHADIST)
    assert not ask(ctx, "militia_cells_lead_at_least", "Iraq", side=US)


def test_oil_price_spike_wins_for_the_us_when_good_oil_exporters_reach_12_resources():
    state = make_state()
    for name in ("Iraq", "Saudi Arabia", "Gulf States"):  # 9 Good resources, 3 of them oil exporters
        muslim(state, name, governance=GOOD, alignment="ally")
    ctx = context(state)
    assert ask(ctx, "oil_spike_wins", side=US)
    assert not ask(ctx, "oil_spike_wins", side=JIHADIST)
    state.countries["Iraq"].markers.append(TRADE_EMBARGO_JIHADIST)  # its oil no longer counts: 11
    assert not ask(ctx, "oil_spike_wins", side=US)


def test_oil_price_spike_wins_for_the_jihadist_when_islamist_rule_oil_exporters_reach_6_resources():
    state = make_state()
    for name in ("Iraq", "Libya"):  # 4 Islamist Rule resources, both oil exporters
        muslim(state, name, governance=ISLAMIST_RULE, alignment="adversary")
    ctx = context(state)
    assert ask(ctx, "oil_spike_wins", side=JIHADIST)
    assert not ask(ctx, "oil_spike_wins", side=US)
    state.countries["Libya"].markers.append(TRADE_EMBARGO_JIHADIST)
    assert not ask(ctx, "oil_spike_wins", side=JIHADIST)
