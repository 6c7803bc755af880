"""Rules a Bot's tier may change (the Enhanced Jihadist Bot's levels, docs/bots/jihadist-enhanced.md 3.3).

Each rule is read from a capability declared in `flowcharts/labyrinth/jihadist/capabilities.yaml` with
the rulebook's default. Every test sets the capability explicitly and asserts the exact outcome; its
twin keeps the default and shows the rulebook's play unchanged.
"""

from __future__ import annotations

import copy

import pytest

from botkit import Trace
from botkit.protocol import Ask, FirstOptionDecider, ScriptedDecider
from botkit.session.narration import BRIEF, FULL, Narrator
from game.labyrinth import cardplay, deck, events, hooks, jihadist_ops, radicalization, table, turn
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.context import BotContext
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.scenarios import start_game
from game.labyrinth.state import FAIR, GOOD, ISLAMIST_RULE, JIHADIST, POOR, US

from .helpers import make_game, make_state, muslim, setc

MASS_TURNOUT = 158  # US, 3 Ops: a Regime Change country with Awakening improves one level
HAGEL = 222  # unassociated, 2 Ops: the US posture (Soft when the Jihadist plays it)
ABU_GHRAIB = 171  # Jihadist, 2 Ops


def jihadist_bot_game(state, capabilities=None, *, jihadist=(), us=(), dice=None):
    game = make_game(state, jihadist=list(jihadist), us=list(us), dice=dice, bots={JIHADIST})
    game.capabilities[JIHADIST] = dict(capabilities or {})
    return game


def asked(game, side=JIHADIST):
    return [a.purpose for a in game.deciders[side].asked]


def question(game, purpose, side=JIHADIST):
    return next(a for a in game.deciders[side].asked if a.purpose == purpose)


# -- EB2 / EB24: the cards a Bot chooses its first card from (cards_considered) ------------------------


def hand_state(*cards):
    state = make_state(phase=JIHADIST)
    state.hands[JIHADIST] = list(cards)  # the last one is the top of the Bot's face-down pile
    return state


def test_eb2_a_bot_considering_two_cards_is_offered_its_top_two_in_pile_order():
    game = jihadist_bot_game(hand_state(189, 171, 190), {"cards_considered": 2})
    assert turn.cards_considered(game, JIHADIST) == [190, 171]


def test_eb2_the_rulebook_bot_considers_no_choice_of_card():
    game = jihadist_bot_game(hand_state(189, 171, 190))
    assert turn.cards_considered(game, JIHADIST) == []


def test_eb2_with_one_card_or_at_the_second_card_nothing_is_considered():
    game = jihadist_bot_game(hand_state(190), {"cards_considered": 2})
    assert turn.cards_considered(game, JIHADIST) == []
    game = jihadist_bot_game(hand_state(189, 171, 190), {"cards_considered": 2})
    game.state.cards_played_in_phase = 1
    assert turn.cards_considered(game, JIHADIST) == []


def test_eb2_a_human_side_is_never_offered_the_bot_look():
    game = make_game(hand_state(189, 171, 190))
    game.capabilities[JIHADIST] = {"cards_considered": 2}
    assert turn.cards_considered(game, JIHADIST) == []


def test_eb2_the_first_card_is_chosen_among_the_top_two_and_the_second_is_asked_as_ever():
    state = hand_state(189, 171, HAGEL)
    state.countries["Spain"].sleepers = 1
    game = jihadist_bot_game(state, {"cards_considered": 2},
                             jihadist=[("card.choose", 171), ("card.use", "reserves"),
                                       ("card.choose", HAGEL), ("card.use", "reserves")])
    turn.action_phase(game, JIHADIST)
    chooses = [a for a in game.deciders[JIHADIST].asked if a.purpose == "card.choose"]
    assert [list(a.options) for a in chooses] == [[HAGEL, 171], [189, HAGEL]]
    assert chooses[0].info["top"] == HAGEL and chooses[0].info["pile_order"] == [HAGEL, 171]
    assert state.hands[JIHADIST] == [189]
    assert state.reserves[JIHADIST] == 2


def test_eb24_at_the_table_the_player_turns_up_and_names_the_top_two_cards():
    game = start_game("awakening", seed=3, deciders={"us": ScriptedDecider([]), "jihadist": ScriptedDecider([])})
    table.start(game, US)
    game.bot_sides.add(JIHADIST)
    game.capabilities[JIHADIST] = {"cards_considered": 2}
    first, second = [n for n in table.unseen(game) if n not in game.state.hands[JIHADIST]][:2]
    game.deciders[US].push(("table.top_card", first), ("table.top_card", second))
    assert turn.cards_considered(game, JIHADIST) == [first, second]
    prompts = [a.prompt for a in game.deciders[US].asked]
    assert [a.purpose for a in game.deciders[US].asked] == ["table.top_card", "table.top_card"]
    assert "the top card" in prompts[0] and "the card 1 below the top" in prompts[1]
    hand = game.state.hands[JIHADIST]
    assert hand[-2:] == [second, first]
    # both stay known: a second look asks nothing
    assert turn.cards_considered(game, JIHADIST) == [first, second]
    assert len(game.deciders[US].asked) == 2


def test_q13_an_event_is_offered_only_while_it_is_playable():
    state = make_state(phase=JIHADIST)
    state.countries["Nigeria"].markers.append("Truce")  # Boko Haram (186) cannot be played
    game = jihadist_bot_game(state)
    assert cardplay.EVENT not in cardplay.bot_uses(game, JIHADIST, 186, 3)
    state.countries["Nigeria"].markers.remove("Truce")
    assert cardplay.EVENT in cardplay.bot_uses(game, JIHADIST, 186, 3)


# -- EB5: the US event on the Bot's card --------------------------------------------------------------


def mass_turnout_state(reserves=0):
    state = make_state(phase=JIHADIST)
    muslim(state, "Iraq", POOR, regime_change="green", awakening=1)
    state.countries["Spain"].sleepers = 1
    state.hands[JIHADIST] = [MASS_TURNOUT]
    state.reserves[JIHADIST] = reserves
    return state


NO_OPERATION = [("card.use", "none"), ("radicalization.use", "stop")]


def play_mass_turnout(state, capabilities, order="after"):
    script = list(NO_OPERATION)
    if capabilities.get("opponent_event_on_bot_card", "never") != "never":
        script.insert(0, ("card.trigger_order", order))  # asked first, and only when the event may occur
    game = jihadist_bot_game(state, capabilities, jihadist=script)
    cardplay.play_card(game, JIHADIST, MASS_TURNOUT)
    return game


EASIEST = {"opponent_event_on_bot_card": "always", "opponent_event_adds_reserves": True}
EASIER = {"opponent_event_on_bot_card": "while_reserves_empty", "opponent_event_adds_reserves": True,
          "blocked_opponent_event_costs_reserves": True}


def test_eb5_always_the_us_event_occurs_and_its_ops_go_to_reserves():
    state = mass_turnout_state()
    game = play_mass_turnout(state, EASIEST)
    assert state.countries["Iraq"].governance == FAIR
    assert state.reserves[JIHADIST] == 2  # 3 Ops, reserves hold 2 at most
    assert question(game, "card.trigger_order").options == ("before", "after")


def test_eb5_the_rulebook_bot_never_sets_off_the_us_event():
    state = mass_turnout_state()
    game = play_mass_turnout(state, {})
    assert state.countries["Iraq"].governance == POOR
    assert state.reserves[JIHADIST] == 0
    assert "card.trigger_order" not in asked(game)


def test_eb5_the_event_occurs_without_adding_reserves_unless_the_tier_says_so():
    state = mass_turnout_state()
    play_mass_turnout(state, {"opponent_event_on_bot_card": "always"})
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (FAIR, 0)


def test_eb5_while_reserves_empty_the_event_occurs_with_empty_reserves():
    state = mass_turnout_state(reserves=0)
    play_mass_turnout(state, EASIER)
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (FAIR, 2)


def test_eb5_while_reserves_hold_ops_the_event_is_blocked_and_its_ops_come_off_the_reserves():
    state = mass_turnout_state(reserves=1)
    play_mass_turnout(state, EASIER)
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (POOR, 0)


def test_eb5_a_blocked_event_costs_nothing_unless_the_tier_says_so():
    state = mass_turnout_state(reserves=1)
    play_mass_turnout(state, {**EASIER, "blocked_opponent_event_costs_reserves": False})
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (POOR, 1)


def test_eb5_a_blocked_event_whose_conditions_fail_costs_nothing():
    state = mass_turnout_state(reserves=1)
    state.countries["Iraq"].awakening = 0  # Mass Turnout's condition fails
    play_mass_turnout(state, EASIER)
    assert state.reserves[JIHADIST] == 1


def test_eb5_looked_at_before_the_ops_an_event_whose_conditions_fail_does_nothing():
    state = mass_turnout_state()
    state.countries["Iraq"].awakening = 0
    game = play_mass_turnout(state, EASIEST, order="before")
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (POOR, 0)
    assert any("cannot take effect" in e.text for e in game.log_entries)


def test_eb5_an_event_looked_at_before_the_ops_adds_its_reserves_before_the_bot_uses_the_card():
    state = make_state(phase=JIHADIST)
    muslim(state, "Iraq", POOR, sleepers=1)
    state.hands[JIHADIST] = [123]  # Humanitarian Aid, US, 1 Op: aid in a Muslim country with a cell
    game = jihadist_bot_game(state, EASIEST, jihadist=[("card.trigger_order", "before"), ("card.use", "none"),
                                                       ("radicalization.use", "stop")])
    cardplay.play_card(game, JIHADIST, 123)
    assert asked(game)[:2] == ["card.trigger_order", "card.use"]
    assert state.countries["Iraq"].aid == 1
    assert question(game, "card.use").info["ops"] == 2  # the card's 1 and the reserve Op the event added
    assert state.reserves[JIHADIST] == 1


def test_eb5_looked_at_after_the_ops_the_reserves_are_read_once_the_operation_spent_them():
    state = make_state(phase=JIHADIST, funding=9)
    muslim(state, "Iraq", POOR, sleepers=1)
    state.hands[JIHADIST] = [123]  # Humanitarian Aid, US, 1 Op
    state.reserves[JIHADIST] = 2
    game = jihadist_bot_game(state, EASIER, dice=[1, 1, 1],
                             jihadist=[("card.trigger_order", "after"), ("card.use", "recruit"),
                                       ("op.recruit.dice", [("Iraq", 3)])])
    cardplay.play_card(game, JIHADIST, 123)
    assert state.countries["Iraq"].cells == 4  # 3 Ops: the card's 1 and both reserve Ops
    assert state.countries["Iraq"].aid == 1  # the reserves were empty when the event was looked at
    assert state.reserves[JIHADIST] == 1  # and its Op went to them


def test_eb5_never_an_automatic_victory_for_the_us():
    state = mass_turnout_state()
    muslim(state, "Iraq", FAIR, regime_change="green", awakening=1)
    for name in ("Saudi Arabia", "Gulf States", "Egypt"):
        muslim(state, name, GOOD)  # 9 Good resources: Iraq (3) at Good would make 12
    game = play_mass_turnout(state, EASIEST)
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (FAIR, 0)
    assert state.winner is None
    assert any("automatic victory" in e.text for e in game.log_entries)


def test_eb5_the_bot_playing_a_us_card_for_reserves_still_looks_at_the_event():
    state = mass_turnout_state()
    game = jihadist_bot_game(state, EASIEST, jihadist=[("card.trigger_order", "after"), ("card.use", "reserves")])
    cardplay.play_card(game, JIHADIST, MASS_TURNOUT)
    assert (state.countries["Iraq"].governance, state.reserves[JIHADIST]) == (FAIR, 2)


# -- EB17: an unassociated event and the reserves ----------------------------------------------------


def play_hagel(capabilities):
    state = make_state(phase=JIHADIST)
    state.countries["Spain"].sleepers = 1
    state.hands[JIHADIST] = [HAGEL]
    game = jihadist_bot_game(state, capabilities, jihadist=[("card.use", "event")])
    cardplay.play_card(game, JIHADIST, HAGEL)
    return state


def test_12_4_1_an_unassociated_event_the_bot_plays_adds_its_ops_to_reserves():
    state = play_hagel({})
    assert (state.us_posture, state.reserves[JIHADIST]) == ("soft", 2)


def test_eb17_with_the_tier_saying_no_an_unassociated_event_adds_no_reserves():
    state = play_hagel({"unassociated_event_adds_reserves": False})
    assert (state.us_posture, state.reserves[JIHADIST]) == ("soft", 0)


# -- EB15: plot markers chosen, not drawn ------------------------------------------------------------


def plot_state():
    state = make_state(phase=JIHADIST)
    setc(state, "Spain", sleepers=1, governance=2, posture="hard")
    return state


def test_eb15_a_bot_is_asked_its_plot_marker_among_the_available_ones():
    game = jihadist_bot_game(plot_state(), jihadist=[("op.plot.marker", "3")], dice=[1])
    assert jihadist_ops.plot_in(game, "Spain", 1, ops=1) == 1
    ask = question(game, "op.plot.marker")
    assert list(ask.options) == ["1", "2", "3"]  # any available marker (Q7), whatever the Ops
    assert (ask.info["counts"], ask.info["plot_marker"]) == ({"1": 3, "2": 2, "3": 1}, True)
    assert [p.kind for p in game.state.countries["Spain"].plots] == ["3"]


# -- EB7 / Q1: no cell on the map -> place cells ----------------------------------------------------


def no_cells_state(reserves=0):
    state = make_state(phase=JIHADIST)
    muslim(state, "Iraq", POOR)
    state.hands[JIHADIST] = [ABU_GHRAIB]
    state.reserves[JIHADIST] = reserves
    return state


def test_eb7_with_no_cell_on_the_map_the_bot_may_place_cells_one_per_muslim_country():
    state = no_cells_state(reserves=1)
    game = jihadist_bot_game(state, {"no_cells_places_cells": True},
                             jihadist=[("card.use", "place_cells"),
                                       ("op.place_cells.countries", [("Iraq", 1), ("Egypt", 1), ("Syria", 1)])])
    cardplay.play_card(game, JIHADIST, ABU_GHRAIB)
    ask = question(game, "op.place_cells.countries")
    assert ask.budget == 3 and set(ask.capacities.values()) == {1}
    assert "Spain" not in ask.options and "Iraq" in ask.options
    assert [(state.countries[n].sleepers, state.countries[n].actives) for n in ("Iraq", "Egypt", "Syria")] == [(1, 0)] * 3
    assert state.countries["Egypt"].governance != 0  # tested on placement (4.9.4)
    assert state.reserves[JIHADIST] == 0  # 3 cells with a 2-Ops card: the reserves paid one


def test_eb7_place_cells_skips_truce_countries_and_needs_an_empty_map():
    state = no_cells_state()
    state.countries["Iraq"].markers.append("Truce")
    game = jihadist_bot_game(state, {"no_cells_places_cells": True})
    assert "Iraq" not in jihadist_ops.place_cells_countries(game)
    assert "place_cells" in cardplay.bot_uses(game, JIHADIST, ABU_GHRAIB, 2)
    state.countries["Spain"].sleepers = 1
    assert "place_cells" not in cardplay.bot_uses(game, JIHADIST, ABU_GHRAIB, 2)


def test_d21_the_rulebook_bot_is_never_offered_place_cells():
    game = jihadist_bot_game(no_cells_state())
    assert "place_cells" not in cardplay.bot_uses(game, JIHADIST, ABU_GHRAIB, 2)
    human = make_game(no_cells_state())
    human.capabilities[JIHADIST] = {"no_cells_places_cells": True}
    assert not jihadist_ops.place_cells_possible(human, 2)


# -- EB20 / Q2: voluntary cadre removal ---------------------------------------------------------------


def cadre_state():
    state = make_state(phase=JIHADIST)
    muslim(state, "Iraq", FAIR, cadre=1)
    setc(state, "Spain", cadre=1)
    return state


def test_eb20_before_its_card_the_bot_is_asked_which_cadres_to_remove():
    state = cadre_state()
    game = jihadist_bot_game(state, {"voluntary_cadre_removal": True}, jihadist=[("cadre.remove", ["Iraq"])])
    cardplay.voluntary_cadre_removal(game, JIHADIST)
    ask = question(game, "cadre.remove")
    assert (list(ask.options), ask.kind, ask.minimum, ask.count) == (["Iraq", "Spain"], "many", 0, 2)
    assert (state.countries["Iraq"].cadre, state.countries["Spain"].cadre) == (0, 1)


def test_eb20_the_question_comes_at_the_start_of_each_bot_card():
    state = cadre_state()
    state.hands[JIHADIST] = [HAGEL]
    game = jihadist_bot_game(state, {"voluntary_cadre_removal": True},
                             jihadist=[("cadre.remove", []), ("card.use", "reserves")])
    turn.action_phase(game, JIHADIST)
    assert asked(game)[:2] == ["cadre.remove", "card.use"]


def test_4_8_4_no_voluntary_cadre_removal_by_the_rules_or_for_a_human():
    state = cadre_state()
    game = jihadist_bot_game(state)
    cardplay.voluntary_cadre_removal(game, JIHADIST)
    human = make_game(cadre_state())
    human.capabilities[JIHADIST] = {"voluntary_cadre_removal": True}
    cardplay.voluntary_cadre_removal(human, JIHADIST)
    assert asked(game) == [] and asked(human) == []
    assert state.countries["Iraq"].cadre == 1


# -- EB25: where a card joins a Bot's hand ---------------------------------------------------------------


def test_eb25_a_card_shuffled_into_the_bot_hand_takes_a_random_slot():
    state = make_state(phase=US)
    state.hands[JIHADIST] = [189, 171]
    state.discard = [190]
    game = jihadist_bot_game(state, {"cards_join_hand_at": "random"})
    game.scripted_picks = [0]
    deck.to_hand(game, JIHADIST, 190)
    assert state.hands[JIHADIST] == [190, 189, 171]


def test_ub10_a_card_joining_the_bot_hand_goes_on_top():
    state = make_state(phase=US)
    state.hands[JIHADIST] = [189, 171]
    state.discard = [190]
    game = jihadist_bot_game(state)
    deck.to_hand(game, JIHADIST, 190)
    assert state.hands[JIHADIST] == [189, 171, 190]


def test_eb25_at_the_table_a_shuffled_pile_has_no_known_slot():
    game = start_game("awakening", seed=3, deciders={"us": ScriptedDecider([]), "jihadist": FirstOptionDecider()})
    table.start(game, US)
    game.bot_sides.add(JIHADIST)
    game.capabilities[JIHADIST] = {"cards_join_hand_at": "random"}
    top = game.state.hands[JIHADIST][-1]
    table.mark_known(game, top)
    card = next(n for n in table.unseen(game) if n in game.state.draw_pile)
    deck.to_hand(game, JIHADIST, card)
    assert not set(game.state.hands[JIHADIST]) & set(game.state.options["table"]["known"])


# -- Q17: the cards' wins_now facts, and the vocabulary -------------------------------------------------


def islamist_five(state):
    """Islamist Rule resources 5: Iraq (3) and Syria (2), adjacent."""
    muslim(state, "Iraq", ISLAMIST_RULE)
    muslim(state, "Syria", ISLAMIST_RULE)
    return state


def wins(number, side, state, *, bot=True):
    game = make_game(state, bots={JIHADIST} if bot else None)
    return hooks.card_says("wins_now", game, number, side)


def test_q17_a_card_without_the_fact_never_wins_now():
    assert not wins(189, JIHADIST, islamist_five(make_state()))


def test_q17_158_mass_turnout_wins_for_the_us_with_a_fair_candidate_reaching_12():
    state = make_state()
    muslim(state, "Iraq", FAIR, regime_change="green", awakening=1)
    for name in ("Saudi Arabia", "Gulf States", "Egypt"):
        muslim(state, name, GOOD)
    assert wins(158, US, state) and not wins(158, JIHADIST, state)
    muslim(state, "Egypt", FAIR)
    assert not wins(158, US, state)


def test_q17_186_boko_haram_wins_with_a_muslim_nigeria_and_3_cells():
    state = islamist_five(make_state())
    assert not wins(186, JIHADIST, state)  # Nigeria is not Muslim
    setc(state, "Nigeria", kind="sunni", resources=2, governance=POOR, alignment="neutral")
    assert wins(186, JIHADIST, state) and not wins(186, US, state)
    state.caliphate_capital = "Iraq"
    assert not wins(186, JIHADIST, state)


def test_q17_q12_187_foreign_fighters_needs_a_candidate_3_cells_and_resources_5():
    state = islamist_five(make_state())
    assert not wins(187, JIHADIST, state)  # no Regime Change / Civil War country
    muslim(state, "Libya", POOR, civil_war=True)
    assert wins(187, JIHADIST, state)
    muslim(state, "Syria", POOR)  # Islamist resources 3
    assert not wins(187, JIHADIST, state)


def test_q17_201_cross_border_support_needs_a_muslim_mali_or_nigeria():
    state = islamist_five(make_state())
    assert wins(201, JIHADIST, state)
    state.countries["Mali"].markers.append("Truce")
    assert not wins(201, JIHADIST, state)


def test_q17_215_baghdadi_and_the_adjacency_a_human_needs():
    state = islamist_five(make_state())
    assert wins(215, JIHADIST, state) and not wins(215, US, state)
    muslim(state, "Syria", POOR)
    muslim(state, "Somalia", ISLAMIST_RULE)
    muslim(state, "Libya", ISLAMIST_RULE)  # 5 resources in countries not adjacent
    assert wins(215, JIHADIST, state, bot=True)
    assert not wins(215, JIHADIST, state, bot=False)


def test_q17_221_fly_paper_needs_three_sources_and_three_cells():
    state = islamist_five(make_state())
    muslim(state, "Libya", POOR, civil_war=True)
    assert not wins(221, JIHADIST, state)  # nothing to take the cells from
    for name in ("Spain", "France", "Germany"):
        state.countries[name].sleepers = 1
    assert wins(221, JIHADIST, state)


def test_q17_236_oil_price_spike_for_either_side():
    state = make_state()
    muslim(state, "Iraq", ISLAMIST_RULE)  # 3, an oil exporter
    muslim(state, "Libya", ISLAMIST_RULE)  # 1, an oil exporter
    assert wins(236, JIHADIST, state)  # 4 + 2 exporters
    assert not wins(236, US, state)
    for name in ("Saudi Arabia", "Gulf States", "Egypt"):
        muslim(state, name, GOOD)  # 9 + 2 exporters
    assert not wins(236, US, state)
    muslim(state, "Sudan", GOOD)  # 10 + 3
    assert wins(236, US, state)


def test_event_wins_now_and_event_conditions_met_are_vocabulary():
    state = make_state()
    muslim(state, "Iraq", FAIR, regime_change="green", awakening=1)
    for name in ("Saudi Arabia", "Gulf States", "Egypt"):
        muslim(state, name, GOOD)
    bot = make_bot(JIHADIST, "muddled")
    game = make_game(state)
    bot.attach(game)
    ctx = BotContext(game, JIHADIST, bot)
    vocabulary = bot.library.vocabulary
    assert vocabulary.get("event_wins_now").fn(ctx, side=US, card=158) is True
    assert vocabulary.get("event_wins_now").fn(ctx, side=US, card=153) is False
    # the US event's condition, looked at for the US although the Jihadist holds the card
    assert vocabulary.get("event_conditions_met").fn(ctx, side=US, card=158) is True
    assert events.can_play_event(game, 158, JIHADIST) is False
    state.countries["Iraq"].awakening = 0
    assert vocabulary.get("event_conditions_met").fn(ctx, side=US, card=158) is False


@pytest.mark.parametrize("name", ["cards_considered", "opponent_event_on_bot_card", "opponent_event_adds_reserves",
                                  "blocked_opponent_event_costs_reserves", "unassociated_event_adds_reserves",
                                  "no_cells_places_cells", "voluntary_cadre_removal",
                                  "cards_join_hand_at", "radicalization_offers_minor_jihad", "hand_inspectable"])
def test_the_standard_tiers_keep_the_rulebook_defaults(name):
    defaults = {"cards_considered": 1, "opponent_event_on_bot_card": "never", "opponent_event_adds_reserves": False,
                "blocked_opponent_event_costs_reserves": False, "unassociated_event_adds_reserves": True,
                "no_cells_places_cells": False, "voluntary_cadre_removal": False,
                "cards_join_hand_at": "top", "radicalization_offers_minor_jihad": False,
                "hand_inspectable": False}
    bot = make_bot(JIHADIST, "virulent")
    game = make_game(make_state())
    bot.attach(game)
    assert game.capability(JIHADIST, name) == defaults[name]


# -- EB16: Radicalization may use Minor Jihad (radicalization_offers_minor_jihad) -------------------------


def radicalization_state(reserves=0):
    state = make_state(phase=JIHADIST)
    muslim(state, "Egypt", FAIR, sleepers=2)
    state.reserves[JIHADIST] = reserves
    return state


def test_eb16_radicalization_may_spend_the_card_ops_left_on_a_minor_jihad():
    state = radicalization_state()
    game = jihadist_bot_game(state, {"radicalization_offers_minor_jihad": True},
                             jihadist=[("radicalization.use", "minor_jihad"), ("op.jihad.cells", [("Egypt", 2)])],
                             dice=[2, 3])  # Fair: 2 succeeds, 3 fails
    radicalization.radicalize(game, 2)
    assert question(game, "radicalization.use").options == ("plot", "travel", "recruit", "minor_jihad",
                                                            "reserves", "stop")
    assert question(game, "op.jihad.cells").budget == 2
    egypt = state.countries["Egypt"]
    assert (egypt.governance, egypt.actives, egypt.sleepers) == (POOR, 1, 0)
    assert asked(game) == ["radicalization.use", "op.jihad.cells"]  # both card Ops spent: no further question


def test_eb16_a_minor_jihad_in_radicalization_takes_reserves_only_as_far_as_3_ops():
    state = radicalization_state(reserves=2)
    setc(state, "Egypt", sleepers=3)
    game = jihadist_bot_game(state, {"radicalization_offers_minor_jihad": True},
                             jihadist=[("radicalization.use", "minor_jihad"), ("radicalization.use_reserves", True),
                                       ("op.jihad.cells", [("Egypt", 3)])],
                             dice=[1, 1, 1])
    radicalization.radicalize(game, 2)  # a 2-Ops card, no card in play: at most 1 reserve Op
    assert question(game, "op.jihad.cells").budget == 3
    assert state.reserves[JIHADIST] == 1 and state.countries["Egypt"].actives == 3


def test_12_4_3_radicalization_offers_no_minor_jihad_by_the_rules_or_to_a_human_side():
    state = radicalization_state()
    game = jihadist_bot_game(state, jihadist=[("radicalization.use", "stop")])
    radicalization.radicalize(game, 2)
    assert "minor_jihad" not in question(game, "radicalization.use").options
    human = make_game(radicalization_state())
    human.capabilities[JIHADIST] = {"radicalization_offers_minor_jihad": True}
    assert "minor_jihad" not in radicalization.radicalization_uses(human, 2)


# -- EB20: cadre.remove, asked before every Bot card, is a quiet question (traced for `why`; a removal is logged) --


def narrate_cadre_removal(level, answer):
    lines = []
    narrator = Narrator(lines.append, LABYRINTH, level=level)
    ask = Ask(JIHADIST, "cadre.remove", "Which cadres does the Bot remove before its card?", ("Iraq", "Spain"),
              "many")
    trace = Trace(f"cadre.remove: {ask.prompt}", meta={"serial": 4, "side": JIHADIST, "purpose": "cadre.remove"})
    narrator.decision(trace)
    trace.note("Good or Fair, not auto-recruit")
    narrator.answered(ask, answer, {JIHADIST})
    return [line.text for line in lines]


@pytest.mark.parametrize("level", [BRIEF, FULL])
def test_eb20_no_cadre_removed_says_nothing(level):
    assert narrate_cadre_removal(level, []) == []


def test_eb20_the_bot_traces_its_cadre_removal_without_a_live_narration_line():
    state = cadre_state()
    game = make_game(state)
    bot = make_bot(JIHADIST, "enhanced_normal")
    bot.attach(game)
    bot.narrate = True
    chosen = bot.decide(game, Ask(JIHADIST, "cadre.remove", "test", ("Iraq", "Spain"), "many"))
    assert chosen == ["Iraq"]  # Fair, not auto-recruit
    assert bot.last_trace.meta["purpose"] == "cadre.remove"
    assert not [e for e in game.log_entries if "[decision" in e.text]


# -- EB25: Intel Community (138) lets the US player look at the Bot's hand (hand_inspectable) ------------


def intel_state():
    state = make_state()
    state.hands[JIHADIST] = [171, 189, 190, 222, 126]
    return state


def test_eb25_intel_community_shows_the_bot_hand_to_the_us_player_then_shuffles_it():
    state = intel_state()
    game = jihadist_bot_game(state, {"hand_inspectable": True}, us=[("op.woi.target", "Canada")], dice=[1])
    expected = list(state.hands[JIHADIST])
    copy.deepcopy(game.rng).shuffle(expected)  # the shuffle is the event's first use of the game's RNG
    cardplay.run_event(game, US, 138)
    shown = [e.text for e in game.log_entries if "hand, shown to the US player" in e.text]
    assert len(shown) == 1 and all(f"#{n}" in shown[0] for n in (171, 189, 190, 222, 126))
    assert state.hands[JIHADIST] == expected and expected != [171, 189, 190, 222, 126]


def test_12_2_intel_community_keeps_the_rulebook_bot_hand_hidden_and_in_order():
    state = intel_state()
    game = jihadist_bot_game(state, us=[("op.woi.target", "Canada")], dice=[1])
    cardplay.run_event(game, US, 138)
    assert not [e for e in game.log_entries if "#171" in e.text]
    assert state.hands[JIHADIST] == [171, 189, 190, 222, 126]
