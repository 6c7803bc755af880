"""What the game page shows, taken from the session model: the question, the hand, the log, the map.

Nothing here decides anything about the game: the options are the engine's (`Ask`), the
cards' words and whether an event is playable are the session's views, the map is the
board picture, the log is the session's narration, `why` is its explanation of a trace.
This module only lays them out for the templates - and reads back a form's answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from botkit.protocol import Ask, IllegalAnswer
from game.labyrinth import table
from game.labyrinth.picture import board_svg
from game.labyrinth.picture.countries import country_element_id
from game.labyrinth.session import REPORT_HINT, ReplayFailure, Session, views
from game.labyrinth.session.narration import QUIET_PURPOSES, Line
from game.labyrinth.wording import side_name

from .live import CARD, FAILED, OVER, QUESTION, LiveGame

# how to play a card keeps its keys, as in the terminal: e / o / r
KEYS = {"card.play_as": {"event": "e", "ops": "o", "reserves": "r"}}
CARD_QUESTIONS = ("card.choose", "table.card")
NUMBER_BUTTONS = 12  # a number question with at most this many values gets a button for each
LOG_LINES = 400  # the page shows the log's last lines (the whole log is a page of its own)


@dataclass
class Choice:
    index: int
    label: str
    key: str = ""  # a keyboard key (e/o/r)
    country: str = ""  # the map element answering it (a country question)
    note: str = ""  # e.g. "event playable"


@dataclass
class QuestionView:
    prompt: str
    kind: str  # one | many | number | yesno
    token: str
    side: str
    choices: list[Choice] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    low: int = 0
    high: int = 0
    count: int = 1
    minimum: int = 1

    @property
    def number_buttons(self) -> bool:
        return self.kind == "number" and self.high - self.low < NUMBER_BUTTONS

    @property
    def countries(self) -> list[str]:
        return [c.country for c in self.choices if c.country]


@dataclass
class LogLine:
    text: str
    kind: str
    indent: int
    decision: int | None
    turn: bool  # a new turn begins: a heading


@dataclass
class PageView:
    heading: str
    status: str  # question | card | over | failed
    watching: bool
    question: QuestionView | None
    hand: list[views.CardView]
    unseen: int
    tracks: list[str]
    summaries: list[str]
    cards: list[str]
    log: list[LogLine]
    log_hidden: int  # earlier lines left to the whole-log page
    svg: str
    undoable: bool
    redoable: int
    winner: str = ""
    failure: str = ""
    piles: list[tuple[str, list[str]]] = field(default_factory=list)  # discard, removed, ... and the deck
    recoverable: bool = False  # a save that no longer replays, from an answer on
    can_play_on: bool = False
    dice: str = "program"
    table: bool = False


def question_view(session: Session, live: LiveGame, ask: Ask) -> QuestionView:
    game = session.game
    human = session.config.human
    view = QuestionView(ask.prompt, ask.kind, live.token, side_name(ask.side), low=ask.low, high=ask.high,
                        count=ask.count, minimum=ask.minimum)
    keys = KEYS.get(ask.purpose, {})
    countries = game.state.countries if game is not None else {}
    for index, option in enumerate(ask.options):
        choice = Choice(index, ask.label(option), keys.get(option, ""))
        if isinstance(option, str) and option in countries:
            choice.country = country_element_id(option)
        if ask.purpose in CARD_QUESTIONS and isinstance(option, int) and game is not None and human is not None:
            card = views.card_view(session.sight, option)
            choice.label = card.label
            choice.note = "event playable" if card.playable else ""
        view.choices.append(choice)
    if ask.purpose == "card.play_as" and "event" not in ask.options and game is not None and human is not None:
        number = ask.info.get("card")
        if isinstance(number, int):
            _, why = views.event_status(game, number, human)
            view.notes.append(f"No event: {why}.")
    return view


def log_lines(lines: list[Line]) -> list[LogLine]:
    return [LogLine(line.text, line.kind, line.indent, line.decision, line.kind == "turn_begins") for line in lines]


def page_view(live: LiveGame, log_lines_shown: int | None = None) -> PageView:
    """The whole page of a live game (call with the game's lock held: the worker waits); the log's
    last `log_lines_shown` lines (`LOG_LINES` by default)."""
    if log_lines_shown is None:
        log_lines_shown = LOG_LINES
    session = live.session
    game = session.game
    human = session.config.human
    pause = live.pause
    question = question_view(session, live, pause.ask) if pause.kind == QUESTION and pause.ask else None
    sight = session.sight  # what the player may see: every view below takes its hidden facts from it
    hand: list[views.CardView] = []
    unseen = 0
    if game is not None and human is not None:
        hand, unseen = views.hand(sight)
    status = views.status(sight) if game is not None else None
    state = game.state if game is not None else None
    winner = ""
    if state is not None and state.winner:
        winner = f"{side_name(state.winner)} won: {state.victory}" if state.winner in ("us", "jihadist") else \
            f"The game ended: {state.victory or state.winner}"
    failure = ""
    recoverable = False
    if pause.kind == FAILED and pause.error is not None:
        failure = str(pause.error)
        if isinstance(pause.error, ReplayFailure):
            recoverable = pause.error.recoverable
            failure = (f"this save no longer replays from answer {pause.error.index + 1} of {pause.error.total}: "
                       f"{pause.error.reason}. That happens when the program changed since the game was saved "
                       "or the save was edited.")
            if pause.error.report is not None:
                failure += f" What failed is written in {pause.error.report}. {REPORT_HINT}"

    return PageView(
        heading=views.phase_title(state) if state is not None else "",
        status=pause.kind if pause.kind in (QUESTION, CARD, OVER, FAILED) else "over",
        watching=live.watching,
        question=question,
        hand=hand,
        unseen=unseen,
        tracks=status.tracks if status else [],
        summaries=status.summaries if status else [],
        cards=status.cards if status else [],
        log=log_lines(live.lines[-log_lines_shown:] if log_lines_shown else []),
        log_hidden=max(0, len(live.lines) - log_lines_shown),
        svg=board_svg(state, hide_plots=sight.hides_plots) if state is not None else "",
        undoable=bool(session.answers),
        redoable=len(session.redo_steps),
        winner=winner,
        failure=failure,
        piles=piles(sight) if game is not None else [],
        recoverable=recoverable,
        can_play_on=pause.kind == OVER and session.can_play_on(),
        dice=session.dice,
        table=session.config.table,
    )


PILES = (("discard", "Discard pile"), ("removed", "Removed"), ("lapsing", "Lapsing"), ("events", "Events in play"))


def piles(sight: Any) -> list[tuple[str, list[str]]]:
    """The public piles (the session's views) and what the player may know of the deck."""
    shown = [(title, views.pile(sight, which)) for which, title in PILES]
    return [*shown, ("Deck", views.deck(sight))]


def read_answer(ask: Ask, form: dict[str, list[str]]) -> Any:
    """The answer a form gives to `ask`, in the question's own terms (`IllegalAnswer` if it gives none).

    Options are named by their index in the question, so nothing the page sends is taken as
    a value as it stands."""
    if ask.kind == "yesno":
        value = _single(form, "yes")
        if value not in ("1", "0"):
            raise IllegalAnswer("answer yes or no")
        return value == "1"
    if ask.kind == "number":
        value = _single(form, "number").strip()
        if not (value.isascii() and value.lstrip("-").isdigit()) or len(value) > 6:
            raise IllegalAnswer(f"type a whole number from {ask.low} to {ask.high}")
        return int(value)
    indexes = [_index(text, len(ask.options)) for text in form.get("choice", [])]
    if ask.kind == "one":
        if len(indexes) != 1:
            raise IllegalAnswer("choose one of the buttons")
        return ask.options[indexes[0]]
    if not indexes:
        raise IllegalAnswer(f"choose {ask.minimum} to {ask.count}")
    return [ask.options[i] for i in indexes]


def _single(form: dict[str, list[str]], key: str) -> str:
    values = form.get(key, [])
    if len(values) != 1:
        raise IllegalAnswer(f"the form gives no single {key!r}")
    return values[0]


def _index(text: str, size: int) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 4 or int(text) >= size:
        raise IllegalAnswer(f"{text[:20]!r} is not one of the choices")
    return int(text)


@dataclass
class WhyView:
    number: int
    title: str
    who: str
    turn: Any
    lines: list[tuple[int, str]]
    charts: list[str]
    secret: bool = False


def why_view(session: Session, number: int) -> WhyView | None:
    """Bot decision `number` told in full as the player may see it (`Session.why`), with the charts it
    walked that they may see drawn (None: no such decision)."""
    told = session.why(number)
    if told is None:
        return None
    who = side_name(told.side)
    if told.hidden:
        return WhyView(number, told.hidden, who, told.turn, [], [], True)
    return WhyView(number, told.title, who, told.turn, told.lines, told.charts or [])


def chart_item(session: Session, chart_id: str) -> Any:
    for bot in session.bots.values():
        library = getattr(bot, "library", None)
        if library is not None and chart_id in library.ids():
            return library.get(chart_id)
    return None


def last_decision(session: Session) -> int | None:
    told = [n for n, t in session.traces.items() if t.meta.get("purpose") not in QUIET_PURPOSES]
    return max(told or session.traces, default=None)


def table_mode(session: Session) -> bool:
    return session.game is not None and table.enabled(session.game)
