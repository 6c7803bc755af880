"""A turn in a few lines, the end of a game, and a finished game's facts for tournament tables."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..board import card_name
from ..state import SIDES, GameState, side_name
from ..wording import vp_text
from .visibility import Sight


def turn_summary(turn: int, before: GameState, after: GameState, entries: Iterable[Any], *, sight: Sight) -> list[str]:
    """What turn `turn` changed: the tracks, the cards played and the scorings (public facts only)."""
    lines = [f"Turn {turn} in short:"]
    tracks = []
    if before.vp != after.vp:
        tracks.append(f"VP {vp_text(before.vp)} -> {vp_text(after.vp)}")
    if before.defcon != after.defcon:
        tracks.append(f"DEFCON {before.defcon} -> {after.defcon}")
    for side in SIDES:
        if before.space[side] != after.space[side]:
            tracks.append(f"{side_name(side)} space race {before.space[side]} -> {after.space[side]}")
    lines.append("; ".join(tracks) if tracks else "the tracks did not move")
    scored = [e.text for e in entries if e.kind == "score"]
    lines += scored
    played = sorted({int(n) for n in set(after.discard) | set(after.removed)} - set(before.discard) - set(before.removed))
    if played:
        lines.append("Cards now discarded or removed: " + ", ".join(card_name(n) for n in played))
    return lines


def final_screen(state: GameState) -> list[str]:
    """Who won, how and when, and the tracks as they ended."""
    if state.winner in SIDES:
        head = f"The {side_name(state.winner)} wins on turn {state.turn}: {state.end_reason}."
    else:
        head = f"The game ends on turn {state.turn} in a draw: {state.end_reason or 'nobody wins'}."
    space = ", ".join(f"{side_name(s)} {state.space[s]}" for s in SIDES)
    return [head, f"VP {vp_text(state.vp)}, DEFCON {state.defcon}, space race {space}."]


def result_facts(state: GameState) -> dict[str, Any]:
    """The final tracks of a finished game (tournament tables, `simulate --json`)."""
    return {"turn": state.turn, "vp": state.vp, "defcon": state.defcon, "space_us": state.space["us"],
            "space_ussr": state.space["ussr"], "military_ops_us": state.military_ops["us"],
            "military_ops_ussr": state.military_ops["ussr"]}


# the reasons `victory` gives, by what they start or hold: the kind a table counts
KINDS = (("nuclear war", "nuclear war"), ("held a scoring card", "scoring card held"), ("controls Europe", "Europe"),
         ("reached", "20 VP"), ("played Wargames", "Wargames"), ("final scoring", "final scoring"))


def victory_kind(reason: str) -> str:
    for words, kind in KINDS:
        if words in reason:
            return kind
    return reason or "-"
