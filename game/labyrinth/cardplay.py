"""Playing a card: for its event, its Ops or reserves; the opponent's event it sets off; where it ends.

The services every caller of a card shares - the turn driver, the Bots, events that play or
discard a card (Intel Community, Reaper...), Reassessment's second card:

* `play_card` - one card from a hand: a person chooses event, Ops or reserves
  (`play_choices`); a Bot side plays it by the rules the rulebook gives Bots (`play_as_bot`,
  12.4 / 13.4), asked every choice like a person. Cards that cancel a play (Ferguson, 166)
  are asked first through the ``cancels_card`` hook. While a card is in play, `game.card_play`
  (a `CardPlay`) says which, its Ops, what it is used for and the card Ops still unused.
* `run_event` - a card's event for a side, then the card's fate after it (`finish_card`:
  discard, remove, mark, lapsing) and the victory check an event ends with.
* `play_for_ops` / `opponent_event_triggers` / `trigger_event` - using a card for Ops sets
  off its opponent's event (6.3.2, not when a Bot plays it: 12.4, 13.4 - unless the Bot's
  tier says so, `opponent_event_on_bot_card`); US Election (240) fires whenever its card is
  used (`fire_auto_trigger`).
* `voluntary_cadre_removal` - before each card, a Bot whose tier allows it removes cadres.
* the reserves a card adds or takes (4.7.9, 12.4.4, 13.4.5) go through `tracks.add_reserves` and
  `tracks.spend_reserves`.
* `note_target` and the per-card snapshot - the countries each card's Events and Operations
  were aimed at, for this and the previous action phase (Smartphones, 211-213).
* `settling` - whatever happens while a card is being played (the game may end in the middle
  of it), it lands in a pile: the discard pile unless it went elsewhere (invariants: every card
  is in exactly one zone; while it is played, among the cards in play, `deck.play`).

This module sits below the operations and the cards: they import it, never the reverse.
The operations are found through `operations.for_side` (they register themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from botkit.protocol import Ask

from . import board, deck, events, hooks, operations, pieces, tracks
from .game import CardPlay, Game, InvariantBroken
from .optional_rules import personality_event
from .state import MAX_RESERVES, other_side
from .victory import check_immediate

EVENT, OPS, RESERVES, NO_OPERATION = "event", "ops", "reserves", "none"
NEVER, WHILE_RESERVES_EMPTY, ALWAYS = "never", "while_reserves_empty", "always"  # opponent_event_on_bot_card
UNASSOCIATED_OPS = "an unassociated event's Ops also go to reserves"
MAX_OPS = 3  # an operation never uses more than 3 Ops, reserves included (4.7.9)
OIL_PRICE_SPIKE = 236  # if both sides win on its lapsing resources, the side that played it wins


# -- a card's whereabouts ----------------------------------------------------------------


@contextmanager
def settling(game: Game, number: int) -> Iterator[None]:
    """While a card is being played: afterwards - even if the game ended meanwhile - it is in a zone."""
    try:
        yield
    finally:
        if deck.unsettled(game, number):
            finish_card(game, number, "discard")


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


# -- one card ------------------------------------------------------------------------------


def play_choices(game: Game, side: str, number: int) -> list[str]:
    """Event (if the side may play it), Ops, and reserves for a 1- or 2-Ops card while they are not full."""
    choices = []
    if events.can_play_event(game, number, side):
        choices.append(EVENT)
    choices.append(OPS)
    if game.state.reserves[side] < MAX_RESERVES and board.card_ops(game.state, number) < 3:
        choices.append(RESERVES)
    return choices


def play_card(game: Game, side: str, number: int) -> int:
    """Play one card from `side`'s hand; returns how many cards of the phase it used (2 for Reassessment)."""
    card = deck.card(number)
    previous = game.card_play
    game.acting = side
    game.current_card = number
    game.card_scratch = {}
    game.plays += 1
    before = dict(game.signed())
    game.touched.append(set())
    deck.play(game, number)
    ops = board.card_ops(game.state, number)  # printed, or a scenario's override (Mitt's Turn, 143)
    game.card_play = CardPlay(side, number, ops, ops, left=ops)
    game.report("card_played", side=side, card=number, name=card.name, ops=ops,
                association={"us": "US", "jihadist": "Jihadist"}.get(card.association, card.association))
    try:
        with settling(game, number):
            return _play(game, side, number)
    finally:
        _note_changed(game, before)
        game.acting = ""
        game.current_card = None
        game.card_play = previous


def _play(game: Game, side: str, number: int) -> int:
    card = deck.card(number)
    if hooks.any_true("cancels_card", game, side, number):  # Ferguson (166): no event, no Ops, yet it counts
        return 1
    if game.is_bot(side):
        return play_as_bot(game, side, number)
    choices = play_choices(game, side, number)
    labels = {EVENT: "play the event", OPS: "use the Ops", RESERVES: "add the Ops to reserves"}
    mode = game.choose(side, "card.play_as", choices, f"{card.name}: event, Ops or reserves?", labels=labels,
                       card=number, always_ask=True)
    if mode == EVENT:
        run_event(game, side, number)
        return 1
    if mode == RESERVES:
        return play_for_reserves(game, side, number)
    return play_for_ops(game, side, number)


def play_for_reserves(game: Game, side: str, number: int) -> int:
    """Adding a card's Ops to reserves is using it for Ops (6.3.3): its opponent's event occurs as it
    would for an operation (6.3.2), before or after as the side chooses; US Election fires."""
    ops = board.card_ops(game.state, number)

    def bank() -> int:
        tracks.add_reserves(game, side, ops)
        return 1  # one card of the phase

    return _around_opponent_event(game, side, number, "adding its Ops to reserves", bank)


# -- a Bot side's card (12.4, 13.4) --------------------------------------------------------------


class BotUses(Sequence):
    """What a Bot side may use a card for (12.4.1, 13.4.1-13.4.2), in the order offered: its event
    when the side may play it (never an automatic one), each operation possible with `ops`, the
    reserves, or no operation (the card's Ops go to Homeland, 13.4.4, or Radicalization, 12.4.3).

    Worked out only as far as it is looked at (why: an operation's availability is costly and
    a Bot's chart names one answer, so only that one is checked - ``use in uses``); listing it
    (a person's menu, an error message) works out every one. Each entry is settled the first
    time it is looked at, while the question is open (nothing changes the game meanwhile).
    """

    def __init__(self, game: Game, side: str, number: int, ops: int) -> None:
        self._game, self._side, self._number, self._ops = game, side, number, ops
        self._table = operations.for_side(side)
        self._offered: dict[str, bool] = {}
        self._listed: tuple[str, ...] | None = None

    def _possible(self, use: str) -> bool:
        known = self._offered.get(use)
        if known is None:
            game, ops = self._game, self._ops
            if use == EVENT:
                known = not deck.card(self._number).auto_trigger and events.can_play_event(game, self._number, self._side)
            elif use in (RESERVES, NO_OPERATION):
                known = True
            else:
                op = self._table.get(use)
                known = op is not None and ops >= op.min_ops and op.available(game, ops)
            self._offered[use] = known
        return known

    def _all(self) -> tuple[str, ...]:
        if self._listed is None:
            self._listed = tuple(use for use in (EVENT, *self._table, RESERVES, NO_OPERATION) if self._possible(use))
        return self._listed

    def __contains__(self, use: object) -> bool:
        return isinstance(use, str) and (use in self._listed if self._listed is not None else self._possible(use))

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __getitem__(self, index):  # type: ignore[override]
        return self._all()[index]

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, Sequence) and not isinstance(other, str) else other)

    def __hash__(self) -> int:
        return hash(self._all())

    def __repr__(self) -> str:
        return repr(list(self._all()))


def bot_uses(game: Game, side: str, number: int, ops: int) -> list[str]:
    """Every use a Bot side may make of a card now (`BotUses`, listed)."""
    return list(BotUses(game, side, number, ops))


def play_as_bot(game: Game, side: str, number: int) -> int:
    """A Bot side's card (12.4 Jihadist, 13.4 US); returns the cards of the phase it used.

    The rules the rulebook gives Bots, asking the Bot every choice (its charts answer):
    an automatic event (US Election) fires first; the Ops available are the card's plus the
    reserves, at most 3 (12.4.4, 13.4.5); the Bot says what the card is for (``card.use``);
    an opponent's event on the card does not occur (12.4, 13.4 notes) unless the Bot's tier
    says otherwise (`opponent_event_on_bot_card`); an unassociated event played also adds the
    card's Ops to the reserves (12.4.1, 13.4.2; a tier may say not: ``unassociated_event_adds_reserves``);
    an operation takes from the reserves only what it used beyond the card's Ops; card Ops it
    left unused (or all of them, with no operation) go to the side's own procedure for them
    (`operations.leftover`: Homeland, 13.4.4; Radicalization, 12.4.3).
    """
    state = game.state
    card = deck.card(number)
    play = game.card_play
    assert play is not None
    if card.auto_trigger:
        fire_auto_trigger(game, side, number)  # resolved first; the charts see what it left (D11)
    # the opponent's event, when the tier lets it occur, is placed before or after the Bot's Ops first
    # (as a person chooses, 6.3.2): what it does before them is what the Bot's use of the card sees
    rule = bot_opponent_event_rule(game, side, number)
    order = ""
    if rule != NEVER:
        order = game.choose(side, "card.trigger_order", ["before", "after"],
                            f"{card.name} is a {deck.side_name(other_side(side))} event: is it looked at before or "
                            "after the Bot's Ops?", card=number, rule=rule, always_ask=True)
        if order == "before":
            opponent_event_on_bot_card(game, side, number, rule)
    play.ops = min(MAX_OPS, play.card_ops + state.reserves[side])
    table = operations.for_side(side)
    labels = {EVENT: "play the event", RESERVES: "add the card's Ops to reserves",
              NO_OPERATION: "no operation (the card's Ops go to the Bot's own use of them)",
              **{name: op.label for name, op in table.items()}}
    # asked directly (always asked), so the options stay a lazy `BotUses`: `game.choose` would list them
    play.use = game.ask(Ask(side, "card.use", f"{card.name}: what does the {deck.side_name(side)} Bot use it for?",
                            BotUses(game, side, number, play.ops), "one", labels=labels,  # type: ignore[arg-type]
                            info={"card": number, "ops": play.ops, "card_ops": play.card_ops}))
    if play.use == EVENT:
        run_event(game, side, number)
        if card.association == "unassociated" and game.capability(side, "unassociated_event_adds_reserves", True):
            tracks.add_reserves(game, side, play.card_ops, UNASSOCIATED_OPS)
        return 1
    result = _bot_operation(game, side, number)
    if order == "after" and state.winner is None:
        opponent_event_on_bot_card(game, side, number, rule)
    return result


def _bot_operation(game: Game, side: str, number: int) -> int:
    """A Bot's card used for reserves, an operation or no operation, then its leftover procedure."""
    state = game.state
    play = game.card_play
    assert play is not None
    table = operations.for_side(side)
    if play.use == RESERVES:
        tracks.add_reserves(game, side, play.card_ops)
        return 1
    used = 0
    if play.use != NO_OPERATION:
        used = table[play.use].perform(game, play.ops)
        tracks.spend_reserves(game, side, used - play.card_ops, "the operation used them")
    play.left = max(0, play.card_ops - used)
    leftover = operations.leftover(side)
    if play.left and leftover is not None and state.winner is None:
        leftover(game, play.left)
    return 2 if play.use == "reassessment" else 1


# -- the opponent's event on a Bot's card (12.4 / 13.4 notes; a tier's rule, EB5) -------------------


def bot_opponent_event_rule(game: Game, side: str, number: int) -> str:
    """Whether the opponent's event on a card a Bot uses for Ops or reserves may occur: ``never`` (the
    rulebook's Bots, 12.4 / 13.4), ``while_reserves_empty`` or ``always`` (the tier's
    ``opponent_event_on_bot_card``; the Enhanced Jihadist Bot's Easier and Easiest levels)."""
    card = deck.card(number)
    if card.auto_trigger or card.association != other_side(side):
        return NEVER
    return str(game.capability(side, "opponent_event_on_bot_card", NEVER))


def opponent_event_on_bot_card(game: Game, side: str, number: int, rule: str) -> None:
    """The opponent's event on the Bot's card, looked at once (before or after its Ops, as it answered).

    While the Bot's reserves are not empty under ``while_reserves_empty`` it does not occur, and
    - if its conditions are met and the tier says so (``blocked_opponent_event_costs_reserves``) -
    the card's Ops come off the reserves (not below 0). Otherwise it occurs if its conditions
    are met, never when it could give the opponent an automatic victory (the card's ``wins_now``
    fact), nor from the first plot box (8.5.3); when it occurs and the tier says so
    (``opponent_event_adds_reserves``) the card's Ops go to the Bot's reserves (at most 2).
    """
    state = game.state
    card = deck.card(number)
    opponent = other_side(side)
    who = deck.side_name(opponent)
    ops = board.card_ops(state, number)
    met = events.conditions_met(game, number, opponent)
    if rule == WHILE_RESERVES_EMPTY and state.reserves[side] > 0:
        if met and game.capability(side, "blocked_opponent_event_costs_reserves", False):
            game.log(f"  {card.name}: the {who} event does not occur while the reserves hold Ops; "
                     f"its {ops} Op(s) come off them")
            tracks.spend_reserves(game, side, ops, f"the {who} event was blocked")
        else:
            game.log(f"  {card.name}: the {who} event does not occur while the reserves hold Ops")
        return
    if not met:
        game.log(f"  {card.title}: the {who} event cannot take effect")
        return
    if state.first_plot_card == number:
        game.log(f"  {card.name} is in the first plot box: its {who} event does not occur")
        return
    if hooks.card_says("wins_now", game, number, opponent):
        game.log(f"  {card.name}: the {who} event does not occur - it could give the {who} an automatic victory")
        return
    trigger_event(game, opponent, number)
    if game.capability(side, "opponent_event_adds_reserves", False):
        tracks.add_reserves(game, side, ops, f"the {who} event on {card.name} occurred")


def voluntary_cadre_removal(game: Game, side: str) -> None:
    """Before each of its cards a Bot whose tier allows it (``voluntary_cadre_removal``; the Enhanced
    Jihadist Bot, EB20 - a rule of that Bot, never a human's) may remove any of its cadres."""
    if not game.is_bot(side) or not game.capability(side, "voluntary_cadre_removal", False):
        return
    with_cadre = sorted(name for name, country in game.state.countries.items() if country.cadre)
    if not with_cadre:
        return
    removed = game.choose_many(side, "cadre.remove", with_cadre, len(with_cadre),
                               "Which cadres does the Bot remove before its card?", minimum=0)
    for name in removed:
        pieces.remove_cadre(game, name)


# -- events ----------------------------------------------------------------------------------


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
        if personality_event(number):
            game.trigger(f"personality_event_by_{side}")  # optional rule 3: markers follow it
    finally:
        game.acting = previous
        if game.state.winner is None or deck.unsettled(game, number):
            fate = events.fate_after_event(game, number, side)
            if deck.unsettled(game, number):
                finish_card(game, number, fate)
    # an event can win the game once its card has settled (Oil Price Spike counts while lapsing:
    # if both sides then qualify, the side that played it wins)
    check_immediate(game, oil_spike_side=side if number == OIL_PRICE_SPIKE else None)


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


# -- Ops -----------------------------------------------------------------------------------


def _around_opponent_event(game: Game, side: str, number: int, what: str, carry_out: Callable[[], int]) -> int:
    """Carry out `carry_out` (the Ops, or adding them to reserves) with the card's opponent's event, when
    it triggers, before or after it as the side chooses (``card.trigger_order``)."""
    state = game.state
    card = deck.card(number)
    opponent = other_side(side)
    triggers = opponent_event_triggers(game, side, number)
    order = "after"
    if triggers:
        question = (f"{card.name} fires automatically: before or after {what}?" if card.auto_trigger else
                    f"{card.name} is a {deck.side_name(opponent)} event: does it happen before or after {what}?")
        order = game.choose(side, "card.trigger_order", ["before", "after"], question, card=number)
        if order == "before":
            trigger_event(game, opponent, number)
    result = carry_out()
    if triggers and order == "after":
        if state.first_plot_card == number and card.association == opponent:
            # the first card used for Plot in a turn: its US event does not occur (8.5.3)
            game.log(f"  {card.name} is in the first plot box: its {deck.side_name(opponent)} event does not occur")
        else:
            trigger_event(game, opponent, number)
    return result


def play_for_ops(game: Game, side: str, number: int) -> int:
    """Use a card for Ops: reserves, the operation, and the opponent's event if it triggers."""
    return _around_opponent_event(game, side, number, "your Ops", lambda: _operation(game, side, number))


def _operation(game: Game, side: str, number: int) -> int:
    """The operation a card's Ops (and reserves) pay for; returns the cards of the phase it used."""
    state = game.state
    card = deck.card(number)
    ops = board.card_ops(state, number)
    reserves = state.reserves[side]
    use_reserves = False
    if reserves and ops < 3:
        use_reserves = game.confirm(side, "card.use_reserves", f"Add your {reserves} reserve Op(s) to the card's {ops}?",
                                    card=number)
    available = min(3, ops + reserves) if use_reserves else ops
    ops_table = operations.for_side(side)
    possible = [name for name, op in ops_table.items() if available >= op.min_ops and op.available(game, available)]
    cards_used = 1
    if possible:
        labels = {name: ops_table[name].label for name in possible}
        name = game.choose(side, "card.operation", possible, f"{card.name}: which operation with {available} Ops?",
                           labels=labels, card=number, ops=available)
        if name == "reassessment":
            cards_used = 2
        ops_table[name].perform(game, available)
        if use_reserves:
            tracks.spend_reserves(game, side, reserves, "added to the card's Ops")  # all of them go (4.7.9)
    else:
        game.log(f"  No operation is possible with {available} Ops")
    return cards_used


# -- targets (Smartphones, 211-213) --------------------------------------------------------


def new_action_phase(game: Game) -> None:
    """A new action phase: the last one's targets become "the previous phase" (Smartphones)."""
    state = game.state
    state.targets_last_phase = list(state.targets_this_phase)
    state.targets_this_phase = []


def note_target(game: Game, name: str) -> None:
    """Record that an Event or Operation was aimed at `name` in this action phase (Smartphones)."""
    targets = game.state.targets_this_phase
    if name in game.state.countries and name not in targets:
        targets.append(name)


def _note_changed(game: Game, before: dict[str, tuple]) -> None:
    """Every country the card changed was subject to its Event or Operation: of those its reports named
    (`Game.touched`), the ones whose signature is not what it was (with the invariants on, every
    country is compared, so a write that went unreported shows)."""
    touched = game.touched.pop()
    countries = game.state.countries
    if game.check_invariants:
        changed = [name for name, country in countries.items() if before.get(name) != country.signature()]
        missed = [name for name in changed if name not in touched]
        if missed:
            raise InvariantBroken(f"{', '.join(missed)} changed without a report naming it")
    else:
        changed = [name for name in countries if name in touched and before.get(name) != countries[name].signature()]
    for name in changed:
        note_target(game, name)

