"""The game in a real browser: Debian's Chromium driven by Playwright, against a server on a free port.

What a player does: start a game from the form, answer every kind of question through its widget
(buttons, keys, a click on the map, check boxes, a count of each option, amounts in an order, a
number, yes or no, a card named by number or name), correct the board, undo, reload and find the
game where it was, read the board at a phone's width, watch Bot vs Bot card by card and with
play/pause. The map is checked structurally (one element per country, the pieces of the state),
never pixel by pixel. Skipped, with the reason, only where no Chromium is installed.

Nothing here waits for a time: every step waits for a condition (the page's next question, settled:
`data-settled`, set by the page's script once its behaviours are in place), and the games are brought
to the questions they test by scripts and seeds, so each question is certain to come. Play/pause runs
on Playwright's clock, moved on by hand.
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import threading
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from botkit.session import GameConfig
from game.labyrinth.state import JIHADIST, US
from web import page as page_module
from web.app import create_app

from .conftest import prepared

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
GUARD_MS = 180_000  # a step that never comes fails after this long: a guard against a hang, not a wait
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed "
                               "(./run test installs it with the test extra)")
pytestmark = pytest.mark.skipif(not CHROMIUM.is_file() and not shutil.which("chromium"),
                                reason="no Chromium here: ./run test installs Debian's chromium as root or with "
                                "sudo; install it with 'sudo apt-get install chromium'")
# the kinds of question met in each game below, as (kind, widget): together, every kind the engine asks
MET_AS_US = {("one", "buttons"), ("one", "search"), ("many", "checks"), ("many", "counts"), ("yesno", "yesno"),
             ("number", "number-buttons"), ("adjust", "adjust")}
MET_AS_JIHADIST = {("one", "buttons"), ("many", "checks"), ("many", "counts"), ("yesno", "yesno"),
                   ("number", "number-buttons"), ("allocate", "allocate"), ("adjust", "adjust")}
MET_AT_THE_TABLE = {("one", "search"), ("number", "number-buttons"), ("number", "number-box")}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server in a thread on a socket bound (and listening) before it starts: a request made before the
    server is ready waits in the socket's queue, so nothing waits for it to start. Yields (address, app)."""
    folder = tmp_path_factory.mktemp("games")
    app = create_app(folder)
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    listening.listen(64)
    port = listening.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}", app
    running.should_exit = True
    thread.join()
    listening.close()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM if CHROMIUM.is_file() else shutil.which("chromium")), args=FLAGS,
            headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def tab(browser):
    """A page in a context of its own (its clock, its storage), 1280 x 900."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(GUARD_MS)
    yield page
    context.close()


@pytest.fixture
def phone(browser):
    """A page as a phone shows it: 390 x 844, touch."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(GUARD_MS)
    yield page
    context.close()


# -- what the page and the game say ---------------------------------------------------------------


def game_name(page) -> str:
    return page.url.rsplit("/", 1)[1]


def live_game(app, page):
    games = app.state.games
    with games.lock(game_name(page)):
        return games.live(game_name(page))


def live_state(app, page):
    return live_game(app, page).game.state


def recorded(app, page) -> list:
    """The game's answers as saved (JSON's lists for tuples)."""
    return json.loads(json.dumps(live_game(app, page).session.answers))


def prompt(page) -> str:
    return page.locator("#question .prompt").inner_text().strip()


def texts(locator) -> list[str]:
    """The elements' texts, each on one line."""
    return [" ".join(text.split()) for text in locator.all_inner_texts()]


def token(page) -> str:
    return page.locator("#play").get_attribute("data-token") or ""


def settled(page, old: str | None = None) -> None:
    """Wait for the page to show a question other than the one of token `old`, its script done."""
    page.wait_for_function("old => { const p = document.querySelector('#play'); return p && p.dataset.settled === 'yes'"
                           " && (old == null || (p.getAttribute('data-token') || '') !== old); }", arg=old)


def wait_for_new_token(page, old: str) -> None:
    settled(page, old)


def start_game(page, address: str, *, side: str = "us", seed: str = "5", table: bool = False,
               dice: str = "program") -> None:
    page.goto(address + "/")
    page.check(f"input[name=side][value={side}]")
    page.fill("input[name=seed]", seed)
    if table:
        page.check("input[name=table]")
    page.select_option("select[name=dice]", dice)
    page.click("#start")
    settled(page)


def open_game(page, address: str, where: str) -> None:
    page.goto(address + where)
    settled(page)


class Player:
    """Answers through the page's widgets and checks each answer was taken as meant."""

    def __init__(self, page, app) -> None:
        self.page = page
        self.app = app
        self.met: set[tuple[str, str]] = set()

    def widget(self) -> tuple[str, str]:
        form = self.page.locator("#question form.question")
        return form.get_attribute("data-kind") or "", form.get_attribute("data-widget") or ""

    def answers(self, purpose: str, expected: Any, act) -> None:
        """Do `act` at the current question (of `purpose`): the game moves on and records `expected`."""
        asked = live_game(self.app, self.page).pause.ask
        assert asked is not None and asked.purpose == purpose, (asked and asked.purpose, prompt(self.page))
        self.met.add(self.widget())
        before = token(self.page)
        count = len(recorded(self.app, self.page))
        act()
        settled(self.page, before)
        answers = recorded(self.app, self.page)
        assert len(answers) == count + 1 and answers[-1] == [purpose, expected]

    def button(self, text: str) -> None:
        self.page.locator("#question button.choice", has_text=text).first.click()

    def key(self, key: str) -> None:
        self.page.keyboard.press(key)

    def country(self, name: str) -> None:
        self.page.locator(f"#board g[data-country='{name}']").click()

    def amount(self, label: str, value: int) -> None:
        self.page.locator("#question label.amount", has_text=label).locator("input").fill(str(value))

    def submit(self, button: str) -> None:
        self.page.click(f"#question {button}")

    def adjust(self, words: str, expected: dict[str, Any]) -> None:
        """Correct the board in the adjust box: recorded as a directive at the question, saved."""
        self.met.add(("adjust", "adjust"))
        before = token(self.page)
        self.page.fill("#adjust-text", words)
        self.page.click("#adjust-button")
        settled(self.page, before)
        assert self.page.locator(".message").inner_text().startswith("Adjusted:")
        purpose, value = recorded(self.app, self.page)[-1]
        assert purpose == "session.adjust" and {k: value[k] for k in expected} == expected


# -- every kind of question, through its widget -------------------------------------------------------


def test_every_question_kind_is_answered_through_its_widget_as_us(server, tab):
    address, app = server
    where = prepared(app.state.games.folder, "kinds-us", GameConfig(human=US, seed=5), [
        "adjust card 161 hand", "adjust card 131 hand", "adjust afghanistan sleepers 8", "adjust egypt fair",
        "adjust egypt sleepers 2", "adjust iraq sleepers 0", "adjust pakistan sleepers 0"])
    open_game(tab, address, where)
    me = Player(tab, app)
    me.adjust("reserves us 2", {"track": "reserves_us", "value": 2})

    me.answers("card.choose", 161, lambda: me.button("#161 PRISM"))
    me.answers("card.play_as", "event", lambda: me.key("e"))
    # PRISM: which 5 sleeper cells turn active? A count of each country: 3 typed, 2 clicked on the map
    assert texts(tab.locator("#question label.amount")) == ["Afghanistan of 5", "Egypt of 2"]

    def five_cells() -> None:
        me.amount("Afghanistan", 3)
        me.country("Egypt")
        me.country("Egypt")
        assert tab.locator("#question output.sum").inner_text() == "5"
        me.submit("#answer-counts")

    me.answers("event.161.sleepers", ["Afghanistan"] * 3 + ["Egypt"] * 2, five_cells)
    me.answers("card.choose", 179, lambda: me.button("#179 Korean Crises"))
    me.answers("card.play_as", "ops", lambda: me.key("o"))
    me.answers("card.trigger_order", "before", lambda: me.button("before"))
    me.answers("card.use_reserves", True, lambda: me.key("y"))
    me.answers("card.operation", "deploy", lambda: me.button("Deploy"))
    me.answers("op.deploy.from", "track", lambda: me.button("track"))
    me.answers("op.deploy.to", "Iraq", lambda: me.country("Iraq"))
    me.answers("op.deploy.count", 3, lambda: me.button("3"))
    me.answers("card.choose", 131, lambda: me.button("Arab Spring"))
    me.answers("card.play_as", "event", lambda: me.key("e"))

    def two_countries() -> None:
        tab.locator("#question label.check", has_text="Egypt").locator("input").check()
        me.country("Jordan")
        me.submit("#answer-many")

    me.answers("event.131.countries", ["Egypt", "Jordan"], two_countries)
    me.answers("card.choose", 150, lambda: me.button("#150 UNSCR 1973"))
    me.answers("card.play_as", "ops", lambda: me.key("o"))
    me.answers("card.operation", "war_of_ideas", lambda: me.button("War of Ideas"))

    # 31 countries: a searchable field; a beginning shared by several is refused with them
    assert tab.locator("#answer-names option").count() == 31
    before = token(tab)
    tab.fill("#answer-name", "s")
    me.submit("#answer-long")
    tab.wait_for_selector("#play[data-settled=yes] .message:has-text('more than one matches')")
    assert token(tab) == before and "Saudi Arabia, Scandinavia" in tab.locator(".message").inner_text()
    me.answers("op.woi.target", "Saudi Arabia", lambda: me.country("Saudi Arabia"))  # or a click on the map
    assert me.met == MET_AS_US


def test_every_question_kind_is_answered_through_its_widget_as_jihadist(server, tab):
    address, app = server
    where = prepared(app.state.games.folder, "kinds-jihadist", GameConfig(human=JIHADIST, seed=5), [
        "adjust card 186 hand", "adjust card 191 hand", "adjust card 172 hand"])
    open_game(tab, address, where)
    me = Player(tab, app)
    me.adjust("reserves jihadist 2", {"track": "reserves_jihadist", "value": 2})

    me.answers("card.choose", 186, lambda: me.button("Boko Haram"))
    me.answers("card.play_as", "event", lambda: me.key("e"))
    me.answers("event.186.option", "cells", lambda: me.button("place up to 3 cells"))
    me.answers("event.186.cells", 2, lambda: me.key("2"))
    me.answers("event.186.reclaim", False, lambda: me.button("No"))
    me.answers("card.choose", 191, lambda: me.button("Muslim Brotherhood"))
    me.answers("card.play_as", "event", lambda: me.key("e"))

    def twice_in_egypt() -> None:  # up to two markers, one country may take both: a count of each
        me.country("Egypt")
        me.country("Egypt")
        me.submit("#answer-counts")

    me.answers("event.191.countries", ["Egypt", "Egypt"], twice_in_egypt)
    me.answers("card.choose", 172, lambda: me.button("Al-Shabaab"))
    me.answers("card.play_as", "event", lambda: me.key("e"))

    def two_options() -> None:
        for label in ("a Reaction marker", "a cell"):
            tab.locator("#question label.check", has_text=label).first.locator("input").check()
        me.submit("#answer-many")

    me.answers("event.172.options", ["reaction", "cell"], two_options)
    me.answers("event.172.reaction", "Somalia", lambda: me.button("Somalia"))
    me.answers("event.172.cell", "Sudan", lambda: me.country("Sudan"))
    me.answers("card.choose", 145, lambda: me.button("Russian Aid"))
    me.answers("card.play_as", "ops", lambda: me.key("o"))
    me.answers("card.use_reserves", True, lambda: me.button("Yes"))
    me.answers("card.operation", "recruit", lambda: me.button("Recruit"))

    # Recruit with 3 dice: how many in which country, carried out from the top row down
    rows = tab.locator("#question ol.allocation li")
    assert [text.split(" up to")[0] for text in texts(rows)] == ["Afghanistan", "Iraq", "Nigeria", "Pakistan", "Sudan"]

    def recruit() -> None:
        me.amount("Iraq", 1)
        me.country("Nigeria")
        me.country("Nigeria")
        assert tab.locator("#question output.sum").inner_text() == "3"
        tab.locator("#question ol.allocation li", has_text="Nigeria").locator("button[data-move=up]").click()
        me.submit("#answer-allocate")

    me.answers("op.recruit.dice", [["Nigeria", 2], ["Iraq", 1]], recruit)
    assert me.met == MET_AS_JIHADIST


def test_every_question_kind_is_answered_through_its_widget_at_the_table(server, tab, monkeypatch):
    address, app = server
    start_game(tab, address, side="us", seed="7", table=True, dice="me")
    me = Player(tab, app)
    # the Bot's card, named in a searchable field with nothing chosen beforehand
    assert tab.locator("#answer-name").input_value() == "" and tab.locator("#question select").count() == 0
    assert tab.locator("#answer-names option").count() == 120

    def typed(text: str):
        def act() -> None:
            tab.fill("#answer-name", text)
            tab.press("#answer-name", "Enter")
        return act

    me.answers("table.card", 162, typed("162"))
    monkeypatch.setattr(page_module, "NUMBER_BUTTONS", 1)  # the next page asks its die in a number box
    me.answers("table.die", 6, lambda: me.button("6"))
    monkeypatch.undo()

    def die_in_a_box() -> None:
        tab.fill("#answer-number", "5")
        me.submit("#answer-number-button")

    me.answers("table.die", 5, die_in_a_box)

    # a name shared by two cards is refused with both, and the question stays
    before = token(tab)
    tab.fill("#answer-name", "reaper")
    me.submit("#answer-long")
    tab.wait_for_selector("#play[data-settled=yes] .message:has-text('more than one matches')")
    assert token(tab) == before and "#126 Reaper" in tab.locator(".message").inner_text()
    me.answers("table.card", 183, typed("pir"))  # the Bot's second card, by the beginning of its name

    def from_the_list() -> None:  # the player's own card: the name the list offers for it
        tab.fill("#answer-name", "#137 FMS")
        me.submit("#answer-long")

    me.answers("table.card", 137, from_the_list)
    assert me.met == MET_AT_THE_TABLE


def test_the_kinds_met_above_are_every_kind_the_engine_asks():
    kinds = {kind for kind, _ in MET_AS_US | MET_AS_JIHADIST | MET_AT_THE_TABLE} - {"adjust"}
    assert kinds == set(page_module.WIDGETS)


# -- the board, going back, reloading -----------------------------------------------------------------


def test_start_answer_by_buttons_keys_and_the_map_undo_and_reload(server, tab):
    address, app = server
    start_game(tab, address)  # seed 5: the first card is #179 Korean Crises; its Deploy asks for countries
    assert prompt(tab) == "US: which card do you play?"

    # the map: one element per country, with the pieces of the state
    state = live_state(app, tab)
    groups = tab.locator("#board svg g[data-country]")
    assert groups.count() == len(state.countries)
    shown = tab.eval_on_selector_all("#board svg g[data-country]", "gs => gs.map(g => [g.dataset.country, "
                                     "+g.dataset.troops, +g.dataset.sleeperCells, +g.dataset.activeCells])")
    assert {name: (t, s, a) for name, t, s, a in shown} == {
        name: (c.troops, c.sleepers, c.actives) for name, c in state.countries.items()}

    me = Player(tab, app)
    me.answers("card.choose", 179, lambda: tab.locator("#question button.choice").first.click())
    assert "event, Ops or reserves?" in prompt(tab)
    me.answers("card.play_as", "ops", lambda: me.key("o"))
    me.answers("card.trigger_order", "before", lambda: me.button("before"))
    me.answers("card.operation", "deploy", lambda: me.button("Deploy"))
    # a country question: the countries that answer it are outlined on the map; a click answers
    assert sorted(tab.eval_on_selector_all("#board g.choosable", "gs => gs.map(g => g.dataset.country)")) == [
        "Gulf States", "Iraq"]
    me.answers("op.deploy.from", "Gulf States", lambda: me.country("Gulf States"))
    assert prompt(tab) == "How many troops deploy from Gulf States to track?"

    # undo takes the play back; the page is at the card question again
    tab.click("#undo")
    tab.wait_for_selector("#play[data-settled=yes] .message:has-text('Undid')")
    assert prompt(tab) == "US: which card do you play?"
    after_undo = token(tab)

    # a reload resumes exactly there
    tab.reload()
    settled(tab)
    assert token(tab) == after_undo and prompt(tab) == "US: which card do you play?"


def test_at_a_phones_width_the_countries_are_a_readable_list_a_tap_opens(server, phone):
    address, app = server
    tab = phone
    start_game(tab, address)
    state = live_state(app, tab)
    countries = tab.locator("#country-list details.country")
    assert countries.count() == len(state.countries) and tab.locator("#country-list").is_visible()
    iraq = tab.locator("#country-list details.country[data-country='country-Iraq']")
    iraq.scroll_into_view_if_needed()
    summary = iraq.locator("summary")
    assert summary.inner_text().startswith("Iraq: Poor Ally") and summary.is_visible()
    assert not iraq.locator("p").first.is_visible()
    summary.tap()
    details = iraq.locator("p")
    assert details.first.is_visible() and details.last.inner_text().startswith("Adjacent: Gulf States, Iran")

    def font_px(locator) -> float:
        return float(locator.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))

    for readable in (summary, details.first, tab.locator("#question .prompt"), tab.locator("#question button").first):
        assert font_px(readable) >= 12
    # the page itself fits the phone's width (the map pans inside its own box)
    assert tab.evaluate("() => document.documentElement.scrollWidth") <= 390


def test_the_why_of_a_bot_decision_opens_in_the_log(server, tab):
    address, _ = server
    start_game(tab, address, seed="8")
    decision = tab.locator("#log details.why").first
    decision.locator("summary").click()
    tab.wait_for_selector("#log details.why[open] .why-title")
    assert re.match(r"Decision \d+ \(turn 1\), Jihadist Bot", decision.locator(".why-title").inner_text())


# -- Bot vs Bot ----------------------------------------------------------------------------------------


def test_watch_bot_vs_bot_card_by_card_then_play_and_pause(server, tab):
    address, app = server
    tab.clock.install()  # play/pause runs on the page's clock, moved on by hand below
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
    # the heading names the phase of the last card told; the card waiting is named beside Next
    last = tab.locator("#log li.kind-card_played").last.inner_text()
    side = "Jihadist" if last.startswith("Jihadist") else "US"
    assert tab.locator("header.game h1").inner_text().endswith(f"{side} action phase")
    waiting = "US" if live_state(app, tab).phase == US else "Jihadist"
    assert f"the {waiting} Bot's next card is waiting" in tab.locator("#watch").inner_text()

    tab.click("#autoplay")  # play: a card every 0.9 s of the page's clock, until paused
    for _ in range(2):
        told = cards_told()
        tab.clock.run_for(1000)
        tab.wait_for_function("n => document.querySelectorAll('#log li.kind-card_played').length > n "
                              "&& document.querySelector('#play').dataset.settled === 'yes'", arg=told)
    tab.click("#autoplay")  # pause
    assert tab.locator("#autoplay").inner_text() == "Play"
    tab.wait_for_function("() => !document.querySelector('.htmx-request')"
                          " && document.querySelector('#play').dataset.settled === 'yes'")
    paused_at, watched = cards_told(), live_game(app, tab).cards_watched
    tab.clock.run_for(60_000)  # a minute of the page's time: no card is asked for
    assert tab.evaluate("() => !document.querySelector('.htmx-request')")
    assert cards_told() == paused_at and live_game(app, tab).cards_watched == watched
