"""What an operation is, for the turn driver: a name, when it is possible, how it is done.

`us_ops` and `jihadist_ops` each fill an `OPERATIONS` mapping with these. ``perform``
carries the operation out with up to `ops` Ops (asking the acting side every choice) and
returns the Ops it actually used, so the driver knows how much of the reserves went.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .game import Game


@dataclass(frozen=True)
class Operation:
    name: str
    label: str
    rule: str
    available: Callable[[Game, int], bool]
    perform: Callable[[Game, int], int]
    min_ops: int = 1
