"""The Enhanced EvO (design EB6) and card use (EB3): each node's branch with an explicit state, and a
twin that flips the one deciding fact."""

from __future__ import annotations

from game.labyrinth import board
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game, path
from tests.labyrinth.bots.test_jihadist_helpers import evo, play
from tests.labyrinth.helpers import make_state, setc

REAPER, RUSSIAN_AID, GULF_UNION = 126, 145, 156  # US cards of 1, 2 and 3 Ops: their event is never offered


def decided(state, card, dice=None):
    """The Enhanced Bot's card.use answer for `card`, its plan and the EvO path it took."""
    game, bot = enh_game(state, dice=dice)
    answer = evo(game, bot, card)
    return answer, bot.plan, path(bot)


def quiet(**tracks):
    """A board where nothing but what a test adds matters: one Poor cell far from everything."""
    tracks.setdefault("funding", 8)
    tracks.setdefault("prestige", 3)
    state = make_state(**tracks)
    setc(state, "Yemen", governance=POOR, alignment="neutral", sleepers=1, troops=1)
    return state


# -- X0: no cell on the map (EB7, Q1) ------------------------------------------------------------


def test_enh_evo_x0_no_cell_on_the_map_places_cells():
    state = make_state(funding=8)
    answer, _, nodes = decided(state, RUSSIAN_AID)
    assert (answer, nodes) == ("place_cells", ["X0_no_cells"])


def test_enh_evo_x0_twin_without_the_place_cells_rule_banks_the_ops():
    game, bot = enh_game(make_state(funding=8))
    game.capabilities[JIHADIST]["no_cells_places_cells"] = False
    assert evo(game, bot, RUSSIAN_AID) == "reserves"


def test_enh_evo_x0_the_cells_go_one_per_muslim_country_worst_governance_first():
    state = make_state(funding=8)
    setc(state, "Iraq", governance=POOR, alignment="neutral")
    setc(state, "Egypt", governance=FAIR, alignment="neutral")
    for name, country in state.countries.items():
        if country.muslim and name not in ("Iraq", "Egypt"):
            setc(state, name, governance=GOOD, alignment="ally")
    game, bot = enh_game(state)
    play(game, RUSSIAN_AID)
    assert (state.countries["Iraq"].cells, state.countries["Egypt"].cells) == (1, 1)


def test_enh_evo_x0_twin_a_cell_on_the_map_goes_on():
    answer, _, nodes = decided(quiet(), RUSSIAN_AID)
    assert nodes[:2] == ["X0_no_cells", "X1_major_jihad_at_3"] and answer != "reserves"


# -- X1/X2: Major Jihad in a Poor country, or reserves when the Ops are short (EB8, EB17) ---------------


def major_jihad_board(**tracks):
    state = quiet(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=6, troops=1)
    return state


def test_enh_evo_x2_two_ops_without_a_negative_drm_bank_instead_of_a_major_jihad():
    answer, _, nodes = decided(major_jihad_board(), RUSSIAN_AID)
    assert answer == "reserves"
    assert nodes == ["X0_no_cells", "X1_major_jihad_at_3", "X2_major_jihad_now"]


def test_enh_evo_x2_twin_three_ops_make_the_major_jihad():
    answer, plan, _ = decided(major_jihad_board(), GULF_UNION)
    assert (answer, plan) == ("major_jihad", "designated")


def test_enh_evo_x2_two_ops_with_a_negative_drm_suffice():
    state = major_jihad_board()
    setc(state, "Iraq", reaction=1)
    answer, _, _ = decided(state, RUSSIAN_AID)
    assert answer == "major_jihad"


# -- X3: one cell out of Afghanistan, ISIL only ---------------------------------------------------------


def afghanistan(scenario):
    state = quiet()
    state.scenario = scenario
    setc(state, "Afghanistan", governance=POOR, alignment="ally", sleepers=1, troops=2)
    return state


def test_enh_evo_x3_isil_travels_one_cell_from_afghanistan_by_die():
    answer, plan, nodes = decided(afghanistan("isil"), GULF_UNION, dice=[4])
    assert (answer, plan) == ("travel", "afghan_iran")
    assert "X3_die" in nodes


def test_enh_evo_x3_twin_other_scenarios_never():
    answer, plan, nodes = decided(afghanistan("awakening"), GULF_UNION)
    assert "X3_die" not in nodes and not plan.startswith("afghan")


def test_enh_evo_x3_the_travel_moves_one_cell_from_afghanistan_to_the_rolled_country():
    state = afghanistan("isil")
    setc(state, "Afghanistan", sleepers=1)
    game, bot = enh_game(state, dice=[6, 2, 6, 6, 6, 6, 6, 6])  # 5-6: Pakistan, tested Fair; then Radicalization
    play(game, GULF_UNION)
    assert game.dice.used[:2] == [("Travel destination from Afghanistan", 6), ("test Pakistan", 2)]
    assert state.countries["Afghanistan"].cells == 0
    assert ("travel Afghanistan -> Pakistan" not in [p for p, _ in game.dice.used])  # adjacent: no roll


# -- X5: Minor Jihad, the Fair gate and eJSP --------------------------------------------------------------


def fair_morocco(**fields):
    state = quiet()
    setc(state, "Morocco", governance=FAIR, alignment="neutral", sleepers=1, **fields)
    return state


def test_enh_evo_x5_a_fair_neutral_country_with_nothing_else_fails_the_gate():
    answer, _, nodes = decided(fair_morocco(), GULF_UNION)
    assert answer != "minor_jihad" and "X5_minor_jihad" in nodes


def test_enh_evo_x5_twin_with_aid_it_passes_the_gate():
    answer, _, _ = decided(fair_morocco(aid=1), GULF_UNION)
    assert answer == "minor_jihad"


def test_enh_evo_x5_ejsp_is_stricter_than_a_roll_of_one():
    state = fair_morocco(awakening=1)
    setc(state, "Morocco", alignment="ally")  # the gate passes (Ally); net DRM +1 at Fair without troops
    answer, _, _ = decided(state, GULF_UNION)
    assert answer != "minor_jihad"


def test_enh_evo_x5_twin_with_a_net_drm_of_zero_it_is_possible():
    state = fair_morocco()
    setc(state, "Morocco", alignment="ally")
    answer, _, _ = decided(state, GULF_UNION)
    assert answer == "minor_jihad"


def test_enh_evo_x5_good_countries_always_pass_the_gate():
    state = quiet()
    setc(state, "Morocco", governance=GOOD, alignment="neutral", sleepers=1)
    answer, _, _ = decided(state, GULF_UNION)
    assert answer == "minor_jihad"


# -- X9: the GWOT travel ---------------------------------------------------------------------------------


def gwot(us_posture):
    state = quiet(us_posture=us_posture, prestige=5)
    setc(state, "Yemen", sleepers=0, troops=0, governance=0)
    setc(state, "Turkey", governance=POOR, alignment="neutral", sleepers=1)
    return state


def test_enh_evo_x9_us_hard_travels_one_cell_to_the_best_untested_non_muslim():
    state = gwot("hard")
    assert board.gwot_penalty(state) == 0 and board.hard_soft_delta(state) < 2
    game, bot = enh_game(state)
    assert (evo(game, bot, GULF_UNION), bot.plan) == ("travel", "gwot")
    play(game, GULF_UNION)
    assert state.countries["Caucasus"].cells == 1  # adjacent to Turkey, the highest governance among those


def test_enh_evo_x9_twin_us_soft_does_not():
    _, plan, nodes = decided(gwot("soft"), GULF_UNION)
    assert plan != "gwot" and "X9_gwot_travel" in nodes


# -- X10-X12: the Auto-Recruit Priority country ------------------------------------------------------------


def arp_syria(cells):
    state = quiet(funding=8)
    setc(state, "Syria", governance=POOR, alignment="adversary", civil_war=True, sleepers=cells)
    return state


def track_empty(state):
    """Every cell on the map (the rest in a Truced country, where none may act): no Recruit possible."""
    setc(state, "Somalia", governance=POOR, alignment="neutral", markers=["Truce"],
         sleepers=15 - board.cells_on_map(state))
    assert board.cells_to_recruit(state) == 0
    return state


def test_enh_evo_x11_recruits_in_the_arp_with_fewer_than_three_cells():
    game, bot = enh_game(arp_syria(1), dice=[6, 6, 6])
    assert (evo(game, bot, GULF_UNION), bot.plan) == ("recruit", "arp")
    play(game, GULF_UNION)
    assert game.state.countries["Syria"].cells == 4  # auto-recruit: every die succeeds


def test_enh_evo_x10_twin_three_cells_in_the_arp_skip_it():
    answer, plan, nodes = decided(arp_syria(3), GULF_UNION)
    assert "X11_recruit_arp" not in nodes and plan != "arp"


def test_enh_evo_x12_no_cells_to_recruit_travels_adjacent_cells_to_the_arp():
    state = arp_syria(1)
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=2)
    answer, plan, nodes = decided(track_empty(state), GULF_UNION)
    assert (answer, plan) == ("travel", "arp_adjacent")


def test_enh_evo_x12_twin_no_adjacent_cell_goes_on():
    answer, plan, nodes = decided(track_empty(arp_syria(1)), GULF_UNION)
    assert "X12_travel_arp" in nodes and "X13_funding_low" in nodes and plan != "arp_adjacent"


# -- X13-X15: Plot ------------------------------------------------------------------------------------------


def test_enh_evo_x13_funding_below_7_plots_for_funding():
    answer, plan, _ = decided(quiet(funding=6), GULF_UNION)
    assert (answer, plan) == ("plot", "funding")


def test_enh_evo_x14_funding_7_plots_only_with_no_other_card():
    state = quiet(funding=7)
    answer, plan, _ = decided(state, GULF_UNION)
    assert (answer, plan) == ("plot", "funding")
    state.hands[JIHADIST] = [REAPER]
    answer, plan, nodes = decided(state, GULF_UNION)
    assert plan != "funding" and "X15_plot_prestige" in nodes


def test_enh_evo_x15_prestige_above_3_plots_where_troops_count_for_prestige():
    state = quiet(prestige=4)
    answer, plan, _ = decided(state, GULF_UNION)
    assert (answer, plan) == ("plot", "prestige")


def test_enh_evo_x15_twin_prestige_3_does_not():
    answer, plan, nodes = decided(quiet(prestige=3), GULF_UNION)
    assert plan != "prestige" and "X16_mjp_auto_recruit" in nodes


# -- X16-X22: the Major Jihad Priority spine ------------------------------------------------------------------


def mjp_board(auto_recruit):
    """Iraq: Poor, 4 cells, no T&M - the MJP (Travel To box 1); Saudi Arabia next to it with 2 cells."""
    state = make_state(funding=8, prestige=3)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4, regime_change="ally" if auto_recruit else None)
    setc(state, "Saudi Arabia", governance=GOOD, alignment="ally", sleepers=2, awakening=2)
    return state


def test_enh_evo_x17_an_auto_recruit_mjp_recruits_first():
    answer, plan, nodes = decided(mjp_board(auto_recruit=True), GULF_UNION)
    assert (answer, plan) == ("recruit", "mjp")
    assert nodes[-2] == "X17_recruit_mjp"


def test_enh_evo_x19_twin_a_mjp_not_auto_recruit_travels_adjacent_cells_first():
    answer, plan, nodes = decided(mjp_board(auto_recruit=False), GULF_UNION)
    assert (answer, plan) == ("travel", "mjp_adjacent")
    assert "X19_adjacent_travel_mjp" in nodes and "X17_recruit_mjp" not in nodes


def test_enh_evo_x20_no_adjacent_cell_recruits_in_the_mjp():
    state = mjp_board(auto_recruit=False)
    setc(state, "Saudi Arabia", sleepers=0)
    answer, plan, nodes = decided(state, GULF_UNION)
    assert (answer, plan) == ("recruit", "mjp")
    assert nodes[-2] == "X20_recruit_mjp"


def test_enh_evo_x21_any_travel_to_the_mjp_when_neither_works():
    state = mjp_board(auto_recruit=False)
    setc(state, "Saudi Arabia", sleepers=0)
    setc(state, "Morocco", governance=POOR, alignment="neutral", sleepers=2)
    answer, plan, nodes = decided(track_empty(state), GULF_UNION)
    assert (answer, plan) == ("travel", "mjp")


def test_enh_evo_x22_radicalization_only_when_nothing_applies():
    state = mjp_board(auto_recruit=False)
    setc(state, "Saudi Arabia", sleepers=0)
    answer, _, nodes = decided(track_empty(state), GULF_UNION)
    assert answer == "none" and nodes[-1] == "X22_recruit_arp"


def test_enh_evo_x22_twin_recruits_in_the_arp():
    state = mjp_board(auto_recruit=False)
    setc(state, "Saudi Arabia", sleepers=0)
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary", sleepers=3)
    setc(state, "Iraq", markers=["Truce"])  # the MJP may be neither reached nor recruited in
    answer, plan, nodes = decided(state, GULF_UNION)
    assert (answer, plan) == ("recruit", "arp")


# -- EB3: card use ------------------------------------------------------------------------------------------


def winning_iraq(reserves):
    state = quiet(funding=8)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=7, troops=1)
    setc(state, "Saudi Arabia", governance=ISLAMIST_RULE, alignment="adversary")
    state.reserves[JIHADIST] = reserves
    return state


def test_enh_card_use_major_jihad_for_the_win():
    game, bot = enh_game(winning_iraq(reserves=2))
    assert (evo(game, bot, REAPER), bot.plan) == ("major_jihad", "for_the_win")
    assert path(bot, "jihadist_enh.card")[-1] == "mj_for_win"


def test_enh_card_use_major_jihad_for_the_win_short_of_ops_banks_and_stops():
    state = winning_iraq(reserves=0)
    game, bot = enh_game(state)
    assert evo(game, bot, REAPER) == "reserves"
    play(game, REAPER)
    asked = [t.meta.get("purpose") for t in bot.traces]
    assert state.reserves[JIHADIST] == 1
    assert "radicalization.use" not in asked
