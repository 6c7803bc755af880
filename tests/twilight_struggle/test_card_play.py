"""Playing a card (5.1-5.4, 6.4.5, 7.1, 7.5, 9.5): the ways a card may be played and what becomes of it."""

from __future__ import annotations

import pytest

from botkit.protocol import IllegalAnswer
from game.twilight_struggle import action_rounds, cardplay, coups, events, operations, space_race
from game.twilight_struggle.state import CHINA_CARD, US, USSR

from .helpers import hand, make_game, pair, where_is


def test_7_1_a_player_plays_its_own_or_both_sides_events_never_the_opponents():
    game = make_game(influence={"yugoslavia": (0, 1)})
    hand(game, US, 19, 20, 8)
    assert cardplay.uses(game, US, 19) == ["event", "ops"]  # 1 Op: not enough for the space race
    assert cardplay.uses(game, US, 20) == ["event", "ops", "space"]
    assert cardplay.uses(game, US, 8) == ["ops", "space"]
    assert cardplay.uses(game, US, 3) == ["event"]  # a scoring card (2.2.1)


def test_5_2_the_opponents_event_happens_first_when_the_player_says_so():
    game = make_game(influence={"cuba": (2, 0), "mexico": (0, 0)}, phasing=US,
                     us=[("card.event_order", "before"), ("ops.kind", "influence"), ("ops.influence", [("mexico", 2)])])
    hand(game, US, 8)
    cardplay.play_for_ops(game, US, 8)
    assert pair(game, "cuba") == (0, 3) and pair(game, "mexico") == (2, 0)
    assert where_is(game, 8) == "removed"  # its starred event happened (2.2.4)


def test_5_2_or_after_the_ops():
    game = make_game(influence={"cuba": (1, 0)}, phasing=US,
                     us=[("card.event_order", "after"), ("ops.influence", [("cuba", 2)])])
    hand(game, US, 8)
    cardplay.play_for_ops(game, US, 8)
    assert pair(game, "cuba") == (0, 3)  # the 3 US influence placed first are all gone


def test_6_4_5_a_card_sent_to_the_space_race_sets_off_no_event():
    game = make_game(influence={"cuba": (2, 0)}, dice=[6])
    hand(game, US, 8)
    cardplay.play_to_space(game, US, 8)
    assert pair(game, "cuba") == (2, 0) and where_is(game, 8) == "discard"


def test_5_4_a_card_an_event_discards_sets_off_nothing():
    game = make_game(influence={"west_germany": (4, 0)}, us=[("event.10.discard", 23)])
    hand(game, US, 23)
    hand(game, USSR, 10)
    cardplay.play_as_event(game, USSR, 10)
    assert 23 not in game.state.effects and where_is(game, 23) == "discard"


def test_9_5_the_china_card_is_never_an_event_discard():
    game = make_game(influence={"west_germany": (4, 0)}, china=US, us=[("event.10.discard", "none")])
    hand(game, USSR, 10)
    cardplay.play_as_event(game, USSR, 10)
    assert game.deciders[US].asked[0].options == ("none",) and game.state.china_holder == US


def test_9_1_the_china_card_is_played_for_ops_and_has_no_event():
    game = make_game(china=USSR)
    assert cardplay.uses(game, USSR, CHINA_CARD) == ["ops", "space"]


def test_illegal_plays_are_refused_with_a_reason():
    game = make_game(influence={"italy": (0, 1)}, defcon=4, phasing=US,
                     us=[("card.choose", 8), ("card.play_as", "event")])
    hand(game, US, 8)
    with pytest.raises(IllegalAnswer, match=r"card.play_as: 'event' is not one of \['ops', 'space'\]"):
        action_rounds.action_round(game, US, 1)
    assert coups.ban(game, US, "italy") == "DEFCON 4 bars coups in Italy's region"
    assert space_race.why_not(game, US, 1) == "Earth Satellite needs a card of 2 Ops or more (6.4.1)"
    assert events.blocked(game, 21, US) == ("prerequisite", "NATO needs Warsaw Pact Formed or Marshall Plan first")


def test_a_coup_where_defcon_forbids_it_is_refused():
    game = make_game(influence={"italy": (0, 1), "angola": (0, 1), "chile": (0, 1)}, defcon=4, phasing=US,
                     us=[("ops.kind", "coup"), ("coup.target", "italy")])
    with pytest.raises(IllegalAnswer, match="coup.target: 'italy' is not one of"):
        operations.conduct(game, US, 23, 4)
