"""botkit's own source: no import inside a function except plug-in loading."""

from __future__ import annotations

import ast
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
