"""The words for what the board primitives report: one place for every sentence about a change.

A board primitive reports a change as a *kind* and plain *fields* (`Game.report`), never as
finished text. This module turns one report into words two ways:

* `report(kind, fields)` - what happened, for the game log and the screen
  ("Gulf States: +3 militia (FMS)");
* `instruction(kind, fields)` - what to do on a physical board to follow the program in
  table mode ("Place 3 militia in Gulf States"); None for a report that moves nothing.

And the small helpers every sentence needs: counts with the right plural (`count`:
"1 die", "2 dice"), the right article (`a_marker`: "an Awakening marker"), the places of
the troops ("the Troops track"). Fields are JSON-friendly, so a log entry keeps them in a save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botkit.words import article, count, plurals

Fields = dict[str, Any]

plurals({"militia": "militia", "cadre": "cadres", "WMD": "WMD", "troop": "troops", "aid": "aid"})
TRACK, OFF_MAP = "track", "off-map"
SIDE_NAMES = {"us": "US", "jihadist": "Jihadist"}


def a_marker(kind: str) -> str:
    """'an Awakening marker', 'a Reaction marker', 'a Trade Embargo marker'."""
    shown = kind[:1].upper() + kind[1:]
    return f"{article(shown)} {shown} marker"


def side_name(side: str) -> str:
    return SIDE_NAMES.get(side, side)


def place(where: str) -> str:
    """Where troops are: a country, the Troops track or the Off-Map box."""
    return {TRACK: "the Troops track", OFF_MAP: "the Off-Map box"}.get(where, where)


def _why(fields: Fields) -> str:
    return f" ({fields['why']})" if fields.get("why") else ""


def _cells(actives: int, sleepers: int) -> str:
    parts = []
    if actives:
        parts.append(f"{actives} active")
    if sleepers:
        parts.append(f"{sleepers} sleeper")
    return " and ".join(parts) + (" cell" if actives + sleepers == 1 else " cells")


def _flip(f: Fields) -> str:
    n, was = f["count"], "sleeper" if f["to"] == "active" else "active"
    if f.get("all"):
        which = "the cell" if n == 1 else "both cells" if n == 2 else f"all {n} cells"
    else:
        which = f"{count(n, was + ' cell')}"
    return f"Flip {which} in {f['country']} to {f['to']}"


def _track(name: str) -> Callable[[Fields], str]:
    def text(f: Fields) -> str:
        if f["before"] == f["after"]:
            edge = "lowest" if f.get("wanted", 0) < 0 else "highest"
            return f"{name} stays at {f['after']} (already its {edge}){_why(f)}"
        return f"{name} {f['before']} -> {f['after']}{_why(f)}"

    return text


def _track_instruction(name: str) -> Callable[[Fields], str | None]:
    def text(f: Fields) -> str | None:
        return None if f["before"] == f["after"] else f"Move the {name} marker to {f['after']}"

    return text


# kind -> what happened (the game log's line, indented as the log shows effects)
REPORTS: dict[str, Callable[[Fields], str]] = {
    "cells_added": lambda f: f"  {f['country']}: +{count(f['count'], ('active' if f['active'] else 'sleeper') + ' cell')}"
                             f"{_why(f)}",
    "cells_removed": lambda f: f"  {f['country']}: -{_cells(f['actives'], f['sleepers'])}{_why(f)}",
    "cells_moved": lambda f: f"  {count(f['count'], 'cell')} "
                             f"{'in place' if f['source'] == f['target'] else f['source'] + ' -> ' + f['target']}"
                             f" (now {'active' if f['active'] else 'sleeper'}){_why(f)}",
    "cells_flipped": lambda f: f"  {f['country']}: {count(f['count'], ('sleeper' if f['to'] == 'active' else 'active') + ' cell')}"
                               f" now {f['to']}{_why(f)}",
    "cadre_added": lambda f: f"  {f['country']}: cadre placed{_why(f)}",
    "cadre_removed": lambda f: f"  {f['country']}: cadre removed{_why(f)}",
    "troops_moved": lambda f: f"  {count(f['count'], 'troop')}: {f['source']} -> {f['target']}{_why(f)}",
    "militia_added": lambda f: f"  {f['country']}: +{f['count']} militia{_why(f)}",
    "militia_removed": lambda f: f"  {f['country']}: -{f['count']} militia{_why(f)}",
    "plot_placed": lambda f: f"  {f['country']}: " + (f"plot {f['plot']}" if f["face_up"] else "a plot (face down)")
                             + " placed",
    "plot_removed": lambda f: f"  {f['country']}: {_plot_word(f)} removed{_why(f)}",
    "plot_revealed": lambda f: f"  {f['country']}: plot {f['plot']} revealed",
    "plot_backlash": lambda f: f"  {f['country']}: Backlash marks {_plot_word(f) if f['face_up'] else 'a face-down plot'}",
    "plots_returned": lambda f: (f"  {count(len(f['plots']), 'resolved plot')} back to the available box"
                                 + (f"; {count(f['wmd'], 'WMD plot')} out of the game" if f["wmd"] else "")),
    "marker_added": lambda f: f"  {f['country']}: {f['marker']} marker placed",
    "marker_removed": lambda f: f"  {f['country']}: {f['marker']} marker removed",
    "aid_added": lambda f: f"  {f['country']}: +{f['count']} aid",
    "aid_removed": lambda f: f"  {f['country']}: -{f['count']} aid",
    "besieged": lambda f: f"  {f['country']}: Besieged Regime marker {'placed' if f['value'] else 'removed'}",
    "wmd_released": lambda f: f"  {f['country']}: {f['count']} WMD now available to the Jihadist",
    "wmd_available_removed": lambda f: f"  {count(f['count'], 'WMD plot')} removed from the available box",
    "wmd_destroyed": lambda f: f"  {f['country']}: {f['count']} WMD removed from the game",
    "tested": lambda f: f"  {f['country']} tested: " + (f"{f['governance']} Neutral" if f.get("governance")
                                                        else f"posture {f['posture']}"),
    "posture": lambda f: f"  {f['country']}: posture {f['after'] or 'untested'}",
    "governance": lambda f: (f"  {f['country']}: ISLAMIST RULE, Adversary" if f["after"] == "Islamist Rule"
                             else f"  {f['country']}: governance now {f['after']}"),
    "governance_set": lambda f: f"  {f['country']}: set to {f['governance']} {f['alignment']}",
    "untested": lambda f: f"  {f['country']}: governance and alignment markers removed (untested)",
    "alignment": lambda f: f"  {f['country']}: alignment now {f['after']}",
    "tile_flipped": lambda f: f"  {f['country']} flips to its {f['face']} side" + (f": {f['shown']}" if f.get("shown")
                                                                                    else ""),
    "awakening": lambda f: f"  {f['country']}: {f['delta']:+d} {f['marker']}{_why(f)}",
    "convergence": lambda f: f"  Convergence from {f['source']} lands in {f['target']}",
    "civil_war": lambda f: f"  {f['country']}: CIVIL WAR",
    "civil_war_replaced": lambda f: f"  {f['country']}: {count(f['markers'], f['marker'] + ' marker')} replaced by "
                                    f"{count(f['placed'], f['piece'])}",
    "civil_war_ends": lambda f: f"  {f['country']}: civil war ends",
    "regime_change": lambda f: f"  {f['country']}: " + {"green": "green Regime Change marker placed",
                                                        "tan": "Regime Change marker turns tan",
                                                        None: "Regime Change marker removed"}[f["after"]],
    "caliphate_declared": lambda f: f"The Jihadist declares a CALIPHATE with its capital in {f['country']}",
    "caliphate_active": lambda f: f"  {f['country']}: {count(f['count'], 'sleeper cell')} turn active (Caliphate)",
    "caliphate_moved": lambda f: (f"The Caliphate capital moves from {f['source']} to {f['target']}" if f.get("target")
                                  else f"The Caliphate capital in {f['source']} is displaced with nowhere to go: "
                                       "it is removed"),
    "prestige": _track("Prestige"),
    "funding": _track("Funding"),
    "us_posture": lambda f: f"US posture {f['before'].title()} -> {f['after'].title()}",
    "reserves": lambda f: f"  {side_name(f['side'])} reserves {f['after'] - f['before']:+d} (now {f['after']})",
    "card_to_hand": lambda f: f"  {f['name']} goes to the {side_name(f['side'])} hand",
    "card_to_middle": lambda f: f"  {f['name']} goes into the middle of the draw pile",
    "card_removed": lambda f: f"  {f['name']} is removed from the game",
    "event_marker": lambda f: f"  {f['title']} marker in the Events in Play box",
    "global_marker": lambda f: f"  {f['title']} marker placed" + (f": {f['effect']}" if f.get("effect") else ""),
    "first_plot_box": lambda f: f"  {f['name']} goes to the first plot box",
    "first_plot_discarded": lambda f: f"  {f['name']}: the first-plot card is discarded",
    "cards_under_draw_pile": lambda f: f"  {count(f['count'], 'card')} go under the draw pile{_why(f)}",
    "card_lapsing": lambda f: f"  {f['name']} is lapsing: in effect until the end of the turn",
    "event_ended": lambda f: f"  {f['name']} is no longer in effect",
    "deck_begins": lambda f: f"Deck {f['number']} of {f['decks']} begins: the discard pile is shuffled into the "
                             "draw pile",
    "hands_dealt": lambda f: f"Hands dealt: Jihadist {f['jihadist']}, US {f['us']}",
    "adjusted": lambda f: f"Adjusted: {f['text']}",
    "victory_noted": lambda f: f"{side_name(f['winner'])} would win now ({f['reason']}): playing on",
    "turn_ends": lambda f: f"End of turn {f['turn']}",
    "turn_begins": lambda f: f"Turn {f['turn']} begins",
    "die": lambda f: f"  die ({f['purpose']}): {f['value']}",
    "card_played": lambda f: f"{side_name(f['side'])} plays {f['name']} ({count(f['ops'], 'Op')}, "
                             f"{f['association']})",
}


def _marker_instruction(f: Fields) -> str:
    return f"Place {a_marker(f['marker'])} in {f['country']}"


def _awakening_instruction(f: Fields) -> str:
    n, kind = abs(f["delta"]), f["marker"].title()
    if f["delta"] > 0:
        return f"Place {a_marker(kind) if n == 1 else count(n, kind + ' marker')} in {f['country']}"
    return f"Remove {a_marker(kind) if n == 1 else count(n, kind + ' marker')} from {f['country']}"


def _troops_instruction(f: Fields) -> str:
    return f"Move {count(f['count'], 'troop')} from {place(f['source'])} to {place(f['target'])}"


def _regime_change_instruction(f: Fields) -> str:
    if f["after"] == "green":
        return f"Place a green Regime Change marker in {f['country']}"
    if f["after"] == "tan":
        return f"Flip the Regime Change marker in {f['country']} to tan"
    return f"Remove the Regime Change marker from {f['country']}"


def _caliphate_moved_instruction(f: Fields) -> str:
    if f.get("target"):
        return f"Move the Caliphate Capital marker from {f['source']} to {f['target']}"
    return f"Remove the Caliphate Capital marker from {f['source']}"


def _plots_returned_instruction(f: Fields) -> str:
    parts = []
    if f["plots"]:
        markers = "plot marker " if len(f["plots"]) == 1 else "plot markers "
        parts.append(f"Put {markers}{', '.join(sorted(f['plots']))} from Resolved Plots back in Plots Available")
    if f["wmd"]:
        parts.append(f"take {count(f['wmd'], 'WMD plot')} in Resolved Plots out of the game")
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def _governance_instruction(f: Fields) -> str:
    if f["after"] == "Islamist Rule":
        return f"Set {f['country']} to Islamist Rule Adversary"
    return f"Set {f['country']} to {f['after']} governance"


# kind -> what to do at the table (None: nothing to move)
INSTRUCTIONS: dict[str, Callable[[Fields], str | None]] = {
    "cells_added": lambda f: f"Place {count(f['count'], ('active' if f['active'] else 'sleeper') + ' cell')} in "
                             f"{f['country']}",
    "cells_removed": lambda f: f"Remove {_cells(f['actives'], f['sleepers'])} from {f['country']}",
    "cells_moved": lambda f: (f"Flip {count(f['count'], 'cell')} in {f['source']} to {'active' if f['active'] else 'sleeper'}"
                              if f["source"] == f["target"] else
                              f"Move {count(f['count'], 'cell')} from {f['source']} to {f['target']} "
                              f"({'active' if f['active'] else 'sleeper'})"),
    "cells_flipped": _flip,
    "cadre_added": lambda f: f"Place a cadre in {f['country']}",
    "cadre_removed": lambda f: f"Remove the cadre from {f['country']}",
    "troops_moved": _troops_instruction,
    "militia_added": lambda f: f"Place {f['count']} militia in {f['country']}",
    "militia_removed": lambda f: f"Remove {f['count']} militia from {f['country']}",
    "plot_placed": lambda f: f"Place {'plot ' + str(f['plot']) if f['face_up'] else 'a plot face down'} in {f['country']}",
    "plot_removed": lambda f: f"Take {_plot_word(f)} off {f['country']} ("
                              + {"available": "back to Plots Available", "removed": "out of the game"}.get(
                                  f.get("to", ""), "to Resolved Plots") + ")",
    "plot_revealed": lambda f: f"Turn the plot in {f['country']} face up: plot {f['plot']}",
    "plot_backlash": lambda f: (f"Put the Backlash marker on {_plot_word(f) if f['face_up'] else 'a face-down plot'} "
                                f"in {f['country']}"),
    "plots_returned": _plots_returned_instruction,
    "marker_added": _marker_instruction,
    "marker_removed": lambda f: f"Remove the {f['marker']} marker from {f['country']}",
    "aid_added": lambda f: f"Place {'an Aid marker' if f['count'] == 1 else count(f['count'], 'Aid marker')} in "
                           f"{f['country']}",
    "aid_removed": lambda f: f"Remove {'an Aid marker' if f['count'] == 1 else count(f['count'], 'Aid marker')} from "
                             f"{f['country']}",
    "besieged": lambda f: (f"Place a Besieged Regime marker in {f['country']}" if f["value"]
                           else f"Remove the Besieged Regime marker from {f['country']}"),
    "wmd_released": lambda f: f"Move {count(f['count'], 'WMD plot')} from {f['country']} to Plots Available",
    "wmd_available_removed": lambda f: f"Take {count(f['count'], 'WMD plot')} out of Plots Available (out of the game)",
    "wmd_destroyed": lambda f: f"Take {count(f['count'], 'WMD')} off {f['country']} (out of the game)",
    "tested": lambda f: (f"Mark {f['country']} {f['governance']} Neutral" if f.get("governance")
                         else f"Mark {f['country']} {f['posture']}"),
    "posture": lambda f: (f"Mark {f['country']} {f['after']}" if f["after"] else
                          f"Remove the posture marker from {f['country']}"),
    "governance": _governance_instruction,
    "governance_set": lambda f: f"Mark {f['country']} {f['governance']} {f['alignment']}",
    "untested": lambda f: f"Remove the governance and alignment markers from {f['country']}",
    "alignment": lambda f: f"Set {f['country']}'s alignment to {f['after']}",
    "tile_flipped": lambda f: f"Flip the {f['country']} tile to its {f['face']} side",
    "awakening": _awakening_instruction,
    "civil_war": lambda f: f"Place a Civil War marker in {f['country']}",
    "civil_war_ends": lambda f: f"Remove the Civil War marker from {f['country']}",
    # the pieces that replace the markers are placed by their own instruction
    "civil_war_replaced": lambda f: f"Remove {count(f['markers'], f['marker'] + ' marker')} from {f['country']}",
    "regime_change": _regime_change_instruction,
    "caliphate_declared": lambda f: f"Place the Caliphate Capital marker in {f['country']}",
    "caliphate_active": lambda f: f"Flip the sleeper cells in {f['country']} to active",
    "caliphate_moved": _caliphate_moved_instruction,
    "prestige": _track_instruction("Prestige"),
    "funding": _track_instruction("Funding"),
    "us_posture": lambda f: f"Flip the US posture marker to {f['after'].title()}",
    "reserves": lambda f: f"Move the {side_name(f['side'])} Reserves marker to {f['after']}",
    "card_to_hand": lambda f: f"Put {f['name']} into the {side_name(f['side'])} hand",
    "card_to_middle": lambda f: f"Put {f['name']} into the middle of the draw pile",
    "card_removed": lambda f: f"Set {f['name']} aside: it is removed from the game",
    "event_marker": lambda f: f"Move the {f['title']} marker to Events in Play",
    "global_marker": lambda f: f"Place the {f['title']} marker in Events in Play",
    "first_plot_box": lambda f: f"Put {f['name']} in the First Plot box",
    "first_plot_discarded": lambda f: f"Discard {f['name']} from the First Plot box",
    "cards_under_draw_pile": lambda f: f"Shuffle the {count(f['count'], 'card')} set aside and put them under the "
                                       "draw pile",
    "card_lapsing": lambda f: f"Put {f['name']} in the Lapsing box",
    "event_ended": lambda f: f"Take {f['name']} out of Events in Play / Lapsing",
    "deck_begins": lambda f: "Shuffle the discard pile and put it under the draw pile",
}


def _plot_word(fields: Fields) -> str:
    """A plot leaving the map: by its kind, unless it goes back to Plots Available still face down
    (it is shown only when resolved or alerted)."""
    return f"plot {fields['plot']}" if fields.get("face_up", True) else "a plot (face down)"


def report(kind: str, fields: Fields) -> str:
    """What happened, in words (the game log's line)."""
    make = REPORTS.get(kind)
    return make(fields) if make is not None else str(fields.get("text", kind))


def instruction(kind: str, fields: Fields) -> str | None:
    """What to do at the table to follow the change (None: nothing to move on the board)."""
    make = INSTRUCTIONS.get(kind)
    return make(fields) if make is not None else None
