"""The `botkit` command line (typer)."""
