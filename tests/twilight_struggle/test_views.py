"""Twilight Struggle's looking commands, line for line, on boards built for each test."""

from __future__ import annotations

from types import SimpleNamespace

from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.session import screens, views
from game.twilight_struggle.session.visibility import NOBODY, Sight
from game.twilight_struggle.state import US, USSR
from tests.twilight_struggle.helpers import hand, make_game

DUCK_AND_COVER, FIDEL, NASSER, CONTAINMENT, ASIA_SCORING, CHINA = 4, 8, 15, 25, 1, 6


def a_board():
    game = make_game(influence={"poland": (0, 4), "west_germany": (5, 1), "france": (1, 0)}, defcon=3, turn=2)
    state = game.state
    state.vp = -3
    state.military_ops = {US: 2, USSR: 0}
    state.space = {US: 1, USSR: 0}
    state.china_holder, state.china_face_up = US, False
    state.effects = {CONTAINMENT: {"side": US}}
    state.phasing, state.action_round = USSR, 2
    hand(game, US, DUCK_AND_COVER, FIDEL, ASIA_SCORING)
    hand(game, USSR, NASSER, 7)
    state.discard = [10, 11]
    state.removed = [22]
    state.draw_pile = [30, 31, 32]
    return game


def looking(game, viewer, command, argument=""):
    session = SimpleNamespace(sight=Sight.of(viewer, game))
    return screens.SCREENS[command](session, argument).lines()


def test_status_names_the_turn_tracks_china_card_events_and_counts():
    assert looking(a_board(), US, "status") == [
        "Turn 2 (Early War) - USSR action round 2",
        "DEFCON 3 (no coups or realignments in Europe, Asia)",
        "VP: USSR 3",
        "Military operations: US 2, USSR 0 (each needs 3 by the end of the turn)",
        "Space race: US 1 Earth Satellite; USSR 0 (not started)",
        "The China Card: US, face down (playable from next turn)",
        "Events in effect: Containment (US)",
        "Hands: US 3 cards, USSR 2 cards",
        "Draw pile 3, discards 2, removed 1",
    ]


def test_hand_shows_the_viewers_cards_with_ops_and_what_playing_them_does_and_the_other_as_a_count():
    assert looking(a_board(), US, "hand") == [
        "US hand:",
        "  #1 Asia Scoring (scoring) - scoring card: play it this turn",
        "  #4 Duck and Cover (3 Ops, US) - event playable",
        "  #8 Fidel* (2 Ops, USSR) - the USSR's event fires if played for Ops",
        "  #6 The China Card (4 Ops) - Ops or the space race; no event",
        "The other side holds 2 cards.",
    ]


def test_the_page_s_hand_counts_only_the_viewer_s_cards_not_yet_named_never_the_other_hand():
    # the browser says "N card(s) not named yet" under a hand: at one screen every card of the viewer's own hand
    # is named, whatever the other side holds
    game = a_board()
    shown, unseen = TWILIGHT_STRUGGLE.hand(Sight.of(US, game))
    assert [c.number for c in shown] == [ASIA_SCORING, DUCK_AND_COVER, FIDEL, CHINA] and unseen == 0
    assert TWILIGHT_STRUGGLE.hand(Sight.of(NOBODY, game)) == ([], 0)


def test_show_a_country_and_a_region():
    game = a_board()
    assert looking(game, US, "show", "poland") == [
        "Poland: US 0, USSR 4 (stability 3, battleground) - USSR control",
        "  Region: Europe, Eastern Europe",
        "  Adjacent: USSR, East Germany, Czechoslovakia",
        "  DEFCON 3 bars coups and realignments here",
    ]
    assert looking(game, US, "show", "europe")[0] == ("Europe: US presence (1 country, 1 battleground); "
                                                     "USSR presence (1 country, 1 battleground)")
    assert looking(game, US, "show", "qqqq") == [
        "'qqqq' is no country or region. (show all lists the countries with influence; separate several "
        "with commas.)"]


def test_show_all_lists_every_country_holding_influence_by_region():
    lines = looking(a_board(), US, "show", "all")
    assert "  West Germany: US 5, USSR 1 (stability 4, battleground) - US control" in lines
    assert "  France: US 1, USSR 0 (stability 3, battleground)" in lines
    assert not any(line.startswith("  Italy") for line in lines)


def test_card_tells_its_facts_our_words_where_it_is_and_what_it_does_for_the_viewer():
    game = a_board()
    assert looking(game, US, "card", "duck") == [
        "#4 Duck and Cover (3 Ops, US)",
        "  DEFCON drops one step, then the US gains VP equal to 5 minus the new DEFCON level.",
        "  Early War card",
        "  Worth 4 Ops to the US now",
        "  Now in the US hand.",
        "  For you now: event playable.",
    ]
    ussr = looking(game, USSR, "card", "4")
    assert "  Now in the US hand." not in ussr  # the other hand's cards are nobody else's to place
    assert "  For you now: the US's event fires if played for Ops." in ussr


def test_piles_and_deck():
    game = a_board()
    assert looking(game, US, "discard") == ["Discard pile (2, oldest first):", "  #10 Blockade* (1 Op, USSR)",
                                            "  #11 Korean War* (2 Ops, USSR)"]
    assert looking(game, US, "removed") == ["Removed from the game (1, oldest first):",
                                            "  #22 Independent Reds* (2 Ops, US)"]
    assert looking(game, US, "events") == ["Events in effect (1):", "  #25 Containment* (3 Ops, US) - US"]
    assert looking(game, US, "deck") == ["Draw pile: 3 cards", "  (which cards lie in what order is nobody's to see)"]
    assert looking(game, None, "deck")[1:] == ["  1. #32 UN Intervention (1 Op, both sides)",
                                               "  2. #31 Red Scare/Purge (4 Ops, both sides)",
                                               "  3. #30 Decolonization (2 Ops, USSR)"]


def test_before_any_question_at_one_screen_no_hand_is_shown():
    assert looking(a_board(), NOBODY, "hand") == ["No side is being asked yet: each hand is shown to its own side."]


def test_a_headline_chosen_lies_face_down_for_the_other_side_until_both_are_revealed():
    game = a_board()
    game.state.phase = "headline"
    game.state.hands[USSR].remove(NASSER)
    game.state.in_play = [NASSER]
    game.face_down_headlines = {NASSER: USSR}
    assert "In play: 1 headline card face down" in looking(game, US, "status")
    assert "In play: Nasser" in looking(game, USSR, "status")
    assert "  Now being played." not in looking(game, US, "card", "nasser")


def test_the_phase_titles():
    game = a_board()
    state = game.state
    assert views.phase_title(state) == "Turn 2 (Early War) - USSR action round 2"
    state.phase = "headline"
    assert views.phase_title(state) == "Turn 2 (Early War) - headline phase"
    state.phase, state.turn = "action", 4
    assert views.phase_title(state) == "Turn 4 (Mid War) - USSR action round 2"
    state.phase = "setup"
    assert views.phase_title(state) == "Set-up"


def test_a_card_no_one_can_tell_says_so():
    assert looking(a_board(), US, "card", "zzz") == [
        "No card 'zzz'. (botkit cards list --game twilight_struggle shows them all.)"]
    assert looking(a_board(), US, "card", "")[0] == "card which card? (card 4, card duck)"
