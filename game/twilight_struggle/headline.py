"""The headline phase (4.5 C).

* Each player chooses a card from its hand in secret (``headline.card``); The China Card may not
  be a headline (9.5), nor a card whose event says so (UN Intervention). Both are revealed
  together - except that the opponent of the side holding Man in Earth Orbit must choose and show
  its headline first (6.4.4): the questions are asked in that order.
* Lasting events may cancel a headline before any resolves (`hooks` ``headline_cancel``:
  Defectors); the cancelled card is discarded unresolved.
* The higher printed Ops value resolves first, the US first on a tie; scoring cards count 0 and
  resolve second, the US's first if both are scoring cards. Each event happens whoever's it is;
  the headline's player is the phasing player for DEFCON (4.5 C note). Headlines give no Ops.
* A headline whose event cannot happen now (a prerequisite, a condition, a ban) does nothing and
  goes to the discard pile (5.2 applied to the headline, TS-R9).
* At the table (`table`) each headline is named as it is revealed (``table.card``, ``headline`` in
  its info), among every card the hand may hold that may be a headline.
"""

from __future__ import annotations

from . import cardplay, deck, events, hooks, table
from .board import card_name, card_title, has_ability, is_scoring, printed_ops
from .game import Game
from .state import CHINA_CARD, US, USSR, other_side, side_name


def may_headline(number: int) -> bool:
    """The China Card (9.5) and a card whose event says so (UN Intervention) are never headlines."""
    entry = events.spec(number)
    return number != CHINA_CARD and (entry is None or entry.headline)


def headline_options(game: Game, side: str) -> list[int]:
    """The cards `side` may headline (at the table every card its hand may hold that may be one)."""
    return deck.hand_choices(game, side, may_headline)


def choose_headline(game: Game, side: str, options: list[int]) -> int | None:
    """`side`'s headline among `options`; at the table named by its player (None: the hand, which the
    program does not see, holds no card that may be a headline - ``none`` is then an answer)."""
    if table.enabled(game) and not table.bot_beside_player(game, side):
        extra = [table.NONE] if deck.may_hold_none(game, side, may_headline) else []
        number = table.card_played(game, side, [*options, *extra], headline=True)
        return None if number == table.NONE else number
    return game.choose(side, "headline.card", options, f"{side_name(side)}: choose your headline card",
                       labels={n: card_title(n) for n in options})


def choosing_order(game: Game) -> tuple[str, str]:
    """Who chooses first: the opponent of the Man in Earth Orbit holder (6.4.4); else the USSR."""
    for side in (US, USSR):
        if has_ability(game.state, side, "opponent_headlines_first"):
            return (other_side(side), side)
    return (USSR, US)


def resolution_order(headlines: dict[str, int]) -> list[str]:
    """Higher printed Ops first, the US first on a tie; scoring cards last (4.5 C)."""
    def key(side: str) -> tuple[int, int]:
        number = headlines[side]
        value = -1 if is_scoring(number) else printed_ops(number)
        return (-value, 0 if side == US else 1)

    return sorted(headlines, key=key)


def headline_phase(game: Game) -> None:
    state = game.state
    state.phase = "headline"
    state.action_round = 0
    game.round_notes = {}
    chosen: dict[str, int] = {}
    first, second = choosing_order(game)
    # what a front end recorded before the headline question applies now
    game.checkpoint("table.card" if table.enabled(game) else "headline.card")
    for side in (first, second):
        table.name_bot_hand(game, side)
        options = headline_options(game, side)
        if not options:
            game.log(f"{side_name(side)} has no card to headline")
            continue
        if side == second and has_ability(state, second, "opponent_headlines_first") and first in chosen:
            game.log(f"{side_name(first)} shows its headline first (Man in Earth Orbit): {card_name(chosen[first])}")
            game.face_down_headlines.pop(chosen[first], None)
        number = choose_headline(game, side, options)
        if number is None:
            game.log(f"{side_name(side)} has no card to headline")
            continue
        chosen[side] = number
        deck.put_in_play(game, number)
        game.face_down_headlines[number] = side
    game.face_down_headlines = {}  # both chosen: revealed together (4.5 C)
    for side, number in chosen.items():
        state.headlines[side] = number
        game.log(f"{side_name(side)} headline: {card_name(number)}")
    cancelled = set()
    for answer in hooks.collect("headline_cancel", game, dict(chosen)):
        cancelled.update(answer or ())
    for side in cancelled:
        number = chosen.pop(side)
        game.log(f"The {side_name(side)} headline {card_name(number)} is cancelled")
        deck.discard(game, number, "headline cancelled")
    for side in resolution_order(chosen):
        cardplay.play_headline(game, side, chosen[side])
        game.verify()
    for side in state.headlines:
        state.headlines[side] = None
    hooks.run("round_end", game, "")  # the headline phase ends like a round (NORAD, TS-R10)
