"""The engine's shape, checked on its source (as Labyrinth's is):

* the modules of `game/twilight_struggle` import each other without a cycle;
* no module imports inside a function, except plug-in loading (`events.load_all` imports the cards);
* no engine module imports a card module (cards reach the engine through `@event` and `@hook`);
* the turn driver is imported by nothing in the engine;
* only the board primitives (and set-up) write the board's fields - assignments and in-place
  changes alike - so no change escapes the consequences handler.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "game" / "twilight_struggle"
PACKAGE = "game.twilight_struggle"
PLUGIN_LOADERS = {(f"{PACKAGE}.events", "load_all")}
# `table` swaps a card named at the table with the placeholder it showed from (two unseen cards trade places);
# `adjust`: a player's correction sets the board as they say, outside the rules (no consequence may follow it)
BOARD_WRITERS = {"influence", "tracks", "deck", "effects", "victory", "table", "state", "setup", "scenarios", "adjust"}
BOARD_FIELDS = {"influence", "ccw_box", "defcon", "vp", "military_ops", "space", "draw_pile", "discard", "removed",
                "in_play", "set_aside", "waiting", "hands", "china_holder", "china_face_up", "effects", "winner",
                "end_reason"}
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault", "sort", "reverse"}


def module_name(path: Path) -> str:
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def imported(name: str, path: Path, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
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


def test_the_engine_imports_form_no_cycle():
    cycles = list(nx.simple_cycles(import_graph()))
    assert cycles == [], [" -> ".join(c) for c in cycles[:5]]


def test_no_import_inside_a_function_except_plug_in_loading():
    found = []
    for name, path in modules().items():
        for function in ast.walk(ast.parse(path.read_text())):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [(name, function.name) for node in ast.walk(function)
                          if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert set(found) == PLUGIN_LOADERS


def test_no_engine_module_imports_a_card_module():
    graph = import_graph()
    offenders = [(n, t) for n in graph if not n.startswith(f"{PACKAGE}.cards")
                 for t in graph.successors(n) if t.startswith(f"{PACKAGE}.cards")]
    assert offenders == []


def test_only_the_game_definition_imports_the_turn_driver():
    """The framework runs games through the game's definition (its `run`); nothing in the engine does."""
    graph = import_graph()
    assert list(graph.predecessors(f"{PACKAGE}.turn")) == [f"{PACKAGE}.definition"]


def test_the_consequences_sit_above_the_board_primitives():
    graph = import_graph()
    assert {f"{PACKAGE}.{m}" for m in ("influence", "deck", "victory")} <= nx.descendants(
        graph, f"{PACKAGE}.consequences")
    for primitive in ("influence", "tracks", "deck", "effects", "victory"):
        assert f"{PACKAGE}.consequences" not in nx.descendants(graph, f"{PACKAGE}.{primitive}")


def _writes(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, field) for each assignment to, or in-place change of, a board field."""
    found = []

    def field_of(node: ast.AST) -> str | None:
        while isinstance(node, ast.Subscript):
            node = node.value
        return node.attr if isinstance(node, ast.Attribute) and node.attr in BOARD_FIELDS else None

    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in targets:
            name = field_of(target)
            if name:
                found.append((node.lineno, name))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            name = field_of(node.func.value)
            if name:
                found.append((node.lineno, name))
    return found


def test_only_the_board_primitives_write_the_boards_fields():
    offenders = []
    for name, path in modules().items():
        if name.rsplit(".", 1)[-1] in BOARD_WRITERS:
            continue
        offenders += [f"{name}:{line} .{field}" for line, field in _writes(ast.parse(path.read_text()))]
    assert offenders == []


def test_the_field_check_catches_a_write():
    tree = ast.parse("state.influence['poland']['us'] += 1\nstate.hands['us'].append(3)\nx = state.defcon\n")
    assert [f for _, f in _writes(tree)] == ["influence", "hands"]


def test_the_module_map_of_the_engine_guide_holds():
    """docs/twilight_struggle/engine.md's module map: each module imports only its own row or rows above."""
    rows = [line for line in (ROOT / "docs" / "twilight_struggle" / "engine.md").read_text().splitlines()
            if line.startswith("| ") and "`" in line and "layer" not in line]
    rank: dict[str, int] = {}
    for index, row in enumerate(rows):
        for module in re.findall(r"`([\w/*]+)`", row.split("|")[2]):
            rank[module.removesuffix("/*")] = index

    def row_of(name: str) -> int:
        return rank[name.removeprefix(f"{PACKAGE}.").split(".")[0]]

    graph = import_graph()
    engine = [n for n in graph if n.startswith(f"{PACKAGE}.")]
    missing = [n for n in engine if n.removeprefix(f"{PACKAGE}.").split(".")[0] not in rank]
    assert missing == []
    upward = [(a, b) for a, b in graph.edges if a in engine and b in engine and row_of(b) > row_of(a)]
    assert upward == []
