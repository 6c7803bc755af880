"""`botkit simulate`: the Bots play each other; a readable log and a JSON summary - for any game."""

from __future__ import annotations

import json
import traceback
from pathlib import Path
from typing import Any, TextIO

import typer
from rich.console import Console

from botkit import matches
from botkit.definition import ConfigError, ScriptError
from botkit.engine import LogEntry
from botkit.saves import SaveError
from botkit.session import GameConfig, check, write_session

from . import options

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)


def simulate(
    game: str = typer.Option(None, help=options.GAME_HELP),
    scenario: str = typer.Option(None, help="Scenario (see 'botkit scenario list'; default: the game's first)."),
    us_tier: str = typer.Option(None, "--us", help="The US Bot's tier (Labyrinth: off_guard..nomercy)."),
    jihadist_tier: str = typer.Option(None, "--jihadist", help="Labyrinth's Jihadist Bot's tier (muddled..virulent, "
                                      "enhanced_normal..enhanced_easiest)."),
    ussr_tier: str = typer.Option(None, "--ussr", help="Twilight Struggle's USSR Bot's tier."),
    bot: list[str] = typer.Option(None, "--bot", help="A Bot's tier as SIDE=TIER, for any side of any game "
                                  "(e.g. --bot us=adept); repeat for each side."),
    us_tier_file: Path = typer.Option(None, help="A tier file adding US tiers (then name one with --us)."),
    jihadist_tier_file: Path = typer.Option(None, help="A tier file adding Jihadist tiers (then --jihadist)."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (same id replaces, adds_to extends); checked before any game."),
    seed: int = typer.Option(1, help="Seed of the first game; game i uses seed + i."),
    games: int = typer.Option(1, help="How many games."),
    decks: int = typer.Option(None, help="Number of decks (where the game and scenario allow)."),
    log: Path = typer.Option(None, help="Write every game's narration to this file."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON summary (one object per game)."),
    script: Path = typer.Option(None, help="Replay a scripted game (hands, dice, picks) - see the README."),
    max_turns: int = typer.Option(60, help="Stop a game after this many turns."),
    overtime: bool = typer.Option(False, help="Labyrinth's Assad Alone: no draw - play on until Syria is an Ally or "
                                  "an Adversary."),
    rules: str = typer.Option("", help="Optional rules to use, e.g. '1,3'."),
    save: Path = typer.Option(None, help="Save the (last) game so its decisions can be drawn later: "
                              "botkit flowchart render CHART --save FILE --decision N."),
    check: bool = typer.Option(False, "--check", help="Check the rules' invariants after every card; a game that "
                               "breaks one is reported with a command that replays it, and the run goes on "
                               "(exit status 1 at the end)."),
) -> None:
    """Bot vs Bot: play complete games and report who won, how, and when."""
    options.at_least(games, 1, "--games")
    options.at_least(max_turns, 1, "--max-turns")
    definition = options.game(game)
    chosen_rules = options.rules(definition, rules)
    scripted: Any = None
    given = {"us": us_tier, "jihadist": jihadist_tier, "ussr": ussr_tier}
    if script is not None:
        try:
            scripted = definition.load_script(script)
        except ScriptError as exc:
            options.fail(str(exc))
        try:
            scenario_id = definition.resolve_scenario(scripted.scenario)
        except ConfigError as exc:
            options.fail(f"{scripted.where('scenario')}: {exc}")
        seed, games, decks, max_turns = scripted.seed, 1, scripted.decks, scripted.turns
        given = dict(scripted.tiers)
    else:
        scenario_id = options.scenario(definition, scenario)
    tiers = {**definition.default_tiers, **options.bot_tiers(definition, given, bot)}
    # the result lists the tiers as the Labyrinth results always have (the sides in the game's order)
    config = GameConfig(game=definition.name, scenario=scenario_id, seed=seed, human=None, decks=decks,
                        rules=chosen_rules, options={"overtime": True} if overtime else {},
                        tiers={side: tiers[side] for side in definition.sides})
    for side, path, option in (("us", us_tier_file, "--us-tier-file"),
                               ("jihadist", jihadist_tier_file, "--jihadist-tier-file")):
        if path is not None and side not in definition.sides:
            options.fail(f"{option}: {definition.title} has no {side} side")
        options.tier_file(config, side, path, option)
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


def _check_scripted(config: GameConfig, scripted: Any) -> None:
    """A script's set-up: its problems point at the script's lines."""
    try:
        check(config)
    except ConfigError as exc:
        key = "tiers" if "tier" in str(exc).lower() else "decks" if "deck" in str(exc).lower() else "scenario"
        options.fail(f"{scripted.where(key)}: {exc}")


def _play(config: GameConfig, games: int, handle: TextIO | None, as_json: bool, max_turns: int,
          scripted: Any, save: Path | None, check: bool) -> tuple[int, int]:
    """Play the games; returns how many failed and how many broke an invariant (each told in one line).

    With `check`, a game that breaks an invariant is told with the command that replays it.
    """
    results = []
    failures = 0
    broken = 0
    definition = config.definition
    tiers = dict(config.tiers)
    for index in range(games):
        game_seed = config.seed + index
        if handle:
            mine = f", own Bots {config.bots_folder} ({config.overlay_digest()})" if config.bots else ""
            sides = " vs ".join(f"{definition.side_name(side)} {tiers[side]}" for side in definition.sides)
            handle.write(f"=== Game {index + 1}: {config.scenario}, seed {game_seed}, {sides}{mine} ===\n")

        def write(entry: LogEntry, handle: TextIO | None = handle) -> None:
            if handle:
                handle.write(f"[T{entry.turn} {entry.phase}] {entry.text}\n")

        play = matches.checked_bot_game if check else matches.bot_game
        try:
            # a decision's trace is read only by the narration of --log (a save replays its answers and
            # builds its traces again when they are drawn): without --log, none is built
            outcome = play(GameConfig(**{**config.to_dict(), "seed": game_seed}), tiers=tiers, max_turns=max_turns,
                           log=write, narrate=handle is not None, tracing=handle is not None,
                           prepare=scripted.prepare if scripted else None)
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
        wins = {w: sum(1 for r in results if r.winner == w) for w in (*definition.sides, "draw", "unfinished")}
        won = ", ".join(f"{definition.side_name(side)} {wins[side]}" for side in definition.sides)
        console.print(f"{won}, draw {wins['draw']}, unfinished {wins['unfinished']} of {games}")
    if check:
        console.print(f"invariants checked: {broken} of {games} game(s) failed", markup=False)
    return failures, broken
