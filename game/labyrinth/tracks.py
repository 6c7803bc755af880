"""Prestige, funding, the US posture and the reserves: changes clamped to their tracks (1..12, 1..9, 0..2).

Every change is reported (`Game.report`: the log's line, the table's instruction). A change of
prestige is also handed to the consequences (`Game.changed`): prestige 1 is part of a Jihadist
automatic victory. Funding, posture and reserves set nothing off by themselves.
"""

from __future__ import annotations

from .board import gwot_penalty
from .game import Game
from .state import HARD, MAX_FUNDING, MAX_PRESTIGE, MAX_RESERVES, SOFT


def change_prestige(game: Game, amount: int, why: str = "") -> None:
    if amount == 0:
        return
    state = game.state
    before = state.prestige
    state.prestige = max(1, min(MAX_PRESTIGE, before + amount))
    game.report("prestige", before=before, after=state.prestige, wanted=amount, why=why)
    if state.prestige != before:
        game.changed("prestige", before=before, after=state.prestige)


def set_prestige(game: Game, value: int, why: str = "") -> None:
    change_prestige(game, value - game.state.prestige, why)


def change_funding(game: Game, amount: int, why: str = "") -> None:
    if amount == 0:
        return
    state = game.state
    before = state.funding
    state.funding = max(1, min(MAX_FUNDING, before + amount))
    game.report("funding", before=before, after=state.funding, wanted=amount, why=why)


def set_funding(game: Game, value: int, why: str = "") -> None:
    change_funding(game, value - game.state.funding, why)


def set_us_posture(game: Game, posture: str) -> None:
    before = game.state.us_posture
    if before != posture:
        game.report("us_posture", before=before, after=posture)
        game.state.us_posture = posture
    # optional rule 3: a US Bot's capability markers follow each posture an event, a
    # Reassessment or a plot in the United States sets
    game.trigger(f"us_posture_{posture}")


def add_reserves(game: Game, side: str, ops: int, why: str = "") -> int:
    """Up to `ops` Ops into the side's reserves (at most 2 there, 4.7.9); returns how many went in."""
    added = max(0, min(ops, MAX_RESERVES - game.state.reserves[side]))
    set_reserves(game, side, game.state.reserves[side] + added, why)
    return added


def spend_reserves(game: Game, side: str, ops: int, why: str = "") -> int:
    """Up to `ops` Ops out of the side's reserves (a Bot's operation that used more than its card, 12.4.4,
    13.4.5; a person's card taking them all, 4.7.9); returns how many were spent."""
    spent = min(game.state.reserves[side], max(0, ops))
    set_reserves(game, side, game.state.reserves[side] - spent, why)
    return spent


def set_reserves(game: Game, side: str, value: int, why: str = "") -> None:
    """Move the side's reserves marker to `value` (the end of the turn, Cyber Warfare's theft)."""
    before = game.state.reserves[side]
    after = max(0, min(MAX_RESERVES, value))
    if after != before:
        game.state.reserves[side] = after
        game.report("reserves", side=side, before=before, after=after, why=why)


def roll_prestige(game: Game, why: str = "") -> int:
    """The prestige roll (plot in the US, some events and operations): returns the change.

    One die for the direction (5-6 up, 1-4 down; -1 to it while there is a GWOT penalty),
    two dice for the amount (the lower one counts).
    """
    direction = game.roll("prestige roll (direction)")
    amounts = [game.roll("prestige roll (amount)"), game.roll("prestige roll (amount)")]
    modified = direction - (1 if gwot_penalty(game.state) > 0 else 0)
    change = min(amounts) if modified >= 5 else -min(amounts)
    before = game.state.prestige
    change_prestige(game, change, why or "prestige roll")
    return game.state.prestige - before


def roll_us_posture(game: Game, why: str = "") -> str:
    """Roll the US posture: one die +1; a modified 1-4 is Soft, 5 or more Hard."""
    die = game.roll("US posture")
    posture = SOFT if die + 1 < 5 else HARD
    game.log(f"US posture roll {die} +1 = {die + 1}: {posture.title()}{f' ({why})' if why else ''}")
    set_us_posture(game, posture)
    return posture
