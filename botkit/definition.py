"""What a game gives botkit: one object (`GameDefinition`) that the framework and the front ends call.

The session (`botkit.session`), the chart Bot runtime (`botkit.bot`), the match runner
(`botkit.matches`) and the front ends (``cli/``, ``web/``) are the same for every game; whatever
only a game knows, they ask its definition. A game subclasses `GameDefinition` once (its
``game/<name>/definition.py``), fills in the facts (names, sides, tier sets, purposes) and the
hooks (abstract ones must be written; the others have a default that suits a game without that
feature), and registers it (`botkit.registry.register`).

The hooks, by who calls them:

* **options** - `scenarios`, `resolve_scenario`, `check` (a set-up that cannot be played is a
  `ConfigError` naming what is allowed), `optional_rules`, `default_tiers`;
* **a game** - `start(config, deciders)` builds a game at its start, `run(game, max_turns)` plays it
  to its end (or until a decider interrupts), `saves` (its `SaveCodec`);
* **its charts and Bots** - `vocabulary()`, `chart_folder`, `tier_sets`, `make_bot(side, config)`;
  the runtime's hooks (`memory_scopes`, `top_card`, `bot_context`, ...);
* **the session** - what a step of play is (`step_key`, `step_side`, `step_card`), its words
  (`side_name`, `card_name`, `play_as_words`), what a side may see (`sight`), what a change is at a
  table (`instruction`), corrections (`adjust_check` / `adjust_apply`), who rolls at a table
  (`table_start`, `table_dice`), what a turn changed (`turn_summary`), how two boards differ
  (`differences`);
* **matches** - `result_facts` (the final tracks of a game) and `victory_kind`;
* **views** - the commands a player types to look (`views`), the browser's panels, the picture.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from flowcharts import game_folder

from .protocol import Ask, Decider
from .saves import SaveCodec
from .vocabulary import Vocabulary


class ConfigError(ValueError):
    """A set-up that cannot be played; the message says what is wrong and what is allowed."""


@dataclass(frozen=True)
class ScenarioInfo:
    """A scenario as the front ends list it: its id, name, and how it is played (`decks`: the deck counts it
    allows, none when it is played in turns; `turns`: its number of turns, if fixed)."""

    id: str
    name: str
    summary: str = ""
    decks: tuple[int, ...] = ()
    turns: int | None = None
    default: bool = False


@dataclass(frozen=True)
class Difference:
    """One way two boards differ: `what` (a track, a country, a box...), `where`, `changed` (what a player
    reads: "Pakistan: Fair -> Poor") and `todo` (what to do at a real table: "Set Pakistan to Poor")."""

    what: str
    where: str
    changed: str
    todo: str


@dataclass(frozen=True)
class CardShown:
    """A card as a hand or a menu shows it: its `label`, a short `note` ("event playable"), whether to set it
    apart (`highlight`) and the lines its details open to (what its event does, why it cannot be played)."""

    number: int
    label: str
    note: str = ""
    highlight: bool = False
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class Place:
    """A place of the board as a list shows it (a phone's width): its name, its element in the picture, a line
    and the details a tap opens to."""

    name: str
    element: str
    line: str
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shown:
    """One line of a view: its text, how far its wrapped continuation hangs, or a heading across the screen; or a
    table (`columns` and `rows`: the text is its title)."""

    text: str
    hang: int = 2
    heading: bool = False
    strong: bool = False  # a title line (bold where the front end can)
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()


@dataclass
class View:
    """What a looking command shows (status, show, hand, card...): lines, each front end lays them out."""

    shown: list[Shown] = field(default_factory=list)

    def line(self, text: str, hang: int = 2) -> View:
        self.shown.append(Shown(text, hang))
        return self

    def heading(self, text: str) -> View:
        self.shown.append(Shown(text, heading=True))
        return self

    def title(self, text: str) -> View:
        self.shown.append(Shown(text, strong=True))
        return self

    def table(self, columns: Sequence[str], rows: Sequence[Sequence[str]], title: str = "") -> View:
        self.shown.append(Shown(title, columns=tuple(columns), rows=tuple(tuple(r) for r in rows)))
        return self

    def lines(self) -> list[str]:
        return [s.text for s in self.shown]

    def decided(self, steps: Sequence[Any], log: Sequence[str]) -> View:
        """The end of what `botkit decide` tells: each Bot decision (`number`, `title`, `words`, `path`) with its
        chart path, the game log up to there, and that nothing was played for real."""
        self.line("Why (each Bot decision and its chart path):")
        for step in steps:
            self.line(f"  [{step.number}] {step.title}" + (f" -> {step.words}" if step.words else ""), 4)
            for line in step.path:
                self.line("      " + line, 4)
        self.line("")
        self.line("What happened up to there (the game log):")
        for line in log:
            self.line("  " + line)
        self.line("")
        return self.line("Nothing was played for real: the position is unchanged and nothing was saved.")

    def listing(self, title: str, labels: Sequence[str], order: str = "") -> View:
        """A pile or a list of cards: "Discards (3, oldest first):" then a line each, or "Discards: none"."""
        if not labels:
            return self.line(f"{title}: none")
        self.line(f"{title} ({len(labels)}{', ' + order if order else ''}):")
        for label in labels:
            self.line("  " + label, 4)
        return self


class GameDefinition(abc.ABC):
    """One game on botkit. Subclass it once per game and register the instance (see the module)."""

    name: str = ""  # as typed: --game NAME; the folder of its charts under flowcharts/
    title: str = ""
    sides: tuple[str, ...] = ()
    side_names: Mapping[str, str] = {}
    default_side: str = ""  # the side a player takes when none is named
    default_tiers: Mapping[str, str] = {}  # side -> the tier its Bot plays when none is named
    tier_sets: Mapping[str, str] = {}  # side -> the id of its printed tier set
    marker_sets: Mapping[str, str] = {}  # side -> a tier set of capability markers (an optional rule)
    variable_difficulty_rule: int | None = None  # the optional rule that deals capability markers
    optional_rules: Mapping[int, str] = {}  # number -> name
    quiet_purposes: frozenset[str] = frozenset()  # routine Bot questions not worth a line of narration
    card_purposes: tuple[str, ...] = ()  # questions whose answer is the card a side plays (steps of play)
    play_as_purpose: str = ""  # the question of how a card is played (its answer names the step)
    play_as_words: Mapping[str, str] = {}  # that question's answers, in words ("as an event")
    default_scenario: str = ""
    tune_decks: int | None = None  # the deck count `botkit tune` plays when none is given
    option_switches: Mapping[str, str] = {}  # the game's own options a player may switch on: name -> what it does
    # questions whose options keep fixed keys whatever is possible (Labyrinth: how to play a card is e / o / r)
    keys: Mapping[str, Mapping[Any, str]] = {}
    # questions whose answer the other side may not see until the game reveals it (Twilight Struggle's headline,
    # chosen in secret): at one screen the answer is told as chosen, not named, so the next player does not read it
    secret_purposes: frozenset[str] = frozenset()
    turn_begins_kind: str = "turn_begins"  # the log report that starts a turn (the session sums up the turn before)

    # -- what every game must give --------------------------------------------------------------
    @property
    @abc.abstractmethod
    def saves(self) -> SaveCodec:
        """The game's save format (`botkit.saves.SaveCodec`)."""

    @abc.abstractmethod
    def vocabulary(self) -> Vocabulary:
        """The predicates, scores, pools and actions the game's charts may name."""

    @abc.abstractmethod
    def scenarios(self) -> list[ScenarioInfo]:
        """Every scenario, the default first."""

    @abc.abstractmethod
    def start(self, config: Any, deciders: Mapping[str, Decider], *, check_invariants: bool = False) -> Any:
        """A game at its start, as `config` (a `botkit.session.GameConfig`) sets it up, each side answered by
        its decider (nothing is asked of a player before `run`, unless the set-up itself asks)."""

    @abc.abstractmethod
    def run(self, game: Any, max_turns: int | None = None) -> None:
        """Play `game` on to its end (a decider may interrupt it by raising)."""

    @abc.abstractmethod
    def make_bot(self, side: str, config: Any) -> Any:
        """The Bot (a decider) that plays `side` in `config`'s game; a `ValidationError` or `KeyError` for a tier
        or chart that cannot be played."""

    # -- options ------------------------------------------------------------------------------------
    def resolve_scenario(self, text: str) -> str:
        """A scenario's id from what a player typed (its id, name or a unique beginning); `ConfigError` else."""
        wanted = text.strip().lower().replace("-", "_").replace(" ", "_")
        scenarios = self.scenarios()
        for info in scenarios:
            if wanted in (info.id, info.name.lower().replace(" ", "_")):
                return info.id
        found = [s.id for s in scenarios if wanted and (s.id.startswith(wanted)
                                                        or s.name.lower().replace(" ", "_").startswith(wanted))]
        if len(found) == 1:
            return found[0]
        raise ConfigError(f"no scenario {text!r} in {self.title} (scenarios: {', '.join(s.id for s in scenarios)})")

    def scenario(self, scenario_id: str) -> ScenarioInfo:
        for info in self.scenarios():
            if info.id == scenario_id:
                return info
        raise ConfigError(f"no scenario {scenario_id!r} in {self.title} "
                          f"(scenarios: {', '.join(s.id for s in self.scenarios())})")

    def check(self, config: Any) -> None:
        """Refuse what this game cannot play in `config` beyond the framework's own checks (`ConfigError`);
        by default a game takes no deck count and no options of its own."""
        if config.decks is not None:
            raise ConfigError(f"{self.title} has no choice of decks: leave the number of decks out")
        if config.options:
            raise ConfigError(f"{self.title} has no option {next(iter(config.options))!r}")

    def side_name(self, side: str) -> str:
        return self.side_names.get(side, side)

    def other_side(self, side: str) -> str:
        others = [s for s in self.sides if s != side]
        return others[0] if len(others) == 1 else ""

    # -- charts -----------------------------------------------------------------------------------
    @property
    def chart_folder(self) -> Path:
        """Where the game's shipped charts, tables and tiers are (``flowcharts/<name>/`` by default; loaded and
        checked once per process by `botkit.libraries`)."""
        return game_folder(self.name)

    # -- the session's hooks ----------------------------------------------------------------------
    def step_key(self, game: Any) -> tuple[Any, ...]:
        """Which step of play the game is in (answers of one step are undone together): by default the turn
        and phase."""
        return (game.state.turn, game.state.phase)

    def step_turn(self, game: Any) -> int:
        """The turn a step belongs to (0: the set-up, which undo names so)."""
        return game.state.turn

    def step_side(self, game: Any) -> str:
        """The side whose card play the current step is ("" for the end of a turn, the set-up...)."""
        return game.state.phase if game.state.phase in self.sides else ""

    def current_card(self, game: Any) -> int | None:
        """The card being played now, if any."""
        return getattr(game, "current_card", None)

    def card_name(self, number: int) -> str:
        return f"#{number}"

    def sight(self, viewer: str | None, game: Any, **history: Any) -> Any:
        """What `viewer` (a side; None: watching Bot vs Bot) may see of `game`; `history` is the session's record
        of Bot decisions (`asked`, `hidden_then`, `shown_at`). The default sees everything."""
        return Everything(game)

    def instruction(self, kind: str, fields: Mapping[str, Any]) -> str | None:
        """What to do on a real board to follow a log report of `kind` (None: nothing to move)."""
        return None

    def turn_summary(self, turn: int, before: Any, after: Any, entries: Sequence[Any], *, sight: Any) -> list[str]:
        """A few lines of what turn `turn` changed (none by default)."""
        return []

    def differences(self, before: Any, after: Any, *, sight: Any, table: bool = False) -> list[Difference]:
        """How two states of the game differ, as `sight` may see it (undo, redo and rollback tell it)."""
        return []

    def adjust_check(self, state: Any, change: Mapping[str, Any]) -> str:
        """A correction of the board: what it does in words, or an `AdjustError` why it cannot be made."""
        raise AdjustError(f"{self.title} has no corrections of the board yet")

    def adjust_apply(self, state: Any, change: Mapping[str, Any]) -> None:
        raise AdjustError(f"{self.title} has no corrections of the board yet")

    def adjust_parse(self, session: Any, text: str) -> dict[str, Any]:
        """A correction typed in words ("iraq troops 3") as a change; `AdjustError` says what is allowed."""
        raise AdjustError(f"{self.title} has no corrections of the board yet")

    adjust_help: Sequence[str] = ()
    adjust_example: str = ""  # one correction in words, as the page suggests it ("iraq troops 3")

    def table_start(self, game: Any, human: str) -> None:
        """Table mode (the program beside a real board): what the game must know from the start."""
        game.state.options["table"] = {"human": human}

    def table_dice(self, game: Any, human: str) -> Any:
        """Dice read off real dice by `human` (table mode, or `--dice me`)."""
        raise ConfigError(f"{self.title} cannot read real dice yet")

    def uses_table_dice(self, game: Any) -> bool:
        return False

    def options_of(self, config: Any) -> dict[str, Any]:
        """The options the game starts with, from its set-up (rules, variants...)."""
        return {"rules": list(config.rules)}

    def can_play_on(self, game: Any) -> bool:
        """After a victory, may the player play on to the end (as if nobody had won)?"""
        return False

    # -- the Bot runtime's hooks ----------------------------------------------------------------------
    def memory_scopes(self, game: Any) -> dict[str, Any]:
        """The current card play, action phase, turn and game: a Bot memory field holds within its own."""
        state = game.state
        return {"card": getattr(game, "plays", 0), "phase": (state.turn, state.phase), "turn": state.turn, "game": 0}

    def card_play_key(self, game: Any) -> Any:
        """`memory_scopes`' ``card`` alone: the Bot runtime asks it before every decision (a game may
        give it without building the other scopes)."""
        return self.memory_scopes(game)["card"]

    def top_card(self, game: Any, side: str) -> int | None:
        """The top card of a Bot's face-down hand (the runtime's ``top_card`` answer), if the game has one."""
        return None

    def bot_context(self, game: Any, side: str, bot: Any, **fields: Any) -> Any:
        """What a Bot's charts look at for one question (the vocabulary's ``ctx``)."""
        raise TypeError(f"{self.title} has no Bots to give a context to")

    def marker_count(self, game: Any, side: str, name: str) -> int:
        """How many capability markers a marker set draws at the start (an optional rule's count)."""
        raise KeyError(name)

    def load_script(self, path: Path) -> Any:
        """A scripted game (`botkit simulate --script`): an object with `scenario`, `seed`, `decks`, `turns`, `tiers`,
        `prepare(game)` and `where(key)` (file:line of a key); `ScriptError` says what is wrong."""
        raise ScriptError(f"{path}: {self.title} has no scripted games")

    def position(self, path: Path) -> tuple[Any, Any, str | None]:
        """`botkit decide`'s position: the board, its set-up (a `GameConfig`) and who may see it (None: all), from
        a position file or a save; a `ConfigError` (with `code`, the exit status, if not 2) says what is wrong."""
        raise ConfigError(f"{path}: {self.title} has no positions to decide on yet")

    def decide(self, state: Any, config: Any, side: str, card: str, viewer: str | None,
               source: str) -> tuple[dict[str, Any], View]:
        """What `side`'s Bot does with the card `card` names on `state`: the decision as data and in words."""
        raise ConfigError(f"{self.title} has no decisions to tell yet")

    # -- matches ----------------------------------------------------------------------------------
    def result_facts(self, game: Any) -> dict[str, Any]:
        """The final tracks of a finished game, for tournament tables and `simulate --json`."""
        return {}

    def victory_kind(self, reason: str) -> str:
        """A short category of a victory's reason (tournament tables)."""
        return reason or "-"

    def soak_plan(self, count: int, seed: int) -> list[Any] | None:
        """`count` Bot-vs-Bot set-ups (`botkit.session.GameConfig`s, seeds from `seed` on) spread over what
        the game may vary, for the soak runs; None: the framework's spread (`botkit.soak.plan`)."""
        return None

    def final_screen(self, game: Any) -> list[str]:
        """The end of a game: who won, how and when (and whatever else the game tells then)."""
        state = game.state
        if state.winner in self.sides:
            return [f"{self.side_name(state.winner)} wins on turn {state.turn}: {state.victory}."]
        return [f"The game ends on turn {state.turn}: {state.victory or 'a draw'}."]

    def invariants(self, state: Any) -> list[str]:
        """The game's rules the state breaks now (none: sound)."""
        return []

    # -- views ------------------------------------------------------------------------------------------
    def views(self) -> Mapping[str, Callable[[Any, str], View]]:
        """Looking commands: name -> view(session, argument) (status, show, hand, card, discard, ...); every
        front end offers them at every prompt (the framework's own are help, map, why, narrate, history)."""
        return {}

    def scenario_view(self, scenario_id: str | None, *, seed: int = 0, decks: int | None = None) -> View:
        """`botkit scenario list` (None) and `botkit scenario show ID`: the scenarios, or one's set-up."""
        if scenario_id is None:
            return View().table(("id", "name", "summary"), [(s.id, s.name, s.summary) for s in self.scenarios()])
        info = self.scenario(scenario_id)
        return View().line(f"{info.name} (id {info.id})").line(info.summary)

    def cards_view(self, card: str | None, *, side: str | None = None) -> View:
        """`botkit cards list` (None) and `botkit cards show CARD`: the cards' facts and what each event does; a
        card no one can tell is a `LookupError` saying what was meant."""
        return View().line(f"{self.title} has no card list yet.")

    def view_help(self) -> str:
        """One line naming the game's looking commands, for `help`."""
        return ", ".join(self.views())

    def board_svg(self, state: Any, viewer: str | None, caption: str | None = None) -> str:
        """The board as an SVG picture, as `viewer` (a side; None: everything) may see it ("" when the game has
        no picture yet)."""
        return ""

    def heading(self, state: Any) -> str:
        """Where a game stands, in one line (a picture's caption, a page's heading)."""
        return f"{self.title} - turn {state.turn}, {state.phase}"

    def country_element(self, name: str) -> str:
        """The id of a place's element in the picture (a click on the map answers with that place)."""
        return ""

    def option_words(self, game: Any, ask: Ask, sight: Any) -> dict[Any, tuple[str, str]]:
        """Richer words for a question's options: option -> (label, note) (a card with its Ops; "event
        playable"); the options not named keep the question's own labels."""
        return {}

    def question_notes(self, game: Any, ask: Ask, sight: Any) -> list[str]:
        """Notes to show above a question (why the event is missing from how a card can be played)."""
        return []

    def question_labels(self, game: Any, ask: Ask, sight: Any) -> tuple[dict[Any, str], list[str]]:
        """The options' labels as one line each ("label - note") and the notes above the question (the
        terminal's menus)."""
        words = self.option_words(game, ask, sight)
        return ({option: label + (f" - {note}" if note else "") for option, (label, note) in words.items()},
                self.question_notes(game, ask, sight))

    def phase_title(self, state: Any) -> str:
        """Where the game stands, short ("Turn 2 - US action phase")."""
        return f"Turn {state.turn} - {state.phase}"

    def hand(self, sight: Any) -> tuple[list[CardShown], int]:
        """The viewer's hand as they may know it, and how many more cards it holds that they have not named."""
        return [], 0

    def status_lines(self, sight: Any) -> list[str]:
        """The game's tracks and summaries in lines (a page's status panel)."""
        return []

    def piles(self, sight: Any) -> list[tuple[str, list[str]]]:
        """The public piles (discard, removed...) and what the viewer may know of the deck, each titled."""
        return []

    def places(self, sight: Any) -> list[Place]:
        """Every place of the board as the viewer may see it (the board as a list, on a narrow screen)."""
        return []

    def doubt(self, game: Any, ask: Ask, answer: Any, sight: Any) -> str:
        """A reason to confirm an answer before it is carried out ("" when there is none)."""
        return ""


class AdjustError(ValueError):
    """A correction of the board that cannot be made (the message says why)."""


class ScriptError(ValueError):
    """A script of a game (its hands, dice and picks fixed in advance) that cannot be used (says where and why)."""


class Everything:
    """A sight that sees everything (a game with no hidden information, or Bot vs Bot)."""

    viewer = None
    everything = True
    hides_plots = False

    def __init__(self, game: Any) -> None:
        self.game = game
        self.state = game.state if game is not None else None

    def hidden_cards(self) -> set[int]:
        return set()

    def entry(self, entry: Any) -> str:
        return entry.text

    def step(self, step: Any, serial: int) -> bool:
        return True

    def decision(self, trace: Any, ask: Ask | None = None) -> str:
        return ""

    def answer(self, ask: Ask, words: str) -> str:
        return words

    def still_hidden(self, cards: set[int], number: int) -> set[int]:
        return set()
