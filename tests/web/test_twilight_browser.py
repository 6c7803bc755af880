"""A Twilight Struggle game in a real browser (Debian's Chromium driven by Playwright): the board shows at a
laptop's 1280 x 800 and a click on a country answers a question of influence, a coup or a realignment; at a
phone's 390 x 844 the countries are a readable list a tap opens. The map is checked structurally (its
elements and their ids), never pixel by pixel.

Its opponent is the first-option stand-in (`twilight_games`), so each question comes for certain. Nothing waits for
a time: every step waits for the page to settle on its next question (see `test_browser`).
"""

from __future__ import annotations

import json

import pytest

from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.facts import facts

from .test_browser import GUARD_MS, browser, live_game, open_game, prompt, server, settled, token
from .test_browser import pytestmark as NEEDS_CHROMIUM
from .twilight_games import TO_THE_OPS, prepared, stand_in_bots

__all__ = ["browser", "server", "stand_in_bots"]  # the fixtures, used by name below
pytestmark = [NEEDS_CHROMIUM, pytest.mark.e2e]  # the program for real: left out of ./run test --fast


@pytest.fixture
def laptop(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(GUARD_MS)
    yield page
    context.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(GUARD_MS)
    yield page
    context.close()


def recorded(app, page) -> list:
    return json.loads(json.dumps(live_game(app, page).session.answers))


def click_country(page, name: str) -> None:
    page.locator(f"#board #{TWILIGHT_STRUGGLE.country_element(name)}").click()


def answered_by_clicks(page, app, purpose: str, act) -> list:
    """Do `act` at the question of `purpose`; the page moves on; returns the answer recorded."""
    assert live_game(app, page).pause.ask.purpose == purpose, prompt(page)
    before, count = token(page), len(recorded(app, page))
    act()
    settled(page, before)
    answers = recorded(app, page)
    assert len(answers) == count + 1 and answers[-1][0] == purpose
    return answers[-1][1]


def test_at_1280_by_800_the_map_shows_and_a_click_places_influence(server, laptop, stand_in_bots):
    address, app = server
    open_game(laptop, address, prepared(app.state.games.folder, "ts-influence", [*TO_THE_OPS, "influence"]))
    board = laptop.locator("#board svg")
    assert board.is_visible() and board.bounding_box()["width"] >= 760
    assert laptop.locator("#board svg g.country").count() == 84
    # the question's countries are outlined on the map (a click there adds one to its amount)
    choosable = laptop.eval_on_selector_all("#board g.choosable", "gs => gs.map(g => g.dataset.country)")
    assert "japan" in choosable and "italy" in choosable and "finland" not in choosable

    def place_two() -> None:
        click_country(laptop, "japan")
        click_country(laptop, "italy")
        assert laptop.locator("#question output.sum").inner_text() == "2"
        laptop.click("#question #answer-allocate")

    assert answered_by_clicks(laptop, app, "ops.influence", place_two) == [["italy", 1], ["japan", 1]]
    numbers = laptop.eval_on_selector_all("#board g.country", "gs => gs.map(g => [g.dataset.country, +g.dataset.us])")
    assert dict(numbers)["japan"] == 2 and dict(numbers)["italy"] == 4  # the map drawn anew, live


@pytest.mark.parametrize(("kind", "purpose", "target"), [("coup", "coup.target", "east_germany"),
                                                         ("realign", "realign.target", "syria")])
def test_at_1280_by_800_a_click_on_a_country_names_a_coups_or_a_realignments_target(server, laptop, stand_in_bots,
                                                                                    kind, purpose, target):
    address, app = server
    open_game(laptop, address, prepared(app.state.games.folder, f"ts-{kind}", [*TO_THE_OPS, kind]))
    assert answered_by_clicks(laptop, app, purpose, lambda: click_country(laptop, target)) == target


def test_at_a_phones_width_the_countries_are_a_readable_list_a_tap_opens(server, phone, stand_in_bots):
    address, app = server
    open_game(phone, address, prepared(app.state.games.folder, "ts-phone", TO_THE_OPS[:1]))
    listed = phone.locator("#country-list details.country")
    assert phone.locator("#country-list").is_visible() and listed.count() == len(facts().map.countries)
    germany = phone.locator("#country-list details.country[data-country='c-west-germany']")
    germany.scroll_into_view_if_needed()
    summary = germany.locator("summary")
    assert summary.inner_text() == "West Germany: US 4, USSR 0: US control" and summary.is_visible()
    assert not germany.locator("p").first.is_visible()
    summary.tap()
    details = germany.locator("p")
    assert details.first.is_visible() and details.first.inner_text() == "Stability 4, battleground"
    assert details.last.inner_text() == "Adjacent: Benelux, Denmark, France, Austria, East Germany"

    def font_px(locator) -> float:
        return float(locator.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))

    for readable in (summary, details.first, phone.locator("#question .prompt")):
        assert font_px(readable) >= 12
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= 390  # the map pans in its own box
