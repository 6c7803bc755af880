"""The card chart (ts.card) box by box, each with a twin board that flips the deciding fact, and the
headline (ts.headline) and how a card is played (ts.play_as, ts.event_order): docs/bots/
twilight-struggle-us.md, section 3."""

from __future__ import annotations

from game.twilight_struggle.state import US, USSR

from .helpers import ask, bot_game, ended

EUROPE, MIDDLE_EAST = 2, 3
DUCK_AND_COVER, FIVE_YEAR_PLAN, SOCIALIST_GOVERNMENTS, CIA_CREATED = 4, 5, 7, 26
NATO, MARSHALL_PLAN, CONTAINMENT = 21, 23, 25
BREZHNEV, WE_WILL_BURY_YOU = 51, 50
OLYMPIC_GAMES, TRUMAN = 20, 19


def choose(side: str, options: tuple, **board):
    game, bots = bot_game(**board)
    answer, trace = ask(game, bots[side], "card.choose", options)
    return answer, ended(trace, "ts.card"), bots[side].memory_now(game).get("use_plan")


# the Middle East: the US holds Iran and Saudi Arabia (two battlegrounds), the USSR nothing -> US +9 net
US_AHEAD_IN_MIDDLE_EAST = {"iran": (2, 0), "saudi_arabia": (3, 0), "israel": (4, 0)}
# the USSR holds Iraq and Syria as well: US 3+2 vs USSR 3+1 -> US +1
US_SLIGHTLY_AHEAD = {"iran": (2, 0), "saudi_arabia": (3, 0), "iraq": (0, 3), "syria": (0, 2)}


def test_due_scoring_cards_the_best_first():
    # only scoring cards are offered: they are due (2.2.1); the Middle East scores more than Europe
    assert choose(US, (EUROPE, MIDDLE_EAST), us_hand=(EUROPE, MIDDLE_EAST), influence=US_AHEAD_IN_MIDDLE_EAST) == \
        (MIDDLE_EAST, "scoring_due.yes", "event")


def test_twin_a_scoring_card_offered_with_others_is_not_due():
    answer, node, plan = choose(US, (EUROPE, FIVE_YEAR_PLAN), us_hand=(EUROPE, FIVE_YEAR_PLAN))
    assert (answer, node) == (FIVE_YEAR_PLAN, "for_ops.yes")


def test_a_scoring_card_that_scores_well_is_played_at_once():
    assert choose(US, (MIDDLE_EAST, FIVE_YEAR_PLAN), us_hand=(MIDDLE_EAST, FIVE_YEAR_PLAN),
                  influence=US_AHEAD_IN_MIDDLE_EAST) == (MIDDLE_EAST, "scoring_now.yes", "event")


def test_twin_a_scoring_card_that_scores_little_waits():
    answer, node, _ = choose(US, (MIDDLE_EAST, FIVE_YEAR_PLAN), us_hand=(MIDDLE_EAST, FIVE_YEAR_PLAN),
                             influence=US_SLIGHTLY_AHEAD)
    assert (answer, node) == (FIVE_YEAR_PLAN, "for_ops.yes")


def test_a_scoring_card_soon_due_that_scores_0_or_more_is_played():
    game, bots = bot_game(us_hand=(MIDDLE_EAST, FIVE_YEAR_PLAN), influence=US_SLIGHTLY_AHEAD)
    game.state.rounds_taken[US] = 5  # turn 1: 6 rounds, 1 left; 1 scoring card + lookahead 1 >= 1
    answer, trace = ask(game, bots[US], "card.choose", (MIDDLE_EAST, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card")) == (MIDDLE_EAST, "scoring_soon.yes")


def test_twin_with_rounds_to_spare_it_waits():
    game, bots = bot_game(us_hand=(MIDDLE_EAST, FIVE_YEAR_PLAN), influence=US_SLIGHTLY_AHEAD)
    game.state.rounds_taken[US] = 3  # 3 rounds left
    answer, trace = ask(game, bots[US], "card.choose", (MIDDLE_EAST, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card")) == (FIVE_YEAR_PLAN, "for_ops.yes")


def test_an_event_that_wins_the_game_now():
    # Duck and Cover at DEFCON 4: DEFCON 3, the US gains 5 - 3 = 2 VP: 18 + 2 = 20 (10.3.1)
    game, bots = bot_game(us_hand=(DUCK_AND_COVER, FIVE_YEAR_PLAN), defcon=4)
    game.state.vp = 18
    answer, trace = ask(game, bots[US], "card.choose", (DUCK_AND_COVER, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card")) == (DUCK_AND_COVER, "winning_event.yes")


def test_twin_an_event_that_wins_nothing_yet_is_weighed_like_any_other():
    game, bots = bot_game(us_hand=(DUCK_AND_COVER, FIVE_YEAR_PLAN), defcon=4)
    game.state.vp = 10
    answer, trace = ask(game, bots[US], "card.choose", (DUCK_AND_COVER, FIVE_YEAR_PLAN))
    assert ended(trace, "ts.card") == "for_ops.yes"


def test_a_feared_opponent_event_goes_to_the_space_race():
    answer, node, plan = choose(US, (BREZHNEV, FIVE_YEAR_PLAN), us_hand=(BREZHNEV, FIVE_YEAR_PLAN), turn=4)
    assert (answer, node, plan) == (BREZHNEV, "dump.yes", "space")


def test_twin_without_a_space_race_attempt_left_it_is_not_dumped():
    game, bots = bot_game(us_hand=(BREZHNEV, FIVE_YEAR_PLAN), turn=4)
    game.state.space_attempts[US] = 1  # one attempt a turn (6.4.2)
    answer, trace = ask(game, bots[US], "card.choose", (BREZHNEV, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card")) == (FIVE_YEAR_PLAN, "for_ops.yes")  # a feared card stays in hand


def test_the_ussr_fears_the_uss_lasting_events_too():
    assert choose(USSR, (CONTAINMENT, SOCIALIST_GOVERNMENTS), ussr_hand=(CONTAINMENT, SOCIALIST_GOVERNMENTS))[1:] == \
        ("dump.yes", "space")


def test_an_own_lasting_event_is_played_when_it_may_happen():
    game, bots = bot_game(us_hand=(NATO, FIVE_YEAR_PLAN))
    game.state.effects[MARSHALL_PLAN] = {"side": US}  # NATO needs the Marshall Plan (or the Warsaw Pact)
    answer, trace = ask(game, bots[US], "card.choose", (NATO, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card")) == (NATO, "lasting.yes")


def test_twin_the_us_expert_weighs_its_lasting_event_and_plays_it_for_ops():
    # the same hand and Marshall Plan: the US Expert does not play lasting events first (lasting_first false); NATO
    # gains nothing on the board now, so it is the card with the most Ops, played for them
    game, bots = bot_game(tier="expert", us_hand=(NATO, FIVE_YEAR_PLAN))
    game.state.effects[MARSHALL_PLAN] = {"side": US}
    answer, trace = ask(game, bots[US], "card.choose", (NATO, FIVE_YEAR_PLAN))
    assert (answer, ended(trace, "ts.card"), bots[US].memory_now(game).get("use_plan")) == (NATO, "for_ops.yes", "ops")
    assert "lasting" in [s.node for s in trace.steps if s.chart == "ts.card"]


def test_twin_a_lasting_event_whose_prerequisite_is_missing_is_played_for_ops():
    answer, node, plan = choose(US, (NATO, FIVE_YEAR_PLAN), us_hand=(NATO, FIVE_YEAR_PLAN))
    assert (answer, node, plan) == (NATO, "for_ops.yes", "ops")  # 4 Ops beat 3


def test_an_own_event_worth_more_than_its_ops_is_played():
    # Duck and Cover at DEFCON 3: DEFCON 2 and 3 VP, as much as its 3 Ops ask
    assert choose(US, (DUCK_AND_COVER, FIVE_YEAR_PLAN), us_hand=(DUCK_AND_COVER, FIVE_YEAR_PLAN), defcon=3) == \
        (DUCK_AND_COVER, "own_event.yes", "event")


def test_twin_an_own_event_worth_less_than_its_ops_is_not():
    # at DEFCON 4 it gains 2 VP for 3 Ops
    assert choose(US, (DUCK_AND_COVER, FIVE_YEAR_PLAN), us_hand=(DUCK_AND_COVER, FIVE_YEAR_PLAN), defcon=4)[1] == \
        "for_ops.yes"


def test_for_ops_the_most_ops_without_a_costly_opponent_event():
    # Socialist Governments (USSR, 3 Ops) costs the US nothing where it has no influence in Western Europe
    assert choose(US, (SOCIALIST_GOVERNMENTS, CIA_CREATED), us_hand=(SOCIALIST_GOVERNMENTS, CIA_CREATED)) == \
        (SOCIALIST_GOVERNMENTS, "for_ops.yes", "ops")


def test_twin_a_costly_opponent_event_is_sent_to_space_first():
    # the US holds Italy and France with nothing to spare: the event would take them
    board = {"italy": (2, 0), "france": (3, 0), "west_germany": (4, 0)}
    assert choose(US, (SOCIALIST_GOVERNMENTS, CIA_CREATED), us_hand=(SOCIALIST_GOVERNMENTS, CIA_CREATED),
                  influence=board)[1:] == ("dump.yes", "space")


def test_a_novice_plays_the_most_ops_blind_to_the_opponents_events():
    board = {"italy": (2, 0), "france": (3, 0), "west_germany": (4, 0)}
    assert choose(US, (SOCIALIST_GOVERNMENTS, CIA_CREATED), us_hand=(SOCIALIST_GOVERNMENTS, CIA_CREATED),
                  influence=board, tier="novice") == (SOCIALIST_GOVERNMENTS, "for_ops_blind.yes", "ops")


def no_space_left(side: str, options: tuple, tier: str = "regular", **board):
    game, bots = bot_game(tier=tier, **board)
    game.state.space_attempts[side] = 1  # the turn's space race attempt is used (6.4.2)
    answer, trace = ask(game, bots[side], "card.choose", options)
    return answer, ended(trace, "ts.card"), bots[side].memory_now(game).get("use_plan")


def test_a_card_whose_opponent_event_would_lose_the_game_goes_to_space():
    # We Will Bury You at DEFCON 2 lowers it to 1 on the US's play (8.1.3): its harm is the game
    assert choose(US, (WE_WILL_BURY_YOU, CIA_CREATED), us_hand=(WE_WILL_BURY_YOU, CIA_CREATED), defcon=2,
                  turn=4) == (WE_WILL_BURY_YOU, "dump.yes", "space")


def test_twin_without_the_space_race_it_is_never_played_for_ops():
    assert no_space_left(US, (WE_WILL_BURY_YOU, CIA_CREATED), us_hand=(WE_WILL_BURY_YOU, CIA_CREATED), defcon=2,
                         turn=4)[0] == CIA_CREATED


def test_with_only_losing_cards_a_scoring_card_rather():
    assert no_space_left(US, (WE_WILL_BURY_YOU, EUROPE), us_hand=(WE_WILL_BURY_YOU, EUROPE), defcon=2, turn=4) == \
        (EUROPE, "scoring_instead.yes", "event")


def test_a_tier_blind_to_the_opponents_events_still_escapes_a_losing_card_to_space():
    assert choose(US, (WE_WILL_BURY_YOU,), us_hand=(WE_WILL_BURY_YOU,), defcon=2, turn=4, tier="novice") == \
        (WE_WILL_BURY_YOU, "space_escape.yes", "space")


def test_twin_every_card_losing_and_no_space_race_the_least_likely_to_lose():
    assert no_space_left(US, (WE_WILL_BURY_YOU,), us_hand=(WE_WILL_BURY_YOU,), defcon=2, turn=4) == \
        (WE_WILL_BURY_YOU, "pass.no", "ops")


def test_the_china_card_alone_is_kept_without_asia_to_score():
    game, bots = bot_game(ussr_hand=(), china=USSR)
    answer, trace = ask(game, bots[USSR], "card.choose", (6, "pass"))
    assert (answer, ended(trace, "ts.card")) == ("pass", "pass.yes")


def test_twin_the_china_card_is_played_for_asia_scoring_held():
    game, bots = bot_game(ussr_hand=(1, 5), china=USSR, influence={"thailand": (0, 1)})
    game.state.rounds_taken[USSR] = 0
    answer, trace = ask(game, bots[USSR], "card.choose", (6, 5))
    assert (answer, ended(trace, "ts.card")) == (6, "for_ops.yes")


# -- the headline ---------------------------------------------------------------------------------------


def headline(side: str, options: tuple, **board):
    game, bots = bot_game(**board)
    answer, trace = ask(game, bots[side], "headline.card", options)
    return answer, ended(trace, "ts.headline")


def test_a_headline_that_may_lose_after_the_other_lowers_defcon_is_not_chosen():
    # Olympic Games at DEFCON 3: if the US headline lowers DEFCON first, a boycott is nuclear war on my play
    answer, node = headline(USSR, (OLYMPIC_GAMES, SOCIALIST_GOVERNMENTS), ussr_hand=(OLYMPIC_GAMES,
                            SOCIALIST_GOVERNMENTS), defcon=3, influence={"italy": (2, 0), "france": (3, 0)})
    assert answer == SOCIALIST_GOVERNMENTS


def test_twin_at_defcon_5_the_olympics_are_safe():
    game, bots = bot_game(ussr_hand=(OLYMPIC_GAMES, TRUMAN), defcon=5)
    outcome = bots[USSR].probe(game, OLYMPIC_GAMES, "headline_defcon_down")
    assert outcome.loss == 0


def test_an_own_event_that_gains_is_the_headline():
    assert headline(US, (DUCK_AND_COVER, TRUMAN), us_hand=(DUCK_AND_COVER, TRUMAN), defcon=4) == \
        (DUCK_AND_COVER, "event.yes")


def test_twin_an_event_that_would_lose_is_not_the_headline():
    # Duck and Cover at DEFCON 2 is nuclear war on the US's headline
    answer, node = headline(US, (DUCK_AND_COVER, TRUMAN), us_hand=(DUCK_AND_COVER, TRUMAN), defcon=2)
    assert answer == TRUMAN and node == "event.no"


# -- how the card is played, and the opponent's event --------------------------------------------------------


def test_the_card_is_played_as_the_card_chart_planned():
    game, bots = bot_game(us_hand=(BREZHNEV, FIVE_YEAR_PLAN), turn=4)
    bot = bots[US]
    chosen, _ = ask(game, bot, "card.choose", (BREZHNEV, FIVE_YEAR_PLAN))
    use, trace = ask(game, bot, "card.play_as", ("ops", "space"), info={"card": chosen})
    assert (chosen, use, ended(trace, "ts.play_as")) == (BREZHNEV, "space", "planned.yes")


def test_twin_without_a_plan_ops_if_offered():
    game, bots = bot_game(us_hand=(FIVE_YEAR_PLAN,))
    use, trace = ask(game, bots[US], "card.play_as", ("event", "ops"), info={"card": FIVE_YEAR_PLAN})
    assert (use, ended(trace, "ts.play_as")) == ("ops", "ops.yes")


def test_the_opponents_event_comes_before_the_ops():
    game, bots = bot_game()
    assert ask(game, bots[US], "card.event_order", ("before", "after"), info={"card": SOCIALIST_GOVERNMENTS})[0] \
        == "before"


def test_twin_an_event_counting_what_the_ops_can_take_comes_after():
    game, bots = bot_game()
    assert ask(game, bots[US], "card.event_order", ("before", "after"), info={"card": 61})[0] == "after"  # OPEC


ORTEGA = 91


def test_the_opponents_free_coup_that_wins_is_measured_as_my_loss():
    # Ortega's free coup may strike Cuba next to Nicaragua: at DEFCON 2 on the US's card a USSR that takes it wins
    # (8.1.3, 6.3.5) - the US measures the opponent taking every answer that wins, not its own Bot's caution
    game, bots = bot_game(us_hand=(ORTEGA,), defcon=2, turn=8, phasing=US, influence={"cuba": (2, 0)})
    assert bots[US].probe(game, ORTEGA, "triggered").loss == 1
    assert no_space_left(US, (ORTEGA, EUROPE), us_hand=(ORTEGA, EUROPE), defcon=2, turn=8, phasing=US,
                         influence={"cuba": (2, 0)}) == (EUROPE, "scoring_instead.yes", "event")


def test_twin_at_defcon_3_the_free_coup_only_lowers_defcon():
    game, bots = bot_game(us_hand=(ORTEGA,), defcon=3, turn=8, phasing=US, influence={"cuba": (2, 0)})
    assert bots[US].probe(game, ORTEGA, "triggered").loss == 0


LONE_GUNMAN = 62
# a US battleground the USSR may coup at DEFCON 2 (Africa stays open to coups until DEFCON 1, 8.1.5)
ANGOLA_HELD = {"angola": (1, 0)}


def lone_gunman_or_truman(rounds_taken: int) -> tuple:
    game, bots = bot_game(us_hand=(LONE_GUNMAN, TRUMAN), defcon=3, turn=8, phasing=US, influence=ANGOLA_HELD)
    game.state.rounds_taken[US] = rounds_taken
    answer, trace = ask(game, bots[US], "card.choose", (LONE_GUNMAN, TRUMAN))
    return answer, ended(trace, "ts.card"), bots[US].memory_now(game).get("use_plan")


def test_a_card_that_would_lose_at_defcon_2_is_played_while_defcon_is_3():
    # the hand will be played whole this turn; Lone Gunman's Op for the USSR could coup Angola: at DEFCON 2 on
    # the US's card that is the US's nuclear war (8.1.3), at DEFCON 3 only a step down - so now, for its Ops
    assert lone_gunman_or_truman(rounds_taken=0) == (LONE_GUNMAN, "defuse.yes.no", "ops")


def test_twin_with_more_cards_than_rounds_left_it_may_be_held_past_the_turn():
    assert lone_gunman_or_truman(rounds_taken=6)[0] == TRUMAN
