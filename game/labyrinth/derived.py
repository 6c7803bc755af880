"""Board values worked out from the whole board, kept until the board next changes.

Some values are read far more often than the board changes: the Muslim countries (a tile flip is
the only thing that changes them) and the world's Hard-Soft balance (a posture, a tile), asked for
every War of Ideas candidate. While a game is being run (`turn.run_game` follows its state here),
each is worked out at its first read and kept until the next change report (`Game.report`,
`Game.changed`: every play-time write of the board goes through a primitive that reports it), or
until a correction rewrites the board (`Game.rewritten`). A state nobody follows - set-up, a
position, the tests writing a board by hand, a copy an event lens plays on - is read afresh every
time. With the invariants on, every kept value is checked against a fresh one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_values: dict[str, Any] = {}
_followed: list[Any] = [None, False]  # the state whose values are kept, and whether to check each one


def follow(state: Any, *, check: bool = False) -> None:
    """Keep the values of `state` (None: of no state) from now on; `check` compares each with a fresh one."""
    _values.clear()
    _followed[0], _followed[1] = state, check


def forget() -> None:
    """The board changed: every kept value is worked out again at its next read."""
    if _values:
        _values.clear()


def value(state: Any, key: str, work_out: Callable[[Any], Any]) -> Any:
    """`work_out(state)`, kept under `key` while `state` is followed and its board unchanged."""
    if _followed[0] is not state:
        return work_out(state)
    try:
        kept = _values[key]
    except KeyError:
        kept = _values[key] = work_out(state)
        return kept
    if _followed[1]:
        fresh = work_out(state)
        if fresh != kept:
            raise AssertionError(f"{key}: kept {kept!r} but the board says {fresh!r} (a write that was not reported)")
    return kept
