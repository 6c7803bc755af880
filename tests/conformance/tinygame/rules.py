"""Tiny Race, the rules: two runners on a track, a shared deck of twelve cards, a die, and traps.

Each turn Red, then Blue, plays a card from a hand of two (three with optional rule 1): to *run*
up to the card's value (1-3; a 6 on the die adds a space), or to set a *trap* on one of the three
spaces ahead of the other runner. A runner ending its move on a trap goes back two spaces (the
trap is spent). Blue, who runs second, may start a space ahead. The first to the finish wins at once; after the scenario's last turn the runner
further ahead wins (level: a draw). At the end of a turn a runner three or more spaces behind
may throw its hand away and draw anew.
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from typing import Any

from botkit.engine import GameBase

RED, BLUE = "red", "blue"
SIDES = (RED, BLUE)
CARDS = tuple(range(1, 13))
SCENARIOS = {"sprint": (8, 6), "marathon": (14, 12)}  # id -> (finish space, turns)


def value(card: int) -> int:
    return (card - 1) % 3 + 1


def other(side: str) -> str:
    return BLUE if side == RED else RED


@dataclass
class RaceState:
    scenario: str
    finish: int
    turns: int
    hand_size: int = 2
    turn: int = 1
    phase: str = "setup"  # setup | red | blue | end
    position: dict[str, int] = field(default_factory=lambda: {RED: 0, BLUE: 0})
    traps: list[int] = field(default_factory=list)
    hands: dict[str, list[int]] = field(default_factory=lambda: {RED: [], BLUE: []})
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    winner: str | None = None
    victory: str = ""
    options: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RaceState:
        return cls(**copy.deepcopy(data))

    def copy(self) -> RaceState:
        return RaceState.from_dict(self.to_dict())


def violations(state: RaceState) -> list[str]:
    cards = sorted(state.deck + state.discard + state.hands[RED] + state.hands[BLUE])
    problems = [] if cards == list(CARDS) else [f"the cards are not each in one place: {cards}"]
    problems += [f"{side} is off the track at {at}" for side, at in state.position.items()
                 if not 0 <= at <= state.finish]
    problems += [f"{side} holds {len(hand)} cards" for side, hand in state.hands.items() if len(hand) > state.hand_size]
    return problems + [f"a trap off the track at {t}" for t in state.traps if not 0 < t < state.finish]


class Race(GameBase):
    """A game in progress: the state, the dice and the deciders (botkit's `GameBase`)."""

    def __init__(self, state: RaceState, **services: Any) -> None:
        super().__init__(state, sides=SIDES, **services)
        self.plays = 0  # card plays so far (a Bot's plan holds within one)
        self.current_card: int | None = None

    def word(self, kind: str, fields: dict[str, Any]) -> str:
        return WORDS[kind].format(**fields)

    def violations(self) -> list[str]:
        return violations(self.state)


WORDS = {"turn_begins": "Turn {turn}", "card_played": "{side} plays #{card}", "moved": "{side} runs to {at}",
         "trap_set": "{side} sets a trap on {at}", "trapped": "{side} falls into the trap: back to {at}",
         "redrawn": "{side} throws away the hand", "head_start": "{side} starts at {at}", "die": "die ({purpose}): {value}"}


def draw(game: Race, side: str) -> None:
    state = game.state
    if not state.deck:
        state.deck, state.discard = state.discard, []
        game.rng.shuffle(state.deck)
    if state.deck:
        state.hands[side].append(state.deck.pop())


def play_card(game: Race, side: str) -> None:
    state = game.state
    card = game.choose(side, "card.choose", sorted(state.hands[side]), "Which card do you play?",
                       labels={n: f"#{n} ({value(n)})" for n in state.hands[side]}, always_ask=True)
    state.hands[side].remove(card)
    state.discard.append(card)
    game.plays, game.current_card = game.plays + 1, card
    game.report("card_played", side=side, card=card)
    how = game.choose(side, "card.play_as", ("run", "trap"), f"Play #{card} to run or to set a trap?", card=card)
    if how == "run":
        spaces = game.choose_number(side, "run.spaces", 1, value(card), "How many spaces do you run?", card=card)
        state.position[side] = min(state.finish, state.position[side] + spaces + (game.roll("sprint") == 6))
        game.report("moved", side=side, at=state.position[side])
        if state.position[side] in state.traps:
            state.traps.remove(state.position[side])
            state.position[side] = max(0, state.position[side] - 2)
            game.report("trapped", side=side, at=state.position[side])
    else:
        ahead = state.position[other(side)]
        free = [at for at in range(ahead + 1, ahead + 4) if at < state.finish and at not in state.traps]
        if free:
            at = game.choose(side, "trap.space", free, "Where do you set the trap?", labels={a: f"space {a}" for a in free})
            state.traps = sorted([*state.traps, at])
            game.report("trap_set", side=side, at=at)
    draw(game, side)
    game.current_card = None
    if state.position[side] >= state.finish:
        state.winner, state.victory = side, f"{side} reached the finish"


def end_of_turn(game: Race) -> None:
    state = game.state
    state.phase = "end"
    for side in SIDES:
        if state.position[other(side)] - state.position[side] >= 3 and state.hands[side] and \
                game.confirm(side, "catch_up.redraw", "Throw your hand away and draw anew?"):
            held, state.hands[side] = state.hands[side], []
            state.discard += held
            game.report("redrawn", side=side)
            for _ in held:
                draw(game, side)
    if state.turn >= state.turns:
        red, blue = state.position[RED], state.position[BLUE]
        state.winner = RED if red > blue else BLUE if blue > red else "draw"
        state.victory = "the race ended level" if red == blue else f"{state.winner} is ahead after the last turn"


def set_up(game: Race) -> None:
    """Shuffle, deal, and Blue (who runs second) may take a head start of a space."""
    state = game.state
    game.rng.shuffle(state.deck)
    for side in SIDES:
        state.hands[side] = [state.deck.pop() for _ in range(state.hand_size)]
    state.position[BLUE] = game.choose_number(BLUE, "setup.head_start", 0, 1, "How many spaces of head start?")
    if state.position[BLUE]:
        game.report("head_start", side=BLUE, at=state.position[BLUE])


def run_game(game: Race, max_turns: int | None = None) -> None:
    state, played = game.state, 0
    while state.winner is None and (max_turns is None or played < max_turns):
        game.report("turn_begins", turn=state.turn)
        for side in SIDES:
            state.phase = side
            play_card(game, side)
            game.verify()
            if state.winner is not None:
                return
        end_of_turn(game)
        game.verify()
        if state.winner is None:
            state.turn, played = state.turn + 1, played + 1
