"""Waiting in tests on what happens, never on how long it takes.

No test asserts that something is fast: a slow machine, or one shared with other work, must not
fail a test (speed is measured in `bench/`). A test that waits for something waits for the
condition itself (a file written, a process gone, a thread finished), polling it. The only
number here is a *ceiling*: how long to go on waiting before calling it a hang, so that a hang
fails the test with a message instead of stopping the suite. A ceiling is never a measure: set
it far above what the slowest machine under any load takes (minutes for what takes a second),
so that reaching it means "this never finishes", not "this was slow".
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

HANG = 300.0  # seconds: the default ceiling - only a hang reaches it


def wait_until(condition: Callable[[], T], what: str, *, ceiling: float = HANG, every: float = 0.05) -> T:
    """Poll `condition` until it gives something true, and return that; a hang (nothing true by the
    ceiling) fails with `what` (say what was awaited: "the workers to stop")."""
    deadline = time.monotonic() + ceiling
    while True:
        found = condition()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"waited for {what}, and it never happened (a hang?)")
        time.sleep(every)


def finishes(call: Callable[[], T], what: str, *, ceiling: float = HANG) -> T:
    """`call()` run in a thread of its own, its result returned (or its exception raised); if it never
    returns (blocked on a pipe, looping forever) the test fails saying `what` hangs, instead of the
    suite hanging with it."""
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["result"] = call()
        except BaseException as exc:  # handed to the test's thread, whatever it is
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(ceiling)
    if thread.is_alive():
        raise AssertionError(f"{what} never finished (it blocks or loops)")
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["result"]  # type: ignore[return-value]
