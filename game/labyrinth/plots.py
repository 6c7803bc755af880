"""Plot resolution (8.5.4 with the Awakening changes 11.2.4, 11.2.6, 11.3.1-11.3.3).

After every US action phase every plot left on the map is revealed and resolved, then
goes to the resolved plots box until the end of the turn (11.3.2); WMD plots leave the
game. Plots the Backlash event (122) marked are resolved first, so that a plot raising
funding does not waste itself against the top of the track before a backlashed one
lowers it; the rest follow in country-name order.

* **Muslim country**: funding +1 (+2 if Good) - or, when backlashed, -1 (-2 if Good), and
  a backlashed WMD sets funding to 1. Prestige -1 (a WMD: prestige to 1) only if troops
  are present (militia alone never cost prestige, 11.2.4). Then, unless the country is
  Poor without aid or under Islamist Rule, one die per plot level (a WMD counts 3): each
  roll at or below the governance value removes an aid marker and worsens governance one
  level, never to Islamist Rule. A WMD in a Civil War country first removes a militia;
  the second WMD resolved there in the same phase turns it Islamist Rule at once (11.2.6).
* **Non-Muslim country**: funding + plot level, doubled in a Good country; a WMD sets it
  to 9. Iran (special case) gives funding +1 and nothing else. Then the country's posture
  is rolled (not Israel); in a Schengen country the Jihadist picks two other Schengen
  countries whose posture is rolled too. A level 2, 3 or WMD plot in non-Muslim Nigeria
  flips it to its Muslim side instead of the posture roll (11.3.3.3).
* **United States**: funding to 9, a US posture roll (+1), then a prestige roll. A WMD
  there is an automatic Jihadist victory; it is resolved before anything else.
* After each plot, the cards' ``plot_resolved`` hooks run: a WMD plot resolved anywhere
  while Sequestration (184) is in effect ends it (its troops come back from the off-map box).

After the phase the countries where plots were resolved are kept in
``state.plots_resolved_this_turn_in`` ("a plot was resolved there in the last plot
resolution phase", e.g. Je Suis Charlie, 224), and automatic victory is checked.

Purposes:

* ``plot.schengen.countries`` - Jihadist; options: the Schengen countries other than the
  plot's target; answer: two of them, whose posture is rolled.
"""

from __future__ import annotations

from . import board, facts, hooks, pieces, politics, tracks, victory
from .game import Game
from .state import (
    GOOD,
    ISLAMIST_RULE,
    JIHADIST,
    MAX_FUNDING,
    PLOT_WMD,
    POOR,
    PlotMarker,
    plot_value,
)

UNITED_STATES = "United States"
WMD_GOVERNANCE_DICE = 3  # a WMD plot rolls like a level 3 plot against governance


def plot_dice(plot: PlotMarker) -> int:
    """Governance dice a plot rolls in a Muslim country: its level, 3 for a WMD."""
    return WMD_GOVERNANCE_DICE if plot.kind == PLOT_WMD else plot_value(plot.kind)


def plots_on_map(game: Game) -> list[tuple[str, PlotMarker]]:
    """Every plot on the map in resolution order: backlashed ones first, then by country name."""
    found = [(name, plot) for name in sorted(game.state.countries) for plot in game.state.countries[name].plots]
    return sorted(found, key=lambda item: not item[1].backlash)


def resolve_all(game: Game) -> int:
    """Resolve every plot on the map (the plot resolution phase); returns how many were resolved."""
    state = game.state
    pending = plots_on_map(game)
    # a WMD in the United States ends the game whatever else happens, so it goes first
    for name, plot in pending:
        if name == UNITED_STATES and plot.kind == PLOT_WMD:
            pieces.reveal_plot(game, name, plot)
            game.log("Plot resolution: a WMD plot is resolved in the United States")
            pieces.remove_plot(game, name, plot, to="removed", why="WMD resolved")
            state.plots_resolved_this_turn_in = [UNITED_STATES]
            victory.wmd_in_united_states(game)
    if pending:
        game.log("Plot resolution")
    wmd_in_civil_war: set[str] = set()
    targets: list[str] = []
    resolved = 0
    for name, plot in pending:
        if plot not in state.countries[name].plots:
            continue  # taken off the map by an earlier resolution
        resolve_plot(game, name, plot, wmd_in_civil_war=wmd_in_civil_war)
        resolved += 1
        if name not in targets:
            targets.append(name)
    state.plots_resolved_this_turn_in = targets
    if resolved:
        victory.check_immediate(game)
    return resolved


def resolve_plot(game: Game, name: str, plot: PlotMarker, *, wmd_in_civil_war: set[str] | None = None) -> None:
    """Reveal and resolve one plot in `name`, then move it to the resolved box (a WMD leaves the game).

    `wmd_in_civil_war` collects the Civil War countries where a WMD was already resolved
    this phase (11.2.6); pass the same set for every plot of one phase.
    """
    pieces.reveal_plot(game, name, plot)
    seen = wmd_in_civil_war if wmd_in_civil_war is not None else set()
    country = game.state.countries[name]
    shown = "WMD plot" if plot.kind == PLOT_WMD else f"level {plot.kind} plot"
    game.log(f"{name}: {shown} resolved{' (backlashed)' if plot.backlash else ''}")
    if name == UNITED_STATES:
        if plot.kind == PLOT_WMD:
            pieces.remove_plot(game, name, plot, to="removed", why="WMD resolved")
            victory.wmd_in_united_states(game)
        _resolve_in_united_states(game, plot)
    elif country.muslim:
        _resolve_in_muslim(game, name, plot, seen)
    else:
        _resolve_in_non_muslim(game, name, plot)
    hooks.run("plot_resolved", game, name, plot)  # e.g. a WMD ends Sequestration (184)
    if plot in game.state.countries[name].plots:
        pieces.remove_plot(game, name, plot, to="resolved", why="resolved")


def _resolve_in_muslim(game: Game, name: str, plot: PlotMarker, wmd_in_civil_war: set[str]) -> None:
    country = game.state.countries[name]
    # funding (a backlashed plot turns the gain into a loss)
    if plot.backlash and plot.kind == PLOT_WMD:
        tracks.set_funding(game, 1, f"backlashed WMD plot in {name}")
    else:
        amount = 2 if country.governance == GOOD else 1
        tracks.change_funding(game, -amount if plot.backlash else amount,
                              f"{'backlashed ' if plot.backlash else ''}plot in {name}")
    # prestige: only troops (cubes or markers that count for prestige) cost prestige (11.2.4)
    if board.troops_affecting_prestige(country) > 0:
        if plot.kind == PLOT_WMD:
            tracks.set_prestige(game, 1, f"WMD plot with troops in {name}")
        else:
            tracks.change_prestige(game, -1, f"plot with troops in {name}")
    # 11.2.6: WMD in a Civil War country
    if plot.kind == PLOT_WMD and country.civil_war:
        if name in wmd_in_civil_war:
            game.log(f"  {name}: second WMD plot in this Civil War this phase (11.2.6)")
            politics.worsen_governance(game, name, ISLAMIST_RULE - country.governance)
            return
        wmd_in_civil_war.add(name)
        pieces.remove_militia(game, name, 1, "WMD plot in a Civil War country")
    _governance_rolls(game, name, plot)


def _governance_rolls(game: Game, name: str, plot: PlotMarker) -> None:
    """One die per plot level: each roll <= governance removes an aid and worsens one level (not to IR)."""
    country = game.state.countries[name]
    if country.governance == ISLAMIST_RULE:
        return
    if country.governance == POOR and not country.aid:
        return  # nothing a success could change
    rolls = [game.roll(f"plot in {name} (governance)") for _ in range(plot_dice(plot))]
    successes = sum(1 for die in rolls if die <= country.governance)
    game.log(f"  {name}: governance rolls {rolls}: {successes} success{'es' if successes != 1 else ''}")
    if successes:
        pieces.remove_aid(game, name, successes)
        politics.worsen_governance(game, name, successes, to_islamist_rule=False)


def _resolve_in_non_muslim(game: Game, name: str, plot: PlotMarker) -> None:
    country = game.state.countries[name]
    if country.kind == "iran_special":
        tracks.change_funding(game, 1, "plot in Iran")
        return
    if plot.kind == PLOT_WMD:
        tracks.set_funding(game, MAX_FUNDING, f"WMD plot in {name}")
    else:
        level = plot_value(plot.kind)
        tracks.change_funding(game, 2 * level if country.governance == GOOD else level, f"plot in {name}")
    if name == "Nigeria" and plot.kind != "1":
        politics.flip_nigeria_to_muslim(game)  # 11.3.3.3: instead of a posture roll
        return
    if not can_roll_posture(name):
        return
    politics.roll_posture(game, name)
    printed = facts.countries()[name]
    if printed.schengen:
        others = [n for n, f in sorted(facts.countries().items()) if f.schengen and n != name and can_roll_posture(n)]
        chosen = game.choose_many(JIHADIST, "plot.schengen.countries", others, 2,
                                  f"Plot in {name} (Schengen): choose two other Schengen countries to roll posture",
                                  country=name)
        for other in chosen:
            politics.roll_posture(game, other)


def can_roll_posture(name: str) -> bool:
    """Non-Muslim countries whose posture can change (not the US, Israel or Iran's special case)."""
    printed = facts.countries()[name]
    return name != UNITED_STATES and printed.kind == "non_muslim" and not printed.fixed_posture


def _resolve_in_united_states(game: Game, plot: PlotMarker) -> None:
    tracks.set_funding(game, MAX_FUNDING, "plot in the United States")
    tracks.roll_us_posture(game, "plot in the United States")
    tracks.roll_prestige(game, "plot in the United States")
