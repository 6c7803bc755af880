"""The tournament game as `botkit tune` hands it to its workers: botkit's `play_task`, from a module that
registers the games when it is loaded - a worker that is a separate process (a Dask cluster's) loads this
module to unpickle the task function, and so knows the games without being told."""

from __future__ import annotations

from typing import Any

import game as _registered  # noqa: F401 - registers every game with botkit (in this process, and in each worker)
from botkit.matches import play_task as _play_task


def play_task(task: Any) -> dict[str, Any]:
    """One tournament game (`botkit.matches.play_task`)."""
    return _play_task(task)
