"""Every output path option makes missing folders only below the current folder (issue 21).

`--log /nonexistent/dir/x.log` run as root once made a folder at the root of the file system. Now a
missing folder is made only below the current folder; elsewhere the folder must exist (an output
folder itself, `--out DIR`, may be made in a folder that exists), and the refusal says what would
have been made. One helper (`botkit.files.check_writable` / `check_folder`) serves every option:
the test generates paths of each shape for each of them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit.files import FileWriteError, write_atomic
from cli import serve as serve_command
from cli.main import app

runner = CliRunner()


class _NoServer:
    """`serve` without listening: the test needs only what it does with --games."""

    @staticmethod
    def run(*args: object, **kwargs: object) -> None:
        return None


# option -> (argv for an output at PATH, the input typed, whether the output is a folder)
OUTPUTS: dict[str, tuple[Callable[[str], list[str]], str, bool]] = {
    "simulate --log": (lambda p: ["simulate", "--games", "1", "--max-turns", "1", "--log", p + ".log"], "", False),
    "simulate --save": (lambda p: ["simulate", "--games", "1", "--max-turns", "1", "--save", p + ".json"], "", False),
    "play --save": (lambda p: ["play", "--seed", "1", "--save", p + ".json"], "quit\n", False),
    "map -o": (lambda p: ["map", "-o", p + ".svg"], "", False),
    "flowchart render -o": (lambda p: ["flowchart", "render", "us.card", "-f", "dot", "-o", p + ".dot"], "", False),
    "flowchart schema -o": (lambda p: ["flowchart", "schema", "-o", p + ".json"], "", False),
    "play: map FILE": (lambda p: ["play", "--seed", "1", "--save", "game.json"], "map {path}.svg\nquit\n", False),
    "play: why --render FILE": (lambda p: ["play", "--seed", "1", "--save", "game.json"],
                                "why --render {path}.svg\nquit\n", False),
    "tune --out": (lambda p: ["tune", "--games", "1", "--jihadist", "muddled", "--us", "off_guard", "--workers", "1",
                              "--max-turns", "1", "--out", p], "", True),
    "serve --games": (lambda p: ["serve", "--games", p], "", True),
}
PROMPT = ("play: map FILE", "play: why --render FILE")


def _tree(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(option=st.sampled_from(sorted(OUTPUTS)), shape=st.sampled_from(["outside", "below", "beside"]),
       depth=st.integers(1, 3), name=st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True))
def test_an_output_path_makes_missing_folders_only_below_the_current_folder(tmp_path_factory, monkeypatch, option,
                                                                          shape, depth, name):
    root = tmp_path_factory.mktemp("fs")
    here, elsewhere = root / "here", root / "elsewhere"
    here.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setattr(serve_command, "uvicorn", _NoServer)
    missing = Path(*[f"{name}{level}" for level in range(depth)])
    base = {"outside": elsewhere / missing, "below": missing, "beside": elsewhere}[shape]
    target = str(base / name)
    argv_of, typed, is_folder = OUTPUTS[option]
    before = _tree(elsewhere)
    result = runner.invoke(app, argv_of(target), input=typed.format(path=target), env={"COLUMNS": "200"})
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    output = " ".join(result.output.split())
    made_outside = _tree(elsewhere) - before
    # outside: a missing folder on the way (beside: only an output folder itself is made, in a folder that exists)
    if shape == "outside":
        assert made_outside == set(), made_outside
        assert "does not exist, and botkit makes missing folders only below the current folder" in output, output
        assert f"it would have made {elsewhere / missing.parts[0]}" in output
        if option not in PROMPT:
            assert result.exit_code == 2, output
    else:
        assert result.exit_code == 0, output
        written = Path(target) if is_folder else next(Path(target).parent.glob(f"{name}.*"), None)
        assert written is not None and written.exists(), output


def test_a_write_never_makes_a_folder_outside_the_current_one(tmp_path, monkeypatch):
    """The writer itself follows the rule, whoever calls it (a report, a result set, a save)."""
    monkeypatch.chdir(tmp_path)
    outside = tmp_path.parent / f"{tmp_path.name}-elsewhere" / "missing" / "x.json"
    with pytest.raises(FileWriteError) as caught:
        write_atomic(outside, "{}")
    assert "would have made" in str(caught.value) and not outside.parent.parent.exists()
    beside = tmp_path.parent / f"{tmp_path.name}-beside"  # exists: the file's own folder may be made in it
    beside.mkdir()
    write_atomic(beside / "games" / "x.json", "{}")
    assert (beside / "games" / "x.json").read_text() == "{}"
    inside = tmp_path / "a" / "b" / "x.json"
    write_atomic(Path(os.path.relpath(inside)), "{}")
    assert inside.read_text() == "{}"
