"""The engine's shape, checked on its source (docs/engine.md, "Module map").

* the modules of `game/labyrinth` import each other without a cycle;
* no module of `game/` imports inside a function, except plug-in loading (the card modules
  and the operation modules, which register themselves when imported);
* no engine module imports a card module (cards reach the engine through `@event` and `@hook`);
* the card-play services sit below the operations, the cards and the turn driver;
* only the board primitives (and set-up) write the board's fields - assignments, in-place changes
  and changes through a local name for a field alike - so every change is reported (a log line, a
  table-mode instruction) and none escapes the consequences handler; every field of the state is
  either a board field or named as bookkeeping, so a new field is classified when it is added.
"""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import networkx as nx

from game.labyrinth.state import Country, GameState, PlotMarker

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
ENGINE = GAME / "labyrinth"
PACKAGE = "game.labyrinth"

# (module, function): the only imports allowed inside a function - plug-in loading
PLUGIN_LOADERS = {
    ("game.labyrinth.events", "load_all"),  # the card modules register their events and hooks
    ("game.labyrinth.operations", "load_all"),  # us_ops / jihadist_ops register their operations
    ("game.twilight_struggle.events", "load_all"),  # Twilight Struggle's card modules, likewise
    ("game", "_labyrinth"),  # the games' registrations: a game's engine is loaded when it is first used
    ("game", "_twilight_struggle"),
}
# the modules allowed to write the board's fields: the board primitives (`deck` for the cards), what
# builds a state before any game runs on it (set-up, scenarios, scripted hands, the random boards of
# the Bot event check), the player's corrections (`adjust`: like a set-up, it makes the board match
# the real one and sets nothing off) and table mode (`table`: it swaps a card the player names into
# the slot of the placeholder it stood for - the real board does not change)
BOARD_WRITERS = {"pieces", "politics", "awakening", "civil_war", "caliphate", "tracks", "deck", "state", "setup",
                 "scenarios", "scripts", "event_lens", "adjust", "table"}
# what is on the board, a track, a box or a card pile: a change to any of it is told, and at the table made
BOARD_FIELDS = {
    # a country (`kind`: a tile flipped; `plots`, `markers`: its plot and event markers)
    "governance", "alignment", "posture", "sleepers", "actives", "cadre", "troops", "militia", "plots", "aid",
    "besieged", "regime_change", "civil_war", "awakening", "reaction", "wmd", "markers", "resources",
    "oil_exporter", "kind",
    # a plot marker turned face up, or marked by Backlash (122)
    "face_up", "backlash",
    # the tracks and boxes (`markers`: the global event markers too; `first_plot_card`: the First Plot box)
    "prestige", "funding", "us_posture", "off_map_troops", "reserves", "caliphate_capital", "plots_available",
    "plots_resolved", "plots_removed", "first_plot_card",
    # the cards' zones
    "draw_pile", "discard", "removed", "hands", "events_in_play", "lapsing", "playing", "deck_number",
}
# the state's fields that are not the board: the map's identity, the turn driver's counts, the scenario's
# limits, what the rules remember of this turn, the game's end, options and small counts events keep
BOOKKEEPING = {"name", "scenario", "countries", "turn", "phase", "action_phase", "cards_played_in_phase", "decks",
               "turns_limit", "plots_resolved_this_turn_in", "us_wmd_resolved", "targets_this_phase",
               "targets_last_phase", "winner", "victory", "options", "counters",
               # Country.muslim follows `kind`, Country.cells `sleepers` and `actives` (set with them), never
               # written on their own
               "muslim", "cells"}
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault", "popitem", "sort",
            "reverse", "add", "discard", "shuffle"}
# how deep into a field a local name still holds a container of the board (`hand = state.hands[side]`)
CONTAINER_DEPTH = {"plots": 0, "markers": 0, "plots_available": 0, "plots_resolved": 0, "plots_removed": 0,
                   "draw_pile": 0, "discard": 0, "removed": 0, "hands": 1, "events_in_play": 0, "lapsing": 0,
                   "playing": 0, "reserves": 0}

def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    name = ".".join(parts)
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def imported(name: str, path: Path, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
    """The project modules one import statement names."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in known}
    base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    if node.level:
        base = base[: len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    found = set()
    for alias in node.names:
        candidate = f"{target}.{alias.name}"
        if candidate in known:
            found.add(candidate)
        elif target in known:
            found.add(target)
    return found


def import_graph() -> nx.DiGraph:
    """Module -> the project modules it imports, wherever the import stands (plug-in loading aside)."""
    known = modules()
    graph = nx.DiGraph()
    for name, path in known.items():
        graph.add_node(name)
        tree = ast.parse(path.read_text())
        loaders = [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and (name, f.name) in PLUGIN_LOADERS]
        skipped = {id(n) for f in loaders for n in ast.walk(f)}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped:
                for target in imported(name, path, node, known):
                    if target != name:
                        graph.add_edge(name, target)
    return graph


def function_imports() -> list[tuple[str, str, int]]:
    found = []
    for name, path in modules().items():
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    found.append((name, function.name, node.lineno))
    return found


def test_the_engine_imports_form_no_cycle():
    graph = import_graph().subgraph(n for n in import_graph() if n.startswith(PACKAGE))
    cycles = list(nx.simple_cycles(graph))
    assert cycles == [], [" -> ".join(c) for c in cycles[:5]]


def test_no_import_inside_a_function_except_plug_in_loading():
    found = function_imports()
    unexpected = [f"{name}.{function} (line {line})" for name, function, line in found
                  if (name, function) not in PLUGIN_LOADERS]
    assert unexpected == []
    assert {(name, function) for name, function, _ in found} == PLUGIN_LOADERS  # the allow-list is exact


def test_no_engine_module_imports_a_card_module():
    graph = import_graph()
    engine = [n for n in graph if n.startswith(PACKAGE) and not n.startswith(f"{PACKAGE}.cards")
              and not n.startswith(f"{PACKAGE}.bots") and n != f"{PACKAGE}.vocabulary"]
    offenders = [(n, t) for n in engine for t in graph.successors(n) if t.startswith(f"{PACKAGE}.cards")]
    assert offenders == []


def test_the_card_play_services_sit_below_operations_cards_and_the_driver():
    graph = import_graph()
    below = nx.descendants(graph, f"{PACKAGE}.cardplay")
    above = {f"{PACKAGE}.{m}" for m in ("us_ops", "jihadist_ops", "turn", "end_of_turn", "plots", "cards")}
    assert not below & above
    assert not any(n.startswith(f"{PACKAGE}.cards") for n in below)
    for module in ("us_ops", "jihadist_ops", "cards.common"):
        assert f"{PACKAGE}.cardplay" in graph.successors(f"{PACKAGE}.{module}")


def test_the_turn_driver_is_imported_only_by_the_game_definition():
    """The framework runs games (its session and its match runner), through the game's definition (its `run`);
    nothing else of the game does."""
    graph = import_graph()
    users = {n for n in graph.predecessors(f"{PACKAGE}.turn") if n.startswith(PACKAGE)}
    assert users == {f"{PACKAGE}.definition"}


def test_the_consequences_sit_above_every_board_primitive():
    graph = import_graph()
    below = nx.descendants(graph, f"{PACKAGE}.consequences")
    for primitive in ("pieces", "politics", "awakening", "civil_war", "caliphate", "tracks", "victory"):
        assert f"{PACKAGE}.{primitive}" in below
        assert f"{PACKAGE}.consequences" not in nx.descendants(graph, f"{PACKAGE}.{primitive}")


def _field(node: ast.AST) -> tuple[str, int] | None:
    """The board field an expression reaches, and through how many subscripts (`x.hands[side]`: hands, 1)."""
    depth = 0
    while isinstance(node, ast.Subscript):
        node, depth = node.value, depth + 1
    return (node.attr, depth) if isinstance(node, ast.Attribute) and node.attr in BOARD_FIELDS else None


def _writes(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, field) for each write to a board field: an assignment or deletion (`x.field = `, `x.field[k] += `,
    `del x.field[:n]`), an in-place change (`x.field.append(...)`, `rng.shuffle(x.field)`), or either made
    through a local name bound to the field's container (`hand = state.hands[side]; hand.append(n)`)."""
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            reached = _field(node.value)
            if reached and reached[1] <= CONTAINER_DEPTH.get(reached[0], -1):
                aliases[node.targets[0].id] = reached[0]

    def written(target: ast.AST, whole_name: bool) -> str | None:
        reached = _field(target)
        if reached:
            return reached[0]
        base = target
        while isinstance(base, ast.Subscript):
            base = base.value
        if isinstance(base, ast.Name) and base.id in aliases and (whole_name or base is not target):
            return aliases[base.id]
        return None

    found = []
    for node in ast.walk(tree):
        targets = (node.targets if isinstance(node, (ast.Assign, ast.Delete)) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            for one in target.elts if isinstance(target, ast.Tuple) else [target]:
                # rebinding a local name changes nothing; `name += ...` and `del name[...]` change its container
                field = written(one, whole_name=isinstance(node, ast.AugAssign))
                if field:
                    found.append((node.lineno, field))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            changed = [node.func.value] + (node.args[:1] if node.func.attr == "shuffle" else [])
            for one in changed:
                field = written(one, whole_name=True)
                if field:
                    found.append((node.lineno, field))
    return sorted(found)


def test_only_the_board_primitives_write_the_boards_fields():
    offenders = []
    for name, path in modules().items():
        if not name.startswith(PACKAGE) or name.startswith(f"{PACKAGE}.bots"):
            continue  # the Bots only ever change throw-away copies
        if name.rsplit(".", 1)[-1] in BOARD_WRITERS:
            continue
        offenders += [f"{name}:{line} .{field}" for line, field in _writes(ast.parse(path.read_text()))]
    assert offenders == []


def test_the_write_check_catches_every_form_of_write():
    source = """
state.prestige = 3
state.reserves["us"] -= 1
state.plots_available.extend(back)
plot.face_up = True
del state.draw_pile[:2]
game.rng.shuffle(state.hands["us"])
reserves = game.state.reserves
reserves[side] += 1
hand = state.hands[side]
hand.insert(0, 5)
markers = state.markers
markers.append("Pirates")
count = state.reserves["us"]
count += 1
x = state.funding
"""
    assert [field for _, field in _writes(ast.parse(source))] == [
        "prestige", "reserves", "plots_available", "face_up", "draw_pile", "hands", "reserves", "hands", "markers"]


def test_every_field_of_the_state_is_a_board_field_or_bookkeeping():
    """A new field is classified when it is added: on the board (written by primitives only) or bookkeeping."""
    every = {f.name for cls in (GameState, Country, PlotMarker) for f in fields(cls)}
    assert every - BOARD_FIELDS - BOOKKEEPING == set()
    assert set() == BOARD_FIELDS & BOOKKEEPING
    assert (BOARD_FIELDS | BOOKKEEPING) - every == set()


def test_the_module_map_of_the_engine_guide_holds():
    """docs/engine.md's module map: each module imports only modules of its own row or rows above."""
    rows = [line for line in (ROOT / "docs" / "engine.md").read_text().splitlines()
            if line.startswith("| ") and "`" in line and "layer" not in line]
    rank: dict[str, int] = {}
    for index, row in enumerate(rows):
        for module in re.findall(r"`([\w/*]+)`", row.split("|")[2]):
            rank[module.removesuffix("/*")] = index

    def row_of(name: str) -> int:
        short = name.removeprefix(f"{PACKAGE}.")
        return rank[short.split(".")[0]] if short.split(".")[0] in rank else rank[short]

    graph = import_graph()
    engine = [n for n in graph if n.startswith(f"{PACKAGE}.")]
    assert all(n.removeprefix(f"{PACKAGE}.").split(".")[0] in rank for n in engine), "a module missing from the map"
    upward = [(a, b) for a, b in graph.edges if a in engine and b in engine and row_of(b) > row_of(a)]
    assert upward == []


def test_the_front_end_imports_nothing_inside_a_function():
    """cli/ follows the same rule: everything a command needs is imported where the module starts."""
    found = []
    for path in sorted((ROOT / "cli").glob("*.py")):
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [f"{path.name}:{node.lineno} in {function.name}" for node in ast.walk(function)
                          if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert found == []
