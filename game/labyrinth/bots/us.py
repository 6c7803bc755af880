"""The US Bot (rules section 13): a decider answering the engine's questions by the charts in
flowcharts/labyrinth/us/.

The engine plays the US Bot's cards by the rules (13.4: `cardplay.play_as_bot`; 13.4.4:
`homeland`) and asks it every choice; ``us.answer`` routes each question, and every answer is
a chart's: botkit's answer actions and the shared runtime's (bots/base.py). The US Bot adds
no answer action of its own.
"""

from __future__ import annotations

from ..state import US
from .base import Bot


class USBot(Bot):
    side = US
    tier_set = "labyrinth.us.resolve"


__all__ = ["USBot"]
