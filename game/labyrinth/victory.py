"""Winning: the automatic victories checked the moment they happen, and the end of the game.

Automatic (base rules 2.x, solitaire 9.1): the US wins with 12+ Good resources (if the
Jihadist also qualifies, only when Good is more than twice Islamist Rule), or 15+ Fair/Good
Muslim countries, or no cells on the map (not against the Jihadist Bot, 9.1). The
Jihadist wins with 6+ Islamist Rule resources in two adjacent Islamist Rule countries
(the Jihadist Bot needs no adjacency, 9.1), or 15+ Poor/IR countries with prestige 1, or
a WMD plot resolved in the United States. When the last deck runs out, the US wins if its
Good resources are more than twice the Jihadist's (Islamist Rule, green Regime Change and
the Caliphate capital) - and, alone against the Jihadist Bot, at least 3 + 3 per deck.
Assad Alone decides on Syria alone at the end of its two turns.
"""

from __future__ import annotations

from . import board
from .game import Game
from .optional_rules import end_bonus
from .state import GOOD, ISLAMIST_RULE, JIHADIST, US


class GameOver(Exception):
    """Raised when a side wins (or the game is drawn); the turn driver stops the game."""

    def __init__(self, winner: str | None, reason: str) -> None:
        super().__init__(f"{winner or 'nobody'} wins: {reason}")
        self.winner = winner
        self.reason = reason


def finish(game: Game, winner: str | None, reason: str, *, final: bool = False) -> None:
    """The game ends: `winner` (None: a draw) for `reason`. When the player chose to play on after a
    victory (``options["play_on"]``), an automatic victory is only noted and play goes on; the game
    then ends when the decks run out (`final`)."""
    state = game.state
    if state.options.get("play_on") and not final:
        noted = state.options.setdefault("victories_noted", [])
        if winner not in noted:
            noted.append(winner)
            state.options.setdefault("first_victory", {"winner": winner, "reason": reason, "turn": state.turn})
            game.report("victory_noted", winner=winner or "nobody", reason=reason)
        return
    if final:
        state.options["ended_at_end"] = True
    state.winner = winner or "draw"
    state.victory = reason
    state.phase = "over"
    game.log(f"GAME OVER: {'draw' if winner is None else winner.upper() + ' wins'} - {reason}")
    raise GameOver(winner, reason)


def islamist_adjacency(game: Game) -> bool:
    rule = board.islamist_rule_countries(game.state)
    return any(board.are_adjacent(a, b) for i, a in enumerate(rule) for b in rule[i + 1:])


def immediate_result(game: Game, oil_spike_side: str | None = None) -> tuple[str, str] | None:
    """The automatic victory now in effect, if any, as (winner, reason)."""
    state = game.state
    if state.options.get("victory") == "syria_only" or state.winner:
        return None
    good = board.good_resources(state)
    islamist = board.islamist_resources(state)
    us_met = good >= 12
    jihadist_met = islamist >= 6 and (game.is_bot(JIHADIST) or islamist_adjacency(game))
    if oil_spike_side == US and us_met:
        return US, f"{good} Good resources"
    if oil_spike_side == JIHADIST and jihadist_met:
        return JIHADIST, f"{islamist} Islamist Rule resources"
    if us_met and (not jihadist_met or good > 2 * islamist):
        return US, f"{good} Good resources"
    if jihadist_met:
        return JIHADIST, f"{islamist} Islamist Rule resources"
    fair_or_good = board.fair_or_good_count(state)
    if fair_or_good >= 15:
        return US, f"{fair_or_good} Muslim countries at Fair or Good"
    if no_cells_left(game):
        return US, "no cells on the map"
    if state.prestige == 1:
        poor_or_islamist = board.poor_or_islamist_count(state)
        if poor_or_islamist >= 15:
            return JIHADIST, f"{poor_or_islamist} Muslim countries at Poor or Islamist Rule with prestige 1"
    return None


def no_cells_left(game: Game) -> bool:
    """The US wins when no cell is on the map - not against the Jihadist Bot (9.1), nor during set-up."""
    state = game.state
    return state.phase != "setup" and not game.is_bot(JIHADIST) and board.cells_on_map(state) == 0


def check_no_cells(game: Game) -> None:
    """The victory the last cell leaving the map can decide (a removal changes nothing else)."""
    if not game.state.winner and game.state.options.get("victory") != "syria_only" and no_cells_left(game):
        finish(game, US, "no cells on the map")


def check_immediate(game: Game, oil_spike_side: str | None = None) -> None:
    result = immediate_result(game, oil_spike_side)
    if result is not None:
        finish(game, result[0], result[1])


def wmd_in_united_states(game: Game) -> None:
    game.state.us_wmd_resolved = True
    finish(game, JIHADIST, "a WMD plot was resolved in the United States")


def end_of_game_result(game: Game) -> tuple[str | None, str]:
    state = game.state
    if state.options.get("victory") == "syria_only":
        syria = state.countries["Syria"]
        if syria.governance == GOOD:
            return US, "Syria has Good governance at the end"
        if syria.governance == ISLAMIST_RULE:
            return JIHADIST, "Syria is under Islamist Rule at the end"
        return None, "Syria is neither Good nor under Islamist Rule at the end"
    good, islamist = end_scores(game)
    # solitaire (9.1): a human US facing the Jihadist Bot also needs 3 Good resources per deck, plus 3
    minimum = 3 + 3 * state.decks if game.is_bot(JIHADIST) and not game.is_bot(US) else 0
    if good > 2 * islamist and good >= minimum:
        return US, f"the decks ran out with {good} Good resources, more than twice {islamist} Islamist Rule"
    if good < minimum:
        return JIHADIST, f"the decks ran out with {good} Good resources, fewer than the {minimum} the US needs alone"
    return JIHADIST, f"the decks ran out with {good} Good resources, not more than twice {islamist} Islamist Rule"


def end_scores(game: Game) -> tuple[int, int]:
    """Final scoring: a Good country under a green Regime Change marker counts for the Jihadist, as
    Islamist Rule does (with the Caliphate capital's +1)."""
    state = game.state
    good = islamist = 0
    for country in board.muslims(state):
        value = board.resources(state, country)
        green = country.regime_change == "green"
        if country.governance == GOOD and not green:
            good += value
        elif country.governance == ISLAMIST_RULE or green:
            islamist += value
    if state.caliphate_capital:
        islamist += 1
    bonus_good, bonus_islamist = end_bonus(game)  # optional rule 1: markers kept to the end
    return good + bonus_good, islamist + bonus_islamist


def check_overtime(game: Game) -> None:
    """Assad Alone overtime ends after the lapsing-event step in which Syria is an Ally without a
    green Regime Change marker (US) or an Adversary (Jihadist)."""
    syria = game.state.countries["Syria"]
    if syria.alignment == "ally" and syria.regime_change != "green":
        finish(game, US, "Syria is an Ally (overtime)", final=True)
    if syria.alignment == "adversary":
        finish(game, JIHADIST, "Syria is an Adversary (overtime)", final=True)


def finish_at_end(game: Game) -> None:
    winner, reason = end_of_game_result(game)
    finish(game, winner, reason, final=True)
