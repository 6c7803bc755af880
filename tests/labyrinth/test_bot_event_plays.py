"""The seeded property test of issue 11 section 5: on random legal boards, every card a Bot chooses
to play as its event changes something, never only helps its opponent, and never crashes (strict
Bots: a chart gap is an error), and a card set off for a Bot by the opponent's Ops never crashes.
The measure, the verdicts and the boards are `game.labyrinth.event_lens`'s; `bench/bot_events.py`
runs the long version. Sized for CI (a few seconds)."""

from __future__ import annotations

from game.labyrinth import event_lens

BOARDS = 12
SEED = 7


def test_bot_event_plays_have_an_effect_that_is_not_only_the_opponents():
    found = [f.line()[:300] for f in event_lens.run(BOARDS, SEED) if (f.side, f.card) not in event_lens.PENDING]
    assert found == []


def test_the_measure_flags_a_play_that_only_helps_the_opponent():
    # the US Bot placing a Reaction marker and nothing else; the same for the Jihadist is a gain
    before = dict.fromkeys(event_lens.MEASURE, 0)
    after = {**before, "reaction": 1}
    assert event_lens.verdict("us", 148, before, after, True) == ("helps the opponent", "reaction+")
    assert event_lens.verdict("jihadist", 148, before, after, True) is None
    mixed = {**after, "awakening": 2}
    assert event_lens.verdict("us", 148, before, mixed, True) is None
    assert event_lens.verdict("us", 148, before, before, False) == ("no effect", "")
