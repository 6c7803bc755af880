"""Vocabulary only the jihadist Bot's charts use (its capabilities, questions and actions)."""

from __future__ import annotations

from botkit import Vocabulary


def register(v: Vocabulary) -> None:
    """Add the jihadist Bot's entries to the game's vocabulary."""
