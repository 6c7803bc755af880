"""botkit's Bot-building pieces (tier `answer:`, tier sets of a side, memory, remember) on a small game:
a situation is a dict, as in tests/framework; the Bot runtime here is the few lines a game writes."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from botkit import Answerer, Interpreter, Library, Trace
from botkit.memory import Memory
from botkit.vocabulary import REMEMBER
from tests.framework.vocab import make_vocabulary

CHARTS = Path(__file__).parent / "charts"


@dataclass
class Question:
    options: tuple[Any, ...]
    purpose: str = "test.where"
    kind: str = "one"
    count: int = 1
    minimum: int = 1
    low: int = 0
    high: int = 0
    budget: int = 0
    capacities: dict[Any, int] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)


class RedBot:
    """A game's Bot runtime in miniature: walks its tier's answer chart, answers, then remembers; its
    memory's scopes are the situation's counters (card plays, phases, turns)."""

    def __init__(self, library: Library, tier_name: str) -> None:
        self.library = library
        self.tier = library.side_tiers("red", first="red.standard")[tier_name]
        self.interpreter = Interpreter(library)
        self.answerer = Answerer(self.interpreter)
        self.memory = Memory(library.memory_fields("red"))
        self.rng = random.Random(1)
        self.trace: Trace | None = None

    def keys(self, ctx: dict[str, Any]) -> dict[str, Any]:
        return {"card": ctx["counters"].get("plays", 0), "phase": ctx["counters"].get("phase", 0),
                "turn": ctx["counters"].get("turn", 0)}

    def recall(self, ctx: dict[str, Any], name: str) -> Any:
        def pick(declared: Any) -> Any:
            chosen = self.interpreter.pick(declared.table, declared.boxes, None, ctx, self.rng, trace=self.trace)
            if self.trace is not None:
                self.trace.note(f"memory {declared.name} = {chosen}")
            return chosen

        return self.memory.read(name, self.keys(ctx), pick)

    def decide(self, ctx: dict[str, Any], options: tuple[Any, ...]) -> Any:
        ctx["bot"], ctx["options"] = self, options
        self.trace = Trace("test")
        decision = self.interpreter.walk(self.tier.answer or "red.answer", ctx, trace=self.trace, rng=self.rng)
        answers = [a for a in decision.actions if a.name != REMEMBER]
        (answer,) = answers
        value = self.answerer.answer(answer, Question(options), ctx, self.rng, trace=self.trace)
        for action in decision.actions:
            if action.name == REMEMBER:
                for name in action.params:
                    self.memory.write(name, action.value(name), self.keys(ctx))
        return value


@pytest.fixture
def red_vocab():
    v = make_vocabulary()
    v.read_memory = lambda ctx, name: ctx["bot"].recall(ctx, name)
    v.question_options = lambda ctx: ctx.get("options", ())
    return v


@pytest.fixture
def red_library(red_vocab):
    return Library.load(CHARTS, red_vocab)


@pytest.fixture
def board():
    return {
        "flags": {},
        "counters": {"plays": 1, "phase": 1, "turn": 1},
        "places": {
            "north": {"tags": ["safe"], "value": 2, "danger": 1},
            "south": {"tags": ["safe"], "value": 5, "danger": 3},
            "east": {"tags": [], "value": 7, "danger": 0},
            "west": {"tags": ["safe"], "value": 1, "danger": 4},
        },
    }


def write_charts(folder: Path, extra: dict[str, str]) -> Path:
    """The fixture charts plus (or instead of) some files of a test's own, in `folder`."""
    for source in CHARTS.iterdir():
        (folder / source.name).write_text(source.read_text())
    for name, text in extra.items():
        (folder / name).write_text(text)
    return folder
