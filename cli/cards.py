"""`botkit cards ...`: the Awakening event cards' facts and what each event does (in our words)."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from botkit.matching import match
from game.labyrinth import facts
from game.labyrinth.session import views

app = typer.Typer(help="The event cards: facts and a short description of each event.", no_args_is_help=True)
console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)

ASSOCIATION = {"us": "US", "jihadist": "Jihadist", "unassociated": "Unassociated"}
FATE = {"discard": "", "remove": "Remove", "mark": "Mark", "lapsing": "Lapsing"}


@app.command("list")
def list_cards(
    side: str = typer.Option(None, help="Only cards associated with us, jihadist or unassociated."),
) -> None:
    """Every Awakening card: number, title, Ops, association, Mark/Remove/Lapsing and icons."""
    table = Table("#", "title", "Ops", "association", "after", "icons")
    for number, card in sorted(facts.cards().items()):
        if side and card.association != side.lower():
            continue
        icons = []
        if card.caliphate_capable:
            icons.append("Caliphate")
        if card.not_in_caliphate:
            icons.append("not in Caliphate")
        if card.arab_spring_half:
            icons.append({"first": "Arab Spring", "second": "Civil War"}[card.arab_spring_half])
        if card.auto_trigger:
            icons.append("auto-trigger")
        table.add_row(str(number), card.title, str(card.ops), ASSOCIATION[card.association], FATE[card.after_play],
                      ", ".join(icons))
    console.print(table)


@app.command("show")
def show(card: str = typer.Argument(..., help="Card number or (part of the) title.")) -> None:
    """One card's facts, its playability condition and what its event does."""
    cards = facts.cards()
    found = match(card, [(n, f"#{n} {c.title}") for n, c in sorted(cards.items())], numbers="cards")
    if not found.found:
        if found.ambiguous:
            errors.print("More than one card matches: " + ", ".join(f"#{n} {cards[n].title}" for n in found.ambiguous))
        elif found.suggestions:
            errors.print(f"No card {card!r}. Did you mean {' or '.join(found.suggestions)}?")
        else:
            errors.print(f"No card {card!r}. ('botkit cards list' shows them all.)")
        raise typer.Exit(1)
    c = cards[found.value]
    console.print(f"#{c.number} {c.title}", style="bold")
    console.print(f"{c.ops} Ops, {ASSOCIATION[c.association]}" + (f", {FATE[c.after_play]}" if FATE[c.after_play] else ""))
    for label, text in views.card_texts(c.number):
        console.print(f"{label}: {text}")
    for note in views.card_notes(c.number):
        console.print(note)
