"""Scenario set-up against the rulebook's scenario listings ("ESCENARIOS"), decks and the first deal."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from botkit.protocol import FirstOptionDecider, ScriptedDecider
from game.labyrinth import board, facts, scenarios
from game.labyrinth.consequences import Consequences
from game.labyrinth.game import Game
from game.labyrinth.invariants import violations
from game.labyrinth.state import FAIR, ISLAMIST_RULE, JIHADIST, PLOT_WMD, POOR, UNTESTED, US

P, F = POOR, FAIR

# What the rulebook's scenario chapter lists, written out by hand (not read from the data files).
# countries: name -> (governance, alignment, {pieces and markers}); postures: non-Muslim countries.
SEED = {
    "awakening": {
        "prestige": 5, "funding": 5, "us_posture": "soft", "world": ("hard", 2), "track": 5, "off_map": 0,
        "removed": [], "printed": (0, 0, 2, 3),
        "countries": {
            "Algeria/Tunisia": (P, "neutral", {"awakening": 1}),
            "Iraq": (P, "ally", {"troops": 2, "sleepers": 1, "regime_change": None}),
            "Gulf States": (F, "ally", {"troops": 2}),
            "Afghanistan": (P, "ally", {"troops": 6, "sleepers": 2, "regime_change": "tan"}),
            "Pakistan": (F, "neutral", {"sleepers": 2}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Benelux": "soft"},
    },
    "mitts_turn": {
        "prestige": 7, "funding": 6, "us_posture": "hard", "world": ("hard", 1), "track": 5, "off_map": 0,
        "removed": [], "printed": (0, 0, 2, 3),
        "countries": {
            "Algeria/Tunisia": (P, "neutral", {"awakening": 1}),
            "Iraq": (P, "ally", {"troops": 2, "sleepers": 1, "regime_change": None}),
            "Gulf States": (F, "ally", {"troops": 2}),
            "Afghanistan": (P, "ally", {"troops": 6, "sleepers": 2, "regime_change": "tan"}),
            "Pakistan": (F, "neutral", {"sleepers": 2}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Benelux": "soft", "Russia": "soft"},
    },
    "arab_spring": {
        "prestige": 5, "funding": 5, "us_posture": "soft", "world": ("hard", 2), "track": 5, "off_map": 0,
        "removed": [], "printed": (0, 0, 2, 3),
        "countries": {
            "Algeria/Tunisia": (P, "neutral", {"awakening": 1}),
            "Iraq": (P, "ally", {"troops": 2, "sleepers": 1, "regime_change": None}),
            "Gulf States": (F, "ally", {"troops": 2}),
            "Afghanistan": (P, "ally", {"troops": 6, "sleepers": 2, "regime_change": "tan"}),
            "Pakistan": (F, "neutral", {"sleepers": 2}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Benelux": "soft"},
    },
    "status_of_forces": {
        "prestige": 6, "funding": 6, "us_posture": "soft", "world": ("hard", 2), "track": 7, "off_map": 0,
        "removed": [133, 185, 237], "printed": (0, 0, 3, 4),
        "countries": {
            "Iraq": (P, "neutral", {"militia": 1, "sleepers": 2, "awakening": 1, "reaction": 1}),
            "Gulf States": (F, "ally", {"troops": 2, "awakening": 1}),
            "Afghanistan": (P, "ally", {"troops": 6, "sleepers": 2, "regime_change": "tan"}),
            "Pakistan": (P, "neutral", {"sleepers": 1, "reaction": 1}),
            "Syria": (P, "neutral", {"sleepers": 2, "awakening": 1, "reaction": 1}),
            "Egypt": (F, "neutral", {"awakening": 1, "reaction": 1}),
            "Libya": (F, "ally", {}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Benelux": "soft"},
    },
    "assad_alone": {
        "prestige": 4, "funding": 6, "us_posture": "hard", "world": ("hard", 2), "track": 9, "off_map": 0,
        "removed": [133, 185, 234, 237], "printed": None,
        "countries": {
            "Syria": (F, "neutral", {"civil_war": True, "militia": 3, "sleepers": 2}),
            "Iraq": (P, "neutral", {"militia": 2, "sleepers": 2, "awakening": 1, "reaction": 1}),
            "Gulf States": (F, "ally", {"troops": 2, "awakening": 1}),
            "Afghanistan": (P, "ally", {"troops": 4, "sleepers": 2, "regime_change": None}),
            "Pakistan": (P, "neutral", {"sleepers": 1, "reaction": 1}),
            "Egypt": (F, "ally", {"awakening": 1, "reaction": 1}),
            "Turkey": (F, "ally", {"aid": 1}),
            "Libya": (P, "neutral", {}),
            "Mali": (P, "neutral", {"sleepers": 1}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Scandinavia": "soft", "Italy": "hard",
                     "Russia": "soft"},
    },
    "isil": {
        "prestige": 5, "funding": 7, "us_posture": "hard", "world": ("hard", 3), "track": 8, "off_map": 3,
        "removed": [133, 151, 174, 184, 185, 188, 194, 234, 237], "printed": (0, 1, 3, 3),
        "countries": {
            "Syria": (F, "neutral", {"civil_war": True, "militia": 3, "actives": 4, "wmd": 0}),
            "Iraq": (P, "neutral", {"civil_war": True, "militia": 2, "actives": 3}),
            "Gulf States": (F, "ally", {"troops": 2}),
            "Afghanistan": (F, "ally", {"troops": 2, "sleepers": 1, "regime_change": None}),
            "Pakistan": (P, "ally", {"cadre": 1}),
            "Nigeria": (P, "neutral", {"sleepers": 2}),
        },
        "postures": {"United Kingdom": "hard", "France": "hard", "Benelux": "hard"},
    },
}

PIECES = ("troops", "militia", "sleepers", "actives", "cadre", "awakening", "reaction", "aid")
# Hand sizes: Jihadist by funding (Tight 7, Moderate 8, Ample 9), US by troop commitment (War 8).
HANDS = {"awakening": (8, 8), "mitts_turn": (8, 8), "arab_spring": (8, 8), "status_of_forces": (8, 8),
         "assad_alone": (8, 8), "isil": (9, 8)}
DECK_BEFORE_DEAL = {"awakening": 120, "mitts_turn": 120, "arab_spring": 120, "status_of_forces": 117,
                    "assad_alone": 40, "isil": 111}


def start(scenario: str, seed: int = 7, **kwargs):
    return scenarios.start_game(scenario, seed=seed, **kwargs)


@pytest.mark.parametrize("scenario", list(SEED))
def test_scenarios_tracks_and_postures_match_the_rulebook(scenario):
    expected = SEED[scenario]
    state = start(scenario).state
    assert (state.prestige, state.funding, state.us_posture) == (expected["prestige"], expected["funding"],
                                                                  expected["us_posture"])
    assert board.world_posture(state) == expected["world"]
    assert board.troops_on_track(state) == expected["track"]
    assert state.off_map_troops == expected["off_map"]
    assert board.troop_commitment(state) == "war"  # every scenario: "Tropas: Guerra"
    for name, country in state.countries.items():
        if country.muslim or name in ("United States", "Iran"):
            continue
        wanted = "hard" if name == "Israel" else expected["postures"].get(name)
        assert country.posture == wanted, name


@pytest.mark.parametrize("scenario", list(SEED))
def test_scenarios_every_listed_country_matches_and_the_rest_are_untested(scenario):
    expected = SEED[scenario]["countries"]
    state = start(scenario).state
    for name, (governance, alignment, extra) in expected.items():
        country = state.countries[name]
        assert country.muslim, name
        assert (country.governance, country.alignment) == (governance, alignment), name
        for field in PIECES:
            assert getattr(country, field) == extra.get(field, 0), (name, field)
        assert country.regime_change == extra.get("regime_change"), name
        assert country.civil_war == extra.get("civil_war", False), name
        assert not country.markers and not country.plots and not country.besieged
    for name, country in state.countries.items():
        if name in expected or not country.muslim:
            continue
        assert country.governance == UNTESTED and country.alignment is None, name
        assert all(getattr(country, f) == 0 for f in PIECES), name
        assert not (country.civil_war or country.regime_change or country.markers or country.plots), name


@pytest.mark.parametrize("scenario", [s for s in SEED if SEED[s]["printed"]])
def test_scenarios_marker_block_totals_follow_from_the_map(scenario):
    good, islamist, fair_good, poor_ir = SEED[scenario]["printed"]
    state = start(scenario).state
    assert board.good_resources(state) == good
    assert board.islamist_resources(state) == islamist
    assert board.fair_or_good_count(state) == fair_good
    assert board.poor_or_islamist_count(state) == poor_ir


@pytest.mark.parametrize("scenario", list(SEED))
def test_scenarios_removed_cards_deck_size_and_opening_hands(scenario):
    game = start(scenario)
    state = game.state
    assert state.removed == SEED[scenario]["removed"]
    jihadist, us = HANDS[scenario]
    assert (board.jihadist_hand_size(state), board.us_hand_size(state)) == (jihadist, us)
    assert (len(state.hands[JIHADIST]), len(state.hands[US])) == (jihadist, us)
    assert len(state.draw_pile) == DECK_BEFORE_DEAL[scenario] - jihadist - us
    assert not set(state.removed) & set(state.draw_pile + state.hands[US] + state.hands[JIHADIST])
    assert (state.turn, state.phase, state.discard, state.lapsing, state.reserves) == (
        1, JIHADIST, [], [], {"us": 0, "jihadist": 0})
    assert violations(state) == []


@pytest.mark.parametrize("scenario", list(SEED))
def test_11_3_1_six_wmd_markers_and_the_six_plots_at_set_up(scenario):
    state = start(scenario).state
    assert sorted(state.plots_available) == ["1", "1", "1", "2", "2", "3"]
    caches = {n: c.wmd for n, c in state.countries.items() if c.wmd}
    removed = state.plots_removed.count(PLOT_WMD)
    if scenario == "assad_alone":  # no WMD in this scenario: all six are out of the game
        assert (caches, removed) == ({}, 6)
    elif scenario == "isil":  # Syria's two are taken off the map
        assert (caches, removed) == ({"Pakistan": 3, "Iran": 1}, 2)
    else:
        assert (caches, removed) == ({"Pakistan": 3, "Syria": 2, "Iran": 1}, 0)


def test_11_3_3_tiles_at_set_up_syria_shia_mix_mali_muslim_nigeria_non_muslim_iran_special():
    state = start("awakening").state
    assert state.countries["Syria"].kind == "shia_mix"
    assert state.countries["Mali"].kind == "sunni"
    nigeria = state.countries["Nigeria"]
    assert (nigeria.kind, nigeria.governance, nigeria.posture) == ("non_muslim", POOR, None)
    assert state.countries["Iran"].kind == "iran_special"


def test_isil_nigeria_starts_on_its_muslim_side_poor_neutral():
    nigeria = start("isil").state.countries["Nigeria"]
    assert (nigeria.kind, nigeria.resources, nigeria.oil_exporter) == ("sunni", 2, True)
    assert (nigeria.governance, nigeria.alignment, nigeria.sleepers) == (POOR, "neutral", 2)


def test_isil_caliphate_capital_in_syria_with_iraq_a_member_and_their_cells_active():
    state = start("isil").state
    assert state.caliphate_capital == "Syria"
    assert board.caliphate_members(state) == ["Syria", "Iraq"]
    assert (state.countries["Syria"].sleepers, state.countries["Iraq"].sleepers) == (0, 0)
    assert board.islamist_resources(state) == 1  # the capital counts as one Islamist Rule resource


def test_isil_sequestration_in_effect_though_its_card_is_removed():
    state = start("isil").state
    assert state.markers == ["Sequestration"]
    assert 184 in state.removed and 184 not in state.events_in_play
    assert state.off_map_troops == 3


def test_11_3_5_no_event_is_in_play_at_the_start_of_other_scenarios():
    for scenario in ("awakening", "mitts_turn", "arab_spring", "status_of_forces", "assad_alone"):
        state = start(scenario).state
        assert (state.markers, state.events_in_play, state.lapsing) == ([], [], []), scenario


def test_mitts_turn_obama_doctrine_override_is_recorded_for_the_card():
    assert start("mitts_turn").state.options["obama_doctrine_mitts_turn"] is True
    assert "obama_doctrine_mitts_turn" not in start("awakening").state.options


def test_every_card_is_accounted_for_in_the_scenario_card_set():
    state = start("status_of_forces").state
    assert state.options["cards"] == [n for n in range(121, 241)]
    assert len(state.options["cards"]) == 120


# -- Arab Spring's sequenced deck ----------------------------------------------------------

FIRST_HALF = [124, 131, 132, 133, 134, 148, 153, 154, 164, 175, 191, 203, 206, 211, 212, 213, 220, 223, 227, 228]
SECOND_HALF = [123, 141, 142, 145, 151, 156, 173, 178, 180, 188, 201, 210, 215, 216, 217, 218, 221, 225, 230, 231]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_arab_spring_deck_halves_hold_their_twenty_listed_cards(seed):
    state = scenarios.new_game_state("arab_spring", rng=random.Random(seed))
    assert len(state.draw_pile) == 120 and sorted(state.draw_pile) == list(range(121, 241))
    top, bottom = state.draw_pile[:60], state.draw_pile[60:]
    assert set(FIRST_HALF) <= set(top) and not set(SECOND_HALF) & set(top)
    assert set(SECOND_HALF) <= set(bottom) and not set(FIRST_HALF) & set(bottom)
    assert state.options["deck_mode"] == "arab_spring"


def test_arab_spring_listed_cards_agree_with_the_card_table_corner_icons():
    cards = facts.cards()
    assert sorted(n for n, c in cards.items() if c.arab_spring_half == "first") == FIRST_HALF
    assert sorted(n for n, c in cards.items() if c.arab_spring_half == "second") == SECOND_HALF


def test_arab_spring_random_cards_differ_between_seeds_and_the_opening_hands_come_from_the_first_half():
    one = scenarios.new_game_state("arab_spring", rng=random.Random(1)).draw_pile[:60]
    two = scenarios.new_game_state("arab_spring", rng=random.Random(2)).draw_pile[:60]
    assert set(one) != set(two)
    state = start("arab_spring", seed=5).state
    first_half = set(state.hands[US] + state.hands[JIHADIST] + state.draw_pile[:44])
    assert set(FIRST_HALF) <= first_half and len(first_half) == 60
    assert state.decks == 1


def test_arab_spring_more_decks_may_be_chosen():
    assert start("arab_spring", decks=3).state.decks == 3


# -- Assad Alone ---------------------------------------------------------------------------


def test_assad_alone_random_deck_has_forty_cards_fifteen_per_side_and_ten_unassociated():
    state = start("assad_alone", seed=11).state
    deck = state.draw_pile + state.hands[US] + state.hands[JIHADIST]
    assert len(deck) == 40 == len(set(deck))
    counts = Counter(facts.cards()[n].association for n in deck)
    assert counts == {"us": 15, "jihadist": 15, "unassociated": 10}
    assert not set(deck) & {133, 185, 234, 237}
    assert len(state.options["unused_cards"]) == 76
    assert not set(state.options["unused_cards"]) & set(deck)
    assert sorted(state.options["cards"]) == sorted(deck + state.removed)
    assert state.options["deck_mode"] == "assad_alone_random"


def test_assad_alone_lasts_two_turns_and_only_syria_decides():
    state = start("assad_alone").state
    assert (state.turns_limit, state.decks) == (2, 1)
    assert state.options["victory"] == "syria_only"
    assert state.options["no_wmd"] is True


def test_assad_alone_is_not_played_in_decks():
    with pytest.raises(scenarios.ScenarioError, match="turns, not in decks"):
        start("assad_alone", decks=2)


def test_assad_alone_drafted_deck_jihadist_picks_unassociated_first():
    pool = scenarios.card_pool([133, 185, 234, 237])
    cards = facts.cards()
    unassociated = [n for n in pool if cards[n].association == "unassociated"]
    jihadist_cards = [n for n in pool if cards[n].association == "jihadist"]
    us_cards = [n for n in pool if cards[n].association == "us"]
    jihadist = ScriptedDecider([("setup.draft.unassociated", unassociated[-5:]),
                                ("setup.draft.own", jihadist_cards[:15])])
    us = ScriptedDecider([("setup.draft.unassociated", unassociated[:5]), ("setup.draft.own", us_cards[-15:])])
    game = scenarios.start_game("assad_alone", seed=3, deciders={US: us, JIHADIST: jihadist},
                                options={"assad_alone_deck": "draft"})
    state = game.state
    deck = state.draw_pile + state.hands[US] + state.hands[JIHADIST]
    assert sorted(deck) == sorted(unassociated[-5:] + unassociated[:5] + jihadist_cards[:15] + us_cards[-15:])
    asked = [(a.side, a.purpose) for a in jihadist.asked + us.asked]
    assert asked == [(JIHADIST, "setup.draft.unassociated"), (JIHADIST, "setup.draft.own"),
                     (US, "setup.draft.unassociated"), (US, "setup.draft.own")]
    # the US chose among the unassociated cards the Jihadist left
    assert set(us.asked[0].options) == set(unassociated) - set(unassociated[-5:])
    assert state.options["deck_mode"] == "assad_alone_draft"


def test_assad_alone_draft_needs_the_players():
    with pytest.raises(scenarios.ScenarioError, match="start_game"):
        scenarios.new_game_state("assad_alone", rng=random.Random(1), options={"assad_alone_deck": "draft"})
    with pytest.raises(scenarios.ScenarioError, match="assad_alone_deck"):
        start("assad_alone", options={"assad_alone_deck": "pick"})


# -- dealing, seeds, errors ------------------------------------------------------------------


def test_3_2_opening_hands_are_dealt_alternately_jihadist_first():
    state = scenarios.new_game_state("isil", rng=random.Random(4))
    pile = list(state.draw_pile)
    game = Game(state, consequences=Consequences(), seed=4)
    scenarios.deal_opening_hands(game)
    assert state.hands[JIHADIST] == pile[0:16:2] + [pile[16]]  # 9 cards: the ninth after the US's eighth
    assert state.hands[US] == pile[1:16:2]
    assert state.draw_pile == pile[17:]


def test_the_same_seed_sets_up_the_same_game_and_another_seed_shuffles_differently():
    one = start("awakening", seed=42).state.to_dict()
    assert one == start("awakening", seed=42).state.to_dict()
    assert one["draw_pile"] != start("awakening", seed=43).state.to_dict()["draw_pile"]


def test_new_game_state_is_undealt_in_the_setup_phase():
    state = scenarios.new_game_state("awakening", rng=random.Random(0))
    assert (len(state.draw_pile), state.hands, state.phase) == (120, {"us": [], "jihadist": []}, "setup")
    assert violations(state) == []


def test_default_deck_counts_and_a_deck_count_out_of_range():
    assert start("awakening").state.decks == 3
    assert start("arab_spring").state.decks == 1
    assert start("isil", decks=2).state.decks == 2
    with pytest.raises(scenarios.ScenarioError, match="1 or 2 or 3 decks, not 4"):
        start("awakening", decks=4)


def test_unknown_scenario_names_the_closest_id():
    with pytest.raises(scenarios.UnknownScenario, match="Did you mean 'status_of_forces'"):
        scenarios.resolve("statsu of forces")
    with pytest.raises(scenarios.UnknownScenario, match="several scenarios: arab_spring, assad_alone"):
        scenarios.resolve("a")


def test_scenarios_are_found_by_id_name_or_unique_prefix():
    assert scenarios.resolve("Mitt's Turn") == "mitts_turn"
    assert scenarios.resolve("Islamic State of Iraq and the Levant (ISIL) (2014)") == "isil"
    assert scenarios.resolve("Awakening (2010)") == "awakening"
    assert scenarios.resolve("status") == "status_of_forces"
    assert start("Assad Alone").state.scenario == "assad_alone"


def test_list_scenarios_gives_the_six_in_rulebook_order():
    listed = scenarios.list_scenarios()
    assert [i.id for i in listed] == ["awakening", "mitts_turn", "arab_spring", "status_of_forces", "assad_alone",
                                      "isil"]
    isil = listed[-1]
    assert (isil.name, isil.decks, isil.removed_cards[0], isil.deck_kind) == (
        "Islamic State of Iraq and the Levant (ISIL) (2014)", (1, 2, 3), 133, "standard")
    assad = listed[4]
    assert (assad.turns, assad.decks, assad.default_decks, assad.deck_kind) == (2, (), None, "drafted")
    assert all(i.notes and i.period for i in listed)


def test_caller_options_are_kept_but_cannot_override_the_scenario():
    state = start("awakening", options={"optional_rule_3": True}).state
    assert state.options["optional_rule_3"] is True
    with pytest.raises(scenarios.ScenarioError, match="set by the scenario"):
        start("mitts_turn", options={"obama_doctrine_mitts_turn": False})


def test_start_game_uses_the_given_deciders_and_logs_the_set_up():
    deciders = {US: FirstOptionDecider(), JIHADIST: FirstOptionDecider()}
    game = start("isil", seed=9, deciders=deciders, check_invariants=True)
    assert game.deciders is deciders and game.check_invariants
    assert game.log_entries[0].text == "Scenario Islamic State of Iraq and the Levant (ISIL) (2014) set up (3 decks, seed 9)"
    assert game.log_entries[-1].text == "Hands dealt: Jihadist 9, US 8"
    game.verify()


def test_set_up_writes_no_governance_the_rulebook_does_not_give():
    # set-up never rolls: no die is cast and nothing untested gets tested
    game = start("awakening", seed=1)
    assert not any("die (" in e.text for e in game.log_entries)
    assert game.state.countries["Egypt"].governance == UNTESTED
    assert ISLAMIST_RULE not in {c.governance for c in game.state.countries.values() if c.muslim}
