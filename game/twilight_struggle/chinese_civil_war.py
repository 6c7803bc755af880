"""The Chinese Civil War variant (rule 12, 002 lines 539-568): what it changes while the USSR has not
yet won the civil war (3 USSR influence in the box, 12.2-12.3).

* The China Card is nobody's until then (12.3, set-up) and, if never claimed, gives no VP at the
  end (12.2, `scoring.final_scoring`).
* Events barred until then, though their cards may be played for Ops (12.4, 12.4.3): Red
  Scare/Purge and Cultural Revolution for the USSR, Formosan Resolution for the US. All three
  bans lift the moment the box is won (12.3, TS-S2).
* The US counts as holding The China Card for Ussuri River Skirmish and Nixon Plays the China Card
  (12.4.1); the USSR's Korean War roll takes one more -1 (12.4.2).

The box itself (a place for USSR influence next to the USSR only, in Asia but not Southeast Asia,
scored by no card, 12.1) is `board.CCW_BOX`; winning it is a consequence (`consequences`).
"""

from __future__ import annotations

from .board import card_name
from .facts import facts
from .state import GameState


def undecided(state: GameState) -> bool:
    """The variant is played and the USSR has not won the civil war yet."""
    return bool(state.options.get("chinese_civil_war")) and state.ccw_box is not None


def banned(state: GameState, number: int, side: str) -> str | None:
    """Why `side` may not play the event of card `number` as the variant stands (12.4)."""
    if not undecided(state):
        return None
    if number in facts().setups.chinese_civil_war.no_event_until_control.get(side, ()):
        return f"{card_name(number)} waits for the end of the Chinese Civil War (12.4)"
    return None


def us_counts_as_holding(state: GameState, number: int) -> bool:
    """12.4.1: for these events the US holds The China Card while nobody has it."""
    return undecided(state) and number in facts().setups.chinese_civil_war.us_counts_as_holding_china_card_for


def korean_war_modifier(state: GameState) -> int:
    """12.4.2: the USSR's extra -1 on the Korean War roll."""
    return facts().setups.chinese_civil_war.ussr_korean_war_roll if undecided(state) else 0
