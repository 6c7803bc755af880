"""Lists a player reads or copies from fit 80 columns and a pipe: scenario ids and chart ids are never cut."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from botkit.libraries import library_for
from cli.main import app
from game.labyrinth import scenarios

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def test_scenario_list_in_a_pipe_fits_80_columns_and_starts_each_entry_with_its_id():
    # a real pipe, without COLUMNS: what `botkit scenario list | less` shows
    result = subprocess.run([sys.executable, "-m", "cli.main", "scenario", "list"], capture_output=True, text=True,
                            cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, check=True)
    lines = result.stdout.splitlines()
    assert lines and max(map(len, lines)) <= 80
    starts = [line.split(" - ")[0] for line in lines if not line.startswith(" ")]
    assert starts == [info.id for info in scenarios.list_scenarios()]


def test_flowchart_list_at_80_columns_shows_every_id_whole():
    result = runner.invoke(app, ["flowchart", "list"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert max(map(len, lines)) <= 80
    listed = {line.split()[0] for line in lines if line.startswith("  ") and not line.startswith("   ")}
    library = library_for("labyrinth")
    assert set(library.ids()) | set(library.tiers) <= listed
