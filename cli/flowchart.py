"""`botkit flowchart ...`: list, validate and draw the Bots' charts and tables."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from botkit import registry
from botkit.errors import Problem, ValidationError, did_you_mean
from botkit.files import check_writable, write_atomic
from botkit.lazy import deferred
from botkit.libraries import (
    UnknownVocabulary,
    chart_folder,
    library_with,
    read_overlay,
    vocabulary_for,
    vocabulary_named,
    vocabulary_names,
)
from botkit.render import render
from botkit.saves import SaveError
from botkit.schema import json_schema
from botkit.session import ReplayFailure
from botkit.source import YamlReadError, read_yaml_documents
from botkit.tournament import ResultSet
from botkit.vocabulary import Vocabulary
from flowcharts import ROOT

from . import options
from .replay import HiddenDecision, decision_trace
from .screen import say

# the chart language loads when a command first reads charts (`botkit --help` starts sooner)
chart_library = deferred("botkit.library")
trace_module = deferred("botkit.trace")

app = typer.Typer(help="List, check and draw Bot flowcharts and priority tables.", no_args_is_help=True)
console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


def _game_of(path: Path) -> str | None:
    try:
        relative = path.resolve().relative_to(ROOT)
    except ValueError:
        return None
    return relative.parts[0] if relative.parts and registry.known(relative.parts[0]) else None


KINDS = {"chart": "charts", "priority_table": "priority tables", "tiers": "tier sets", "memory": "memory files"}
BOTS_HELP = ("A folder of your own charts, tables and tiers laid over the shipped ones (same id replaces, "
             "adds_to extends).")


def _library(game: str, bots: Path | None) -> chart_library.Library:
    """A game's charts, with the player's folder over them; problems are reported (file:line) and exit 1."""
    try:
        return library_with(game, read_overlay(bots) if bots is not None else None)
    except ValidationError as exc:
        _report(exc.problems)
        raise typer.Exit(1) from None


def _find(item_id: str, bots: Path | None = None, game: str | None = None) -> tuple[str, chart_library.Library]:
    names = [game] if game is not None else registry.names()
    overlaid = game or registry.DEFAULT  # a --bots folder is one game's Bots (the default game's unless --game)
    libraries = {name: _library(name, bots if name == overlaid else None) for name in names}
    for game, library in libraries.items():
        if item_id in library.charts or item_id in library.tables:
            return game, library
    known = [i for library in libraries.values() for i in library.ids()]
    hint = did_you_mean(item_id, known).replace("; did you mean", " Did you mean")
    errors.print(f"[red]No chart or table {item_id!r}.[/red]{hint} ('botkit flowchart list' shows them all.)")
    raise typer.Exit(1)


def _vocabulary(name: str) -> Vocabulary:
    """A registered vocabulary by its game's name, or a one-line error naming the registered ones.

    Only names are taken: a command line never names code to import or run."""
    try:
        return vocabulary_named(name)
    except UnknownVocabulary as exc:
        errors.print(f"--vocabulary: {exc}", markup=False, style="red")
        raise typer.Exit(2) from None


def _report(problems: list[Problem]) -> None:
    errors.print(f"[red]{len(problems)} problem{'s' if len(problems) != 1 else ''} found:[/red]")
    for problem in sorted(set(problems)):
        errors.print(f"  {problem}", markup=False)


@app.command("list")
def list_charts(game: str = typer.Option(None, help="Only this game's charts. " + options.GAME_HELP),
                bots: Path = typer.Option(None, "--bots", help=BOTS_HELP)) -> None:
    """List every chart, priority table and tier set of every game (or of one)."""
    only = options.game(game).name if game is not None else None
    overlaid = only or registry.DEFAULT  # a --bots folder is one game's Bots (the default game's unless --game)
    for name in registry.names():
        if only and name != only:
            continue
        library = _library(name, bots if name == overlaid else None)
        groups: dict[str, list[str]] = {}
        for item_id in library.ids():
            item = library.get(item_id)
            rule = f" ({item.rule})" if item.rule else ""
            groups.setdefault(item.kind, []).append(f"  {item_id} - {item.title}{rule}; {_short(item.source)}")
        groups["tiers"] = [f"  {tiers.id} ({_tier_set_kind(tiers)}) - {', '.join(t.title for t in tiers.tiers.values())}"
                           for tiers in library.tiers.values()]
        if library.memory:
            groups["memory"] = [f"  {memory.id} ({memory.side}) - "
                                f"{', '.join(f'{n} ({f.scope})' for n, f in memory.fields.items())}; {_short(memory.source)}"
                                for memory in library.memory.values()]
        for kind, lines in groups.items():
            say(f"{name}: {KINDS.get(kind, kind)} ({len(lines)})")
            for line in lines:
                say(line, hang=6)


def _tier_set_kind(tiers: chart_library.TierSet) -> str:
    """A tier set's side, and what kind of set it is: markers, or the Bot its tiers play."""
    if tiers.markers is not None:
        return f"{tiers.side}, markers"
    answers = sorted({t.answer for t in tiers.tiers.values() if t.answer})
    return f"{tiers.side}, plays {', '.join(answers)}" if answers else tiers.side


def _short(source: str) -> str:
    try:
        return str(Path(source).resolve().relative_to(ROOT.parent))
    except ValueError:
        return source


@app.command()
def validate(
    paths: list[Path] = typer.Argument(None, help="Files or folders to check (default: every game's charts)."),
    vocabulary: str = typer.Option(None, help="The vocabulary to check against, by its game's name "
                                   f"({', '.join(vocabulary_names())}; default: the game whose flowcharts folder "
                                   "holds the files)."),
    bots: Path = typer.Option(None, "--bots", help=BOTS_HELP + " Checked over the shipped charts."),
    game: str = typer.Option(None, help="The game whose shipped charts files outside them are laid over. "
                             + options.GAME_HELP),
) -> None:
    """Check charts, tables and tiers; list every problem (file:line [node]) and exit non-zero if any.

    Files outside the shipped folders (a player's tier file, a --bots folder) are checked as laid
    over the shipped charts of the game, so they may name and extend what is shipped.
    """
    if vocabulary is not None:
        _vocabulary(vocabulary)  # a bad --vocabulary fails before any file is read
    groups: dict[str, list[Path]] = {}
    layered: dict[str, list[Path]] = {}
    if not paths and bots is None:
        groups = {name: [chart_folder(name)] for name in registry.names() if chart_folder(name).exists()}
    for path in [*(paths or []), *([bots] if bots is not None else [])]:
        if not path.exists():
            errors.print(f"[red]{path}: no such file or folder[/red]")
            raise typer.Exit(2)
        owner = _game_of(path)
        if vocabulary is None and owner is None:
            layered.setdefault(options.game(game).name, []).append(path)
        else:
            groups.setdefault(vocabulary or owner, []).append(path)
    all_problems: list[Problem] = [problem for path in [*(paths or []), *([bots] if bots is not None else [])]
                                   for problem in _nothing_to_check(path)]
    summary = []
    for key, group in groups.items():
        vocab: Vocabulary = _vocabulary(key)
        library, problems = chart_library.Library.check(group, vocab)
        all_problems.extend(problems)
        summary.append(f"{key}: {len(library.charts)} charts, {len(library.tables)} priority tables, "
                       f"{len(library.tiers)} tier sets in {len(library.files)} files")
    for name, group in layered.items():
        library, problems = chart_library.Library.check(chart_folder(name), vocabulary_for(name), overlay=group)
        all_problems.extend(problems)
        summary.append(f"{', '.join(map(str, group))} over the shipped {name} charts: {len(library.charts)} charts, "
                       f"{len(library.tables)} priority tables, {len(library.tiers)} tier sets")
    if all_problems:
        _report(all_problems)
        raise typer.Exit(1)
    for line in summary:
        console.print(f"ok - {line}")


def _nothing_to_check(path: Path) -> list[Problem]:
    """A folder without a YAML file, or files without a document, named as a problem: 'ok' would say
    something was checked."""
    files = chart_library.yaml_files([path])
    if not files:
        return [Problem(str(path), 0, "", "holds no chart, table or tier file (no .yaml or .yml file): "
                                          "nothing to check")]
    problems: list[Problem] = []
    for source, text in chart_library.read_texts(files, problems):
        try:
            if read_yaml_documents(text, source):
                return []
        except YamlReadError:
            return []  # the check itself reports it, with its line
    if problems:
        return []  # unreadable files are reported by the check
    return [Problem(str(path), 0, "", "holds no chart, table or tier (its YAML has no document): nothing to check")]


@app.command("render")
def render_cmd(
    chart_id: str = typer.Argument(..., help="Chart or table id (see 'botkit flowchart list')."),
    fmt: str = typer.Option("svg", "--format", "-f", help="dot, svg, png or pdf."),
    output: Path = typer.Option(None, "--output", "-o", help="File to write (default: CHART_ID.FORMAT)."),
    trace: Path = typer.Option(None, "--trace", help="A decision trace (JSON) to draw over the chart."),
    game: str = typer.Option(None, "--game", help="Look the chart up in this game's charts only. " + options.GAME_HELP
                             + " A saved game's file here is read as --save (the old spelling, for a while)."),
    save: Path = typer.Option(None, "--save", help="A saved game (botkit play / simulate --save) to take a decision "
                              "from."),
    decision: int = typer.Option(None, "--decision", help="With --save: the decision's number as the game log shows it."),
    heat: Path = typer.Option(None, "--heat", help="A tournament's results.json (botkit tune --heat): shade each node by "
                              "how often Bots passed through it."),
    charts: Path = typer.Option(None, "--charts", help="Load charts from this folder instead of the shipped ones "
                                "(needs --vocabulary)."),
    vocabulary: str = typer.Option(None, help="The vocabulary for --charts, by its game's name "
                                   f"({', '.join(vocabulary_names())})."),
    path_only: bool = typer.Option(False, "--path-only", help="With a decision (--trace or --save/--decision): "
                                   "draw only the path it took and the branches beside it."),
    bots: Path = typer.Option(None, "--bots", help=BOTS_HELP),
) -> None:
    """Draw a chart or table; with --trace, highlight the path a recorded decision took."""
    game, save = options.game_or_save(game, save)
    if fmt not in ("dot", "svg", "png", "pdf"):
        errors.print(f"[red]Unknown format {fmt!r}: use dot, svg, png or pdf.[/red]")
        raise typer.Exit(2)
    if charts is not None:
        if not vocabulary:
            errors.print(f"[red]--charts needs --vocabulary (a game's name: {', '.join(vocabulary_names())})[/red]")
            raise typer.Exit(2)
        try:
            library = chart_library.Library.load(charts, _vocabulary(vocabulary))
        except ValidationError as exc:
            _report(exc.problems)
            raise typer.Exit(1) from None
        if chart_id not in library.ids():
            errors.print(f"[red]{library._unknown(chart_id)}[/red]")
            raise typer.Exit(1)
    else:
        _, library = _find(chart_id, bots, options.game(game).name if game is not None else None)
    recorded = None
    heat_counts = None
    if save is not None or decision is not None:
        if save is None or decision is None:
            errors.print("[red]--save and --decision go together[/red]")
            raise typer.Exit(2)
        try:
            recorded = decision_trace(save, decision)
        except (SaveError, HiddenDecision) as exc:
            errors.print(str(exc), markup=False, style="red")
            raise typer.Exit(1) from None
        except ReplayFailure as exc:
            errors.print(f"{save} no longer replays from answer {exc.index + 1} of {exc.total}: {exc.reason}",
                         markup=False, style="red")
            raise typer.Exit(1) from None
        if recorded is None:
            errors.print(f"[red]{save} has no decision {decision}[/red]")
            raise typer.Exit(1)
    if heat is not None:
        heat_counts = _heat(heat, chart_id)
    if trace is not None:
        try:
            recorded = trace_module.Trace.load(trace)
        except ValueError as exc:
            errors.print(f"[red]{exc}[/red]")
            raise typer.Exit(1) from None
    if recorded is not None and chart_id not in recorded.charts():
        which = "the trace" if trace is not None else f"decision {decision}"
        errors.print(f"Note: {which} never passed through {chart_id}; drawing it plain. It visited: "
                     f"{', '.join(recorded.charts()) or 'nothing'}", markup=False, style="yellow")
    if path_only and recorded is None:
        errors.print("--path-only needs a decision to draw: --trace FILE or --save FILE --decision N",
                     markup=False, style="red")
        raise typer.Exit(2)
    output = output or Path(f"{chart_id}.{fmt}")
    problem = check_writable(output)
    if problem:
        errors.print(f"--output: {problem}", markup=False, style="red")
        raise typer.Exit(2)
    try:
        render(library.get(chart_id), fmt, output, trace=recorded, heat=heat_counts,
               neighbourhood=path_only and recorded is not None and chart_id in recorded.charts())
    except (RuntimeError, OSError) as exc:
        errors.print(str(exc), markup=False, style="red")
        raise typer.Exit(1) from None
    console.print(f"wrote {output}")


def _heat(path: Path, chart_id: str) -> dict[str, int]:
    """Node visit counts of one chart summed over every game of a result set."""
    try:
        results = ResultSet.load(path)
    except ValueError as exc:
        errors.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from None
    counts: dict[str, int] = {}
    found = False
    for played in results.games:
        nodes = (played.get("heat") or {}).get(chart_id)
        if nodes is None:
            continue
        found = True
        if not isinstance(nodes, dict) or not all(isinstance(n, int) for n in nodes.values()):
            errors.print(f"{path}: the node counts of game {played.get('index')} are damaged", markup=False,
                         style="red")
            raise typer.Exit(1)
        for node, n in nodes.items():
            counts[node] = counts.get(node, 0) + n
    if not found and not any(g.get("heat") for g in results.games):
        errors.print(f"[red]{path} holds no node counts: run the tournament with 'botkit tune --heat'[/red]")
        raise typer.Exit(1)
    return counts


@app.command()
def schema(
    game: str = typer.Option(None, help="The game whose vocabulary the schema describes. " + options.GAME_HELP),
    output: Path = typer.Option(None, "--output", "-o", help="File to write (default: print it)."),
    bots: Path = typer.Option(None, "--bots", help=BOTS_HELP + " Capabilities it declares are in the schema."),
) -> None:
    """Write a JSON Schema of chart, table, tier and capability files, generated from the game's vocabulary.

    Point your editor's YAML support at it (e.g. a '# yaml-language-server: $schema=FILE' first line)
    for completion of every predicate, filter, score, pool, action and their parameters.
    """
    name = options.game(game).name
    text = json.dumps(json_schema(vocabulary_for(name), _library(name, bots).capabilities), indent=1)
    if output is None:
        console.print(text, markup=False)
        return
    problem = check_writable(output)
    if problem:
        errors.print(f"--output: {problem}", markup=False, style="red")
        raise typer.Exit(2)
    write_atomic(output, text + "\n")
    console.print(f"wrote {output}")
