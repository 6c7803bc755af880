"""Modules needed only when something runs: registered when botkit starts, executed at first use.

`botkit tune` draws its heat map with matplotlib (most of a second to import), `botkit serve`
runs the web stack, and the chart language builds its graphs with networkx (a tenth of a second):
every other command, `botkit --help` first, would pay for them at start-up. Each is named in code,
where a module imports it (`nx = deferred("networkx")`): the module is found then (so a missing one
fails at once), put in `sys.modules`, and its body runs the first time one of its names is used. No
module is ever imported because a command line or a file named it.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def deferred(name: str) -> ModuleType:
    """The module `name`, found now and executed at the first use of one of its attributes."""
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ImportError(f"botkit needs the module {name}, which is not installed", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
