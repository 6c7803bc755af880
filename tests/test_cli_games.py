"""`botkit games`: the saved games of `botkit play`, listed and deleted - and nothing else touched."""

from __future__ import annotations

import contextlib

import click
import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Interrupt, Session
from cli.main import app

runner = CliRunner()


class Stop(Interrupt):
    pass


class Player:
    def __init__(self, stop: int) -> None:
        self.left = stop

    def decide(self, game, ask):
        if self.left <= 0:
            raise Stop()
        self.left -= 1
        return FirstOptionDecider().decide(game, ask)


def saved(path, answers: int = 3, **config) -> None:
    session = Session(GameConfig(**config), save_path=path)
    with contextlib.suppress(Stop):
        session.run(Player(answers))


def test_games_lists_each_saved_game_with_its_sides_turn_and_how_to_resume(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "games"
    folder.mkdir()
    saved(folder / "first.json", seed=11)
    saved(folder / "table.json", seed=3, table=True, tiers={"us": "off_guard", "jihadist": "potent"})
    (folder / "notes.json").write_text("{}")
    result = runner.invoke(app, ["games"], env={"COLUMNS": "80", "BOTKIT_PLAY_COMMAND": "./run play"})
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "first.json awakening, you (US) vs the Muddled Jihadist Bot, turn 1; last played" in out
    assert "table.json awakening, you (US) vs the Potent Jihadist Bot, at a table, turn 1" in out
    assert "resume: ./run play --resume games/first.json" in out
    assert "Not listed (1 other file(s)" in out and "notes.json" in out
    assert max(map(len, result.output.splitlines())) <= 80


def test_games_delete_asks_first_and_deletes_only_the_games_named(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    saved(folder / "first.json", seed=11)
    saved(folder / "second.json", seed=12)
    other = folder / "notes.json"
    other.write_text("{}")
    result = runner.invoke(app, ["games", "delete", "fir", "--folder", str(folder)], input="n\n")
    assert result.exit_code == 1 and "Nothing was deleted" in result.output
    assert (folder / "first.json").exists()
    result = runner.invoke(app, ["games", "delete", "fir", "--folder", str(folder)], input="y\n")
    assert result.exit_code == 0 and not (folder / "first.json").exists()
    result = runner.invoke(app, ["games", "delete", "notes", "--folder", str(folder), "--yes"])
    assert result.exit_code == 2 and other.exists()  # not a saved game: never deleted
    result = runner.invoke(app, ["games", "delete", "second.json", "--folder", str(folder), "--yes"])
    assert result.exit_code == 0 and not (folder / "second.json").exists()
    empty = runner.invoke(app, ["games", "--folder", str(folder)])
    assert "No saved games in" in empty.output


def test_games_delete_asks_again_on_junk_and_the_end_of_the_input_deletes_nothing(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    saved(folder / "first.json", seed=11)
    result = runner.invoke(app, ["games", "delete", "first", "--folder", str(folder)], input="maybe\nundo\n")
    out = " ".join(result.output.split())
    assert "Please answer y (yes) or n (no)." in out
    assert "'undo' is a command of a game in play; here, answer the question." in out
    assert result.exit_code == 1 and "Nothing was deleted" in out and (folder / "first.json").exists()
    result = runner.invoke(app, ["games", "delete", "first", "--folder", str(folder)], input="maybe\ny\n")
    assert result.exit_code == 0 and not (folder / "first.json").exists()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(folder_name=st.from_regex(r"[a-z][a-z0-9_-]{0,10}", fullmatch=True).filter(lambda n: n != "games"),
       before=st.booleans(), listing=st.booleans())
def test_games_folder_given_before_the_subcommand_is_the_folder_used(tmp_path_factory, folder_name, before, listing):
    """`games --folder X delete NAME` once deleted ./games/NAME.json: the group's --folder was ignored."""
    place = tmp_path_factory.mktemp("cwd")
    decoy, wanted = place / "games" / "mine.json", place / folder_name / "mine.json"
    for path, seed in ((decoy, 1), (wanted, 2)):
        path.parent.mkdir()
        saved(path, answers=1, seed=seed)
    decoy_bytes = decoy.read_bytes()
    command = ["list"] if listing else ["delete", "mine", "--yes"]
    argv = ["games", "--folder", str(wanted.parent), *command] if before else \
        ["games", *command, "--folder", str(wanted.parent)]
    result = runner.invoke(app, argv)
    assert result.exit_code == 0, result.output
    assert decoy.read_bytes() == decoy_bytes  # ./games is never touched when another folder is named
    if listing:
        assert f"--resume {wanted}" in " ".join(result.output.split())
    else:
        assert not wanted.exists() and f"Deleted {wanted}" in result.output


def test_the_delete_confirmation_names_the_file_with_its_folder(tmp_path):
    folder = tmp_path / "kept"
    folder.mkdir()
    saved(folder / "first.json", seed=11)
    result = runner.invoke(app, ["games", "--folder", str(folder), "delete", "first"], input="n\n")
    assert result.exit_code == 1
    assert f"{folder / 'first.json'}: awakening" in " ".join(result.output.split())


def test_no_typer_group_takes_an_option_its_subcommands_ignore():
    """Every option on a group's callback is one each subcommand also takes (so the group can pass it on)."""
    root = typer.main.get_command(app)
    offenders = []
    groups = [root]
    while groups:
        group = groups.pop()
        own = {p.name for p in group.params if isinstance(p, click.Option) and not p.is_eager}
        for name, command in group.commands.items():
            if isinstance(command, click.Group):
                groups.append(command)
            taken = {p.name for p in command.params}
            offenders += [f"{group.name} --{option} is ignored by {name}" for option in sorted(own - taken)]
    assert offenders == []
