"""Fixtures of the web tests: an application over a fresh games folder, and a started game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from botkit.session import GameConfig, Session
from game.labyrinth.session import adjust_words
from web.app import create_app

TOKEN = re.compile(r'name="token" value="([^"]+)"')


def token_of(html: str) -> str:
    found = TOKEN.search(html)
    assert found, "the page shows no question"
    return found.group(1)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "games"


@pytest.fixture
def client(folder: Path):
    with TestClient(create_app(folder)) as test_client:
        yield test_client


def start(client: TestClient, **fields: str) -> str:
    """Start a game from the new-game form; returns its page's address."""
    data = {"scenario": "awakening", "side": "us", "seed": "5", **fields}
    response = client.post("/new", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    return response.headers["location"]


@pytest.fixture
def game(client: TestClient) -> str:
    return start(client)


def prepared(folder: Path, name: str, config: GameConfig, steps: list) -> str:
    """A game saved in `folder` as `name`, brought to a question by a script: answers, and corrections of
    the board in the terminal's words ("adjust iraq troops 3"); returns its page's address."""
    folder.mkdir(parents=True, exist_ok=True)
    session = Session(config, save_path=folder / f"{name}.json")
    session.current_question()
    for step in steps:
        if isinstance(step, str) and step.startswith("adjust "):
            session.adjust(adjust_words.parse(session, step.removeprefix("adjust ")))
            session.current_question()
        else:
            session.answer(step)
    session.save()
    return f"/games/{name}"


# The browser game for real: a server in a thread or a process of its own, Chromium driving pages. These
# modules are the web tests' end-to-end ones (`./run test --fast` leaves them out; see tests/conftest.py).
END_TO_END = ("test_browser.py", "test_serve_command.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name in END_TO_END and item.path.parent == Path(__file__).parent:
            item.add_marker(pytest.mark.e2e)
