"""`botkit simulate`: the two Bots play each other; a readable log and a JSON summary."""

from __future__ import annotations

import json
import traceback
from pathlib import Path
from typing import TextIO

import typer
from rich.console import Console

from game.labyrinth.game import LogEntry
from game.labyrinth.matches import bot_game, checked_bot_game
from game.labyrinth.saves import SaveError
from game.labyrinth.scenarios import UnknownScenario, resolve
from game.labyrinth.scripts import Script, ScriptError, load_script
from game.labyrinth.session import ConfigError, GameConfig, check, parse_rules, write_session
from game.labyrinth.state import JIHADIST, US

from . import options

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


def simulate(
    scenario: str = typer.Option("awakening", help="Scenario (see 'botkit scenario list')."),
    us_tier: str = typer.Option("off_guard", "--us", help="US Bot resolve tier."),
    jihadist_tier: str = typer.Option("muddled", "--jihadist", help="Jihadist Bot ideology tier."),
    us_tier_file: Path = typer.Option(None, help="A tier file adding US tiers (then name one with --us)."),
    jihadist_tier_file: Path = typer.Option(None, help="A tier file adding Jihadist tiers (then --jihadist)."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (same id replaces, adds_to extends); checked before any game."),
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
    options.at_least(games, 1, "--games")
    options.at_least(max_turns, 1, "--max-turns")
    try:
        chosen_rules = parse_rules(rules)
    except ConfigError as exc:
        options.fail(str(exc))
    scripted: Script | None = None
    if script is not None:
        try:
            scripted = load_script(script)
        except ScriptError as exc:
            options.fail(str(exc))
        try:
            scenario = resolve(scripted.scenario)
        except UnknownScenario as exc:
            options.fail(f"{scripted.where('scenario')}: {exc}")
        seed, games, decks, max_turns = scripted.seed, 1, scripted.decks, scripted.turns
        us_tier, jihadist_tier = scripted.tiers[US], scripted.tiers[JIHADIST]
    else:
        scenario = options.scenario(scenario)
    config = GameConfig(scenario=scenario, seed=seed, human=None, decks=decks, rules=chosen_rules, overtime=overtime,
                        tiers={US: _tier(us_tier), JIHADIST: _tier(jihadist_tier)})
    options.tier_file(config, US, us_tier_file, "--us-tier-file")
    options.tier_file(config, JIHADIST, jihadist_tier_file, "--jihadist-tier-file")
    options.bots_folder(config, bots)
    if scripted is None:
        options.checked(config)
    else:
        _check_scripted(config, scripted)
    options.writable_file(log, "--log")
    options.writable_file(save, "--save")
    handle = log.open("w", encoding="utf-8") if log else None
    try:
        failures, broken = _play(config, games, handle, as_json, max_turns, scripted, save, check)
    finally:
        if handle:
            handle.close()
    if failures:
        where = f" (tracebacks in {log})" if log else " (run with --log FILE to keep their tracebacks)"
        errors.print(f"{failures} game(s) failed{where}", markup=False, style="red")
    if failures or broken:
        raise typer.Exit(1)


def _tier(text: str) -> str:
    return text.strip().lower().replace(" ", "_").replace("-", "_")


def _check_scripted(config: GameConfig, scripted: Script) -> None:
    """A script's set-up: its problems point at the script's lines."""
    try:
        check(config)
    except ConfigError as exc:
        key = "tiers" if "tier" in str(exc).lower() else "decks" if "deck" in str(exc).lower() else "scenario"
        options.fail(f"{scripted.where(key)}: {exc}")


def _play(config: GameConfig, games: int, handle: TextIO | None, as_json: bool, max_turns: int,
          scripted: Script | None, save: Path | None, check: bool) -> tuple[int, int]:
    """Play the games; returns how many failed and how many broke an invariant (each told in one line).

    With `check`, a game that breaks an invariant is told with the command that replays it.
    """
    results = []
    failures = 0
    broken = 0
    game_options = {"overtime": True} if config.overtime else {}
    if config.rules:
        game_options["rules"] = list(config.rules)
    tiers = dict(config.tiers)
    tier_files = {side: name for side, name in config.tier_files.items()}
    for index in range(games):
        game_seed = config.seed + index
        if handle:
            mine = f", own Bots {config.bots_folder} ({config.overlay_digest()})" if config.bots else ""
            handle.write(f"=== Game {index + 1}: {config.scenario}, seed {game_seed}, US {tiers[US]} vs Jihadist "
                         f"{tiers[JIHADIST]}{mine} ===\n")

        def write(entry: LogEntry, handle: TextIO | None = handle) -> None:
            if handle:
                handle.write(f"[T{entry.turn} {entry.phase}] {entry.text}\n")

        play = checked_bot_game if check else bot_game
        try:
            outcome = play(config.scenario, game_seed, tiers, decks=config.decks, tier_files=tier_files,
                           tier_texts={side: config.tier_text(side) or "" for side in tier_files},
                           max_turns=max_turns, log=write, narrate=handle is not None,
                           prepare=scripted.prepare if scripted else None, options=game_options or None,
                           overlay=config.overlay() or None, **({"bots": config.bots_folder} if check else {}))
        except ScriptError as exc:
            options.fail(str(exc))
        except Exception as exc:  # one failing game is reported in a line; the others still play
            failures += 1
            errors.print(f"game {index + 1} (seed {game_seed}) failed: {type(exc).__name__}: {exc}", markup=False,
                         style="red")
            if handle:
                handle.write(f"=== Game {index + 1} failed ===\n{traceback.format_exc()}\n")
            continue
        if check:
            result, played, failure = outcome
            if failure is not None:
                broken += 1
                errors.print(f"game {index + 1} (seed {game_seed}) FAILED on turn {failure.turn}: {failure.error}\n"
                             f"  reproduce: {failure.reproduction()}", markup=False, style="red")
                continue
        else:
            result, played = outcome
        results.append(result)
        if save is not None and scripted is None:
            try:
                write_session(save, played, GameConfig(**{**config.to_dict(), "seed": game_seed}), [])
            except SaveError as exc:
                options.fail(str(exc), code=1)
        if not as_json:
            console.print(f"game {index + 1} (seed {game_seed}): {result.winner} - {result.victory or 'no result'} "
                          f"after {result.turns} turn(s)", markup=False)
    if as_json:
        bots = {"bots": config.bots_folder, "bots_digest": config.overlay_digest()} if config.bots else {}
        console.print_json(json.dumps([{**r.to_dict(), **bots} for r in results]))
    elif games > 1:
        wins = {w: sum(1 for r in results if r.winner == w) for w in ("us", "jihadist", "draw", "unfinished")}
        console.print(f"US {wins['us']}, Jihadist {wins['jihadist']}, draw {wins['draw']}, "
                      f"unfinished {wins['unfinished']} of {games}")
    if check:
        console.print(f"invariants checked: {broken} of {games} game(s) failed", markup=False)
    return failures, broken
