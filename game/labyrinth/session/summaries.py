"""The summaries a session gives: the end of each turn, and the end of the game.

Both are plain lines built from the state and the game log, so every front end shows the
same thing: `turn_summary` what a turn changed (tracks, countries, plots and events, the
cards played), `final_screen` who won, how and when, the final tracks and a short timeline
of the game.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..game import LogEntry
from ..state import GameState
from ..wording import side_name
from .changes import differences, track_line
from .visibility import Sight

# log entries worth a place in the game's timeline
NOTABLE = {"caliphate_declared", "caliphate_moved", "civil_war", "tile_flipped", "deck_begins"}


def turn_summary(turn: int, before: GameState, after: GameState, entries: Iterable[LogEntry], *,
                 sight: Sight) -> list[str]:
    """What turn `turn` changed, from the state at its start to `after`, in a few lines, as `sight` may see it."""
    found = differences(before, after, sight=sight)
    lines = [f"Turn {turn} in short:"]
    tracks = [d.changed for d in found if d.what == "track"]
    if tracks:
        lines.append("  Tracks: " + "; ".join(tracks))
    countries: dict[str, list[str]] = {}
    for d in found:
        if d.what == "country":
            countries.setdefault(d.where, []).append(d.changed.removeprefix(f"{d.where}: "))
    for name, changes in countries.items():
        lines.append(f"  {name}: " + ", ".join(changes))
    boxes = [d.changed for d in found if d.what == "box"]
    if boxes:
        lines.append("  Boxes: " + "; ".join(boxes))
    entries = list(entries)
    played = cards_played(entries)
    for side, cards in played.items():
        lines.append(f"  {side_name(side)} played: " + ", ".join(cards))
    for entry in entries:
        if entry.kind == "hands_dealt":
            lines.append(f"  Hands dealt for the next turn: Jihadist {entry.fields['jihadist']}, US {entry.fields['us']}")
    if len(lines) == 1:
        lines.append("  nothing changed on the board")
    return lines


def cards_played(entries: Iterable[LogEntry]) -> dict[str, list[str]]:
    """Side -> the cards it played, in order, from the log."""
    played: dict[str, list[str]] = {}
    for entry in entries:
        if entry.kind == "card_played":
            played.setdefault(entry.fields["side"], []).append(entry.fields["name"])
    return played


def final_screen(state: GameState, entries: list[LogEntry]) -> list[str]:
    """The end of the game: the winner, how and when, the final tracks and a short timeline."""
    winner = state.winner
    if winner in ("us", "jihadist"):
        headline = f"{side_name(winner)} wins on turn {state.turn}: {state.victory}."
    else:
        headline = f"A draw on turn {state.turn}: {state.victory}."
    lines = [headline, "Final position: " + track_line(state) + "."]
    first = state.options.get("first_victory")
    if first:
        lines.append(f"(Played on after {side_name(first['winner'])}'s victory on turn {first['turn']}: "
                     f"{first['reason']}.)")
    lines.append("Timeline:")
    lines.extend("  " + line for line in timeline(entries))
    return lines


def timeline(entries: list[LogEntry]) -> list[str]:
    """One line per turn: the cards each side played and what changed the map most."""
    turns: dict[int, list[LogEntry]] = {}
    for entry in entries:
        turns.setdefault(entry.turn, []).append(entry)
    lines = []
    for turn, held in sorted(turns.items()):
        played = cards_played(held)
        bits = [f"{len(cards)} {side_name(side)} card{'s' if len(cards) != 1 else ''}" for side, cards in played.items()]
        for entry in held:
            if entry.kind in NOTABLE:
                bits.append(entry.text.strip())
            elif entry.kind == "governance" and entry.fields.get("after") in ("Good", "Islamist Rule"):
                bits.append(f"{entry.fields['country']} to {entry.fields['after']}")
            elif entry.kind == "regime_change" and entry.fields.get("after") == "green":
                bits.append(f"Regime Change in {entry.fields['country']}")
            elif entry.text.startswith("GAME OVER"):
                bits.append(entry.text.strip())
        if bits:
            lines.append(f"Turn {turn}: " + "; ".join(bits))
    return lines
