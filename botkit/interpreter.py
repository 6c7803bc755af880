"""Walking charts and applying priority tables against a game's context.

The context (`ctx`) is whatever the game passes in: botkit hands it, untouched, to the
vocabulary functions. A walk does no parsing and builds nothing: it follows the compiled
nodes of a `Library` loaded once. ``$name`` values are read from a `Scope` (the chart's
arguments and bound values, then the context fields the game declares).

A random tie-break, once made, holds: while the interpreter remembers it (`ties`, which the
game's runtime forgets when a new card is played), the same table choosing among survivors
that include its earlier choice chooses it again - so two questions about the same choice
(the priority plot, the Deploy From country) get the same answer, as a person walking the
chart by hand would give.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .charts import Chart
from .conditions import Action, Call, Ref, Scope, bind
from .errors import WalkError
from .library import Library
from .tables import PriorityTable


class Tracer(Protocol):
    def visit(self, chart: str, node: Any, depth: int, answer: bool | None = None) -> None: ...
    def selecting(self, table: str, text: str, candidates: list[str], depth: int) -> None: ...
    def filtered(self, table: str, flt: Any, before: list[str], after: list[str], skipped: bool, depth: int) -> None: ...
    def picked(self, table: str, before: list[str], chosen: str, depth: int) -> None: ...
    def note(self, text: str, depth: int = 0) -> None: ...


class Chooser(Protocol):
    def choice(self, seq: Any) -> Any: ...


@dataclass(frozen=True)
class Decision:
    """The outcome of walking a chart: actions to carry out, or a yes/no answer."""

    actions: tuple[Action, ...]
    answer: bool | None
    chart: str
    end: str

    def __init__(self, actions: tuple[Action, ...], answer: bool | None, chart: str, end: str) -> None:
        # one update of the instance dict, not the frozen dataclass's object.__setattr__ per field: every
        # walk makes one
        self.__dict__.update(actions=actions, answer=answer, chart=chart, end=end)

    @property
    def action(self) -> Action:
        """The single action of the outcome (most charts end in exactly one)."""
        if len(self.actions) != 1:
            raise WalkError(f"chart {self.chart!r} ended at {self.end!r} with {len(self.actions)} actions, not one")
        return self.actions[0]


class Interpreter:
    def __init__(self, library: Library) -> None:
        self.library = library
        self.vocabulary = library.vocabulary
        self.ties: dict[str, Any] = {}  # table id -> the candidate its last random tie-break chose

    def forget_ties(self) -> None:
        """A new card: earlier random tie-breaks no longer hold."""
        self.ties.clear()

    def scope(self, ctx: Any, args: Mapping[str, Any] | None = None, *, trace: Tracer | None = None,
              depth: int = 0) -> Scope:
        return Scope(args or {}, ctx, self.vocabulary, self, trace, depth)

    # -- charts -------------------------------------------------------------------------
    def walk(
        self,
        chart_id: str,
        ctx: Any,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        depth: int = 0,
        rng: Chooser | None = None,
    ) -> Decision:
        chart = self.library.chart(chart_id)
        bindings = self.scope(ctx, args, trace=trace, depth=depth)
        missing = [p for p in chart.params if p not in bindings and p not in self.vocabulary.fields] \
            if chart.params else None  # the answer chart, walked for every question, takes none
        if missing:
            raise WalkError(f"chart {chart_id!r} needs {', '.join(missing)} bound to walk it")
        return self._walk(chart, ctx, bindings, trace, depth, rng)

    def _walk(self, chart: Chart, ctx: Any, bindings: Scope, trace: Tracer | None, depth: int,
              rng: Chooser | None) -> Decision:
        nodes = chart.nodes
        node = nodes[chart.start]
        known = _ROUTES.get(id(chart))  # found once per chart (`routes`): looked up here, a walk's every step
        routes = known[1] if known is not None else self.routes(chart)
        while True:
            kind = node.kind
            if kind == "decision":
                route = routes.get(node.id) if routes else None
                if route is not None:
                    node = self._follow(route, chart, ctx, trace, depth)
                    continue
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
                return Decision(tuple([a.resolve(bindings) for a in node.actions]), None, chart.id, node.id)
            elif kind == "return":
                if trace is not None:
                    trace.visit(chart.id, node, depth, node.returns)
                return Decision((), node.returns, chart.id, node.id)
            elif kind == "pick":
                if trace is not None:
                    trace.visit(chart.id, node, depth)
                try:
                    chosen = self.pick(node.table, node.boxes, None, ctx, rng, scope=bindings, trace=trace,
                                       depth=depth + 1)
                except WalkError:
                    raise
                except Exception as exc:
                    raise WalkError(f"chart {chart.id!r}, node {node.id!r} ({chart.source}:{node.line}): {exc!r}") from exc
                if chosen is not None:
                    bindings[node.binds] = chosen  # type: ignore[index]
                node = nodes[node.yes if chosen is not None else node.no]  # type: ignore[index]
            elif kind == "roll":
                die = self.vocabulary.roll(ctx, node.roll)
                bindings[node.binds] = die  # type: ignore[index]
                if trace is not None:
                    trace.visit(chart.id, node, depth)
                    trace.note(f"{node.roll}: the die shows {die}", depth)
                node = nodes[node.yes]  # type: ignore[index]
            else:  # call
                sub = self.library.chart(node.call)  # type: ignore[arg-type]
                sub_bindings = bindings.inner({k: (bindings[v.name] if isinstance(v, Ref) else v)
                                               for k, v in node.call_args.items()}, depth + 1)
                if trace is not None:
                    trace.visit(chart.id, node, depth)
                result = self._walk(sub, ctx, sub_bindings, trace, depth + 1, rng)
                if node.yes is None:
                    return result
                node = nodes[node.yes if result.answer else node.no]  # type: ignore[index]

    # -- routes: a chain of keyed tests, walked with one lookup --------------------------------
    def routes(self, chart: Chart) -> dict[str, _Route]:
        """The chart's routes, found the first time it is walked: from each decision node testing a
        keyed predicate (`Vocabulary.predicate` ``keys``) with a fixed value, the chain of such tests
        of the same predicate that its ``no`` branches lead through (two nodes or more)."""
        known = _ROUTES.get(id(chart))
        if known is not None:
            return known[1]
        found: dict[str, _Route] = {}
        nodes = chart.nodes
        for head in nodes.values():
            if _route_key(head) is None:
                continue
            chain = [head]
            seen = {head.id}
            while True:
                after = nodes.get(chain[-1].no)  # type: ignore[arg-type]
                if after is None or after.id in seen or _route_key(after) is None or \
                        after.condition.entry is not head.condition.entry:  # type: ignore[union-attr]
                    break
                chain.append(after)
                seen.add(after.id)
            if len(chain) < 2:
                continue
            positions: dict[Any, list[int]] = {}
            for index, node in enumerate(chain):
                positions.setdefault(_route_key(node), []).append(index)
            found[head.id] = _Route(tuple(chain), positions, head.condition.entry.keys)  # type: ignore[union-attr]
        _ROUTES[id(chart)] = (chart, found)  # the chart is kept, so its id is never reused
        return found

    def _follow(self, route: _Route, chart: Chart, ctx: Any, trace: Tracer | None, depth: int) -> Any:
        """Exactly what testing the chain node by node gives (and traces): the ``yes`` of the first
        node whose value is a key now, or the last node's ``no``."""
        chain = route.chain
        try:
            keys = route.keys(ctx)
        except Exception as exc:
            raise WalkError(f"chart {chart.id!r}, node {chain[0].id!r} ({chart.source}:{chain[0].line}): {exc!r}") from exc
        positions = route.positions
        hit = len(chain)
        for key in keys:  # the earliest node whose value is a key now (a loop: every question routes here)
            places = positions.get(key)
            if places is not None and places[0] < hit:
                hit = places[0]
        if trace is not None:
            for node in chain[:hit]:
                trace.visit(chart.id, node, depth, False)
        if hit == len(chain):
            return chart.nodes[chain[-1].no]  # type: ignore[index]
        node = chain[hit]
        if trace is not None:
            trace.visit(chart.id, node, depth, True)
        return chart.nodes[node.yes]  # type: ignore[index]

    # -- priority tables ----------------------------------------------------------------
    def _scope_for(self, ctx: Any, args: Mapping[str, Any] | None, scope: Scope | None, trace: Tracer | None,
                   depth: int, table: PriorityTable | None = None) -> Scope:
        if scope is None:
            return self.scope(ctx, args, trace=trace, depth=depth)
        values = dict(args or {})
        if table is not None:
            # a table's declared params not given are the values of those names where it is used
            # (e.g. a pick answering with the country of the plot a pick node bound as $plot)
            for name in table.params:
                if name not in values and dict.__contains__(scope, name):
                    values[name] = scope[name]
        return scope.inner(values, depth)

    def in_pool(self, table_id: str, candidates: Iterable[Any] | None, ctx: Any, *, args: Mapping[str, Any] | None = None,
                scope: Scope | None = None) -> list[Any]:
        """The table's own candidates: its pool, or - given candidates - those inside its pool (all of
        them when it declares none)."""
        table = self.library.table(table_id)
        bindings = self._scope_for(ctx, args, scope, None, 0, table)
        if candidates is None:
            if table.pool is None:
                raise WalkError(f"table {table_id!r} has no pool: give it candidates")
            return table.pool.candidates(ctx, bindings)
        given = list(candidates)
        if table.pool is None:
            return given
        members = table.pool.candidates(ctx, bindings)
        return [c for c in given if c in members]

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
        scope: Scope | None = None,
    ) -> list[Any]:
        """Apply the filters in order, stopping once one candidate is left; no tie-break."""
        table = self.library.table(table_id)
        bindings = self._scope_for(ctx, args, scope, trace, depth, table)
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
        bindings: Scope,
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
                        remaining = _extreme(flt.score, flt.highest, kept, ctx, bindings)
                elif flt.kind == "require":
                    match = flt.match
                    kept = [c for c in remaining if match.test(ctx, bindings, c)]  # type: ignore[union-attr]
                    remaining = _extreme(flt.score, flt.highest, kept, ctx, bindings)
                elif flt.kind == "first":
                    kept = []
                    for option in flt.options:
                        kept = [c for c in remaining if option.match.test(ctx, bindings, c)]
                        if kept:
                            kept = _extreme(option.score, option.highest, kept, ctx, bindings)
                            break
                    remaining = kept
                else:
                    remaining = _extreme(flt.score, flt.highest, remaining, ctx, bindings)
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
        rng: Chooser | None,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        depth: int = 0,
        scope: Scope | None = None,
    ) -> Any | None:
        """The one candidate the table picks (random tie-break at the end), or None if none."""
        remaining = self.narrow(table_id, candidates, ctx, args=args, trace=trace, describe=describe, depth=depth,
                                scope=scope)
        if not remaining:
            return None
        if len(remaining) == 1:
            return remaining[0]
        earlier = self.ties.get(table_id)
        if earlier is not None and earlier in remaining:
            chosen = earlier
        else:
            if rng is None:
                raise WalkError(f"table {table_id!r} needs a random tie-break but was given no random source")
            chosen = rng.choice(remaining)
            self.ties[table_id] = chosen
        if trace is not None:
            trace.picked(table_id, [describe(c) for c in remaining], describe(chosen), depth)
        return chosen

    def pick(
        self,
        table_id: str,
        boxes: str | None,
        candidates: Iterable[Any] | None,
        ctx: Any,
        rng: Chooser | None,
        *,
        scope: Scope | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        depth: int = 0,
    ) -> Any | None:
        """A pick: the boxes table (if any) narrows the candidates - from its pool, or the given ones
        inside its pool - and the table ranks the survivors. Nothing left: a table's `else`, or None."""
        first = boxes or table_id
        pool = self.in_pool(first, candidates, ctx, scope=scope)
        if boxes is not None:
            kept = self.narrow(boxes, pool, ctx, trace=trace, describe=describe, depth=depth, scope=scope)
            if not kept:
                return self.library.table(boxes).fallback
            pool = kept
        chosen = self.select(table_id, pool, ctx, rng, trace=trace, describe=describe, depth=depth, scope=scope)
        return chosen if chosen is not None else self.library.table(table_id).fallback

    def order(
        self,
        table_id: str,
        candidates: Iterable[Any],
        ctx: Any,
        rng: Chooser | None,
        *,
        args: Mapping[str, Any] | None = None,
        trace: Tracer | None = None,
        describe: Callable[[Any], str] = str,
        limit: int | None = None,
        boxes: str | None = None,
        scope: Scope | None = None,
    ) -> list[Any]:
        """Candidates in priority order: the table's pick first, then its pick of the rest, ...
        (with `boxes`, the boxes narrow what is left before each pick)."""
        pool = list(candidates)
        ranked: list[Any] = []
        while pool and (limit is None or len(ranked) < limit):
            if boxes is not None:
                kept = self.narrow(boxes, pool, ctx, args=args, trace=trace, describe=describe, scope=scope)
                if not kept:
                    break
                chosen = self.select(table_id, kept, ctx, rng, args=args, trace=trace, describe=describe, scope=scope)
            else:
                chosen = self.select(table_id, pool, ctx, rng, args=args, trace=trace, describe=describe, scope=scope)
            if chosen is None:
                break  # the rest are not eligible at all
            ranked.append(chosen)
            pool.remove(chosen)
        return ranked


# a compiled chart's routes, found once per process (a tournament builds a Bot for every game)
_ROUTES: dict[int, tuple[Chart, dict[str, _Route]]] = {}


@dataclass(frozen=True)
class _Route:
    """A chain of decision nodes testing one keyed predicate: the value each tests -> its places."""

    chain: tuple[Any, ...]
    positions: dict[Any, list[int]]  # the first is the one a walk takes
    keys: Callable[[Any], Iterable[Any]]


def _route_key(node: Any) -> Any:
    """The fixed, hashable value a decision node tests with a keyed predicate, or None."""
    condition = node.condition
    if node.kind != "decision" or not isinstance(condition, Call) or condition.entry.keys is None \
            or condition.refs or len(condition.fixed) != 1 or node.yes is None or node.no is None:
        return None
    value = next(iter(condition.fixed.values()))
    try:
        hash(value)
    except TypeError:
        return None
    return value


def _extreme(score: Any, highest: bool, candidates: list[Any], ctx: Any, bindings: Scope) -> list[Any]:
    """The candidates with the highest (or lowest) score; all of them without a score."""
    if score is None or len(candidates) < 2:
        return candidates
    # as `score_value` for each candidate, its parameters bound once: scores only read the board
    fn = score.entry.fn
    params = bind(score.fixed, score.refs, bindings)
    values = [fn(ctx, c, **params) for c in candidates] if params else [fn(ctx, c) for c in candidates]
    target = max(values) if highest else min(values)
    return [c for c, v in zip(candidates, values, strict=True) if v == target]
