"""The mechanisms that keep a Bot's "play this event?" answer and the event's real choices in step
(issue 11 section 5): declared candidates and options, a Bot always asked an OR choice, chart gaps
as errors, 11.2.9 marker availability, a Bot's "random" card from the top of its pile, tables that
rank their own pool."""

from __future__ import annotations

import pytest

from botkit import Action
from botkit.protocol import Ask, FirstOptionDecider, ScriptedDecider
from game.labyrinth import awakening, cardplay, events
from game.labyrinth.bots import BotError, make_bot
from game.labyrinth.cards import common
from game.labyrinth.state import ALLY, FAIR, GOOD, JIHADIST, NEUTRAL, POOR, SOFT, UNTESTED, US

from ..helpers import make_game, make_state, setc


def _bot_game(state, side="us", tier="off_guard"):
    game = make_game(state)
    game.bot_sides.add(JIHADIST if side == US else US)  # the opponent is a Bot too: no early two-Bot wins
    bot = make_bot(side, tier)
    bot.attach(game)
    return game, bot


# -- declared candidates and options ------------------------------------------------------------------


def test_event_candidates_pool_is_the_list_the_event_asks_among():
    # Peshmerga declares its "country" candidates; the Bot's pool and the question's options agree
    state = make_state()
    setc(state, "Iraq", governance=GOOD, alignment=ALLY, sleepers=1)  # Good: no militia there
    setc(state, "Syria", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = _bot_game(state)
    ctx = bot.context(game, card=125)
    pool = bot.library.vocabulary.get("event_candidates").fn(ctx, what="country")
    assert pool == events.candidates(game, 125, "country", US) == ["Syria"]
    asked = []
    game.deciders[US] = ScriptedDecider([], then=FirstOptionDecider())
    game.deciders[US].decide = lambda g, ask: asked.append(ask) or ask.options[0]
    setc(state, "Iraq", governance=POOR)  # both can take militia now: the question is asked among both
    common.choose_candidate(game, US, 125, "country", "?")
    assert list(asked[0].options) == events.candidates(game, 125, "country", US) == ["Iraq", "Syria"]


def test_an_undeclared_choice_is_an_error_not_an_empty_list():
    game = make_game(make_state())
    with pytest.raises(events.UndeclaredChoice):
        events.candidates(game, 125, "no_such_choice", US)


def test_11_3_12_a_bot_is_asked_even_a_lone_or_option_a_person_is_not():
    asked = []

    class Recorder:
        def decide(self, game, ask):
            asked.append(ask.purpose)
            return ask.options[0]

    game = make_game(make_state())
    game.deciders[US] = Recorder()
    assert common.choose_option(game, US, 126, {"remove": "remove cells"}, "?") == "remove"
    assert asked == []
    game.bot_sides.add(US)
    assert common.choose_option(game, US, 126, {"remove": "remove cells"}, "?") == "remove"
    assert asked == ["event.126.option"]


# -- chart gaps are errors when strict ------------------------------------------------------------------


def test_a_blind_first_option_on_an_event_question_is_a_chart_gap():
    game, bot = _bot_game(make_state())
    ctx = bot.context(game)
    ask = Ask(US, "event.205.option", "?", ("place_units", "remove_units"))
    with pytest.raises(BotError, match="chart gap for event.205.option"):
        bot.carry_out(Action("first_option", {}), ctx, ask, None)
    lone = Ask(US, "event.205.option", "?", ("remove_units",))
    assert bot.carry_out(Action("first_option", {}), ctx, lone, None) == "remove_units"
    bot.strict = False
    assert bot.carry_out(Action("first_option", {}), ctx, ask, None) == "place_units"


def test_an_unrouted_number_question_inside_an_event_is_a_chart_gap_not_its_minimum():
    game, bot = _bot_game(make_state())
    ctx = bot.context(game)
    ask = Ask(US, "event.156.rearrange", "?", (), "number", low=0, high=5)
    with pytest.raises(BotError, match="chart gap for event.156.rearrange"):
        bot.carry_out(Action("random_option", {}), ctx, ask, None)
    one = Ask(US, "event.156.option", "?", ("place", "rearrange"))
    assert bot.carry_out(Action("random_option", {}), ctx, one, None) in ("place", "rearrange")  # 13.3.9


def test_only_option_refuses_several_options():
    game, bot = _bot_game(make_state())
    ctx = bot.context(game)
    with pytest.raises(BotError, match="only option"):
        bot.carry_out(Action("only_option", {}), ctx, Ask(US, "event.143.option", "?", ("card", "posture")), None)


# -- 11.2.9: a marker is placeable while one can be moved ------------------------------------------------


def test_11_2_9_a_marker_can_be_placed_with_all_15_out_by_moving_one():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, awakening=8)
    setc(state, "Jordan", governance=FAIR, alignment=ALLY, awakening=7)
    setc(state, "Morocco", governance=FAIR, alignment=ALLY)
    game = make_game(state)
    assert awakening.supply(game, "awakening") == 0
    assert awakening.marker_placeable(game, "awakening", "Morocco")
    assert awakening.markers_within_reach(game, "awakening", "Morocco") == 15
    setc(state, "Morocco", governance=GOOD)  # 11.1.4: never in a Good country
    assert not awakening.marker_placeable(game, "awakening", "Morocco")
    state.lapsing.append(awakening.ARAB_WINTER)
    assert not awakening.marker_placeable(game, "awakening", "Jordan")


def test_11_2_9_only_the_markers_in_the_target_cannot_be_moved_into_it():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL, reaction=15)
    game = make_game(state)
    assert not awakening.marker_placeable(game, "reaction", "Egypt")
    setc(state, "Jordan", governance=FAIR, alignment=ALLY)
    assert awakening.marker_placeable(game, "reaction", "Jordan")


# -- 13.2: a Bot's random card is its top card ----------------------------------------------------------


def test_13_2_ieds_a_us_bot_discards_the_top_card_of_its_pile():
    # the audit's board: US Bot hand [121, 137, 219 (top)] - the top card goes, every seed
    for seed in range(10):
        state = make_state()
        setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, sleepers=1, regime_change="tan")
        state.hands[US] = [121, 137, 219]
        game = make_game(state, seed=seed)
        game.bot_sides.add(US)
        game.current_card = 168
        cardplay.run_event(game, JIHADIST, 168)
        assert state.hands[US] == [121, 137] and 219 in state.discard


def test_a_person_still_discards_at_random():
    seen = set()
    for seed in range(20):
        state = make_state()
        state.hands[US] = [121, 137, 219]
        game = make_game(state, seed=seed)
        seen.add(common.discard_random(game, US))
    assert len(seen) > 1


# -- a table ranks its own pool ------------------------------------------------------------------------


def test_13_4_3_an_event_ordered_war_of_ideas_with_1_op_never_tests_an_untested_country():
    # op.woi.target offers every War of Ideas target; with 1 Op the Bot keeps to tested Muslim ones
    state = make_state(us_posture=SOFT)
    setc(state, "Jordan", governance=GOOD, alignment=NEUTRAL)  # 1 Op is enough in a Good country
    assert state.countries["Pakistan"].governance == UNTESTED
    game, bot = _bot_game(state)
    ask = Ask(US, "op.woi.target", "?", ("Canada", "Jordan", "Pakistan"), info={"ops": 1})
    for _ in range(5):
        assert bot.decide(game, ask) == "Jordan"


def test_a_many_choice_that_may_repeat_fills_every_slot():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment=NEUTRAL)
    game, bot = _bot_game(state, side=JIHADIST, tier="muddled")
    ctx = bot.context(game, card=191)
    ask = Ask(JIHADIST, "event.191.countries", "?", ("Egypt",), "many", count=2, minimum=0, info={"repeat": True})
    assert bot.carry_out(Action("pick_all", {"table": "jihadist.priorities.jihad"}), ctx, ask, None) == ["Egypt",
                                                                                                           "Egypt"]
