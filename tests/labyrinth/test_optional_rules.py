"""Optional rules 1 (Zakat and the Strong Horse) and 2 (Heroic Alerts)."""

from __future__ import annotations

from game.labyrinth import optional_rules, turn, us_ops
from game.labyrinth.state import FAIR, GOOD, POOR, PlotMarker
from game.labyrinth.victory import end_scores

from .helpers import make_game, make_state, setc


def rules(*numbers):
    state = make_state()
    state.options["rules"] = list(numbers)
    return state


def test_optional_1_a_player_may_flip_strong_horse_at_the_start_of_an_action_phase():
    state = rules(1)
    state.prestige = 3
    game = make_game(state, us=[("rule1.strong_horse", True)])
    optional_rules.at_action_phase(game, "us")
    assert state.prestige == 6 and not optional_rules.unused(game, "us")
    game.deciders["us"].push(("rule1.strong_horse", True))
    optional_rules.at_action_phase(game, "us")  # used already: nothing is asked
    assert game.deciders["us"].queue


def bot_game_of(state, side, tier):
    from game.labyrinth.bots import make_bot

    game = make_game(state)
    make_bot(side, tier).attach(game)
    return game


def test_optional_1_the_us_bot_flips_strong_horse_when_a_phase_begins_with_low_prestige():
    state = rules(1)
    state.prestige = 4
    game = bot_game_of(state, "us", "off_guard")
    optional_rules.at_action_phase(game, "us")
    assert state.prestige == 4 and optional_rules.unused(game, "us")
    state.prestige = 3
    optional_rules.at_action_phase(game, "us")
    assert state.prestige == 6


def test_optional_1_the_jihadist_bot_flips_zakat_when_a_turn_ends_with_tight_funding():
    state = rules(1)
    state.funding = 3
    game = bot_game_of(state, "jihadist", "muddled")
    optional_rules.at_action_phase(game, "jihadist")  # never at the start of a phase
    assert state.funding == 3
    state.funding = 4
    optional_rules.before_deal(game)
    assert state.funding == 4
    state.funding = 3
    optional_rules.before_deal(game)
    assert state.funding == 6 and not optional_rules.unused(game, "jihadist")


def test_optional_1_markers_kept_to_the_end_score():
    state = rules(1)
    setc(state, "Egypt", governance=GOOD, alignment="ally")
    game = make_game(state)
    assert end_scores(game) == (3 + 2, 0 + 1)
    optional_rules.use(game, "us")
    assert end_scores(game) == (3, 1)


def test_optional_1_off_the_markers_do_nothing():
    state = make_state(prestige=2)
    game = make_game(state, bots={"us"})
    optional_rules.at_action_phase(game, "us")
    assert state.prestige == 2 and end_scores(game) == (0, 0)


def test_optional_2_heroic_alert_with_a_two_op_card_in_a_fair_country():
    state = rules(2)
    setc(state, "Jordan", governance=FAIR, alignment="ally", plots=[PlotMarker("2")])
    setc(state, "Iraq", governance=POOR, alignment="ally", plots=[PlotMarker("1")])
    game = make_game(state, dice=[2])
    alert = us_ops.OPERATIONS["alert"]
    assert alert.available(game, 2) and not alert.available(game, 1)
    assert us_ops.heroic_alert_targets(game, 2) == ["Jordan"]
    game.deciders["us"].push(("op.alert.target", "Jordan"))
    assert alert.perform(game, 2) == 2
    assert not state.countries["Jordan"].plots


def test_optional_2_a_heroic_alert_fails_on_a_die_above_the_ops():
    state = rules(2)
    setc(state, "Jordan", governance=GOOD, alignment="ally", plots=[PlotMarker("2")])
    game = make_game(state, dice=[2])
    us_ops.OPERATIONS["alert"].perform(game, 1)
    assert state.countries["Jordan"].plots


def test_optional_2_not_for_the_us_bot_and_not_without_the_rule():
    state = rules(2)
    setc(state, "Jordan", governance=GOOD, alignment="ally", plots=[PlotMarker("2")])
    assert not us_ops.OPERATIONS["alert"].available(make_game(state, bots={"us"}), 1)
    plain = make_state()
    setc(plain, "Jordan", governance=GOOD, alignment="ally", plots=[PlotMarker("2")])
    assert not us_ops.OPERATIONS["alert"].available(make_game(plain), 1)


def test_optional_1_is_offered_in_a_real_turn():
    state = rules(1)
    state.countries["Israel"].sleepers = 1  # a cell on the map: the US has not won yet
    state.hands["us"] = [121]
    game = make_game(state, us=[("rule1.strong_horse", False)])
    turn.action_phase(game, "us")
    assert any(a.purpose == "rule1.strong_horse" for a in game.deciders["us"].asked)
