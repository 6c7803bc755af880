"""The US Bot playing cards (13.2-13.4): the hidden hand, events, Alert, reserves, Reassessment,
one operation in one country per card, Deploy/Withdraw, Regime Change, Homeland, the answer
router, the resolve tiers (13.5), a player's tier file and optional rule 3."""

from __future__ import annotations

from pathlib import Path

import pytest

from botkit.protocol import Ask
from game.labyrinth import board, cardplay, deck, homeland, jihadist_ops, turn, us_ops
from game.labyrinth.bots import make_bot
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    HARD,
    ISLAMIST_RULE,
    NEUTRAL,
    POOR,
    SOFT,
    PlotMarker,
)

from ..helpers import make_game, make_state, setc

FMS, FALLOUT, SPECIAL_FORCES, COUP, QADHAFI, PARIS, UN_CEASEFIRE, FACEBOOK = 137, 131, 129, 165, 235, 182, 233, 153
JV_COPYCAT = 207
US_ELECTION = 240


def base_state(**tracks):
    state = make_state(decks=3, **tracks)
    state.draw_pile = list(range(190, 200))
    return state


def us_game(state, *, dice=None, tier="off_guard", jihadist=None, tier_file=None):
    game = make_game(state, dice=dice, jihadist=jihadist)
    # the Jihadist plays as a Bot (its answers scripted): removing the last cell is then no US win (V1),
    # so the small boards here do not end the game
    game.bot_sides.add("jihadist")
    bot = make_bot("us", tier, tier_file)
    bot.attach(game)
    return game, bot


def plot(state, name, kind="1"):
    state.countries[name].plots.append(PlotMarker(kind, face_up=True))
    if kind in state.plots_available:
        state.plots_available.remove(kind)


def play(game, number, *, others=(), first=True):
    """The US plays `number` (put on top of its hand) as its first or second card of the phase."""
    state = game.state
    state.phase = "us"
    state.cards_played_in_phase = 0 if first else 1
    state.hands["us"] = [*others, number]
    return cardplay.play_card(game, "us", number)


# -- the hand (13.2, 13.4) --------------------------------------------------------------------------


def test_13_2_the_bot_plays_the_top_card_of_its_hand_and_never_holds():
    state = base_state()
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    state.hands["us"] = [COUP, FMS]  # FMS on top (dealt last)
    game, bot = us_game(state)
    answer = bot.decide(game, Ask("us", "card.choose", "which?", tuple(state.hands["us"])))
    assert answer == FMS
    assert bot.decide(game, Ask("us", "card.hold", "hold?", (True, False), "yesno")) is False
    assert turn.may_hold(game, "us") is False


def test_13_4_action_phase_plays_both_cards_from_the_top():
    state = base_state()
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    state.hands["us"] = [COUP, FMS]
    game, bot = us_game(state)
    turn.action_phase(game, "us")
    played = [e.text for e in game.log_entries if e.text.startswith("US plays")]
    assert played == ["US plays #137 FMS (2 Ops, US)", "US plays #165 Coup (1 Op, Jihadist)"]
    assert state.hands["us"] == []


# -- events (13.4.2) -----------------------------------------------------------------------------------


def test_13_4_2_playable_us_event_is_played_to_its_fullest():
    state = base_state()
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game, bot = us_game(state)
    assert play(game, FMS, others=[COUP]) == 1
    assert state.countries["Gulf States"].militia == 3
    assert FMS in state.discard and state.reserves["us"] == 0


def test_13_4_2_unassociated_event_also_adds_its_ops_to_reserves():
    state = base_state()
    setc(state, "United States", sleepers=1)  # JV / Copycat: remove the cell in the US
    game, bot = us_game(state)
    play(game, JV_COPYCAT, others=[COUP])
    assert state.countries["United States"].cells == 0
    assert state.reserves["us"] == 1


def test_13_4_jihadist_event_on_a_bot_card_used_for_ops_does_not_occur():
    state = base_state(prestige=5)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    setc(state, "Lebanon", governance=POOR, alignment=NEUTRAL, sleepers=2)  # Coup could hit it
    game, bot = us_game(state)
    play(game, COUP, others=[FMS])
    assert state.countries["Lebanon"].governance == POOR and not state.countries["Lebanon"].civil_war
    assert state.countries["Gulf States"].troops == 0  # the worked example's Deploy to the track
    assert COUP in state.discard


# -- Alert and reserves (13.4.1) ----------------------------------------------------------------------


def test_13_4_1_jihadist_card_adds_its_ops_to_reserves_when_it_cannot_alert():
    state = base_state()
    plot(state, "United States", "1")
    game, bot = us_game(state)
    play(game, PARIS, others=[SPECIAL_FORCES])
    assert state.reserves["us"] == 2 and PARIS in state.discard
    assert state.countries["United States"].plots  # untouched


def test_13_4_1_alert_uses_card_ops_and_the_reserves_needed():
    state = base_state(funding=5, prestige=5)
    state.reserves["us"] = 2
    setc(state, "Afghanistan", governance=POOR, alignment=ALLY, troops=6, regime_change="tan")
    plot(state, "United States", "1")
    plot(state, "Afghanistan", "2")
    game, bot = us_game(state)
    play(game, SPECIAL_FORCES, first=False)  # last card -> Alert Table "L | 2U" -> Alert
    assert state.countries["United States"].plots == []
    assert state.plots_resolved == ["1"]
    assert state.reserves["us"] == 0
    assert [p.kind for p in state.countries["Afghanistan"].plots] == ["2"]


def test_13_5_competent_alerts_a_second_plot_in_the_same_country():
    state = base_state()
    state.reserves["us"] = 2
    plot(state, "United States", "1")
    plot(state, "United States", "2")
    game, bot = us_game(state, tier="competent")
    play(game, SPECIAL_FORCES, first=False)
    assert state.countries["United States"].plots == []
    assert sorted(state.plots_resolved) == ["1", "2"]


def test_13_4_1_alert_removes_a_wmd_from_the_game_with_prestige():
    state = base_state(prestige=5)
    plot(state, "United States", "WMD")
    game, bot = us_game(state)
    play(game, QADHAFI, others=[FMS])
    assert state.countries["United States"].plots == [] and "WMD" in state.plots_removed
    assert state.prestige == 6


def test_13_4_1_event_cancelling_the_priority_plot_is_played_instead_of_the_alert():
    state = base_state()
    plot(state, "United States", "WMD")
    state.reserves["us"] = 2
    game, bot = us_game(state)
    play(game, JV_COPYCAT, others=[FMS])  # 1 Op + 2 reserves: an Alert - by the event
    assert state.countries["United States"].plots == []
    assert state.reserves["us"] == 2  # nothing spent; the unassociated card banks what it can (full)


# -- Reassessment (13.4.6) ----------------------------------------------------------------------------


def test_13_4_6_reassessment_uses_both_cards_and_the_reserves_and_flips_the_posture():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    state.reserves["us"] = 1
    game, bot = us_game(state)
    used = play(game, FMS, others=[FACEBOOK, QADHAFI])  # 2 + 3 + 1 reserve = 6
    assert used == 2
    assert state.us_posture == HARD
    assert state.reserves["us"] == 0
    assert FMS in state.discard and QADHAFI in state.discard and state.hands["us"] == [FACEBOOK]


def test_13_4_6_failed_reassessment_puts_the_second_card_back_on_top():
    state = base_state(us_posture=SOFT)
    setc(state, "Somalia", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Sudan", governance=ISLAMIST_RULE, alignment=ADVERSARY)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY)
    game, bot = us_game(state)
    assert play(game, QADHAFI, others=[FMS, SPECIAL_FORCES]) == 1  # 3 + 1 < 6
    assert state.us_posture == SOFT and state.hands["us"] == [FMS, SPECIAL_FORCES]


# -- operations (13.4.3) ------------------------------------------------------------------------------


def test_13_4_3_disrupt_hits_active_cells_first_and_gains_prestige():
    state = base_state(prestige=3)
    state.reserves["us"] = 2
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, actives=1)
    game, bot = us_game(state)
    play(game, COUP, others=[FMS], first=False)  # 1 Op + 2 reserves, Low prestige: Disrupt for Prestige
    iraq = state.countries["Iraq"]
    assert (iraq.actives, iraq.sleepers) == (1, 0)  # the active removed, the sleeper flipped
    assert state.prestige == 4 and state.reserves["us"] == 0


def test_13_5_adept_disrupt_gains_two_prestige():
    state = base_state(prestige=3)
    state.reserves["us"] = 2
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    game, bot = us_game(state, tier="adept")
    play(game, COUP, others=[FMS], first=False)
    assert state.prestige == 5


def test_13_4_3_woi_in_an_untested_muslim_country_with_3_ops_then_homeland():
    """Untested countries are WoI targets with 3 Ops (13.4.3); the column prefers Pakistan's arsenal.
    Tested Fair, the WoI costs 2: the third Op goes to Homeland (reserves)."""
    state = base_state(prestige=7)  # High +1, GWOT penalty -1 -> untested DRM 0
    game, bot = us_game(state, dice=[5, 6])  # test: Fair; War of Ideas: 6
    play(game, QADHAFI, others=[FMS], first=False)
    tested = [n for n, c in state.countries.items() if c.muslim and c.governance]
    assert tested == ["Pakistan"]
    pakistan = state.countries["Pakistan"]
    assert (pakistan.governance, pakistan.alignment) == (FAIR, ALLY)
    assert state.reserves["us"] == 1


def test_13_4_3_untested_muslim_countries_are_not_woi_targets_with_fewer_than_3_ops():
    state = base_state(prestige=7)
    setc(state, "Jordan", governance=FAIR, alignment=NEUTRAL)  # DRM 0
    game, bot = us_game(state, dice=[6])
    play(game, UN_CEASEFIRE, others=[FMS], first=False)  # 2 Ops
    assert [n for n, c in state.countries.items() if c.muslim and c.governance] == ["Jordan"]
    assert state.countries["Jordan"].alignment == ALLY


def test_13_4_4_homeland_after_a_cheap_operation_adds_the_rest_to_reserves():
    state = base_state(prestige=5)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    game, bot = us_game(state)
    play(game, UN_CEASEFIRE, others=[FMS], first=False)  # Deploy Gulf States -> track costs 1; +1 reserve
    assert state.countries["Gulf States"].troops == 0
    assert state.reserves["us"] == 1


def test_13_4_4_homeland_is_read_again_after_each_action():
    state = base_state(prestige=2)
    setc(state, "United States", sleepers=1)
    setc(state, "Egypt", governance=FAIR, alignment=ALLY)  # WoI DRM -2 (Low, shift to Good): nothing to do
    for name, country in state.countries.items():
        if country.muslim and name != "Egypt":
            country.governance, country.alignment = ISLAMIST_RULE, ADVERSARY
    state.us_posture = HARD
    game, bot = us_game(state)
    play(game, UN_CEASEFIRE, others=[FMS], first=False)
    # the list is read again after each action: the sleeper flips (1 Op), then the active goes (1 Op)
    assert state.countries["United States"].cells == 0 and state.countries["United States"].cadre
    assert state.reserves["us"] == 0


def test_13_4_7_deploy_from_the_track_moves_two_troops():
    state = base_state(prestige=5, us_posture=HARD)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)  # cells and no T+M
    game, bot = us_game(state)
    before = board.troops_on_track(state)
    play(game, FMS, others=[COUP], first=False)  # FMS is playable (Jordan can take militia)
    assert state.countries["Jordan"].militia == 3  # the event, not a Deploy
    state.countries["Jordan"].militia = 0
    play(game, UN_CEASEFIRE, others=[COUP], first=False)
    assert state.countries["Jordan"].troops == 2 and board.troops_on_track(state) == before - 2


def test_13_4_8_withdraw_from_a_regime_change_country_when_soft_with_3_ops():
    state = base_state(prestige=5, us_posture=SOFT)
    setc(state, "Iraq", governance=FAIR, alignment=ALLY, troops=6, regime_change="tan", aid=1)
    game, bot = us_game(state, dice=[6, 3, 3])  # the Withdraw's prestige roll: up 3
    play(game, QADHAFI, others=[FMS], first=False)
    iraq = state.countries["Iraq"]
    assert iraq.troops == 0 and iraq.aid == 0 and iraq.besieged
    assert state.prestige == 8


def test_13_4_3_regime_change_takes_exactly_six_troops_and_3_ops():
    state = base_state(prestige=5, us_posture=HARD)
    setc(state, "Iraq", governance=ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    game, bot = us_game(state, dice=[6, 6, 6, 6])  # governance Fair, prestige up
    play(game, QADHAFI, others=[FMS], first=False)
    iraq = state.countries["Iraq"]
    assert iraq.troops == 6 and iraq.regime_change == "green" and iraq.governance == FAIR


def test_13_4_3_one_operation_in_one_country_per_card():
    state = base_state(prestige=3)
    state.reserves["us"] = 2
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Saudi Arabia", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    game, bot = us_game(state)
    play(game, QADHAFI, others=[FMS], first=False)
    disrupted = [n for n in ("Iraq", "Saudi Arabia") if state.countries[n].actives]
    assert len(disrupted) == 1


# -- US Election (240) ---------------------------------------------------------------------------------


def test_13_4_us_election_fires_when_the_bot_uses_it_for_ops():
    state = base_state(prestige=5)
    setc(state, "Gulf States", governance=FAIR, alignment=ALLY, troops=2)
    game, bot = us_game(state)
    play(game, US_ELECTION, others=[FMS], first=False)
    assert any("US Election" in e.text and "automatically" in e.text for e in game.log_entries)


# -- the answer router (13.3) ---------------------------------------------------------------------------


def ask(bot, game, purpose, options=(), kind="one", card=None, **info):
    game.current_card = card
    return bot.decide(game, Ask("us", purpose, "?", tuple(options), kind, low=info.pop("low", 0),
                                high=info.pop("high", 0), info=info))


def test_13_3_2_removed_cells_are_sleepers_before_actives():
    game, bot = us_game(base_state())
    assert ask(bot, game, "event.999.actives_removed", kind="number", low=0, high=2) == 0


def test_13_3_2_disrupt_hits_actives_first():
    game, bot = us_game(base_state())
    assert ask(bot, game, "op.disrupt.how", [(2, 0), (1, 1), (0, 2)]) == (2, 0)


def test_13_3_7_attrition_removes_troop_cubes_first_then_militia():
    game, bot = us_game(base_state())
    assert ask(bot, game, "eot.attrition.us_losses", ["troop", "militia", "NATO"]) == "troop"
    assert ask(bot, game, "eot.attrition.us_losses", ["militia", "NATO"]) == "militia"
    assert ask(bot, game, "eot.attrition.us_losses", ["NATO", "Operation Serval"]) == "NATO"


def test_13_3_4_event_posture_is_the_us_posture():
    game, bot = us_game(base_state(us_posture=HARD))
    assert ask(bot, game, "event.998.posture", [HARD, SOFT]) == HARD
    game, bot = us_game(base_state(us_posture=SOFT))
    assert ask(bot, game, "event.998.posture", [HARD, SOFT]) == SOFT


def test_13_3_3_plot_questions_follow_the_alert_priorities():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=1)
    plot(state, "Iraq", "1")
    plot(state, "Iraq", "3")
    plot(state, "Canada", "1")  # Funding 5 + 2: not the funding row
    game, bot = us_game(state)
    assert ask(bot, game, "op.alert.target", ["Canada", "Iraq"]) == "Iraq"
    assert ask(bot, game, "op.alert.plot", ["1", "3"], country="Iraq") == "3"


def test_13_3_8_operation_ordered_by_an_event_uses_the_opp_chart():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1)
    setc(state, "Jordan", governance=POOR, alignment=ALLY, sleepers=1)
    game, bot = us_game(state)
    assert ask(bot, game, "op.disrupt.target", ["Iraq", "Jordan"], ops=3) == "Iraq"
    assert ask(bot, game, "op.deploy.to", [us_ops.TRACK, "Iraq", "Jordan"], ops=3) == "Jordan"
    assert ask(bot, game, "op.deploy.count", kind="number", low=1, high=4) == 4


def test_13_3_9_anything_else_is_answered_at_random_among_the_options():
    game, bot = us_game(base_state())
    assert ask(bot, game, "something.unknown", ["a", "b"]) in ("a", "b")


# -- the resolve tiers (13.5) ----------------------------------------------------------------------------

TIER_CAPABILITIES = {
    "off_guard": {},
    "competent": {"alert_two_plots": True},
    "adept": {"alert_two_plots": True, "disrupt_prestige": 2},
    "vigilant": {"alert_two_plots": True, "no_auto_recruit_in_cw_rc": True},
    "ruthless": {"alert_two_plots": True, "no_auto_recruit_in_cw_rc": True, "no_first_plot_box": True},
    "nomercy": {"alert_two_plots": True, "no_auto_recruit_in_cw_rc": True, "no_first_plot_box": True,
                "woi_ignore_penalties": True},
}
DEFAULTS = {"alert_two_plots": False, "disrupt_prestige": 1, "no_auto_recruit_in_cw_rc": False,
            "no_first_plot_box": False, "woi_ignore_penalties": False}


@pytest.mark.parametrize("tier", list(TIER_CAPABILITIES))
def test_13_5_each_tier_grants_its_capabilities(tier):
    game, bot = us_game(base_state(), tier=tier)
    expected = {**DEFAULTS, **TIER_CAPABILITIES[tier]}
    assert {k: game.capability("us", k) for k in DEFAULTS} == expected


def test_13_5_tier_names_accept_the_printed_spelling():
    assert make_bot("us", "Off Guard").tier.name == "off_guard"
    assert make_bot("us", "NoMercy").tier.name == "nomercy"


def test_13_5_vigilant_denies_auto_recruit_in_civil_war_and_regime_change():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=NEUTRAL, civil_war=True, sleepers=1)
    game, bot = us_game(state, tier="competent")
    assert jihadist_ops.auto_recruit(game, "Iraq")
    game, bot = us_game(state, tier="vigilant")
    assert not jihadist_ops.auto_recruit(game, "Iraq")


def test_13_5_ruthless_ignores_the_first_plot_box():
    state = base_state()
    game, bot = us_game(state, tier="ruthless")
    game.current_card = FMS
    state.hands["jihadist"] = []
    jihadist_ops._to_first_plot_box(game)
    assert state.first_plot_card is None


def test_13_5_nomercy_ignores_negative_woi_modifiers():
    state = base_state(prestige=2)  # Low -1, GWOT penalty -1
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, aid=1)  # shift to Good -1, aid +1
    game, bot = us_game(state, tier="ruthless")
    assert us_ops.woi_modifiers(game, "Jordan") == -2
    game, bot = us_game(state, tier="nomercy")
    assert us_ops.woi_modifiers(game, "Jordan") == 1


def test_13_5_a_players_tier_file_extends_the_printed_tiers(tmp_path: Path):
    path = tmp_path / "mine.yaml"
    path.write_text("kind: tiers\nadds_to: labyrinth.us.resolve\nside: us\ntiers:\n"
                    "  vigilant_chain:\n    extends: vigilant\n    capabilities: {disrupt_prestige: 2}\n",
                    encoding="utf-8")
    game, bot = us_game(base_state(), tier="vigilant_chain", tier_file=str(path))
    assert game.capability("us", "disrupt_prestige") == 2
    assert game.capability("us", "no_auto_recruit_in_cw_rc") is True


# -- optional rule 3 (variable difficulty) -----------------------------------------------------------------


def test_optional_rule_3_setup_draws_markers_by_a_random_cards_ops():
    state = base_state()
    state.options["rules"] = [3]
    state.draw_pile = [QADHAFI]  # 3 Ops
    game, bot = us_game(state)
    held = state.options["us_capability_markers"]
    assert len(held) == 3 and len(set(held)) == 3
    for name in held:
        cap = {"competent": ("alert_two_plots", True), "adept": ("disrupt_prestige", 2),
               "vigilant": ("no_auto_recruit_in_cw_rc", True), "ruthless": ("no_first_plot_box", True),
               "nomercy": ("woi_ignore_penalties", True)}[name]
        assert game.capability("us", cap[0]) == cap[1]


def test_optional_rule_3_markers_do_not_include_lower_tiers():
    state = base_state()
    state.options["rules"] = [3]
    state.options["us_capability_markers"] = ["nomercy"]
    game, bot = us_game(state)
    assert game.capability("us", "woi_ignore_penalties") is True
    assert game.capability("us", "alert_two_plots") is False


def test_optional_rule_3_hard_gains_and_soft_loses_a_marker():
    state = base_state(us_posture=SOFT)
    state.options["rules"] = [3]
    state.options["us_capability_markers"] = ["adept"]
    game, bot = us_game(state)
    from game.labyrinth import tracks

    tracks.set_us_posture(game, HARD)  # Soft -> Hard: +1
    assert len(state.options["us_capability_markers"]) == 2
    tracks.set_us_posture(game, HARD)  # stays Hard: +1
    assert len(state.options["us_capability_markers"]) == 3
    tracks.set_us_posture(game, SOFT)  # Hard -> Soft: -1
    tracks.set_us_posture(game, SOFT)  # stays Soft: -1
    tracks.set_us_posture(game, SOFT)
    tracks.set_us_posture(game, SOFT)  # never below 0
    assert state.options["us_capability_markers"] == []
    assert game.capability("us", "disrupt_prestige") == 1


def test_optional_rule_3_never_more_than_five_markers():
    state = base_state(us_posture=HARD)
    state.options["rules"] = [3]
    state.options["us_capability_markers"] = ["adept", "competent", "nomercy", "ruthless", "vigilant"]
    game, bot = us_game(state)
    from game.labyrinth import tracks

    tracks.set_us_posture(game, HARD)
    assert len(state.options["us_capability_markers"]) == 5


def test_optional_rule_3_off_by_default():
    state = base_state(us_posture=SOFT)
    game, bot = us_game(state, tier="adept")
    from game.labyrinth import tracks

    tracks.set_us_posture(game, HARD)
    assert "us_capability_markers" not in state.options
    assert game.capability("us", "disrupt_prestige") == 2


def test_13_4_card_goes_to_the_discard_pile_after_ops():
    state = base_state()
    plot(state, "United States", "1")
    game, bot = us_game(state)
    play(game, PARIS, others=[FMS])
    assert deck.where_is(game, PARIS) == "discard"


def test_13_4_7_the_track_is_a_deploy_source_only_with_two_troops_there():
    """Deploy To: Jordan (cells, no T+M); no Deploy From country: the track, only with 2 troops there."""
    state = base_state(prestige=5, us_posture=HARD)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)
    state.off_map_troops = 14  # one troop left on the track
    game, bot = us_game(state)
    play(game, UN_CEASEFIRE)
    use = next(t for t in bot.traces if t.meta["purpose"] == "card.use")
    assert ("deploy", False) in [(s.node, s.answer) for s in use.steps if s.chart == "us.par"]
    assert state.countries["Jordan"].troops == 0
    state = base_state(prestige=5, us_posture=HARD)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, sleepers=1)
    state.off_map_troops = 13
    game, bot = us_game(state)
    play(game, UN_CEASEFIRE)
    assert state.countries["Jordan"].troops == 2 and board.troops_on_track(state) == 0


def test_13_4_4_homeland_reserves_top_up_a_card_op_but_never_pay_alone():
    """1 card Op left, reserves 2: a Disrupt in Fair Russia costs the card Op and a reserve; then no card
    Op is left and Homeland stops, though a reserve remains (and a cell there)."""
    state = base_state(prestige=5)
    state.reserves["us"] = 2
    setc(state, "Russia", sleepers=3, posture=SOFT)  # Soft: one loss
    game, bot = us_game(state)
    homeland.homeland(game, 1)
    assert state.countries["Russia"].actives == 1 and state.countries["Russia"].sleepers == 2
    assert state.reserves["us"] == 1


def test_13_3_an_event_card_nearest_the_bottom_of_the_discard_pile():
    game, bot = us_game(base_state())
    game.state.discard[:] = [190, 216, 122, 150]
    assert ask(bot, game, "event.160.card", [150, 122, 216]) == 216


def test_13_3_an_event_card_at_random_among_the_highest_ops_us_ones():
    game, bot = us_game(base_state())
    assert ask(bot, game, "event.236.card", [190, 150, 121, 151]) in (150, 151)  # never the 3-Ops Jihadist card
    assert ask(bot, game, "event.236.card", [190, 183, 121]) == 121
    assert ask(bot, game, "event.236.card", [183, 190]) == 190  # no US card: the highest Ops


def test_13_3_erdogan_effect_takes_the_most_cells_and_no_militia():
    game, bot = us_game(base_state())
    assert ask(bot, game, "event.205.units", [(2, 0), (1, 1), (0, 2), (0, 1)]) == (0, 2)


def test_13_4_6_reassessment_second_card_is_the_highest_of_the_hand_that_may_go():
    game, bot = us_game(base_state())
    game.state.hands["us"][:] = [152, 160, 121]  # 121 on top, but too few Ops to go with the first
    assert ask(bot, game, "op.reassessment.second_card", [152, 160]) == 160


def test_13_3_3_a_face_down_plot_is_named_face_down_when_offered():
    state = base_state()
    setc(state, "Iraq", governance=POOR, alignment=ALLY)
    state.countries["Iraq"].plots.append(PlotMarker("2", face_up=False))
    plot(state, "Iraq", "1")
    game, bot = us_game(state)
    assert ask(bot, game, "op.alert.plot", ["1", us_ops.FACE_DOWN], country="Iraq") == us_ops.FACE_DOWN
    assert ask(bot, game, "op.alert.plot", ["1", "2"], country="Iraq") == "2"
