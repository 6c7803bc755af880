"""What a Labyrinth session shows and how a player corrects it: the game's side of botkit's session.

`views` (status, show, hand, card, piles, deck, history), `visibility` (what a side may see: one
`Sight` every view asks), `changes` (how two boards differ: summaries, undo, rollback), `summaries`
(the end of a turn, the end of the game) and `adjust_words` (corrections typed in words). The
session itself - set-up, answers, replay, saves, undo, narration - is the framework's
(`botkit.session`); it reaches these through the game's definition (`game.labyrinth.definition`).
"""

from . import views

__all__ = ["views"]
