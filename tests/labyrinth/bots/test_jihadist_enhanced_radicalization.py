"""The Enhanced Radicalization (design EB16) and the Enhanced answers to other questions (EB5, EB15,
EB19, EB20, EB21): each step or answer with a twin that flips the deciding fact."""

from __future__ import annotations

from botkit.protocol import Ask
from game.labyrinth.state import FAIR, GOOD, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, card_in_play, radicalize
from tests.labyrinth.helpers import make_state, setc

REAPER, RUSSIAN_AID, GULF_UNION = 126, 145, 156


def rad_plans(game, bot, card_ops, **kwargs):
    """Radicalize `card_ops` card Ops and list the plan of each radicalization.use answer."""
    plans = []
    original = bot.carry_out

    def record(action, ctx, ask, trace, where=""):
        value = original(action, ctx, ask, trace, where)
        if ask.purpose == "radicalization.use":
            plans.append((value, action.params.get("plan", "")))
        return value

    bot.carry_out = record
    radicalize(game, bot, card_ops, **kwargs)
    return plans


def base(**tracks):
    tracks.setdefault("funding", 8)
    state = make_state(**tracks)
    setc(state, "Yemen", governance=POOR, alignment="neutral", troops=8, sleepers=1)
    return state


# -- the steps in order -----------------------------------------------------------------------------------


def test_enh_radicalization_step_1_plots_wmd_in_the_us_with_every_unused_cell():
    state = base()
    setc(state, "United States", sleepers=2)
    state.plots_available = ["1", "WMD"]
    game, bot = enh_game(state, dice=[1, 1, 6])
    plans = rad_plans(game, bot, card_ops=3)
    assert plans == [("plot", "rad_us_wmd"), ("recruit", "rad_recruit")]  # the third Op: step 6, before step 9
    assert len(state.countries["United States"].plots) == 2


def test_enh_radicalization_step_1_twin_no_wmd_no_us_plot():
    state = base()
    setc(state, "United States", sleepers=2)
    state.plots_available = ["1", "2"]
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert ("plot", "rad_us_wmd") not in plans
    assert state.countries["United States"].plots == []


def test_enh_radicalization_step_3_funding_below_6_plots_for_funding():
    state = base(funding=5)
    game, bot = enh_game(state, dice=[6])
    plans = rad_plans(game, bot, card_ops=1)
    assert plans == [("plot", "rad_funding")]


def test_enh_radicalization_step_3_twin_funding_6_does_not():
    state = base(funding=6)
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert ("plot", "rad_funding") not in plans


def test_enh_radicalization_step_5_travels_to_a_good_muslim_where_woi_would_fail_at_fair():
    state = base(prestige=3)  # Low prestige: -1 to War of Ideas
    setc(state, "Gulf States", governance=GOOD, alignment="ally")
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=2, troops=7)  # 7 T&M: never the MJP
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert plans[0] == ("travel", "rad_good_muslim")
    assert state.countries["Gulf States"].cells == 1


def test_enh_radicalization_step_5_twin_a_good_woi_roll_skips_it():
    state = base(prestige=3)
    setc(state, "Gulf States", governance=GOOD, alignment="ally", aid=3)  # prestige -1, GWOT -1, aid +3: succeeds
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=2, troops=7)
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert ("travel", "rad_good_muslim") not in plans


def test_enh_radicalization_step_6_recruits_in_the_mjp():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4)
    game, bot = enh_game(state, dice=[1, 1])
    plans = rad_plans(game, bot, card_ops=2)
    assert plans[0] == ("recruit", "rad_recruit")
    assert state.countries["Iraq"].cells == 6


def test_enh_radicalization_reserves_only_while_card_ops_remain():
    state = base()
    state.reserves[JIHADIST] = 1
    setc(state, "Yemen", sleepers=0)
    setc(state, "Somalia", governance=POOR, alignment="neutral", markers=["Truce"], sleepers=15)
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert plans == [("reserves", "rad_reserves")] and state.reserves[JIHADIST] == 2
    state.reserves[JIHADIST] = 2
    plans = rad_plans(game, bot, card_ops=1)
    assert plans == [("stop", None)]


# -- other answers --------------------------------------------------------------------------------------------


def answer(state, purpose, options, kind="one", card=None, **info):
    game, bot = enh_game(state)
    if card is not None:
        with card_in_play(game, card):
            return bot.decide(game, Ask(JIHADIST, purpose, "test", tuple(options), kind, info=info))
    return bot.decide(game, Ask(JIHADIST, purpose, "test", tuple(options), kind, info=info))


def test_enh_trigger_order_before_when_the_us_event_cannot_take_effect():
    assert answer(base(), "card.trigger_order", ["before", "after"], card=RUSSIAN_AID) == "before"


def test_enh_trigger_order_twin_after_when_its_conditions_are_met():
    assert answer(base(), "card.trigger_order", ["before", "after"], card=REAPER) == "after"


def test_enh_trigger_order_easier_with_reserves_looks_after_the_ops():
    state = base()
    state.reserves[JIHADIST] = 1
    game, bot = enh_game(state)
    game.capabilities[JIHADIST]["blocked_opponent_event_costs_reserves"] = True
    with card_in_play(game, RUSSIAN_AID):
        chosen = bot.decide(game, Ask(JIHADIST, "card.trigger_order", "test", ("before", "after"), "one"))
    assert chosen == "after"


def test_enh_truce_ended_only_in_the_mjp():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4, markers=["Truce"])
    assert answer(state, "event.239.end_truce", [], kind="yesno", country="Iraq", cost=3) is True


def test_enh_truce_twin_not_elsewhere():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4)
    setc(state, "Syria", governance=POOR, alignment="neutral", markers=["Truce"])
    assert answer(state, "event.239.end_truce", [], kind="yesno", country="Syria", cost=2) is False


def test_enh_caliphate_declared_when_the_capital_is_not_fair():
    state = base()
    setc(state, "Syria", governance=POOR, alignment="adversary", civil_war=True, sleepers=3)
    assert answer(state, "caliphate.declare", [], kind="yesno", country="Syria") is True


def test_enh_caliphate_twin_not_in_a_fair_capital():
    state = base()
    setc(state, "Syria", governance=FAIR, alignment="adversary", civil_war=True, sleepers=3)
    assert answer(state, "caliphate.declare", [], kind="yesno", country="Syria") is False


def test_enh_cadre_removal_good_muslim_not_poor():
    state = base()
    setc(state, "Egypt", governance=GOOD, alignment="ally", cadre=1)
    setc(state, "Iraq", governance=POOR, alignment="neutral", cadre=1)
    assert answer(state, "cadre.remove", ["Egypt", "Iraq"], kind="many") == ["Egypt"]


def test_enh_plot_marker_us_lowest_without_wmd_and_wmd_with_two():
    state = base()
    state.plots_available = ["1", "2", "3"]
    assert answer(state, "op.plot.marker", ["1", "2", "3"], plot_marker=True, country="United States") == "1"
    state.plots_available = ["2", "WMD", "WMD"]
    assert answer(state, "op.plot.marker", ["2", "WMD"], plot_marker=True, country="United States") == "WMD"


def test_enh_plot_marker_muslim_without_troops_highest_number():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=1)
    state.plots_available = ["1", "3", "WMD"]
    assert answer(state, "op.plot.marker", ["1", "3", "WMD"], plot_marker=True, country="Iraq") == "3"


def test_enh_plot_marker_non_muslim_funding_above_7_lowest():
    state = base(funding=8)
    assert answer(state, "op.plot.marker", ["1", "3"], plot_marker=True, country="Spain") == "1"
    state.funding = 7
    assert answer(state, "op.plot.marker", ["1", "3"], plot_marker=True, country="Spain") == "3"


def test_enh_radicalization_uses_reserves_in_every_step():
    state = base()
    assert answer(state, "radicalization.use_reserves", [], kind="yesno", card=REAPER) is True


def test_enh_other_questions_go_to_the_standard_answers():
    assert answer(base(), "card.hold", [], kind="yesno") is False


def test_enh_major_jihad_rolls_all_the_ops():
    assert answer(base(), "op.major_jihad.rolls", [3, 2], card=GULF_UNION) == 3


def test_enh_radicalization_step_2_travels_one_cell_to_the_us_while_a_wmd_plot_is_available():
    state = base()
    setc(state, "Canada", sleepers=2)
    state.plots_available = ["1", "WMD"]
    game, bot = enh_game(state, dice=[6, 6, 6])
    plans = rad_plans(game, bot, card_ops=1)
    assert plans[0] == ("travel", "rad_travel_us")
    assert state.countries["United States"].cells == 1 and state.countries["Canada"].cells == 1


def test_enh_radicalization_step_2_twin_without_a_wmd_plot_no_travel_to_the_us():
    state = base()
    setc(state, "Canada", sleepers=2)
    state.plots_available = ["1", "2"]
    game, bot = enh_game(state, dice=[6, 6, 6])
    plans = rad_plans(game, bot, card_ops=1)
    assert ("travel", "rad_travel_us") not in plans


def test_enh_radicalization_step_7_travels_cells_to_the_mjp():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=3)    # the MJP
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=1, troops=7)  # a source, never the MJP
    setc(state, "Somalia", governance=POOR, alignment="neutral", markers=["Truce"],
         sleepers=15 - 5)  # the track empty: no Recruit (step 6)
    game, bot = enh_game(state)
    plans = rad_plans(game, bot, card_ops=1)
    assert plans[0] == ("travel", "rad_mjp")
    assert state.countries["Iraq"].cells == 4


def test_enh_radicalization_step_7_twin_a_cell_to_recruit_goes_to_step_6_first():
    state = base()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=3)
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=1, troops=7)
    game, bot = enh_game(state, dice=[1])
    plans = rad_plans(game, bot, card_ops=1)
    assert plans[0] == ("recruit", "rad_recruit")


# -- step 4: Minor Jihad (the engine offers it only where the tier allows it) -----------------------------


def good_morocco_with_a_cell():
    state = base(funding=8)
    setc(state, "Morocco", governance=GOOD, alignment="neutral", sleepers=1)
    return state


def test_enh_radicalization_step_4_minor_jihad_in_a_good_country():
    state = good_morocco_with_a_cell()
    game, bot = enh_game(state, dice=[1])  # the Jihad die: a 1 succeeds at Good (DRM 0)
    plans = rad_plans(game, bot, card_ops=1)
    assert plans == [("minor_jihad", "rad_minor_jihad")]
    morocco = state.countries["Morocco"]
    assert morocco.governance == FAIR and morocco.actives == 1 and morocco.sleepers == 0


def test_enh_radicalization_step_4_twin_12_4_3_never_offers_jihad_without_the_tier_rule():
    state = good_morocco_with_a_cell()
    game, bot = enh_game(state)
    game.capabilities[JIHADIST]["radicalization_offers_minor_jihad"] = False  # the printed rule
    plans = rad_plans(game, bot, card_ops=1)
    assert plans and all(use != "minor_jihad" for use, _ in plans)
    assert state.countries["Morocco"].governance == GOOD
# step 4 with the card Ops and the reserves; its twins


def minor_jihad_state(governance=FAIR):
    state = base()  # Funding 8, no WMD plot: steps 1-3 do not apply
    setc(state, "Egypt", governance=governance, alignment="ally", sleepers=2)  # Fair Ally: the Minor Jihad gate
    return state


def test_enh_radicalization_step_4_minor_jihad_with_the_card_ops_left():
    state = minor_jihad_state()
    game, bot = enh_game(state, dice=[1, 5])  # Fair: 1 succeeds, 5 fails
    plans = rad_plans(game, bot, card_ops=2)
    assert plans == [("minor_jihad", "rad_minor_jihad")]
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.actives, egypt.sleepers) == (POOR, 1, 0)  # one success, one active cell lost
    assert game.card_play is None and state.reserves[JIHADIST] == 0


def test_enh_radicalization_step_4_minor_jihad_tops_up_with_reserves_to_3_ops():
    state = minor_jihad_state()
    setc(state, "Egypt", sleepers=3)
    state.reserves[JIHADIST] = 2
    game, bot = enh_game(state, dice=[1, 1, 1])
    plans = rad_plans(game, bot, card_ops=2)  # a 2-Op card: one reserve Op brings it to 3
    assert plans == [("minor_jihad", "rad_minor_jihad")]
    assert state.countries["Egypt"].governance == POOR and state.countries["Egypt"].actives == 3
    assert state.reserves[JIHADIST] == 1


def test_enh_radicalization_step_4_twin_a_poor_country_is_no_minor_jihad_candidate():
    state = minor_jihad_state(governance=POOR)
    game, bot = enh_game(state, dice=[6, 6])
    plans = rad_plans(game, bot, card_ops=2)
    assert ("minor_jihad", "rad_minor_jihad") not in plans
    assert state.countries["Egypt"].governance == POOR and state.countries["Egypt"].sleepers >= 2


def test_12_4_3_the_standard_bot_is_never_offered_minor_jihad_in_radicalization():
    state = minor_jihad_state()
    game, bot = bot_game(state, dice=[6, 6, 6])
    offered = []
    original = bot.decide

    def record(game, ask):
        if ask.purpose == "radicalization.use":
            offered.append(ask.options)
        return original(game, ask)

    bot.decide = record
    radicalize(game, bot, 2)
    assert offered and all("minor_jihad" not in options for options in offered)
    assert state.countries["Egypt"].governance == FAIR
