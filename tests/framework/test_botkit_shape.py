"""botkit's own source: no import inside a function except plug-in loading; and the direction of the
project's dependencies (botkit knows no game and no front end; the front ends know games by the registry)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

BOTKIT = Path(__file__).resolve().parents[2] / "botkit"
# Dask is an optional extra (botkit[cluster]): it is imported only when a tournament runs on it
PLUGIN_LOADERS = {("tournament", "check_scheduler"), ("tournament", "_on_dask"),
                  ("raster", "_cairosvg")}  # the PNG renderer, the first time a PNG is made


def test_botkit_imports_nothing_inside_a_function_but_the_optional_dask():
    found = set()
    for path in sorted(BOTKIT.rglob("*.py")):
        for function in ast.walk(ast.parse(path.read_text())):
            is_function = isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
            if is_function and any(isinstance(n, (ast.Import, ast.ImportFrom)) for n in ast.walk(function)):
                found.add((path.stem, function.name))
    assert found == PLUGIN_LOADERS


# -- the direction of dependencies: cli, web -> botkit; game -> botkit; botkit -> none of them -----------

ROOT = BOTKIT.parent
FRONT_ENDS = ("cli", "web")


def imported(path: Path) -> set[str]:
    """Every module a Python file imports (absolute imports; relative ones stay inside its package)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_botkit_imports_nothing_of_the_games_or_the_front_ends():
    found = {(path.relative_to(ROOT).as_posix(), name) for path in sorted(BOTKIT.rglob("*.py"))
             for name in imported(path) if name.split(".")[0] in ("game", *FRONT_ENDS)}
    assert found == set()


def test_the_front_ends_import_no_game_module_only_the_registration():
    found = {(path.relative_to(ROOT).as_posix(), name) for folder in FRONT_ENDS
             for path in sorted((ROOT / folder).rglob("*.py")) for name in imported(path)
             if name.startswith("game.")}
    assert found == set()


def test_no_file_of_botkit_cli_or_web_names_a_game_module():
    """`git grep -l 'game\\.labyrinth\\|game\\.twilight' -- cli web botkit` finds nothing: a comment, a template or
    a string naming a game's module would be a way round the registry."""
    named = re.compile(r"game\.(labyrinth|twilight)")
    found = [path.relative_to(ROOT).as_posix() for folder in ("botkit", *FRONT_ENDS)
             for path in sorted((ROOT / folder).rglob("*"))
             if path.is_file() and "__pycache__" not in path.parts
             and named.search(path.read_bytes().decode("utf-8", errors="replace"))]
    assert found == []
