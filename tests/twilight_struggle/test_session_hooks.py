"""Twilight Struggle's session hooks: table instructions for every report, corrections, undo's differences,
the end, the lists."""

from __future__ import annotations

import pytest

from botkit.definition import AdjustError
from botkit.protocol import Ask
from botkit.registry import get
from game.twilight_struggle import wording
from game.twilight_struggle.session import adjust, changes, summaries
from game.twilight_struggle.session.visibility import Sight
from game.twilight_struggle.state import US, USSR
from tests.twilight_struggle.helpers import make_game

TS = get("twilight_struggle")
SAMPLE = {"influence": {"country": "poland", "side": "ussr", "amount": 2, "us": 0, "ussr": 2},
          "defcon": {"before": 3, "after": 2}, "vp": {"side": "us", "amount": 2, "total": 2},
          "military_ops": {"side": "us", "before": 0, "after": 2}, "space": {"side": "us", "box": 1},
          "card": {"card": 4, "source": "hand_us", "target": "discard"}, "deal": {"side": "us", "count": 8},
          "reshuffle": {"count": 20}, "deck_added": {"period": "mid", "count": 40},
          "china_card": {"holder": "us", "face_up": False}, "china_flip": {}, "effect_on": {"card": 25},
          "effect_off": {"card": 25}, "turn": {"turn": 2}, "round": {"side": "ussr", "round": 1},
          "score": {"region": "Europe", "us": 3, "ussr": 7}, "ccw": {"after": 3},
          "game_over": {"winner": "us", "reason": "20 VP"}, "adjusted": {"text": "DEFCON 5 -> 3"}}


def test_every_report_kind_has_words_and_an_instruction_unless_it_moves_nothing():
    assert set(SAMPLE) == set(wording.REPORTS)
    for kind, fields in SAMPLE.items():
        assert wording.report(kind, fields)
        told = TS.instruction(kind, fields)
        assert (told is None) == (kind in wording.MOVES_NOTHING), kind
    assert TS.instruction("defcon", SAMPLE["defcon"]) == "Move the DEFCON marker to 2"


@pytest.mark.parametrize(("typed", "change", "said"), [
    ("vp ussr 4", {"what": "vp", "value": -4}, "VP 0 -> USSR 4"),
    ("vp 0", {"what": "vp", "value": 0}, "VP 0 -> 0"),
    ("defcon 2", {"what": "defcon", "value": 2}, "DEFCON 5 -> 2"),
    ("milops us 3", {"what": "military_ops", "side": "us", "value": 3}, "US military operations 0 -> 3"),
    ("space ussr 2", {"what": "space", "side": "ussr", "value": 2}, "USSR space race 0 -> 2"),
    ("west germany us 3", {"what": "influence", "country": "west_germany", "side": "us", "value": 3},
     "West Germany US influence 0 -> 3"),
    ("china us down", {"what": "china", "holder": "us", "face_up": False}, "The China Card to the US, face down"),
    ("card duck and cover discard", {"what": "card", "card": 4, "zone": "discard"},
     "Duck and Cover -> the discard pile"),
])
def test_a_correction_typed_is_checked_and_carried_out(typed, change, said):
    game = make_game()
    game.state.hands[US] = [4]
    assert adjust.parse(typed) == change
    assert TS.adjust_check(game.state, change) == said
    before = game.state.to_dict()
    TS.adjust_apply(game.state, change)
    assert game.state.to_dict() != before or typed == "vp 0"


@pytest.mark.parametrize(("typed", "why"), [
    ("", "adjust what?"), ("defcon 9", "DEFCON runs from 1 to 5"), ("vp us 30", "VP run from USSR 20 to US 20"),
    ("atlantis us 3", "is no country"), ("poland martians 3", "is not a side"), ("china us sideways", "up|down"),
    ("card 4 nowhere", "adjust card"), ("poland us x", "is not a number"),
])
def test_a_correction_that_makes_no_sense_is_refused_with_what_is_allowed(typed, why):
    game = make_game()
    with pytest.raises(AdjustError, match=why):
        TS.adjust_check(game.state, adjust.parse(typed))


def test_undos_differences_tell_the_change_and_what_to_do_at_the_table():
    before = make_game(influence={"poland": (0, 2)}).state
    after = before.copy()
    after.influence["poland"]["ussr"] = 4
    after.defcon = 3
    after.hands[USSR] = [7]
    found = changes.differences(before, after, sight=Sight.of(US, None))
    assert [(d.changed, d.todo) for d in found] == [
        ("Poland: US 0, USSR 2 -> US 0, USSR 4", "Set Poland to US 0, USSR 4 influence"),
        ("DEFCON: 5 -> 3", "Move the DEFCON marker to 3"),
        ("USSR hand: 0 cards -> 1 card", "The USSR hand holds 1 card again"),
    ]


def test_the_final_screen_and_a_finished_games_facts():
    state = make_game().state
    state.winner, state.end_reason, state.turn, state.vp = "ussr", "nuclear war: US moved DEFCON to 1; US loses", 3, -5
    assert summaries.final_screen(state) == [
        "The USSR wins on turn 3: nuclear war: US moved DEFCON to 1; US loses.",
        "VP USSR 5, DEFCON 5, space race US 0, USSR 0."]
    assert TS.victory_kind(state.end_reason) == "nuclear war"
    assert TS.victory_kind("final scoring: US ahead by 3 VP") == "final scoring"
    assert summaries.result_facts(state)["vp"] == -5


def test_scenario_and_card_lists():
    assert [row[0] for row in TS.scenario_view(None).shown[0].rows] == ["standard", "late_war"]
    shown = TS.scenario_view("late_war").lines()
    assert shown[0] == "Late War scenario (turns 8-10) (id late_war)"
    rows = TS.cards_view(None).shown[0].rows
    assert rows[0] == ("1", "Asia Scoring", "scoring", "both sides", "Early War")
    assert ("6", "The China Card", "4", "both sides", "Early War") in rows
    assert TS.cards_view("duck").lines()[0] == "#4 Duck and Cover (3 Ops, US)"
    with pytest.raises(LookupError, match="no Twilight Struggle card"):
        TS.cards_view("zzzz")
    assert TS.cards_view(None, side="martians").lines() == [
        "No side 'martians' among Twilight Struggle's events (sides: us, ussr, neutral)."]


def test_how_to_play_a_card_notes_whose_event_fires_and_what_is_not_open():
    game = make_game()
    game.state.hands[US] = [8, 4]
    sight = Sight.of(US, game)
    fidel = Ask(US, "card.play_as", "US: play Fidel as?", ("ops",), info={"card": 8})
    assert TS.question_notes(game, fidel, sight) == [
        "   (o: the USSR's event fires if played for Ops; the space race sets off no event)",
        "   (s: the space race is not open to this card now)"]
    menu = Ask(US, "card.choose", "US: which card do you play?", (8, 4), labels={8: "#8 Fidel", 4: "#4 Duck"})
    assert TS.option_words(game, menu, sight) == {
        8: ("#8 Fidel* (2 Ops, USSR)", "the USSR's event fires if played for Ops"),
        4: ("#4 Duck and Cover (3 Ops, US)", "event playable")}
    headline = Ask(US, "headline.card", "US: choose your headline card", (8, 4))
    assert TS.option_words(game, headline, sight)[8] == ("#8 Fidel* (2 Ops, USSR)", "")
