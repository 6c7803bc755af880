"""A player's own Bots (`--bots DIR`) on play, simulate, tune and flowchart: checked before any game,
kept in the save (content, not path) so a game replays anywhere, recorded (digest) in results."""

from __future__ import annotations

import contextlib
import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Session
from botkit.session.config import check
from botkit.session.store import load_session
from cli.main import app
from game.labyrinth.state import JIHADIST, US

from .test_cli_games import Player, Stop

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
BROKEN = "kind: priority_table\nid: us.priorities.deploy_to\nfilters:\n  - {best: cels}\n"


def own_folder(tmp_path: Path, example: str) -> Path:
    folder = tmp_path / "mine"
    shutil.copytree(EXAMPLES / example, folder)
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_game_with_own_bots_replays_identically_after_the_folder_is_gone(tmp_path):
    folder = own_folder(tmp_path, "us-deploy-three")
    config = GameConfig(seed=11, human=JIHADIST, tiers={US: "reinforcing", JIHADIST: "muddled"})
    config.add_bots_folder(folder)
    check(config)
    save = tmp_path / "game.json"
    session = Session(config, save_path=save)
    with contextlib.suppress(Stop):
        session.run(Player(80))
    played = session.game
    assert played is not None and played.state.turn >= 2
    table = session.bots[US].library.tables["us.priorities.deploy_to"]
    assert table.title == "Deploy To - most cells first"
    shutil.rmtree(folder)
    loaded = load_session(save)
    assert loaded.config.bots_folder == str(folder) and loaded.config.overlay()
    again = Session(loaded.config, loaded.answers)
    replayed = again.replay()
    assert again.bots[US].library.tables["us.priorities.deploy_to"].title == "Deploy To - most cells first"
    assert replayed.state == played.state
    assert [e.text for e in replayed.log_entries] == [e.text for e in played.log_entries]


def test_simulate_with_own_bots_records_the_folders_digest_not_its_place(tmp_path):
    folder = own_folder(tmp_path, "coherent-plus")
    args = ["simulate", "--jihadist", "coherent_plus", "--seed", "3", "--decks", "1", "--json"]
    first = runner.invoke(app, [*args, "--bots", str(folder)])
    assert first.exit_code == 0, first.output
    moved = folder.rename(tmp_path / "moved")
    second = runner.invoke(app, [*args, "--bots", str(moved)])
    assert second.exit_code == 0, second.output
    one, two = json.loads(first.output)[0], json.loads(second.output)[0]
    assert re.fullmatch(r"[0-9a-f]{16}", one["bots_digest"]) and one["bots_digest"] == two["bots_digest"]
    assert one["bots"] == str(folder) and {**one, "bots": ""} == {**two, "bots": ""}


def test_tune_with_own_bots_records_the_digest_and_a_moved_folder_continues(tmp_path):
    folder = own_folder(tmp_path, "coherent-plus")
    out = tmp_path / "out"
    args = ["tune", "--jihadist", "coherent_plus", "--us", "off_guard", "--games", "1", "--workers", "1",
            "--decks", "1", "--out", str(out)]
    result = runner.invoke(app, [*args, "--bots", str(folder)])
    assert result.exit_code == 0, result.output
    settings = json.loads((out / "results.json").read_text())["settings"]
    assert re.fullmatch(r"[0-9a-f]{16}", settings["bots_digest"])
    moved = folder.rename(tmp_path / "moved")
    again = runner.invoke(app, [*args, "--games", "2", "--bots", str(moved)])
    assert again.exit_code == 0, again.output
    (moved / "tiers.yaml").write_text((moved / "tiers.yaml").read_text().replace("surplus_cells: 4", "surplus_cells: 3"))
    edited = runner.invoke(app, [*args, "--games", "3", "--bots", str(moved)])
    assert edited.exit_code == 1 and "bots_digest" in edited.output


@pytest.mark.parametrize("command", [
    ["play", "--side", "jihadist", "--save", "{tmp}/g.json"],
    ["simulate", "--decks", "1"],
    ["tune", "--games", "1", "--out", "{tmp}/out"],
    ["flowchart", "validate"],
    ["flowchart", "list"],
])
def test_a_broken_folder_is_refused_before_any_game_with_file_and_line(tmp_path, command):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "deploy_to.yaml").write_text(BROKEN)
    before = snapshot(folder)
    args = [a.replace("{tmp}", str(tmp_path)) for a in command]
    result = runner.invoke(app, [*args, "--bots", str(folder)])
    assert result.exit_code != 0
    assert f"{folder / 'deploy_to.yaml'}:4" in result.output and "cels" in result.output
    assert "Traceback" not in result.output and isinstance(result.exception, SystemExit | None)
    assert snapshot(folder) == before and not (tmp_path / "g.json").exists() and not (tmp_path / "out").exists()


def test_a_tier_of_the_folder_is_named_like_a_printed_one(tmp_path):
    folder = own_folder(tmp_path, "coherent-plus")
    result = runner.invoke(app, ["flowchart", "list", "--bots", str(folder)])
    assert result.exit_code == 0, result.output
    unknown = runner.invoke(app, ["simulate", "--jihadist", "coherent_plus", "--decks", "1"])
    assert unknown.exit_code != 0 and "coherent_plus" in unknown.output and "Traceback" not in unknown.output


def test_flowchart_validate_accepts_the_readmes_own_tier_file(tmp_path):
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```yaml\n(.*?)```", readme, re.S)
    tier_file = next(b for b in blocks if "adds_to: labyrinth.jihadist.ideology" in b and "extends: coherent" in b)
    path = tmp_path / "mine.yaml"
    path.write_text(tier_file)
    result = runner.invoke(app, ["flowchart", "validate", str(path)])
    assert result.exit_code == 0, result.output
    misspelt = tmp_path / "misspelt.yaml"
    misspelt.write_text(tier_file.replace("extends: coherent", "extends: coherant"))
    result = runner.invoke(app, ["flowchart", "validate", str(misspelt)])
    assert result.exit_code == 1 and "extends unknown tier 'coherant'" in result.output
    assert f"{misspelt}:" in result.output and "coherent" in result.output


def test_unknown_capability_names_are_errors_in_tier_files_charts_and_engine_reads(tmp_path):
    folder = own_folder(tmp_path, "coherent-plus")
    tiers = folder / "tiers.yaml"
    tiers.write_text(tiers.read_text().replace("major_jihad_surplus_cells: 4", "major_jihad_surplus_cell: 4"))
    (folder / "count.yaml").write_text("kind: chart\nadds_to: us.answer\nnodes:\n  withdraw_count:\n"
                                       "    ask: {asked: {purpose: op.withdraw.count}}\n"
                                       "    yes: {do: {answer_number: {value: $tier.deploy_from_trak}}}\n"
                                       "    no: regime_change_target\n")
    result = runner.invoke(app, ["flowchart", "validate", "--bots", str(folder)])
    assert result.exit_code == 1
    assert f"{tiers}:11:" in result.output and "did you mean 'major_jihad_surplus_cells'" in result.output
    assert f"{folder / 'count.yaml'}:4:" in result.output and "'$tier.deploy_from_trak'" in result.output
    assert "did you mean 'deploy_from_track'" in result.output
    config = GameConfig(human=US)
    game = Session(config).build(FirstOptionDecider())
    with pytest.raises(KeyError, match="no capability 'major_jihad_surplus_cell' is declared"):
        game.capability(JIHADIST, "major_jihad_surplus_cell", 5)
    assert game.capability(JIHADIST, "major_jihad_surplus_cells", 0) == 5


def test_flowchart_render_and_list_show_the_folders_version_of_a_chart(tmp_path):
    folder = own_folder(tmp_path, "travel-when-ample")
    out = tmp_path / "evo.svg"
    result = runner.invoke(app, ["flowchart", "render", "jihadist.evo", "--bots", str(folder), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "Funding Ample: a cell that" in out.read_text()
    listed = runner.invoke(app, ["flowchart", "list", "--bots", str(folder)])
    assert listed.exit_code == 0 and str(folder / "evo.yaml") in "".join(listed.output.split())
