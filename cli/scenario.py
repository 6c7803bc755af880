"""`botkit scenario ...`: list the Labyrinth scenarios and show a scenario's set-up."""

from __future__ import annotations

import json

import typer
from rich.console import Console
from rich.table import Table

from game.labyrinth import board, facts, scenarios
from game.labyrinth.state import GameState

from .screen import say

app = typer.Typer(help="List the Labyrinth: The Awakening scenarios and show their set-up.", no_args_is_help=True)
console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


def _length(info: scenarios.ScenarioInfo) -> str:
    if info.turns:
        return f"{info.turns} turns"
    choices = "/".join(str(n) for n in info.decks)
    return f"{choices} decks (default {info.default_decks})"


@app.command("list")
def list_command() -> None:
    """List every scenario: id (what --scenario takes), name, period, length and a note."""
    for info in scenarios.list_scenarios():
        say(f"{info.id} - {info.name}", hang=4)
        say(f"    {info.period}; {_length(info)}; {len(info.removed_cards)} cards removed. "
            f"{_first_sentence(info.notes)}", hang=4)


def _first_sentence(text: str) -> str:
    sentence, dot, _ = text.partition(". ")
    return sentence + ("." if dot else "")


@app.command("show")
def show_command(
    name: str = typer.Argument(..., help="Scenario id or name (e.g. awakening, isil, \"Mitt's Turn\")."),
    as_json: bool = typer.Option(False, "--json", help="Print the whole set-up state as JSON."),
    seed: int = typer.Option(0, help="Seed for shuffling the deck and dealing the first hands."),
    decks: int = typer.Option(None, help="How many decks the game lasts (default: the scenario's)."),
) -> None:
    """Show a scenario's set-up: tracks, countries, markers, removed cards and deck."""
    try:
        scenario_id = scenarios.resolve(name)
        game = scenarios.start_game(scenario_id, seed=seed, decks=decks)
    except scenarios.ScenarioError as exc:
        errors.print(f"[red]{exc}[/red] ('botkit scenario list' shows them all.)")
        raise typer.Exit(1) from None
    if as_json:
        typer.echo(json.dumps(game.state.to_dict(), indent=2, ensure_ascii=False))
        return
    _summary(scenarios.info(scenario_id), game.state)


def _summary(info: scenarios.ScenarioInfo, state: GameState) -> None:
    spec = scenarios.spec(info.id)
    console.print(f"[bold]{info.name}[/bold]  [{info.period}]  id: {info.id}")
    console.print(info.notes)
    posture, value = board.world_posture(state)
    console.print(
        f"Prestige {state.prestige} ({board.prestige_level(state.prestige).title()})  "
        f"Funding {state.funding} ({board.funding_level(state.funding).title()})  "
        f"US {state.us_posture.title()} - World {posture.title()} {value}"
    )
    console.print(
        f"Troops: track {board.troops_on_track(state)} ({board.troop_commitment(state).title()}), "
        f"off-map {state.off_map_troops}   Cells on the map {board.cells_on_map(state)}   "
        f"Length: {_length(info)}"
    )
    table = Table("country", "set-up")
    for country, text in scenarios.summary_rows(state):
        table.add_row(country, text)
    console.print(table)
    cards = facts.cards()
    if state.markers or state.events_in_play:
        shown = list(state.markers) + [cards[n].name for n in state.events_in_play]
        console.print("In effect: " + ", ".join(shown))
    removed = ", ".join(cards[n].name for n in state.removed) or "none"
    console.print(f"Removed cards: {removed}")
    deck = spec.get("deck")
    deck_text = " ".join(str(deck["note"]).split()) if deck and deck.get("note") else "all the cards not removed, shuffled"
    console.print(f"Deck ({len(state.draw_pile)} cards after dealing): {deck_text}")
    console.print(f"Hands: Jihadist {len(state.hands['jihadist'])}, US {len(state.hands['us'])}")
    for rule in spec.get("special_rules") or ():
        console.print(f"Special rule: {' '.join(str(rule.get('note', rule['id'])).split())}")
