"""The OpP charts (12.4.2) and how the Bot carries out each operation (12.3.2-12.3.9, 12.4.1-12.4.2)."""

from __future__ import annotations

from game.labyrinth import jihadist_ops
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, card_in_play, play, radicalize, rank
from tests.labyrinth.helpers import make_state, setc

RT = "jihadist.priorities.recruit_travel_to"
TF = "jihadist.priorities.travel_from"
PLOT = "jihadist.priorities.plot"
REAPER, RUSSIAN_AID, GULF_UNION = 126, 145, 156


def recruit_pick(state):
    game, bot = bot_game(state)
    return rank(RT, None, game, bot, boxes="jihadist.opp.recruit")[0]


# -- OpP Recruit boxes ---------------------------------------------------------------------------


def test_12_4_2_recruit_r1_poor_country_needing_cells_first():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", sleepers=1)
    setc(state, "Jordan", governance=GOOD, alignment="ally", cadre=1)
    assert recruit_pick(state) == "Iraq"


def test_12_4_2_recruit_r2_auto_recruit_before_good_and_islamist_rule_last():
    state = make_state()
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, sleepers=1, regime_change="tan")
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment="adversary", sleepers=1)
    setc(state, "Jordan", governance=GOOD, alignment="ally", cadre=1)
    assert recruit_pick(state) == "Afghanistan"
    state.countries["Afghanistan"].sleepers = 0
    state.countries["Afghanistan"].cadre = 0
    assert recruit_pick(state) == "Somalia"


def test_12_4_2_recruit_r3_good_before_fair():
    state = make_state()
    setc(state, "Jordan", governance=GOOD, alignment="ally", cadre=1)
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1)
    assert recruit_pick(state) == "Jordan"


def test_12_4_2_recruit_r4_fair_with_the_best_jihad_drm():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1, awakening=1)
    setc(state, "Jordan", governance=FAIR, alignment="neutral", sleepers=1)
    setc(state, "France", posture="hard", sleepers=1)
    assert recruit_pick(state) == "Jordan"


def test_12_4_2_recruit_r5_non_muslim_before_poor_without_jihad_prospects():
    state = make_state()
    setc(state, "France", posture="hard", sleepers=1)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=3, sleepers=1)
    assert recruit_pick(state) == "France"


def test_12_4_2_recruit_r6_poor_with_the_best_major_jihad_drm():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=3, sleepers=1, awakening=1)
    setc(state, "Syria", governance=POOR, alignment="ally", troops=3, sleepers=1)
    assert recruit_pick(state) == "Syria"


# -- OpP Travel To / Travel From --------------------------------------------------------------------


def travel_state():
    state = make_state()
    setc(state, "Pakistan", governance=POOR, alignment="neutral", actives=1)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, sleepers=2, regime_change="tan")
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=2, sleepers=1)
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=2)
    return state


def source_pick(state, destination):
    game, bot = bot_game(state)
    return rank(TF, None, game, bot, boxes="jihadist.opp.travel_from", target=destination)


def test_12_3_9_travel_from_f1_adjacent_source_first():
    assert source_pick(travel_state(), "Pakistan")[0] == "Afghanistan"


def test_12_3_9_travel_from_f2_auto_recruit_source_when_none_is_adjacent():
    state = travel_state()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, sleepers=2)
    assert source_pick(state, "Morocco")[0] in ("Afghanistan", "Syria")
    assert source_pick(state, "Morocco")[0] != "Egypt"


def test_12_3_9_travel_from_f3_fewest_cells_then_not_the_destination():
    state = travel_state()
    state.countries["Afghanistan"].sleepers = 1  # its last cell is not mobile
    assert source_pick(state, "Pakistan") == ("Iraq", "TF1")


def test_12_3_9_travel_in_place_only_for_an_active_cell():
    state = travel_state()
    state.countries["Afghanistan"].sleepers = 1
    state.countries["Iraq"].sleepers = 0
    state.countries["Egypt"].sleepers = 0
    assert source_pick(state, "Pakistan")[0] == "Pakistan"
    state.countries["Pakistan"].actives, state.countries["Pakistan"].sleepers = 0, 1
    assert source_pick(state, "Pakistan")[0] is None


def test_12_3_9_travel_plays_out_destination_first_then_sources_one_after_the_other():
    """The worked example's Truce: Afghanistan (adjacent, automatic), Iraq (rolls), Pakistan in place."""
    state = travel_state()
    state.countries["Egypt"].sleepers = 0
    game, bot = bot_game(state, dice=[3])
    play(game, GULF_UNION)
    pakistan = state.countries["Pakistan"]
    assert (pakistan.actives, pakistan.sleepers) == (0, 3)
    assert state.countries["Afghanistan"].cells == 1 and state.countries["Iraq"].cells == 0


def test_8_3_failed_travel_sends_the_cell_to_the_track():
    state = travel_state()
    state.countries["Egypt"].sleepers = 0
    game, bot = bot_game(state, dice=[4])
    play(game, GULF_UNION)
    assert state.countries["Pakistan"].cells == 2
    assert state.countries["Iraq"].cells == 0 and state.countries["Iraq"].cadre == 0


# -- OpP Plot ---------------------------------------------------------------------------------------


def plot_state(**tracks):
    state = make_state(**tracks)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, actives=1, regime_change="tan")
    setc(state, "Pakistan", governance=POOR, alignment="neutral", sleepers=2)
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1)
    setc(state, "France", posture="hard", sleepers=1)
    setc(state, "Jordan", governance=GOOD, alignment="ally", sleepers=1)
    return state


def plot_order(state):
    game, bot = bot_game(state)
    ctx = bot.context(game, ops=3)
    boxes = "jihadist.opp.plot"
    return bot.interpreter.order(PLOT, bot.interpreter.in_pool(boxes, None, ctx), ctx, game.rng, boxes=boxes,
                                 trace=bot.new_trace("plot", game))


def test_12_3_4_plot_boxes_p1_to_p5():
    assert plot_order(plot_state()) == ["Afghanistan", "Egypt", "Jordan", "France", "Pakistan"]


def test_12_3_4_plot_p1_needs_an_active_cell():
    state = plot_state()
    state.countries["Afghanistan"].actives, state.countries["Afghanistan"].sleepers = 0, 1
    assert plot_order(state)[0] == "Egypt"


def test_12_3_4_tight_funding_puts_the_non_muslim_boxes_first():
    assert plot_order(plot_state(funding=2))[0] == "France"


def test_12_3_4_gulf_union_plot_afghanistan_then_pakistan_sleepers():
    state = plot_state()
    for name in ("Egypt", "France", "Jordan"):
        setc(state, name, sleepers=0)
    game, bot = bot_game(state, dice=[2, 4, 5], seed=7)
    play(game, GULF_UNION)
    assert len(state.countries["Afghanistan"].plots) == 1
    pakistan = state.countries["Pakistan"]
    assert (pakistan.actives, pakistan.sleepers) == (2, 0)


def test_12_3_4_no_more_plot_dice_than_markers_and_the_rest_radicalizes():
    state = plot_state()
    for name in ("Egypt", "France", "Jordan"):
        setc(state, name, sleepers=0)
    state.plots_available = ["1"]
    state.reserves[JIHADIST] = 0
    game, bot = bot_game(state, dice=[2])
    play(game, GULF_UNION)  # one die in Afghanistan, 2 card Ops to Radicalization (step 5: reserves)
    assert state.countries["Pakistan"].cells == 2 and state.countries["Pakistan"].actives == 0
    assert state.reserves[JIHADIST] == 2


# -- how many dice, card Ops and reserves (12.4.1, 12.4.4) ----------------------------------------------


def test_12_4_1_minor_jihad_rolls_up_to_three_cells_with_card_ops_then_reserves():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=4)
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[1, 1, 1])
    play(game, REAPER)
    assert state.reserves[JIHADIST] == 0
    assert [p for p, _ in game.dice.used] == ["jihad Egypt"] * 3


def test_12_4_1_reserves_are_spent_only_as_needed():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=2)
    state.reserves[JIHADIST] = 2
    game, bot = bot_game(state, dice=[1, 1])
    play(game, REAPER)
    assert state.reserves[JIHADIST] == 1


def test_12_3_2_recruit_rolls_no_more_dice_than_cells_available():
    state = make_state(funding=5)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=9)
    setc(state, "Jordan", governance=GOOD, alignment="ally", cadre=1)  # 9 on the map: 1 cell left at Moderate
    game, bot = bot_game(state, dice=[1])
    play(game, RUSSIAN_AID)
    assert [p for p, _ in game.dice.used] == ["recruit Iraq"]
    assert state.countries["Iraq"].cells == 10
    assert state.reserves[JIHADIST] == 1  # the spare card Op radicalizes: to reserves


def test_12_4_1_minor_jihad_moves_on_to_the_next_country():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=1)
    setc(state, "Jordan", governance=FAIR, alignment="neutral", sleepers=1)
    game, bot = bot_game(state, dice=[6, 6])
    play(game, RUSSIAN_AID)
    assert sorted(p for p, _ in game.dice.used) == ["jihad Egypt", "jihad Jordan"]


def test_12_3_3_minor_jihad_uses_active_cells_first():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", actives=1, sleepers=2)
    game, bot = bot_game(state, dice=[1])
    play(game, REAPER)
    assert (state.countries["Egypt"].actives, state.countries["Egypt"].sleepers) == (1, 2)


def test_12_3_9_travel_to_boxes_r1_then_good_fair_non_muslim_poor():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)  # surplus -7: box R6 only
    setc(state, "Jordan", governance=FAIR, alignment="neutral")
    game, bot = bot_game(state)
    assert rank(RT, None, game, bot, boxes="jihadist.opp.travel_to")[0] == "Jordan"
    setc(state, "Egypt", governance=GOOD, alignment="ally")
    assert rank(RT, None, game, bot, boxes="jihadist.opp.travel_to")[0] == "Egypt"
    setc(state, "Pakistan", governance=POOR, alignment="neutral", sleepers=2)
    assert rank(RT, None, game, bot, boxes="jihadist.opp.travel_to")[0] == "Pakistan"


def test_us_election_is_resolved_first_then_the_ops_are_used():
    state = make_state(funding=7)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=2, sleepers=1)
    game, bot = bot_game(state, dice=[6, 1, 1, 1])
    play(game, 240)
    used = [p for p, _ in game.dice.used]
    assert used[0].startswith("US posture")
    assert used[1:] == ["recruit Iraq"] * 3


def auto_recruit_singles():
    """Three auto-recruit countries (Regime Change, Civil War) holding one cell each, and a Poor destination."""
    state = make_state()
    setc(state, "Pakistan", governance=POOR, alignment="neutral", actives=1)
    setc(state, "Afghanistan", governance=POOR, alignment="ally", troops=6, sleepers=1, regime_change="tan")
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=6, sleepers=1, regime_change="tan")
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, sleepers=1)
    return state


def auto_recruit_emptied(state):
    return [n for n in ("Afghanistan", "Iraq", "Syria") if state.countries[n].cells == 0]


def test_12_3_9_one_travel_never_takes_the_last_cell_of_two_auto_recruit_countries():
    state = auto_recruit_singles()
    game, bot = bot_game(state, dice=[1, 1, 1])
    with card_in_play(game, GULF_UNION):
        game.card_play.use = "travel"
        # the destination by OpP Travel To, the sources by the Travel From column
        assert jihadist_ops.perform_travel(game, 3) >= 1
    # the first last cell may go (two other auto-recruit countries hold one); then no other one does
    assert len(auto_recruit_emptied(state)) == 1


def test_12_3_9_radicalization_travel_never_takes_the_last_cell_of_two_auto_recruit_countries():
    state = auto_recruit_singles()
    state.reserves[JIHADIST] = 2  # step 5 passes; step 6 recruits nowhere (no cells to recruit); step 7 travels
    state.funding = 1
    game, bot = bot_game(state, dice=[1, 1, 1])
    radicalize(game, bot, card_ops=3)
    assert len(auto_recruit_emptied(state)) == 1
