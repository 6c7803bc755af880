"""Troops as the rules count them (issue 21): wherever a rule or card says "troops", the troop
markers count - NATO as 2 troops, UNSCR 1973 and Operation Serval as 1 - through one test,
`board.troops_present` (and `board.total_troops` for the number). Only cubes move (the track, the
off-map box, Deploy, Withdraw, Regime Change, Operation New Dawn, UN Ceasefire's "to the track"),
and UNSCR 1973 alone costs no prestige (`board.troops_affecting_prestige`). The places already
tested elsewhere are named in docs/rules-decisions.md (row TR1)."""

from __future__ import annotations

import pytest

from game.labyrinth import attrition, board, cardplay, events, invariants, pieces, politics
from game.labyrinth.state import ADVERSARY, ALLY, ISLAMIST_RULE, JIHADIST, NEUTRAL, POOR, US, GameState
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, evo
from tests.labyrinth.helpers import make_game, make_state, setc

ADVISORS = "Advisors"


def advisors_in_libya(**fields) -> GameState:
    """Libya in Civil War with an Advisors marker and two cells; Syria in Civil War too."""
    state = make_state()
    setc(state, "Libya", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2, markers=[ADVISORS],
         **fields)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=2)
    return state


# -- 121 Advisors: "removed ... if Troops present" -----------------------------------------------


def test_121_advisors_leave_when_unscr_1973_enters_their_country():
    state = advisors_in_libya()
    game = make_game(state, us=[("event.150.country", "Libya")])
    cardplay.run_event(game, US, 150)
    assert state.countries["Libya"].markers == ["UNSCR 1973"]


def test_121_advisors_stay_when_unscr_1973_goes_elsewhere():
    state = advisors_in_libya()
    game = make_game(state, us=[("event.150.country", "Syria")])
    cardplay.run_event(game, US, 150)
    assert state.countries["Libya"].markers == [ADVISORS]


@pytest.mark.parametrize("marker", sorted(board.TROOP_MARKERS))
def test_121_advisors_leave_when_any_troop_marker_enters(marker):
    state = advisors_in_libya()
    pieces.add_marker(make_game(state), "Libya", marker)
    assert state.countries["Libya"].markers == [marker]


def test_121_advisors_stay_when_a_marker_that_is_not_troops_enters():
    state = advisors_in_libya()
    pieces.add_marker(make_game(state), "Libya", "Training Camps")
    assert ADVISORS in state.countries["Libya"].markers


@pytest.mark.parametrize(("unscr", "militia"), [(True, 0), (False, 1)])
def test_121_advisors_add_a_militia_at_attrition_only_while_no_troops_are_present(unscr, militia):
    state = advisors_in_libya()
    game = make_game(state, us=[("event.150.country", "Libya" if unscr else "Syria")])
    cardplay.run_event(game, US, 150)
    attrition.advisors_add_militia(game, ["Libya", "Syria"])
    assert state.countries["Libya"].militia == militia


@pytest.mark.parametrize(("markers", "broken"), [([ADVISORS, "UNSCR 1973"], True), ([ADVISORS], False)])
def test_121_advisors_never_share_a_country_with_troops(markers, broken):
    state = advisors_in_libya()
    state.countries["Libya"].markers = markers
    assert any("Advisors with troops" in p for p in invariants.violations(state)) is broken


# -- cards that ask for troops present --------------------------------------------------------------


@pytest.mark.parametrize(("marker", "playable"), [("UNSCR 1973", True), (None, False)])
def test_129_special_forces_counts_a_troop_marker_as_troops(marker, playable):
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, markers=[marker] if marker else [])
    setc(state, "Lebanon", governance=POOR, alignment=NEUTRAL, sleepers=1)  # Iraq - Syria - Lebanon
    assert events.can_play_event(make_game(state), 129, US) is playable


@pytest.mark.parametrize(("marker", "playable"), [("NATO", True), (None, False)])
def test_168_ieds_counts_a_troop_marker_as_troops(marker, playable):
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1,
         markers=[marker] if marker else [])
    assert events.can_play_event(make_game(state), 168, JIHADIST) is playable


@pytest.mark.parametrize(("marker", "playable"), [("UNSCR 1973", True), (None, False)])
def test_198_us_atrocities_counts_a_troop_marker_as_troops(marker, playable):
    state = make_state()
    setc(state, "Libya", governance=POOR, alignment=ALLY, civil_war=True, markers=[marker] if marker else [])
    assert events.can_play_event(make_game(state), 198, JIHADIST) is playable


@pytest.mark.parametrize(("marker", "targets"), [("Operation Serval", ["Mali"]), (None, [])])
def test_185_al_maliki_takes_a_country_whose_only_troops_are_a_marker(marker, targets):
    state = make_state()
    setc(state, "Mali", governance=POOR, alignment=ALLY, markers=[marker] if marker else [])
    game = make_game(state)
    assert events.candidates(game, 185, "country", JIHADIST) == targets
    if targets:
        cardplay.run_event(game, JIHADIST, 185)
        assert (state.countries["Mali"].markers, state.countries["Mali"].alignment) == ([], NEUTRAL)


def test_233_un_ceasefire_sends_the_cubes_to_the_track_and_leaves_nato():
    state = make_state()
    setc(state, "Syria", governance=POOR, alignment=ALLY, civil_war=True, troops=2, markers=["NATO", "UNSCR 1973"])
    game = make_game(state, dice=[6])
    cardplay.run_event(game, US, 233)
    syria = state.countries["Syria"]
    # "Troops to Track. ... Other markers remain": UNSCR 1973 leaves with the Civil War (its card)
    assert (syria.troops, syria.markers, board.troops_on_track(state)) == (0, ["NATO"], 15)


# -- prestige: troops that cost it ------------------------------------------------------------------


@pytest.mark.parametrize(("marker", "prestige"), [("UNSCR 1973", 7), ("Operation Serval", 1)])
def test_11_3_1_islamist_rule_drops_prestige_to_1_only_with_troops_that_cost_prestige(marker, prestige):
    state = make_state(prestige=7)
    setc(state, "Mali", governance=POOR, alignment=NEUTRAL, sleepers=1, markers=[marker])
    game = make_game(state, dice=[1, 1, 1])  # Convergence's random country, if any
    politics.set_governance(game, "Mali", ISLAMIST_RULE, ADVERSARY)
    assert state.prestige == prestige


@pytest.mark.parametrize(("marker", "use"), [("UNSCR 1973", "recruit"), ("NATO", "plot")])
def test_12_4_1_evo_active_cell_with_troops_means_troops_that_cost_prestige(marker, use):
    state = make_state(funding=5, prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, civil_war=True, actives=1, markers=[marker])
    setc(state, "Russia", sleepers=1)
    game, bot = bot_game(state)
    assert evo(game, bot, 149) == use
