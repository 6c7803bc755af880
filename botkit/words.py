"""English words every game's messages need: a number with its noun in the right number, an article.

A game adds the irregular plurals of its own nouns (`plurals`) by registering them at import time;
the framework's messages ("2 plays", "1 step") and every game's use the same rule.
"""

from __future__ import annotations

# nouns whose plural is not the noun plus -s/-es (or that do not change)
PLURALS: dict[str, str] = {"die": "dice", "success": "successes", "Op": "Ops"}


def plurals(extra: dict[str, str]) -> None:
    """A game's irregular plurals ('militia': 'militia')."""
    PLURALS.update(extra)


def count(n: int, word: str) -> str:
    """'1 die', '2 dice', '3 sleeper cells': the number and the noun in the right number."""
    if n == 1:
        return f"1 {word}"
    head, _, last = word.rpartition(" ")
    plural = PLURALS.get(last, last + ("es" if last.endswith(("s", "x", "ch", "sh")) else "s"))
    return f"{n} {head + ' ' if head else ''}{plural}"


def article(word: str) -> str:
    """'a' or 'an' for a word ('an Awakening marker', 'a Reaction marker', 'an 8')."""
    return "an" if word[:1].lower() in "aeiou8" else "a"
