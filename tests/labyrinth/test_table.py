"""Table mode: the player names the cards as they show themselves; every card stays in one place."""

from __future__ import annotations

from botkit.protocol import FirstOptionDecider, ScriptedDecider
from game.labyrinth import deck, table, us_ops
from game.labyrinth.cards import c121_150 as cards_121_150
from game.labyrinth.cards.c181_210 import us_discards_at_random
from game.labyrinth.invariants import violations
from game.labyrinth.scenarios import start_game
from game.labyrinth.turn import action_phase


def table_game(answers):
    game = start_game("awakening", seed=3, deciders={"us": ScriptedDecider(answers, then=FirstOptionDecider()),
                                                      "jihadist": FirstOptionDecider()})
    table.start(game, "us")
    return game


def test_naming_the_bot_top_card_swaps_it_into_the_slot_asked():
    game = table_game([])
    state = game.state
    wanted = state.draw_pile[5]  # a card the program had "in the draw pile": it is really the Bot's top card
    table.reveal(game, "jihadist", wanted, slot=0)
    assert state.hands["jihadist"][0] == wanted
    assert deck.where_is(game, wanted) == "jihadist"
    assert not violations(state)
    assert wanted not in table.unseen(game)


def test_naming_your_own_card_from_the_unseen_ones():
    game = table_game([])
    state = game.state
    bot_slot_card = state.hands["jihadist"][3]  # not known: could really be in the US hand
    table.reveal(game, "us", bot_slot_card)
    assert bot_slot_card in state.hands["us"] and bot_slot_card not in state.hands["jihadist"]
    assert len(state.hands["us"]) == 8 and len(state.hands["jihadist"]) == 8
    assert not violations(state)


def test_a_played_card_is_asked_of_the_player_for_either_side():
    game = table_game([])
    state = game.state
    second = next(n for n in table.unseen(game) if n != 164)
    game.deciders["us"].push(("table.card", 164), ("table.card", second))
    before = len(state.hands["jihadist"])
    action_phase(game, "jihadist")
    asked = [a.purpose for a in game.deciders["us"].asked]
    assert asked[0] == "table.card" and game.deciders["us"].asked[0].info["player"] == "jihadist"
    assert deck.where_is(game, 164) != "jihadist" and deck.where_is(game, second) != "jihadist"
    assert len(state.hands["jihadist"]) == before - 2
    assert not violations(state)


def test_table_dice_are_read_off_by_the_player():
    game = table_game([("table.die", 6)])
    game.dice = table.TableDice(game)
    assert game.roll("test") == 6
    assert game.deciders["us"].asked[-1].purpose == "table.die"


def test_random_hand_pick_is_named_at_the_table():
    game = table_game([])
    card = game.state.draw_pile[0]
    game.deciders["us"].push(("table.hand_card", card))
    chosen = deck.random_from_hand(game, "jihadist", "test")
    assert chosen == card and card in game.state.hands["jihadist"]


# -- every place where table mode must let a card show itself ------------------------------------


def _unseen_other_than(game, *excluded):
    return [n for n in table.unseen(game) if n not in excluded]


def test_a_random_discard_of_two_us_cards_names_two_different_cards():
    """Ebola Scare / IEDs / Quagmire at the table: each card drawn is named; none twice; both discarded."""
    game = table_game([])
    state = game.state
    first, second = _unseen_other_than(game)[:2]
    game.deciders["us"].push(("table.hand_card", first), ("table.hand_card", second))
    before = len(state.hands["us"])
    picked = us_discards_at_random(game, 2)
    assert picked == [first, second]
    assert deck.where_is(game, first) == "discard" and deck.where_is(game, second) == "discard"
    assert len(state.hands["us"]) == before - 2
    second_question = game.deciders["us"].asked[1]
    assert first not in second_question.options  # the first card drawn is set aside, not offered again
    assert not violations(state)


def test_a_card_seen_in_your_hand_can_be_named_when_you_play_it():
    """A card that came to the hand face up (from the discard pile) is offered and accepted when played."""
    game = table_game([])
    state = game.state
    taken = next(n for n in table.unseen(game) if n not in state.hands["us"])
    deck.take(game, taken)
    state.discard.append(taken)
    deck.to_hand(game, "us", taken)  # now known to be in the US hand
    game.deciders["us"].push(("table.card", taken))
    assert table.card_played(game, "us") == taken
    assert deck.where_is(game, taken) == "us"
    assert not violations(state)


def test_a_bot_top_card_already_turned_up_is_the_card_it_plays():
    game = table_game([])
    wanted = table.unseen(game)[4]
    game.deciders["us"].push(("table.top_card", wanted))
    assert table.top_card(game, "jihadist") == wanted
    assert game.state.hands["jihadist"][-1] == wanted
    assert table.top_card(game, "jihadist") == wanted  # asked once: now it is known
    game.deciders["us"].push(("table.card", wanted))
    assert table.card_played(game, "jihadist") == wanted
    assert game.deciders["us"].asked[-1].options == (wanted,)
    assert not violations(game.state)


def test_choosing_a_card_of_your_own_hand_offers_every_card_it_may_hold():
    """Intel Community's extra card, Reassessment's second card, Boko Haram's discard: the player's hand is
    unknown at the table, so every unseen card (matching the condition) is offered, and the card named shows."""
    game = table_game([])
    threes = deck.hand_options(game, "us", lambda n: deck.card(n).ops == 3)
    assert threes and all(deck.card(n).ops == 3 for n in threes)
    assert set(threes) - set(game.state.hands["us"])  # cards the program had elsewhere are possible
    chosen = next(n for n in threes if n not in game.state.hands["us"])
    deck.chosen_from_hand(game, "us", chosen)
    assert deck.where_is(game, chosen) == "us"
    assert not violations(game.state)


def test_intel_community_extra_card_at_the_table_is_named_and_played():
    game = table_game([])
    state = game.state
    extra = next(n for n in table.unseen(game) if n not in state.hands["us"] and deck.card(n).association == "us"
                 and n not in (138, 240))
    game.deciders["us"].push(("event.138.extra_card", True), ("event.138.card", extra))
    state.cards_played_in_phase = 1
    cards_121_150._extra_card(game, "us")
    assert deck.where_is(game, extra) not in ("us", "draw")
    asked = [a for a in game.deciders["us"].asked if a.purpose == "event.138.card"][0]
    assert extra in asked.options and len(asked.options) > len(state.hands["us"]) + 1
    assert not violations(state)


def test_a_random_card_of_the_draw_pile_is_named_at_the_table():
    """Optional rule 3: a random card's Ops set how many capability markers a Bot draws."""
    game = table_game([])
    card = table.unseen(game)[0]
    game.deciders["us"].push(("table.draw_pile_card", card))
    assert deck.random_from_draw_pile(game, "test") == card
    assert game.deciders["us"].asked[-1].purpose == "table.draw_pile_card"


def test_messages_never_name_a_card_the_program_has_not_seen():
    game = table_game([])
    placeholder = game.state.hands["us"][0]
    assert deck.shown_name(game, placeholder) == "a card not yet seen"
    game.deciders["us"].push(("table.card", placeholder))
    table.card_played(game, "us")
    deck.take(game, placeholder)
    game.state.discard.append(placeholder)
    assert deck.shown_name(game, placeholder) == deck.card(placeholder).name


def test_us_bot_reassessment_turns_up_its_next_card_at_the_table():
    """13.4.2: the US Bot's second card is the top of its pile: at the table the player turns it up."""
    game = start_game("awakening", seed=3, deciders={"us": FirstOptionDecider(),
                                                      "jihadist": ScriptedDecider([], then=FirstOptionDecider())})
    game.bot_sides.add("us")
    table.start(game, "jihadist")
    three = next(n for n in table.unseen(game) if deck.card(n).ops == 3 and n not in game.state.hands["us"])
    game.deciders["jihadist"].push(("table.top_card", three))
    assert us_ops.reassessment_possible(game, 3)
    assert game.state.hands["us"][-1] == three
    assert game.deciders["jihadist"].asked[-1].purpose == "table.top_card"
    assert not violations(game.state)


def test_13_2_a_random_card_from_the_bot_pile_at_the_table_is_its_top_cards():
    """Delta / SEALs, Reaper, Quagmire against a Bot at the table: the player turns up the top cards."""
    game = table_game([])
    game.bot_sides.add("jihadist")
    state = game.state
    first, second = table.unseen(game)[2:4]
    game.deciders["us"].push(("table.top_card", first), ("table.top_card", second))
    assert deck.random_picks_from_hand(game, "jihadist", 2, "Test") == [first, second]
    assert state.hands["jihadist"][-1] == first and state.hands["jihadist"][-2] == second
    assert "1 below the top" in game.deciders["us"].asked[1].prompt
    assert not violations(state)
