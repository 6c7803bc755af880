"""What a card's event would do now, measured on a copy of the game: the Bots' look one play ahead.

`probe` plays one card's event on a copy of the board (`Game` built from ``state.copy()``, its own
random source, its own dice) and measures how the board moved for one side (`Outcome`): VP, what
every region would score now, battlegrounds and countries controlled, influence, DEFCON, the space
race, and whether the game ended. Nothing of the real game changes: not its state, its random
source, its log or its Bots' memory.

* **Who answers the event's questions on the copy**: `deciders` (a Bot imagines itself and its
  opponent playing by the shipped charts, `TwilightBot.imagined`; a yardstick its own rules).
* **The dice**: the copy's dice show one face on the first roll and one on every later roll; an event
  that rolls one die is played once for each face 1-6, one that rolls more (a Summit, the Olympics: a
  die for each side) once for each of the 36 pairs, and the measures averaged.
* **A random draw** (a card taken at random): the event is played once for each card the first draw
  may take (up to `MAX_PICKS`), and averaged - so a one-in-seven chance of drawing Duck and Cover at
  DEFCON 2 shows as a one-in-seven chance of losing.
* **What a side cannot see**: the opponent's hand is dealt afresh on the copy from the cards the
  side cannot see (the draw pile and that hand), so an event that reads it (Five Year Plan, Grain
  Sales, Terrorism, Missile Envy...: `READS_HIDDEN_HAND`) reads a guess - `GUESSES` of them,
  averaged - not the real hand.
* **Probes inside probes**: a copy's own questions never probe again (`depth`); what they would
  measure reads as nothing happened.

The modes: ``event`` - the side plays the card as its event; ``headline`` - as its headline;
``triggered`` - the side plays the opponent's card for Ops and the opponent's event happens (the
side is the phasing player: a DEFCON 1 is its loss); ``triggered_at_defcon_2`` - the same on a board
whose DEFCON has fallen to 2 (what the card would do if it were still in hand when DEFCON is 2);
``headline_defcon_down`` - as its headline after the other headline has lowered DEFCON one step (Duck and
Cover, We Will Bury You resolve first).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from botkit.protocol import Decider

from .. import cardplay, deck, tracks
from ..board import TABLE, controlled, is_battleground
from ..consequences import Consequences
from ..game import CardPlay, Game
from ..state import CHINA_CARD, US, other_side
from ..victory import GameOver
from .regions import all_regions_net

MODES = ("event", "headline", "headline_defcon_down", "triggered", "triggered_at_defcon_2")


@dataclass(frozen=True)
class Outcome:
    """How one play moved the board for a side (averaged over the dice when it rolls)."""

    vp: float = 0.0  # VP gained (counted for the side)
    region_vp: float = 0.0  # change of what all six regions would score now, net for the side
    battlegrounds: float = 0.0  # change of (battlegrounds it controls - the opponent's)
    countries: float = 0.0  # change of (countries it controls - the opponent's)
    influence: float = 0.0  # change of (its influence on the map - the opponent's)
    space: float = 0.0  # change of (its space race box - the opponent's)
    defcon: float = 5.0  # DEFCON after the play
    lowest_defcon: int = 5  # the lowest DEFCON any die left
    win: float = 0.0  # chance the game ends at once in its victory
    loss: float = 0.0  # chance the game ends at once in its defeat (nuclear war on its play...)
    rolls: bool = False  # whether the play rolled dice

    def weighted(self, **weights: float) -> float:
        """A weighted sum of the measures (the weights come from the charts)."""
        return sum(float(getattr(self, name)) * weight for name, weight in weights.items())


NOTHING = Outcome()
# the events that read a hand the probing side cannot see (Five Year Plan, Blockade, Missile Envy, Grain
# Sales, Terrorism, the Latin American Debt Crisis, Aldrich Ames, The Cambridge Five): played on several
# guesses of it; and a random draw (a card taken at random) is played once for each card it may take
READS_HIDDEN_HAND = frozenset({5, 10, 49, 67, 92, 95, 98, 104})
GUESSES = 4
MAX_PICKS = 8


@dataclass(frozen=True)
class Snapshot:
    vp: int
    region_vp: int
    battlegrounds: int
    countries: int
    influence: int
    space: int


def snapshot(game: Game, side: str) -> Snapshot:
    """The measures `Outcome` compares, for `side`, on `game`'s board now."""
    state = game.state
    opponent = other_side(side)
    sign = 1 if side == US else -1
    region = all_regions_net(game, side)
    mine, theirs = controlled(state, side), controlled(state, opponent)
    bgs = sum(1 for c in mine if is_battleground(c)) - sum(1 for c in theirs if is_battleground(c))
    influence = sum(v[side] - v[opponent] for v in state.influence.values())
    return Snapshot(state.vp * sign, region, bgs, len(mine) - len(theirs), influence,
                    state.space[side] - state.space[opponent])


class ProbeDice:
    """Dice that show `first` on the first roll and `then` on every later one, and count the rolls."""

    def __init__(self, first: int, then: int | None = None) -> None:
        self.first = first
        self.then = first if then is None else then
        self.rolls = 0

    def roll(self, purpose: str = "") -> int:
        self.rolls += 1
        return self.first if self.rolls == 1 else self.then


DeciderFactory = Callable[[Game], dict[str, Decider]]


def probe(game: Game, side: str, card: int, mode: str, deciders: DeciderFactory, *, seed: int = 0) -> Outcome:
    """What `side` playing `card` in `mode` would do now (see the module). A probe inside a probe
    measures nothing (`NOTHING`)."""
    if mode not in MODES:
        raise ValueError(f"no probe mode {mode!r} (modes: {', '.join(MODES)})")
    if card == CHINA_CARD or getattr(game, "probe_depth", 0) > 0:
        return NOTHING
    runs = []
    for guess in range(GUESSES if card in READS_HIDDEN_HAND else 1):
        first, rolls, drawn_among = _one_run(game, side, card, mode, deciders, (3, 3), seed, guess, 0)
        picks = range(min(drawn_among, MAX_PICKS)) if drawn_among > 1 else range(1)
        for pick in picks:
            for dice in _dice_faces(rolls):
                runs.append(first if (dice, pick) == ((3, 3), 0) else
                            _one_run(game, side, card, mode, deciders, dice, seed, guess, pick)[0])
    return runs[0] if len(runs) == 1 else _average(runs)


def _dice_faces(rolls: int) -> list[tuple[int, int]]:
    """The faces a probe plays: none rolled, one run; one die, each face; two or more (a Summit, the
    Olympics: one die for each side), each pair of faces for the first die and the rest."""
    if rolls == 0:
        return [(3, 3)]
    if rolls == 1:
        return [(die, die) for die in range(1, 7)]
    return [(a, b) for a in range(1, 7) for b in range(1, 7)]


def _average(runs: list[Outcome]) -> Outcome:
    values = {}
    for f in fields(Outcome):
        if f.name == "lowest_defcon":
            values[f.name] = min(r.lowest_defcon for r in runs)
        elif f.name == "rolls":
            values[f.name] = any(r.rolls for r in runs)
        else:
            values[f.name] = sum(float(getattr(r, f.name)) for r in runs) / len(runs)
    return Outcome(**values)


def copy_game(game: Game, *, dice: object, seed: int) -> Game:
    """A copy of `game` to try a play on: the same board and card in play, its own random source and
    dice, no listeners, one probe deeper; played as in digital play even beside a real board (table mode
    off: the cards a player has not named stand for guesses, as the opponent's hand does)."""
    state = game.state.copy()
    state.options = {name: value for name, value in state.options.items() if name != TABLE}
    copy = Game(state, consequences=Consequences(), seed=game.seed, rng=random.Random(seed),
                deciders={}, dice=dice, check_invariants=False)
    copy.round_notes = dict(game.round_notes)
    copy.scoring_excused = dict(game.scoring_excused)
    copy.plays = [CardPlay(p.side, p.card, p.use, dict(p.present), p.headline) for p in game.plays]
    copy.card_play = copy.plays[-1] if copy.plays else None
    copy.probe_depth = getattr(game, "probe_depth", 0) + 1
    return copy


def hide_hand(copy: Game, side: str, guess: random.Random) -> None:
    """Deal the opponent of `side` a hand of the same size from the cards `side` cannot see (the draw
    pile and that hand), on the copy: what it holds is a guess."""
    state = copy.state
    opponent = other_side(side)
    held = [n for n in state.hands[opponent] if n != CHINA_CARD]
    unseen = sorted(held + list(state.draw_pile))
    if not held or len(unseen) == len(held):
        return
    dealt = guess.sample(unseen, len(held))
    for number in held:
        if number not in dealt:
            deck.move(copy, number, "draw_pile", quiet=True)
    for number in dealt:
        if number not in held:
            deck.move(copy, number, deck.hand_zone(opponent), quiet=True)


class ProbeRandom(random.Random):
    """The copy's random source: its first pick among several options takes the `pick`-th (so a probe can
    play each), and it remembers among how many it picked."""

    def __init__(self, seed: int, pick: int) -> None:
        super().__init__(seed)
        self.pick = pick
        self.drawn_among = 0

    def choice(self, seq: Any) -> Any:
        options = list(seq)
        if self.drawn_among == 0 and len(options) > 1:
            self.drawn_among = len(options)
            return options[self.pick % len(options)]
        return super().choice(options)


def _one_run(game: Game, side: str, card: int, mode: str, deciders: DeciderFactory, faces: tuple[int, int],
             seed: int, guess: int, pick: int) -> tuple[Outcome, int, int]:
    dice = ProbeDice(*faces)
    die = faces[0] * 7 + faces[1]
    copy = copy_game(game, dice=dice, seed=seed * 1_000_003 + card * 101 + die)
    chooser = ProbeRandom(seed * 1_000_003 + card * 101 + die, pick)
    copy.rng = chooser
    hide_hand(copy, side, random.Random(seed * 7 + card * 13 + guess))
    copy.deciders = deciders(copy)
    before = snapshot(copy, side)
    try:
        if mode == "event":
            cardplay.play_as_event(copy, side, card)
        elif mode == "headline":
            cardplay.play_headline(copy, side, card)
        elif mode == "headline_defcon_down":
            if copy.state.defcon > 2:
                tracks.degrade_defcon(copy, 1, "the other headline (a guess)")
            cardplay.play_headline(copy, side, card)
        elif mode == "triggered_at_defcon_2":
            if copy.state.defcon > 2:
                tracks.set_defcon(copy, 2, "a board supposed at DEFCON 2")
            _triggered(copy, side, card)
        else:
            _triggered(copy, side, card)
    except GameOver:
        pass
    state = copy.state
    after = snapshot(copy, side)
    winner = state.winner
    return Outcome(
        vp=after.vp - before.vp,
        region_vp=after.region_vp - before.region_vp,
        battlegrounds=after.battlegrounds - before.battlegrounds,
        countries=after.countries - before.countries,
        influence=after.influence - before.influence,
        space=after.space - before.space,
        defcon=state.defcon,
        lowest_defcon=state.defcon,
        win=1.0 if winner == side else 0.0,
        loss=1.0 if winner == other_side(side) else 0.0,
        rolls=dice.rolls > 0,
    ), dice.rolls, chooser.drawn_among


def _triggered(copy: Game, side: str, card: int) -> None:
    """`side` plays the opponent's `card` for Ops: the opponent's event, `side` phasing (5.2)."""
    play = cardplay.begin(copy, side, card, cardplay.OPS)
    try:
        cardplay.resolve_event(copy, side, card)
    finally:
        cardplay.end(copy, play)
