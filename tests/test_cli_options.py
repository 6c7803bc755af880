"""Every command checks its options before any work: a one-line error naming what is allowed, exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit.libraries import VOCABULARIES
from cli import main as main_module
from cli.main import app

runner = CliRunner()


def refused(argv: list[str], *phrases: str, code: int = 2) -> str:
    result = runner.invoke(app, argv, input="quit\n")
    assert result.exit_code == code, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    for phrase in phrases:
        assert phrase in result.output, result.output
    return result.output


@pytest.mark.parametrize(("argv", "phrases"), [
    (["play", "--decks", "5"], ["played with 1, 2, 3 decks, not 5"]),
    (["play", "--decks", "9"], ["(decks: 1, 2, 3)"]),
    (["play", "--scenario", "assad_alone", "--decks", "3"], ["Assad Alone", "turns, not in decks"]),
    (["play", "--rules", "9"], ["not '9'", "1 (Zakat and the Strong Horse)"]),
    (["play", "--rules", "x"], ["--rules takes optional rule numbers"]),
    # EJ9: optional rule 3's markers are the printed Bot's difficulty; the Enhanced Bot has its own levels
    (["play", "--side", "us", "--tier", "enhanced_normal", "--rules", "3"],
     ["optional rule 3", "'enhanced_normal' plays another Bot (jihadist_enh.answer)"]),
    (["simulate", "--jihadist", "enhanced_easier", "--rules", "1,3"], ["optional rule 3", "'enhanced_easier'"]),
    (["play", "--side", "martians"], ["sides: us, jihadist, all (every side at one screen), none"]),
    (["play", "--side", "all", "--tier", "muddled"], ["with --side all people play every side, and there is no Bot"]),
    (["play", "--side", "both", "--table"], ["table mode plays one side beside a Bot"]),
    (["play", "--tier", "terrible"], ["no tier 'terrible'", "muddled"]),
    (["play", "--side", "none", "--tier", "muddled"], ["--tier needs your side"]),
    (["play", "--side", "none", "--table"], ["table mode needs your side"]),
    (["play", "--side", "none", "--dice", "me"], ["need your side"]),
    (["play", "--dice", "you"], ["dice: program, me"]),
    (["play", "--overtime"], ["overtime is Assad Alone's variant"]),
    (["play", "--scenario", "atlantis"], ["No scenario 'atlantis'", "Scenarios:"]),
    (["play", "--save", "/proc/no/such.json"], ["--save", "/proc/no does not exist"]),
    (["play", "--resume", "x.json", "--seed", "3"], ["leave out --seed"]),
    (["play", "--narrate", "loud"], ["not a narration level", "brief, full"]),
    (["play", "--side", "none", "--delay", "-1"], ["--delay", "from 0 to 3600"]),
    (["play", "--step"], ["--step and --delay are for watching Bot vs Bot"]),
    (["games", "delete", "nothing-here", "--folder", "/proc/no/such"], ["no folder"]),
    (["simulate", "--rules", "x"], ["--rules takes optional rule numbers"]),
    (["simulate", "--log", "/proc/no/such.log"], ["--log", "/proc/no does not exist"]),
    (["simulate", "--save", "/proc/no/such.json"], ["--save", "/proc/no does not exist"]),
    (["simulate", "--games", "0"], ["--games: 0 is too small (at least 1)"]),
    (["simulate", "--us", "nobody"], ["no tier 'nobody'", "off_guard"]),
    (["tune", "--jihadist", ","], ["--jihadist: name at least one tier", "muddled"]),
    (["tune", "--us", "adept,adept"], ["named twice"]),
    (["tune", "--games", "-1"], ["--games: -1 is too small"]),
    (["tune", "--decks", "4"], ["(decks: 1, 2, 3)"]),
    (["tune", "--scheduler", "nonsense"], ["--scheduler: cannot reach the Dask scheduler at nonsense"]),
    (["flowchart", "list", "--game", "chess"], ["no game 'chess' (games: labyrinth, "]),  # and every other one
    (["flowchart", "validate", "--vocabulary", "nope:nothing"], ["--vocabulary: no vocabulary 'nope:nothing'",
                                                                 "named by their game: labyrinth"]),
    (["flowchart", "validate", "--vocabulary", "botkit:Library"], ["--vocabulary"]),
    (["flowchart", "render", "jihadist.evo", "-o", "/proc/no/such.svg"], ["--output", "/proc/no does not exist"]),
])
def test_a_bad_option_is_refused_up_front_naming_what_is_allowed(argv, phrases):
    output = refused(argv, *phrases)
    assert len([line for line in output.splitlines() if line.strip()]) <= 2  # one line (a long one may wrap once)


def test_tune_out_pointing_at_a_file_fails_before_any_game(tmp_path):
    target = tmp_path / "results.txt"
    target.write_text("mine\n")
    refused(["tune", "--out", str(target), "--games", "1"], "is a file, not a folder")
    assert target.read_text() == "mine\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.txt"]


def test_a_tier_file_that_is_not_a_regular_file_is_refused_at_once():
    refused(["play", "--tier-file", "/dev/zero"], "not a regular file")


def test_resuming_a_fifo_or_dev_zero_answers_at_once(tmp_path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    refused(["play", "--resume", str(link)], "not a regular file", code=1)


def test_a_bug_that_escapes_a_command_is_one_line_and_a_report(monkeypatch, capsys, tmp_path):
    def broken():
        raise RuntimeError("a bug")

    monkeypatch.setattr(main_module, "app", broken)
    monkeypatch.setattr(main_module.tempfile, "gettempdir", lambda: str(tmp_path))
    with pytest.raises(SystemExit) as stop:
        main_module.main()
    assert stop.value.code == main_module.INTERNAL_ERROR
    error = capsys.readouterr().err
    assert "internal error (RuntimeError: a bug)" in error and "Traceback" not in error
    (report,) = tmp_path.glob("botkit-error-*.txt")
    assert "Traceback" in report.read_text()


# module:function names a command line could carry: real modules with harmful functions, and any text
HARMFUL = ["os:system", "os:_exit", "os:abort", "subprocess:call", "shutil:rmtree", "builtins:exit", "sys:exit",
           "os:getcwd", "game.registry:GAMES", "botkit:Library", "cli.main:main"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spec=st.one_of(st.sampled_from(HARMFUL),
                      st.builds(lambda module, name: f"{module}:{name}", st.sampled_from(sorted(sys.modules)),
                                st.from_regex(r"[a-z_]{1,12}", fullmatch=True)),
                      st.text(min_size=1, max_size=40).filter(lambda t: t.strip() and not t.startswith("-"))))
def test_vocabulary_option_takes_only_registered_names_and_runs_nothing(spec, monkeypatch):
    """`--vocabulary os:system` once imported and called whatever it named: now only a registered name is taken."""
    if spec in VOCABULARIES:
        return
    called: list[str] = []
    monkeypatch.setattr(os, "system", lambda *args: called.append("os.system") or 0)
    monkeypatch.setattr(subprocess, "call", lambda *args, **kwargs: called.append("subprocess.call") or 0)
    loaded = set(sys.modules)
    for command in (["flowchart", "validate", "--vocabulary", spec],
                    ["flowchart", "render", "x", "--charts", ".", "--vocabulary", spec]):
        output = refused(command, "--vocabulary", "labyrinth")
        assert spec in output or repr(spec)[1:-1] in output or "no vocabulary" in output
    assert called == []
    assert set(sys.modules) == loaded  # nothing was imported on the command line's say-so


def test_no_command_imports_a_module_named_at_run_time():
    """Plug-ins are registered when their module is imported; no function imports by name (importlib)."""
    root = Path(__file__).resolve().parent.parent
    offenders = [f"{path.relative_to(root)}:{number}" for folder in ("cli", "web", "game", "botkit")
                 for path in sorted((root / folder).rglob("*.py"))
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if "import_module(" in line]
    assert offenders == []


def test_botkit_starts_without_matplotlib():
    """The heat map's matplotlib is loaded when a heat map is drawn, not when any command starts."""
    probe = "import sys, cli.main; print('matplotlib' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
