"""botkit: solitaire Bots declared as data.

Charts and priority tables are written in YAML, checked against a game's vocabulary,
loaded as networkx graphs and walked against the game state; tiers set named
capabilities. botkit knows no particular game.
"""

from typing import TYPE_CHECKING, Any

from .lazy import deferred

# Each name of the public API is read from its module when first asked for (PEP 562; the modules are
# `deferred`: found now, executed at first use), so that
# `import botkit.registry` - every command's first step - does not load the chart language, networkx
# and the renderer: `botkit --help` starts at once.
_HOMES = {
    "Answerer": "answers",
    "Question": "answers",
    "answers_count": "answers",
    "first_option": "answers",
    "Capability": "capabilities",
    "Action": "conditions",
    "Scope": "conditions",
    "Problem": "errors",
    "ValidationError": "errors",
    "WalkError": "errors",
    "Decision": "interpreter",
    "Interpreter": "interpreter",
    "Library": "library",
    "draw": "render",
    "render": "render",
    "Tier": "tiers",
    "TierSet": "tiers",
    "NodeCounter": "trace",
    "Trace": "trace",
    "ANSWER_ACTIONS": "vocabulary",
    "ANY": "vocabulary",
    "BOOL": "vocabulary",
    "CHART_REF": "vocabulary",
    "EXPR": "vocabulary",
    "INT": "vocabulary",
    "NUMBER": "vocabulary",
    "POOL_TABLE_REF": "vocabulary",
    "QUESTION_KINDS": "vocabulary",
    "STR": "vocabulary",
    "TABLE_REF": "vocabulary",
    "Param": "vocabulary",
    "ParamType": "vocabulary",
    "Vocabulary": "vocabulary",
    "int_in": "vocabulary",
    "list_of": "vocabulary",
    "one_of": "vocabulary",
}

__version__ = "0.1.0"

__all__ = [
    "ANSWER_ACTIONS", "ANY", "BOOL", "CHART_REF", "EXPR", "INT", "NUMBER", "POOL_TABLE_REF", "QUESTION_KINDS", "STR",
    "TABLE_REF",
    "Action", "Answerer", "Capability", "Decision", "Interpreter", "Library", "NodeCounter", "Param", "ParamType",
    "Problem", "Question", "Scope", "Tier", "TierSet", "Trace", "ValidationError", "Vocabulary", "WalkError",
    "answers_count", "draw", "first_option", "int_in", "list_of", "one_of", "render",
]


_MODULES = {home: deferred(f"{__name__}.{home}") for home in sorted(set(_HOMES.values()))}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'botkit' has no attribute {name!r}")
    value = getattr(_MODULES[home], name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOMES])


if TYPE_CHECKING:  # the same names for type checkers and readers
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
