"""Moving pieces and markers on and off the map, within the counter limits.

Cells come from the funding track (then the extra-cell area of Training Camps) and go
back to it; troops move between the troop track, countries and the off-map box; militia
come from a pool of 15. Placing anything in an untested country tests it first (4.9.4).
Cadre are placed when the last cell leaves by removal (not by Jihad or Travel, 4.8.4)
and removed when a cell arrives from the track.
"""

from __future__ import annotations

from . import board
from .game import Game
from .state import GOOD, ISLAMIST_RULE, PLOT_WMD, Country, PlotMarker

TRACK = "track"
OFF_MAP = "off-map"


def _test(game: Game, name: str) -> None:
    from .politics import test_country

    test_country(game, name)


def _after_cells_leave(game: Game, name: str) -> None:
    from .politics import check_nigeria_reverts, check_training_camps

    check_training_camps(game, name)
    check_nigeria_reverts(game)


# -- cells -------------------------------------------------------------------------------


def add_cells(game: Game, name: str, count: int, *, active: bool = False, why: str = "") -> int:
    """Place up to `count` cells from the track/extra area; returns how many were placed.

    The caller decides how many may come (Recruit is limited by funding, events are not);
    this only refuses more than exist. Cells in a Caliphate country are always active.
    """
    count = min(count, board.cells_available(game.state))
    if count <= 0:
        return 0
    _test(game, name)
    country = game.state.countries[name]
    make_active = active or board.is_caliphate_member(game.state, name)
    if make_active:
        country.actives += count
    else:
        country.sleepers += count
    if country.cadre:
        country.cadre = 0
        game.log(f"  {name}: cadre removed (a cell arrived from the track)")
    kind = "active" if make_active else "sleeper"
    game.log(f"  {name}: +{count} {kind} cell{'s' if count != 1 else ''}{f' ({why})' if why else ''}")
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
    parts = []
    if actives:
        parts.append(f"{actives} active")
    if sleepers:
        parts.append(f"{sleepers} sleeper")
    game.log(f"  {name}: -{' and '.join(parts)} cell{'s' if total != 1 else ''}{f' ({why})' if why else ''}")
    if cadre and country.cells == 0 and not country.cadre:
        country.cadre = 1
        game.log(f"  {name}: cadre placed")
    _after_cells_leave(game, name)


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
    _test(game, target)
    src.actives -= actives
    src.sleepers -= sleepers
    dst = game.state.countries[target]
    if arrive_active or board.is_caliphate_member(game.state, target):
        dst.actives += total
        kind = "active"
    else:
        dst.sleepers += total
        kind = "sleeper"
    where = "in place" if source == target else f"{source} -> {target}"
    game.log(f"  {total} cell{'s' if total != 1 else ''} {where} (now {kind}){f' ({why})' if why else ''}")
    if source != target:
        _after_cells_leave(game, source)


def flip_sleepers(game: Game, name: str, count: int | None = None) -> int:
    """Turn sleeper cells active (all of them when count is None)."""
    country = game.state.countries[name]
    n = country.sleepers if count is None else min(count, country.sleepers)
    if n:
        country.sleepers -= n
        country.actives += n
        game.log(f"  {name}: {n} sleeper cell{'s' if n != 1 else ''} now active")
    return n


def hide_actives(game: Game, name: str, count: int | None = None) -> int:
    country = game.state.countries[name]
    if board.is_caliphate_member(game.state, name):
        return 0  # cells in the Caliphate always stay active (11.3.8.3)
    n = country.actives if count is None else min(count, country.actives)
    if n:
        country.actives -= n
        country.sleepers += n
        game.log(f"  {name}: {n} active cell{'s' if n != 1 else ''} now sleeper")
    return n


def add_cadre(game: Game, name: str) -> None:
    _test(game, name)
    country = game.state.countries[name]
    if not country.cadre:
        country.cadre = 1
        game.log(f"  {name}: cadre placed")


def remove_cadre(game: Game, name: str) -> None:
    country = game.state.countries[name]
    if country.cadre:
        country.cadre = 0
        game.log(f"  {name}: cadre removed")
        _after_cells_leave(game, name)


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
        _test(game, target)
        state.countries[target].troops += count
    game.log(f"  {count} troop{'s' if count != 1 else ''}: {source} -> {target}{f' ({why})' if why else ''}")
    if target not in (TRACK, OFF_MAP):
        from .politics import remove_advisors

        remove_advisors(game, target)  # Advisors (121) leave a country that troops enter
    if source not in (TRACK, OFF_MAP):
        from .politics import after_troops_leave

        after_troops_leave(game, source)


def remove_troops(game: Game, name: str, count: int, why: str = "") -> None:
    """Troop cubes leave a country back to the track."""
    move_troops(game, name, TRACK, min(count, game.state.countries[name].troops), why)


# -- militia -----------------------------------------------------------------------------


def can_take_militia(country: Country) -> bool:
    """Militia never exist in non-Muslim, Good or Islamist Rule countries (11.2.4)."""
    return country.muslim and country.governance not in (GOOD, ISLAMIST_RULE)


def add_militia(game: Game, name: str, count: int, why: str = "") -> int:
    country = game.state.countries[name]
    if not can_take_militia(country):
        return 0
    _test(game, name)
    if not can_take_militia(country):
        return 0
    count = min(count, board.militia_available(game.state))
    if count > 0:
        country.militia += count
        game.log(f"  {name}: +{count} militia{f' ({why})' if why else ''}")
    return max(count, 0)


def remove_militia(game: Game, name: str, count: int, why: str = "") -> int:
    country = game.state.countries[name]
    count = min(count, country.militia)
    if count > 0:
        country.militia -= count
        game.log(f"  {name}: -{count} militia{f' ({why})' if why else ''}")
    return count


# -- plots -------------------------------------------------------------------------------


def place_plot(game: Game, name: str, kind: str, face_up: bool = False) -> None:
    """Put an available plot marker in a country (the caller has chosen it)."""
    state = game.state
    if kind not in state.plots_available:
        raise ValueError(f"plot {kind} is not available ({state.plots_available})")
    _test(game, name)
    state.plots_available.remove(kind)
    state.countries[name].plots.append(PlotMarker(kind, face_up))
    shown = f"plot {kind}" if face_up else "a plot (face down)"
    game.log(f"  {name}: {shown} placed")


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
    game.log(f"  {name}: plot {plot.kind} removed{f' ({why})' if why else ''}")


# -- markers -----------------------------------------------------------------------------


def add_marker(game: Game, name: str, marker: str, *, unique: bool = True) -> bool:
    country = game.state.countries[name]
    if unique and marker in country.markers:
        return False
    _test(game, name)
    country.markers.append(marker)
    game.log(f"  {name}: {marker} marker placed")
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
        game.log(f"  {name}: {marker} marker removed")
        if marker == "Training Camps":
            note_stranded_cells(game)
    return n


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


def add_aid(game: Game, name: str, count: int = 1) -> None:
    _test(game, name)
    game.state.countries[name].aid += count
    game.log(f"  {name}: +{count} aid")


def remove_aid(game: Game, name: str, count: int = 1) -> int:
    country = game.state.countries[name]
    n = min(count, country.aid)
    if n:
        country.aid -= n
        game.log(f"  {name}: -{n} aid")
    return n


def set_besieged(game: Game, name: str, value: bool) -> None:
    country = game.state.countries[name]
    if country.besieged != value:
        if value:
            _test(game, name)
        country.besieged = value
        game.log(f"  {name}: besieged regime marker {'placed' if value else 'removed'}")


# -- WMD ---------------------------------------------------------------------------------


def release_wmd(game: Game, name: str, count: int | None = None) -> int:
    """A country's cached WMD become available plots (Islamist Rule, some events)."""
    country = game.state.countries[name]
    n = country.wmd if count is None else min(count, country.wmd)
    if n:
        country.wmd -= n
        game.state.plots_available.extend([PLOT_WMD] * n)
        game.log(f"  {name}: {n} WMD now available to the Jihadist")
    return n


def remove_available_wmd(game: Game, count: int = 1, prestige: bool = True) -> int:
    """WMD plots in the available box leave the game; the US gains +1 prestige each (11.3.1)."""
    from .tracks import change_prestige

    available = game.state.plots_available
    n = min(count, available.count(PLOT_WMD))
    for _ in range(n):
        available.remove(PLOT_WMD)
        game.state.plots_removed.append(PLOT_WMD)
    if n:
        game.log(f"  {n} WMD plot{'s' if n != 1 else ''} removed from the available box")
        if prestige:
            change_prestige(game, n, "WMD removed")
    return n


def destroy_cached_wmd(game: Game, name: str, count: int | None = None, prestige: bool = True) -> int:
    """Cached WMD leave the game; the US gains +1 prestige each (11.3.1)."""
    from .tracks import change_prestige

    country = game.state.countries[name]
    n = country.wmd if count is None else min(count, country.wmd)
    if n:
        country.wmd -= n
        game.state.plots_removed.extend([PLOT_WMD] * n)
        game.log(f"  {name}: {n} WMD removed from the game")
        if prestige:
            change_prestige(game, n, "WMD removed")
    return n
