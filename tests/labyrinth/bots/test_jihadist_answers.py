"""The answer router (jihadist.answer, 12.2-12.3): what the Bot says to each engine question."""

from __future__ import annotations

from botkit.protocol import Ask
from game.labyrinth import board, turn
from game.labyrinth.state import FAIR, ISLAMIST_RULE, JIHADIST, POOR, US
from tests.labyrinth.bots.test_jihadist_helpers import bot_game
from tests.labyrinth.helpers import make_state, setc


def ask(game, bot, purpose, options=(), kind="one", **fields):
    info = fields.pop("info", {})
    return bot.decide(game, Ask(JIHADIST, purpose, "?", tuple(options), kind, info=info, **fields))


def test_12_2_the_bot_plays_the_top_card_of_its_hand():
    game, bot = bot_game(make_state())
    game.state.hands["jihadist"] = [164, 145, 207]  # 207 dealt last: on top of the face-down hand
    assert ask(game, bot, "card.choose", [207, 164, 145]) == 207


def test_12_4_the_bot_never_holds_its_last_card():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "card.hold", [True, False], kind="yesno") is False
    assert turn.may_hold(game, JIHADIST) is False


def test_12_4_4_the_bot_always_uses_its_reserves():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "card.use_reserves", [True, False], kind="yesno") is True


def test_12_4_1_event_or_ops_asked_by_the_turn_driver_follows_the_evo():
    state = make_state()
    setc(state, "Egypt", governance=POOR, alignment="neutral", awakening=1, sleepers=1)
    game, bot = bot_game(state)
    game.current_card = 164
    assert ask(game, bot, "card.play_as", ["event", "ops", "reserves"]) == "event"
    game.current_card = 145
    assert ask(game, bot, "card.play_as", ["ops", "reserves"]) == "ops"


def test_us_election_is_resolved_before_the_ops():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "card.trigger_order", ["before", "after"]) == "before"


def test_12_3_10_declares_a_caliphate_when_the_host_is_adjacent_to_another_eligible_country():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True, sleepers=3)
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    game, bot = bot_game(state)
    assert ask(game, bot, "caliphate.declare", [True, False], kind="yesno", info={"country": "Iraq"}) is True
    state.countries["Syria"].civil_war = False
    assert ask(game, bot, "caliphate.declare", [True, False], kind="yesno", info={"country": "Iraq"}) is False


def test_12_3_10_declares_a_caliphate_that_wins_at_once():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True, sleepers=3)
    setc(state, "Saudi Arabia", governance=ISLAMIST_RULE, alignment="adversary")
    setc(state, "Pakistan", governance=ISLAMIST_RULE, alignment="adversary")  # 3 + 2 + capital 1 = 6
    game, bot = bot_game(state)
    assert ask(game, bot, "caliphate.declare", [True, False], kind="yesno", info={"country": "Iraq"}) is True


def test_12_3_10_a_bot_caliphate_by_event_is_declared():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="neutral", civil_war=True)
    setc(state, "Syria", governance=POOR, alignment="neutral", civil_war=True)
    game, bot = bot_game(state)
    from game.labyrinth.cards import common

    common.place_cells(game, 187, "Iraq", 3)
    assert state.caliphate_capital == "Iraq"


def test_12_3_3_active_cells_first():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "op.travel.cell", ["active", "sleeper"]) == "active"
    assert ask(game, bot, "eot.attrition.jihadist_losses", ["active", "sleeper"]) == "active"
    assert ask(game, bot, "event.190.actives_removed", kind="number", low=0, high=2) == 2


def test_12_3_5_posture_rolls_prefer_countries_with_the_us_posture_then_untested():
    state = make_state(us_posture="hard")
    setc(state, "Germany", posture="hard")
    setc(state, "Italy", posture="soft")
    game, bot = bot_game(state)
    chosen = ask(game, bot, "plot.schengen.countries", ["Germany", "Italy", "Spain"], kind="many", count=2, minimum=2)
    assert chosen == ["Germany", "Spain"]


def test_12_4_2_op_questions_use_the_opp_boxes_and_columns():
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", sleepers=1)
    setc(state, "Jordan", governance=FAIR, alignment="neutral", cadre=1)
    game, bot = bot_game(state)
    # Recruit: every die in the one country the boxes and column pick, no more than cells to recruit (12.3.2)
    assert ask(game, bot, "op.recruit.dice", ["Iraq", "Jordan"], kind="allocate", budget=3,
               capacities={"Iraq": 3, "Jordan": 3}, minimum=0) == [("Iraq", 3)]
    setc(state, "Syria", sleepers=3)  # 4 cells on the map: 11 on the track, 1 to recruit at Funding Tight
    state.funding = 2
    assert board.cells_to_recruit(state) == 1
    assert ask(game, bot, "op.recruit.dice", ["Iraq", "Jordan"], kind="allocate", budget=3,
               capacities={"Iraq": 3, "Jordan": 3}, minimum=0) == [("Iraq", 1)]
    assert ask(game, bot, "op.travel.sources", ["Iraq"], kind="allocate", budget=3, capacities={"Iraq": 1},
               minimum=0, info={"destination": "Jordan"}) == [("Iraq", 1)]
    assert ask(game, bot, "op.jihad.sleepers", kind="number", low=0, high=2) == 0


def test_ferguson_cancels_only_the_us_players_cards():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "event.166.cancel", [True, False], kind="yesno", info={"player": US, "card": 145}) is True
    assert ask(game, bot, "event.166.cancel", [True, False], kind="yesno",
               info={"player": JIHADIST, "card": 145}) is False


def test_the_bot_never_ends_a_truce_early():
    game, bot = bot_game(make_state())
    assert ask(game, bot, "event.239.end_truce", [True, False], kind="yesno", info={"country": "Iraq"}) is False


def test_12_3_12_a_question_no_chart_covers_is_answered_at_random():
    game, bot = bot_game(make_state())
    answers = {ask(game, bot, "something.new", ["a", "b", "c"]) for _ in range(30)}
    assert answers == {"a", "b", "c"}
    assert bot.last_trace.path("jihadist.answer")[-2:] == ["fallback", "fallback.yes"]
