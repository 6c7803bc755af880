"""The Priorities Table columns (12.4.2): each row decides between two candidates that tie on the rows above."""

from __future__ import annotations

import pytest

from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, POOR
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, rank
from tests.labyrinth.helpers import make_state, setc

JIHAD = "jihadist.priorities.jihad"
RT = "jihadist.priorities.recruit_travel_to"
TF = "jihadist.priorities.travel_from"
PLOT = "jihadist.priorities.plot"
POSTURE = "jihadist.priorities.posture"
CAPITAL = "jihadist.priorities.caliphate_capital"


def poor(*names):
    def setup(state):
        for name in names:
            setc(state, name, governance=POOR, alignment="neutral")
    return setup


def also(*steps):
    def setup(state):
        for step in steps:
            step(state)
    return setup


def put(name, **fields):
    return lambda state: setc(state, name, **fields)


# (table, row id, candidates, set-up, winner, operation, travel destination)
CASES = [
    (JIHAD, "J1", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Lebanon", awakening=1)), "Jordan",
     "minor_jihad", None),
    (JIHAD, "J2", ["Pakistan", "Turkey"], poor("Pakistan", "Turkey"), "Pakistan", "", None),
    (JIHAD, "J3", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", besieged=True)), "Jordan", "", None),
    (JIHAD, "J4", ["Syria", "Turkey"], poor("Syria", "Turkey"), "Syria", "", None),
    (JIHAD, "J5", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Lebanon", aid=1)), "Lebanon", "", None),
    (JIHAD, "J6", ["Jordan", "Egypt"], also(poor("Jordan", "Egypt"), put("Jordan", regime_change="tan", troops=2)),
     "Jordan", "", None),
    (JIHAD, "J7", ["Jordan", "Egypt"], poor("Jordan", "Egypt"), "Egypt", "", None),
    (JIHAD, "J8", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Lebanon", troops=1)), "Lebanon", "", None),
    (JIHAD, "J9", ["Iran", "China"], lambda state: None, "Iran", "", None),
    (JIHAD, "J10", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", sleepers=2),
                                               put("Lebanon", sleepers=1)), "Jordan", "", None),
    (JIHAD, "J11", ["Yemen", "Mali"], also(poor("Yemen", "Mali"), put("Somalia", governance=ISLAMIST_RULE,
                                                                    alignment="adversary")), "Yemen", "", None),
    (JIHAD, "J12", ["Libya", "Jordan"], poor("Libya", "Jordan"), "Libya", "", None),
    (RT, "RT1", ["Jordan", "Lebanon"], also(poor("Lebanon"), put("Jordan", governance=ISLAMIST_RULE,
                                                                 alignment="adversary")), "Lebanon", "", None),
    (RT, "RT2", ["Pakistan", "Turkey"], poor("Pakistan", "Turkey"), "Pakistan", "", None),
    (RT, "RT3", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", besieged=True)), "Jordan", "", None),
    (RT, "RT4", ["Syria", "Turkey"], poor("Syria", "Turkey"), "Syria", "", None),
    (RT, "RT5", ["Iran", "China"], lambda state: None, "Iran", "", None),
    (RT, "RT6", ["United States", "Canada"], lambda state: None, "United States", "", None),
    (RT, "RT7", ["Jordan", "Lebanon"], also(poor("Jordan"), put("Lebanon", governance=FAIR, alignment="neutral")),
     "Jordan", "", None),
    (RT, "RT8", ["Jordan", "Lebanon"], also(put("Jordan", governance=FAIR, alignment="neutral"),
                                           put("Lebanon", governance=GOOD, alignment="neutral")), "Jordan", "", None),
    (RT, "RT9", ["Jordan", "Lebanon"], put("Jordan", governance=GOOD, alignment="ally"), "Jordan", "", None),
    (RT, "RT10", ["Jordan", "Egypt"], poor("Jordan", "Egypt"), "Egypt", "", None),
    (RT, "RT11", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", troops=2)), "Lebanon", "", None),
    (RT, "RT12", ["France", "Canada"], lambda state: None, "France", "", None),
    (RT, "RT13", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", reaction=1)), "Jordan", "", None),
    (RT, "RT14", ["Canada", "Scandinavia"], also(put("Canada", posture="soft"), put("Scandinavia", posture="hard")),
     "Canada", "", None),
    (RT, "RT15", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", sleepers=2),
                                            put("Lebanon", sleepers=1)), "Jordan", "", None),
    (RT, "RT16", ["Yemen", "Mali"], also(poor("Yemen", "Mali"), put("Somalia", governance=ISLAMIST_RULE,
                                                                  alignment="adversary")), "Yemen", "", None),
    (RT, "RT17", ["Libya", "Jordan"], poor("Libya", "Jordan"), "Libya", "", None),
    (TF, "TF1", ["Pakistan", "Jordan"], poor("Pakistan", "Jordan"), "Jordan", "", "Pakistan"),
    (TF, "TF2", ["Jordan", "Lebanon"], also(poor("Lebanon"), put("Jordan", governance=ISLAMIST_RULE,
                                                                 alignment="adversary")), "Jordan", "", "Egypt"),
    (TF, "TF3", ["Jordan", "Lebanon"], also(poor("Jordan"), put("Lebanon", governance=FAIR, alignment="neutral")),
     "Jordan", "", "Egypt"),
    (TF, "TF4", ["Jordan", "Lebanon"], also(put("Jordan", governance=FAIR, alignment="neutral"),
                                           put("Lebanon", governance=GOOD, alignment="ally")), "Jordan", "", "Egypt"),
    (TF, "TF5", ["Jordan", "Lebanon"], put("Jordan", governance=GOOD, alignment="ally"), "Jordan", "", "Egypt"),
    (TF, "TF6", ["United States", "Canada"], lambda state: None, "Canada", "", "Egypt"),
    (TF, "TF7", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", actives=2),
                                           put("Lebanon", actives=1)), "Jordan", "", "Egypt"),
    (TF, "TF8", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", regime_change="tan")),
     "Lebanon", "", "Egypt"),
    (TF, "TF9", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", awakening=1)), "Jordan", "",
     "Egypt"),
    (TF, "TF10", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", troops=2)), "Jordan", "",
     "Egypt"),
    (TF, "TF11", ["France", "Canada"], lambda state: None, "Canada", "", "Egypt"),
    (PLOT, "PL1", ["United States", "Canada"], lambda state: None, "United States", "", None),
    (PLOT, "PL2", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", troops=1)), "Jordan", "", None),
    (PLOT, "PL3", ["Pakistan", "Turkey"], poor("Pakistan", "Turkey"), "Pakistan", "", None),
    (PLOT, "PL4", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", actives=2),
                                             put("Lebanon", actives=1)), "Jordan", "", None),
    (PLOT, "PL5", ["Syria", "Turkey"], poor("Syria", "Turkey"), "Syria", "", None),
    (PLOT, "PL6", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", aid=1)), "Jordan", "", None),
    (PLOT, "PL7", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Jordan", troops=1, regime_change="tan"),
                                             put("Lebanon", troops=1)), "Jordan", "", None),
    (PLOT, "PL8", ["Jordan", "Egypt"], poor("Jordan", "Egypt"), "Egypt", "", None),
    (PLOT, "PL9", ["Iran", "China"], lambda state: None, "Iran", "", None),
    (PLOT, "PL10", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Lebanon", civil_war=True)), "Lebanon",
     "", None),
    (PLOT, "PL11", ["Jordan", "Lebanon"], also(poor("Jordan"), put("Lebanon", governance=POOR, alignment="ally")),
     "Jordan", "", None),
    (PLOT, "PL12", ["Jordan", "Lebanon"], also(poor("Jordan", "Lebanon"), put("Lebanon", besieged=True)), "Lebanon",
     "", None),
    (PLOT, "PL13", ["Jordan", "Yemen"], also(poor("Jordan", "Yemen"), put("Iraq", governance=GOOD, alignment="ally")),
     "Jordan", "", None),
    (PLOT, "PL14", ["Russia", "Canada"], lambda state: None, "Russia", "", None),
    (PLOT, "PL15", ["Canada", "Scandinavia"], also(put("Canada", posture="soft"), put("Scandinavia", posture="hard")),
     "Canada", "", None),
    (PLOT, "PL16", ["France", "Canada"], lambda state: None, "Canada", "", None),
    (PLOT, "PL17", ["Yemen", "Mali"], also(poor("Yemen", "Mali"), put("Somalia", governance=ISLAMIST_RULE,
                                                                    alignment="adversary")), "Yemen", "", None),
    (PLOT, "PL18", ["Libya", "Jordan"], poor("Libya", "Jordan"), "Libya", "", None),
    (POSTURE, "S1", ["Canada", "Russia"], also(put("Canada", posture="soft"), put("Russia", posture="hard")),
     "Canada", "", None),
    (POSTURE, "S2", ["Canada", "Russia"], put("Russia", posture="hard"), "Canada", "", None),
    (POSTURE, "S3", ["Canada", "Russia"], put("Russia", sleepers=1), "Canada", "", None),
    (CAPITAL, "C1", ["Iraq", "Yemen"], also(put("Iraq", governance=POOR, alignment="neutral", civil_war=True),
                                           put("Syria", governance=POOR, alignment="neutral", civil_war=True),
                                           put("Yemen", governance=POOR, alignment="neutral", civil_war=True)),
     "Iraq", "", None),
    (CAPITAL, "C2", ["Iraq", "Syria"], also(put("Iraq", governance=POOR, alignment="ally", civil_war=True),
                                           put("Syria", governance=POOR, alignment="neutral", civil_war=True)),
     "Syria", "", None),
    (CAPITAL, "C3", ["Iraq", "Syria"], also(put("Iraq", governance=POOR, alignment="neutral", civil_war=True),
                                           put("Syria", governance=ISLAMIST_RULE, alignment="adversary")),
     "Syria", "", None),
    (CAPITAL, "C4", ["Iraq", "Syria"], also(put("Iraq", governance=POOR, alignment="neutral", civil_war=True),
                                           put("Syria", governance=POOR, alignment="neutral", civil_war=True,
                                               reaction=1)),
     "Syria", "", None),
]


@pytest.mark.parametrize(("table", "row", "candidates", "setup", "winner", "operation", "target"), CASES,
                         ids=[case[1] for case in CASES])
def test_12_4_2_priorities_row_decides(table, row, candidates, setup, winner, operation, target):
    state = make_state()
    setup(state)
    game, bot = bot_game(state)
    assert rank(table, candidates, game, bot, operation=operation, target=target) == (winner, row)


def test_12_4_2_best_jihad_drm_applies_only_when_doing_a_jihad():
    """The worked example's Trade Embargo: 'If Jihad, best DRM' is skipped outside a Jihad."""
    state = make_state()
    poor("Jordan", "Lebanon")(state)
    state.countries["Jordan"].awakening = 1
    state.countries["Jordan"].besieged = True
    game, bot = bot_game(state)
    assert rank(JIHAD, ["Jordan", "Lebanon"], game, bot) == ("Jordan", "J3")
    assert rank(JIHAD, ["Jordan", "Lebanon"], game, bot, operation="minor_jihad") == ("Lebanon", "J1")


def test_12_3_12_still_tied_is_a_random_pick():
    state = make_state()
    poor("Jordan", "Lebanon")(state)
    picks = set()
    for seed in range(12):
        game, bot = bot_game(state.copy(), seed=seed)
        picks.add(rank(JIHAD, ["Jordan", "Lebanon"], game, bot)[0])
    assert picks == {"Jordan", "Lebanon"}
