"""The action rounds of a turn (4.5 D): the USSR first, then the US, alternating, one card each.

* Six rounds a side in turns 1-3, seven in turns 4-10, eight at the Space Station or with North Sea
  Oil (`rounds`). A side with fewer rounds sits out while the other plays on.
* A side with no card left sits out its remaining rounds (4.5 D) - The China Card is never forced
  (9.8): with it alone the side may play it or pass (``card.choose`` offers ``pass``).
* Scoring cards may never be held (2.2.1, 4.5 D): once a side has no more rounds left than
  scoring cards in hand, it is offered only its scoring cards (`rounds.scoring_due`).
* Before a side chooses, lasting events may use the round up (`hooks` ``round_start``: Quagmire,
  Bear Trap) or dictate the card (``forced_card``: Missile Envy); once chosen, ``card_chosen``
  (We Will Bury You); at the round's end ``round_end`` (NORAD).

Questions: ``card.choose`` (a card of the hand, The China Card when playable), ``card.play_as``
(``event`` / ``ops`` / ``space``, the ways `cardplay.uses` allows). At the table (`table`) the card is
named instead (``table.card``, by the player who holds it): every card the hand may hold, The China
Card and ``pass`` as above; the scoring cards that must be played are those named in the hand. A Bot
beside a player chooses as in digital play, once the player has named its hand (`table.name_bot_hand`).
"""

from __future__ import annotations

from . import cardplay, deck, hooks, rounds, table
from .board import card_name, card_title, china_playable, scoring_cards_in_hand
from .game import Game
from .rounds import due_choices, rounds_for, rounds_left
from .state import CHINA_CARD, SIDES, US, USSR, side_name

PASS = table.PASS


def action_rounds(game: Game) -> None:
    state = game.state
    state.phase = "action"
    game.scoring_excused = dict.fromkeys(SIDES, 0)
    round_number = 0
    while True:
        round_number += 1
        counts = {side: rounds_for(game, side) for side in SIDES}
        if round_number > max(counts.values()):
            break
        for side in (USSR, US):
            if round_number <= counts[side]:
                action_round(game, side, round_number)


def card_options(game: Game, side: str) -> list[int | str]:
    state = game.state
    due = due_choices(game, side)
    if due:
        return list(due)
    options: list[int | str] = list(deck.hand_choices(game, side))
    if china_playable(state, side):
        options.append(CHINA_CARD)
        if not state.hands[side]:
            options.append(PASS)  # 9.8: never forced to play The China Card
    return options


def action_round(game: Game, side: str, number: int) -> None:
    state = game.state
    state.action_round = number
    state.phasing = side
    game.round_notes = {}
    game.report("round", side=side, round=number)
    table.name_bot_hand(game, side)
    if not hooks.any_true("round_start", game, side):
        # an event's forced card waits while a scoring card must be played (10.1.5)
        forced = hooks.first("forced_card", game, side)
        if forced is not None and rounds.scoring_first(game, side):
            forced = None
        if forced is not None:
            card, use = forced
        else:
            card, use = choose_card(game, side)
        if card is not None:
            hooks.run("card_chosen", game, side, card, use)
            cardplay.play_card(game, side, card, use)
    hooks.run("round_end", game, side)
    state.rounds_taken[side] += 1
    note_unplayable_scoring(game)
    game.verify()


def note_unplayable_scoring(game: Game) -> None:
    """After a round: scoring cards beyond a side's remaining rounds were put there by an event (the
    card choice never lets a side fall behind on its own), so they may be held (10.1.5)."""
    for side in SIDES:
        excess = len(scoring_cards_in_hand(game.state, side)) - rounds_left(game, side)
        game.scoring_excused[side] = max(game.scoring_excused.get(side, 0), excess)


def choose_card(game: Game, side: str) -> tuple[int | None, str]:
    options = card_options(game, side)
    if not options:
        game.log(f"{side_name(side)} has no card and sits out the round")
        return None, ""
    if table.enabled(game) and not table.bot_beside_player(game, side):
        game.checkpoint("table.card")
        card = table.card_played(game, side, options)
    else:
        game.checkpoint("card.choose")
        labels = {n: (card_title(n) if n != PASS else "pass (keep The China Card)") for n in options}
        card = game.choose(side, "card.choose", options, f"{side_name(side)}: which card do you play?",
                           labels=labels, always_ask=True)
    if card == PASS:
        game.log(f"{side_name(side)} passes")
        return None, ""
    uses = cardplay.uses(game, side, card)
    use = game.choose(side, "card.play_as", uses, f"{side_name(side)}: play {card_name(card)} as?", card=card)
    return card, use
