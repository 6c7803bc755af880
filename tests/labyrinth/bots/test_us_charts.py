"""The US Bot's charts and tables (rules 13.4): every branch of the Alert Resolution flowchart,
the Alert Priorities box, every cell and code of the Alert Table, the Post-Alert Resolution
flowchart, the OpP charts, the Priorities Table columns and Homeland, on explicit states."""

from __future__ import annotations

from typing import Any

import pytest

from botkit import Trace
from botkit.protocol import Ask
from game.labyrinth import board
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.us_vocab import ALERT_PRIORITIES, alert_table_modifiers, alert_table_position
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    NEUTRAL,
    POOR,
    SOFT,
    PlotMarker,
)

from ..helpers import make_game, make_state, setc

FMS, FALLOUT, COUP, QADHAFI, PARIS, SPECIAL_FORCES = 137, 131, 165, 235, 182, 129


def base_state(**tracks: Any):
    """A blank board that is not the last turn (3 decks), World Hard 1 (Israel), US Soft."""
    state = make_state(decks=3, **tracks)
    state.draw_pile = list(range(200, 230))
    return state


def us_game(state, *, dice=None, tier="off_guard"):
    game = make_game(state, dice=dice)
    bot = make_bot("us", tier)
    bot.attach(game)
    return game, bot


def context(bot, game, *, card: int | None = None, ops: int = 0, card_ops: int | None = None, trace: Any = None):
    """The context of a question asked while `card` is played with `ops` available ($ops, $card_ops)."""
    if card_ops is None:
        card_ops = board.card_ops(game.state, card) if card is not None else 0
    ask = Ask("us", "card.use", "test", info={"ops": ops, "card_ops": card_ops})
    return bot.context(game, ask=ask, card=card, trace=trace)


def walk(bot, game, chart: str, *, card: int | None = None, trace: Any = None, ops: int = 0,
         card_ops: int | None = None, **args):
    trace = trace if trace is not None else Trace(title=chart)
    ctx = context(bot, game, card=card, ops=ops, card_ops=card_ops, trace=trace)
    if "plot" in bot.library.chart(chart).params and "plot" not in args:
        args["plot"] = priority(bot, game)  # the priority plot us.card hands on
    decision = bot.interpreter.walk(chart, ctx, args=args or None, trace=trace, rng=game.rng)
    return decision, trace, ctx


def answered(action) -> tuple[str, str | None]:
    """A chart's answer: the value and the plan it names."""
    assert action.name == "answer", action
    return action.params["value"], action.params.get("plan")


def outcome(bot, game, chart: str, **kw) -> str:
    decision, _, _ = walk(bot, game, chart, **kw)
    return answered(decision.actions[0])[0]


def plot(state, name: str, kind: str = "1") -> None:
    """A face-up plot (13.3.3) taken from the available box when one is there."""
    state.countries[name].plots.append(PlotMarker(kind, face_up=True))
    if kind in state.plots_available:
        state.plots_available.remove(kind)


# -- Alert Priorities (13.4.1) ---------------------------------------------------------------------


def priority(bot, game) -> str:
    return bot.interpreter.pick(ALERT_PRIORITIES, None, None, bot.context(game), game.rng)


@pytest.mark.parametrize("setup, aid, expected", [
    # 1. WMD in the US beats every other plot
    ([("United States", "WMD"), ("Iraq", "3"), ("Canada", "3")], 0, "United States#0"),
    # 2. WMD in a Muslim country with troops beats a plot in the US
    ([("Iraq", "WMD"), ("United States", "1")], 0, "Iraq#0"),
    # 3. a plot in the US beats a Good Muslim one
    ([("United States", "1"), ("Gulf States", "3")], 0, "United States#0"),
    # 4. Good Muslim beats a funding-raising non-Muslim plot
    ([("Gulf States", "1"), ("Canada", "3")], 0, "Gulf States#0"),
    # 5. non-Muslim plot raising funding 5 -> 8+ (Good Canada: 5 + 2x2) beats a Fair Muslim one
    ([("Canada", "2"), ("Egypt", "3")], 0, "Canada#0"),
    # 6. Fair Muslim beats a Muslim plot with troops
    ([("Egypt", "1"), ("Iraq", "3")], 0, "Egypt#0"),
    # 7. Muslim with troops beats a higher plot elsewhere
    ([("Iraq", "1"), ("Pakistan", "3")], 0, "Iraq#0"),
    # 8. highest plot number
    ([("Pakistan", "1"), ("Yemen", "2")], 0, "Yemen#0"),
    # 9. Poor with Aid
    ([("Pakistan", "2"), ("Yemen", "2")], 1, "Yemen#0"),
    # 10. highest Resources
    ([("Jordan", "2"), ("Syria", "2")], 0, "Syria#0"),
])
def test_13_4_1_alert_priorities_box_rows(setup, aid, expected):
    state = base_state(funding=5)
    setc(state, "Gulf States", governance=GOOD, alignment=ALLY)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Yemen", governance=POOR, alignment=NEUTRAL, aid=aid)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL)
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL)
    state.plots_available = ["1", "1", "1", "2", "2", "2", "3", "3", "3", "WMD", "WMD"]
    for name, kind in setup:
        plot(state, name, kind)
    game, bot = us_game(state)
    assert priority(bot, game) == expected


def test_13_4_1_alert_priorities_non_muslim_plot_below_the_funding_threshold_is_not_preferred():
    state = base_state(funding=4)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    plot(state, "Canada", "1")  # 4 + 2 = 6: stays below 8
    plot(state, "Egypt", "1")
    game, bot = us_game(state)
    assert priority(bot, game) == "Egypt#0"


def test_13_4_1_alert_priorities_ignore_plots_under_truce():
    state = base_state()
    plot(state, "United States", "1")
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, markers=["Truce"])
    plot(state, "Iraq", "WMD")
    game, bot = us_game(state)
    assert priority(bot, game) == "United States#0"


# -- Alert Resolution flowchart (13.4.1) --------------------------------------------------------------


def arf_state(**tracks):
    """Iraq Poor Ally with troops; one more card in the US hand (so the card is not the phase's last)."""
    state = base_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2)
    state.hands["us"] = [FMS]
    return state


def test_13_4_1_arf_wmd_in_us_with_3_ops_alerts():
    state = arf_state()
    plot(state, "United States", "WMD")
    game, bot = us_game(state)
    assert outcome(bot, game, "us.arf", card=COUP, ops=3) == "alert"


def test_13_4_1_arf_wmd_with_troops_needs_prestige_above_3():
    state = arf_state(prestige=4)
    plot(state, "Iraq", "WMD")
    game, bot = us_game(state)
    assert outcome(bot, game, "us.arf", card=COUP, ops=3) == "alert"
    state.prestige = 3
    game, bot = us_game(state, dice=[6])  # Alert Table: row 5 (funding), column 2 (prestige 3 - IR 0) -> R: 6 fails
    decision, trace, _ = walk(bot, game, "us.arf", card=COUP, ops=3)
    assert "us.alert_table" in trace.charts()


def test_13_4_1_arf_wmd_in_non_muslim_country_alerts_below_funding_8():
    state = arf_state(funding=7)
    plot(state, "Canada", "WMD")
    game, bot = us_game(state)
    assert outcome(bot, game, "us.arf", card=COUP, ops=3) == "alert"
    state.funding = 8  # -> the Alert Table (row 8, column 5: "Z" - Canada is not the US: no Alert -> PAR)
    game, bot = us_game(state)
    decision, trace, _ = walk(bot, game, "us.arf", card=COUP, ops=3)
    assert "us.alert_table" in trace.charts() and "us.par" in trace.charts()


def test_13_4_1_arf_wmd_without_3_ops_adds_to_reserves_on_the_first_card():
    state = arf_state()
    plot(state, "United States", "WMD")
    game, bot = us_game(state)
    assert outcome(bot, game, "us.arf", card=COUP, ops=1) == "reserves"
    state.cards_played_in_phase = 1  # last card of the phase -> PAR
    game, bot = us_game(state)
    _, trace, _ = walk(bot, game, "us.arf", card=COUP, ops=1)
    assert trace.path("us.arf")[-1] == "par"


def test_13_4_1_arf_3_ops_last_card_goes_to_the_alert_table():
    state = arf_state()
    plot(state, "United States", "1")
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    decision, trace, _ = walk(bot, game, "us.arf", card=COUP, ops=3)
    assert "last_or_low_reserves" in trace.path("us.arf") and "us.alert_table" in trace.charts()


def test_13_4_1_arf_3_ops_low_reserves_table_else_several_plots():
    state = arf_state()
    state.reserves["us"] = 2
    state.hands["us"] = [FMS]
    plot(state, "United States", "1")
    game, bot = us_game(state)
    _, trace, _ = walk(bot, game, "us.arf", card=QADHAFI, ops=3)
    assert trace.path("us.arf")[:4] == ["wmd", "three_ops", "last_or_low_reserves", "several_plots"]
    assert trace.path("us.arf")[-1] == "par"  # one plot only -> PAR
    plot(state, "Iraq", "1")
    game, bot = us_game(state)
    _, trace, _ = walk(bot, game, "us.arf", card=QADHAFI, ops=3)
    assert "us.alert_table" in trace.charts()


def test_13_4_1_arf_fewer_than_3_ops_playable_event_goes_to_par():
    state = arf_state()
    state.hands["us"] = [COUP]
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    plot(state, "Iraq", "1")
    game, bot = us_game(state)
    _, trace, _ = walk(bot, game, "us.arf", card=FMS, ops=2)
    assert trace.path("us.arf") == ["wmd", "three_ops", "event_playable", "par"]


def test_13_4_1_arf_jihadist_card_first_of_phase_adds_to_reserves():
    """The worked example's Paris Attacks: 2 Ops, no reserves, a Jihadist event -> reserves."""
    state = arf_state()
    state.hands["us"] = [SPECIAL_FORCES]
    plot(state, "United States", "1")
    game, bot = us_game(state)
    _, trace, _ = walk(bot, game, "us.arf", card=PARIS, ops=2)
    assert trace.path("us.arf") == ["wmd", "three_ops", "event_playable", "last_card", "event_removes_plot", "reserves"]


def test_13_4_1_arf_event_that_removes_the_priority_plot_is_played_instead_of_reserves():
    """JV / Copycat (207) removes a plot in the US: played rather than adding the Ops to reserves."""
    state = arf_state()
    state.hands["us"] = [SPECIAL_FORCES]
    plot(state, "United States", "1")
    game, bot = us_game(state)
    decision, trace, ctx = walk(bot, game, "us.arf", card=207, ops=1)
    from game.labyrinth import events

    spec = events.spec(207)
    if spec is None or spec.alerts_plot is None:
        pytest.skip("card 207 is not implemented yet")
    assert answered(decision.actions[0])[0] == "event"


def test_13_4_1_alert_terminal_uses_the_event_when_it_cancels_the_priority_plot():
    state = arf_state()
    state.hands["us"] = [SPECIAL_FORCES]
    plot(state, "United States", "WMD")
    game, bot = us_game(state)
    from game.labyrinth import events

    spec = events.spec(207)
    if spec is None or spec.alerts_plot is None:
        pytest.skip("card 207 is not implemented yet")
    state.reserves["us"] = 2
    decision, trace, _ = walk(bot, game, "us.arf", card=207, ops=3)
    assert trace.path("us.arf")[:3] == ["wmd", "wmd_ops", "wmd_in_us"]
    assert answered(decision.actions[0])[0] == "event"


# -- the Alert Table (13.4.1) -----------------------------------------------------------------------

GRID = {  # the printed table, "Muslim|non-Muslim", rows 9..1, columns 1..12
    9: "N|R N|Z N|Z T|U N|Z N|Z T|U N|Z N|Z T|U N|Z N|S",
    8: "R|R R|Z R|Z T|U R|Z R|Z T|U R|Z R|Z T|U R|Z R|S",
    7: " ".join(["Y|Y"] * 12),
    6: "G|2R G|2U G|2U L|2U G|2U G|2U L|2U G|2U G|2U L|2U G|2Z G|2Z",
    5: "R|3R R|3U R|3U T|3U R|3U R|3U T|3U R|3U R|3U T|3U R|3Z R|3Z",
    4: " ".join(["Y|Y"] * 12),
    3: "G|2Z G|2U G|2U L|2U G|2U G|2U L|2U G|2U G|2U L|2U G|2Z G|2Z",
    2: "R|3Z R|3U R|3U T|3U R|3U R|3U T|3U R|3U R|3U T|3U R|3Z R|3Z",
    1: "R|4Z R|4U R|4U T|4U R|4U R|4U T|4U R|4U R|4U T|4U R|4Z R|4Z",
}


class LegendRecorder(Trace):
    """Records the code each Alert Table leaf hands to the legend."""

    def __init__(self) -> None:
        super().__init__(title="grid")
        self.codes: list[str] = []

    def visit(self, chart, node, depth, answer=None):
        if node.kind == "call" and str(node.call).startswith("us.alert_legend"):
            self.codes.append(node.call_args["code"])
        super().visit(chart, node, depth, answer)


@pytest.mark.parametrize("row", range(1, 10))
def test_13_4_1_alert_table_every_cell_gives_the_printed_codes(row):
    cells = GRID[row].split()
    for column in range(1, 13):
        expected_muslim, expected_non_muslim = cells[column - 1].split("|")
        for where, expected in (("Iraq", expected_muslim), ("Canada", expected_non_muslim)):
            state = base_state(funding=row, prestige=column)
            setc(state, "Iraq", governance=POOR, alignment=ALLY)
            plot(state, where, "1")
            game, bot = us_game(state, dice=[6])  # any roll fails (6 > 1)
            recorder = LegendRecorder()
            walk(bot, game, "us.alert_table", trace=recorder)
            assert alert_table_position(bot.context(game), priority(bot, game)) == (row, column)
            assert recorder.codes == [expected], f"row {row} column {column} {where}"


def legend(code: str, state, dice=None) -> bool:
    game, bot = us_game(state, dice=dice)
    side = "muslim" if code in ("Y", "N", "G", "L", "T", "R") and not code.startswith(("2", "3", "4")) else ""
    chart = f"us.alert_legend.{side or 'non_muslim'}"
    decision, _, _ = walk(bot, game, chart, code=code)
    return decision.answer


def muslim_plot_state(governance=POOR, troops=0, aid=0, kind="1"):
    state = base_state()
    setc(state, "Iraq", governance=governance, alignment=ALLY, troops=troops, aid=aid)
    plot(state, "Iraq", kind)
    return state


def test_13_4_1_legend_muslim_y_always_n_never():
    assert legend("Y", muslim_plot_state()) is True
    assert legend("N", muslim_plot_state(governance=GOOD, troops=5)) is False


def test_13_4_1_legend_muslim_g_needs_good():
    assert legend("G", muslim_plot_state(governance=GOOD)) is True
    assert legend("G", muslim_plot_state(governance=FAIR, troops=4)) is False


def test_13_4_1_legend_muslim_l_good_or_troops():
    assert legend("L", muslim_plot_state(governance=GOOD)) is True
    assert legend("L", muslim_plot_state(governance=POOR, troops=1)) is True
    assert legend("L", muslim_plot_state(governance=FAIR)) is False


def test_13_4_1_legend_muslim_troop_markers_without_prestige_cost_are_not_troops():
    state = muslim_plot_state(governance=FAIR)
    state.countries["Iraq"].markers.append("UNSCR 1973")
    assert legend("L", state) is False
    state = muslim_plot_state(governance=FAIR)
    state.countries["Iraq"].markers.append("NATO")
    assert legend("L", state) is True


def test_13_4_1_legend_muslim_t_troops_otherwise_roll():
    assert legend("T", muslim_plot_state(troops=2)) is True
    assert legend("T", muslim_plot_state(kind="2"), dice=[2]) is True
    assert legend("T", muslim_plot_state(kind="2"), dice=[3]) is False


def test_13_4_1_legend_muslim_r_roll_minus_aid_at_most_plot_number():
    assert legend("R", muslim_plot_state(kind="1"), dice=[1]) is True
    assert legend("R", muslim_plot_state(kind="1"), dice=[2]) is False
    assert legend("R", muslim_plot_state(kind="1", aid=1), dice=[2]) is True
    assert legend("R", muslim_plot_state(kind="WMD"), dice=[3]) is True  # a WMD counts 3
    assert legend("R", muslim_plot_state(kind="WMD"), dice=[4]) is False


def non_muslim_plot_state(where="Canada", kind="1"):
    state = base_state()
    plot(state, where, kind)
    return state


def test_13_4_1_legend_non_muslim_letters():
    assert legend("Y", non_muslim_plot_state()) is True
    assert legend("Z", non_muslim_plot_state("United States")) is True
    assert legend("Z", non_muslim_plot_state("Canada")) is False
    assert legend("U", non_muslim_plot_state("United States")) is True
    assert legend("U", non_muslim_plot_state("Canada"), dice=[1]) is True
    assert legend("U", non_muslim_plot_state("Canada"), dice=[2]) is False
    assert legend("S", non_muslim_plot_state("United States"), dice=[1]) is True
    assert legend("S", non_muslim_plot_state("United States"), dice=[2]) is False
    assert legend("S", non_muslim_plot_state("Canada")) is False  # no roll at all
    assert legend("R", non_muslim_plot_state("Canada", "3"), dice=[3]) is True
    assert legend("R", non_muslim_plot_state("Canada", "3"), dice=[4]) is False


def test_13_4_1_legend_digit_2_level_2_3_or_level_1_in_good():
    assert legend("2Z", non_muslim_plot_state("Russia", "2")) is True  # Russia is Fair
    assert legend("2Z", non_muslim_plot_state("Canada", "1")) is True  # Good
    assert legend("2Z", non_muslim_plot_state("Russia", "1")) is False  # letter Z: not the US
    assert legend("2R", non_muslim_plot_state("Russia", "1"), dice=[1]) is True  # letter R
    assert legend("2Z", non_muslim_plot_state("Russia", "WMD")) is False  # a WMD falls to the letter


def test_13_4_1_legend_digit_3_level_3_or_level_2_in_good():
    assert legend("3Z", non_muslim_plot_state("Russia", "3")) is True
    assert legend("3Z", non_muslim_plot_state("Canada", "2")) is True
    assert legend("3Z", non_muslim_plot_state("Russia", "2")) is False
    assert legend("3U", non_muslim_plot_state("Canada", "1"), dice=[2]) is False
    assert legend("3U", non_muslim_plot_state("United States", "1")) is True


def test_13_4_1_legend_digit_4_level_2_or_3_in_good():
    assert legend("4Z", non_muslim_plot_state("Canada", "2")) is True
    assert legend("4Z", non_muslim_plot_state("Russia", "3")) is False
    assert legend("4U", non_muslim_plot_state("Canada", "1"), dice=[1]) is True


# -- Alert Table modifiers ---------------------------------------------------------------------------


def modifiers(state) -> tuple[int, int]:
    game, bot = us_game(state)
    return alert_table_modifiers(bot.context(game), priority(bot, game))


def test_13_4_1_alert_table_modifiers_other_muslim_plots():
    state = base_state()
    plot(state, "United States", "1")  # the priority plot: not counted
    setc(state, "Gulf States", governance=GOOD, alignment=ALLY, troops=1)
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL, troops=2)
    plot(state, "Gulf States", "1")
    plot(state, "Iraq", "2")
    plot(state, "Egypt", "3")
    assert modifiers(state) == (2 + 1 + 1, -1 - 1)


def test_13_4_1_alert_table_modifiers_other_non_muslim_plots():
    state = base_state()
    plot(state, "United States", "1")
    plot(state, "Canada", "2")  # Good: +4
    plot(state, "Russia", "1")  # Fair: +1
    plot(state, "Nigeria", "WMD")  # Poor: a WMD counts 3
    assert modifiers(state) == (4 + 1 + 3, 0)


def test_13_4_1_alert_table_modifiers_world_posture_islamist_rule_pirates_fracking():
    state = base_state(us_posture=HARD)
    plot(state, "United States", "1")
    for name in ("United Kingdom", "France", "Germany"):
        setc(state, name, posture=HARD)  # with Israel: World Hard 3 = US posture
    assert modifiers(state) == (0, 1)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.markers.append("Pirates")
    assert modifiers(state) == (1, 0)
    state.events_in_play.append(155)  # Fracking
    assert modifiers(state) == (0, 0)


def test_13_4_1_alert_table_last_turn_adds_funding_and_skips_the_rest():
    state = base_state(us_posture=HARD)
    state.decks = 1
    state.draw_pile = [200]
    plot(state, "United States", "1")
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    assert modifiers(state) == (1, 0)


def test_13_4_1_alert_table_worked_example_cell_l_2u():
    """Funding 5, Prestige 5, the Afghanistan plot 2 (Poor, troops): row 6, column 4: 'L | 2U' -> Alert."""
    state = base_state(funding=5, prestige=5)
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6, regime_change="tan")
    plot(state, "United States", "1")
    plot(state, "Afghanistan", "2")
    game, bot = us_game(state)
    recorder = LegendRecorder()
    decision, _, _ = walk(bot, game, "us.alert_table", trace=recorder)
    assert alert_table_position(bot.context(game), priority(bot, game)) == (6, 4)
    assert recorder.codes == ["2U"] and decision.answer is True


# -- Post-Alert Resolution flowchart (13.4.2) -----------------------------------------------------------


def par(bot, game, card, ops):
    """The PAR's outcome and the questions it asked on the way (in order)."""
    decision, trace, ctx = walk(bot, game, "us.par", card=card, ops=ops)
    asked = [s.node for s in trace.steps if s.chart == "us.par" and s.kind == "decision"]
    return answered(decision.actions[0]), asked


def test_13_4_6_reassessment_needs_the_first_card_3_ops_and_the_posture_condition():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # resources 1 + 1 = 2
    state.hands["us"] = [FMS, QADHAFI]  # the top card (last) has 3 Ops: 3 + 3 = 6
    game, bot = us_game(state)
    action, path = par(bot, game, QADHAFI, 3)
    assert action[0] == "reassessment"
    assert path[:4] == ["reassess_first_card", "reassess_ops", "reassess_posture", "reassess_reveal"]


def test_13_4_6_reassessment_reveal_fails_below_6_and_the_par_goes_on():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.hands["us"] = [QADHAFI, SPECIAL_FORCES]  # top card 1 Op: 3 + 1 < 6
    game, bot = us_game(state)
    action, path = par(bot, game, QADHAFI, 3)
    assert path[:5] == ["reassess_first_card", "reassess_ops", "reassess_posture", "reassess_reveal", "event"]
    assert action[0] != "reassessment"


def test_13_4_6_reassessment_reserves_count():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.reserves["us"] = 2
    state.hands["us"] = [FMS]  # 1 + 2 (top) + 2 reserves = 5 < 6; with Qadhafi first 3 + 2 + 2 >= 6
    game, bot = us_game(state)
    assert par(bot, game, SPECIAL_FORCES, 3)[0][0] != "reassessment"
    assert par(bot, game, QADHAFI, 3)[0][0] == "reassessment"


def test_13_4_6_reassessment_hard_needs_world_soft_3_and_no_islamist_rule():
    state = base_state(us_posture=HARD)
    for name in ("United Kingdom", "France", "Germany", "Canada"):
        setc(state, name, posture=SOFT)  # 4 Soft - Israel Hard = Soft 3
    state.hands["us"] = [QADHAFI]
    game, bot = us_game(state)
    assert par(bot, game, QADHAFI, 3)[0][0] == "reassessment"
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    game, bot = us_game(state)
    assert par(bot, game, QADHAFI, 3)[1][:3] == ["reassess_first_card", "reassess_ops", "reassess_posture"]
    assert par(bot, game, QADHAFI, 3)[0][0] != "reassessment"


def test_13_4_6_no_reassessment_on_the_second_card_or_without_a_card_in_hand():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.hands["us"] = [QADHAFI]
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    assert par(bot, game, QADHAFI, 3)[1][0:2] == ["reassess_first_card", "event"]
    state.cards_played_in_phase = 0
    state.hands["us"] = []
    game, bot = us_game(state)
    assert par(bot, game, QADHAFI, 3)[1][0:2] == ["reassess_first_card", "event"]


def test_13_4_2_playable_event_is_played():
    state = base_state()
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game, bot = us_game(state)
    assert par(bot, game, FMS, 2)[0][0] == "event"


def test_13_4_2_jihadist_event_or_event_without_effect_is_not_played():
    state = base_state()
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=2)
    game, bot = us_game(state)
    assert par(bot, game, COUP, 1)[1][:2] == ["reassess_first_card", "event"]
    assert par(bot, game, COUP, 1)[0][0] != "event"
    assert par(bot, game, QADHAFI, 3)[0][0] != "event"  # no Civil War: no effect


def test_13_4_2_par_disrupt_two_more_cells_than_tm_where_jihad_can_succeed():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, sleepers=3)
    game, bot = us_game(state)
    action, path = par(bot, game, COUP, 3)
    assert path[-1] == "disrupt_jsp" and action[0] == "disrupt"


def test_13_4_2_par_no_disrupt_when_awakening_makes_jihad_impossible():
    state = base_state()
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=3, awakening=2)  # 1 + 2 > 2
    game, bot = us_game(state)
    _, path = par(bot, game, COUP, 2)
    assert "disrupt_jsp" in path and path[path.index("disrupt_jsp") + 1] == "islamist_resources_regime_change"


def test_13_4_2_par_regime_change_with_3_islamist_resources():
    state = base_state(us_posture=HARD)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)  # resources 3
    setc(state, "Saudi Arabia", governance=FAIR, alignment=ALLY, troops=6)
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    action, path = par(bot, game, COUP, 3)
    assert path[-1] == "islamist_resources_regime_change" and action[0] == "regime_change"


def test_13_4_2_par_woi_best_drm_when_drm_at_least_0():
    state = base_state(prestige=7)  # High: +1, GWOT penalty 1 -> 0
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    game, bot = us_game(state)
    action, path = par(bot, game, COUP, 2)
    assert path[-1] == "woi_drm_zero" and action[0] == "war_of_ideas"
    assert action[1] == "woi_best_drm"


def test_13_4_3_untested_muslim_countries_count_for_woi_only_with_3_ops():
    state = base_state(prestige=7)
    game, bot = us_game(state)
    _, path2 = par(bot, game, COUP, 2)
    assert path2[path2.index("woi_drm_zero") + 1] == "prestige_low"
    action, path3 = par(bot, game, COUP, 3)
    assert path3[-1] == "woi_drm_zero"


def test_13_4_2_par_low_prestige_disrupt_for_prestige():
    state = base_state(prestige=3)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    game, bot = us_game(state)
    action, path = par(bot, game, QADHAFI, 3)
    assert path[-1] == "disrupt_for_prestige" and action[0] == "disrupt"


def test_13_4_2_par_low_prestige_soft_us_woi_non_muslim():
    state = base_state(prestige=3, us_posture=SOFT)
    game, bot = us_game(state)
    action, path = par(bot, game, COUP, 1)
    assert path[-2:] == ["disrupt_for_prestige", "us_soft"] and action[0] == "war_of_ideas"
    assert action[1] == "woi_non_muslim"


def test_13_4_2_par_low_prestige_hard_us_goes_to_deploy():
    state = base_state(prestige=3, us_posture=HARD)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    game, bot = us_game(state)
    action, path = par(bot, game, COUP, 1)
    assert path[-3:] == ["us_soft", "deploy", "deploy_source.yes"] and action[0] == "deploy"  # not a Withdraw


def test_13_4_7_deploy_track_to_track_is_not_possible():
    """The worked example's Qadhafi: no box on either chart -> track to track -> no Deploy."""
    state = base_state(prestige=4)
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6, sleepers=1, regime_change="tan")
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, militia=3)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Pakistan", governance=POOR, alignment=NEUTRAL, sleepers=4)
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    action, path = par(bot, game, QADHAFI, 3)
    assert "deploy" in path and path[path.index("deploy") + 1] == "regime_change_possible"
    assert path[-1] == "disrupt_prestige_or_cadre" and action[0] == "disrupt"


def test_13_4_2_par_regime_change_possible_after_deploy():
    state = base_state(us_posture=HARD, prestige=3)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)  # resources 1
    state.cards_played_in_phase = 1
    game, bot = us_game(state)  # 9+ troops on the track: a Regime Change source
    assert board.troops_on_track(state) >= 6
    action, path = par(bot, game, QADHAFI, 3)
    # deploy: destinations none (no Allies) -> track; source track -> same: not possible
    assert path[-3:] == ["us_soft", "deploy", "regime_change_possible"] and action[0] == "regime_change"


def test_13_4_2_par_disrupt_to_place_a_cadre():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, actives=1, militia=2)  # no Deploy there
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    action, path = par(bot, game, QADHAFI, 3)
    assert path[-1] == "disrupt_prestige_or_cadre" and action[0] == "disrupt"


def test_13_4_2_par_woi_with_drm_minus_1_else_homeland():
    state = base_state(prestige=5)  # Medium 0, penalty -1
    setc(state, "Egypt", governance=FAIR, alignment=NEUTRAL)
    state.cards_played_in_phase = 1
    game, bot = us_game(state)
    action, path = par(bot, game, 233, 2)
    assert path[-1] == "woi_drm_minus_one" and action[0] == "war_of_ideas"
    assert action[1] == "woi_drm_minus_one"
    setc(state, "Egypt", governance=FAIR, alignment=ALLY)  # shift-to-Good -1: DRM -2
    game, bot = us_game(state)
    action, path = par(bot, game, 233, 2)
    assert path[-1] == "woi_drm_minus_one" and action[0] == "none"


# -- OpP charts and Priorities columns (13.4.3) --------------------------------------------------------


def choose(bot, game, opp, column, ops, candidates=None):
    """The OpP chart's boxes, then the Priorities column, as the answer chart's picks do (13.4.3)."""
    return bot.interpreter.pick(column, opp, candidates, context(bot, game, ops=ops), game.rng)


def test_13_4_3_opp_disrupt_boxes_in_order():
    state = base_state(prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)  # prestige box
    setc(state, "Jordan", governance=POOR, alignment=ALLY, sleepers=3)  # 2+ more cells, JSP
    setc(state, "Canada", actives=1)  # lone active cell
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.disrupt", "us.priorities.disrupt", 3) == "Jordan"
    setc(state, "Jordan", sleepers=0, actives=0)
    assert choose(bot, game, "us.opp.disrupt", "us.priorities.disrupt", 3) == "Iraq"
    setc(state, "Iraq", troops=0, sleepers=0)
    assert choose(bot, game, "us.opp.disrupt", "us.priorities.disrupt", 3) == "Canada"


@pytest.mark.parametrize("rows, expected", [
    ({"Pakistan": dict(wmd=3), "Iraq": {}}, "Pakistan"),
    ({"Syria": dict(wmd=2), "Iraq": {}}, "Syria"),
    ({"Jordan": dict(governance=GOOD), "Iraq": {}}, "Jordan"),
    ({"Jordan": dict(governance=FAIR), "Iraq": {}}, "Jordan"),
    ({"Jordan": {}, "Iraq": {}}, "Iraq"),  # highest Resources
    ({"Jordan": dict(besieged=True), "Lebanon": {}}, "Jordan"),
    ({"Jordan": dict(sleepers=2), "Lebanon": {}}, "Jordan"),
    ({"Yemen": dict(aid=1), "Lebanon": {}}, "Yemen"),
    ({"Libya": {}, "Lebanon": {}}, "Libya"),  # Oil Exporter
])
def test_13_4_3_disrupt_column_rows(rows, expected):
    state = base_state()
    for name, fields in rows.items():
        values = {"governance": POOR, "alignment": ALLY, "sleepers": 1, "wmd": 0}
        values.update(fields)
        setc(state, name, **values)
    game, bot = us_game(state)
    ctx = bot.context(game)
    assert bot.interpreter.select("us.priorities.disrupt", list(rows), ctx, game.rng) == expected


def test_13_4_3_disrupt_column_adjacent_to_islamist_rule():
    state = base_state()
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Yemen", governance=POOR, alignment=ALLY, sleepers=1)  # next to Somalia
    setc(state, "Lebanon", governance=POOR, alignment=ALLY, sleepers=1)
    game, bot = us_game(state)
    assert bot.interpreter.select("us.priorities.disrupt", ["Yemen", "Lebanon"], bot.context(game), game.rng) == "Yemen"


@pytest.mark.parametrize("rows, expected", [
    ({"Pakistan": dict(wmd=3), "Iraq": {}}, "Pakistan"),
    ({"Iraq": {}, "Jordan": dict(governance=FAIR)}, "Jordan"),
    ({"Iraq": {}, "Jordan": {}}, "Iraq"),
    ({"Jordan": dict(besieged=True), "Lebanon": {}}, "Jordan"),
    ({"Jordan": dict(sleepers=2), "Lebanon": {}}, "Jordan"),
    ({"Yemen": dict(aid=1), "Lebanon": {}}, "Yemen"),
    ({"Libya": {}, "Lebanon": {}}, "Libya"),
])
def test_13_4_3_deploy_to_column_rows(rows, expected):
    state = base_state()
    for name, fields in rows.items():
        values = {"governance": POOR, "alignment": ALLY, "wmd": 0}
        values.update(fields)
        setc(state, name, **values)
    game, bot = us_game(state)
    assert bot.interpreter.select("us.priorities.deploy_to", list(rows), bot.context(game), game.rng) == expected


@pytest.mark.parametrize("rows, expected", [
    ({"Iraq": dict(sleepers=1), "Jordan": {}}, "Jordan"),  # fewest cells
    ({"Iraq": {}, "Jordan": {}}, "Jordan"),  # lowest Resources
    ({"Jordan": dict(plots=[PlotMarker("1")]), "Lebanon": {}}, "Jordan"),  # most plots
    ({"Jordan": dict(troops=3), "Lebanon": dict(troops=2)}, "Jordan"),  # most troops
])
def test_13_4_3_deploy_from_column_rows(rows, expected):
    state = base_state()
    for name, fields in rows.items():
        values = {"governance": FAIR, "alignment": ALLY, "troops": 2}
        values.update(fields)
        setc(state, name, **values)
    game, bot = us_game(state)
    assert bot.interpreter.select("us.priorities.deploy_from", list(rows), bot.context(game), game.rng) == expected


@pytest.mark.parametrize("rows, expected", [
    ({"Iraq": dict(plots=[PlotMarker("1")]), "Jordan": {}}, "Jordan"),  # fewest plot dice
    ({"Iraq": {}, "Jordan": dict(regime_change="tan")}, "Jordan"),
    ({"Iraq": {}, "Pakistan": dict(wmd=3)}, "Pakistan"),
    ({"Iraq": {}, "Jordan": dict(civil_war=True)}, "Jordan"),
    ({"Iraq": {}, "Jordan": {}}, "Iraq"),  # highest Resources
    ({"Jordan": dict(alignment=NEUTRAL), "Lebanon": {}}, "Jordan"),
    ({"Jordan": dict(besieged=True), "Lebanon": {}}, "Jordan"),
    ({"Jordan": dict(sleepers=1), "Lebanon": {}}, "Lebanon"),  # fewest cells
    ({"Jordan": dict(troops=1), "Lebanon": {}}, "Jordan"),  # most troops
])
def test_13_4_3_woi_muslim_column_rows(rows, expected):
    state = base_state()
    for name, fields in rows.items():
        values = {"governance": POOR, "alignment": ALLY, "wmd": 0}
        values.update(fields)
        setc(state, name, **values)
    game, bot = us_game(state)
    assert bot.interpreter.select("us.priorities.woi_muslim", list(rows), bot.context(game), game.rng) == expected


def test_13_4_3_woi_muslim_column_caliphate_capital_and_adjacent_good_ally():
    state = base_state()
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Lebanon", governance=POOR, alignment=ALLY, civil_war=True)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, civil_war=True)
    state.caliphate_capital = "Lebanon"
    game, bot = us_game(state)
    assert bot.interpreter.select("us.priorities.woi_muslim", ["Jordan", "Lebanon"], bot.context(game),
                                  game.rng) == "Lebanon"
    state.caliphate_capital = None
    setc(state, "Saudi Arabia", governance=GOOD, alignment=ALLY)  # next to Jordan
    assert bot.interpreter.select("us.priorities.woi_muslim", ["Jordan", "Lebanon"], bot.context(game),
                                  game.rng) == "Jordan"


def test_13_4_3_regime_change_column():
    state = base_state()
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=3)
    setc(state, "Jordan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Lebanon", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    game, bot = us_game(state)
    ctx = bot.context(game)
    assert bot.interpreter.select("us.priorities.regime_change", ["Iraq", "Jordan"], ctx, game.rng) == "Iraq"
    # Jordan and Lebanon (resources 1): both next to Islamist Rule; fewest cells
    assert bot.interpreter.select("us.priorities.regime_change", ["Jordan", "Lebanon"], ctx, game.rng) == "Jordan"


def test_13_4_3_opp_deploy_to_boxes_and_track_default():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=1, sleepers=2)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, sleepers=1)  # cells, no T+M
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=5, sleepers=1, regime_change="tan")
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.deploy_to", "us.priorities.deploy_to", 3) == "Jordan"
    setc(state, "Jordan", sleepers=0)
    assert choose(bot, game, "us.opp.deploy_to", "us.priorities.deploy_to", 3) == "Afghanistan"
    setc(state, "Afghanistan", troops=6)  # T+M - cells = 5: no longer needs forces
    assert choose(bot, game, "us.opp.deploy_to", "us.priorities.deploy_to", 3) is None  # -> the track


def test_13_4_3_opp_deploy_from_boxes():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=3)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    setc(state, "Saudi Arabia", governance=GOOD, alignment=ALLY, troops=2, sleepers=1)
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.deploy_from", "us.priorities.deploy_from", 1) == "Gulf States"
    setc(state, "Saudi Arabia", militia=1)  # Good Ally with militia beats a Fair Ally
    assert choose(bot, game, "us.opp.deploy_from", "us.priorities.deploy_from", 1) == "Saudi Arabia"
    setc(state, "Saudi Arabia", troops=0)
    setc(state, "Gulf States", troops=0)
    assert choose(bot, game, "us.opp.deploy_from", "us.priorities.deploy_from", 1) is None  # Poor Iraq: no box


def test_13_4_3_opp_woi_non_muslim_boxes_then_poor_fair_good():
    state = base_state(us_posture=SOFT)
    setc(state, "Canada", posture=HARD)  # opposite, Good
    setc(state, "Russia", posture=HARD)  # opposite, Fair
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.woi_non_muslim", "us.priorities.woi_non_muslim", 2) == "Russia"
    assert choose(bot, game, "us.opp.woi_non_muslim", "us.priorities.woi_non_muslim", 1) == "Canada"
    setc(state, "Canada", posture=SOFT)
    setc(state, "Russia", posture=SOFT)
    # no opposite posture: untested countries (Poor first: Nigeria with 3 Ops)
    assert choose(bot, game, "us.opp.woi_non_muslim", "us.priorities.woi_non_muslim", 3) == "Nigeria"


def test_13_4_3_woi_muslim_best_drm_then_column():
    state = base_state(prestige=7)
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL)
    setc(state, "Jordan", governance=POOR, alignment=NEUTRAL, awakening=1)
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.woi_muslim_best_drm", "us.priorities.woi_muslim", 3,
                  ["Iraq", "Jordan"]) == "Jordan"


def test_13_4_3_regime_change_source_boxes_before_the_track():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=6)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=6, sleepers=1)
    game, bot = us_game(state)
    assert choose(bot, game, "us.opp.regime_change_from", "us.priorities.deploy_from", 3,
                  ["Iraq", "Gulf States"]) == "Gulf States"
    setc(state, "Gulf States", troops=0)
    assert choose(bot, game, "us.opp.regime_change_from", "us.priorities.deploy_from", 3, ["Iraq"]) == "Iraq"


# -- Homeland (13.4.4) --------------------------------------------------------------------------------


def homeland(bot, game, card_ops, ops):
    decision, trace, _ = walk(bot, game, "us.homeland", card_ops=card_ops, ops=ops)
    return answered(decision.actions[0]), trace.path("us.homeland")


def test_13_4_4_homeland_disrupts_the_us_first():
    state = base_state()
    setc(state, "United States", sleepers=1)
    game, bot = us_game(state)
    action, path = homeland(bot, game, 1, 1)
    assert action == ("disrupt", "homeland_disrupt_us")


def test_13_4_4_homeland_woi_soft_country_when_us_hard_world_soft():
    state = base_state(us_posture=HARD)
    setc(state, "Canada", posture=SOFT)
    setc(state, "Russia", posture=SOFT)  # World Soft 1
    game, bot = us_game(state)
    action, _ = homeland(bot, game, 1, 1)
    assert action == ("war_of_ideas", "homeland_woi_soft")
    ctx = bot.context(game)
    assert bot.interpreter.select("us.homeland.woi_soft", None, ctx, game.rng, args={"ops": 2}) == "Canada"


def test_13_4_4_homeland_disrupt_non_muslim_closest_to_us():
    state = base_state()
    setc(state, "Canada", sleepers=1)
    setc(state, "Russia", sleepers=2)
    game, bot = us_game(state)
    action, _ = homeland(bot, game, 2, 2)
    assert action == ("disrupt", "homeland_disrupt_non_muslim")
    ctx = bot.context(game)
    assert bot.interpreter.select("us.homeland.disrupt_non_muslim", None, ctx, game.rng, args={"ops": 2}) == "Canada"


def test_13_4_4_homeland_fourth_bullet_adds_to_reserves():
    state = base_state()
    game, bot = us_game(state)
    assert homeland(bot, game, 2, 2)[0] == ("reserves", None)


def test_13_4_4_homeland_with_full_reserves_card_ops_only_steps():
    state = base_state(us_posture=SOFT)
    state.reserves["us"] = 2
    setc(state, "Iraq", governance=POOR, alignment=ALLY, cadre=1)
    game, bot = us_game(state)
    action, _ = homeland(bot, game, 1, 3)
    assert action[0] == "war_of_ideas"  # Iraq (Poor) needs 3 card Ops for the cadre
    action, _ = homeland(bot, game, 3, 5)
    assert action == ("disrupt", "homeland_disrupt_cadre")
    setc(state, "Iraq", cadre=0)
    setc(state, "Canada", posture=HARD)
    action, _ = homeland(bot, game, 1, 3)
    assert action == ("war_of_ideas", "homeland_woi_opposite")
    setc(state, "Canada", posture=SOFT)
    action, _ = homeland(bot, game, 1, 3)
    assert action == ("war_of_ideas", "homeland_woi_untested")
    for country in state.countries.values():
        if country.kind == "non_muslim" and country.posture is None:
            country.posture = SOFT
    assert homeland(bot, game, 1, 3)[0] == ("stop", None)
