"""Entry point of the `botkit` command."""

from __future__ import annotations

import signal
import sys
import tempfile
import traceback
from datetime import datetime
from pathlib import Path

import typer

import botkit
from cli import cards, decide, flowchart, games, map_picture, play, scenario, serve, simulate, tune

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
app.add_typer(games.app, name="games")
app.command("play")(play.play)
app.command("simulate")(simulate.simulate)
app.command("tune")(tune.tune)
app.command("map")(map_picture.map_command)
app.command("decide")(decide.decide_command)
app.command("serve")(serve.serve)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"botkit {botkit.__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version and exit."),
) -> None:
    """botkit: play, draw and tune solitaire Bots."""


INTERNAL_ERROR = 70  # EX_SOFTWARE
INTERRUPTED = 130  # the shell's status for a program stopped by Ctrl-C


def main() -> None:
    """The `botkit` command. A bug that escapes every command's own handling is one line and a report file."""
    try:
        app()
    except KeyboardInterrupt:  # a command that has no handling of its own: stopped, one line, no traceback
        print("botkit: interrupted.", file=sys.stderr)
        sys.exit(INTERRUPTED)
    except Exception as exc:  # the last line of defence: never a traceback on the screen
        report = Path(tempfile.gettempdir()) / f"botkit-error-{datetime.now():%Y%m%d-%H%M%S}.txt"
        try:
            report.write_text(f"botkit {botkit.__version__}: {' '.join(sys.argv)}\n\n{traceback.format_exc()}",
                              encoding="utf-8")
            where = f" The details are in {report}."
        except OSError:
            where = ""
        print(f"botkit: internal error ({type(exc).__name__}: {exc}).{where} Please report it to the botkit "
              "maintainers (an issue on the project's tracker) with that file and the command you ran.", file=sys.stderr)
        sys.exit(INTERNAL_ERROR)
    finally:
        # the command is over: a Ctrl-C now would only interrupt the interpreter's own clean-up (worker
        # pools, atexit handlers) and print their traceback
        signal.signal(signal.SIGINT, signal.SIG_IGN)


if __name__ == "__main__":
    main()
