"""Vocabulary only the us Bot's charts use (its capabilities, questions and actions)."""

from __future__ import annotations

from botkit import Vocabulary


def register(v: Vocabulary) -> None:
    """Add the us Bot's entries to the game's vocabulary."""
