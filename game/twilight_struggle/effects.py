"""Board primitives for lasting effects: an event's effect begins, changes, or ends.

A lasting effect is kept in ``state.effects`` under its card's number with what it needs to
remember (``side``: who played the event, or whom it binds when the card says so; plus the
card's own particulars). The card modules read them through their hooks; `end_of_turn` ends the
effects that last for the turn (the card table's ``lasting: this_turn``).
"""

from __future__ import annotations

from typing import Any

from .game import Game


def start(game: Game, card: int, side: str, why: str = "", **data: Any) -> None:
    game.state.effects[card] = {"side": side, **data}
    game.report("effect_on", card=card, side=side, why=why)
    game.changed("effect", str(card), before=None, after=side)


def update(game: Game, card: int, **data: Any) -> None:
    """Change what an effect in force remembers (a trap's victim after a roll, a count...)."""
    game.state.effects[card].update(data)


def end(game: Game, card: int, why: str = "") -> bool:
    """End the effect of `card`; False if it was not in effect."""
    entry = game.state.effects.pop(card, None)
    if entry is None:
        return False
    game.report("effect_off", card=card, why=why)
    game.changed("effect", str(card), before=entry.get("side"), after=None)
    return True
