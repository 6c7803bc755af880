"""Tiny Race as botkit knows it: the one registered object (`TINYGAME`), as a game of the project would give it."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from botkit import saves
from botkit.definition import CardShown, ConfigError, Everything, GameDefinition, ScenarioInfo, View
from botkit.protocol import Decider
from botkit.session import load_session
from botkit.vocabulary import Vocabulary

from . import bots
from .rules import (
    BLUE,
    RED,
    SCENARIOS,
    SIDES,
    Race,
    RaceState,
    other,
    play_card,
    run_game,
    set_up,
    value,
    violations,
)

CHARTS = Path(__file__).resolve().parent / "charts"


def _build(state: RaceState, *, seed: int, rng: random.Random, deciders: dict[str, Decider] | None, dice: Any,
           check_invariants: bool) -> Race:
    return Race(state, seed=seed, rng=rng, deciders=deciders, dice=dice, check_invariants=check_invariants)


CODEC = saves.SaveCodec("botkit-tinygame-save", 1, "Tiny Race", RaceState.to_dict,
                        lambda data, version: RaceState.from_dict(data), _build)


class _Stop(Exception):  # noqa: N818 - not an error: `decide` stops at the first die or question to the other side
    pass


class _NoDice:
    def roll(self, purpose: str) -> int:
        raise _Stop(f"a die ({purpose})")


class _Named:
    """`decide`'s Bot: plays the card it was told, answers the rest with its charts."""

    def __init__(self, card: int, bot: Any) -> None:
        self.card, self.bot = card, bot

    def decide(self, game: Any, ask: Any) -> Any:
        return self.card if ask.purpose == "card.choose" else self.bot.decide(game, ask)


class _Other:
    def decide(self, game: Any, ask: Any) -> Any:
        raise _Stop(f"a question to the other side ({ask.purpose})")


def status(session: Any, argument: str) -> View:
    state = session.game.state
    view = View().title(f"Tiny Race ({state.scenario}) - turn {state.turn} of {state.turns}, {state.phase}")
    view.line(f"Red at {state.position[RED]}, Blue at {state.position[BLUE]}; the finish is {state.finish}.")
    return view.line(f"Traps on: {', '.join(map(str, state.traps)) or 'no space'}; deck {len(state.deck)} cards.")


def hand(session: Any, argument: str) -> View:
    state, human = session.game.state, session.config.human
    view = View()
    for side in SIDES if human is None else (human,):
        view.line(f"{side}: " + (", ".join(f"#{n} ({value(n)})" for n in state.hands[side]) or "no card"))
    return view


def track(session: Any, argument: str) -> View:
    """The track in one line: R and B the runners, ^ a trap."""
    state = session.game.state
    marks = ["^" if at in state.traps else "." for at in range(state.finish + 1)]
    for side in SIDES:
        marks[state.position[side]] = side[0].upper()
    return View().line(" ".join(marks) + " |")


class TinyRace(GameDefinition):
    name = "tinygame"
    title = "Tiny Race"
    sides = SIDES
    side_names = {RED: "Red", BLUE: "Blue"}
    default_side = RED
    default_tiers = bots.DEFAULT_TIERS
    tier_sets = bots.TIER_SETS
    optional_rules = {1: "big hands (three cards)"}
    card_purposes = ("card.choose",)
    play_as_purpose = "card.play_as"
    play_as_words = {"run": "to run", "trap": "for a trap"}
    default_scenario = "sprint"

    @property
    def saves(self) -> saves.SaveCodec:
        return CODEC

    @property
    def chart_folder(self) -> Path:
        return CHARTS

    def vocabulary(self) -> Vocabulary:
        return bots.vocabulary()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo(key, key.title(), f"to space {finish} in {turns} turns", turns=turns,
                             default=key == self.default_scenario) for key, (finish, turns) in SCENARIOS.items()]

    def start(self, config: Any, deciders: Mapping[str, Decider], *, check_invariants: bool = False) -> Race:
        finish, turns = SCENARIOS[config.scenario]
        state = RaceState(config.scenario, finish, turns, hand_size=3 if 1 in config.rules else 2,
                          deck=list(range(1, 13)), options=self.options_of(config))
        game = Race(state, seed=config.seed, deciders=dict(deciders), check_invariants=check_invariants)
        set_up(game)  # asks Blue: a set-up that asks, as Twilight Struggle's does
        return game

    def run(self, game: Any, max_turns: int | None = None) -> None:
        run_game(game, max_turns)

    def make_bot(self, side: str, config: Any) -> Any:
        return bots.make_bot(side, config)

    def bot_context(self, game: Any, side: str, bot: Any, **fields: Any) -> Any:
        return bots.RaceContext(game, side, bot, **fields)

    def invariants(self, state: Any) -> list[str]:
        return violations(state)

    def sight(self, viewer: str | None, game: Any, **history: Any) -> Everything:
        """Nothing is hidden in the race (the hands are open): every viewer sees everything."""
        seen = Everything(game)
        seen.viewer = viewer
        return seen

    def hand(self, sight: Any) -> tuple[list[CardShown], int]:
        held = sight.state.hands.get(sight.viewer, []) if sight.viewer is not None else []
        return [CardShown(n, f"#{n} ({value(n)})") for n in sorted(held)], 0

    def result_facts(self, game: Any) -> dict[str, Any]:
        return dict(game.state.position)

    def views(self) -> Mapping[str, Callable[[Any, str], View]]:
        return {"status": status, "hand": hand, "track": track}

    def board_svg(self, state: Any, viewer: str | None, caption: str | None = None) -> str:
        cells = "".join(f'<rect x="{20 * at}" y="0" width="18" height="18" fill="{"#c33" if at in state.traps else "#ddd"}"/>'
                        for at in range(state.finish + 1))
        runners = "".join(f'<circle cx="{20 * state.position[side] + 9}" cy="{30 + 12 * i}" r="5" fill="{side}"/>'
                          for i, side in enumerate(SIDES))
        words = f'<text x="0" y="70">{caption}</text>' if caption else ""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{20 * state.finish + 40}" height="80">'
                f"{cells}{runners}{words}</svg>")

    def position(self, path: Path) -> tuple[Any, Any, str | None]:
        try:
            config = load_session(path).config
            state = saves.load_game(CODEC, path).state
        except saves.SaveError as exc:
            raise ConfigError(str(exc)) from None
        return state, config, config.human

    def decide(self, state: Any, config: Any, side: str, card: str, viewer: str | None,
               source: str) -> tuple[dict[str, Any], View]:
        """The Bot plays the card named, up to the first die or question to the other side."""
        if not card.isdigit() or int(card) not in state.hands[side]:
            raise ConfigError(f"--card: the {side} hand holds {sorted(state.hands[side])}, not {card!r}")
        bot = bots.make_bot(side, config)
        game = Race(state.copy(), seed=config.seed, dice=_NoDice(), deciders={other(side): _Other()})
        bot.attach(game)  # its tier in force; it takes its seat, which the named card's player takes over
        game.deciders[side] = _Named(int(card), bot)
        answers: list[list[Any]] = []
        game.answer_listeners.append(lambda ask, answer: answers.append([ask.purpose, answer]))
        stop = "the card was played to the end"
        try:
            play_card(game, side)
        except _Stop as stopped:
            stop = f"stops at {stopped}"
        view = View().line(f"{source}: the {self.side_name(side)} Bot plays #{card}; {stop}.")
        for purpose, answer in answers:
            view.line(f"  {purpose}: {answer}")
        return {"format": "botkit-decision", "card": int(card), "answers": answers, "stop": stop}, view


TINYGAME = TinyRace()
