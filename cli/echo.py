"""What the player chose, in words, told right after every answer: "→ Erdogan Effect: 2 militia, 0 cell(s)".

A slip (a wrong number, a prefix that found another country) is seen at once, while `undo` is
one word away. The words are the option labels the question already carries; a question of the
form "Subject: what?" names its subject first, so a bare answer ("yes", "2") is never alone.
A card is its own label ("→ #137 FMS (2 Ops, US)").
"""

from __future__ import annotations

from typing import Any

from botkit.protocol import Ask

ARROW = "→"


def answer_words(ask: Ask, answer: Any) -> str:
    """The answer in words, from the question's own labels."""
    name = ask.label
    if ask.kind == "yesno":
        return "yes" if answer else "no"
    if ask.kind == "number":
        return str(answer)
    if ask.kind == "allocate":
        return ", ".join(f"{name(option)} {amount}" for option, amount in answer) or "none"
    if ask.kind == "many":
        return ", ".join(f"{name(option)} ×{times}" if times > 1 else name(option)
                         for option, times in grouped(list(answer))) or "none"
    return name(answer)


def grouped(chosen: list[Any]) -> list[tuple[Any, int]]:
    """[A, B, A] -> [(A, 2), (B, 1)]: each option once, in the order first chosen, with how often."""
    counts: list[list[Any]] = []
    for option in chosen:
        for entry in counts:
            if entry[0] == option:
                entry[1] += 1
                break
        else:
            counts.append([option, 1])
    return [(option, times) for option, times in counts]


def echo(ask: Ask, answer: Any, *, card_menu: bool = False) -> str:
    """The line told after an answer: '  → SUBJECT: WORDS' (a card menu's answer is the card alone)."""
    words = answer_words(ask, answer)
    subject = "" if card_menu else _subject(ask.prompt)
    if subject and not words.lower().startswith(subject.lower()):
        words = f"{subject}: {words}"
    return f"  {ARROW} {words}"


def _subject(prompt: str) -> str:
    """'Erdogan Effect in Turkey: which effect?' -> 'Erdogan Effect in Turkey'; '' when the prompt has none."""
    head, colon, _ = prompt.partition(": ")
    if not colon or "?" in head or len(head) > 40:
        return ""
    return head.strip()
