"""The game in a real browser: Debian's Chromium driven by Playwright, against a server on a free port.

What a player does: start a game from the form, answer by buttons, keys and clicks on the
map, undo, reload and find the game where it was, watch Bot vs Bot card by card and with
play/pause. The map is checked structurally (one element per country, the pieces of the
state), never pixel by pixel. Skipped, with the reason, only where no Chromium is installed.
"""

from __future__ import annotations

import re
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest
import uvicorn

from web.app import create_app

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed "
                               "(./run test installs it with the test extra)")
pytestmark = pytest.mark.skipif(not CHROMIUM.is_file() and not shutil.which("chromium"),
                                reason="no Chromium here: ./run test installs Debian's chromium as root or with "
                                "sudo; install it with 'sudo apt-get install chromium'")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server on a free port, in a thread; yields (address, app)."""
    folder = tmp_path_factory.mktemp("games")
    app = create_app(folder)
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the web server did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", app
    running.should_exit = True
    thread.join(timeout=20)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM if CHROMIUM.is_file() else shutil.which("chromium")),
            args=FLAGS, headless=True, viewport={"width": 1280, "height": 900})
        yield context
        context.close()


@pytest.fixture
def tab(browser):
    page = browser.new_page()
    page.set_default_timeout(30_000)
    yield page
    page.close()


def live_state(app, page):
    name = page.url.rsplit("/", 1)[1]
    games = app.state.games
    with games.lock(name):
        return games.live(name).game.state


def prompt(page) -> str:
    return page.locator("#question .prompt").inner_text().strip()


def token(page) -> str:
    return page.locator("#play").get_attribute("data-token") or ""


def wait_for_new_token(page, old: str) -> None:
    page.wait_for_function("old => { const p = document.querySelector('#play');"
                           " return p && p.getAttribute('data-token') !== old; }", arg=old)


def start_game(page, address: str, *, side: str = "us", seed: str = "5") -> None:
    page.goto(address + "/")
    page.check(f"input[name=side][value={side}]")
    page.fill("input[name=seed]", seed)
    page.click("#start")
    page.wait_for_selector("#play")


def test_start_answer_by_buttons_keys_and_the_map_undo_and_reload(server, tab):
    address, app = server
    start_game(tab, address)
    assert prompt(tab) == "US: which card do you play?"

    # the map: one element per country, with the pieces of the state
    state = live_state(app, tab)
    groups = tab.locator("#board svg g[data-country]")
    assert groups.count() == len(state.countries)
    shown = tab.eval_on_selector_all("#board svg g[data-country]", "gs => gs.map(g => [g.dataset.country, "
                                     "+g.dataset.troops, +g.dataset.sleeperCells, +g.dataset.activeCells])")
    assert {name: (t, s, a) for name, t, s, a in shown} == {
        name: (c.troops, c.sleepers, c.actives) for name, c in state.countries.items()}

    # a card by its button, then Ops by the key o
    first = token(tab)
    tab.locator("#question button.choice").first.click()
    wait_for_new_token(tab, first)
    assert "event, Ops or reserves?" in prompt(tab)
    before_key = token(tab)
    tab.keyboard.press("o")
    wait_for_new_token(tab, before_key)

    # answer on until a country question comes, then click the country on the map
    clicked = None
    for _ in range(40):
        choosable = tab.locator("#board g.choosable")
        if tab.locator("#question [data-country]").count() and choosable.count():
            target = choosable.first
            clicked = target.get_attribute("data-country")
            before = token(tab)
            target.click()
            wait_for_new_token(tab, before)
            break
        before = token(tab)
        button = tab.locator("#question button.choice, #question button.primary").first
        if tab.locator("#question input[type=checkbox]").count():
            tab.locator("#question input[type=checkbox]").first.check()
        button.click()
        wait_for_new_token(tab, before)
    assert clicked, "no country question came to answer on the map"
    assert clicked in tab.locator("#log").inner_text()  # the log tells what was done there

    # undo takes the play back; the page is at the card question again
    tab.click("#undo")
    tab.wait_for_selector(".message:has-text('Undid')")
    assert prompt(tab) == "US: which card do you play?"
    after_undo = token(tab)

    # a reload resumes exactly there
    tab.reload()
    tab.wait_for_selector("#play")
    assert token(tab) == after_undo and prompt(tab) == "US: which card do you play?"


def test_the_why_of_a_bot_decision_opens_in_the_log(server, tab):
    address, _ = server
    start_game(tab, address, seed="8")
    decision = tab.locator("#log details.why").first
    decision.locator("summary").click()
    tab.wait_for_selector("#log details.why[open] .why-title")
    assert re.match(r"Decision \d+ \(turn 1\), Jihadist Bot", decision.locator(".why-title").inner_text())


def test_watch_bot_vs_bot_card_by_card_then_play_and_pause(server, tab):
    address, app = server
    start_game(tab, address, side="none", seed="3")
    assert tab.locator("#play").get_attribute("data-status") == "card"

    def cards_told() -> int:
        return tab.locator("#log li.kind-card_played").count()

    for played in range(1, 4):
        tab.click("#next")
        tab.wait_for_function("n => document.querySelectorAll('#log li.kind-card_played').length >= n", arg=played)
    assert cards_told() == 3
    state = live_state(app, tab)
    counts = tab.eval_on_selector_all("#board svg g[data-country]", "gs => gs.map(g => [g.dataset.country, "
                                      "+g.dataset.troops, +g.dataset.sleeperCells + +g.dataset.activeCells])")
    assert {n: (t, c) for n, t, c in counts} == {n: (c.troops, c.cells) for n, c in state.countries.items()}

    tab.click("#autoplay")  # play: a card every second or so, until paused
    tab.wait_for_function("() => document.querySelectorAll('#log li.kind-card_played').length >= 5")
    tab.click("#autoplay")
    paused_at = cards_told()
    time.sleep(2.5)
    assert cards_told() <= paused_at + 1  # at most the card already asked for
