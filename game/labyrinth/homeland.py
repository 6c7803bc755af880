"""Homeland operations (13.4.4): what the US Bot does with card Ops its operation left unused.

When the US Bot's operation used fewer Ops than the card's value (or it did no operation),
it spends the rest, action after action, asking its charts each time what to do next
(``homeland.use``): a Disrupt or a War of Ideas - carried out as the operations themselves,
with their own target questions - adding the Ops left to the reserves, or stopping (the Ops
left are lost). The reserves may top up an action (``$ops`` = card Ops left + reserves) but
never pay for one alone: the procedure ends when no card Op is left. Homeland does not count
toward the one operation / one country per card limit (13.4.3).

Which action, where, and when to stop are the Bot's (``us.homeland``); this module only
keeps the count.
"""

from __future__ import annotations

from . import operations, tracks, us_ops
from .game import Game
from .state import MAX_RESERVES, US

RESERVES, STOP = "reserves", "stop"
HOMELAND_OPERATIONS = ("disrupt", "war_of_ideas")


def homeland_uses(game: Game, ops: int) -> list[str]:
    """The Homeland actions possible with `ops`: Disrupt, War of Ideas, the reserves, stopping."""
    uses = [name for name in HOMELAND_OPERATIONS if us_ops.OPERATIONS[name].available(game, ops)]
    if game.state.reserves[US] < MAX_RESERVES:
        uses.append(RESERVES)
    return [*uses, STOP]


def homeland(game: Game, card_ops: int) -> None:
    """Spend `card_ops` unused card Ops by 13.4.4, asking the US Bot before each action."""
    state = game.state
    left = card_ops
    game.log(f"US Homeland with {left} card Op(s) (reserves {state.reserves[US]})", US)
    labels = {RESERVES: "add the card Ops left to the reserves", STOP: "stop (the Ops left are lost)",
              **{name: us_ops.OPERATIONS[name].label for name in HOMELAND_OPERATIONS}}
    while left > 0 and state.winner is None:
        ops = left + state.reserves[US]
        use = game.choose(US, "homeland.use", homeland_uses(game, ops), f"Homeland with {left} card Op(s): what next?",
                          labels=labels, always_ask=True, card_ops=left, ops=ops)
        if use == STOP:
            game.log(f"  Homeland: {left} Op(s) unused")
            break
        if use == RESERVES:
            left -= tracks.add_reserves(game, US, left, "Homeland")
        else:
            used = us_ops.OPERATIONS[use].perform(game, ops)
            tracks.spend_reserves(game, US, used - left, "Homeland")
            left = max(0, left - max(1, used))
        if game.card_play is not None:
            game.card_play.left = left


operations.register_leftover(US, homeland)
