"""Seeded fuzzing of everything botkit reads or is typed, and the property every case must keep.

Each *kind* of input has a generator (a seeded `random.Random` -> one damaged input) and a
checker (the input -> None, or a description of what broke). The property is the README's
promise: a clean exit code and a one-line message, never a traceback, the input file byte
for byte as it was, and no save that loses an answer. `tests/test_fuzz.py` runs a fixed
sample inside CI's budget; `bench/fuzz.py` runs as many as you like.

Kinds: ``chart`` (files for `flowchart validate`), ``tier`` (a player's tier file),
``script`` (`simulate --script`), ``save`` (`play --resume` and the session model),
``position`` (`decide`'s position files), ``option`` (command lines of every command),
``answer`` (lines typed at the prompts).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import typer
import yaml
from rich.console import Console
from typer.testing import CliRunner

from botkit import Library, ValidationError
from botkit.libraries import library_for, vocabulary_for
from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Interrupt, ReplayFailure, Session, load_session
from cli import play as terminal
from cli import screen
from cli.main import app
from flowcharts import game_folder
from game.labyrinth import saves

ROOT = Path(__file__).resolve().parent.parent
CHARTS = sorted(game_folder("labyrinth").rglob("*.yaml"))
WORKED_EXAMPLE = ROOT / "docs" / "worked-example.yaml"
POSITIONS = sorted((ROOT / "examples" / "positions").glob("*.yaml"))
TIER_FILE = """kind: tiers
adds_to: labyrinth.jihadist.ideology
tiers:
  mine:
    title: Coherent plus Potent recruiting
    extends: coherent
    capabilities: {recruit_cells_per_success: 2, plots_per_success: 1}
  yours:
    extends: mine
    description: even more
    capabilities: {ignore_jihad_drm_penalty: true}
"""
EXIT_CODES = (0, 1, 2, 130)
JUNK: list[Any] = [None, True, False, 0, -1, 7, 2**70, -(2**63), 3.5, float("1e308"), "", " ", "x", "muddled", "us",
                   "jihadist", "Pakistan", "é∂ƒ", "$ops", "a" * 300, [], {}, [[]], [1, 2], {"a": 1}, {"yes": "no"},
                   ["card.choose", 137], {"kind": "tiers"}]
JUNK_LINES = ["", "---", "...", "- -", "? ", ": :", "&a [*a]", "!!set {a}", "!!python/object:os.system {}",
              "<<: *nothing", "%YAML 1.1", "\t", "{", "[", "'", '"', "#", "@", "`", "a: b: c", "*", "&", "|",
              ">", "- " * 60, "x" * 5000, "\x00", "\ufeff", "ü: ü"]


@dataclass
class Outcome:
    kind: str
    seed: int
    problem: str | None
    seconds: float


# -- mutating data and text ---------------------------------------------------------------------


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into nested lists and mappings (iterative: data may be deep)."""
    found = [prefix]
    stack = [(data, prefix)]
    while stack and len(found) < 5000:
        item, path = stack.pop()
        children = item.items() if isinstance(item, dict) else enumerate(item) if isinstance(item, list) else ()
        for key, child in children:
            found.append((*path, key))
            stack.append((child, (*path, key)))
    return found


def _get(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def junk(rng: random.Random) -> Any:
    value = rng.choice(JUNK)
    if rng.random() < 0.15:
        value = _deep(rng.randint(2, 200))
    return json.loads(json.dumps(value)) if not isinstance(value, float) or value == value else value


def _deep(depth: int) -> Any:
    value: Any = "bottom"
    for _ in range(depth):
        value = [value] if depth % 2 else {"k": value}
    return value


def mutate_data(data: Any, rng: random.Random, edits: int) -> Any:
    """Replace, delete, insert or swap values at random places (returns a new object)."""
    data = json.loads(json.dumps(data, default=str))
    for _ in range(edits):
        paths = _paths(data)
        path = rng.choice(paths)
        if not path:
            if rng.random() < 0.2:
                data = junk(rng)
            continue
        parent, key = _get(data, path[:-1]), path[-1]
        action = rng.random()
        if action < 0.45:
            parent[key] = junk(rng)
        elif action < 0.65:
            del parent[key]
        elif action < 0.8:
            other = _get(data, rng.choice(paths))
            parent[key] = json.loads(json.dumps(other))
        elif isinstance(parent, dict):
            parent[rng.choice(["yes", "no", "ask", "do", "call", "start", "kind", "id", "extends", "adds_to",
                               "capabilities", "format", "version", "answers", "redo", "config", "x"])] = junk(rng)
        else:
            parent.insert(rng.randint(0, len(parent)), junk(rng))
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """Damage a text file the way editors and disks do."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 4)):
        action = rng.random()
        if not lines:
            lines = [rng.choice(JUNK_LINES)]
        at = rng.randrange(len(lines))
        if action < 0.2:
            del lines[at]
        elif action < 0.35:
            lines.insert(at, rng.choice(JUNK_LINES))
        elif action < 0.5:
            lines[at] = lines[at][: rng.randint(0, len(lines[at]))]
        elif action < 0.6:
            lines.insert(at, lines[rng.randrange(len(lines))])
        elif action < 0.7:
            lines[at] = " " * rng.randint(0, 6) + lines[at].lstrip()
        elif action < 0.8:
            lines = lines[: rng.randint(0, len(lines))]
        elif action < 0.9:
            start = rng.randrange(len(lines[at]) + 1)
            lines[at] = lines[at][:start] + rng.choice(["[", "]", "{", "}", ":", "&x ", "*x", "!!set ", "'", "\\"]) \
                + lines[at][start:]
        else:
            lines.append(rng.choice(JUNK_LINES))
    return "\n".join(lines) + ("\n" if rng.random() < 0.8 else "")


def bombs(rng: random.Random) -> str:
    """Hostile YAML: alias bombs, deep nesting, recursion, sets and aliases where names go."""
    choice = rng.randrange(6)
    if choice == 0:
        lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        lines += [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 10)}]" for i in range(9)]
        return "\n".join(lines) + "\n"
    if choice == 1:
        depth = rng.choice([60, 1000, 50_000])
        return "id: x\nnodes: " + "[" * depth + "]" * depth + "\n"
    if choice == 2:
        return "id: x\nstart: a\nnodes:\n  a: &n {ask: event_playable, yes: *n, no: *n}\n"
    if choice == 3:
        return "id: x\nstart: !!set {a}\nnodes:\n  a: {do: play_event}\n  ? !!set {b}\n  : {do: play_event}\n"
    if choice == 4:
        return "id: &i x\nstart: &s {a: 1}\nnodes:\n  a: {do: play_event}\n  ? *s\n  : {do: play_event}\n"
    return "".join("  " * i + f"k{i}:\n" for i in range(rng.choice([55, 400]))) + "  " * 400 + "end: 1\n"


# -- running one case ------------------------------------------------------------------------------


def _unchanged(path: Path, before: bytes) -> str | None:
    after = path.read_bytes() if path.exists() else b""
    return None if after == before else f"{path.name} was changed"


def _cli(argv: list[str], stdin: str = "quit\n") -> tuple[int, str, BaseException | None]:
    result = CliRunner().invoke(app, argv, input=stdin)
    exception = result.exception
    if isinstance(exception, SystemExit):
        exception = None
    return result.exit_code, result.output, exception


def _clean(argv: list[str], code: int, output: str, exception: BaseException | None) -> str | None:
    if exception is not None:
        return f"{' '.join(argv)}: raised {type(exception).__name__}: {exception}"
    if "Traceback" in output:
        return f"{' '.join(argv)}: printed a traceback"
    if code not in EXIT_CODES:
        return f"{' '.join(argv)}: exit code {code}"
    if code != 0 and not output.strip():
        return f"{' '.join(argv)}: failed without saying why"
    return None


def check_chart(text: str, folder: Path) -> str | None:
    path = folder / "chart.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    try:
        Library.check([path], vocabulary_for("labyrinth"))
    except Exception as exc:  # the property: checking never raises, it reports problems
        return f"Library.check raised {type(exc).__name__}: {exc}"
    return _unchanged(path, before)


def check_tier(text: str, folder: Path) -> str | None:
    path = folder / "tiers.yaml"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    try:
        merged = library_for("labyrinth").add_tiers(path, base="labyrinth.jihadist.ideology")
    except ValidationError:
        return _unchanged(path, before)
    except Exception as exc:
        return f"add_tiers raised {type(exc).__name__}: {exc}"
    for name in merged.names():  # every tier the file declares can be chosen and plays
        config = GameConfig(seed=1, tiers={"us": "off_guard", "jihadist": name})
        config.add_tier_file("jihadist", path)
        code, output, exception = _cli(["simulate", "--jihadist", name, "--jihadist-tier-file", str(path),
                                        "--max-turns", "1", "--json"])
        problem = _clean(["simulate", "--jihadist", name], code, output, exception)
        if problem or code != 0:
            return problem or f"tier {name!r} was accepted but does not play: {output.strip()[-300:]}"
    return _unchanged(path, before)


def check_script(text: str, folder: Path) -> str | None:
    path = folder / "script.yaml"
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    argv = ["simulate", "--script", str(path), "--json"]
    code, output, exception = _cli(argv)
    return _clean(argv, code, output, exception) or _unchanged(path, before)


def check_position(text: str, folder: Path, rng: random.Random) -> str | None:
    path = folder / "position.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    argv = ["decide", str(path), "--bot", rng.choice(["jihadist", "us"]), "--card",
            rng.choice(["128", "137", "239", "fms", "240", "121"])]
    if rng.random() < 0.5:
        argv.append("--json")
    code, output, exception = _cli(argv)
    return _clean(argv, code, output, exception) or _unchanged(path, before)


class _Stop(Interrupt):
    pass


class _Player:
    def __init__(self, stop: int) -> None:
        self.stop = stop
        self.asked = 0

    def decide(self, game: Any, ask: Any) -> Any:
        if self.asked >= self.stop:
            raise _Stop()
        self.asked += 1
        return FirstOptionDecider().decide(game, ask)


def check_save(text: str, folder: Path, rng: random.Random) -> str | None:
    path = folder / "game.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    try:
        saved = load_session(path)
    except saves.SaveError:
        saved = None
    except Exception as exc:
        return f"load_session raised {type(exc).__name__}: {exc}"
    replayed = False
    if saved is not None:
        session = Session(saved.config, saved.answers)
        try:
            session.run(_Player(2), max_turns=3)
            replayed = True
        except _Stop:
            replayed = True
        except ReplayFailure as failure:
            replayed = False
            if failure.index > len(saved.answers):
                return "a replay failure points past the answers"
        except Exception as exc:
            return f"replaying raised {type(exc).__name__}: {exc}"
        if replayed and session.answers[: len(saved.answers)] != json.loads(json.dumps(saved.answers)):
            return "a save that replays lost or changed an answer"
    if rng.random() < 0.25:  # and through the terminal: resumed and quit at once, or explained and declined
        argv = ["play", "--resume", str(path)]
        code, output, exception = _cli(argv, stdin="quit\n" if replayed else "n\nquit\n")
        problem = _clean(argv, code, output, exception)
        if problem:
            return problem
    return _unchanged(path, before)


OPTION_VALUES = {
    "--scenario": ["awakening", "assad", "atlantis", "", "isil", "mitts_turn", "Arab Spring"],
    "--side": ["us", "jihadist", "none", "both", "", "US"],
    "--tier": ["muddled", "potent", "off_guard", "nomercy", "x", "", "my tier"],
    "--decks": ["1", "2", "3", "5", "9", "0", "-1", "x", "99999999999999999999"],
    "--seed": ["1", "-5", "x", "99999999999999999999999", "0"],
    "--rules": ["", "1", "1,3", "9", "x", ",", "1,,2", "3,3", "-1"],
    "--dice": ["program", "me", "you", ""],
    "--games": ["1", "0", "-3", "x"],
    "--max-turns": ["1", "0", "2", "x"],
    "--jihadist": ["muddled", ",", "", "muddled,potent", "x", "muddled,muddled", "coherent"],
    "--us": ["off_guard", ",", "x", "adept,nomercy", " "],
    "--workers": ["1", "0", "-1", "x"],
    "--log": ["{tmp}/log.txt", "/proc/nope/log.txt", "{tmp}", "/dev/full/x"],
    "--save": ["{tmp}/s.json", "/proc/nope.json", "{tmp}", "/nonexistent/dir/x.json"],
    "--out": ["{tmp}/out", "{tmp}/file.txt", "/proc/nope", "{tmp}"],
    "--tier-file": ["{tmp}/file.txt", "{tmp}/missing.yaml", "/dev/zero", "{tmp}"],
    "--jihadist-tier-file": ["{tmp}/file.txt", "/dev/zero", "{tmp}/missing.yaml"],
    "--resume": ["{tmp}/file.txt", "{tmp}/missing.json", "/dev/zero", "{tmp}"],
    "--script": ["{tmp}/file.txt", "/dev/zero", "{tmp}/missing.yaml", "{tmp}"],
    "--vocabulary": ["labyrinth", "os:getcwd", "nope:nope", "x", "botkit:Library", "game.registry:GAMES"],
    "--format": ["svg", "dot", "gif", ""],
    "-o": ["{tmp}/o.dot", "/proc/nope.dot", "{tmp}"],
    "--decision": ["1", "0", "-1", "x", "999999"],
    "--game": ["{tmp}/file.txt", "{tmp}/missing.json", "/dev/zero"],
    "--trace": ["{tmp}/file.txt", "/dev/zero"],
    "--heat": ["{tmp}/file.txt", "/dev/zero"],
    "--charts": ["{tmp}", "{tmp}/missing"],
    "--bot": ["jihadist", "us", "US", "both", ""],
    "--bots": ["{tmp}", "{tmp}/missing", "{tmp}/file.txt", "/dev/zero"],
    "--card": ["128", "137", "fms", "reaper", "arab", "0", "999", "", "x" * 80],
}
COMMANDS = {
    "play": ["--scenario", "--side", "--tier", "--decks", "--seed", "--rules", "--dice", "--table", "--overtime",
             "--save", "--tier-file", "--resume"],
    "simulate": ["--scenario", "--us", "--jihadist", "--seed", "--games", "--decks", "--log", "--json", "--rules",
                 "--save", "--max-turns", "--overtime", "--jihadist-tier-file", "--script"],
    "tune": ["--scenario", "--jihadist", "--us", "--decks", "--seed", "--workers", "--out", "--games", "--max-turns",
             "--jihadist-tier-file"],
    "flowchart validate": ["--vocabulary"],
    "flowchart render": ["--format", "-o", "--game", "--decision", "--trace", "--heat", "--charts", "--vocabulary"],
    "scenario show": [],
    "cards show": [],
    "decide": ["--bot", "--card", "--tier", "--tier-file", "--bots", "--json"],
}
FLAGS = {"--table", "--overtime", "--json"}
SMALL = {"tune": ["--games", "1", "--jihadist", "muddled", "--us", "off_guard", "--workers", "1", "--max-turns", "2"],
         "simulate": ["--max-turns", "2"]}


def option_case(rng: random.Random, tmp: str) -> list[str]:
    command = rng.choice(list(COMMANDS))
    argv = command.split()
    if command == "flowchart render":
        argv.append(rng.choice(["jihadist.evo", "us.par", "nope", ""]))
    elif command in ("scenario show", "cards show"):
        argv.append(rng.choice(["awakening", "x", "137", "fms", "", "99999"]))
    elif command == "decide":
        argv.append(rng.choice([str(p) for p in POSITIONS] + ["{tmp}/file.txt", "{tmp}/missing.yaml", "/dev/zero",
                                                              "{tmp}", "{tmp}/x.json"]).replace("{tmp}", tmp))
    argv += SMALL.get(command, [])
    for option in rng.sample(COMMANDS[command], rng.randint(0, min(4, len(COMMANDS[command])))):
        argv.append(option)
        if option not in FLAGS:
            argv.append(rng.choice(OPTION_VALUES[option]).replace("{tmp}", tmp))
    if rng.random() < 0.05:
        argv.append(rng.choice(["--nope", "extra", "--help"]))
    return argv


def check_option(argv: list[str], folder: Path) -> str | None:
    junk_file = folder / "file.txt"
    junk_file.write_text("not: [what, you, expect\n")
    before = junk_file.read_bytes()
    cwd = os.getcwd()
    os.chdir(folder)  # `play` saves into ./games by default
    try:
        code, output, exception = _cli(argv)
    finally:
        os.chdir(cwd)
    return _clean(argv, code, output, exception) or _unchanged(junk_file, before)


ANSWERS = ["1", "2", "3", "y", "n", "0", "-1", "99", "1,2", "1,1", "?", "help", "status", "hand", "show", "show sau",
           "show zz", "why", "why --render", "history", "history x", "history 99999999999", "log", "map", "undo",
           "undo 0", "undo abc", "undo 99", "undo 2", "redo", "redo 5", "redo x", "e", "o", "r", "fms", "pak", "a",
           "", " ", "\t", "é", "\x00", "'", "1; 2", ",,,", "yes", "si", "true", "12345678901234567890", "x" * 500,
           "undo -1", "undo 1.5", "show " + "a" * 200, "¹", "undo ¹", "history ²", "١", "redo ³",
           "card 232", "card", "card zzz", "card reaper", "discard", "removed", "lapsing", "events", "deck", "deck all",
           "status all", "show all", "show iraq syria", "show trade", "narrate", "narrate full", "narrate x", "dice",
           "dice me", "dice program", "dice x", "adjust", "adjust prestige 7", "adjust prestige 99",
           "adjust iraq troops 99", "adjust zz", "adjust iraq poor", "adjust card 137 discard", "adjust event 232 on",
           "rollback", "why 1", "why 99999", "why x", "why --render x.txt"]


def check_answers(rng: random.Random, folder: Path, config: GameConfig) -> str | None:
    """Type junk (and some sense) at the terminal's prompts; the game goes on and every answer stays saved."""
    path = folder / "typed.json"
    session = Session(config, save_path=path)
    typed = [rng.choice(ANSWERS) if rng.random() < 0.6 else rng.choice(["1", "2", "y", "n"]) for _ in range(120)]
    problems: list[str] = []

    def read(prompt: str) -> str:
        if path.exists() and session.recorder is not None and not session._stale:
            on_disk = load_session(path).answers
            if on_disk != json.loads(json.dumps(session.recorder.answers)):
                problems.append(f"the save holds {len(on_disk)} answers, the game {len(session.recorder.answers)}")
        return typed.pop(0) if typed else "quit"

    original = (terminal._read, terminal._say, terminal.narrator, screen.console, screen.errors)
    quiet = Console(file=io.StringIO(), width=100)
    terminal._read, terminal._say, terminal.narrator = read, (lambda text: None), (lambda: lambda line: None)
    screen.console = screen.errors = quiet
    try:
        terminal._play(session)
    except typer.Exit as stop:
        if stop.exit_code not in (0, 1):
            return f"the terminal game ended with status {stop.exit_code}"
    except Exception as exc:
        return f"typed answers raised {type(exc).__name__}: {exc}"
    finally:
        terminal._read, terminal._say, terminal.narrator, screen.console, screen.errors = original
    if "Traceback" in quiet.file.getvalue():
        return "a traceback was printed at a prompt"
    return problems[0] if problems else None


# -- generating cases --------------------------------------------------------------------------------


def chart_text(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return bombs(rng)
    text = rng.choice(CHARTS).read_text(encoding="utf-8")
    if rng.random() < 0.5:
        return mutate_text(text, rng)
    documents = [d for d in yaml.safe_load_all(text) if d is not None]
    return _dump([mutate_data(d, rng, rng.randint(1, 6)) for d in documents])


def _dump(documents: list[Any]) -> str:
    """YAML text of the documents (JSON, which is YAML too, where they nest too deeply for the dumper)."""
    try:
        return yaml.safe_dump_all(documents, sort_keys=False)
    except RecursionError:
        return "\n---\n".join(json.dumps(d) for d in documents) + "\n"


def damaged_yaml(text: str, rng: random.Random, *, bombs_share: float | None = None) -> str:
    """One YAML document damaged: hostile YAML (a `bombs_share` of the cases, when given), its text
    damaged (40% of the rest) or its data mutated."""
    if bombs_share is not None and rng.random() < bombs_share:
        return bombs(rng)
    if rng.random() < 0.4:
        return mutate_text(text, rng)
    return _dump([mutate_data(yaml.safe_load(text), rng, rng.randint(1, 4))])


def tier_text(rng: random.Random) -> str:
    return damaged_yaml(TIER_FILE, rng, bombs_share=0.1)


def position_text(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return bombs(rng)
    return damaged_yaml(rng.choice(POSITIONS).read_text(encoding="utf-8"), rng)


def script_text(rng: random.Random) -> str:
    return damaged_yaml(WORKED_EXAMPLE.read_text(encoding="utf-8"), rng)


def base_save(folder: Path, seed: int) -> str:
    """A real session save with a dozen answers (the thing the save fuzzer damages)."""
    path = folder / f"base-{seed}.json"
    if not path.exists():
        session = Session(GameConfig(seed=seed), save_path=path)
        with contextlib.suppress(_Stop):
            session.run(_Player(12))
    return path.read_text(encoding="utf-8")


def save_text(rng: random.Random, base: str) -> str:
    roll = rng.random()
    if roll < 0.15:
        return mutate_text(base, rng)
    document = json.loads(base)
    if roll < 0.3:
        depth = rng.choice([70, 5000, 200_000])
        return '{"format": "botkit-labyrinth-save", "meta": ' + "[" * depth + "]" * depth + "}"
    session = document["meta"]["session"]
    target = rng.choice([session, session, session["config"], session["answers"], document, document["state"]])
    mutated = mutate_data(target, rng, rng.randint(1, 3))
    if target is document:
        document = mutated
    elif target is session:
        document["meta"]["session"] = mutated
    elif target is session["config"]:
        document["meta"]["session"]["config"] = mutated
    elif target is session["answers"]:
        document["meta"]["session"]["answers"] = mutated
    else:
        document["state"] = mutated
    if isinstance(document, dict) and rng.random() < 0.8:  # a careful editor recomputes the checksum
        document["checksum"] = saves.checksum(document)
    return json.dumps(document, indent=1)


OVERLAY_EXAMPLES = ("coherent-plus", "travel-when-ample", "us-deploy-three")  # examples/positions is for decide
EXAMPLE_FILES = sorted(p for name in OVERLAY_EXAMPLES for p in (ROOT / "examples" / name).rglob("*.yaml"))
OVERLAY_COMMANDS = (["flowchart", "validate"], ["flowchart", "list"],
                    ["simulate", "--decks", "1", "--max-turns", "1", "--json"])


def overlay_texts(rng: random.Random) -> dict[str, str]:
    """A player's folder (--bots) of one to three files: damaged examples or shipped charts, or bombs."""
    files = {}
    for index in range(rng.randint(1, 3)):
        if rng.random() < 0.1:
            files[f"mine{index}.yaml"] = bombs(rng)
            continue
        text = rng.choice(EXAMPLE_FILES if rng.random() < 0.6 else CHARTS).read_text(encoding="utf-8")
        if rng.random() < 0.5:
            files[f"mine{index}.yaml"] = mutate_text(text, rng)
            continue
        documents = [d for d in yaml.safe_load_all(text) if d is not None]
        files[f"mine{index}.yaml"] = _dump([mutate_data(d, rng, rng.randint(1, 4)) for d in documents])
    return files


def check_overlay(files: dict[str, str], folder: Path, rng: random.Random) -> str | None:
    """`--bots` on a damaged folder: refused (or played) cleanly, every file of it unchanged."""
    bots = folder / "bots"
    bots.mkdir(exist_ok=True)
    for name, text in files.items():
        (bots / name).write_text(text, encoding="utf-8", errors="surrogatepass")
    before = {path: path.read_bytes() for path in sorted(bots.iterdir())}
    argv = [*rng.choice(OVERLAY_COMMANDS), "--bots", str(bots)]
    code, output, exception = _cli(argv)
    problem = _clean(argv, code, output, exception)
    for path, content in before.items():
        problem = problem or _unchanged(path, content)
    return problem


def run_case(kind: str, seed: int, folder: Path) -> Outcome:
    """One case of one kind from one seed (the same seed gives the same case)."""
    rng = random.Random(f"{kind}-{seed}")
    case_folder = folder / f"{kind}-{seed}"
    case_folder.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    checks: dict[str, Callable[[], str | None]] = {
        "chart": lambda: check_chart(chart_text(rng), case_folder),
        "tier": lambda: check_tier(tier_text(rng), case_folder),
        "script": lambda: check_script(script_text(rng), case_folder),
        "overlay": lambda: check_overlay(overlay_texts(rng), case_folder, rng),
        "save": lambda: check_save(save_text(rng, base_save(folder, 11 + seed % 3)), case_folder, rng),
        "position": lambda: check_position(position_text(rng), case_folder, rng),
        "option": lambda: check_option(option_case(rng, str(case_folder)), case_folder),
        "answer": lambda: check_answers(rng, case_folder, GameConfig(
            seed=seed, human=rng.choice(["us", "jihadist"]), table=rng.random() < 0.3,
            table_dice="me" if rng.random() < 0.2 else "program")),
    }
    try:
        problem = checks[kind]()
    except Exception as exc:  # a checker that breaks is a finding too
        problem = f"the {kind} case raised {type(exc).__name__}: {exc}"
    return Outcome(kind, seed, problem, time.perf_counter() - began)  # the time for bench/fuzz.py's figures


KINDS = ("chart", "tier", "overlay", "script", "save", "position", "option", "answer")

