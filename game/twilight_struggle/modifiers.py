"""What a card's Ops are worth when a side plays it now (7.4), and the regions that would add one more.

* The printed value (The China Card: 4), changed by the lasting events in force for the player
  (`hooks` ``ops_change``: Containment and Brezhnev Doctrine add 1 but never take a card above 4;
  Red Scare/Purge takes 1 off). The modifiers are counted together (7.4); a card worth 1 or
  more is never taken below 1 (Red Scare/Purge, 002:804 "cannot be modified").
* Modifiers belong to the player (7.4.1): a card taken from the opponent's hand is worth what
  the taker's modifiers make it.
* Area bonuses, earned only when every Op of the card is spent in the area: The China Card's +1
  in Asia (9.6) and Vietnam Revolts' +1 in Southeast Asia (`hooks` ``ops_area_bonus``). Southeast
  Asia is in Asia (2.1.2), so Ops spent there earn both (7.4's example: 4 +1 +1 -1 = 5).
"""

from __future__ import annotations

from . import hooks
from .board import printed_ops
from .facts import facts
from .game import Game
from .state import CHINA_CARD


def card_ops(game: Game, side: str, number: int, printed: int | None = None) -> int:
    """The Ops card `number` gives `side` now, before any area bonus. `printed` overrides the card's
    value for an event that grants Ops "as if" a card of that value were played (7.4.3)."""
    base = printed_ops(number) if printed is None else printed
    if base <= 0:
        return 0
    return max(1, base + hooks.total("ops_change", game, side, number, base))


def area_bonuses(game: Game, side: str, number: int) -> dict[str, int]:
    """Extra Ops per area when every Op is spent there: {"asia": 1} for The China Card (9.6) and what
    lasting events add (Vietnam Revolts: {"southeast_asia": 1}). Southeast Asia also earns Asia's."""
    bonus: dict[str, int] = {}
    if number == CHINA_CARD:
        bonus["asia"] = facts().turns.china_card_asia_bonus
    for extra in hooks.collect("ops_area_bonus", game, side, number):
        for area, amount in (extra or {}).items():
            bonus[area] = bonus.get(area, 0) + amount
    if "southeast_asia" in bonus and "asia" in bonus:
        bonus["southeast_asia"] += bonus["asia"]  # Southeast Asia is part of Asia (2.1.2)
    return {area: amount for area, amount in bonus.items() if amount > 0}


def bonus_for(bonuses: dict[str, int], places: list[str], in_area) -> int:
    """The largest area bonus whose area holds every place where the Ops were spent."""
    best = 0
    for area, amount in bonuses.items():
        if places and all(in_area(place, area) for place in places):
            best = max(best, amount)
    return best
