"""`botkit cards ...`: a game's cards - their facts and what each event does (in our words)."""

from __future__ import annotations

import typer
from rich.console import Console

from . import options
from .commands import show

app = typer.Typer(help="The event cards: facts and a short description of each event.", no_args_is_help=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


@app.command("list")
def list_cards(
    game: str = typer.Option(None, help=options.GAME_HELP),
    side: str = typer.Option(None, help="Only the cards of one side (Labyrinth: us, jihadist or unassociated)."),
) -> None:
    """Every card: number, title, Ops, side, what happens to it after play, and its icons."""
    show(options.game(game).cards_view(None, side=side))


@app.command("show")
def show_card(
    card: str = typer.Argument(..., help="Card number or (part of the) title."),
    game: str = typer.Option(None, help=options.GAME_HELP),
) -> None:
    """One card's facts, its playability condition and what its event does."""
    try:
        view = options.game(game).cards_view(card)
    except LookupError as exc:
        errors.print(str(exc.args[0] if exc.args else exc), markup=False)
        raise typer.Exit(1) from None
    show(view)
