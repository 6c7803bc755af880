"""Two writers on one save, and writers killed mid-write (issue 21).

* A browser tab holding a game while `play --resume` answers on, two terminals on one file, a backup
  copied over a save while its game runs: the last writer used to win, silently. Now a save is
  never written over by a game that did not read it as it is: the refused writer's answers go to a
  file beside it (unless the save holds them all), and each front end says so - the terminal goes
  on from the save when it is the same game gone further, the browser shows the game as saved now.
* `kill -9` during a save left `.NAME.XXXXXXXX.tmp` beside it forever: now the next open or list
  removes what dead writers left (only files of our pattern, never a live writer's).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console
from starlette.testclient import TestClient
from typer.testing import CliRunner

from botkit.files import lock_path, stale_temporaries
from botkit.protocol import RandomDecider
from botkit.saves import checksum
from botkit.session import GameConfig, Interrupt, SaveConflict, Session, load_session
from botkit.session.journal import journal_path
from cli import play as terminal
from cli import screen
from cli.main import app
from web.app import create_app

from .web.conftest import token_of

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
runner = CliRunner()


class Stop(Interrupt):
    pass


class Player:
    """Answers `count` new questions at random (its own seed), then leaves the game."""

    def __init__(self, count: int, seed: int) -> None:
        self.left = count
        self.random = RandomDecider(seed)

    def decide(self, game, ask):
        if self.left <= 0:
            raise Stop()
        self.left -= 1
        return self.random.decide(game, ask)


def play(session: Session, count: int, seed: int) -> None:
    with contextlib.suppress(Stop):
        session.run(Player(count, seed))


def started(path: Path, answers: int, seed: int = 5) -> None:
    play(Session(GameConfig(seed=seed), save_path=path), answers, seed)


def reopened(path: Path) -> Session:
    return Session.from_save(load_session(path))


def json_answers(session: Session) -> list:
    return json.loads(json.dumps(session.answers))


def backed_up(path: Path):
    """A backup of a save as it is now - the file and its journal (the answers since its last full write) -
    and the function that copies it back over the save."""
    journal = journal_path(path)
    saved, journaled = path.read_bytes(), journal.read_bytes() if journal.exists() else None

    def restore() -> None:
        path.write_bytes(saved)
        if journaled is None:
            journal.unlink(missing_ok=True)
        else:
            journal.write_bytes(journaled)

    return restore


# -- two sessions on one file -----------------------------------------------------------------------------


@SETTINGS
@given(before=st.integers(1, 5), first=st.integers(1, 6), seeds=st.tuples(st.integers(0, 99), st.integers(0, 99)))
def test_two_sessions_on_one_file_never_lose_an_answer(tmp_path_factory, before, first, seeds):
    path = tmp_path_factory.mktemp("two") / "game.json"
    started(path, before)
    terminal_one, terminal_two = reopened(path), reopened(path)
    play(terminal_one, first, seeds[0])
    written = path.read_bytes()
    try:
        play(terminal_two, 1, seeds[1])
    except SaveConflict as conflict:
        refused = conflict
    else:
        raise AssertionError("the second writer wrote over the first")
    assert path.read_bytes() == written  # the first writer's answers are all there
    assert refused.reloadable and "played on elsewhere" in str(refused)
    ours, theirs = json_answers(terminal_two), load_session(path).answers
    if theirs[: len(ours)] == ours:
        assert refused.kept is None  # the save holds every answer of the refused writer already
    else:
        assert refused.kept is not None and load_session(refused.kept).answers == ours
    again = reopened(path)  # the refused writer reloads and goes on: its next save is accepted
    play(again, 1, seeds[1])
    assert load_session(path).answers[: len(theirs)] == theirs


@SETTINGS
@given(change=st.sampled_from(["backup", "other game", "deleted", "not a save"]), later=st.integers(1, 4))
def test_a_save_replaced_on_disk_is_never_written_over(tmp_path_factory, change, later):
    folder = tmp_path_factory.mktemp("replaced")
    path = folder / "game.json"
    started(path, 2)
    restore = backed_up(path)
    session = reopened(path)
    play(session, later, 1)  # the live game went on
    if change == "backup":
        restore()
    elif change == "other game":
        started(folder / "other.json", 3, seed=77)
        shutil.copyfile(folder / "other.json", path)
    elif change == "deleted":
        path.unlink()
    else:
        path.write_text("my notes\n")
    replaced = path.read_bytes() if path.exists() else None
    try:
        play(session, 1, 2)
    except SaveConflict as conflict:
        refused = conflict
    else:
        raise AssertionError("the live game wrote over the file that replaced its save")
    assert (path.read_bytes() if path.exists() else None) == replaced
    assert not refused.reloadable and refused.kept is not None
    assert load_session(refused.kept).answers == json_answers(session)


def test_a_save_copied_back_as_it_was_or_touched_is_no_conflict(tmp_path):
    path = tmp_path / "game.json"
    started(path, 2)
    session = reopened(path)
    play(session, 1, 1)
    copy = tmp_path / "copy.json"
    shutil.copyfile(path, copy)
    os.replace(copy, path)  # the same save in a new file
    play(session, 1, 2)
    os.utime(path, (1, 1))
    play(session, 1, 3)
    assert load_session(path).answers == json_answers(session)
    # the answers since the last full write are in its journal beside it (botkit/session/journal.py)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".game.json.lock", "game.json", "game.json.journal"]


def test_a_new_game_never_writes_over_an_existing_file(tmp_path):
    path = tmp_path / "game.json"
    started(path, 2)
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--seed", "9", "--save", str(path)], input="1\nquit\n")
    assert result.exit_code == 2 and "exists already" in result.output and "--resume" in result.output
    assert path.read_bytes() == before


# -- the terminal ---------------------------------------------------------------------------------------


def _terminal(session: Session, typed: list[str], at: int, meddle) -> tuple[int, str]:
    """Play `session` at the terminal, typing `typed` ("1": the first item of a menu; at a card menu, listed
    by card number, the first card shown); before prompt `at`, `meddle()` (another writer)."""
    prompts = [0]
    shown = Console(file=io.StringIO(), width=200)

    def read(prompt: str) -> str:
        prompts[0] += 1
        if prompts[0] == at:
            meddle()
        text = typed.pop(0) if typed else "quit"
        if text == "1" and prompt.startswith("(card number or name)"):
            menu = shown.file.getvalue().rsplit("which card do you play?", 1)[-1]
            text = re.search(r"#(\d+)", menu).group(1)
        return text

    original = (terminal._read, screen.console, screen.errors)
    terminal._read, screen.console, screen.errors = read, shown, shown
    code = 0
    try:
        terminal._play(session)
    except typer.Exit as stop:
        code = stop.exit_code
    finally:
        terminal._read, screen.console, screen.errors = original
    return code, " ".join(shown.file.getvalue().split())


def test_the_terminal_goes_on_from_a_save_another_terminal_played_on(tmp_path):
    path = tmp_path / "game.json"
    started(path, 2)
    mine, other = reopened(path), reopened(path)
    code, output = _terminal(mine, ["1", "1", "1", "quit"], at=1, meddle=lambda: play(other, 6, 3))
    assert code == 0, output
    assert f"{path} was played on elsewhere" in output and f"Going on from {path}" in output
    theirs = json_answers(other)
    assert load_session(path).answers[: len(theirs)] == theirs  # the other terminal's six answers are kept


def test_the_terminal_stops_with_both_files_named_when_a_backup_replaced_its_save(tmp_path):
    path = tmp_path / "game.json"
    started(path, 2)
    backup, restore = path.read_bytes(), backed_up(path)
    mine = reopened(path)
    code, output = _terminal(mine, ["1", "1", "1", "1", "quit"], at=3, meddle=restore)
    assert code == 1, output
    kept = tmp_path / "game.conflict.json"
    assert path.read_bytes() == backup and kept.exists()
    assert f"{path} was changed since this game read it" in output and f"kept in {kept}" in output
    assert f"--resume {path}" in output and f"--resume {kept}" in output
    assert load_session(kept).answers == json_answers(mine)


# -- the browser against a terminal ------------------------------------------------------------------------


def _answer(client: TestClient, address: str, html: str):
    """Answer the question the page shows, the first way it allows."""
    games, name = client.app.state.games, address.rsplit("/", 1)[1]
    with games.lock(name):
        ask = games.live(name).pause.ask
    fields: dict[str, object] = {"choice": "0"}
    if ask is not None and ask.kind == "yesno":
        fields = {"yes": "1"}
    elif ask is not None and ask.kind == "number":
        fields = {"number": str(ask.low)}
    elif ask is not None and ask.kind != "one":
        fields = {"choice": [str(i) for i in range(max(1, ask.minimum))]}
    return client.post(f"{address}/answer", data={"token": token_of(html), **fields}, headers={"HX-Request": "true"})


def test_the_browser_reloads_a_game_a_terminal_played_on_and_never_writes_over_it(tmp_path):
    folder = tmp_path / "games"
    with TestClient(create_app(folder)) as client:
        address = client.post("/new", data={"scenario": "awakening", "side": "us", "seed": "5"},
                              follow_redirects=False).headers["location"]
        path = folder / f"{address.rsplit('/', 1)[1]}.json"
        page = client.get(address).text
        for _ in range(5):  # the browser answers five
            page = _answer(client, address, page).text
        other = reopened(path)
        play(other, 6, 4)  # `play --resume` answers six on the same file
        theirs = load_session(path).answers
        refused = _answer(client, address, page)  # the browser's next answer, from its old page
        assert refused.status_code == 409
        assert "played on elsewhere" in refused.text and "here it is as saved now" in refused.text
        assert load_session(path).answers == theirs  # the terminal's six are there, nothing written over them
        accepted = _answer(client, address, refused.text)  # the page now shows the game as saved: answer on
        assert accepted.status_code == 200
        assert load_session(path).answers[: len(theirs)] == theirs
        with contextlib.suppress(Stop), contextlib.suppress(SaveConflict):
            other.run(Player(1, 9))
        assert other.conflict is not None and other.conflict.reloadable  # and the terminal is told in turn


def test_a_browser_answer_meeting_a_terminal_write_gets_a_conflict_page_not_an_error(tmp_path, monkeypatch):
    folder = tmp_path / "games"
    with TestClient(create_app(folder), raise_server_exceptions=False) as client:
        address = client.post("/new", data={"scenario": "awakening", "side": "us", "seed": "5"},
                              follow_redirects=False).headers["location"]
        path = folder / f"{address.rsplit('/', 1)[1]}.json"
        page = _answer(client, address, client.get(address).text).text
        backup, restore = path.read_bytes(), backed_up(path)
        page = _answer(client, address, page).text
        restore()  # a backup copied over the save ...
        monkeypatch.setattr(Session, "changed_on_disk", lambda self: "")  # ... just after the page looked
        refused = _answer(client, address, page)
        assert refused.status_code == 409, refused.text
        assert "was changed since this game read it" in refused.text and "not written over" in refused.text
        assert path.read_bytes() == backup
        kept = folder / f"{path.stem}.conflict.json"
        assert kept.exists() and len(load_session(kept).answers) == 3
        assert f"{path.stem}.conflict" in client.get("/").text  # listed: the player can open it


# -- writers killed mid-write ---------------------------------------------------------------------------


def _dead_pid() -> int:
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                              text=True, check=True)
    return int(finished.stdout)


@SETTINGS
@given(names=st.lists(st.from_regex(r"[a-z][a-z0-9_-]{0,12}\.json", fullmatch=True), min_size=1, max_size=3,
                      unique=True),
       random_part=st.from_regex(r"[a-z0-9_]{8}", fullmatch=True), opener=st.sampled_from(["open", "list", "web"]))
def test_stale_temporaries_of_dead_writers_are_removed_on_the_next_open_or_list(tmp_path_factory, names, random_part,
                                                                               opener):
    folder = tmp_path_factory.mktemp("games")
    save = folder / "game.json"
    started(save, 1)
    dead = _dead_pid()
    stale = [folder / f".{name}.{dead}.{random_part}.tmp" for name in names]
    stale.append(folder / f".botkit-probe-{dead}-{random_part}.tmp")
    old = folder / f".game.json.{random_part}.tmp"  # a writer before pids were in the name: older than the lock
    live = [folder / f".{name}.{os.getpid()}.{random_part}.tmp" for name in names]  # a writer at work (us)
    foreign = [folder / f".{names[0]}.notes.tmp", folder / f"{names[0]}.{dead}.{random_part}.tmp",
               folder / f".{names[0]}.{dead}.{random_part}.tmp.bak"]
    for path in [*stale, old, *live, *foreign]:
        path.write_text("half a save")
    os.utime(old, (1, 1))
    os.utime(lock_path(save), None)
    if opener == "open":
        load_session(save)
    elif opener == "list":
        assert runner.invoke(app, ["games", "--folder", str(folder)]).exit_code == 0
    else:
        with TestClient(create_app(folder)) as client:
            assert client.get("/").status_code == 200
    assert not any(p.exists() for p in [*stale, old])
    assert all(p.exists() for p in [*live, *foreign])


KILLED_WRITER = """
import os, stat, sys
from pathlib import Path
import game  # registers the games
from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Interrupt, Session, journal

journal.SNAPSHOT_EVERY = 4  # a full write every few answers, so kills land in both kinds of write
writes, stall_at = [0], int(sys.argv[2])
real_fsync = os.fsync

def fsync(fd):
    if stat.S_ISREG(os.fstat(fd).st_mode):  # a file's data (a snapshot's temporary, a journal line), not a folder
        writes[0] += 1
        if writes[0] == stall_at:  # mid-write: written, not yet durable (a snapshot: not yet renamed)
            print("writing", flush=True)
            sys.stdin.readline()  # the test kills us here
    real_fsync(fd)

os.fsync = fsync

class Player:
    def decide(self, game, ask):
        return FirstOptionDecider().decide(game, ask)

Session(GameConfig(seed=3), save_path=Path(sys.argv[1])).run(Player())
"""


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stall_at=st.integers(2, 24))
def test_a_writer_killed_at_any_write_loses_no_journaled_answer(tmp_path_factory, stall_at):
    """kill -9 while the save is written in full or while an answer is appended to its journal: the next open
    recovers every answer whose write had begun (a journal line is whole once written) or ended, replays
    them, and clears what the kill left."""
    folder = tmp_path_factory.mktemp("killed")
    path = folder / "game.json"
    writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(path), str(stall_at)], cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert writer.stdout is not None and writer.stdout.readline().strip() == "writing"  # waits for the condition
    writer.kill()  # kill -9
    writer.wait()
    left = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    if left:  # killed in a full write: its temporary is what the kill leaves, the save before it stands
        assert len(left) == 1 and left[0].name.startswith(f".game.json.{writer.pid}.")
        assert stale_temporaries(folder) == left
    saved = load_session(path)  # every save before the kill, and the journal line being written
    assert len(saved.answers) == (stall_at - 1 if left else stall_at)  # one answer a save
    assert not any(p.exists() for p in left)
    again = Session.from_save(saved)  # the recovered answers replay (none torn, none out of order)
    again.replay()
    assert again.answers == saved.answers
    play(again, 2, 4)  # and the game goes on from there, saved
    assert load_session(path).answers[: len(saved.answers)] == saved.answers


def test_a_torn_journal_line_is_dropped_and_every_whole_one_kept(tmp_path):
    """A journal cut anywhere (a crash in the middle of an append) keeps every whole line before the cut."""
    path = tmp_path / "game.json"
    started(path, 6)
    journal = journal_path(path)
    whole = journal.read_bytes()
    complete = load_session(path).answers
    lines = whole.splitlines(keepends=True)
    assert len(lines) >= 3
    for cut in range(len(whole) + 1):
        journal.write_bytes(whole[:cut])
        kept_lines = whole[:cut].count(b"\n")
        saved = load_session(path)
        assert saved.answers == complete[: len(complete) - len(lines) + kept_lines], cut
        assert saved.on_disk is not None and bool(saved.on_disk.journal) == (cut in (0, len(whole)) or
                                                                            whole[:cut].endswith(b"\n"))


def test_a_save_written_before_journals_loads_and_goes_on(tmp_path):
    """A version 3 save (no journal, the answers all in the file) loads, replays and saves on."""
    path = tmp_path / "game.json"
    started(path, 3)
    document = json.loads(path.read_text())
    session = document["meta"]["session"]
    session["answers"] = load_session(path).answers
    session["version"] = 3
    del session["journal"]
    document["checksum"] = checksum(document)
    journal_path(path).unlink(missing_ok=True)
    path.write_text(json.dumps(document, indent=1))
    saved = load_session(path)
    assert len(saved.answers) == 3
    again = Session.from_save(saved)
    play(again, 2, 9)
    assert len(load_session(path).answers) == 5
