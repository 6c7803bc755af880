"""The Enhanced Bot's priority countries and tables (design EB10-EB15) and the definitions of design 0.3,
each with a twin that flips the deciding fact."""

from __future__ import annotations

from game.labyrinth.bots import jihadist_enh_vocab as enh
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, POOR
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game
from tests.labyrinth.bots.test_jihadist_helpers import rank
from tests.labyrinth.helpers import make_state, setc


def pick(state, table, candidates=None, target=None):
    game, bot = enh_game(state)
    ctx = bot.context(game, target=target)
    return bot.interpreter.pick(table, None, candidates, ctx, game.rng)


def ctx_of(state, target=None):
    game, bot = enh_game(state)
    return bot.context(game, target=target)


# -- the Major Jihad Priority country (EB10) ----------------------------------------------------------------


def test_enh_mjp_box_one_poor_with_more_than_two_cells_over_tm():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4, troops=1)  # 4 - 1 = 3 > 2: box 1
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=1)           # box 2 only (T&M 0)
    assert pick(state, "jihadist_enh.mjp") == "Iraq"


def test_enh_mjp_twin_no_box_one_then_box_two():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4, troops=2)  # 2: no box 1; T&M 2 < 3: box 2
    setc(state, "Egypt", governance=POOR, alignment="neutral", sleepers=1, troops=3)  # T&M 3: no box
    for name, country in state.countries.items():
        if country.muslim and name not in ("Iraq", "Egypt"):
            setc(state, name, governance=GOOD, alignment="ally")  # tested: no untested box-2 country
    assert pick(state, "jihadist_enh.mjp") == "Iraq"


def test_enh_mjp_seven_tm_is_never_the_mjp():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=12, troops=7)
    for name, country in state.countries.items():
        if country.muslim and name != "Iraq":
            setc(state, name, governance=GOOD, alignment="ally", awakening=2)
    assert pick(state, "jihadist_enh.mjp") is None
    setc(state, "Iraq", troops=6)
    assert pick(state, "jihadist_enh.mjp") == "Iraq"


def mjp_candidates(ir_resources_4):
    state = make_state()
    setc(state, "Morocco", governance=POOR, alignment="neutral", sleepers=4)                   # Resource* 2
    setc(state, "Gulf States", governance=POOR, alignment="neutral", sleepers=4, awakening=1)  # Resource* 3, DRM 1
    if ir_resources_4:
        setc(state, "Saudi Arabia", governance=ISLAMIST_RULE, alignment="adversary")  # 3
        setc(state, "Yemen", governance=ISLAMIST_RULE, alignment="adversary")         # + 1
    return rank("jihadist_enh.mjp", ["Morocco", "Gulf States"], *enh_game(state))


def test_enh_mjp_ir_resources_below_4_prefers_the_highest_printed_resources():
    assert mjp_candidates(ir_resources_4=False) == ("Gulf States", "RT1")


def test_enh_mjp_twin_ir_resources_4_keeps_poor_resource_2_plus_then_the_best_drm():
    assert mjp_candidates(ir_resources_4=True) == ("Morocco", "RT3")


# -- the Auto-Recruit Priority country (EB11) ------------------------------------------------------------------


def test_enh_arp_poor_regime_change_before_islamist_rule():
    state = make_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment="ally", regime_change="ally", troops=2, sleepers=1)
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary", sleepers=5)
    assert pick(state, "jihadist_enh.arp") == "Iraq"
    setc(state, "Iraq", regime_change=None)  # not auto-recruit any more
    assert pick(state, "jihadist_enh.arp") == "Syria"


def test_enh_arp_twin_fair_auto_recruit_is_never_the_arp():
    state = make_state()
    setc(state, "Iraq", governance=FAIR, alignment="ally", regime_change="ally", troops=2, sleepers=1)
    assert pick(state, "jihadist_enh.arp") is None
    setc(state, "Iraq", governance=POOR)
    assert pick(state, "jihadist_enh.arp") == "Iraq"


# -- recruit targets (EB12) -------------------------------------------------------------------------------------


def test_enh_recruit_never_in_a_non_muslim_country():
    state = make_state()
    setc(state, "Spain", cadre=1)
    ctx = ctx_of(state)
    assert not enh.recruit_valid(ctx, "Spain", "", 6)
    setc(state, "Morocco", governance=POOR, alignment="neutral", cadre=1)
    assert enh.recruit_valid(ctx, "Morocco", "", 6)


def test_enh_recruit_good_or_fair_only_when_auto_recruit():
    state = make_state()
    setc(state, "Iraq", governance=FAIR, alignment="ally", sleepers=1)
    ctx = ctx_of(state)
    assert not enh.recruit_valid(ctx, "Iraq", "", 6)
    setc(state, "Iraq", regime_change="ally")
    assert enh.recruit_valid(ctx, "Iraq", "", 6)


def test_enh_recruit_islamist_rule_limits():
    state = make_state()
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary", sleepers=6)
    setc(state, "Yemen", governance=ISLAMIST_RULE, alignment="adversary", sleepers=1)
    ctx = ctx_of(state)
    assert not enh.recruit_valid(ctx, "Syria", "Syria", 6)       # 6 cells: never
    assert enh.recruit_valid(ctx, "Yemen", "Yemen", 6)           # the ARP, below 6
    assert not enh.recruit_valid(ctx, "Yemen", "Syria", 6)       # the ARP is another Islamist Rule country
    setc(state, "Syria", governance=POOR)
    assert enh.recruit_valid(ctx, "Yemen", "Syria", 6)           # ... not Islamist Rule: allowed


# -- cells that may travel (design 0.3) --------------------------------------------------------------------------


def travel_board():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4)
    setc(state, "Jordan", governance=POOR, alignment="neutral")
    return state


def test_enh_travel_never_out_of_the_mjp():
    ctx = ctx_of(travel_board())
    assert enh.travel_cells(ctx, "Iraq", "Jordan", mjp="Iraq") == 0
    assert enh.travel_cells(ctx, "Iraq", "Jordan", mjp="Syria") == 4


def test_enh_travel_the_arp_keeps_three():
    ctx = ctx_of(travel_board())
    assert enh.travel_cells(ctx, "Iraq", "Jordan", arp="Iraq") == 1
    assert enh.travel_cells(ctx, "Iraq", "Jordan", arp="Iraq", planned={"Iraq": 1}) == 0


def test_enh_travel_never_within_one_country_and_training_camps_keep_one():
    state = travel_board()
    ctx = ctx_of(state)
    assert enh.travel_cells(ctx, "Iraq", "Iraq") == 0
    setc(state, "Iraq", markers=["Training Camps"])  # auto-recruit too, the only one with a cell: keeps one
    assert enh.travel_cells(ctx, "Iraq", "Jordan") == 3


def test_enh_travel_good_fair_destination_takes_adjacent_sources_only():
    state = travel_board()
    setc(state, "Morocco", governance=POOR, alignment="neutral", sleepers=2)
    setc(state, "Jordan", governance=FAIR, alignment="neutral")
    game, bot = enh_game(state)
    ctx = bot.context(game, target="Jordan")
    kept = bot.interpreter.narrow("jihadist_enh.travel.adjacent_sources", ["Iraq", "Morocco"], ctx)
    assert kept == ["Iraq"]


def test_enh_travel_from_prefers_adjacent_auto_recruit_then_adjacent_muslim():
    state = travel_board()
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True, sleepers=3)
    setc(state, "Egypt", governance=POOR, alignment="neutral", civil_war=True, sleepers=3)
    game, bot = enh_game(state)
    assert rank("jihadist_enh.travel.from", ["Iraq", "Syria", "Egypt"], game, bot, target="Jordan")[0] == "Syria"
    setc(state, "Syria", civil_war=False, sleepers=0)  # no adjacent auto-recruit source: an adjacent Muslim one
    assert rank("jihadist_enh.travel.from", ["Iraq", "Egypt"], game, bot, target="Jordan")[0] == "Iraq"


# -- eJSP and the Minor Jihad gate (design 0.3) ---------------------------------------------------------------------


def test_enh_ejsp_fair_with_troops_allows_drm_1_without_troops_0():
    state = make_state()
    setc(state, "Iraq", governance=FAIR, alignment="ally", awakening=1, troops=1)
    ctx = ctx_of(state)
    assert enh.enh_jihad_possible(ctx, "Iraq", major=False)
    setc(state, "Iraq", troops=0)
    assert not enh.enh_jihad_possible(ctx, "Iraq", major=False)


def test_enh_ejsp_poor_drm_1_and_never_islamist_rule():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", awakening=2)
    ctx = ctx_of(state)
    assert not enh.enh_jihad_possible(ctx, "Iraq", major=True)   # DRM 2
    setc(state, "Iraq", awakening=1)
    assert enh.enh_jihad_possible(ctx, "Iraq", major=True)       # DRM 1
    setc(state, "Iraq", governance=ISLAMIST_RULE, awakening=0)
    assert not enh.enh_jihad_possible(ctx, "Iraq", major=True)


def test_enh_resources_printed_ignore_changes_and_ir_resources_count_the_caliphate():
    state = make_state()
    setc(state, "Syria", governance=ISLAMIST_RULE, alignment="adversary")
    ctx = ctx_of(state)
    assert enh.ir_resources_printed(ctx) == 2
    state.caliphate_capital = "Syria"
    assert enh.ir_resources_printed(ctx) == 3


# -- plot markers (EB15) -----------------------------------------------------------------------------------------------


def test_enh_plot_marker_tables_lowest_and_highest():
    state = make_state()
    game, bot = enh_game(state)
    ctx = bot.context(game)
    options = ["1", "2", "3", "WMD"]
    assert bot.interpreter.pick("jihadist_enh.plot_marker.lowest", None, options, ctx, game.rng) == "1"
    assert bot.interpreter.pick("jihadist_enh.plot_marker.highest", None, options, ctx, game.rng) == "3"
    assert bot.interpreter.pick("jihadist_enh.plot_marker.highest", None, ["WMD"], ctx, game.rng) == "WMD"


# -- plot boxes (EB15) ---------------------------------------------------------------------------------------------


def plot_board():
    state = make_state(prestige=5)
    setc(state, "Iraq", governance=POOR, alignment="ally", sleepers=1, troops=2)
    setc(state, "Egypt", governance=FAIR, alignment="neutral", sleepers=2)
    setc(state, "Spain", sleepers=1)
    return state


def funding_pick(iraq_troops):
    state = plot_board()
    setc(state, "Nigeria", sleepers=1)  # a Poor non-Muslim country (printed governance 3)
    setc(state, "Iraq", troops=iraq_troops)
    game, bot = enh_game(state)
    return rank("jihadist_enh.priorities.plot", ["Iraq", "Egypt", "Spain", "Nigeria"], game, bot,
                boxes="jihadist_enh.plot.funding")[0]


def test_enh_plot_funding_boxes_poor_with_troops_first():
    assert funding_pick(iraq_troops=2) == "Iraq"


def test_enh_plot_funding_twin_without_troops_a_poor_non_muslim_comes_before_a_poor_muslim():
    assert funding_pick(iraq_troops=0) == "Nigeria"


def test_enh_plot_prestige_boxes_only_where_troops_count_for_prestige():
    game, bot = enh_game(plot_board())
    assert rank("jihadist_enh.priorities.plot", ["Iraq", "Egypt", "Spain"], game, bot,
                boxes="jihadist_enh.plot.prestige")[0] == "Iraq"
    setc(game.state, "Iraq", troops=0)
    assert rank("jihadist_enh.priorities.plot", ["Iraq", "Egypt", "Spain"], game, bot,
                boxes="jihadist_enh.plot.prestige")[0] is None
