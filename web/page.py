"""What the game page shows, taken from the session model: the question, the hand, the log, the map.

Nothing here decides anything about the game: the options are the engine's (`Ask`), the
cards' words and whether an event is playable are the session's views, the map is the
board picture, the log is the session's narration, `why` is its explanation of a trace.
This module only lays them out for the templates - and reads back a form's answer.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from botkit.definition import CardShown, Place
from botkit.matching import match
from botkit.protocol import Ask, IllegalAnswer
from botkit.session import REPORT_HINT, Line, ReplayFailure, Session

from .live import CARD, FAILED, OVER, QUESTION, LiveGame

NUMBER_BUTTONS = 12  # a number question with at most this many values gets a button for each
LONG_LIST = 30  # a question of one answer among more options is a searchable field (a number or a name)
# every kind of question the engine asks (`botkit.protocol.Ask`) and the widget that answers it
WIDGETS = {"one": "buttons or a searchable field", "many": "check boxes, or a count for each option",
           "number": "buttons or a number box", "yesno": "yes and no buttons",
           "allocate": "an amount for each option, in an order the player sets"}
NAME_LIMIT = 80  # characters of a typed name that are read
LOG_LINES = 400  # the page shows the log's last lines (the whole log is a page of its own)


@dataclass
class Choice:
    index: int
    label: str
    key: str = ""  # a keyboard key (e/o/r)
    country: str = ""  # the map element answering it (a country question)
    note: str = ""  # e.g. "event playable"
    most: int = 1  # a count question: how many times it may be chosen; an allocation: how much it takes
    name: str = ""  # a long list: the name the searchable field takes for it (the question's own label)


@dataclass
class QuestionView:
    prompt: str
    kind: str  # one | many | number | yesno | allocate (see `WIDGETS`)
    token: str
    side: str
    choices: list[Choice] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    low: int = 0
    high: int = 0
    count: int = 1
    minimum: int = 1
    budget: int = 0
    repeats: bool = False  # a `many` question whose options may be chosen more than once
    names_cards: bool = False  # its options are cards: a number typed names a card

    @property
    def widget(self) -> str:
        """How the page asks it: buttons, search, checks, counts, number-buttons, number-box, yesno, allocate
        ('' for a kind the page does not know: it says so instead of offering a form that cannot answer)."""
        if self.kind == "one":
            return "search" if len(self.choices) > LONG_LIST else "buttons"
        if self.kind == "many":
            return "counts" if self.repeats else "checks"
        if self.kind == "number":
            return "number-buttons" if self.high - self.low < NUMBER_BUTTONS else "number-box"
        return self.kind if self.kind in WIDGETS else ""

    @property
    def number_buttons(self) -> bool:
        return self.widget == "number-buttons"

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
    hand: list[CardShown]
    unseen: int
    hand_title: str  # "Your hand"; at one screen whose it is ("USSR hand"): the players hand the screen over
    status_lines: list[str]
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
    countries: list[Place] = field(default_factory=list)  # the board as a list, for narrow screens
    waiting: str = ""  # Bot vs Bot: whose card waits to be played


def question_view(session: Session, live: LiveGame, ask: Ask) -> QuestionView:
    game = session.game
    definition = session.definition
    view = QuestionView(ask.prompt, ask.kind, live.token, definition.side_name(ask.side), low=ask.low,
                        high=ask.high, count=ask.count, minimum=ask.minimum, budget=ask.budget, repeats=repeats(ask),
                        names_cards=names_cards(ask))
    keys = definition.keys.get(ask.purpose, {})
    sight = session.sight
    words = definition.option_words(game, ask, sight) if game is not None else {}
    firsts = distinct(ask)
    for index, option in enumerate(ask.options):
        if view.repeats and index not in firsts:
            continue  # a count question shows each option once, with how many times it may be chosen
        choice = Choice(index, ask.label(option), keys.get(option, ""), name=ask.label(option),
                        most=firsts.get(index, 1))
        if ask.kind == "allocate":
            choice.most = ask.capacities.get(option, ask.budget)
        if isinstance(option, str):
            choice.country = definition.country_element(option) if game is not None else ""
        if option in words:
            choice.label, choice.note = words[option]
        view.choices.append(choice)
    if game is not None:
        view.notes.extend(note.strip() for note in definition.question_notes(game, ask, sight))
    return view


def shown_state(live: LiveGame) -> Any:
    """The state as the page tells it. Waiting for a Bot's next card (Bot vs Bot), the game already
    stands in that card's phase, which the log has not reached: the heading and the map's caption
    name the phase of the last thing told (the board is the same), and the page says whose card waits."""
    game = live.session.game
    if game is None:
        return None
    state = game.state
    if live.pause.kind != CARD or live.told is None or live.told == (state.turn, state.phase):
        return state
    told = copy.copy(state)  # shallow: only the turn and phase differ
    told.turn, told.phase = live.told
    return told


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
    definition = session.definition
    hand: list[CardShown] = []
    unseen = 0
    if game is not None and human is not None:
        hand, unseen = definition.hand(sight)
    state = shown_state(live)
    winner = ""
    if state is not None and state.winner:
        winner = (f"{definition.side_name(state.winner)} won: {state.victory}" if state.winner in definition.sides
                  else f"The game ended: {state.victory or state.winner}")
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
        heading=definition.phase_title(state) if state is not None else "",
        status=pause.kind if pause.kind in (QUESTION, CARD, OVER, FAILED) else "over",
        watching=live.watching,
        question=question,
        hand=hand,
        unseen=unseen,
        hand_title=f"{definition.side_name(session.viewer)} hand"
        if session.config.hot_seat and session.viewer in definition.sides else "Your hand",
        status_lines=definition.status_lines(sight) if game is not None else [],
        log=log_lines(live.lines[-log_lines_shown:] if log_lines_shown else []),
        log_hidden=max(0, len(live.lines) - log_lines_shown),
        svg=definition.board_svg(state, session.viewer) if state is not None else "",
        undoable=bool(session.answers),
        redoable=len(session.redo_steps),
        winner=winner,
        failure=failure,
        piles=definition.piles(sight) if game is not None else [],
        recoverable=recoverable,
        can_play_on=pause.kind == OVER and session.can_play_on(),
        dice=session.dice,
        table=session.config.table,
        countries=definition.places(sight) if state is not None else [],
        waiting=definition.side_name(game.state.phase) if pause.kind == CARD and game is not None
        and game.state.phase in definition.sides else "",
    )


def repeats(ask: Ask) -> bool:
    """A `many` question in which one option may be chosen more than once: its options repeat (PRISM: a
    country named once per sleeper cell) or the question says so (`info["repeat"]`)."""
    return ask.kind == "many" and (bool(ask.info.get("repeat")) or len(distinct(ask)) < len(ask.options))


def distinct(ask: Ask) -> dict[int, int]:
    """Each option's first index -> how many times it may be chosen (its copies, or `count` when it repeats)."""
    firsts: dict[int, int] = {}
    for index, option in enumerate(ask.options):
        first = next(i for i in firsts if ask.options[i] == option) if option in ask.options[:index] else index
        firsts[first] = firsts.get(first, 0) + 1
    if ask.info.get("repeat"):
        return dict.fromkeys(firsts, ask.count)
    return {index: min(copies, ask.count) for index, copies in firsts.items()}


def names_cards(ask: Ask) -> bool:
    """Its options are cards (numbers): a number typed in its searchable field is a card's number."""
    return bool(ask.options) and all(isinstance(o, int) and not isinstance(o, bool) for o in ask.options)


def read_answer(ask: Ask, form: dict[str, list[str]]) -> Any:
    """The answer a form gives to `ask`, in the question's own terms (`IllegalAnswer` says what is wrong).

    Options are named by their index in the question, so nothing the page sends is taken as
    a value as it stands; a typed name is matched against the options' own names."""
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
    if ask.kind == "allocate":
        return _allocation(ask, form)
    if repeats(ask):
        return _counted(ask, form)
    if ask.kind == "one" and not form.get("choice") and "name" in form:
        return _named(ask, _single(form, "name"))
    indexes = [_index(text, len(ask.options)) for text in form.get("choice", [])]
    if ask.kind == "one":
        if len(indexes) != 1:
            raise IllegalAnswer("choose one of the buttons")
        return ask.options[indexes[0]]
    if not ask.minimum <= len(indexes) <= ask.count or len(set(indexes)) != len(indexes):
        raise IllegalAnswer(_how_many(ask.minimum, ask.count, len(set(indexes))))
    return [ask.options[i] for i in indexes]


def _named(ask: Ask, text: str) -> Any:
    """The option a typed number or name means: a card's number (where the options are cards), the
    option's name, or a unique beginning of it - as the terminal reads it (`botkit.matching`)."""
    wanted = " ".join(text.split())[:NAME_LIMIT]
    if not wanted:
        raise IllegalAnswer("type a number or a name" if names_cards(ask) else "type a name")
    if wanted.isascii() and wanted.lstrip("#").isdigit():
        # the list is not numbered on the page: a number is a card's number, never a position
        number = int(wanted.lstrip("#"))
        if names_cards(ask) and number in ask.options:
            return number
        raise IllegalAnswer(f"#{number} is not one of the cards that may be named here" if names_cards(ask)
                            else "type a name: this list is not numbered")
    # numbers were read above: what is left is a name (a number within a name stays part of it)
    found = match(wanted, [(option, ask.label(option)) for option in ask.options], numbers="names")
    if found.found:
        return found.value
    if found.ambiguous:
        names = ", ".join(ask.label(option) for option in found.ambiguous[:8])
        raise IllegalAnswer(f"more than one matches {wanted!r} ({names}): type more of the name")
    if found.suggestions:
        raise IllegalAnswer(f"{wanted!r} is none of the choices; did you mean {' or '.join(found.suggestions)}?")
    raise IllegalAnswer(f"{wanted!r} is none of the choices")


def _amounts(form: dict[str, list[str]], prefix: str, ask: Ask, rooms: dict[int, int]) -> list[tuple[int, int]]:
    """(option index, amount) from the fields `<prefix><index>`, in the order the form lists them (the
    rows as the page shows them: the player may reorder them), without the zeros."""
    found: list[tuple[int, int]] = []
    seen: set[int] = set()
    for key, values in form.items():
        if not key.startswith(prefix):
            continue
        index = _index(key[len(prefix):], len(ask.options))
        if index not in rooms or len(values) != 1 or index in seen:
            raise IllegalAnswer(f"the form names {ask.label(ask.options[index])!r} twice or not as a row")
        text = values[0].strip() or "0"
        if not (text.isascii() and text.isdigit()) or len(text) > 4:
            raise IllegalAnswer(f"{ask.label(ask.options[index])}: type a whole number from 0 to {rooms[index]}")
        amount = int(text)
        seen.add(index)
        if amount > rooms[index]:
            raise IllegalAnswer(f"{ask.label(ask.options[index])} takes at most {rooms[index]}, not {amount}")
        if amount:
            found.append((index, amount))
    return found


def _allocation(ask: Ask, form: dict[str, list[str]]) -> list[tuple[Any, int]]:
    """An allocation: an amount for each row (`amount-<index>`), carried out in the rows' order."""
    rooms = {index: ask.capacities.get(option, ask.budget) for index, option in enumerate(ask.options)}
    pairs = _amounts(form, "amount-", ask, rooms)
    total = sum(amount for _, amount in pairs)
    if not ask.minimum <= total <= ask.budget:
        wanted = (f"at most {ask.budget}" if not ask.minimum else f"exactly {ask.budget}" if ask.minimum == ask.budget
                  else f"{ask.minimum} to {ask.budget}")
        raise IllegalAnswer(f"spread {wanted} in all, not {total}")
    return [(ask.options[index], amount) for index, amount in pairs]


def _counted(ask: Ask, form: dict[str, list[str]]) -> list[Any]:
    """A `many` question whose options repeat: how many times each is chosen (`count-<index>`)."""
    pairs = _amounts(form, "count-", ask, distinct(ask))
    total = sum(amount for _, amount in pairs)
    if not ask.minimum <= total <= ask.count:
        raise IllegalAnswer(_how_many(ask.minimum, ask.count, total))
    return [ask.options[index] for index, amount in pairs for _ in range(amount)]


def _how_many(least: int, most: int, given: int) -> str:
    wanted = f"exactly {most}" if least == most else f"{least} to {most}"
    return f"choose {wanted}, not {given}"


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
    who = session.definition.side_name(told.side)
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
    quiet = session.definition.quiet_purposes
    told = [n for n, t in session.traces.items() if t.meta.get("purpose") not in quiet]
    return max(told or session.traces, default=None)


def table_mode(session: Session) -> bool:
    return session.game is not None and session.config.table
