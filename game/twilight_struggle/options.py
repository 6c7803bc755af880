"""The options a game is created with, checked before anything is set up.

* ``optional_cards`` (bool): the Deluxe optional cards 104-110 join their periods' decks (002:666
  leaves them out unless the players agree).
* ``tournament`` (bool): rule 11's tournament game - cards dealt one at a time, USSR first
  (11.1.3), held cards shown at the end of each turn (4.5 F, 11.1.2). The engine deals that way
  and makes a held scoring card lose in every game (TS-R6), so the option records the agreement.
* ``bid`` ({"side": "us"|"ussr", "influence": n}): the side that won the bid's opponent places
  `n` extra influence after the set-up, only where it already has influence and never more than 2
  above what control needs (11.1.4, 11.1.4.1).
* ``chinese_civil_war`` (bool): the variant of rule 12 (standard set-up only).
* The designers' optional rules (002:1350-1367): ``realign_ignores_defcon``,
  ``realign_no_self_loss``, ``mixed_influence_realign``, ``space_may_skip_roll`` (bools).
"""

from __future__ import annotations

from typing import Any

from .state import SIDES

FLAGS = ("optional_cards", "tournament", "chinese_civil_war", "realign_ignores_defcon", "realign_no_self_loss",
         "mixed_influence_realign", "space_may_skip_roll")
OPTIONAL_RULES = ("realign_ignores_defcon", "realign_no_self_loss", "mixed_influence_realign", "space_may_skip_roll")


class OptionError(ValueError):
    """Options a game cannot be created with."""


def check(options: dict[str, Any] | None, scenario: str) -> dict[str, Any]:
    """The options, checked and with every flag present (False unless given)."""
    given = dict(options or {})
    problems = []
    for key in given:
        if key not in FLAGS and key != "bid":
            problems.append(f"unknown option {key!r} (known: {', '.join((*FLAGS, 'bid'))})")
    for flag in FLAGS:
        if flag in given and not isinstance(given[flag], bool):
            problems.append(f"option {flag} must be true or false, not {given[flag]!r}")
    bid = given.get("bid")
    if bid is not None:
        if (not isinstance(bid, dict) or bid.get("side") not in SIDES or not isinstance(bid.get("influence"), int)
                or isinstance(bid.get("influence"), bool) or bid["influence"] < 0):
            problems.append("option bid must be {'side': 'us'|'ussr', 'influence': a whole number >= 0}")
        elif scenario != "standard":
            problems.append("the bid's extra influence belongs to the standard set-up (11.1.4)")
    if given.get("chinese_civil_war") and scenario != "standard":
        problems.append("the Chinese Civil War variant changes the standard game (12.0)")
    if problems:
        raise OptionError("; ".join(problems))
    checked = {flag: bool(given.get(flag, False)) for flag in FLAGS}
    if bid is not None:
        checked["bid"] = {"side": bid["side"], "influence": bid["influence"]}
    return checked
