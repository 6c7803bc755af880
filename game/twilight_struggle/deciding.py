"""`botkit decide --game twilight_struggle`: a position file or a save, the card named, and what the Bot
does with it in words - the game definition's `position` and `decide` hooks (cli/decide.py).

The Bot plays one action round on a copy of the board, as the turn driver plays it: it is asked for
its card (``card.choose``) among the card named alone - so its card chart plans how to play it -
or, with ``--card hand``, among its whole hand; then how, and every question after, with the
Bot as the decider. It stops at the first thing the Bot cannot know: a die (the dice stop the run),
a random draw (the game's random source stops too) or a question to the other side. The Bot's own
look one play ahead (`bots.probe`) plays on copies with dice of their own and is not stopped.
Nothing of the position changes and nothing is saved.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from botkit import saves
from botkit.definition import ConfigError, Everything, View
from botkit.files import YAML_LIMIT, FileReadError, read_text
from botkit.matching import match
from botkit.protocol import Ask
from botkit.session import GameConfig, session_format
from botkit.session.narration import answer_words, explain

from . import cardplay, deck, modifiers
from .board import card_name, country_name
from .consequences import Consequences
from .facts import facts
from .game import Game, LogEntry
from .invariants import violations
from .position import FORMAT as POSITION_FORMAT
from .position import PositionError, load_position
from .state import CHINA_CARD, SIDES, GameState, other_side, side_name
from .victory import GameOver

FORMAT = "botkit-decision"
VERSION = 1
HAND = "hand"


class DecideError(ConfigError):
    """A position or a card that cannot be decided on; `code` is the exit status (1: the file, 2: the option)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


class Stopped(BaseException):  # noqa: N818 - not an error: the end of what can be known
    """The play reached a die, a random draw or the other side's choice (a BaseException, so no rules code
    that turns a failure into its own error swallows it)."""

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text


class StopDice:
    def roll(self, purpose: str) -> int:
        raise Stopped("die", f"a die ({purpose})")


class StopRandom(random.Random):
    """A random source that stops the run at its first draw."""

    def random(self) -> float:
        raise Stopped("random", "a random draw")

    def getrandbits(self, k: int) -> int:
        raise Stopped("random", "a random draw")

    def choice(self, seq: Any) -> Any:
        raise Stopped("random", f"a random pick among {', '.join(str(o) for o in seq)}")

    def shuffle(self, x: Any) -> None:  # noqa: ARG002 - random.Random.shuffle's signature
        raise Stopped("random", "a shuffle")


class _Opponent:
    def decide(self, game: Game, ask: Ask) -> Any:
        raise Stopped("opponent", f"the {side_name(ask.side)} player's answer: {ask.prompt}")


@dataclass
class Step:
    number: int | None
    title: str
    purpose: str | None = None
    answer: Any = None
    words: str = ""
    path: list[str] = field(default_factory=list)


@dataclass
class Decision:
    side: str
    tier: str
    card: int | None
    card_name: str
    ops: int
    use: str = ""  # event | ops | space | "" (not reached)
    targets: list[str] = field(default_factory=list)  # the countries its answers named, in order
    memory: dict[str, Any] = field(default_factory=dict)
    decisions: list[Step] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    stop: dict[str, str] = field(default_factory=lambda: {"kind": "done", "text": "the card was played to the end"})

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, **asdict(self)}


def position(path: Path) -> tuple[GameState, GameConfig, str | None]:
    """The board and its set-up, from a position file (everything known) or a save (its player's sight)."""
    if path.suffix.lower() == ".json" and not _written_as_position(path):
        return _saved_board(path)
    try:
        found = load_position(path)
    except PositionError as exc:
        raise DecideError(str(exc)) from None
    return found.state, GameConfig(game="twilight_struggle", scenario=found.state.scenario, seed=found.seed,
                                   rules=list(found.rules)), None


def _written_as_position(path: Path) -> bool:
    """A .json file that is a position (JSON is YAML too), not a save."""
    try:
        return POSITION_FORMAT in read_text(path, YAML_LIMIT)
    except FileReadError:
        return False


def _saved_board(path: Path) -> tuple[GameState, GameConfig, str | None]:
    """A save's board as saved, its set-up, and its player (whose sight it is)."""
    config = GameConfig(game="twilight_struggle", scenario="standard", seed=0)
    try:
        loaded = saves.load_game(config.definition.saves, path)
    except saves.SaveError as exc:
        raise DecideError(str(exc), 1) from None
    session = (loaded.meta or {}).get("session")
    if isinstance(session, dict) and session.get("format") == session_format("twilight_struggle"):
        try:
            config = GameConfig.from_dict({**(session.get("config") or {}), "game": "twilight_struggle"})
        except ConfigError as exc:
            raise DecideError(f"{path}: the set-up is damaged: {exc}", 1) from None
    state = loaded.state
    if state.winner:
        raise DecideError(f"{path}: this game is over ({state.end_reason or state.winner}): there is no card left "
                          "to decide; give a position file or an earlier save", 1)
    broken = violations(state)
    if broken:
        raise DecideError(f"{path}: the saved board breaks the board's rules: {'; '.join(broken)}", 1)
    return state, config, config.human


def card_named(text: str, state: GameState) -> int | None:
    """The card `--card` names: a number, a name or a unique beginning; ``hand`` for the Bot's own choice."""
    if text.strip().lower() == HAND:
        return None
    numbers = sorted(set(state.options.get("cards") or facts().cards))
    found = match(text, [(n, card_name(n)) for n in numbers], numbers="cards")
    if found.found:
        return int(found.value)
    if found.ambiguous:
        raise DecideError(f"--card: {text!r} fits several cards: "
                          f"{', '.join(card_name(n) for n in found.ambiguous[:8])} (give the number)")
    raise DecideError(f"--card: no card {text!r} in this game (a number 1-{numbers[-1]}, a card's name, or 'hand')")


def decide_card(state: GameState, config: GameConfig, side: str, text: str, viewer: str | None,
                source: str) -> tuple[dict[str, Any], View]:
    number = card_named(text, state)
    bot = config.definition.make_bot(side, config)
    decision = decide(state, bot, side, number, tier=config.tiers.get(side, ""), seed=config.seed)
    return decision.to_dict(), words(decision, source, state)


def decide(state: GameState, bot: Any, side: str, card: int | None, *, tier: str = "", seed: int = 0) -> Decision:
    """`bot` plays an action round on a copy of `state` with `card` (None: its own choice from its hand), up
    to the first die, random draw or other side's question."""
    state = state.copy()
    if card is not None and card != CHINA_CARD and deck.where(state, card) == "removed":
        raise DecideError(f"--card: {card_name(card)} is out of the game (removed): it cannot be played here")
    game = Game(state, consequences=Consequences(), seed=seed, rng=StopRandom(seed),
                deciders={side: bot, other_side(side): _Opponent()}, dice=StopDice())
    if card is not None and card != CHINA_CARD and card not in state.hands[side]:
        deck.move(game, card, deck.hand_zone(side), quiet=True)  # the Bot is given the card
    if card == CHINA_CARD and state.china_holder != side:
        deck.pass_china(game, side, face_up=True, why="given for the decision")
    state.phase, state.phasing = "action", side
    traces: list[Any] = []
    answers: list[tuple[Ask, Any]] = []
    entries: list[LogEntry] = []
    game.trace_watcher = traces.append
    game.answer_listeners.append(lambda ask, answer: answers.append((ask, answer)))
    game.listeners.append(entries.append)
    decision = Decision(side, tier, card, card_name(card) if card is not None else "a card of its hand",
                        modifiers.card_ops(game, side, card) if card is not None else 0)
    try:
        bot.attach(game)
        options = [card] if card is not None else _hand_options(state, side)
        chosen = game.choose(side, "card.choose", options, f"{side_name(side)}: which card do you play?",
                             labels={n: card_name(n) for n in options}, always_ask=True)
        decision.card, decision.card_name = chosen, card_name(chosen)
        decision.ops = modifiers.card_ops(game, side, chosen)
        use = game.choose(side, "card.play_as", cardplay.uses(game, side, chosen),
                          f"{side_name(side)}: play {card_name(chosen)} as?", card=chosen)
        decision.use = use
        cardplay.play_card(game, side, chosen, use)
    except Stopped as stopped:
        decision.stop = {"kind": stopped.kind, "text": stopped.text}
    except GameOver as over:
        decision.stop = {"kind": "game_over", "text": f"the game ends: {over}"}
    decision.memory = {k: str(v) for k, v in bot.memory_now(game).items()}
    _fill(decision, bot, traces, answers, entries, game)
    return decision


def _hand_options(state: GameState, side: str) -> list[int]:
    hand = list(state.hands[side])
    if state.china_holder == side and state.china_face_up:
        hand.append(CHINA_CARD)
    if not hand:
        raise DecideError(f"--card hand: the {side_name(side)} hand is empty in this position")
    return hand


def _fill(decision: Decision, bot: Any, traces: list[Any], answers: list[tuple[Ask, Any]],
          entries: list[LogEntry], game: Game) -> None:
    sight = Everything(game)

    def title_of(chart_id: str) -> str:
        item = bot.library.charts.get(chart_id) or bot.library.tables.get(chart_id)
        return item.title if item is not None else chart_id

    answered = list(answers)
    for trace in traces:
        purpose = trace.meta.get("purpose")
        found = next((pair for pair in answered if pair[0].purpose == purpose), None)
        if found is not None:
            answered.remove(found)
        path = ["  " * depth + text for depth, text in explain(trace, title_of, sight=sight)]
        step = Step(trace.meta.get("serial"), trace.title, purpose, path=path)
        if found is not None:
            step.answer, step.words = _plain(found[1]), answer_words(*found)
        decision.decisions.append(step)
    for ask, answer in answers:
        if ask.side != decision.side:
            continue
        chosen = [o for o, _ in answer] if ask.kind == "allocate" else answer if isinstance(answer, list) else [answer]
        decision.targets += [country_name(c) for c in chosen if isinstance(c, str) and c in game.state.influence]
    decision.log = [e.text for e in entries]


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


USES = {"event": "as its event", "ops": "for its Ops", "space": "to the space race"}


def words(decision: Decision, source: str, state: GameState) -> View:
    out = View()
    who = side_name(decision.side)
    tier = decision.tier.replace("_", " ").title() or "default"
    out.line(f"{source} ({state.scenario}, turn {state.turn}, DEFCON {state.defcon}): the {who} Bot ({tier}) plays "
             f"{decision.card_name} ({decision.ops} Op{'s' if decision.ops != 1 else ''})"
             + (f" {USES[decision.use]}." if decision.use in USES else "."))
    if decision.memory:
        out.line("Memory: " + ", ".join(f"{name} = {value}" for name, value in decision.memory.items()))
    if decision.targets:
        out.line("Targets, in order: " + ", ".join(decision.targets))
    stop = decision.stop
    out.line("The card was played to the end without a die or a random draw." if stop["kind"] == "done"
             else f"Stops here: {stop['text']}.")
    out.line("")
    return out.decided(decision.decisions, decision.log)


__all__ = ["SIDES", "DecideError", "decide", "decide_card", "position"]
