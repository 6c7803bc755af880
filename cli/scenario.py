"""`botkit scenario ...`: list a game's scenarios and show a scenario's set-up (the game's words)."""

from __future__ import annotations

import json

import typer
from rich.console import Console

from botkit.definition import ConfigError
from botkit.session import GameConfig

from . import options
from .commands import show

app = typer.Typer(help="List a game's scenarios and show their set-up.", no_args_is_help=True)
console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


@app.command("list")
def list_command(game: str = typer.Option(None, help=options.GAME_HELP)) -> None:
    """List every scenario: id (what --scenario takes), name, and how it is played."""
    show(options.game(game).scenario_view(None))


@app.command("show")
def show_command(
    name: str = typer.Argument(..., help="Scenario id or name (e.g. awakening, isil, \"Mitt's Turn\")."),
    game: str = typer.Option(None, help=options.GAME_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print the whole set-up state as JSON."),
    seed: int = typer.Option(0, help="Seed for shuffling the deck and dealing the first hands."),
    decks: int = typer.Option(None, help="How many decks the game lasts (default: the scenario's)."),
) -> None:
    """Show a scenario's set-up: tracks, the board, markers, removed cards and deck."""
    definition = options.game(game)
    try:
        scenario_id = definition.resolve_scenario(name)
        if as_json:
            config = GameConfig(game=definition.name, scenario=scenario_id, seed=seed, human=None, decks=decks)
            state = definition.start(config, {}).state
            typer.echo(json.dumps(definition.saves.state_to_dict(state), indent=2, ensure_ascii=False))
            return
        view = definition.scenario_view(scenario_id, seed=seed, decks=decks)
    except ConfigError as exc:
        errors.print(f"[red]{exc}[/red] ('botkit scenario list' shows them all.)")
        raise typer.Exit(1) from None
    show(view)
