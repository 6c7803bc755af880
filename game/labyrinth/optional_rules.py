"""Optional rules 1 and 2 of the Awakening rulebook (rule 3, variable Bot difficulty, is the Bots').

1. *Zakat and the Strong Horse*: each side holds a one-use marker. The US may flip Strong
   Horse to set prestige to 6; the Jihadist may flip Zakat to set funding to 6. A marker kept
   to the end scores: Strong Horse as 2 Good resources, Zakat as 1 Islamist Rule resource.
   A player is offered the flip at the start of each of their action phases (and the
   Jihadist also before the cards are dealt at the end of a turn). A Bot uses Strong Horse
   the first time a US action phase begins with prestige Low, and Zakat the first time a
   turn ends with funding Tight, before the deal.
2. *Heroic Alerts* (a human US player only): Alert with 1-3 Ops in a Good country or 2-3
   Ops in a Fair one; with fewer than 3 Ops the Alert succeeds only on a die at most the
   card's Ops (`us_ops` reads `heroic_alerts`).

Choices (yes/no): ``rule1.strong_horse`` (US, start of its action phases), ``rule1.zakat``
(Jihadist, start of its action phases) and ``rule1.zakat_at_deal`` (Jihadist, before the deal).
The Bots answer them in their answer charts (the solitaire conditions above).
"""

from __future__ import annotations

from .game import Game
from .state import JIHADIST, US
from .tracks import set_funding, set_prestige

OPTIONAL_RULES = {1: "Zakat and the Strong Horse", 2: "Heroic Alerts", 3: "variable Bot difficulty"}
# optional rule 3: the Jihadist personality cards; played for an event they move the Bots' markers
PERSONALITY_CARDS = (215, 216, 219, 225, 237)
STRONG_HORSE = "Strong Horse"
ZAKAT = "Zakat"
MARKER_OF = {US: STRONG_HORSE, JIHADIST: ZAKAT}


def enabled(game: Game, rule: int) -> bool:
    return rule in game.state.options.get("rules", [])


def personality_event(number: int) -> bool:
    """Optional rule 3: is the card a Jihadist personality (its event played moves capability markers)?"""
    return number in PERSONALITY_CARDS


def heroic_alerts(game: Game) -> bool:
    """Rule 2 applies to a human US player only."""
    return enabled(game, 2) and not game.is_bot(US)


def unused(game: Game, side: str) -> bool:
    """The side still holds its rule-1 marker."""
    return enabled(game, 1) and MARKER_OF[side] not in game.state.options.get("rule1_used", [])


def use(game: Game, side: str) -> None:
    state = game.state
    state.options.setdefault("rule1_used", []).append(MARKER_OF[side])
    if side == US:
        game.log("The US flips Strong Horse (optional rule 1)")
        set_prestige(game, 6, "Strong Horse")
    else:
        game.log("The Jihadist flips Zakat (optional rule 1)")
        set_funding(game, 6, "Zakat")


def at_action_phase(game: Game, side: str) -> None:
    """The side may flip its marker at the start of its action phase (a Bot's charts decide)."""
    if not unused(game, side):
        return
    effect = "prestige to 6" if side == US else "funding to 6"
    purpose = "rule1.strong_horse" if side == US else "rule1.zakat"
    if game.confirm(side, purpose, f"Flip your {MARKER_OF[side]} marker now ({effect})? "
                                   "It is worth more kept to the end."):
        use(game, side)


def before_deal(game: Game) -> None:
    """End of turn, before the cards are dealt: the Jihadist may flip Zakat."""
    if unused(game, JIHADIST) and game.confirm(JIHADIST, "rule1.zakat_at_deal",
                                               "Flip your Zakat marker before the deal (funding to 6)?"):
        use(game, JIHADIST)


def end_bonus(game: Game) -> tuple[int, int]:
    """(Good, Islamist Rule) resources the unused markers are worth at the end."""
    return (2 if unused(game, US) else 0, 1 if unused(game, JIHADIST) else 0)
