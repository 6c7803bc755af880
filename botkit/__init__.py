"""botkit: solitaire Bots declared as data.

Charts and priority tables are written in YAML, checked against a game's vocabulary,
loaded as networkx graphs and walked against the game state; tiers set named
capabilities. botkit knows no particular game.
"""

from .answers import Answerer, Question, answers_count, first_option
from .capabilities import Capability
from .conditions import Action, Scope
from .errors import Problem, ValidationError, WalkError
from .interpreter import Decision, Interpreter
from .library import Library
from .render import draw, render
from .tiers import Tier, TierSet
from .trace import NodeCounter, Trace
from .vocabulary import (
    ANSWER_ACTIONS,
    ANY,
    BOOL,
    CHART_REF,
    EXPR,
    INT,
    NUMBER,
    POOL_TABLE_REF,
    QUESTION_KINDS,
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
    "ANSWER_ACTIONS", "ANY", "BOOL", "CHART_REF", "EXPR", "INT", "NUMBER", "POOL_TABLE_REF", "QUESTION_KINDS", "STR",
    "TABLE_REF",
    "Action", "Answerer", "Capability", "Decision", "Interpreter", "Library", "NodeCounter", "Param", "ParamType",
    "Problem", "Question", "Scope", "Tier", "TierSet", "Trace", "ValidationError", "Vocabulary", "WalkError",
    "answers_count", "draw", "first_option", "int_in", "list_of", "one_of", "render",
]
