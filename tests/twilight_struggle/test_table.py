"""Table mode (the program beside a real board): the cards dealt and drawn are placeholders the program never
names; each card that shows itself is named by a player, among every card that may be there; typed dice are the
dice used; told the same cards and dice, a game at the table runs the same course as in digital play.

Until the session plays every side at one table, these games are driven through the engine with deciders: both
sides are people (``table.start(game, "all")``), each naming the cards of its own hand.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict, deque
from pathlib import Path
from typing import Any

import pytest

from botkit.protocol import ScriptedDecider, ScriptExhausted
from game.twilight_struggle import board, cardplay, coups, deck, end_of_turn, headline, rounds, table
from game.twilight_struggle.bots import make_bot
from game.twilight_struggle.cards import mid
from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.facts import facts
from game.twilight_struggle.game import Game
from game.twilight_struggle.invariants import violations
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import CHINA_CARD, US, USSR
from game.twilight_struggle.turn import play_turn, run_game
from game.twilight_struggle.victory import GameOver

from .helpers import hand, make_game, pair, where_is
from .test_random_play import KINDS, CountingDecider

ENGINE = Path(__file__).resolve().parents[2] / "game" / "twilight_struggle"
SETUP = [("setup.ussr_influence", [("poland", 4), ("east_germany", 2)]),
         ("setup.us_influence", [("west_germany", 4), ("italy", 3)])]


def table_game(seed: int = 7, answers: list[Any] | None = None) -> Game:
    """A standard game set up (the placements answered first) and dealt, then played at one table: both sides are
    people, answering from one script in the order the game asks (nothing unscripted: every question is
    expected), the dice read off real dice."""
    setup = ScriptedDecider(SETUP)
    game = start_game("standard", seed=seed, deciders={US: setup, USSR: setup}, check_invariants=True)
    table.start(game, "all")
    script = ScriptedDecider(answers or [])
    game.deciders = {US: script, USSR: script}
    game.dice = table.TableDice(game, "all")
    return game


def names(game: Game) -> list[str]:
    return [e.text for e in game.log_entries]


def at_table(game: Game, *, draw: tuple[int, ...] = (), us: tuple[int, ...] = (),
             ussr: tuple[int, ...] = ()) -> Game:
    """A game on an empty map (`make_game`) with these cards in the draw pile and the hands, at the table: all
    of them unseen."""
    game.state.draw_pile = list(draw)
    hand(game, US, *us)
    hand(game, USSR, *ussr)
    table.start(game, "all")
    return game


def fire(game: Game, side: str, number: int) -> bool:
    """`side` plays card `number` for its event, from its hand, where it shows itself."""
    game.state.hands[side].append(number)
    table.shown_in_hand(game, side, number)
    return cardplay.play_as_event(game, side, number)


# -- the deal and what the program knows ------------------------------------------------------------------------
def test_the_deal_is_placeholders_the_program_knows_no_card_of_a_hand():
    game = table_game()
    state = game.state
    assert [len(state.hands[US]), len(state.hands[USSR])] == [8, 8]
    assert table.known(state) == [] and board.hand_seen(state, US) == [] == board.hand_seen(state, USSR)
    assert table.unseen(state) == sorted(state.draw_pile + state.hands[US] + state.hands[USSR])
    assert table.candidates(game, US) == table.unseen(state) == table.candidates(game, USSR)
    # a placeholder's number means nothing: a scoring card's number in a hand is no scoring card held
    assert any(board.is_scoring(n) for n in state.hands[US] + state.hands[USSR])
    assert board.scoring_cards_in_hand(state, US) == [] == board.scoring_cards_in_hand(state, USSR)


def test_a_card_named_takes_a_placeholders_slot_and_every_card_stays_in_one_place():
    game = table_game()
    state = game.state
    named = state.draw_pile[0]  # where the program's shuffle happened to put it means nothing
    placeholder = state.hands[USSR][0]
    table.shown_in_hand(game, USSR, named)
    assert state.hands[USSR][0] == named and state.draw_pile[0] == placeholder
    assert table.known(state) == [named] and board.hand_seen(state, USSR) == [named]
    assert named not in table.unseen(state) and named not in table.candidates(game, US)
    assert named in table.candidates(game, USSR) and violations(state) == []
    other = state.hands[US][3]  # a placeholder of the other hand may be the card named too
    table.shown_in_hand(game, USSR, other)
    assert state.hands[USSR][1] == other and len(state.hands[US]) == 8 and violations(state) == []


def test_a_card_seen_elsewhere_is_never_offered_and_cannot_be_named():
    game = table_game(answers=[("table.card", 8), ("table.card", 27)])
    headline.headline_phase(game)
    ussr_asked, us_asked = game.deciders[US].asked
    assert 8 in ussr_asked.options and 8 not in us_asked.options  # the USSR's headline, named first
    assert us_asked.info == {"player": US, "headline": True} and ussr_asked.side == USSR and us_asked.side == US
    assert where_is(game, 8) == "removed" and where_is(game, 27) == "removed"
    assert not {8, 27} & set(table.candidates(game, US) + table.candidates(game, USSR))
    with pytest.raises(table.TableError, match=r"Fidel \(#8\) is not among the cards not yet seen"):
        table.shown_in_hand(game, US, 8)
    assert 32 not in ussr_asked.options  # UN Intervention is never a headline (TS-R9)
    assert CHINA_CARD not in ussr_asked.options


def test_a_hand_with_every_card_named_takes_no_other():
    game = at_table(make_game(), us=(19, 20))
    table.shown_in_hand(game, US, 19)
    table.shown_in_hand(game, US, 20)
    assert table.candidates(game, US) == [19, 20]
    with pytest.raises(table.TableError, match="every card of the US hand is named already"):
        table.shown_in_hand(game, US, 21)


def test_a_card_never_leaves_a_hand_for_a_public_place_unnamed():
    game = at_table(make_game(), us=(19, 20))
    with pytest.raises(table.TableError, match="card #19 would leave the US hand unnamed"):
        deck.discard(game, 19)
    table.shown_in_hand(game, US, 19)
    deck.discard(game, 19)
    assert where_is(game, 19) == "discard" and table.known(game.state) == []


# -- dice ---------------------------------------------------------------------------------------------------------
def test_dice_typed_are_the_dice_used():
    game = make_game(influence={"iran": (2, 0)}, phasing=USSR, ussr=[("table.die", 5)])
    game.dice = TWILIGHT_STRUGGLE.table_dice(game, "all")
    assert TWILIGHT_STRUGGLE.uses_table_dice(game)
    coups.coup(game, USSR, "iran", 2)
    assert game.deciders[USSR].asked[-1].purpose == "table.die"
    assert pair(game, "iran") == (0, 1)  # 5 + 2 Ops - 2 x stability 2 = 3: the two US influence off, one USSR on
    assert "Coup roll 5 + 2 Ops against 4: success by 3" in names(game)


def test_dice_read_off_real_dice_need_no_table_and_are_asked_of_the_players_side():
    game = make_game(us=[("table.die", 4)], phasing=USSR)  # digital play with --dice me: the US player rolls
    game.dice = TWILIGHT_STRUGGLE.table_dice(game, US)
    assert game.roll("test") == 4 and game.deciders[US].asked[0].side == US
    assert game.dice.to_dict() == {"kind": "table"} and not table.enabled(game)
    assert not TWILIGHT_STRUGGLE.uses_table_dice(make_game())


def test_the_definition_turns_table_mode_on():
    game = make_game()
    TWILIGHT_STRUGGLE.table_start(game, US)
    assert table.enabled(game) and table.human(game) == US
    assert table.asker(game, USSR) == US and table.asker(game, US) == US  # beside a Bot the player names its cards
    assert "table.card" in TWILIGHT_STRUGGLE.card_purposes


# -- a whole turn at the table, every answer scripted ---------------------------------------------------------------
TURN_1 = [
    ("table.card", 8), ("table.card", 27),  # headlines: the USSR's Fidel, the US's US/Japan Mutual Defense Pact
    # USSR 1: Five Year Plan for its Ops, its US event after: the USSR's card drawn at random is named
    ("table.card", 5), ("card.play_as", "ops"), ("card.event_order", "after"), ("ops.kind", "influence"),
    ("ops.influence", [("east_germany", 1), ("poland", 2)]), ("table.hand_card", 7),
    ("table.card", 25), ("card.play_as", "event"),  # US 1: Containment
    ("table.card", 11), ("card.play_as", "event"), ("table.die", 6),  # USSR 2: Korean War, a 6
    ("table.card", 26), ("card.play_as", "event"), ("event.ops.kind", "influence"),  # US 2: CIA Created
    ("ops.influence", [("iran", 2)]),
    ("table.card", 14), ("card.play_as", "event"),  # USSR 3: COMECON
    ("event.14.countries", ["hungary", "romania", "bulgaria", "czechoslovakia"]),
    # US 3: Blockade for its Ops, the USSR event after: the US discards Marshall Plan, named
    ("table.card", 10), ("card.play_as", "ops"), ("card.event_order", "after"), ("ops.kind", "influence"),
    ("ops.influence", [("pakistan", 2)]), ("event.10.discard", 23),
    ("table.card", 1),  # USSR 4: Asia Scoring
    ("table.card", 16), ("card.play_as", "space"), ("table.die", 2),  # US 4: Warsaw Pact Formed to space, a 2
    # USSR 5: The China Card, a coup in Pakistan, a 3
    ("table.card", CHINA_CARD), ("card.play_as", "ops"), ("ops.kind", "coup"), ("coup.target", "pakistan"),
    ("table.die", 3),
    ("table.card", 34), ("card.play_as", "event"),  # US 5: Nuclear Test Ban
    ("table.card", 9), ("card.play_as", "event"),  # USSR 6: Vietnam Revolts
    ("table.card", 22), ("card.play_as", "event"), ("event.22.country", "romania"),  # US 6: Independent Reds
    ("table.hand_cards", []),  # the end of the turn: the USSR's last card is no scoring card
]


def test_a_whole_turn_played_at_the_table():
    game = table_game(answers=list(TURN_1))
    state = game.state
    play_turn(game)
    script = game.deciders[US]
    assert not script.queue and [a.purpose for a in script.asked] == [p for p, _ in TURN_1]
    assert (state.turn, state.vp, state.defcon, state.military_ops, state.space) == (
        2, 2, 5, {US: 0, USSR: 0}, {US: 1, USSR: 0})
    assert {c: pair(game, c) for c in ("poland", "east_germany", "cuba", "japan", "south_korea", "iran", "pakistan",
                                       "romania", "vietnam", "hungary")} == {
        "poland": (0, 6), "east_germany": (0, 6), "cuba": (0, 3), "japan": (4, 0), "south_korea": (0, 1),
        "iran": (3, 0), "pakistan": (0, 2), "romania": (1, 1), "vietnam": (0, 2), "hungary": (0, 1)}
    assert state.discard == [7, 5, 23, 1, 16, 34]
    assert state.removed == [27, 8, 25, 11, 26, 14, 10, 9, 22]
    assert (state.china_holder, state.china_face_up) == (US, True)
    # the USSR's last card, never shown, is still a placeholder; nothing is known of a hand
    assert [len(state.hands[US]), len(state.hands[USSR])] == [0, 1] and table.known(state) == []
    assert "The USSR shows its hand: 4 cards not named to the program" in names(game)
    assert "The USSR discards Socialist Governments at random" in names(game)
    assert "Korean War: roll 6-1 = 5, victory (4+ needed)" in names(game)
    assert "Coup roll 3 + 5 Ops against 4: success by 4" in names(game)
    # the next turn's deal: placeholders again, counted, never named
    end_of_turn.start_turn(game)
    assert [len(state.hands[US]), len(state.hands[USSR])] == [8, 8] and table.known(state) == []
    assert [e.text for e in game.log_entries if e.kind == "deal" and e.turn == 2] == [
        "USSR is dealt 7 cards", "US is dealt 8 cards"]
    assert violations(state) == []


# -- every card an event takes from a hand ---------------------------------------------------------------------------
def test_five_year_plan_the_card_drawn_at_random_is_named_and_a_us_event_goes_off():
    # 7 and 8 are placeholders: the USSR hand really holds Truman Doctrine
    game = at_table(make_game(ussr=[("table.hand_card", 19)], us=[("event.19.country", "poland")],
                              influence={"poland": (0, 1)}), draw=(19, 40), ussr=(7, 8))
    fire(game, US, 5)
    asked = game.deciders[USSR].asked[0]
    assert asked.purpose == "table.hand_card" and asked.options == (7, 8, 19, 40)
    assert where_is(game, 19) == "removed" and pair(game, "poland") == (0, 0)  # Truman Doctrine went off for the US
    assert len(game.state.hands[USSR]) == 1 and violations(game.state) == []


def test_terrorism_twice_names_two_cards_the_second_among_the_cards_left():
    game = at_table(make_game(us=[("table.hand_card", 21), ("table.hand_card", 20)]), draw=(30, 31),
                    us=(19, 20, 21))
    game.state.effects[82] = {"side": USSR}
    fire(game, USSR, 92)
    first, second = game.deciders[US].asked
    assert 21 in first.options and 21 not in second.options
    assert where_is(game, 21) == where_is(game, 20) == "discard" and len(game.state.hands[US]) == 1


def test_grain_sales_the_card_drawn_is_named_and_known_in_the_hand_it_goes_back_to():
    game = at_table(make_game(ussr=[("table.hand_card", 30)], us=[("event.67.keep", False),
                                                                   ("ops.influence", [("canada", 2)])],
                              influence={"canada": (1, 0)}), draw=(30,), ussr=(7, 8))
    fire(game, US, 67)
    assert board.hand_seen(game.state, USSR) == [30] and 30 not in table.candidates(game, US)
    assert game.deciders[US].asked[0].info["drawn"] == 30


def test_missile_envy_offers_every_card_as_high_as_the_best_named_and_none_while_possible():
    game = at_table(make_game(us=[("event.49.card", table.NONE)]), draw=(1, 2, 3), us=(19, 20))  # 3 scoring unseen
    fire(game, USSR, 49)
    asked = game.deciders[US].asked[0]
    assert asked.options == (19, 20, "none")  # both placeholders may be scoring cards: none is possible
    assert where_is(game, 49) == "discard" and "The US has no card to give for Missile Envy" in names(game)
    game = at_table(make_game(us=[("event.49.card", 23)]), draw=(19,), us=(20, 23))
    table.shown_in_hand(game, US, 20)  # Olympic Games (2 Ops) named: the highest is 2 Ops or more
    fire(game, USSR, 49)
    assert game.deciders[US].asked[0].options == (20, 23)  # Truman Doctrine (1 Op) cannot be the highest
    assert where_is(game, 49) == "hand_us" and 49 in board.hand_seen(game.state, US)


def test_quagmire_at_the_table_none_then_a_scoring_card_or_none():
    game = at_table(make_game(us=[("event.42.discard", "none"), ("event.42.scoring", "none")]), draw=(1, 19),
                    us=(8,))
    game.state.effects[42] = {"side": US}
    assert mid.quagmire_round(game, US)
    escape, scoring = game.deciders[US].asked
    assert escape.options == (8, "none") and scoring.options == (1, "none")  # Fidel is worth 2 Ops, Truman 1
    assert "US has no card to escape Quagmire with and loses the round" in names(game)


def test_ask_not_at_the_table_names_the_discards_one_by_one_and_draws_placeholders():
    game = at_table(make_game(us=[("event.77.card", 30), ("event.77.card", "none")]), draw=(40, 41, 30),
                    us=(19, 20))
    fire(game, US, 77)
    first, last = game.deciders[US].asked
    assert first.options == (19, 20, 30, 40, 41, "none") and 30 not in last.options
    assert where_is(game, 30) == "discard" and len(game.state.hands[US]) == 2 and table.known(game.state) == []


def test_our_man_in_tehran_only_the_discards_are_named_and_nothing_is_shuffled():
    game = at_table(make_game(influence={"israel": (4, 0)}, us=[("event.108.discard", [30, 31])]),
                    draw=[40, 41, 20, 21, 22, 23, 30, 31])
    before = game.rng.getstate()
    fire(game, US, 108)
    assert where_is(game, 30) == "discard" == where_is(game, 31) and game.state.hands[US] == []
    assert sorted(game.state.draw_pile) == [20, 21, 22, 23, 40, 41] and table.known(game.state) == []
    assert game.rng.getstate() == before
    assert "Our Man in Tehran: the US looks at the top 5 cards of the draw pile" in names(game)


def test_the_cambridge_five_the_us_names_the_scoring_cards_it_shows():
    game = at_table(make_game(us=[("table.hand_cards", [3])], ussr=[("event.104.country", "iran")]),
                    draw=(1, 2, 3), us=(19, 20))
    fire(game, USSR, 104)
    assert game.deciders[US].asked[0].options == (1, 2, 3)
    assert 3 in board.hand_seen(game.state, US) and pair(game, "iran") == (0, 1)
    assert "The US shows its scoring cards: Middle East Scoring" in names(game)


def test_aldrich_ames_the_shown_hand_is_not_named_only_the_discard():
    game = at_table(make_game(ussr=[("event.98.card", 30)]), draw=(30,), us=(19, 20))
    fire(game, USSR, 98)
    assert "The US shows its hand for the rest of the turn: 2 cards not named to the program" in names(game)
    assert where_is(game, 30) == "discard" and len(game.state.hands[US]) == 1


def test_a_scoring_card_held_at_the_end_of_the_turn_is_named_and_loses():
    game = at_table(make_game(us=[("table.hand_cards", [2])], ussr=[("table.hand_cards", [])]),
                    draw=(2, 40), us=(19,), ussr=(20,))
    with pytest.raises(GameOver):
        end_of_turn.held_cards(game)
    assert game.state.winner == USSR and game.state.hands[US] == [2]


def test_a_headline_may_be_none_only_when_the_hand_may_hold_no_card_that_may_be_one():
    game = at_table(make_game(ussr=[("table.card", "none")]), draw=(32,), ussr=(20,))
    assert headline.choose_headline(game, USSR, headline.headline_options(game, USSR)) is None
    assert game.deciders[USSR].asked[0].options == (20, "none")  # its one card may be UN Intervention
    game = at_table(make_game(ussr=[("table.card", 20)]), draw=(32,), ussr=(20, 21))
    assert headline.choose_headline(game, USSR, headline.headline_options(game, USSR)) == 20
    assert game.deciders[USSR].asked[0].options == (20, 21)  # two cards cannot both be UN Intervention


def test_the_reshuffle_at_the_table_shuffles_nothing():
    game = at_table(make_game())
    game.state.discard = [30, 31, 32]
    before = game.rng.getstate()
    deck.reshuffle(game)
    assert game.state.draw_pile == [30, 31, 32] and game.rng.getstate() == before
    assert table.unseen(game.state) == [30, 31, 32]


# -- the engine never names a card it was not told ------------------------------------------------------------------
TITLES = {card.name: number for number, card in facts().cards.items() if number != CHINA_CARD}
TITLE = re.compile("(?<![\\w])(?:" + "|".join(re.escape(t) for t in sorted(TITLES, key=len, reverse=True))
                   + ")(?![\\w])")


def watch_for_names(game: Game) -> list[tuple[str, int]]:
    """Every log line as it is told: a card it names must not be a placeholder then (the program does not know
    it). The name of an effect in play is public, and so is a rule's reason why an event does not happen
    ("Solidarity needs John Paul II Elected Pope first" says where no card is)."""
    leaks: list[tuple[str, int]] = []

    def heard(entry: Any) -> None:
        told = entry.text.split(" does not happen: ")[0]
        named = {TITLES[m] for m in TITLE.findall(told)}
        if isinstance(entry.fields.get("card"), int):
            named.add(entry.fields["card"])
        hidden = set(table.unseen(game.state)) - set(game.state.effects)
        if entry.kind not in ("effect_on", "effect_off"):
            leaks.extend((entry.text, n) for n in sorted(named & hidden))

    game.listeners.append(heard)
    return leaks


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("seed", range(3))
def test_random_games_at_the_table_never_name_a_card_they_were_not_told(kind, seed):
    scenario, options = KINDS[kind]
    player = CountingDecider(seed, cautious=True)  # names any card that may be there, answers at random
    game = start_game(scenario, seed=seed, deciders={US: player, USSR: player}, options=options,
                      check_invariants=True)
    table.start(game, "all")
    game.dice = table.TableDice(game, "all")
    leaks = watch_for_names(game)
    run_game(game)
    assert game.state.over and leaks == []
    assert player.decisions > 0


# -- twins: told what digital play dealt, drew and rolled, the table runs the same course --------------------------
class Record:
    """What a digital game did, for its twin at the table: the card each side chose in each round and headline,
    every other one-option answer by purpose (asked, or a single option nobody was asked), the other answers by
    purpose, the cards drawn at random, the dice, and the scoring cards The Cambridge Five showed."""

    def __init__(self) -> None:
        self.cards: dict[tuple[Any, ...], Any] = {}
        self.chosen: dict[str, deque[Any]] = defaultdict(deque)
        self.asked: dict[str, deque[Any]] = defaultdict(deque)
        self.picks: deque[int] = deque()
        self.dice: deque[int] = deque()
        self.shown: list[list[int]] = []


def card_key(game: Game, side: str, purpose: str) -> tuple[Any, ...]:
    state = game.state
    return (purpose, state.turn, state.action_round if purpose == "card.choose" else 0, side)


CARD_PURPOSES = ("card.choose", "headline.card")
SCORING_FIRST = "scoring first"  # `rounds.scoring_first`'s answer: are scoring cards due?


class Choices:
    """Wraps a game's `choose`, Missile Envy's and the traps' `card_or_none` (a card of a hand or none, asked or
    not) and `rounds.scoring_first` (the scoring cards due before a trap or a forced card; at the table asked
    when the placeholders may make them due, ``table.scoring_due``): `seen(purpose, result)` hears every
    result, `before(purpose)` every call before it is made."""

    def __init__(self, game: Game, patch: pytest.MonkeyPatch, seen: Any, before: Any = None) -> None:
        self.inside = False
        choose, card_or_none, scoring_first = game.choose, mid.card_or_none, rounds.scoring_first

        def wrapped_scoring_first(of: Game, side: str) -> list[int]:
            if before is not None:
                before(of, side, SCORING_FIRST)
            due = scoring_first(of, side)
            seen(of, side, SCORING_FIRST, bool(due))
            return due

        def wrapped_choose(side: str, purpose: str, options: Any, prompt: str, **kwargs: Any) -> Any:
            mine = not self.inside and not purpose.startswith("table.") and purpose != "event.77.card"
            if mine and before is not None:
                before(game, side, purpose)
            answer = choose(side, purpose, options, prompt, **kwargs)
            if mine:
                seen(game, side, purpose, answer)
            return answer

        def wrapped_card_or_none(of: Game, side: str, purpose: str, *args: Any, **kwargs: Any) -> int | None:
            if before is not None:
                before(of, side, purpose)
            self.inside = True
            try:
                taken = card_or_none(of, side, purpose, *args, **kwargs)
            finally:
                self.inside = False
            seen(of, side, purpose, taken)
            return taken

        game.choose = wrapped_choose  # type: ignore[method-assign]
        patch.setattr(mid, "card_or_none", wrapped_card_or_none)
        patch.setattr(rounds, "scoring_first", wrapped_scoring_first)


class RecordingDecider:
    def __init__(self, inner: Any, record: Record) -> None:
        self.inner, self.record = inner, record

    def decide(self, game: Game, ask: Any) -> Any:
        answer = self.inner.decide(game, ask)
        if ask.kind != "one":  # a one-option answer is kept by `Choices`, asked or not
            self.record.asked[ask.purpose].append(answer)
        return answer


def play_digital(kind: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> tuple[Game, Record]:
    scenario, options = KINDS[kind]
    record = Record()
    deciders = {US: RecordingDecider(CountingDecider(seed, True), record),
                USSR: RecordingDecider(CountingDecider(seed + 10_000, True), record)}
    game = start_game(scenario, seed=seed, deciders=deciders, options=options, check_invariants=True)

    def seen(of: Game, side: str, purpose: str, answer: Any) -> None:
        if purpose in CARD_PURPOSES:
            record.cards[card_key(of, side, purpose)] = answer
        else:
            record.chosen[purpose].append(answer)

    pick, roll = game.random_pick, game.dice.roll

    def recorded_pick(options: Any) -> Any:
        record.picks.append(pick(options))
        return record.picks[-1]

    def recorded_roll(purpose: str) -> int:
        record.dice.append(roll(purpose))
        return record.dice[-1]

    with monkeypatch.context() as patch:
        Choices(game, patch, seen)
        game.random_pick = recorded_pick  # type: ignore[method-assign]
        game.dice.roll = recorded_roll  # type: ignore[method-assign]
        run_game(game)
    for entry in game.log_entries:
        if entry.text.startswith("The US shows its scoring cards: "):
            record.shown.append([TITLES[m] for m in TITLE.findall(entry.text)])
    return game, record


class Twin:
    """The players at the table, told what the digital game did: they name each card it dealt or drew as the card
    shows itself, answer as it answered, and read its dice."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.expected: dict[str, Any] = {}
        self.ask_not: deque[Any] = deque()

    def before(self, game: Game, side: str, purpose: str) -> None:
        if purpose not in CARD_PURPOSES:
            self.expected[purpose] = self.record.chosen[purpose].popleft()

    def seen(self, game: Game, side: str, purpose: str, answer: Any) -> None:
        if purpose not in CARD_PURPOSES:
            assert answer == self.expected.pop(purpose), purpose  # the twins answer alike, asked or not

    def decide(self, game: Game, ask: Any) -> Any:
        record = self.record
        if ask.purpose == "table.card":
            purpose = "headline.card" if ask.info["headline"] else "card.choose"
            return record.cards.get(card_key(game, ask.info["player"], purpose), table.NONE)
        if ask.purpose == "table.hand_card":
            return record.picks.popleft()
        if ask.purpose == "table.die":
            return record.dice.popleft()
        if ask.purpose == "table.scoring_due":
            return self.expected[SCORING_FIRST]
        if ask.purpose == "table.hand_cards":
            shown: list[int] = []
            if ask.prompt.startswith("The Cambridge Five"):  # what the digital game showed at the same play of it
                plays = names(game).count("The Cambridge Five: the USSR carries out the event")
                shown = record.shown[plays - 1]
            return [n for n in shown if n in ask.options]
        if ask.purpose == "event.77.card":
            if not self.ask_not:
                self.ask_not.extend([*record.asked["event.77.cards"].popleft(), table.NONE])
            return self.ask_not.popleft()
        if ask.kind == "one":
            expected = self.expected[ask.purpose]
            return table.NONE if expected is None else expected
        return record.asked[ask.purpose].popleft()


def play_at_the_table(kind: str, seed: int, record: Record, monkeypatch: pytest.MonkeyPatch) -> Game:
    scenario, options = KINDS[kind]
    twin = Twin(record)
    game = start_game(scenario, seed=seed, deciders={US: twin, USSR: twin}, options=options, check_invariants=True)
    table.start(game, "all")
    game.dice = table.TableDice(game, "all")
    leaks = watch_for_names(game)
    with monkeypatch.context() as patch:
        Choices(game, patch, twin.seen, twin.before)
        run_game(game)
    assert not record.picks and not record.dice and not any(record.chosen.values())
    assert leaks == []
    return game


def differs_at_the_table(text: str) -> bool:
    """The lines that name a hand's cards in digital play and only count them at the table."""
    return text.startswith(("The USSR shows its hand", "The US shows its hand", "Our Man in Tehran: the US looks at"))


def course(game: Game) -> list[str]:
    """A game's log as both twins tell it: without the lines that differ at the table, and with Our Man in
    Tehran's discards in order of number (digital play discards them in the order they were drawn, which at
    the table is the players' to know)."""
    lines: list[str] = []
    run: list[str] = []
    for text in names(game):
        if differs_at_the_table(text):
            continue
        if text.endswith("-> the discard pile (Our Man in Tehran)"):
            run.append(text)
            continue
        lines += sorted(run) + [text]
        run = []
    return lines + sorted(run)


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("seed", range(3))
def test_a_table_game_told_the_digital_cards_and_dice_runs_the_same_course(kind, seed, monkeypatch):
    digital, record = play_digital(kind, seed, monkeypatch)
    at_the_table = play_at_the_table(kind, seed, record, monkeypatch)
    assert_same_course(digital, at_the_table)


# every way an event takes a card from a hand, and the question whether scoring cards are due before a trap or
# a forced card: the two twin games below ask them all between them
TAKING = {"table.hand_card", "table.scoring_due", "turn.held_card", "event.10.discard", "event.32.card",
          "event.42.discard", "event.42.scoring", "event.44.discard", "event.44.scoring", "event.49.card",
          "event.67.keep", "event.77.card", "event.95.discard", "event.98.card", "event.104.country",
          "event.108.discard"}


def test_twins_where_every_card_taken_from_a_hand_is_named_run_the_same_course(monkeypatch):
    asked: set[str] = set()
    for kind, seed in (("optional_rules", 9), ("late_war", 36)):
        digital, record = play_digital(kind, seed, monkeypatch)
        decide = Twin.decide

        def noting(twin: Twin, game: Game, ask: Any, decide: Any = decide) -> Any:
            asked.add(ask.purpose)
            return decide(twin, game, ask)

        monkeypatch.setattr(Twin, "decide", noting)
        at_the_table = play_at_the_table(kind, seed, record, monkeypatch)
        monkeypatch.setattr(Twin, "decide", decide)
        assert_same_course(digital, at_the_table)
    assert TAKING - asked == set()


def assert_same_course(digital: Game, at_the_table: Game) -> None:
    assert course(at_the_table) == course(digital)
    a, b = digital.state, at_the_table.state
    assert (a.winner, a.end_reason, a.turn, a.vp, a.defcon, a.influence, a.space, a.removed, a.effects) == (
        b.winner, b.end_reason, b.turn, b.vp, b.defcon, b.influence, b.space, b.removed, b.effects)


# -- the engine's shape ---------------------------------------------------------------------------------------------
def calls(name: str) -> list[str]:
    """The modules of the engine (and the function in each) calling `<something>.<name>(...)`."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            if isinstance(function, ast.FunctionDef):
                found += [f"{path.relative_to(ENGINE)}:{function.name}" for node in ast.walk(function)
                          if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                          and node.func.attr == name]
    return sorted(set(found))


def test_every_random_choice_of_a_card_goes_through_one_table_aware_function():
    assert calls("random_pick") == ["deck.py:random_from_hand"]
    assert calls("shuffle") == ["deck.py:reshuffle", "deck.py:shuffle_draw_pile", "setup.py:deal_opening_hands"]


# -- a Bot beside a player ------------------------------------------------------------------------------------------
def bot_headline(*, at_the_table: bool) -> tuple[int, list[str]]:
    """A standard game dealt (seed 7), the USSR a Bot (Regular, strict) and the US a person; the headline phase
    up to the US's own headline: the USSR's headline and what the person was asked. At the table the person
    names the Bot's hand as dealt."""
    setup = ScriptedDecider(SETUP)
    game = start_game("standard", seed=7, deciders={US: setup, USSR: setup}, check_invariants=True)
    dealt = list(game.state.hands[USSR])
    if at_the_table:
        TWILIGHT_STRUGGLE.table_start(game, US)
    person = ScriptedDecider([("table.bot_card", n) for n in dealt] if at_the_table else [])
    game.deciders[US] = person
    bot = make_bot(USSR, "regular")
    bot.strict = True
    bot.attach(game)
    with pytest.raises(ScriptExhausted, match="headline"):
        headline.headline_phase(game)
    (number,) = [n for n, side in game.face_down_headlines.items() if side == USSR]
    return number, [a.purpose for a in person.asked]


def test_beside_a_player_the_bots_hand_is_named_then_the_bot_chooses_its_headline_as_in_digital_play():
    digital, asked_digital = bot_headline(at_the_table=False)
    at_table_, asked = bot_headline(at_the_table=True)
    assert at_table_ == digital
    assert asked == ["table.bot_card"] * 8 + ["table.card"]  # its 8 cards, then the person's own headline
    assert asked_digital == ["headline.card"]


def test_a_bots_card_named_is_known_and_the_next_question_offers_only_the_cards_left():
    game = at_table(make_game(), draw=(30, 31), ussr=(5, 7))
    TWILIGHT_STRUGGLE.table_start(game, US)
    game.deciders[US] = ScriptedDecider([("table.bot_card", 31), ("table.bot_card", 7)])
    table.name_bot_hand(game, USSR)
    asked = game.deciders[US].asked
    assert asked[0].options == (5, 7, 30, 31) and asked[1].options == (5, 7, 30)
    assert sorted(game.state.hands[USSR]) == [7, 31] and sorted(table.known(game.state)) == [7, 31]
    table.name_bot_hand(game, USSR)  # all named: nothing more is asked
    assert len(asked) == 2
