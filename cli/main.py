"""Entry point of the `botkit` command."""

from __future__ import annotations

import typer

import botkit
from cli import cards, flowchart, map_picture, play, scenario, simulate, tune

app = typer.Typer(
    name="botkit",
    help="Solitaire wargame Bots declared as data: play Labyrinth: The Awakening against its Bots, "
    "draw the Bots' flowcharts, and tune their difficulty.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(flowchart.app, name="flowchart")
app.add_typer(scenario.app, name="scenario")
app.add_typer(cards.app, name="cards")
app.command("play")(play.play)
app.command("simulate")(simulate.simulate)
app.command("tune")(tune.tune)
app.command("map")(map_picture.map_command)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"botkit {botkit.__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version and exit."),
) -> None:
    """botkit: play, draw and tune solitaire Bots."""


def main() -> None:
    app()


if __name__ == "__main__":
    main()
