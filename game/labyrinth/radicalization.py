"""Radicalization (12.4.3): what the Jihadist Bot does with card Ops its operation left unused.

When the Jihadist Bot's operation used fewer Ops than the card's value (or it did no
operation), it spends the rest, action after action, asking its charts each time what to do
next (``radicalization.use``): a Plot, a Travel or a Recruit - carried out as the operations
themselves, with their own questions - adding the card Ops left to the reserves, or stopping
(the Ops left are lost). Before an operation it is asked whether the reserves top it up
(``radicalization.use_reserves``: only as far as they bring the card to 3 Ops, 12.4.4).
The procedure ends when no card Op is left: never Radicalization with reserves alone.

Which step, where, in which order and when to stop are the Bot's (``jihadist.radicalization``);
this module only keeps the count.
"""

from __future__ import annotations

from . import jihadist_ops, operations, tracks
from .cardplay import MAX_OPS
from .game import Game
from .state import JIHADIST, MAX_RESERVES
from .wording import count

RESERVES, STOP = "reserves", "stop"
RADICALIZATION_OPERATIONS = ("plot", "travel", "recruit")
# a Bot tier may let Radicalization also Jihad (the Enhanced Bot's step 4, EB16); 12.4.3: never
MINOR_JIHAD = "minor_jihad"


def radicalization_uses(game: Game, ops: int, idle: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """What Radicalization may do with `ops`: Plot, Travel, Recruit (not one that just did nothing),
    Minor Jihad where the tier allows it (`radicalization_offers_minor_jihad`), add to reserves, or stop."""
    uses = [name for name in radicalization_operations(game)
            if name not in idle and jihadist_ops.OPERATIONS[name].available(game, ops)]
    if game.state.reserves[JIHADIST] < MAX_RESERVES:
        uses.append(RESERVES)
    return [*uses, STOP]


def radicalization_operations(game: Game) -> tuple[str, ...]:
    """The operations Radicalization may carry out: 12.4.3's three, and Minor Jihad where the tier allows it."""
    if game.capability(JIHADIST, "radicalization_offers_minor_jihad", False):
        return (*RADICALIZATION_OPERATIONS, MINOR_JIHAD)
    return RADICALIZATION_OPERATIONS


def radicalize(game: Game, card_ops: int) -> None:
    """Spend `card_ops` unused card Ops by 12.4.3, asking the Jihadist Bot before each action."""
    state = game.state
    play = game.card_play
    left = card_ops
    # the reserves may bring the card to 3 Ops at most (12.4.4): what the operation did not take
    extra = max(0, min(state.reserves[JIHADIST], MAX_OPS - (play.card_ops if play is not None else card_ops)))
    game.log(f"Jihadist Radicalization with the {count(left, 'card Op')} left (12.4.3; up to {extra} from reserves)",
             JIHADIST)
    labels = {RESERVES: "add the card Ops left to the reserves", STOP: "stop (the Ops left are lost)",
              **{name: jihadist_ops.OPERATIONS[name].label for name in radicalization_operations(game)}}
    idle: set[str] = set()  # operations that did nothing: offering them again could go on for ever
    while left > 0 and state.winner is None:
        top_up = min(extra, state.reserves[JIHADIST])
        use = game.choose(JIHADIST, "radicalization.use", radicalization_uses(game, left + top_up, idle),
                          f"Radicalization with {count(left, 'card Op')}: what next?", labels=labels,
                          always_ask=True, card_ops=left, ops=left + top_up)
        if use == STOP:
            game.log(f"  Radicalization: {count(left, 'Op')} unused")
            break
        if use == RESERVES:
            left -= tracks.add_reserves(game, JIHADIST, left, "Radicalization")
        else:
            ops = left
            if top_up and game.confirm(JIHADIST, "radicalization.use_reserves",
                                       f"Radicalization: top up the {jihadist_ops.OPERATIONS[use].label} "
                                       f"with up to {count(top_up, 'reserve Op')}?", card_ops=left, reserves=top_up):
                ops += top_up
            used = jihadist_ops.OPERATIONS[use].perform(game, ops)
            spent = max(0, used - left)
            tracks.spend_reserves(game, JIHADIST, spent, "Radicalization")
            extra -= spent
            left = max(0, left - used)
            if not used:
                idle.add(use)
        if play is not None:
            play.left = left


operations.register_leftover(JIHADIST, radicalize)
