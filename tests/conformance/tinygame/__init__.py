"""Tiny Race: a second game in the tests, to prove a new game is one folder plus one registered object.

Importing this package registers it with botkit, as ``game/__init__.py`` registers the shipped games;
nothing in botkit/, cli/ or web/ names it.
"""

from botkit.definition import GameDefinition
from botkit.registry import register

from .definition import TINYGAME


def _tinygame() -> GameDefinition:
    return TINYGAME


register("tinygame", "Tiny Race", _tinygame)
