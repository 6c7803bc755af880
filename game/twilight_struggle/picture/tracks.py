"""The tracks under the map: VP; DEFCON, the turn and action round, The China Card; military operations,
the space race and the events in effect.

Every value is read from the state or from `board`'s derived values; each section is a
`<g id="track-...">` with its values in `data-` attributes (for the browser and the tests) and says
them in words in its heading.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from botkit.svg import label, sub, title, wrap

from .. import board
from ..facts import facts
from ..state import CHINA_CARD, SIDES, US, USSR, GameState, side_name
from ..wording import vp_text
from .style import (
    DEFCON_FILL,
    MARKED,
    MUTED,
    SECTION_FILL,
    SECTION_LINE,
    SIDE_FILL,
    SIDE_INK,
    SIDE_TINT,
)

GAP = 10
HEADING = 11
ROW = 20  # a track's cell height
LASTING_WORDS = {"this_turn": "this turn", "next_action_round": "next round", "until_escape": "until escaped",
                 "until_scoring": "until scored"}
REGION_WORDS = {"europe": "Europe", "asia": "Asia", "middle_east": "Middle East", "africa": "Africa",
                "central_america": "Central America", "south_america": "South America"}


def _section(parent: ET.Element, section_id: str, x: float, y: float, w: float, h: float, heading: str,
             data: dict[str, object]) -> ET.Element:
    group = sub(parent, "g", {"id": section_id, "class": "section track", **data})
    sub(group, "rect", {"x": x, "y": y, "width": w, "height": h, "rx": 4, "fill": SECTION_FILL,
                        "stroke": SECTION_LINE, "stroke-width": 1})
    label(group, x + 6, y + 14, heading, size=HEADING, bold=True, cls="heading")
    return group


def _cells(group: ET.Element, x: float, y: float, width: float, values: Sequence[object], marked: object, *,
           fills: Sequence[str] | None = None, words: Sequence[str] | None = None, size: float = 10) -> None:
    """A row of cells, one per value, the marked one drawn dark (a track's marker)."""
    for index, value in enumerate(values):
        cx = x + index * width
        current = value == marked
        fill = MARKED if current else (fills[index] if fills else "#ffffff")
        sub(group, "rect", {"class": "cell current" if current else "cell", "x": cx, "y": y, "width": width - 2,
                            "height": ROW, "rx": 2, "fill": fill, "stroke": "#9a9a9a", "stroke-width": 0.8,
                            "data-value": str(value)})
        text = words[index] if words else str(value)
        label(group, cx + (width - 2) / 2, y + ROW / 2 + size * 0.36, text, size=size, bold=current,
              fill="#ffffff" if current else "#333333", anchor="middle")


def draw_tracks(parent: ET.Element, state: GameState, top: float, width: float) -> float:
    """Draw every track from `top` down; returns the bottom of what was drawn."""
    panel = sub(parent, "g", {"id": "tracks"})
    y = _vp(panel, state, 10, top, width - 20)
    y += GAP
    x = 10.0
    x = _defcon(panel, state, x, y) + GAP
    x = _turn(panel, state, x, y) + GAP
    x = _round(panel, state, x, y) + GAP
    bottom = _china(panel, state, x, y, width - 10 - x)
    y = bottom + GAP
    x = 10.0
    x = _pairs(panel, "track-military-ops", "Military Ops", state.military_ops, range(6), x, y,
               f"needed: {state.defcon} (DEFCON)") + GAP
    x = _pairs(panel, "track-space", "Space race", state.space, range(9), x, y, "") + GAP
    return _events(panel, state, x, y, width - 10 - x)


def _vp(panel: ET.Element, state: GameState, x: float, y: float, w: float) -> float:
    low, high = facts().turns.vp_range
    values = list(range(low, high + 1))
    cell = (w - 12) / len(values)
    group = _section(panel, "track-vp", x, y, w, 56, f"Victory points: {vp_text(state.vp)}",
                     {"data-value": state.vp})
    label(group, x + w - 6, y + 14, "USSR wins at 20 on the left, the US at 20 on the right", size=9.5, fill=MUTED,
          anchor="end")
    fills = [SIDE_TINT[USSR] if v < 0 else SIDE_TINT[US] if v > 0 else "#ffffff" for v in values]
    _cells(group, x + 6, y + 22, cell, values, state.vp, fills=fills, words=[str(abs(v)) for v in values], size=9.5)
    label(group, x + 6, y + 52, "USSR", size=9.5, bold=True, fill=SIDE_INK[USSR])
    label(group, x + w - 6, y + 52, "US", size=9.5, bold=True, fill=SIDE_INK[US], anchor="end")
    return y + 56


def _defcon(panel: ET.Element, state: GameState, x: float, y: float) -> float:
    levels = list(range(5, 0, -1))
    w = len(levels) * 40 + 12
    closed = board.regions_closed(state.defcon)
    group = _section(panel, "track-defcon", x, y, w, 64, f"DEFCON {state.defcon}",
                     {"data-value": state.defcon, "data-closed": " ".join(closed) or None})
    _cells(group, x + 6, y + 20, 40, levels, state.defcon, fills=[DEFCON_FILL[v] for v in levels], size=11)
    words = ("no coups or realignments in " + ", ".join(REGION_WORDS[r] for r in closed) if closed
             else "nuclear war" if state.defcon <= 1 else "coups and realignments anywhere")
    label(group, x + 6, y + 56, words, size=9, fill=MUTED)
    return x + w


def _turn(panel: ET.Element, state: GameState, x: float, y: float) -> float:
    turns = facts().turns
    values = list(range(1, turns.turns + 1))
    w = len(values) * 28 + 12
    period = turns.period_of(min(max(state.turn, 1), turns.turns))
    group = _section(panel, "track-turn", x, y, w, 64, f"Turn {state.turn} ({period.id.title()} War)",
                     {"data-value": state.turn})
    tints = {"early": "#ffffff", "mid": "#eef2f7", "late": "#e3e9f1"}
    fills = [tints.get(turns.period_of(v).id, "#ffffff") for v in values]
    _cells(group, x + 6, y + 20, 28, values, state.turn, fills=fills)
    for part in turns.periods.values():
        left = x + 6 + (part.first_turn - 1) * 28
        label(group, left + (part.last_turn - part.first_turn + 1) * 14, y + 56, f"{part.id.title()} War", size=9,
              fill=MUTED, anchor="middle")
    return x + w


ROUND_WORDS = {"setup": "set-up", "headline": "headline phase", "end_of_turn": "end of turn",
               "final_scoring": "final scoring", "over": "game over"}


def round_words(state: GameState) -> str:
    """Where the turn stands: 'action round 2 (USSR)', 'headline phase', 'end of turn'..."""
    if state.phase == "action":
        return f"action round {state.action_round} ({side_name(state.phasing)})" if state.phasing \
            else f"action round {state.action_round}"
    return ROUND_WORDS.get(state.phase, state.phase)


def _first_upper(text: str) -> str:
    """'Action round 2 (USSR)': the first letter up, the rest as it is (str.capitalize would write 'ussr')."""
    return text[:1].upper() + text[1:]


def _round(panel: ET.Element, state: GameState, x: float, y: float) -> float:
    rounds = facts().turns.period_of(min(max(state.turn, 1), facts().turns.turns)).action_rounds
    rounds = max(rounds + 1, state.action_round)  # the Space Station's eighth round
    values: list[object] = ["H", *range(1, rounds + 1)]
    w = len(values) * 28 + 12
    marked: object = "H" if state.phase == "headline" else state.action_round if state.phase == "action" else None
    group = _section(panel, "track-round", x, y, w, 64, _first_upper(round_words(state)),
                     {"data-phase": state.phase, "data-value": state.action_round,
                      "data-phasing": state.phasing or None})
    _cells(group, x + 6, y + 20, 28, values, marked)
    taken = ", ".join(f"{side_name(s)} {state.rounds_taken.get(s, 0)}" for s in (USSR, US))
    label(group, x + 6, y + 56, f"rounds taken: {taken}", size=9, fill=MUTED)
    return x + w


def _china(panel: ET.Element, state: GameState, x: float, y: float, w: float) -> float:
    holder = state.china_holder
    face = "up" if state.china_face_up else "down"
    group = _section(panel, "track-china", x, y, w, 64, board.card_name(CHINA_CARD),
                     {"data-holder": holder or "none", "data-face": face})
    if holder is None:
        words, more = "nobody holds it", "(the Chinese Civil War is not won yet)"
    else:
        words = f"held by the {side_name(holder)}, face {face}"
        more = "playable" if state.china_face_up else "turns face up at the end of the turn"
    card_x = x + 8
    sub(group, "rect", {"class": "china-card", "x": card_x, "y": y + 22, "width": 26, "height": 34, "rx": 3,
                        "fill": SIDE_FILL[holder] if holder and state.china_face_up else "#ffffff",
                        "stroke": SIDE_FILL[holder] if holder else MUTED, "stroke-width": 1.5,
                        "stroke-dasharray": None if state.china_face_up else "3 2"})
    if holder and state.china_face_up:
        label(group, card_x + 13, y + 44, "6", size=12, bold=True, fill="#ffffff", anchor="middle")
    label(group, card_x + 36, y + 36, words, size=11, bold=True, fill=SIDE_INK[holder] if holder else "#111111",
          cls="china-words")
    label(group, card_x + 36, y + 52, more, size=9.5, fill=MUTED)
    return y + 64


def _pairs(panel: ET.Element, section_id: str, heading: str, values: dict[str, int], cells: range, x: float,
           y: float, note: str) -> float:
    """A track with a row for each side (military operations, the space race)."""
    width = 24
    w = 48 + len(cells) * width + 10
    words = ", ".join(f"{side_name(s)} {values[s]}" for s in SIDES)
    group = _section(panel, section_id, x, y, w, 78, f"{heading}: {words}",
                     {f"data-{s}": values[s] for s in SIDES})
    for index, side in enumerate(SIDES):
        row = y + 20 + index * (ROW + 3)
        label(group, x + 6, row + 14, side_name(side), size=10, bold=True, fill=SIDE_INK[side])
        _cells(group, x + 46, row, width, list(cells), values[side], fills=[SIDE_TINT[side]] * len(cells))
    if note:
        label(group, x + 6, y + 72, note, size=9, fill=MUTED)
    return x + w


def effect_words(number: int, entry: dict[str, object]) -> str:
    """'NATO (US)', 'Chernobyl (US: Europe)', 'Red Scare/Purge (on the US, this turn)'."""
    card = facts().cards.get(number)
    name = card.name if card is not None else f"#{number}"
    side = str(entry.get("side") or "")
    bits = [f"on the {side_name(str(entry['victim']))}" if entry.get("victim") else side_name(side) if side else ""]
    region = entry.get("region")
    if isinstance(region, str):
        bits[0] += f": {REGION_WORDS.get(region, region)}"
    lasting = LASTING_WORDS.get(card.lasting or "") if card is not None else None
    if lasting:
        bits.append(lasting)
    inside = ", ".join(b for b in bits if b)
    return f"{name} ({inside})" if inside else name


def _events(panel: ET.Element, state: GameState, x: float, y: float, w: float) -> float:
    words = [effect_words(n, entry) for n, entry in sorted(state.effects.items())]
    lines = wrap(words, w - 12, 10) or ["none"]
    shown = lines[:4] if len(lines) <= 4 else [*lines[:3], lines[3] + " ..."]
    height = max(78.0, 24 + 14 * len(shown))
    group = _section(panel, "track-events", x, y, w, height, f"Events in effect ({len(words)})",
                     {"data-count": len(words), "data-cards": " ".join(str(n) for n in sorted(state.effects)) or None})
    title(group, "Events in effect: " + ("; ".join(words) or "none"))
    for index, line in enumerate(shown):
        label(group, x + 6, y + 32 + 14 * index, line, size=10, fill="#111111" if words else MUTED, cls="event")
    return y + height
