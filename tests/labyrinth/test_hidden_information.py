"""What a side may not know appears in no view (issue 21).

Games are played - a US player against the printed and the Enhanced Jihadist Bot, a Jihadist
player against the US Bot, a table game, Bot vs Bot - with answers drawn at random, and at many
points every view is rendered: the terminal's looking commands (status, status all, show, hand,
card, deck, deck all, the piles, history, why N for every decision, map), the narration at the
full level (the brief lines are among them; the end-of-turn summaries and table mode's
instructions too), the rollback list, the browser's pages (game page, whole log, map, every
why) through Starlette's test client, and `botkit decide` on the save.

Each view is checked twice against the hidden facts of that moment, worked out here from the
rules and not from the program's own visibility module (which must agree with them):

* by text: no face-down plot's kind beside its country, no list of the Plots Available box, no
  number of a card the player has not seen (in the Bot's hand, the draw pile or - at the table -
  a slot of their own hand they have not named);
* by trading the hidden facts for others and rendering again: a view of the board that changes
  when only what the player may not see changes tells them something (face-down plots swapped
  with the Available box, the Bot's hidden cards swapped with the draw pile's, the draw pile
  reversed).
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from starlette.testclient import TestClient
from typer.testing import CliRunner

from botkit.session import GameConfig, Session
from botkit.session.narration import FULL
from botkit.session.store import write_session
from cli import commands, screen
from cli.main import app as cli_app
from game.labyrinth.session.screens import PILES
from game.labyrinth.session.visibility import CardPlace, DrawPile, FaceDownPlot, Hand, PlotsAvailable
from game.labyrinth.state import JIHADIST, US, GameState, other_side
from web.app import create_app

PLOT_KINDS = ("1", "2", "3", "WMD")
PUBLIC_ZONES = ("discard", "removed", "lapsing")
EVERY = 5  # the views are rendered at every fifth question the player is asked
WEB_EVERY = 4  # ... and the browser's pages at every fourth of those points
TURNS = 3
BETWEEN_CARDS = ("card.choose", "table.card")  # before a card is played (`botkit decide` takes such a save)

GAMES = {
    "us-against-muddled": GameConfig(seed=21, human=US, tiers={US: "off_guard", JIHADIST: "muddled"}, decks=1),
    "us-against-enhanced": GameConfig(seed=7, human=US, tiers={US: "off_guard", JIHADIST: "enhanced_normal"},
                                      decks=1),
    "jihadist-against-us-bot": GameConfig(seed=5, human=JIHADIST, tiers={US: "adept", JIHADIST: "muddled"},
                                          decks=1),
    "us-at-the-table-against-enhanced": GameConfig(seed=9, human=US, decks=1, table=True,
                                                   tiers={US: "off_guard", JIHADIST: "enhanced_normal"}),
    "jihadist-at-the-table": GameConfig(seed=3, human=JIHADIST, decks=1, table=True,
                                        tiers={US: "vigilant", JIHADIST: "muddled"}),
}


# -- the hidden facts, from the rules ---------------------------------------------------------


@dataclass
class Hidden:
    """What the player (`viewer`) may not know at one moment of a game."""

    viewer: str
    face_down: list[tuple[str, str]] = field(default_factory=list)  # (country, kind) of face-down plots
    pool_hidden: bool = False  # the Plots Available box shows only how many
    cards: set[int] = field(default_factory=set)  # cards whose place the player has not seen
    printed: list[str] = field(default_factory=list)  # the charts' own words (see `printed_words`)


def hidden_now(state: GameState, viewer: str, seen: set[int]) -> Hidden:
    """The rules: a plot placed face down (4.8.1) is the Jihadist's secret, and so is what the Available
    box holds (the reference shows a US player only how many); a hand is its owner's (12.2, 13.2), the
    draw pile nobody's; at the table only the cards named are known."""
    hidden = Hidden(viewer)
    if viewer == US:
        hidden.face_down = [(name, p.kind) for name, c in state.countries.items() for p in c.plots if not p.face_up]
        hidden.pool_hidden = True
    known = set(state.options.get("table", {}).get("known", [])) if "table" in state.options else None
    own = set(state.hands[viewer]) if known is None else set(state.hands[viewer]) & known
    unseen = set(state.draw_pile) | set(state.hands[other_side(viewer)]) | set(state.hands[viewer])
    hidden.cards = unseen - own - seen - (known or set())
    return hidden


def seen_cards(state: GameState) -> set[int]:
    """Cards the player sees now: in a public pile, or named at the table (turned up)."""
    seen = set(state.discard) | set(state.removed) | set(state.lapsing) | set(state.events_in_play)
    seen |= set(state.options.get("table", {}).get("known", []))
    if state.first_plot_card is not None:
        seen.add(state.first_plot_card)
    return seen


# -- looking for them in a view's text -------------------------------------------------------------

DECISION_NUMBERS = re.compile(r"\b(?:[Ww]hy|[Dd]ecisions?|answers?)\s+\d+(?:\s+to\s+\d+)?|\[\d+\]|/why/\d+|\bT\d+\b")
POOL_LISTED = (re.compile(r"(?i)plots available:?\s+(?:(?:1|2|3|WMD)\s*)+(?:[,;]|$)"),
               re.compile(r"(?i)plots available:\s*[+-]\s*plot"),
               re.compile(r"(?i)(?:put|take) plot (?:1|2|3|WMD) (?:in|out of) plots available"))


KIND = r"(?:1|2|3|WMD|\?|face down)"
# a plot shown as it is revealed or leaves the map (an older one, maybe)
REVEALED = re.compile(r"resolved|removed|alerted|revealed")


def plot_named(kind: str) -> re.Pattern:
    """'plot 2', 'plots ? 2', 'Iraq (1 face down)': a plot's kind where plots are listed."""
    return re.compile(rf"\bplots? (?:{KIND} )*{kind}\b|\((?:{KIND} )*{kind}(?: {KIND})*\)")


def printed_words(session: Session) -> list[str]:
    """The Bots' charts' own words that name a card ("Martyrdom Operations (190), and ...?", "Reaper
    (126-128)"): printed on the chart, they tell nothing of where the card is."""
    words = set()
    for player in session.bots.values():
        library = player.library
        for chart in library.charts.values():
            words.add(chart.title)
            words.update(node.text() for node in chart.nodes.values())
        for table in library.tables.values():
            words.add(table.title)
            words.update(f.text() for f in table.filters)
    return sorted((w for w in words if re.search(r"\d{3}", w)), key=len, reverse=True)


def leaks(text: str, hidden: Hidden, allowed: set[int] = frozenset()) -> list[str]:
    """Each line of `text` that tells a hidden fact, with what it tells."""
    cards = sorted(hidden.cards - set(allowed))
    named = re.compile(rf"(?<![\d.,])#?({'|'.join(map(str, cards))})(?![\d.])") if cards else None
    words = re.compile("|".join(map(re.escape, hidden.printed))) if hidden.printed else None
    found = []
    for raw in text.splitlines():
        line = DECISION_NUMBERS.sub(" ", raw)
        line = words.sub(" ", line) if words is not None else line
        if named is not None:
            found += [f"card {number} (not seen): {raw.strip()}" for number in named.findall(line)]
        for country, kind in hidden.face_down:
            if country in line and not REVEALED.search(line) and plot_named(kind).search(line):
                found.append(f"face-down plot {kind} in {country}: {raw.strip()}")
        if hidden.pool_hidden and any(p.search(line) for p in POOL_LISTED):
            found.append(f"the Plots Available box: {raw.strip()}")
    return found


def unseen_list_ok(text: str, hidden: Hidden) -> str:
    """`deck all` names the cards not seen, all together, which tells where none of them is: its line
    must hold every hidden card or none. Returns the text without that line."""
    kept = []
    for line in text.splitlines():
        if line.startswith("Cards you have not seen"):
            named = {int(n) for n in re.findall(r"#(\d+)", line)}
            assert hidden.cards <= named, f"deck all leaves out unseen cards {sorted(hidden.cards - named)}"
            continue
        kept.append(line)
    return "\n".join(kept)


# -- the views ---------------------------------------------------------------------------------


def printed(action: Callable[[], Any]) -> str:
    """What `action` prints at the terminal (wide enough that nothing wraps)."""
    buffer = io.StringIO()
    wide = Console(file=buffer, width=100_000, highlight=False, soft_wrap=True, no_color=True)
    saved = screen.console, screen.errors
    screen.console = screen.errors = wide
    try:
        action()
    finally:
        screen.console, screen.errors = saved
    return buffer.getvalue()


def terminal(session: Session, name: str, argument: str = "") -> str:
    """What a looking command prints at the prompt."""
    return printed(lambda: commands.run(session, name, argument))


def board_views(session: Session, tmp: Path, cards: list[int], plotted: list[str]) -> dict[str, str]:
    """Every view that shows the board or the cards as they stand now (`card N` for each of `cards`,
    `show C` for each of `plotted`)."""
    shown = {"status": terminal(session, "status"), "status all": terminal(session, "status", "all"),
             "show all": terminal(session, "show", "all"), "hand": terminal(session, "hand"),
             "deck": terminal(session, "deck"), "deck all": terminal(session, "deck", "all")}
    for pile in PILES:
        shown[pile] = terminal(session, pile)
    for name in plotted:
        shown[f"show {name}"] = terminal(session, "show", name)
    for number in cards:
        shown[f"card {number}"] = terminal(session, "card", str(number))
    picture = tmp / "board.svg"
    terminal(session, "map", str(picture))
    shown["map"] = picture.read_text(encoding="utf-8")
    return shown


def story_views(session: Session) -> dict[str, str]:
    """Every view that tells what happened: the log, each Bot decision's why, the rollback list."""
    shown = {"history": terminal(session, "history", "100000"), "why": terminal(session, "why")}
    for number in sorted(session.traces):
        shown[f"why {number}"] = terminal(session, "why", str(number))
    return shown


def traded(state: GameState, hidden: Hidden, rng: random.Random) -> GameState:
    """The same game as the player may know it, with the hidden facts traded for others."""
    other = state.copy()
    pool = list(other.plots_available)
    for name, _ in hidden.face_down:
        for plot in other.countries[name].plots:
            different = [k for k in pool if k != plot.kind]
            if not plot.face_up and different:
                kind = rng.choice(different)
                pool[pool.index(kind)] = plot.kind
                plot.kind = kind
    if hidden.pool_hidden:
        pool.reverse()
    other.plots_available = pool
    slots = [(where, i) for where in ("us", "jihadist") for i, n in enumerate(other.hands[where]) if n in hidden.cards]
    slots += [("draw", i) for i, n in enumerate(other.draw_pile) if n in hidden.cards]
    cards = [other.hands[w][i] if w != "draw" else other.draw_pile[i] for w, i in slots]
    rng.shuffle(cards)
    for (where, index), number in zip(slots, cards, strict=True):
        (other.draw_pile if where == "draw" else other.hands[where])[index] = number
    return other


@dataclass
class Watch:
    """Plays a game at random, rendering and checking every view at many points."""

    session: Session
    tmp: Path
    rng: random.Random
    lines: list[str] = field(default_factory=list)
    seen: set[int] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    asked: int = 0
    checks: int = 0
    saves: list[tuple[Path, Hidden, bool]] = field(default_factory=list)  # (save, hidden then, between cards)
    at_line: int = 0

    def hear(self, line: Any) -> None:
        self.lines.append(line.text)
        game = self.session.game
        if game is not None:
            self.seen |= seen_cards(game.state)
            if line.kind == "card_played" or "plays #" in line.text or "shown to the US player" in line.text:
                self.seen.update(int(n) for n in re.findall(r"#(\d+)", line.text))

    def hidden(self) -> Hidden:
        hidden = hidden_now(self.session.game.state, self.session.config.human, self.seen)
        hidden.printed = printed_words(self.session)
        return hidden

    def decide(self, game: Any, ask: Any) -> Any:
        self.asked += 1
        shown = asked(ask, table=self.session.config.table)
        self.problems += [f"question {self.asked} ({ask.purpose}): {leak}" for leak in leaks(shown, self.hidden())]
        if self.asked % EVERY == 0 or (ask.purpose in BETWEEN_CARDS and self.asked % EVERY == 1):
            self.check(between_cards=ask.purpose in BETWEEN_CARDS)
        return random_answer(ask, self.rng)

    def check(self, *, browser: bool = True, between_cards: bool = False) -> None:
        session = self.session
        hidden = self.hidden()
        self.checks += 1
        where = f"question {self.asked}"
        self.problems += [f"{where}: the visibility module shows {fact}" for fact in agreed(session, hidden)]
        state = session.game.state
        cards = sorted(set(state.hands[JIHADIST]) | set(state.hands[US]) | set(state.draw_pile[:4]))
        plotted = sorted(n for n, c in state.countries.items() if c.plots)
        board = board_views(session, self.tmp, cards, plotted)
        story = story_views(session)
        story["narration"] = "\n".join(self.lines[self.at_line:])
        self.at_line = len(self.lines)
        story["rollback"] = "\n".join(p.text for p in session.rollback_points())
        for name, text in {**board, **story}.items():
            if name == "map":
                continue
            text = unseen_list_ok(text, hidden) if name == "deck all" else text
            allowed = {int(name.split()[1])} if name.startswith("card ") else set()
            self.problems += [f"{where}, {name}: {leak}" for leak in leaks(text, hidden, allowed)]
        real = session.game.state
        session.game.state = traded(real, hidden, self.rng)
        try:
            again = board_views(session, self.tmp, cards, plotted)
        finally:
            session.game.state = real
        for name, text in board.items():
            if again.get(name) != text:
                self.problems.append(f"{where}, {name}: changes when only hidden facts change")
        if browser and (self.checks % WEB_EVERY == 1 or between_cards):
            self.save_for_the_browser(hidden, between_cards)

    def save_for_the_browser(self, hidden: Hidden, between_cards: bool) -> None:
        recorder = self.session.recorder
        path = self.tmp / "games" / f"point-{self.checks}.json"
        path.parent.mkdir(exist_ok=True)
        write_session(path, self.session.game, self.session.config, list(recorder.answers), [])
        self.saves.append((path, hidden, between_cards))


def asked(ask: Any, *, table: bool = False) -> str:
    """A question put to the player, as both front ends show it: its prompt and its options' words (at the
    table, naming a card - one the Bot turns up, or one of the player's own that the program never saw, as a
    Reassessment's second card - offers every card not seen yet, all together: those options tell nothing)."""
    names_a_card = table and bool(ask.options) and all(isinstance(o, int) for o in ask.options)
    options = [] if ask.purpose.startswith("table.") or ask.kind == "number" or names_a_card else list(ask.options)
    return "\n".join([ask.prompt, *(ask.label(option) for option in options)])


def agreed(session: Session, hidden: Hidden) -> list[Any]:
    """The facts hidden by the rules that the program's one visibility function would show."""
    sight = session.sight
    facts = [CardPlace(n) for n in sorted(hidden.cards)] + [DrawPile(), Hand(other_side(hidden.viewer))]
    facts += [FaceDownPlot()] if hidden.face_down else []
    facts += [PlotsAvailable()] if hidden.pool_hidden else []
    return [fact for fact in facts if sight.may_see(fact)]


def random_answer(ask: Any, rng: random.Random) -> Any:
    if ask.kind == "one":
        return rng.choice(ask.options)
    if ask.kind == "yesno":
        return rng.random() < 0.5
    if ask.kind == "number":
        return rng.randint(ask.low, ask.high)
    if ask.kind == "many":
        if ask.info.get("repeat"):
            return [rng.choice(ask.options) for _ in range(ask.count)]
        return rng.sample(list(ask.options), rng.randint(ask.minimum, ask.count))
    if ask.kind == "allocate":
        left, answer = ask.budget, []
        for option in ask.options:
            if left <= 0:
                break
            amount = min(ask.capacities[option], left)
            answer.append((option, amount))
            left -= amount
        return answer
    raise AssertionError(f"no random answer for a {ask.kind} question")


def page_text(html: str) -> str:
    """A page's words, without the board picture (checked by trading) and the choices the player is
    offered at a question (at the table: every card not seen yet, by design)."""
    html = re.sub(r"(?s)<svg.*?</svg>", " ", html)
    html = re.sub(r'(?s)<div class="choices">.*?</div>|<select name="choice".*?</select>', " ", html)
    html = re.sub(r"(?s)<script.*?</script>|<[^>]+>", "\n", html)
    return re.sub(r"\n\s*\n+", "\n", html)


def browser_views(client: TestClient, name: str, decisions: int) -> dict[str, str]:
    shown = {"page": client.get(f"/games/{name}").text, "log": client.get(f"/games/{name}/log").text}
    for number in range(1, decisions + 1):
        shown[f"why {number}"] = client.get(f"/games/{name}/why/{number}").text
    return shown


def decide_output(path: Path, hidden: Hidden, card: int) -> str:
    bot = other_side(hidden.viewer)
    found: dict[str, Any] = {}

    def run() -> None:
        found["result"] = CliRunner().invoke(cli_app, ["decide", str(path), "--bot", bot, "--card", str(card)])

    said = printed(run)
    return (said + found["result"].output).replace(str(path), "SAVE")


# -- the test ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_no_view_tells_the_player_what_their_side_may_not_know(kind, tmp_path):
    config = GAMES[kind]
    session = Session(GameConfig(**{**config.__dict__, "tiers": dict(config.tiers)}), narration=FULL)
    watch = Watch(session, tmp_path, random.Random(config.seed))
    session.run(watch, watch.hear, max_turns=TURNS)
    watch.check(browser=False)  # the browser would play on to the next question: it is checked at questions
    assert watch.checks >= 5
    problems = list(watch.problems)
    points = session.rollback_points()
    before = watch.hidden()
    undone, board = session.rollback(points[len(points) // 2])
    assert undone
    after = hidden_now(session.game.state, config.human, watch.seen)
    both = Hidden(config.human, before.face_down + after.face_down, before.pool_hidden,
                  before.cards | after.cards, before.printed)
    told = "\n".join([*undone, *(d.changed for d in board), *(d.todo for d in board)])
    problems += [f"rollback: {leak}" for leak in leaks(told, both)]
    decided = 0
    with TestClient(create_app(tmp_path / "games")) as client:
        for path, hidden, between_cards in watch.saves:
            name = path.stem
            pages = browser_views(client, name, _decisions(client, name))
            for view, html in pages.items():
                problems += [f"{name}, browser {view}: {leak}" for leak in leaks(page_text(html), hidden)]
            if between_cards:
                for card in sorted(hidden.cards)[:2]:  # a card the player names is theirs to see named
                    said = decide_output(path, hidden, card)
                    decided += "Why (each Bot decision" in said
                    problems += [f"{name}, decide --card {card}: {leak}" for leak in leaks(said, hidden, {card})]
    assert decided, "botkit decide never told a decision"
    assert not problems, f"{len(problems)} hidden facts shown:\n" + "\n".join(problems[:400])


def _decisions(client: TestClient, name: str) -> int:
    page = client.get(f"/games/{name}/log").text
    return max((int(n) for n in re.findall(r"/why/(\d+)", page)), default=0)


def test_watching_bot_against_bot_hides_nothing():
    """With no side of their own, the watcher may see everything: both hands, the draw pile, every why."""
    session = Session(GameConfig(seed=4, human=None, decks=1), narration=FULL)
    lines: list[str] = []
    session.run(None, lambda line: lines.append(line.text), max_turns=2)
    state, sight = session.game.state, session.sight
    assert all(sight.may_see(fact) for fact in (DrawPile(), Hand(US), Hand(JIHADIST), FaceDownPlot(),
                                                PlotsAvailable(), *(CardPlace(n) for n in state.draw_pile)))
    status = terminal(session, "status")
    assert all(f"#{n} " in status for n in state.hands[JIHADIST] + state.hands[US])
    assert terminal(session, "deck", "all").count("#") == len(state.draw_pile)
    assert not any("stays hidden" in terminal(session, "why", str(n)) for n in session.traces)

