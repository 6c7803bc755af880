"""Building blocks the event cards share: asking for targets, placing and removing pieces.

Purposes follow ``event.<card number>.<what>`` so a Bot's event instructions and a test
script can tell the questions apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .. import board, caliphate, deck, events, pieces
from ..cardplay import fire_auto_trigger, note_target
from ..facts import CardFacts
from ..game import Game
from ..state import JIHADIST, US, Country, GameState, other_side
from ..victory import islamist_adjacency


def names_where(game: Game, test: Callable[[Country], bool], *, muslim_only: bool = False) -> list[str]:
    """Country names (sorted) whose country passes `test`."""
    return sorted(name for name, c in game.state.countries.items() if (c.muslim or not muslim_only) and test(c))


def allowed_target(game: Game, number: int, name: str) -> bool:
    """Events marked 'not in a Caliphate country' cannot target its members (11.3.8.4); nor Truce countries."""
    return _allowed(game.state, deck.card(number), name)


def _allowed(state: GameState, card: CardFacts, name: str) -> bool:
    if board.under_truce(state.countries[name]):
        return False
    return not (card.not_in_caliphate and board.is_caliphate_member(state, name))


def targets(game: Game, number: int, test: Callable[[Country], bool], *, muslim_only: bool = False) -> list[str]:
    """Candidate countries for card `number`: passing `test` and allowed for events (`allowed_target`,
    its card looked up once: every event the Bots weigh asks for its targets)."""
    state, card = game.state, deck.card(number)
    return [n for n in names_where(game, test, muslim_only=muslim_only) if _allowed(state, card, n)]


def choose_country(game: Game, side: str, number: int, candidates: Iterable[str], prompt: str,
                   what: str = "country", **info) -> str:
    options = sorted(candidates)
    return game.choose(side, f"event.{number}.{what}", options, prompt, card=number, **info)


def choose_countries(game: Game, side: str, number: int, candidates: Iterable[str], count: int, prompt: str,
                     *, minimum: int | None = None, what: str = "countries", **info) -> list[str]:
    options = sorted(candidates)
    return game.choose_many(side, f"event.{number}.{what}", options, count, prompt, minimum=minimum,
                            card=number, **info)


def choose_candidate(game: Game, side: str, number: int, what: str, prompt: str, *, asked_as: str | None = None,
                     **info) -> str:
    """Ask ``event.<number>.<what>`` among the candidates the event declares for it (`events.candidates`),
    the very list a Bot's charts looked at when they chose to play the event.

    `asked_as` names the question when one choice point takes one of several declared lists: the
    country of an "OR" event's chosen option (``event.206.country`` among the declared ``awakening``
    or ``reaction`` candidates). The question carries ``declared=<what>`` either way."""
    return choose_country(game, side, number, events.candidates(game, number, what, side), prompt,
                          what=asked_as or what, declared=what, **info)


def choose_option(game: Game, side: str, number: int, options: dict[str, str], prompt: str,
                  what: str = "option", **info) -> str:
    """One of several named effects (an 'OR' card, 11.3.12): options maps id -> description.

    A person is asked only when there is a choice; a Bot is always asked, even for a lone
    option, so that its chart sees what it is about to do (and a chart gap shows up)."""
    return game.choose(side, f"event.{number}.{what}", list(options), prompt, labels=options, card=number,
                       always_ask=len(options) > 1 or game.is_bot(side), **info)


def choose_event_option(game: Game, side: str, number: int, prompt: str, what: str = "option", **info) -> str | None:
    """Ask among the options the event declares (`events.options_offered`); None when it offers none."""
    options = events.options_offered(game, number, side)
    if not options:
        return None
    return choose_option(game, side, number, options, prompt, what=what, **info)


def option_then_candidate(game: Game, side: str, number: int, prompt: str, where: Callable[[str], str], *,
                          what: str = "option") -> tuple[str, str] | None:
    """An "OR" event carried out in one country: the option among those the event declares, then
    the country among that option's declared candidates (asked as ``event.<N>.country``, with the
    option as ``kind``). None, logged, when no option is offered."""
    choice = choose_event_option(game, side, number, prompt, what=what)
    if choice is None:
        game.log(f"  {deck.card(number).title}: nothing can be done")
        return None
    return choice, choose_candidate(game, side, number, choice, where(choice), asked_as="country", kind=choice)


def per_option(targets: Callable[[Game, str], list[str]], options: Iterable[str]) -> dict[str, events.Candidates]:
    """The ``candidates=`` of an event whose options each have their own countries: option -> list."""
    return {option: (lambda game, side, option=option: targets(game, option)) for option in options}


def place_cells(game: Game, number: int, name: str, count: int, *, active: bool = False,
                caliphate_ok: bool | None = None) -> int:
    """Cells placed by an event (funding does not limit them, 6.2.2); may let the Jihadist declare a Caliphate.

    `caliphate_ok` narrows a minaret card to the countries/sides its icon allows (11.3.8);
    by default any minaret card may declare.
    """
    placed = pieces.add_cells(game, name, count, active=active, why=deck.card(number).title)
    allowed = deck.card(number).caliphate_capable if caliphate_ok is None else caliphate_ok
    if allowed and placed >= 3:
        caliphate.offer_declaration(game, name, placed)
    return placed


def remove_cells(game: Game, remover: str, number: int, name: str, count: int) -> int:
    """Remove up to `count` cells from a country by event; the remover picks actives or sleepers.

    The US Bot takes sleepers before actives and the Jihadist Bot actives before sleepers
    (13.3.2, 12.3.3); a human is asked when both kinds are there.
    """
    country = game.state.countries[name]
    count = min(count, country.cells)
    if count <= 0:
        return 0
    low = max(0, count - country.sleepers)
    high = min(count, country.actives)
    actives = game.choose_number(remover, f"event.{number}.actives_removed", low, high,
                                 f"{name}: how many of the {count} cells removed are active?", card=number,
                                 country=name)
    pieces.remove_cells(game, name, actives=actives, sleepers=count - actives, why=deck.card(number).title)
    return count


def discard_random(game: Game, side: str) -> int | None:
    """The side discards a card at random from its hand (`deck.random_from_hand`: a Bot's is its top card)."""
    hand = game.state.hands[side]
    if not hand:
        game.log(f"  The {deck.side_name(side)} hand is empty: nothing to discard")
        return None
    chosen = deck.random_from_hand(game, side, "Random discard")
    deck.discard(game, chosen)
    game.log(f"  {deck.side_name(side)} discards {deck.card(chosen).name} at random")
    if deck.card(chosen).auto_trigger:
        fire_auto_trigger(game, side, chosen)  # US Election fires whenever it is discarded
    return chosen


def take_from_discard(game: Game, side: str, number: int, options: Iterable[int], prompt: str) -> int | None:
    """Pick one of the listed cards lying in the discard pile and put it in `side`'s hand."""
    present = [n for n in options if n in game.state.discard]
    if not present:
        return None
    chosen = game.choose(side, f"event.{number}.card", present, prompt,
                         labels={n: deck.card(n).name for n in present}, card=number)
    deck.to_hand(game, side, chosen)
    return chosen


def aim(game: Game, *names: str) -> None:
    """Record countries this event is aimed at even when it leaves them unchanged (Smartphones, 211-213)."""
    for name in names:
        note_target(game, name)


# -- troops held off the map by an event (11.3.4) ------------------------------------------


def off_map_key(number: int) -> str:
    return f"off_map_troops.{number}"


def troops_off_map_possible(game: Game, number: int) -> bool:
    state = game.state
    return board.troops_on_track(state) > 0 or any(
        c.troops > 0 and allowed_target(game, number, n) for n, c in state.countries.items())


def troops_to_off_map(game: Game, number: int, chooser: str, count: int) -> int:
    """Move up to `count` troop cubes to the off-map box for card `number`, from the track first (11.3.4).

    When the track runs out, `chooser` picks the country each further cube leaves. The card's
    count is kept (``state.counters``) so that exactly those troops come back when it ends.
    """
    state = game.state
    title = deck.card(number).title
    from_track = min(count, board.troops_on_track(state))
    pieces.move_troops(game, pieces.TRACK, pieces.OFF_MAP, from_track, title)
    moved = from_track
    while moved < count:
        sources = [n for n, c in state.countries.items() if c.troops > 0 and allowed_target(game, number, n)]
        if not sources:
            break
        source = choose_country(game, chooser, number, sources, f"{title}: a troop goes off-map from which country?",
                                what="troops_from", left=count - moved)
        pieces.move_troops(game, source, pieces.OFF_MAP, 1, title)
        moved += 1
    if moved < count:
        game.log(f"  Only {moved} troop(s) could go to the off-map box")
    state.counters[off_map_key(number)] = state.counters.get(off_map_key(number), 0) + moved
    return moved


def troops_back_from_off_map(game: Game, number: int, default: int) -> int:
    """The troops card `number` held off the map return to the track (`default` for a game saved
    before the count was kept); returns how many."""
    count = min(game.state.counters.pop(off_map_key(number), default), game.state.off_map_troops)
    pieces.move_troops(game, pieces.OFF_MAP, pieces.TRACK, count, deck.card(number).name)
    return max(count, 0)


def opponent(side: str) -> str:
    return other_side(side)


def is_us(side: str) -> bool:
    return side == US


def is_jihadist(side: str) -> bool:
    return side == JIHADIST


def caliphate_would_win(game: Game) -> bool:
    """A Caliphate declared now could end the game in the Jihadist's automatic victory: none is
    declared yet and Islamist Rule resources are 5 (the capital counts one more), with two adjacent
    Islamist Rule countries unless the Jihadist is a Bot (9.1). The cards' ``wins_now`` facts use it."""
    state = game.state
    return (state.caliphate_capital is None and board.islamist_resources(state) == 5
            and (game.is_bot(JIHADIST) or islamist_adjacency(game)))
