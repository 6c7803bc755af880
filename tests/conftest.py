"""Fixtures for every test.

How the suite is organised (the markers are declared in pyproject.toml):

* ``./run test`` runs everything: the linter, then every test (CI runs the same, `.ci/run`).
* ``./run test --fast`` leaves out the tests marked ``slow`` (many whole games or fuzz cases) and
  ``e2e`` (the program for real: a pseudo-terminal, a subprocess, a server, a browser) - the
  subset to run while working; the whole suite still runs before a commit lands.
* No test waits on a clock or asserts a duration: `tests/conditions.py` waits on conditions.
* Generated input (hypothesis) is the same on every run: the profile below derandomizes it, so a red
  run is a fault that reproduces, not a draw of luck (``HYPOTHESIS_PROFILE=explore`` draws anew, to
  hunt for new faults while working).
* No test asserts a third-party library's wording (PyYAML's, Starlette's, click's, json's...):
  only our own messages and behaviour, which do not change when a library is upgraded.
"""

from __future__ import annotations

import os
import signal

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def sigint_as_it_was():
    """No test leaves Ctrl-C's handling changed: `cli.main.main` ignores SIGINT once its command is over (so a
    Ctrl-C cannot interrupt the interpreter's clean-up), and a test calling it in-process must not pass that on
    to every later test - nor to the programs they start, which inherit an ignored SIGINT and would never stop
    on Ctrl-C."""
    before = signal.getsignal(signal.SIGINT)
    yield
    if signal.getsignal(signal.SIGINT) is not before:
        signal.signal(signal.SIGINT, before)


@pytest.fixture
def file_reads(monkeypatch) -> list[os.stat_result]:
    """Every read through a file descriptor from now on (as `os.read` does for botkit's file readers),
    as what it read from: its `fstat`. A test of "refused without reading it" asserts none is the file."""
    seen: list[os.stat_result] = []
    real_read = os.read

    def read(fd: int, size: int) -> bytes:
        seen.append(os.fstat(fd))
        return real_read(fd, size)

    monkeypatch.setattr(os, "read", read)
    return seen
