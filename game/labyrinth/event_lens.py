"""The standing check that a Bot's event plays do what its "play this event?" answer claimed
(issue 11 section 5): random legal boards, each Bot's real answer, the event carried out with the
Bots answering (strict: a chart gap is an error), and a verdict.

Used by the seeded property test (``tests/labyrinth/test_bot_event_plays.py``, a few seconds)
and its long version (``bench/bot_events.py``). Nothing in the engine imports it.

Verdicts, for a card a Bot chose to play as its event (US: 13.4.2's answer, `us_vocab.event_playable`;
Jihadist: the EvO chart ends in ``play_event``, 12.4.1):

* ``crash``        - the event raised (a `BotError` from a chart gap included);
* ``no effect``    - nothing changed but the card's own pile (discard or removed) and the record of
  countries aimed at (Smartphones);
* ``helps the opponent`` - at least one change of the side's measure went the opponent's way and
  none went its own way.

For a card set off for a Bot by the opponent's Ops (6.3.2: the opponent a person, the Bot must carry
it out, so its effect is not its choice) only ``crash`` counts.

The measure (`MEASURE`): each item is a number read off the board, with the direction that helps
the US; the Jihadist's direction is the opposite. Cells, sleeper cells, plots, Reaction markers,
Besieged Regime markers, WMD (cached, available or plotted), Funding and the GWOT penalty help the
Jihadist as they rise; militia, troops on the map, Awakening and Aid markers, alignment toward Ally
and governance toward Good (in countries tested before the event), non-Muslim countries with the US
posture (13.3.4's aim), Prestige, the US hand and US reserves help the US as they rise, the Jihadist hand and reserves the Jihadist; countries in Civil
War (auto-recruit, 11.2.3) help the Jihadist. `EXPECTED_COST` lists the cards whose printed effect
makes the player pay (never flagged for that item), `CHANCE` the ones whose whole effect may come
down to dice (never flagged).

Every question at a choice point an event declares (``candidates={what: ...}``) must offer exactly
the declared candidates (`DeclaredChoices`; a difference is a ``crash``).
"""

from __future__ import annotations

import contextlib
import random
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from botkit.bot import ChartBot
from botkit.protocol import Ask, RandomDecider

from . import board, cardplay, deck, events, facts
from .bots import make_bot
from .bots.jihadist_vocab import ops_budget
from .bots.us_vocab import event_playable
from .consequences import Consequences
from .game import Game
from .invariants import violations
from .setup import blank_state
from .state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    ISLAMIST_RULE,
    JIHADIST,
    NEUTRAL,
    POOR,
    US,
    GameState,
    PlotMarker,
    other_side,
)
from .victory import GameOver, immediate_result

ALIGNMENT_SCORE = {ALLY: 2, NEUTRAL: 1, ADVERSARY: 0}
CARDS = range(121, 241)
ARAB_WINTER = 173


def _tested(state: GameState) -> set[str]:
    return {n for n, c in state.countries.items() if c.muslim and c.governance}


def _measure(state: GameState, tested: set[str]) -> dict[str, int]:
    countries = state.countries.values()
    return {
        "cells": sum(c.cells for c in countries),
        "sleepers": sum(c.sleepers for c in countries),
        "plots": sum(len(c.plots) for c in countries),
        "reaction": sum(c.reaction for c in countries),
        "besieged": sum(int(c.besieged) for c in countries),
        "civil_war": sum(int(c.civil_war) for c in countries),
        "wmd": sum(c.wmd for c in countries) + state.plots_available.count("WMD")
        + sum(1 for c in countries for p in c.plots if p.kind == "WMD"),
        "funding": state.funding,
        "gwot_penalty": board.gwot_penalty(state),
        "militia": sum(c.militia for c in countries),
        "troops": sum(board.total_troops(c) for c in countries),
        "awakening": sum(c.awakening for c in countries),
        "aid": sum(c.aid for c in countries),
        "toward_ally": sum(ALIGNMENT_SCORE.get(state.countries[n].alignment, 0) for n in tested
                           if state.countries[n].muslim and state.countries[n].governance),
        "good_governance": sum(5 - state.countries[n].governance for n in tested
                               if state.countries[n].muslim and state.countries[n].governance),
        "us_posture_countries": sum(1 for n, c in state.countries.items()
                                    if c.kind == "non_muslim" and n != "United States" and c.posture == state.us_posture),
        "prestige": state.prestige,
        "us_hand": len(state.hands[US]),
        "us_reserves": state.reserves[US],
        "jihadist_hand": len(state.hands[JIHADIST]),
        "jihadist_reserves": state.reserves[JIHADIST],
    }


# +1: the item helps the US as it rises; -1: it helps the Jihadist
MEASURE: dict[str, int] = {
    "cells": -1, "sleepers": -1, "plots": -1, "reaction": -1, "besieged": -1, "civil_war": -1, "wmd": -1, "funding": -1,
    "gwot_penalty": -1, "jihadist_hand": -1, "jihadist_reserves": -1,
    "militia": +1, "troops": +1, "awakening": +1, "aid": +1, "toward_ally": +1, "good_governance": +1,
    "us_posture_countries": +1, "prestige": +1, "us_hand": +1, "us_reserves": +1,
}

# (side, card) -> items the printed effect makes that side pay (not counted against the play)
EXPECTED_COST: dict[tuple[str, int], frozenset[str]] = {
    ("us", 133): frozenset({"civil_war"}),  # Benghazi Falls: Libya's Civil War is the US card's own effect
    # NPT Safeguards Ignored: a 4-6 kills the cell; its gain on a 1-3 (Iran's WMD made available) is
    # the same WMD count to the measure
    ("jihadist", 181): frozenset({"cells", "sleepers"}),
    # Sequestration: the US takes a card; the Jihadist's gain, troops off the track, is off the map
    ("jihadist", 184): frozenset({"us_hand"}),
    # Quagmire and Hagel set the US posture (the card's aim); the GWOT penalty, and with it the count
    # of countries sharing the US posture, moves with it
    ("jihadist", 192): frozenset({"gwot_penalty", "us_posture_countries"}),
    ("jihadist", 222): frozenset({"gwot_penalty", "us_posture_countries"}),
    ("us", 222): frozenset({"gwot_penalty", "us_posture_countries"}),
    # Fly Paper: cells placed in a Caliphate country turn active (11.3.8.2); the Caliphate they may
    # found is not in the measure
    ("jihadist", 221): frozenset({"sleepers"}),
}

# (side, card) whose whole effect may come down to dice: whatever they roll is not the Bot's choice
# (neither "no effect" nor "helps the opponent" is flagged)
CHANCE: dict[tuple[str, int], str] = {
    ("jihadist", 174): "Boston Marathon at Funding 9: only the US and Caucasus posture rolls",
    ("jihadist", 182): "Paris Attacks: the tan die may find no Hard country at or above it, the black die a "
                       "payload that is not available",
}

# (side, card) -> why its findings are not failures yet: faults of the audits (/work/audit/block-*.md)
# being fixed, or findings still to be judged. Remove an entry with its fix; the property test and
# bench/bot_events.py report every other finding as a failure.
PENDING: dict[tuple[str, int], str] = {
}

# bookkeeping that records attention or the card's own pile, not an effect
IGNORED_FIELDS = ("discard", "removed", "targets_this_phase", "targets_last_phase", "phase")


@dataclass(frozen=True)
class Finding:
    board: int
    side: str
    card: int
    verdict: str
    detail: str = ""

    def line(self) -> str:
        return f"board {self.board}: {self.side} card {self.card}: {self.verdict} {self.detail}".rstrip()


def verdict(side: str, card: int, before: dict[str, int], after: dict[str, int], changed: bool) -> tuple[str, str] | None:
    """The verdict on one play, or None when the play is fine."""
    if (side, card) in CHANCE:
        return None
    if not changed:
        return "no effect", ""
    direction = 1 if side == US else -1
    paid = EXPECTED_COST.get((side, card), frozenset())
    good, bad = [], []
    for item, sign in MEASURE.items():
        delta = after[item] - before[item]
        if not delta:
            continue
        helps = (delta > 0) == (sign * direction > 0)
        tag = f"{item}{'+' if delta > 0 else '-'}"
        if helps:
            good.append(tag)
        elif item not in paid:
            bad.append(tag)
    if bad and not good:
        return "helps the opponent", ",".join(bad)
    return None


# -- random legal boards ----------------------------------------------------------------------------


def random_board(rng: random.Random) -> GameState:
    """A board with the situations the audits found faults in: Truce markers, all 15 markers of a kind
    out, no militia left, Arab Winter, Civil War / Regime Change, untested countries, empty hands,
    plots (backlashed, WMD), cadres, country event markers, cards in the discard pile."""
    state = blank_state("lens")
    state.decks = 3
    state.prestige = rng.randint(1, 12)
    state.funding = rng.randint(1, 9)
    state.us_posture = rng.choice(["hard", "soft"])
    muslims = sorted(n for n, c in state.countries.items() if c.muslim)
    cells = troops = militia = aw = re = 0
    for name in muslims:
        c = state.countries[name]
        if rng.random() < 0.3:
            continue  # untested
        c.governance = rng.choice([GOOD, FAIR, FAIR, POOR, POOR, POOR, ISLAMIST_RULE])
        c.alignment = rng.choice([ALLY, NEUTRAL, ADVERSARY])
        middle = c.governance in (FAIR, POOR)
        if middle and rng.random() < 0.25:
            c.civil_war = True
        elif middle and rng.random() < 0.12:
            c.regime_change = rng.choice(["green", "tan"])
        n = rng.choice([0, 0, 1, 2, 3, 5])
        if cells + n <= 15:
            c.sleepers = rng.randint(0, n)
            c.actives = n - c.sleepers
            cells += n
        if n == 0 and rng.random() < 0.2:
            c.cadre = 1
        t = rng.choice([0, 0, 0, 2, 3])
        if troops + t <= 15:
            c.troops = t
            troops += t
        if middle:
            m = rng.choice([0, 0, 1, 2])
            if militia + m <= 15:
                c.militia = m
                militia += m
            if not c.civil_war:
                a, r = rng.choice([0, 0, 1, 2]), rng.choice([0, 0, 1, 2])
                if aw + a <= 15:
                    c.awakening = a
                    aw += a
                if re + r <= 15:
                    c.reaction = r
                    re += r
            c.aid = int(rng.random() < 0.2)
            c.besieged = rng.random() < 0.15
        if (c.civil_war or c.regime_change) and rng.random() < 0.12:
            c.markers.append(board.TRUCE)
        elif c.civil_war and not board.troops_present(c) and c.alignment != ADVERSARY and rng.random() < 0.2:
            c.markers.append("Advisors")
    hosts = [n for n in muslims if state.countries[n].governance in (FAIR, POOR) and not state.countries[n].civil_war]
    for kind in ("awakening", "reaction"):
        if hosts and rng.random() < 0.15:  # all 15 of a kind on the map
            on_map = sum(getattr(c, kind) for c in state.countries.values())
            host = state.countries[rng.choice(hosts)]
            setattr(host, kind, getattr(host, kind) + 15 - on_map)
    if hosts and rng.random() < 0.12:  # no militia left
        host = state.countries[rng.choice(hosts)]
        host.militia += 15 - board.militia_on_map(state)
    for name, c in state.countries.items():
        if (not c.muslim and c.kind == "non_muslim" and name != "United States"
                and not facts.countries()[name].fixed_posture and rng.random() < 0.5):
            c.posture = rng.choice(["hard", "soft"])
        if not c.muslim and cells < 15 and rng.random() < 0.06:
            c.sleepers = 1
            cells += 1
    for _ in range(rng.randint(0, 3)):
        kind = state.plots_available.pop(rng.randrange(len(state.plots_available)))
        where = rng.choice(sorted(n for n, c in state.countries.items() if c.kind != "iran_special"))
        country = state.countries[where]
        country.plots.append(PlotMarker(kind, face_up=True, backlash=country.muslim and rng.random() < 0.2))
    if rng.random() < 0.25 and state.countries["Pakistan"].wmd:
        state.countries["Pakistan"].wmd -= 1
        if rng.random() < 0.5:
            state.plots_available.append("WMD")
        else:
            state.countries[rng.choice(["United States", "Iraq", "United Kingdom"])].plots.append(
                PlotMarker("WMD", face_up=True))
    if rng.random() < 0.1:
        state.lapsing.append(ARAB_WINTER)
    pool = [n for n in CARDS if n != ARAB_WINTER]
    rng.shuffle(pool)
    state.hands[US] = [pool.pop() for _ in range(rng.choice([0, 0, 1, 3, 5]))]
    state.hands[JIHADIST] = [pool.pop() for _ in range(rng.choice([0, 0, 1, 3]))]
    state.discard = [pool.pop() for _ in range(rng.randint(0, 8))]
    state.draw_pile = pool[:30]
    state.reserves = {US: rng.randint(0, 2), JIHADIST: rng.randint(0, 2)}
    return state


def legal_boards(count: int, seed: int) -> Iterable[tuple[int, GameState]]:
    """`count` random boards that keep every invariant and are not already won (two Bots), numbered by
    the seed that built them."""
    made = 0
    number = seed
    while made < count:
        state = random_board(random.Random(number))
        probe = Game(state, consequences=Consequences(), seed=number)
        probe.bot_sides = {US, JIHADIST}
        if not violations(state) and immediate_result(probe) is None:
            made += 1
            yield number, state
        number += 1


# -- one play ------------------------------------------------------------------------------------------


_BOTS: dict[str, ChartBot] = {}


def _bot(side: str) -> ChartBot:
    """One strict Bot per side for the whole run (building one reads its tier: too slow per play)."""
    if side not in _BOTS:
        bot = make_bot(side, "off_guard" if side == US else "muddled")
        bot.strict = True
        bot.tracing = False
        _BOTS[side] = bot
    return _BOTS[side]


class DeclaredChoices:
    """Wraps a decider: a question at a choice point the event declares (``event.<N>.<what>`` with
    ``candidates={what: ...}``) must offer exactly the declared candidates."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def decide(self, game: Game, ask: Ask) -> Any:
        parts = ask.purpose.split(".")
        if len(parts) == 3 and parts[0] == "event" and parts[1].isdigit() and ask.kind in ("one", "many"):
            # a question asked among one of several declared lists names it (``declared``, e.g. 206's
            # country among the candidates of the option chosen)
            number, what = int(parts[1]), ask.info.get("declared", parts[2])
            if events.declares_candidates(number, what):
                declared = events.candidates(game, number, what, ask.side)
                if sorted(set(ask.options)) != sorted(set(declared)):
                    raise AssertionError(f"{ask.purpose} offers {list(ask.options)}, the event declares {declared}")
        return self.inner.decide(game, ask)


def _game(state: GameState, seed: int, bots: Iterable[str]) -> tuple[Game, dict[str, ChartBot]]:
    """A game on a copy of `state`; the given sides are strict Bots, the others answer at random."""
    game = Game(state.copy(), consequences=Consequences(), seed=seed,
                deciders={US: RandomDecider(seed), JIHADIST: RandomDecider(seed + 1)})
    made: dict[str, ChartBot] = {}
    for side in bots:
        made[side] = _bot(side)
        made[side].attach(game)
    for side in (US, JIHADIST):
        game.deciders[side] = DeclaredChoices(game.deciders[side])
    return game, made


def bot_would_play(game: Game, bot: ChartBot, number: int) -> bool:
    """The Bot's own answer to "play this card's event?" (13.4.2 / the EvO's first node, 12.4.1)."""
    card_ops = board.card_ops(game.state, number)
    if bot.side == US:
        return event_playable(bot.context(game, card=number, ops=min(3, card_ops + game.state.reserves[US])))
    ctx = bot.context(game, card=number, ops=ops_budget(game, card_ops))
    # the EvO's answer to card.use (its own tie-breaks on a generator of its own: the game's stays as it was)
    decision = bot.interpreter.walk("jihadist.evo", ctx, rng=random.Random(number))
    return decision.action.name == "answer" and decision.action.params.get("value") == cardplay.EVENT


def _in_hand_of(game: Game, side: str, number: int) -> None:
    """Card `number` is being played by `side`: out of wherever the board put it."""
    game.current_card = number
    game.state.phase = side
    game.acting = side
    deck.play(game, number)


def _carry_out(game: Game, run: Callable[[], None]) -> None:
    with contextlib.suppress(GameOver):  # an event may end the game: a legal outcome
        run()


def _compare(state: GameState) -> dict[str, Any]:
    return {k: v for k, v in state.to_dict().items() if k not in IGNORED_FIELDS}


def check_own_play(board_number: int, state: GameState, side: str, number: int) -> Finding | None:
    """`side`'s Bot decides on card `number`; if it plays the event, judge the outcome."""
    game, bots = _game(state, board_number, (US, JIHADIST))
    _in_hand_of(game, side, number)
    try:
        if not bot_would_play(game, bots[side], number):
            return None
    except Exception as exc:  # a crash in the answer itself is a finding too
        return Finding(board_number, side, number, "crash", f"deciding: {exc!r}")
    tested = _tested(game.state)
    before, compared = _measure(game.state, tested), _compare(game.state)
    try:
        _carry_out(game, lambda: cardplay.run_event(game, side, number))
    except Exception as exc:
        return Finding(board_number, side, number, "crash", f"{exc!r} {traceback.format_exc(limit=-2)}")
    found = verdict(side, number, before, _measure(game.state, tested), _compare(game.state) != compared)
    return Finding(board_number, side, number, *found) if found else None


def check_triggered_play(board_number: int, state: GameState, side: str, number: int) -> Finding | None:
    """The opponent (a person) used card `number` for Ops and `side`'s event occurs (6.3.2): it must not crash."""
    if deck.card(number).association != side:
        return None
    game, _ = _game(state, board_number, (side,))
    _in_hand_of(game, other_side(side), number)
    if not events.can_play_event(game, number, side):
        return None
    try:
        _carry_out(game, lambda: cardplay.trigger_event(game, side, number))
    except Exception as exc:
        return Finding(board_number, side, number, "crash (triggered)", f"{exc!r} {traceback.format_exc(limit=-2)}")
    return None


def run(boards: int, seed: int, cards: Iterable[int] = CARDS) -> list[Finding]:
    """Every card, both Bots, own and triggered plays, on `boards` random legal boards."""
    found: list[Finding] = []
    numbers = list(cards)
    for board_number, state in legal_boards(boards, seed):
        for number in numbers:
            for side in (US, JIHADIST):
                for check in (check_own_play, check_triggered_play):
                    finding = check(board_number, state, side, number)
                    if finding is not None:
                        found.append(finding)
    return found
