"""`botkit simulate`: the two Bots play each other; a readable log and a JSON summary."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from botkit import ValidationError
from game.labyrinth.matches import bot_game, checked_bot_game
from game.labyrinth.scenarios import UnknownScenario, resolve
from game.labyrinth.scripts import ScriptError, load_script
from game.labyrinth.state import JIHADIST, US

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


def simulate(
    scenario: str = typer.Option("awakening", help="Scenario (see 'botkit scenario list')."),
    us_tier: str = typer.Option("off_guard", "--us", help="US Bot resolve tier."),
    jihadist_tier: str = typer.Option("muddled", "--jihadist", help="Jihadist Bot ideology tier."),
    us_tier_file: Path = typer.Option(None, help="A tier file adding US tiers (then name one with --us)."),
    jihadist_tier_file: Path = typer.Option(None, help="A tier file adding Jihadist tiers (then --jihadist)."),
    seed: int = typer.Option(1, help="Seed of the first game; game i uses seed + i."),
    games: int = typer.Option(1, help="How many games."),
    decks: int = typer.Option(None, help="Number of decks (where the scenario allows)."),
    log: Path = typer.Option(None, help="Write every game's narration to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON summary (one object per game)."),
    script: Path = typer.Option(None, help="Replay a scripted game (hands, dice, picks) - see the README."),
    max_turns: int = typer.Option(60, help="Stop a game after this many turns."),
    overtime: bool = typer.Option(False, help="Assad Alone: no draw - play on until Syria is an Ally or an Adversary."),
    rules: str = typer.Option("", help="Optional rules to use, e.g. '1,3'."),
    save: Path = typer.Option(None, help="Save the (last) game so its decisions can be drawn later: "
                              "botkit flowchart render CHART --game FILE --decision N."),
    check: bool = typer.Option(False, "--check", help="Check the rules' invariants after every card; a game that "
                               "breaks one is reported with a command that replays it, and the run goes on "
                               "(exit status 1 at the end)."),
) -> None:
    """Bot vs Bot: play complete games and report who won, how, and when."""
    prepare = None
    if script is not None:
        try:
            scripted = load_script(script)
        except ScriptError as exc:
            errors.print(f"[red]{exc}[/red]")
            raise typer.Exit(2) from None
        scenario, seed, games, decks = scripted.scenario, scripted.seed, 1, scripted.decks
        us_tier, jihadist_tier = scripted.tiers[US], scripted.tiers[JIHADIST]
        max_turns = scripted.turns
        prepare = scripted.prepare
    try:
        scenario_id = resolve(scenario)
    except UnknownScenario as exc:
        errors.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    tiers = {US: us_tier.lower(), JIHADIST: jihadist_tier.lower()}
    tier_files = {side: str(path) for side, path in ((US, us_tier_file), (JIHADIST, jihadist_tier_file)) if path}
    handle = log.open("w", encoding="utf-8") if log else None
    results = []
    failures = []
    try:
        for index in range(games):
            game_seed = seed + index
            if handle:
                handle.write(f"=== Game {index + 1}: {scenario_id}, seed {game_seed}, US {tiers[US]} vs Jihadist "
                             f"{tiers[JIHADIST]} ===\n")

            def write(entry, handle=handle):
                if handle:
                    handle.write(f"[T{entry.turn} {entry.phase}] {entry.text}\n")

            play = checked_bot_game if check else bot_game
            try:
                outcome = play(scenario_id, game_seed, tiers, decks=decks, tier_files=tier_files,
                               max_turns=max_turns, log=write, prepare=prepare, narrate=handle is not None,
                               options=_options(overtime, rules))
            except (KeyError, ValueError, ValidationError) as exc:
                errors.print(str(exc), markup=False, style="red")
                raise typer.Exit(2) from None
            if check:
                result, played, failure = outcome
                if failure is not None:
                    failures.append(failure)
                    errors.print(f"game {index + 1} (seed {game_seed}) FAILED on turn {failure.turn}: {failure.error}\n"
                                 f"  reproduce: {failure.reproduction()}", markup=False, style="red")
                    continue
            else:
                result, played = outcome
            results.append(result)
            if save is not None and script is None:
                _save(save, played, scenario_id, game_seed, tiers, tier_files, decks, _options(overtime, rules) or {})
            if not as_json:
                console.print(f"game {index + 1} (seed {game_seed}): {result.winner} - {result.victory or 'no result'} "
                              f"after {result.turns} turn(s)", markup=False)
    finally:
        if handle:
            handle.close()
    if as_json:
        console.print_json(json.dumps([r.to_dict() for r in results]))
    elif games > 1:
        wins = {w: sum(1 for r in results if r.winner == w) for w in ("us", "jihadist", "draw", "unfinished")}
        console.print(f"US {wins['us']}, Jihadist {wins['jihadist']}, draw {wins['draw']}, "
                      f"unfinished {wins['unfinished']} of {games}")
    if check:
        console.print(f"invariants checked: {len(failures)} of {games} game(s) failed", markup=False)
        if failures:
            raise typer.Exit(1)


def _options(overtime: bool, rules: str) -> dict | None:
    options: dict = {}
    if overtime:
        options["overtime"] = True
    chosen = sorted({int(r) for r in rules.replace(" ", "").split(",") if r.isdigit()})
    if chosen:
        options["rules"] = chosen
    return options or None


def _save(path: Path, game, scenario: str, seed: int, tiers: dict, tier_files: dict, decks, options: dict) -> None:
    from game.labyrinth.saves import save_game

    from .session import SESSION_FORMAT, SESSION_VERSION, GameConfig

    config = GameConfig(scenario=scenario, seed=seed, human=None, tiers=dict(tiers), tier_files=dict(tier_files),
                        decks=decks, rules=list(options.get("rules", [])), overtime=bool(options.get("overtime")))
    save_game(path, game, {"session": {"format": SESSION_FORMAT, "version": SESSION_VERSION,
                                       "config": config.to_dict(), "answers": []}})
