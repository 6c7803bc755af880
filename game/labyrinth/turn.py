"""The flow of play: action phases, playing a card, plot resolution, end of turn, game end.

A turn alternates Jihadist and US action phases of up to two cards each, Jihadist first,
until both hands are spent (a side with one card left may hold it, 5.2). Plots are
resolved after every US action phase. Playing a card means its event, its Ops (an
opponent's event on it then also occurs, unless a Bot is playing it: 12.4 / 13.4), or
adding its Ops to reserves (max 2). Reassessment uses the phase's two US cards.

US Election (240) is an automatic event: whenever the card is used for Ops (Reassessment's
second card included) or its Ops go to reserves, its effect runs for the side playing it -
before or after the Ops as that side chooses (``card.trigger_order``).

The countries each card's Events and Operations were aimed at are kept for the current and
the previous action phase (``state.targets_this_phase`` / ``targets_last_phase``, read by
Smartphones, 211-213): every country the card changed, plus the ones an operation attempt
targeted without changing anything (`note_target`). Before each card, a Truce (239) in play
may be ended early by either side (`cards.c211_240.offer_truce_end`).
"""

from __future__ import annotations

from . import board, deck, events, table
from .game import Game
from .state import JIHADIST, SIDES, US, other_side
from .victory import GameOver

EVENT, OPS, RESERVES, HOLD = "event", "ops", "reserves", "hold"
OIL_PRICE_SPIKE = 236
MAX_RESERVES = 2


def operations(side: str):
    if side == US:
        from .us_ops import OPERATIONS
    else:
        from .jihadist_ops import OPERATIONS
    return OPERATIONS


# -- the whole game ----------------------------------------------------------------------


def run_game(game: Game, max_turns: int | None = None) -> str | None:
    """Play turns until someone wins (or `max_turns` turns have been played); returns the winner."""
    played = 0
    try:
        while game.state.winner is None:
            play_turn(game)
            played += 1
            if max_turns is not None and played >= max_turns:
                break
    except GameOver:
        pass
    return game.state.winner


def play_turn(game: Game) -> None:
    """One full turn: action phases until both hands are done, then the end-of-turn sequence."""
    from .end_of_turn import end_turn

    state = game.state
    held: set[str] = set()
    state.action_phase = 0
    while True:
        active = [s for s in (JIHADIST, US) if state.hands[s] and s not in held]
        if not active:
            break
        for side in (JIHADIST, US):
            if state.hands[side] and side not in held:
                state.action_phase += 1
                if action_phase(game, side) == HOLD:
                    held.add(side)
            if side == US:
                resolve_plots(game)
        if not any(state.hands[s] and s not in held for s in SIDES):
            break
    end_turn(game)


def resolve_plots(game: Game) -> None:
    from .plots import resolve_all

    resolve_all(game)


def action_phase(game: Game, side: str) -> str | None:
    """Up to two cards for `side`; returns HOLD if the side keeps its last card for next turn."""
    from .cards.c211_240 import offer_truce_end
    from .optional_rules import at_action_phase

    state = game.state
    state.phase = side
    state.cards_played_in_phase = 0
    at_action_phase(game, side)  # optional rule 1 (Strong Horse / Zakat)
    # a new action phase: the last one's targets become "the previous phase" (Smartphones)
    state.targets_last_phase = list(state.targets_this_phase)
    state.targets_this_phase = []
    for _ in range(2):
        hand = state.hands[side]
        if not hand:
            break
        offer_truce_end(game, side)
        if len(hand) == 1 and state.cards_played_in_phase == 0 and may_hold(game, side):
            keep = game.confirm(side, "card.hold", f"Keep {deck.card(hand[0]).name} for next turn instead of playing it?",
                                card=hand[0])
            if keep:
                game.log(f"{deck.side_name(side)} holds its last card")
                return HOLD
        if table.enabled(game):
            number = table.card_played(game, side)  # at the table the player names the card
        else:
            number = game.choose(side, "card.choose", list(hand), f"{deck.side_name(side)}: which card do you play?",
                                 labels={n: deck.card(n).name for n in hand})
        used = play_card(game, side, number)
        state.cards_played_in_phase += used
        game.verify()
        if state.cards_played_in_phase >= 2:
            break
    return None


def may_hold(game: Game, side: str) -> bool:
    """The US Bot never holds its last card (13.2); the Infectious+ Jihadist makes the US play all (12.5)."""
    if game.is_bot(side):
        return False
    return not (side == US and game.is_bot(JIHADIST) and game.capability(JIHADIST, "us_must_play_all", False))


# -- one card ------------------------------------------------------------------------------


def play_choices(game: Game, side: str, number: int) -> list[str]:
    choices = []
    if events.can_play_event(game, number, side):
        choices.append(EVENT)
    choices.append(OPS)
    if game.state.reserves[side] < MAX_RESERVES:
        choices.append(RESERVES)
    return choices


def play_card(game: Game, side: str, number: int) -> int:
    """Play one card from `side`'s hand; returns how many cards of the phase it used (2 for Reassessment)."""
    card = deck.card(number)
    game.acting = side
    game.current_card = number
    game.card_scratch = {}
    before = _country_snapshot(game)
    deck.take(game, number)
    ops = board.card_ops(game.state, number)  # printed, or a scenario's override (Mitt's Turn, 143)
    game.log(f"{deck.side_name(side)} plays {card.name} ({ops} Ops, {card.association})", side)
    from .cards.c151_180 import ferguson_cancels

    if ferguson_cancels(game, side, number):  # Ferguson (166): no event, no Ops, yet the card counts
        finish_card(game, number, "discard")
        game.acting = ""
        game.current_card = None
        return 1
    bot = game.deciders.get(side)
    if game.is_bot(side) and callable(getattr(bot, "play_card", None)):
        # a Bot plays the card by its own charts (12.4 / 13.4) and puts it where it ends
        cards_used = bot.play_card(game, number)
        _note_changed(game, before)
        game.acting = ""
        game.current_card = None
        return cards_used
    choices = play_choices(game, side, number)
    labels = {EVENT: "play the event", OPS: "use the Ops", RESERVES: "add the Ops to reserves"}
    mode = game.choose(side, "card.play_as", choices, f"{card.name}: event, Ops or reserves?", labels=labels,
                       card=number, always_ask=True)
    cards_used = 1
    try:
        if mode == EVENT:
            run_event(game, side, number)
            if side == JIHADIST and game.is_bot(JIHADIST) and card.association == "unassociated":
                add_reserves(game, side, ops)  # 12.4.1: the Bot also banks an unassociated card's Ops
        elif mode == RESERVES:
            if card.auto_trigger:
                fire_auto_trigger(game, side, number)
            add_reserves(game, side, ops)
            if deck.where_is(game, number) == "none":
                finish_card(game, number, "discard")
        else:
            cards_used = play_for_ops(game, side, number)
    except GameOver:
        # the game ended during the card (e.g. the last cell removed): it still ends in the discard pile
        if deck.where_is(game, number) == "none":
            finish_card(game, number, "discard")
        raise
    _note_changed(game, before)
    game.acting = ""
    game.current_card = None
    return cards_used


def note_target(game: Game, name: str) -> None:
    """Record that an Event or Operation was aimed at `name` in this action phase (Smartphones)."""
    targets = game.state.targets_this_phase
    if name in game.state.countries and name not in targets:
        targets.append(name)


def _country_snapshot(game: Game) -> dict[str, tuple]:
    return {name: country.signature() for name, country in game.state.countries.items()}


def _note_changed(game: Game, before: dict[str, tuple]) -> None:
    """Every country the card changed was subject to its Event or Operation."""
    for name, country in game.state.countries.items():
        if before.get(name) != country.signature():
            note_target(game, name)


def add_reserves(game: Game, side: str, ops: int) -> None:
    reserves = game.state.reserves
    added = min(ops, MAX_RESERVES - reserves[side])
    if added > 0:
        reserves[side] += added
        game.log(f"  {deck.side_name(side)} reserves +{added} (now {reserves[side]})")


def run_event(game: Game, side: str, number: int) -> None:
    """Carry out a card's event for `side` and put the card where the event leaves it."""
    entry = events.spec(number)
    if entry is None:
        raise RuntimeError(f"card {number} has no event implementation")
    game.log(f"  {deck.side_name(side)} event: {deck.card(number).title}")
    previous = game.acting
    game.acting = side
    try:
        entry.effect(game, side)
        # optional rule 3: a Jihadist Bot loses a capability when the US plays a Jihadist personality event
        watcher = game.deciders.get(other_side(side)) if game.is_bot(other_side(side)) else None
        if callable(getattr(watcher, "opponent_event_played", None)):
            watcher.opponent_event_played(game, number)
    finally:
        game.acting = previous
        if game.state.winner is None or deck.where_is(game, number) == "none":
            fate = events.fate_after_event(game, number, side)
            if deck.where_is(game, number) == "none":
                finish_card(game, number, fate)
    # an event can win the game once its card has settled (Oil Price Spike counts while lapsing:
    # if both sides then qualify, the side that played it wins)
    from .victory import check_immediate

    check_immediate(game, oil_spike_side=side if number == OIL_PRICE_SPIKE else None)


def finish_card(game: Game, number: int, fate: str) -> None:
    if fate == "remove":
        deck.remove_from_game(game, number)
    elif fate == "mark":
        deck.mark_in_play(game, number)
    elif fate == "lapsing":
        deck.make_lapsing(game, number)
    elif fate == "keep":
        return
    else:
        deck.discard(game, number)


def play_for_ops(game: Game, side: str, number: int) -> int:
    """Use a card for Ops: reserves, the operation, and the opponent's event if it triggers."""
    state = game.state
    card = deck.card(number)
    opponent = other_side(side)
    triggers = opponent_event_triggers(game, side, number)
    order = "after"
    if triggers:
        question = (f"{card.name} fires automatically: before or after your Ops?" if card.auto_trigger else
                    f"{card.name} is a {deck.side_name(opponent)} event: does it happen before or after your Ops?")
        order = game.choose(side, "card.trigger_order", ["before", "after"], question, card=number)
        if order == "before":
            trigger_event(game, opponent, number)
    ops = board.card_ops(state, number)
    reserves = state.reserves[side]
    use_reserves = False
    if reserves and ops < 3:
        use_reserves = game.confirm(side, "card.use_reserves", f"Add your {reserves} reserve Op(s) to the card's {ops}?",
                                    card=number)
    available = min(3, ops + reserves) if use_reserves else ops
    ops_table = operations(side)
    possible = [name for name, op in ops_table.items() if available >= op.min_ops and op.available(game, available)]
    cards_used = 1
    if possible:
        labels = {name: ops_table[name].label for name in possible}
        name = game.choose(side, "card.operation", possible, f"{card.name}: which operation with {available} Ops?",
                           labels=labels, card=number, ops=available)
        if name == "reassessment":
            cards_used = 2
        used = ops_table[name].perform(game, available)
        if use_reserves:
            spent = reserves if not game.is_bot(side) else max(0, min(reserves, used - ops))
            state.reserves[side] -= spent
            if spent:
                game.log(f"  {deck.side_name(side)} reserves -{spent} (now {state.reserves[side]})")
    else:
        game.log(f"  No operation is possible with {available} Ops")
    if triggers and order == "after":
        if state.first_plot_card == number and card.association == opponent:
            # the first card used for Plot in a turn: its US event does not occur (8.5.3)
            game.log(f"  {card.name} is in the first plot box: its {deck.side_name(opponent)} event does not occur")
        else:
            trigger_event(game, opponent, number)
    if deck.where_is(game, number) == "none":
        finish_card(game, number, "discard")
    return cards_used


def opponent_event_triggers(game: Game, side: str, number: int) -> bool:
    """An opponent's event on a card used for Ops occurs (6.3.2) - but not when a Bot plays it (12.4, 13.4)."""
    card = deck.card(number)
    if card.auto_trigger:
        return True
    if card.association != other_side(side):
        return False
    if game.is_bot(side):
        return False
    return events.can_play_event(game, number, other_side(side))


def trigger_event(game: Game, side: str, number: int) -> None:
    """The opponent's event happens during someone else's card play.

    `side` is the opponent of the side playing the card; an automatic event (US Election)
    runs for the playing side instead.
    """
    card = deck.card(number)
    if card.auto_trigger:
        fire_auto_trigger(game, other_side(side), number)
        return
    if not events.can_play_event(game, number, side):
        game.log(f"  {card.title}: the {deck.side_name(side)} event cannot take effect")
        return
    game.log(f"  The {deck.side_name(side)} event on {card.title} occurs")
    run_event(game, side, number)


def fire_auto_trigger(game: Game, side: str, number: int) -> None:
    """An automatic event (US Election, 240) fires for `side`, the side using the card."""
    entry = events.spec(number)
    if entry is None:
        return
    game.log(f"  {deck.card(number).title} fires automatically")
    previous = game.acting
    game.acting = side
    try:
        entry.effect(game, side)
    finally:
        game.acting = previous


# -- dealing -------------------------------------------------------------------------------


def deal_hands(game: Game) -> None:
    """Deal both hands for a new turn; when the pile runs short, the next deck starts or the game ends."""
    from .victory import finish_at_end

    state = game.state
    jihadist = board.jihadist_hand_size(state)
    us = board.us_hand_size(state)
    if len(state.draw_pile) < jihadist + us:
        if state.deck_number >= state.decks:
            finish_at_end(game)
        deck.shuffle_discard_under(game)
    # cards are dealt alternately, Jihadist first (3.2)
    for i in range(max(jihadist, us)):
        if i < jihadist:
            deck.draw(game, JIHADIST, 1)
        if i < us:
            deck.draw(game, US, 1)
    game.log(f"Hands dealt: Jihadist {len(state.hands[JIHADIST])}, US {len(state.hands[US])}")
