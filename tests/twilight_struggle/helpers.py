"""Building Twilight Struggle games and states explicitly for rules tests."""

from __future__ import annotations

from typing import Any

from botkit.dice import ScriptedDice
from botkit.protocol import FirstOptionDecider, ScriptedDecider
from game.twilight_struggle import cardplay, deck
from game.twilight_struggle.board import with_influence
from game.twilight_struggle.consequences import Consequences
from game.twilight_struggle.game import CardPlay, Game
from game.twilight_struggle.options import check
from game.twilight_struggle.setup import blank_state
from game.twilight_struggle.state import US, USSR


def make_game(*, us: list[Any] | None = None, ussr: list[Any] | None = None, dice: list[int] | None = None,
              options: dict[str, Any] | None = None, influence: dict[str, tuple[int, int]] | None = None,
              defcon: int = 5, turn: int = 1, phasing: str = USSR, china: str | None = USSR,
              check_invariants: bool = True) -> Game:
    """A game on an empty map (no card anywhere unless a test puts it there), with scripted answers for
    each side (a side without a script answers with the first option) and scripted dice."""
    state = blank_state("standard", check(options, "standard"))
    state.options["cards"] = []
    state.turn, state.defcon, state.phase, state.phasing = turn, defcon, "action", phasing
    state.china_holder = china
    state.action_round = 1
    for country, (us_inf, ussr_inf) in (influence or {}).items():
        state.influence[country] = {US: us_inf, USSR: ussr_inf}
    deciders = {US: ScriptedDecider(us) if us is not None else FirstOptionDecider(),
                USSR: ScriptedDecider(ussr) if ussr is not None else FirstOptionDecider()}
    game = Game(state, consequences=Consequences(), deciders=deciders,
                dice=ScriptedDice(dice or []), check_invariants=check_invariants)
    return game


def in_play(game: Game, side: str, card: int = 0) -> CardPlay:
    """Pretend a card of `side` is being played (influence present now counts as at its start)."""
    play = CardPlay(side, card, "ops", {s: frozenset(with_influence(game.state, s)) for s in (US, USSR)})
    game.plays.append(play)
    game.card_play = play
    game.state.phasing = side
    return play


def pair(game: Game, country: str) -> tuple[int, int]:
    influence = game.state.influence[country]
    return influence[US], influence[USSR]


def hand(game: Game, side: str, *cards: int) -> None:
    game.state.hands[side] = list(cards)


def fire(game: Game, side: str, number: int) -> bool:
    """`side` plays card `number` as its event (from its hand); True if the event happened."""
    if number not in game.state.hands[side]:
        game.state.hands[side].append(number)
    return cardplay.play_as_event(game, side, number)


def where_is(game: Game, number: int) -> str:
    return deck.where(game.state, number)
