"""What a walk did: the nodes visited, the answers given, the candidates each filter kept.

Tracing is optional: walks take any object with ``visit``/``filtered``/``picked`` (a
`Trace` records everything for `why` and drawings; a `NodeCounter` only counts visits,
cheaply, for tournament heat maps), or None for no record at all.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .files import FileReadError, read_json

FORMAT = "botkit-trace"
VERSION = 1


@dataclass
class Step:
    chart: str
    node: str
    kind: str
    text: str
    depth: int = 0
    answer: bool | None = None
    before: list[str] | None = None
    after: list[str] | None = None
    skipped: bool = False
    rule: str = ""

    def describe(self) -> str:
        pad = "  " * self.depth
        if self.kind in ("decision", "call") and self.answer is not None:
            return f"{pad}{self.text} {'yes' if self.answer else 'no'}"
        if self.kind == "filter":
            if self.skipped:
                return f"{pad}{self.text}: not applied"
            return f"{pad}{self.text}: {len(self.before or [])} -> {len(self.after or [])} ({', '.join(self.after or [])})"
        if self.kind == "tiebreak":
            return f"{pad}random pick among {', '.join(self.before or [])} -> {', '.join(self.after or [])}"
        if self.kind == "select":
            return f"{pad}{self.text}: {', '.join(self.before or []) or 'no candidates'}"
        return f"{pad}{self.text}"


@dataclass
class Trace:
    """A full record of one Bot decision (possibly several walks and table look-ups).

    A `listener` (optional) hears each step as it is recorded, so a front end can narrate
    a Bot's reasoning while it happens.
    """

    title: str = ""
    steps: list[Step] = field(default_factory=list)
    outcome: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    listener: Any = field(default=None, repr=False, compare=False)

    def _add(self, step: Step) -> None:
        self.steps.append(step)
        if self.listener is not None:
            self.listener(step)

    def visit(self, chart: str, node: Any, depth: int, answer: bool | None = None) -> None:
        self._add(Step(chart, node.id, node.kind, node.text(), depth, answer, rule=node.rule))

    def selecting(self, table: str, text: str, candidates: list[str], depth: int) -> None:
        self._add(Step(table, "", "select", text, depth, before=candidates))

    def filtered(self, table: str, flt: Any, before: list[str], after: list[str], skipped: bool, depth: int) -> None:
        self._add(Step(table, flt.id, "filter", flt.text(), depth, before=before, after=after,
                       skipped=skipped, rule=flt.rule))

    def picked(self, table: str, before: list[str], chosen: str, depth: int) -> None:
        self._add(Step(table, "tie-break", "tiebreak", "random pick", depth, before=before, after=[chosen]))

    def note(self, text: str, depth: int = 0) -> None:
        self._add(Step("", "", "note", text, depth))

    def path(self, chart_id: str) -> list[str]:
        """Node ids visited in one chart or table, in order."""
        return [s.node for s in self.steps if s.chart == chart_id and s.node and not s.skipped]

    def charts(self) -> list[str]:
        seen: list[str] = []
        for s in self.steps:
            if s.chart and s.chart not in seen:
                seen.append(s.chart)
        return seen

    def lines(self) -> list[str]:
        return [s.describe() for s in self.steps]

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "title": self.title, "meta": self.meta,
                "outcome": self.outcome, "steps": [asdict(s) for s in self.steps]}

    @classmethod
    def from_dict(cls, data: Any) -> Trace:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a botkit trace (missing format marker)")
        if data.get("version") != VERSION:
            raise ValueError(f"trace format version {data.get('version')!r} is not supported (expected {VERSION})")
        try:
            steps = [Step(**s) for s in data.get("steps", [])]
            for step in steps:
                texts = (step.chart, step.node, step.kind, step.text, step.rule)
                if not all(isinstance(t, str) for t in texts) or type(step.depth) is not int or step.depth < 0:
                    raise ValueError(f"step {step.node!r}: chart, node, kind and text are texts, depth a number")
            return cls(str(data.get("title", "")), steps, list(data.get("outcome", [])), dict(data.get("meta", {})))
        except (TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"a damaged trace ({exc})") from None

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_dict(), indent=2), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Trace:
        try:
            data = read_json(path)
        except FileReadError as exc:
            raise ValueError(f"cannot read the trace {exc}") from None
        try:
            return cls.from_dict(data)
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None


@dataclass
class NodeCounter:
    """Counts node visits per chart/table, for heat maps over many games."""

    counts: Counter = field(default_factory=Counter)

    def visit(self, chart: str, node: Any, depth: int, answer: bool | None = None) -> None:
        self.counts[(chart, node.id)] += 1

    def selecting(self, table: str, text: str, candidates: list[str], depth: int) -> None:
        pass

    def filtered(self, table: str, flt: Any, before: list[str], after: list[str], skipped: bool, depth: int) -> None:
        if not skipped:
            self.counts[(table, flt.id)] += 1

    def picked(self, table: str, before: list[str], chosen: str, depth: int) -> None:
        self.counts[(table, "tie-break")] += 1

    def note(self, text: str, depth: int = 0) -> None:
        pass

    def merge(self, other: NodeCounter) -> None:
        self.counts.update(other.counts)

    def to_dict(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for (chart, node), n in sorted(self.counts.items()):
            out.setdefault(chart, {})[node] = n
        return out

    @classmethod
    def from_dict(cls, data: dict[str, dict[str, int]]) -> NodeCounter:
        counter = cls()
        for chart, nodes in data.items():
            for node, n in nodes.items():
                counter.counts[(chart, node)] = int(n)
        return counter
