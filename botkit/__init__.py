"""botkit: solitaire Bots declared as data.

Charts and priority tables are written in YAML, checked against a game's vocabulary,
loaded as networkx graphs and walked against the game state; tiers set named
capabilities. botkit knows no particular game.
"""

from .conditions import Action
from .errors import Problem, ValidationError, WalkError
from .interpreter import Decision, Interpreter
from .library import Library
from .render import draw, render
from .tiers import Tier, TierSet
from .trace import NodeCounter, Trace
from .vocabulary import (
    ANY,
    BOOL,
    CHART_REF,
    INT,
    NUMBER,
    STR,
    TABLE_REF,
    Param,
    ParamType,
    Vocabulary,
    int_in,
    list_of,
    one_of,
)

__version__ = "0.1.0"

__all__ = [
    "ANY", "BOOL", "CHART_REF", "INT", "NUMBER", "STR", "TABLE_REF",
    "Action", "Decision", "Interpreter", "Library", "NodeCounter", "Param", "ParamType", "Problem",
    "Tier", "TierSet", "Trace", "ValidationError", "Vocabulary", "WalkError",
    "draw", "int_in", "list_of", "one_of", "render",
]
