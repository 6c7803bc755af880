"""The seed's worked example ("Han", Awakening scenario, Off Guard US Bot): every US decision and
state change it states, with the Jihadist Bot's cards in between scripted through the rules'
functions (the Jihadist half is the Jihadist Bot's own test).

US hand, top first: FMS (137), Arab Spring "Fallout" (131), Coup (165), Qadhafi (235), Paris
Attacks (182), Special Forces (129), UN Ceasefire (233), Facebook (153).
"""

from __future__ import annotations

import pytest

from botkit import Trace
from botkit.dice import ScriptedDice
from botkit.protocol import FirstOptionDecider, ScriptedDecider
from game.labyrinth import board, cardplay, deck, jihadist_ops, plots, tracks, turn
from game.labyrinth.bots import make_bot
from game.labyrinth.consequences import Consequences
from game.labyrinth.end_of_turn import end_turn
from game.labyrinth.game import Game
from game.labyrinth.scenarios import build_board
from game.labyrinth.state import ALLY, FAIR, JIHADIST, POOR, SOFT, US

US_HAND_TOP_FIRST = [137, 131, 165, 235, 182, 129, 233, 153]
JIHADIST_CARDS = [164, 232, 128, 239, 207, 156, 169, 145]
DICE = [
    4, 2,  # Jihadist 2.1 Reaper: Minor Jihad in Pakistan
    3,  # Jihadist 2.2 Truce: Travel Iraq -> Pakistan
    2, 4, 5,  # Jihadist 3.2 Gulf Union: Plot in Afghanistan, then twice in Pakistan
    4,  # Jihadist 4.1 Islamic Maghreb: Serbia's posture
    1, 4, 6,  # Jihadist 4.2 Russian Aid: Recruit in Pakistan
    5,  # US 4.2 Facebook: War of Ideas in Afghanistan
]
JIHADIST_ANSWERS = [
    ("event.232.country", "Pakistan"),
    ("event.207.option", "plot"),
    ("event.207.country", "United States"),
    ("op.plot.marker", "2"),
    ("event.169.country", "Algeria/Tunisia"),
    ("event.169.option", "funding"),
]


@pytest.fixture
def example():
    state = build_board("awakening")
    used = set(US_HAND_TOP_FIRST) | set(JIHADIST_CARDS)
    state.draw_pile = [n for n in range(121, 241) if n not in used]
    state.hands[US] = list(reversed(US_HAND_TOP_FIRST))  # the top of the face-down pile is the last card
    state.hands[JIHADIST] = list(JIHADIST_CARDS)
    bot = make_bot(US, "off_guard")
    game = Game(state, consequences=Consequences(), seed=3, dice=ScriptedDice(list(DICE)), check_invariants=True,
                deciders={US: bot, JIHADIST: ScriptedDecider(JIHADIST_ANSWERS, then=FirstOptionDecider())})
    bot.attach(game)
    state.phase = JIHADIST
    return game, bot


def jihadist_event(game: Game, number: int) -> None:
    game.state.phase = JIHADIST
    deck.take(game, number)
    game.current_card = number
    cardplay.run_event(game, JIHADIST, number)
    game.current_card = None


def jihadist_card_for_ops(game: Game, number: int, operation) -> None:
    game.state.phase = JIHADIST
    deck.take(game, number)
    game.current_card = number
    operation()
    cardplay.finish_card(game, number, "discard")
    game.current_card = None


def us_phase(game: Game) -> None:
    turn.action_phase(game, US)
    plots.resolve_all(game)


def played(bot, card: int) -> Trace:
    """Every decision of the US Bot's play of `card` (what it is for, its targets, Homeland), as one trace."""
    decisions = [t for t in bot.traces if t.meta.get("card") == card]
    assert decisions and decisions[0].meta["purpose"] == "card.use"
    return Trace(title=f"card {card}", steps=[step for t in decisions for step in t.steps])


def asked(trace: Trace, chart: str) -> list[tuple[str, bool]]:
    return [(s.node, s.answer) for s in trace.steps if s.chart == chart and s.kind == "decision"]


def test_worked_example_us_bot_turn(example):
    game, bot = example
    state = game.state
    c = state.countries

    # -- Jihadist action phase 1: Bloody Thursday, Trade Embargo ----------------------------------------
    jihadist_event(game, 164)
    jihadist_event(game, 232)
    tracks.add_reserves(game, JIHADIST, 2)
    assert c["Algeria/Tunisia"].awakening == 0 and c["Pakistan"].reaction == 1
    assert state.prestige == 4

    # -- US action phase 1 ----------------------------------------------------------------------------------
    us_phase(game)
    # 1. FMS: no plot -> PAR; no Reassessment (2 Ops, US Soft with no Islamist resources); the event:
    #    3 militia by the Deploy To column -> the Gulf States (Fair Ally)
    fms = played(bot, 137)
    assert "us.arf" not in fms.charts()
    assert asked(fms, "us.par")[:2] == [("reassess_first_card", True), ("reassess_ops", False)]
    assert asked(fms, "us.par")[-1] == ("event", True)
    assert c["Gulf States"].militia == 3
    # 2. Arab Spring "Fallout": no Reassessment on the second card; Awakening in Afghanistan (Regime
    #    Change) and Pakistan (its arsenal), by the WoI in Muslim column
    fallout = played(bot, 131)
    assert asked(fallout, "us.par")[:2] == [("reassess_first_card", False), ("event", True)]
    assert c["Afghanistan"].awakening == 1 and c["Pakistan"].awakening == 1
    assert sum(x.awakening for x in c.values()) == 2
    assert 137 in state.discard and 131 in state.discard

    # -- Jihadist action phase 2: Reaper (Minor Jihad), Truce (Travel) ------------------------------------
    jihadist_card_for_ops(game, 128, lambda: reaper_minor_jihad(game))
    jihadist_card_for_ops(game, 239, lambda: truce_travel(game))
    assert c["Pakistan"].governance == POOR and c["Pakistan"].reaction == 0
    assert (c["Pakistan"].cells, c["Afghanistan"].cells, c["Iraq"].cells) == (3, 1, 0)

    # -- US action phase 2 ----------------------------------------------------------------------------------
    us_phase(game)
    # 1. Coup (Jihadist): Ops. "Deploy possible?": to the Troops track, from the Gulf States: both cubes
    coup = played(bot, 165)
    assert ("event", False) in asked(coup, "us.par")
    assert asked(coup, "us.par")[-2:] == [("deploy", True), ("deploy_source.yes", False)]  # a Deploy, no Withdraw
    assert c["Gulf States"].troops == 0 and board.troops_on_track(state) == 7
    assert not c["Lebanon"].civil_war  # the Jihadist event on Coup does not occur
    # 2. Qadhafi: no Civil War -> unplayable; "Disrupt for +Prestige or to place a cadre?": Afghanistan,
    #    its sleeper turns active, Prestige 4 -> 5
    qadhafi = played(bot, 235)
    questions = asked(qadhafi, "us.par")
    assert ("event", False) in questions and ("woi_drm_zero", False) in questions
    assert ("deploy", False) in questions  # track to track: no Deploy (13.4.7)
    assert questions[-1] == ("disrupt_prestige_or_cadre", True)
    assert (c["Afghanistan"].actives, c["Afghanistan"].sleepers) == (1, 0)
    assert state.prestige == 5
    assert state.reserves[US] == 0

    # -- Jihadist action phase 3: JV / Copycat (a plot in the US), Gulf Union (Plot) -----------------------
    jihadist_event(game, 207)
    tracks.add_reserves(game, JIHADIST, 1)
    jihadist_card_for_ops(game, 156, lambda: gulf_union_plots(game))
    assert [(p.kind, p.face_up) for p in c["United States"].plots] == [("1", True)]
    assert [(p.kind, p.face_up) for p in c["Afghanistan"].plots] == [("2", True)]  # face up (13.3.3)

    # -- US action phase 3 ----------------------------------------------------------------------------------
    turn.action_phase(game, US)
    # 1. Paris Attacks: the priority plot is the US one; not a WMD, no 3 Ops, a Jihadist event, not the
    #    last card -> add the card's Ops to US reserves (0 -> 2)
    paris = played(bot, 182)
    assert asked(paris, "us.arf") == [("wmd", False), ("three_ops", False), ("event_playable", False),
                                      ("last_card", False), ("event_removes_plot", False)]
    reserves = [e.text.strip() for e in game.log_entries if e.text.strip().startswith("US reserves")]
    assert reserves[-2] == "US reserves +2 (now 2)"
    # 2. Special Forces: 3 Ops, last card -> Alert Table at Funding 5+1, Prestige 5-1: "L | 2U"; the
    #    right code: a level 1 plot in a Good country -> Alert, with 1 Op and 2 reserves
    special = played(bot, 129)
    assert asked(special, "us.arf")[:3] == [("wmd", False), ("three_ops", True), ("last_or_low_reserves", True)]
    codes = [s.text for s in special.steps if s.chart == "us.alert_legend.non_muslim" and s.kind == "decision"]
    assert codes[0].startswith("2:")
    assert reserves[-1] == "US reserves -2 (now 0)"
    assert c["United States"].plots == [] and state.reserves[US] == 0
    assert state.plots_resolved == ["1"]
    # plot resolution: the Afghanistan plot 2 is unblocked: Funding 5 -> 6, troops there: Prestige 5 -> 4
    plots.resolve_all(game)
    assert state.funding == 6 and state.prestige == 4
    assert c["Afghanistan"].plots == [] and sorted(state.plots_resolved) == ["1", "2"]

    # -- Jihadist action phase 4: Islamic Maghreb (funding), Russian Aid (Recruit) ------------------------
    jihadist_event(game, 169)
    assert state.funding == 7 and c["Serbia"].posture == SOFT
    assert board.world_posture(state) == ("hard", 1)
    jihadist_card_for_ops(game, 145, lambda: jihadist_ops.recruit_in(game, "Pakistan", 3))
    assert c["Pakistan"].cells == 4

    # -- US action phase 4 ----------------------------------------------------------------------------------
    us_phase(game)
    # 1. UN Ceasefire: no Reassessment, no Civil War (unplayable), "WoI in Muslim with DRM -1?" no
    #    (the Gulf States: -2) -> Homeland: the first three bullets do not apply, the fourth adds the
    #    card's 2 Ops to US reserves (0 -> 2)
    ceasefire = played(bot, 233)
    questions = asked(ceasefire, "us.par")
    assert ("reassess_ops", False) in questions and ("event", False) in questions
    assert questions[-1] == ("woi_drm_minus_one", False)
    homeland = asked(ceasefire, "us.homeland")
    assert homeland == [("disrupt_us", False), ("woi_soft", False), ("disrupt_non_muslim", False),
                        ("reserves", True)]
    assert state.reserves[US] == 2
    # 2. Facebook: no Smartphones -> unplayable; "WoI in Muslim with DRM >= 0?" yes (Afghanistan and
    #    Pakistan at 0); the WoI column: Regime Change -> Afghanistan; a 5 succeeds: Poor -> Fair and
    #    its Awakening marker goes (11.1.5)
    facebook = played(bot, 153)
    assert asked(facebook, "us.par")[-1] == ("woi_drm_zero", True)
    woi = [s for s in facebook.steps if s.chart == "us.priorities.woi_muslim" and s.kind == "filter"]
    assert woi[-1].after == ["Afghanistan"] and woi[-1].text == "Regime Change"
    assert c["Afghanistan"].governance == FAIR and c["Afghanistan"].alignment == ALLY
    assert c["Afghanistan"].awakening == 0
    assert state.reserves[US] == 2  # 3 Ops used, nothing from the reserves

    # -- end of turn: Funding 7 -> 6, Prestige stays 4, the US Bot keeps its reserves (13.4.5) ---------
    assert state.hands[US] == []
    end_turn(game)
    assert state.funding == 6 and state.prestige == 4
    assert state.reserves[US] == 2


def reaper_minor_jihad(game: Game) -> None:
    """Reaper for Ops (1 Op + 1 reserve): both Pakistan cells turn active; dice 4 and 2."""
    jihadist_ops.minor_jihad_in(game, "Pakistan", 2)
    game.state.reserves[JIHADIST] -= 1


def truce_travel(game: Game) -> None:
    """Truce for Ops: Afghanistan -> Pakistan (adjacent), Iraq -> Pakistan (3: success), Pakistan in place."""
    jihadist_ops.travel(game, "Afghanistan", "Pakistan", active=False)
    jihadist_ops.travel(game, "Iraq", "Pakistan", active=False)
    jihadist_ops.travel(game, "Pakistan", "Pakistan", active=True)


def gulf_union_plots(game: Game) -> None:
    """Gulf Union for Ops: a plot attempt with the active cell in Afghanistan (2: success, plot 2),
    then two in Pakistan (its sleepers turn active; 4 and 5 fail)."""
    jihadist_ops.plot_in(game, "Afghanistan", 1)
    jihadist_ops.plot_in(game, "Pakistan", 2)
