"""Walking charts and applying priority tables against a game's context.

The context (`ctx`) is whatever the game passes in: botkit hands it, untouched, to the
vocabulary functions. A walk does no parsing and builds nothing: it follows the compiled
nodes of a `Library` loaded once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .charts import Chart
from .conditions import Action, Ref, score_value
from .errors import WalkError
from .library import Library
from .tables import PriorityTable


class Tracer(Protocol):
    def visit(self, chart: str, node: Any, depth: int, answer: bool | None = None) -> None: ...
    def selecting(self, table: str, text: str, candidates: list[str], depth: int) -> None: ...
    def filtered(self, table: str, flt: Any, before: list[str], after: list[str], skipped: bool, depth: int) -> None: ...
    def picked(self, table: str, before: list[str], chosen: str, depth: int) -> None: ...


class Chooser(Protocol):
    def choice(self, seq: Any) -> Any: ...


@dataclass(frozen=True)
class Decision:
    """The outcome of walking a chart: actions to carry out, or a yes/no answer."""

    actions: tuple[Action, ...]
    answer: bool | None
    chart: str
    end: str

    @property
    def action(self) -> Action:
        """The single action of the outcome (most charts end in exactly one)."""
        if len(self.actions) != 1:
            raise WalkError(f"chart {self.chart!r} ended at {self.end!r} with {len(self.actions)} actions, not one")
        return self.actions[0]


class Interpreter:
    def __init__(self, library: Library) -> None:
        self.library = library

    # -- charts -------------------------------------------------------------------------
    def walk(
        self,
        chart_id: str,
        ctx: Any,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        depth: int = 0,
    ) -> Decision:
        chart = self.library.chart(chart_id)
        bindings = dict(args or {})
        missing = [p for p in chart.params if p not in bindings]
        if missing:
            raise WalkError(f"chart {chart_id!r} needs {', '.join(missing)} bound to walk it")
        return self._walk(chart, ctx, bindings, trace, depth)

    def _walk(self, chart: Chart, ctx: Any, bindings: dict[str, Any], trace: Tracer | None, depth: int) -> Decision:
        nodes = chart.nodes
        node = nodes[chart.start]
        while True:
            kind = node.kind
            if kind == "decision":
                try:
                    answer = node.condition.test(ctx, bindings)  # type: ignore[union-attr]
                except WalkError:
                    raise
                except Exception as exc:
                    raise WalkError(f"chart {chart.id!r}, node {node.id!r} ({chart.source}:{node.line}): {exc!r}") from exc
                if trace is not None:
                    trace.visit(chart.id, node, depth, answer)
                node = nodes[node.yes if answer else node.no]  # type: ignore[index]
            elif kind == "action":
                if trace is not None:
                    trace.visit(chart.id, node, depth)
                return Decision(tuple(a.resolve(bindings) for a in node.actions), None, chart.id, node.id)
            elif kind == "return":
                if trace is not None:
                    trace.visit(chart.id, node, depth, node.returns)
                return Decision((), node.returns, chart.id, node.id)
            else:  # call
                sub = self.library.chart(node.call)  # type: ignore[arg-type]
                sub_bindings = {k: (bindings[v.name] if isinstance(v, Ref) else v) for k, v in node.call_args.items()}
                if trace is not None:
                    trace.visit(chart.id, node, depth)
                result = self._walk(sub, ctx, sub_bindings, trace, depth + 1)
                if node.yes is None:
                    return result
                node = nodes[node.yes if result.answer else node.no]  # type: ignore[index]

    # -- priority tables ----------------------------------------------------------------
    def narrow(
        self,
        table_id: str,
        candidates: Iterable[Any] | None,
        ctx: Any,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        depth: int = 0,
    ) -> list[Any]:
        """Apply the filters in order, stopping once one candidate is left; no tie-break."""
        table = self.library.table(table_id)
        bindings = dict(args or {})
        if candidates is None:
            if table.pool is None:
                raise WalkError(f"table {table_id!r} has no pool: give it candidates")
            remaining = table.pool.candidates(ctx, bindings)
        else:
            remaining = list(candidates)
        if trace is not None:
            trace.selecting(table.id, table.title, [describe(c) for c in remaining], depth)
        return self._narrow(table, remaining, ctx, bindings, trace, describe, depth)

    def _narrow(
        self,
        table: PriorityTable,
        remaining: list[Any],
        ctx: Any,
        bindings: dict[str, Any],
        trace: Tracer | None,
        describe: Callable[[Any], str],
        depth: int,
    ) -> list[Any]:
        for flt in table.filters:
            if not remaining or (len(remaining) == 1 and flt.kind not in ("require", "first")):
                break
            try:
                if flt.when is not None and not flt.when.test(ctx, bindings):
                    if trace is not None:
                        names = [describe(c) for c in remaining]
                        trace.filtered(table.id, flt, names, names, True, depth)
                    continue
                before = remaining
                if flt.kind == "prefer":
                    match = flt.match
                    kept = [c for c in remaining if match.test(ctx, bindings, c)]  # type: ignore[union-attr]
                    if kept:
                        remaining = kept
                elif flt.kind == "require":
                    match = flt.match
                    remaining = [c for c in remaining if match.test(ctx, bindings, c)]  # type: ignore[union-attr]
                elif flt.kind == "first":
                    kept = []
                    for option in flt.options:
                        kept = [c for c in remaining if option.test(ctx, bindings, c)]
                        if kept:
                            break
                    remaining = kept
                else:
                    values = [score_value(flt.score, ctx, c, bindings) for c in remaining]  # type: ignore[arg-type]
                    target = max(values) if flt.kind == "best" else min(values)
                    remaining = [c for c, v in zip(remaining, values, strict=True) if v == target]
            except WalkError:
                raise
            except Exception as exc:
                raise WalkError(f"table {table.id!r}, filter {flt.id!r} ({table.source}:{flt.line}): {exc!r}") from exc
            if trace is not None:
                trace.filtered(table.id, flt, [describe(c) for c in before], [describe(c) for c in remaining], False, depth)
        return remaining

    def select(
        self,
        table_id: str,
        candidates: Iterable[Any] | None,
        ctx: Any,
        rng: Chooser,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        depth: int = 0,
    ) -> Any | None:
        """The one candidate the table picks (random tie-break at the end), or None if none."""
        remaining = self.narrow(table_id, candidates, ctx, args=args, trace=trace, describe=describe, depth=depth)
        if not remaining:
            return None
        if len(remaining) == 1:
            return remaining[0]
        chosen = rng.choice(remaining)
        if trace is not None:
            trace.picked(table_id, [describe(c) for c in remaining], describe(chosen), depth)
        return chosen

    def order(
        self,
        table_id: str,
        candidates: Iterable[Any],
        ctx: Any,
        rng: Chooser,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        limit: int | None = None,
    ) -> list[Any]:
        """Candidates in priority order: the table's pick first, then its pick of the rest, ..."""
        pool = list(candidates)
        ranked: list[Any] = []
        while pool and (limit is None or len(ranked) < limit):
            chosen = self.select(table_id, pool, ctx, rng, args=args, trace=trace, describe=describe)
            if chosen is None:
                break  # the rest are not eligible at all
            ranked.append(chosen)
            pool.remove(chosen)
        return ranked
