"""The engine's shape, checked on its source (docs/engine.md, "Module map").

* the modules of `game/labyrinth` import each other without a cycle;
* no module of `game/` imports inside a function, except plug-in loading (the card modules
  and the operation modules, which register themselves when imported);
* no engine module imports a card module (cards reach the engine through `@event` and `@hook`);
* the card-play services sit below the operations, the cards and the turn driver;
* only the board primitives (and set-up) write the board's fields, so no change escapes the
  consequences handler.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import networkx as nx

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
# the modules allowed to write the board's fields: the board primitives, what builds a state before
# any game runs on it (set-up, scenarios, the random boards of the Bot event check), and the player's
# corrections (`adjust`: like a set-up, it makes the board match the real one and sets nothing off)
BOARD_WRITERS = {"pieces", "politics", "awakening", "civil_war", "caliphate", "tracks", "state", "setup",
                 "scenarios", "event_lens", "adjust"}
BOARD_FIELDS = {"governance", "alignment", "sleepers", "actives", "cadre", "troops", "militia", "aid", "awakening",
                "reaction", "besieged", "regime_change", "civil_war", "wmd", "kind", "posture", "prestige",
                "funding", "caliphate_capital", "off_map_troops", "resources", "oil_exporter"}


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


def test_only_the_board_primitives_write_the_boards_fields():
    offenders = []
    for name, path in modules().items():
        if not name.startswith(PACKAGE) or name.startswith(f"{PACKAGE}.bots"):
            continue  # the Bots only ever change throw-away copies
        if name.rsplit(".", 1)[-1] in BOARD_WRITERS:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AugAssign) else []
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr in BOARD_FIELDS:
                    offenders.append(f"{name}:{node.lineno} .{target.attr}")
    assert offenders == []


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
