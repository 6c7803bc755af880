"""How many action rounds a side has this turn, and the scoring cards it must play now (4.5 D, 2.2.1).

* Six rounds a side in turns 1-3, seven in turns 4-10 (4.5 D); eight for the side at the Space
  Station (6.4.4) or given them by a lasting event (`hooks` ``extra_rounds``: North Sea Oil).
* Scoring cards may never be held (2.2.1, 4.5 D): once a side has no more rounds left than scoring
  cards in hand, those are the cards it must play - whatever a lasting event would have it do
  (10.1.5: Quagmire, Bear Trap, Missile Envy yield to them: `scoring_first`). At the table the
  program knows only the scoring cards named in the hand: those may be due, and then any scoring card
  the hand may hold may be played instead (`due_choices`); where an event would have the side do
  something else, its player says whether its placeholders make scoring cards due
  (``table.scoring_due``).
"""

from __future__ import annotations

from . import deck, hooks, table
from .board import has_ability, is_scoring, scoring_cards_in_hand
from .facts import facts
from .game import Game
from .state import side_name


def rounds_for(game: Game, side: str) -> int:
    state = game.state
    rounds = facts().turns.period_of(state.turn).action_rounds
    if has_ability(state, side, "eight_action_rounds"):
        rounds = max(rounds, 8)
    extra = hooks.first("extra_rounds", game, side)
    if extra:
        rounds = max(rounds, extra)
    return rounds


def rounds_left(game: Game, side: str) -> int:
    """The side's action rounds still to come this turn, the current one included."""
    return rounds_for(game, side) - game.state.rounds_taken[side]


def scoring_due(game: Game, side: str) -> list[int]:
    """The scoring cards `side` must play now: all of them once it has no more rounds left (2.2.1)."""
    scoring = scoring_cards_in_hand(game.state, side)
    return scoring if scoring and rounds_left(game, side) <= len(scoring) else []


def due_choices(game: Game, side: str) -> list[int]:
    """The cards `side` chooses from while scoring cards are due: those (`scoring_due`); at the table, where
    only the scoring cards named in the hand are known to be due, any scoring card the hand may hold."""
    due = scoring_due(game, side)
    if due and table.enabled(game):
        return deck.hand_choices(game, side, is_scoring)
    return due


def scoring_first(game: Game, side: str) -> list[int]:
    """The scoring cards `side` must play before what a lasting event would have it do (10.1.5: a trap's escape,
    Missile Envy's forced card): `due_choices`. At the table also when the hand's placeholders may make up as
    many scoring cards as rounds left and its player says they do (``table.scoring_due``, yes/no): then every
    scoring card the hand may hold."""
    due = due_choices(game, side)
    if due or not table.scoring_may_be_due(game, side, rounds_left(game, side)):
        return due
    if game.confirm(table.asker(game, side), "table.scoring_due",
                    f"{side_name(side)}: must a scoring card be played now (as many held as action rounds left)?",
                    player=side):
        return deck.hand_choices(game, side, is_scoring)
    return []
