"""The names Labyrinth's Bot charts may use: predicates, filters, scores, actions, capabilities.

Each entry is small and named in the game's own terms; the branching and priorities that
use them live in ``flowcharts/labyrinth/``.
"""

from __future__ import annotations

from botkit import Vocabulary


def build_vocabulary() -> Vocabulary:
    vocab = Vocabulary("labyrinth")
    return vocab
