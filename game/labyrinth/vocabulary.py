"""The names Labyrinth's Bot charts may use: predicates, filters, scores, pools, actions, capabilities.

Each entry is small and named in the game's own terms; the branching and priorities that
use them live in ``flowcharts/labyrinth/``. Entries shared by both Bots are in
`bots.common_vocab`; each Bot adds its own in `bots.jihadist_vocab` and `bots.us_vocab`.
"""

from __future__ import annotations

from botkit import Vocabulary

from .bots import (
    common_vocab,
    context,
    jihadist_enh_event_vocab,
    jihadist_enh_vocab,
    jihadist_vocab,
    us_vocab,
)


def build_vocabulary() -> Vocabulary:
    vocab = Vocabulary("labyrinth")
    context.register_fields(vocab)
    common_vocab.register(vocab)
    jihadist_vocab.register(vocab)
    jihadist_enh_vocab.register(vocab)
    jihadist_enh_event_vocab.register(vocab)
    us_vocab.register(vocab)
    return vocab
