"""What a country holds, in words and in data: its pieces, its markers, its hover text and the
`data-` attributes of its box (the part of the picture a browser or a test reads)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .. import board, facts
from ..state import GOVERNANCE_TEXT, PLOT_WMD, UNTESTED, Country, GameState, PlotMarker
from .style import PIECES


def css_word(word: str) -> str:
    """'Islamist Rule' -> 'islamist-rule' (for classes and data values)."""
    return re.sub(r"[^a-z0-9]+", "-", word.lower()).strip("-")


@dataclass(frozen=True)
class Marker:
    """A marker drawn in a box: its kind, its words, and shorter words for a crowded box."""

    kind: str  # a key of style.MARKERS
    text: str
    short: str


def piece_counts(country: Country) -> dict[str, int]:
    return {"troop": country.troops, "militia": country.militia, "active": country.actives,
            "sleeper": country.sleepers, "cadre": country.cadre}


def markers_of(state: GameState, country: Country, caliphate: list[str]) -> list[Marker]:
    found: list[Marker] = []
    if country.civil_war:
        found.append(Marker("civil-war", "Civil War", "CW"))
    if state.caliphate_capital == country.name:
        found.append(Marker("caliphate-capital", "Caliphate capital", "Cal. cap."))
    elif country.name in caliphate:
        found.append(Marker("caliphate", "Caliphate", "Cal."))
    if country.regime_change:
        found.append(Marker(f"regime-change-{country.regime_change}", "Regime Change", "RC"))
    if country.besieged:
        found.append(Marker("besieged", "Besieged", "Bsg"))
    if country.aid:
        found.append(Marker("aid", "Aid" + (f" {country.aid}" if country.aid > 1 else ""),
                            "Aid" + (f"{country.aid}" if country.aid > 1 else "")))
    if country.awakening:
        found.append(Marker("awakening", f"Awakening {country.awakening}", f"Awk {country.awakening}"))
    if country.reaction:
        found.append(Marker("reaction", f"Reaction {country.reaction}", f"Rea {country.reaction}"))
    if country.wmd:
        found.append(Marker("wmd", f"WMD {country.wmd}", f"WMD{country.wmd}"))
    for name, count in Counter(country.markers).items():
        text = name + (f" x{count}" if count > 1 else "")
        found.append(Marker("event", text, (name[:9] + ".") if len(name) > 10 else text))
    return found


def _plot_text(plot: PlotMarker, hide_plots: bool) -> str:
    if plot.face_up or not hide_plots:
        shown = "WMD plot" if plot.kind == PLOT_WMD else f"plot {plot.kind}"
        return shown + ("" if plot.face_up else " (face down)") + (" with Backlash" if plot.backlash else "")
    return "a face-down plot" + (" with Backlash" if plot.backlash else "")


def describe(state: GameState, country: Country, caliphate: list[str], *, hide_plots: bool) -> str:
    """The hover text: everything about the country, in words."""
    printed = facts.countries()[country.name]
    kind = {"sunni": "Sunni Muslim", "shia_mix": "Shia-Mix Muslim", "non_muslim": "non-Muslim",
            "iran_special": "non-Muslim until its tile flips (Fair, never takes a posture)"}[country.kind]
    lines = [f"{country.name} - {kind}"]
    if country.muslim:
        status = GOVERNANCE_TEXT[country.governance]
        if country.governance != UNTESTED:
            status += f", {(country.alignment or '').title()}"
        oil = ", oil exporter" if country.oil_exporter else ""
        lines.append(f"{status}; resources {board.resources(state, country)}{oil}")
    elif country.kind == "non_muslim":
        posture = board.posture_of(state, country.name)
        governance = GOVERNANCE_TEXT.get(printed.governance, "")
        recruit = f", recruit {printed.recruit}" if printed.recruit else ""
        lines.append(f"Posture {posture.title() if posture else 'untested'}; governance {governance}{recruit}")
    if printed.schengen:
        lines.append("Schengen country")
    elif printed.schengen_link:
        lines.append("Linked to every Schengen country")
    pieces = [f"{n} {PIECES[k][3] if n == 1 else PIECES[k][4]}" for k, n in piece_counts(country).items() if n]
    if pieces:
        lines.append("Pieces: " + ", ".join(pieces))
    if country.plots:
        lines.append("Plots: " + ", ".join(_plot_text(p, hide_plots) for p in country.plots))
    markers = [m.text for m in markers_of(state, country, caliphate)]
    if country.regime_change:
        markers = [f"Regime Change ({country.regime_change})" if m == "Regime Change" else m for m in markers]
    if markers:
        lines.append("Markers: " + ", ".join(markers))
    lines.append("Adjacent: " + ", ".join(board.adjacent(country.name)))
    return "\n".join(lines)


def data_attributes(state: GameState, country: Country, caliphate: list[str], *, hide_plots: bool) -> dict[str, object]:
    attrs: dict[str, object] = {"data-country": country.name, "data-kind": country.kind}
    if country.muslim:
        attrs["data-governance"] = css_word(GOVERNANCE_TEXT[country.governance])
        attrs["data-alignment"] = country.alignment or "none"
        attrs["data-resources"] = board.resources(state, country)
    elif country.kind == "non_muslim":
        attrs["data-posture"] = board.posture_of(state, country.name) or "untested"
    else:  # Iran before its tile flips never takes a posture
        attrs["data-posture"] = "none"
    for kind, count in piece_counts(country).items():
        attrs[f"data-{css_word(PIECES[kind][4])}"] = count
    attrs["data-plots"] = len(country.plots)
    shown = [p.kind for p in country.plots if p.face_up or not hide_plots]
    if shown and len(shown) == len(country.plots):
        attrs["data-plot-kinds"] = " ".join(shown)
    for key, value in (("aid", country.aid), ("awakening", country.awakening), ("reaction", country.reaction),
                       ("wmd", country.wmd)):
        attrs[f"data-{key}"] = value
    attrs["data-besieged"] = str(country.besieged).lower()
    attrs["data-civil-war"] = str(country.civil_war).lower()
    attrs["data-regime-change"] = country.regime_change or "none"
    attrs["data-caliphate"] = ("capital" if state.caliphate_capital == country.name
                               else "member" if country.name in caliphate else "none")
    if country.markers:
        attrs["data-markers"] = "|".join(country.markers)
    return attrs
