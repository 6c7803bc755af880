"""The names Twilight Struggle's Bot charts may use: the context's ``$`` values and the vocabulary
(`bots.context`, `bots.vocab`); the branching and priorities that use them live in
``flowcharts/twilight_struggle/``."""

from __future__ import annotations

from botkit import Vocabulary

from .bots import context, vocab


def build_vocabulary() -> Vocabulary:
    v = Vocabulary("twilight_struggle")
    context.register_fields(v)
    vocab.register(v)
    return v
