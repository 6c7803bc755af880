"""Moving pieces and markers on and off the map, within the counter limits.

Cells come from the funding track (then the extra-cell area of Training Camps) and go
back to it; troops move between the troop track, countries and the off-map box; militia
come from a pool of 15. Cadre are placed when the last cell leaves by removal (not by
Jihad or Travel, 4.8.4) and removed when a cell arrives from the track.

These are board primitives: each changes one thing and reports it (`Game.changed`); what
the change sets off - testing an untested country a piece arrives in (4.9.4), Training
Camps leaving, Nigeria reverting, Advisors leaving a country troops enter, the victory
check - is the consequences handler's (`consequences`). Nothing is placed where the rules
never allow it: militia, aid and a Besieged Regime marker only go into Muslim countries
that are neither Good nor under Islamist Rule (11.2.4, 11.3.14).
"""

from __future__ import annotations

from . import board
from .game import Game
from .state import GOOD, ISLAMIST_RULE, PLOT_WMD, Country, PlotMarker
from .tracks import change_prestige

TRACK = "track"
OFF_MAP = "off-map"


# -- cells -------------------------------------------------------------------------------


def add_cells(game: Game, name: str, count: int, *, active: bool = False, why: str = "") -> int:
    """Place up to `count` cells from the track/extra area; returns how many were placed.

    The caller decides how many may come (Recruit is limited by funding, events are not);
    this only refuses more than exist. Cells in a Caliphate country are always active.
    """
    count = min(count, board.cells_available(game.state))
    if count <= 0:
        return 0
    country = game.state.countries[name]
    make_active = active or board.is_caliphate_member(game.state, name)
    if make_active:
        country.actives += count
    else:
        country.sleepers += count
    if country.cadre:
        country.cadre = 0
        game.report("cadre_removed", country=name, why="a cell arrived from the track")
    game.report("cells_added", country=name, count=count, active=make_active, why=why)
    game.changed("placed", name)
    return count


def remove_cells(
    game: Game,
    name: str,
    *,
    actives: int = 0,
    sleepers: int = 0,
    cadre: bool = True,
    why: str = "",
) -> None:
    """Take cells off the map back to the track; leave a cadre if the last one goes and `cadre`."""
    country = game.state.countries[name]
    if actives > country.actives or sleepers > country.sleepers:
        raise ValueError(f"{name} has {country.actives} active / {country.sleepers} sleeper cells, "
                         f"cannot remove {actives} / {sleepers}")
    total = actives + sleepers
    if total == 0:
        return
    country.actives -= actives
    country.sleepers -= sleepers
    if game.state.counters.get(STRANDED):
        # stranded extra cells are the first to leave play (11.3.7)
        game.state.counters[STRANDED] = max(0, game.state.counters[STRANDED] - total)
    game.report("cells_removed", country=name, actives=actives, sleepers=sleepers, why=why)
    if cadre and country.cells == 0 and not country.cadre:
        country.cadre = 1
        game.report("cadre_added", country=name)
    game.changed("cells_left", name)


def remove_any_cells(game: Game, name: str, count: int, *, actives_first: bool = True, cadre: bool = True,
                     why: str = "") -> int:
    """Remove `count` cells choosing actives (or sleepers) first; returns how many."""
    country = game.state.countries[name]
    count = min(count, country.cells)
    if actives_first:
        a = min(count, country.actives)
        s = count - a
    else:
        s = min(count, country.sleepers)
        a = count - s
    remove_cells(game, name, actives=a, sleepers=s, cadre=cadre, why=why)
    return count


def move_cells(game: Game, source: str, target: str, *, actives: int = 0, sleepers: int = 0,
               arrive_active: bool = False, why: str = "") -> None:
    """Move cells between countries (Travel and events); no cadre is left behind."""
    src = game.state.countries[source]
    if actives > src.actives or sleepers > src.sleepers:
        raise ValueError(f"{source} lacks the cells to move ({actives} active, {sleepers} sleeper)")
    total = actives + sleepers
    if total == 0:
        return
    src.actives -= actives
    src.sleepers -= sleepers
    dst = game.state.countries[target]
    active = arrive_active or board.is_caliphate_member(game.state, target)
    if active:
        dst.actives += total
    else:
        dst.sleepers += total
    game.report("cells_moved", source=source, target=target, count=total, active=active, why=why)
    if source != target:
        game.changed("placed", target)
        game.changed("cells_left", source)


def flip_sleepers(game: Game, name: str, count: int | None = None) -> int:
    """Turn sleeper cells active (all of them when count is None)."""
    country = game.state.countries[name]
    n = country.sleepers if count is None else min(count, country.sleepers)
    if n:
        every = n == country.sleepers
        country.sleepers -= n
        country.actives += n
        game.report("cells_flipped", country=name, count=n, to="active", all=every)
    return n


def hide_actives(game: Game, name: str, count: int | None = None) -> int:
    country = game.state.countries[name]
    if board.is_caliphate_member(game.state, name):
        return 0  # cells in the Caliphate always stay active (11.3.8.3)
    n = country.actives if count is None else min(count, country.actives)
    if n:
        every = n == country.actives
        country.actives -= n
        country.sleepers += n
        game.report("cells_flipped", country=name, count=n, to="sleeper", all=every)
    return n


def add_cadre(game: Game, name: str) -> None:
    country = game.state.countries[name]
    if not country.cadre:
        country.cadre = 1
        game.report("cadre_added", country=name)
        game.changed("placed", name)


def remove_cadre(game: Game, name: str) -> None:
    country = game.state.countries[name]
    if country.cadre:
        country.cadre = 0
        game.report("cadre_removed", country=name)
        game.changed("cells_left", name)


# -- troops ------------------------------------------------------------------------------


def available_at(game: Game, place: str) -> int:
    if place == TRACK:
        return board.troops_on_track(game.state)
    if place == OFF_MAP:
        return game.state.off_map_troops
    return game.state.countries[place].troops


def move_troops(game: Game, source: str, target: str, count: int, why: str = "") -> None:
    """Move troop cubes between the track, the off-map box and countries."""
    if count <= 0:
        return
    if source == target:
        raise ValueError("troops must move to a different place")
    if available_at(game, source) < count:
        raise ValueError(f"only {available_at(game, source)} troops at {source}, cannot move {count}")
    state = game.state
    if source == OFF_MAP:
        state.off_map_troops -= count
    elif source != TRACK:
        state.countries[source].troops -= count
    if target == OFF_MAP:
        state.off_map_troops += count
    elif target != TRACK:
        state.countries[target].troops += count
    game.report("troops_moved", source=source, target=target, count=count, why=why)
    if target not in (TRACK, OFF_MAP):
        game.changed("placed", target)
        game.changed("troops_entered", target)
    if source not in (TRACK, OFF_MAP):
        game.changed("troops_left", source)


def remove_troops(game: Game, name: str, count: int, why: str = "") -> None:
    """Troop cubes leave a country back to the track."""
    move_troops(game, name, TRACK, min(count, game.state.countries[name].troops), why)


# -- militia -----------------------------------------------------------------------------


def can_take_militia(country: Country) -> bool:
    """Militia never exist in non-Muslim, Good or Islamist Rule countries (11.2.4)."""
    return country.muslim and country.governance not in (GOOD, ISLAMIST_RULE)


def can_take_aid(country: Country) -> bool:
    """Aid goes only into Muslim countries, never Good or Islamist Rule ones (11.3.14 clears it there)."""
    return country.muslim and country.governance not in (GOOD, ISLAMIST_RULE)


def add_militia(game: Game, name: str, count: int, why: str = "") -> int:
    country = game.state.countries[name]
    if not can_take_militia(country):
        return 0
    count = min(count, board.militia_available(game.state))
    if count > 0:
        country.militia += count
        game.report("militia_added", country=name, count=count, why=why)
        game.changed("placed", name)
    return max(count, 0)


def remove_militia(game: Game, name: str, count: int, why: str = "") -> int:
    country = game.state.countries[name]
    count = min(count, country.militia)
    if count > 0:
        country.militia -= count
        game.report("militia_removed", country=name, count=count, why=why)
    return count


# -- plots -------------------------------------------------------------------------------


def place_plot(game: Game, name: str, kind: str, face_up: bool = False) -> None:
    """Put an available plot marker in a country (the caller has chosen it)."""
    state = game.state
    if kind not in state.plots_available:
        raise ValueError(f"plot {kind} is not available ({state.plots_available})")
    state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, face_up))
    game.report("plot_placed", country=name, plot=kind if face_up else None, face_up=face_up)
    game.changed("placed", name)


def remove_plot(game: Game, name: str, plot: PlotMarker, to: str = "resolved", why: str = "") -> None:
    """Take a plot off the map: to the resolved box (this turn), back to available, or out of play.

    WMD plots never return: once alerted or resolved they leave the game (11.3.2).
    """
    state = game.state
    state.countries[name].plots.remove(plot)
    if plot.kind == PLOT_WMD and to != "available":
        state.plots_removed.append(plot.kind)
    elif to == "available":
        state.plots_available.append(plot.kind)
    elif to == "removed":
        state.plots_removed.append(plot.kind)
    else:
        state.plots_resolved.append(plot.kind)
    game.report("plot_removed", country=name, plot=plot.kind, to=to, why=why,
                face_up=plot.face_up or to != "available")  # resolved or removed: shown; back to the box: not


def return_resolved_plots(game: Game) -> None:
    """The end of the turn: the resolved plots go back to Plots Available (11.3.2); a WMD among them leaves
    the game instead."""
    state = game.state
    if not state.plots_resolved:
        return
    back = [p for p in state.plots_resolved if p != PLOT_WMD]
    wmd = len(state.plots_resolved) - len(back)
    state.plots_removed.extend([PLOT_WMD] * wmd)
    state.plots_resolved.clear()
    state.plots_available.extend(back)
    game.report("plots_returned", plots=back, wmd=wmd)


def reveal_plot(game: Game, name: str, plot: PlotMarker) -> None:
    """A plot on the map turns face up (resolved, 8.5.4)."""
    if plot.face_up:
        return
    plot.face_up = True
    game.report("plot_revealed", country=name, plot=plot.kind)


def mark_backlash(game: Game, name: str, plot: PlotMarker) -> None:
    """Backlash (122) marks a plot: resolved, it lowers funding instead of raising it (`plots`)."""
    plot.backlash = True
    game.report("plot_backlash", country=name, plot=plot.kind if plot.face_up else None, face_up=plot.face_up)


# -- markers -----------------------------------------------------------------------------


def add_marker(game: Game, name: str, marker: str, *, unique: bool = True) -> bool:
    country = game.state.countries[name]
    if unique and marker in country.markers:
        return False
    country.markers.append(marker)
    game.report("marker_added", country=name, marker=marker)
    game.changed("placed", name)
    if marker in board.TROOP_MARKERS:
        # a troop marker (NATO, UNSCR 1973, Operation Serval) is troops arriving, as cubes are
        game.changed("troops_entered", name)
    return True


def remove_marker(game: Game, name: str, marker: str, *, every: bool = False) -> int:
    country = game.state.countries[name]
    n = 0
    while marker in country.markers:
        country.markers.remove(marker)
        n += 1
        if not every:
            break
    if n:
        game.report("marker_removed", country=name, marker=marker)
        game.changed("marker_removed", name, marker=marker)
    return n


ADVISORS = "Advisors"


def remove_advisors(game: Game, name: str) -> int:
    """Advisors (121) leave a country that turns Adversary, ends its Civil War or that troops enter
    (troop cubes or a troop marker: "if Troops present")."""
    return remove_marker(game, name, ADVISORS, every=True)


STRANDED = "stranded_cells"


def note_stranded_cells(game: Game) -> None:
    """Cells above the capacity after it shrinks (Training Camps gone, Caliphate gone) stay on
    the map until removed (11.3.7); remember how many, so they leave play when removed."""
    state = game.state
    stranded = max(0, board.cells_on_map(state) - board.cell_capacity(state))
    if stranded > state.counters.get(STRANDED, 0):
        state.counters[STRANDED] = stranded


def countries_with_marker(game: Game, marker: str) -> list[str]:
    return [name for name, c in game.state.countries.items() if marker in c.markers]


def add_aid(game: Game, name: str, count: int = 1) -> int:
    """Aid markers into a country that may hold them (`can_take_aid`); returns how many."""
    country = game.state.countries[name]
    if count <= 0 or not can_take_aid(country):
        return 0
    country.aid += count
    game.report("aid_added", country=name, count=count)
    game.changed("placed", name)
    return count


def remove_aid(game: Game, name: str, count: int = 1) -> int:
    country = game.state.countries[name]
    n = min(count, country.aid)
    if n:
        country.aid -= n
        game.report("aid_removed", country=name, count=n)
    return n


def set_besieged(game: Game, name: str, value: bool) -> None:
    """Place or remove the Besieged Regime marker (never in a Good or Islamist Rule country, 11.3.14)."""
    country = game.state.countries[name]
    if country.besieged == value or (value and not can_take_aid(country)):
        return
    country.besieged = value
    game.report("besieged", country=name, value=value)
    if value:
        game.changed("placed", name)


# -- WMD ---------------------------------------------------------------------------------


def release_wmd(game: Game, name: str, count: int | None = None) -> int:
    """A country's cached WMD become available plots (Islamist Rule, some events)."""
    country = game.state.countries[name]
    n = country.wmd if count is None else min(count, country.wmd)
    if n:
        country.wmd -= n
        game.state.plots_available.extend([PLOT_WMD] * n)
        game.report("wmd_released", country=name, count=n)
    return n


def remove_available_wmd(game: Game, count: int = 1, prestige: bool = True) -> int:
    """WMD plots in the available box leave the game; the US gains +1 prestige each (11.3.1)."""
    available = game.state.plots_available
    n = min(count, available.count(PLOT_WMD))
    for _ in range(n):
        available.remove(PLOT_WMD)
        game.state.plots_removed.append(PLOT_WMD)
    if n:
        game.report("wmd_available_removed", count=n)
        if prestige:
            change_prestige(game, n, "WMD removed")
    return n


def destroy_cached_wmd(game: Game, name: str, count: int | None = None, prestige: bool = True) -> int:
    """Cached WMD leave the game; the US gains +1 prestige each (11.3.1)."""
    country = game.state.countries[name]
    n = country.wmd if count is None else min(count, country.wmd)
    if n:
        country.wmd -= n
        game.state.plots_removed.extend([PLOT_WMD] * n)
        game.report("wmd_destroyed", country=name, count=n)
        if prestige:
            change_prestige(game, n, "WMD removed")
    return n
