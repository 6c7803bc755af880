"""The board primitives: each changes one thing, reports it with words and a table instruction, and
hands it to the consequences (8.1.2, 8.1.3, 10.2, 10.3.1, 12.3)."""

from __future__ import annotations

import pytest

from botkit.protocol import RandomDecider
from game.twilight_struggle import deck, effects, influence, tracks, wording
from game.twilight_struggle.board import CCW_BOX
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import US, USSR
from game.twilight_struggle.turn import run_game
from game.twilight_struggle.victory import GameOver

from .helpers import make_game, pair


def test_influence_is_added_and_removed_and_reported_in_words_and_as_an_instruction():
    game = make_game(influence={"poland": (0, 1)})
    influence.add(game, USSR, "poland", 3, why="set-up")
    assert pair(game, "poland") == (0, 4)
    entry = game.log_entries[-1]
    assert entry.kind == "influence" and entry.text == "Poland: +3 USSR influence (0/4) (set-up)"
    assert game.instruction(entry) == "Place 3 USSR influence in Poland"
    assert influence.remove(game, USSR, "poland", 9) == 4
    assert pair(game, "poland") == (0, 0)
    assert game.instruction(game.log_entries[-1]) == "Remove 4 USSR influence from Poland"


def test_8_1_2_defcon_never_rises_above_5():
    game = make_game(defcon=5)
    tracks.improve_defcon(game, 2)
    assert game.state.defcon == 5 and not [e for e in game.log_entries if e.kind == "defcon"]


def test_8_1_3_defcon_1_makes_the_phasing_player_lose():
    game = make_game(defcon=2, phasing=US)
    with pytest.raises(GameOver):
        tracks.degrade_defcon(game, 1, "test")
    assert game.state.winner == USSR and "nuclear war" in game.state.end_reason
    assert game.instruction(next(e for e in game.log_entries if e.kind == "defcon")) == "Move the DEFCON marker to 1"


def test_10_2_vp_are_counted_us_positive_and_20_wins_at_once():
    game = make_game()
    tracks.gain_vp(game, USSR, 2)
    assert game.state.vp == -2
    assert wording.vp_text(-2) == "USSR 2"
    assert game.instruction(game.log_entries[-1]) == "Move the VP marker to USSR 2"
    game.state.vp = 18
    with pytest.raises(GameOver):
        tracks.gain_vp(game, US, 2)
    assert game.state.winner == US


def test_10_3_1_the_vp_check_waits_while_an_event_awards_its_vp():
    game = make_game()
    game.state.vp = 19
    game.vp_hold = 1
    tracks.gain_vp(game, US, 3)
    tracks.gain_vp(game, USSR, 2)
    game.vp_hold = 0
    assert game.state.vp == 20 - 0 and game.state.winner is None  # 19 + 3 - 2 = 20, checked by the caller


def test_military_operations_stay_on_their_track():
    game = make_game()
    tracks.add_military_ops(game, US, 7)
    assert game.state.military_ops[US] == 5


def test_12_3_three_ussr_influence_in_the_civil_war_box_bring_the_china_card():
    game = make_game(options={"chinese_civil_war": True}, china=None)
    game.state.ccw_box = 1
    influence.add(game, USSR, CCW_BOX, 2)
    assert game.state.ccw_box is None
    assert game.state.china_holder == USSR and game.state.china_face_up


def test_cards_move_between_places_and_the_china_card_never_does():
    game = make_game()
    game.state.hands[US] = [19]
    deck.discard(game, 19)
    assert deck.where(game.state, 19) == "discard"
    assert game.instruction(game.log_entries[-1]) == "Put Truman Doctrine (#19) on the discard pile"
    with pytest.raises(ValueError):
        deck.move(game, 6, "discard")


def test_4_3_an_empty_draw_pile_is_made_anew_from_the_discards():
    game = make_game()
    game.state.discard = [19, 20, 21]
    drawn = deck.draw(game, US)
    assert drawn in (19, 20, 21) and len(game.state.draw_pile) == 2 and game.state.discard == []


def test_lasting_effects_begin_and_end():
    game = make_game()
    effects.start(game, 25, US)
    assert game.state.effects == {25: {"side": US}}
    assert effects.end(game, 25) and not effects.end(game, 25)


def test_every_report_of_a_whole_game_has_its_words_and_every_board_change_an_instruction():
    kinds = set()
    for seed in range(6):
        game = start_game("standard", seed=seed, deciders={US: RandomDecider(seed), USSR: RandomDecider(seed + 1)},
                          options={"optional_cards": True})
        run_game(game)
        kinds |= {e.kind for e in game.log_entries if e.kind}
    assert kinds - {"die"} <= set(wording.REPORTS)
    moves = {"influence", "defcon", "vp", "military_ops", "space", "card", "china_card", "turn"}
    assert moves <= kinds and moves <= set(wording.INSTRUCTIONS)
