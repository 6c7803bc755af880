"""One country's box: governance or posture, alignment, every piece and every marker.

Each box is one `<g id="country-NAME">` whose `data-` attributes repeat what it shows
(for a browser to read and a test to count), with a `<title>` giving the details in
words (both from `details`). Pieces are one element each (`class="piece troop"` ...), drawn as small stacks
with their count; plots are `class="plot face-up|face-down"` and a face-down plot's
kind appears nowhere in the picture.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from botkit.svg import fitting_size, label, number, sub, text_width, title

from .. import board, facts
from ..state import FAIR, GOVERNANCE_TEXT, Country, GameState
from .details import Marker, css_word, data_attributes, describe, markers_of, piece_counts
from .layout import Place
from .style import (
    ALIGNMENT,
    GOVERNANCE,
    MARKERS,
    MUSLIM_BODY,
    OTHER_BODY,
    OUTLINE,
    PIECE_ORDER,
    POSTURE,
    Swatch,
)
from .tokens import PIECE, PLOT, piece, plot_marker

PAD = 4
BAND = 30  # height of the coloured band: name and governance (or posture)
PILL_HEIGHT = 13
PILL_FONT = 9
ROW_GAP = 2


def country_element_id(name: str) -> str:
    """The SVG id of a country's group: `country-Gulf_States`, `country-Algeria_Tunisia`."""
    return "country-" + re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")


class Flow:
    """Places items left to right in rows inside a box; says when there is no room left."""

    def __init__(self, left: float, top: float, width: float, bottom: float) -> None:
        self.left, self.width, self.bottom = left, width, bottom
        self.x, self.y, self.row = left, top, 0.0

    def take(self, width: float, height: float) -> tuple[float, float] | None:
        if self.x > self.left and self.x + width > self.left + self.width:
            self.newline()
        if self.y + height > self.bottom:
            return None
        spot = (self.x, self.y)
        self.x += width + 4
        self.row = max(self.row, height)
        return spot

    def newline(self) -> None:
        if self.x > self.left:
            self.x = self.left
            self.y += self.row + ROW_GAP
            self.row = 0.0


# -- drawing ---------------------------------------------------------------------------------


def draw_country(parent: ET.Element, state: GameState, place: Place, caliphate: list[str], *,
                 hide_plots: bool) -> ET.Element:
    country = state.countries[place.name]
    printed = facts.countries()[place.name]
    classes = ["country", "muslim" if country.muslim else "non-muslim"]
    if country.muslim:
        swatch = GOVERNANCE[country.governance]
        classes += [f"governance-{css_word(swatch.word)}", f"alignment-{country.alignment or 'none'}"]
        word, ink, outline, dash = ALIGNMENT.get(country.alignment or "", ("", "#555555", 1.2, None))
    else:
        if country.kind == "iran_special":
            swatch = GOVERNANCE[FAIR]
            classes.append("posture-none")
        else:
            posture = board.posture_of(state, place.name)
            swatch = POSTURE[posture]
            classes.append(f"posture-{posture or 'untested'}")
        word, ink, outline, dash = "", "#555555", 1.2, None
    if printed.schengen:
        classes.append("schengen")
    group = sub(parent, "g", {"id": country_element_id(place.name), "class": " ".join(classes),
                              **data_attributes(state, country, caliphate, hide_plots=hide_plots)})
    title(group, describe(state, country, caliphate, hide_plots=hide_plots))
    x, y, w, h = place.x, place.y, place.width, place.height
    sub(group, "rect", {"class": "box", "x": x, "y": y, "width": w, "height": h, "rx": 5,
                        "fill": MUSLIM_BODY if country.muslim else OTHER_BODY,
                        "stroke": ink if word else OUTLINE, "stroke-width": outline, "stroke-dasharray": dash})
    sub(group, "path", {"class": "band", "fill": swatch.fill, "d": _band_path(x, y, w, BAND, 5)})
    _header(group, state, country, place, swatch)
    if country.muslim:
        top = _alignment_line(group, country, place, word, ink)
    else:
        top = _governance_line(group, country, place)
    flow = Flow(x + PAD, top, w - 2 * PAD, y + h - 3)
    _draw_pieces(group, country, flow)
    flow.newline()
    _draw_markers(group, state, country, flow, caliphate, hide_plots=hide_plots)
    # the outline again on top, so a full box never hides its alignment border
    sub(group, "rect", {"class": "outline", "x": x, "y": y, "width": w, "height": h, "rx": 5, "fill": "none",
                        "stroke": ink if word else OUTLINE, "stroke-width": outline, "stroke-dasharray": dash})
    return group


def _band_path(x: float, y: float, w: float, h: float, r: float) -> str:
    """A rectangle with its top corners rounded like the box's."""
    n = number
    return (f"M{n(x)},{n(y + h)} V{n(y + r)} Q{n(x)},{n(y)} {n(x + r)},{n(y)} H{n(x + w - r)} "
            f"Q{n(x + w)},{n(y)} {n(x + w)},{n(y + r)} V{n(y + h)} Z")


def _header(group: ET.Element, state: GameState, country: Country, place: Place, swatch: Swatch) -> None:
    """The band: the name on top; below it governance and resources (Muslim) or posture."""
    x, y, w = place.x, place.y, place.width
    ink = swatch.ink
    size = fitting_size(place.label, w - 2 * PAD, 11.5, minimum=8.5, bold=True)
    label(group, x + PAD, y + 13, place.label, size=size, bold=True, fill=ink, cls="name")
    right = 0.0
    aside = ""
    if country.muslim:
        status = swatch.word
        resources = board.resources(state, country)
        badge = f"{resources}" + (" oil" if country.oil_exporter else "")
        right = text_width(badge, 9, bold=True) + 8
        bx = x + w - PAD - right
        holder = sub(group, "g", {"class": "resources"})
        sub(holder, "rect", {"x": bx, "y": y + 16.5, "width": right, "height": 12, "rx": 6, "fill": "#ffffff",
                             "stroke": "#333333", "stroke-width": 0.8})
        label(holder, bx + right / 2, y + 26, badge, size=9, bold=True, anchor="middle")
    elif country.kind == "iran_special":
        status, aside = "Fair", "no posture"
        right = text_width(aside, 8.5) + 4
    else:
        status = POSTURE[board.posture_of(state, country.name)].word
        if country.name == "United States":
            status = f"US {status}"
    size = fitting_size(status, w - 2 * PAD - right - 3, 10.5, minimum=8, bold=True)
    label(group, x + PAD, y + 26.5, status, size=size, bold=True, fill=ink, cls="status")
    if aside:
        label(group, x + w - PAD, y + 26.5, aside, size=8.5, fill=ink, anchor="end")


def _alignment_line(group: ET.Element, country: Country, place: Place, word: str, ink: str) -> float:
    x, y, w = place.x, place.y, place.width
    if word:
        label(group, x + PAD, y + BAND + 12, word, size=10.5, bold=True, fill=ink, cls="alignment")
    sect = "Shia-Mix" if country.shia_mix else "Sunni"
    label(group, x + w - PAD, y + BAND + 12, sect, size=8.5, fill="#666666", anchor="end")
    return y + BAND + 16


def _governance_line(group: ET.Element, country: Country, place: Place) -> float:
    """A non-Muslim country's printed governance (what recruiting and plots there use)."""
    printed = facts.countries()[country.name]
    if printed.governance and country.kind == "non_muslim":
        label(group, place.x + PAD, place.y + BAND + 11, f"Governance {GOVERNANCE_TEXT[printed.governance]}",
              size=8.5, fill="#555555")
        return place.y + BAND + 15
    return place.y + BAND + 3


def _draw_pieces(group: ET.Element, country: Country, flow: Flow) -> None:
    for kind in PIECE_ORDER:
        count = piece_counts(country)[kind]
        if not count:
            continue
        shown = min(count - 1, 4) * 2.5
        digits = str(count) if count > 1 else ""
        width = PIECE + shown + (text_width(digits, 10, bold=True) + 2 if digits else 0)
        spot = flow.take(width, PIECE + 2)
        if spot is None:  # no room: the pieces still exist, stacked at the last place
            spot = (flow.x, flow.y)
        px, py = spot
        stack = sub(group, "g", {"class": f"stack {kind}", "data-count": count})
        for index in range(count):
            piece(stack, kind, px + min(index, 4) * 2.5, py + 1)
        if digits:
            label(stack, px + PIECE + shown + 1.5, py + PIECE, digits, size=10, bold=True, fill="#111111")


def _draw_markers(group: ET.Element, state: GameState, country: Country, flow: Flow, caliphate: list[str], *,
                  hide_plots: bool) -> None:
    for plot in country.plots:
        visible = plot.face_up or not hide_plots
        spot = flow.take(PLOT, PLOT) or (flow.x, flow.y)
        plot_marker(group, spot[0], spot[1], plot.kind if visible else None, face_up=plot.face_up,
                    backlash=plot.backlash)
    markers = markers_of(state, country, caliphate)
    room = _pills_fit(markers, flow, short=False)
    short = not room
    if short:
        room = _pills_fit(markers, flow, short=True)
    shown = markers if room else _fit_with_more(markers, flow)
    for marker in shown:
        _pill(group, marker, flow, short=short)


def _pill_width(text: str) -> float:
    return text_width(text, PILL_FONT) + 6


def _pill_text(marker: Marker, flow: Flow, *, short: bool) -> str:
    """The marker's words, shorter when they would not fit a whole row of the box."""
    text = marker.short if short else marker.text
    if _pill_width(text) > flow.width:
        text = marker.short
    while len(text) > 2 and _pill_width(text) > flow.width:
        text = text[:-2] + "."
    return text


def _pills_fit(markers: list[Marker], flow: Flow, *, short: bool) -> bool:
    probe = Flow(flow.left, flow.y, flow.width, flow.bottom)
    probe.x, probe.row = flow.x, flow.row
    return all(probe.take(_pill_width(_pill_text(m, flow, short=short)), PILL_HEIGHT) for m in markers)


def _fit_with_more(markers: list[Marker], flow: Flow) -> list[Marker]:
    """As many markers as fit in short words, the last place saying how many more the title lists."""
    for keep in range(len(markers) - 1, -1, -1):
        more = Marker("event", f"+{len(markers) - keep}", f"+{len(markers) - keep}")
        if _pills_fit([*markers[:keep], more], flow, short=True):
            return [*markers[:keep], more]
    return []


def _pill(group: ET.Element, marker: Marker, flow: Flow, *, short: bool) -> None:
    text = _pill_text(marker, flow, short=short)
    width = _pill_width(text)
    spot = flow.take(width, PILL_HEIGHT)
    if spot is None:
        return
    fill, ink, stroke = MARKERS[marker.kind]
    holder = sub(group, "g", {"class": f"marker {marker.kind}"})
    sub(holder, "rect", {"x": spot[0], "y": spot[1], "width": width, "height": PILL_HEIGHT, "rx": 6.5,
                         "fill": fill, "stroke": stroke, "stroke-width": 0.9})
    label(holder, spot[0] + width / 2, spot[1] + 9.8, text, size=PILL_FONT, fill=ink, anchor="middle")
