"""What a player of Twilight Struggle can look at, as data every front end renders.

Nothing here prints; each function returns plain lines or small records, and takes the viewer's
`Sight` (`visibility`): a fact that can be hidden - a hand, the draw pile, a headline lying face
down - appears only as the sight gives it.

* `status` - the turn and action round, DEFCON (and where it bars coups), VP, military operations,
  the space race, The China Card, the events in effect, the hands and piles in short;
* `country_line` / `country_detail` / `region_lines` - a country, a region with where each side stands;
* `card_view` - one card: Ops, side, our paraphrase of its event, where it is if that is public, and
  what playing it would do for the viewer now (its event playable, or the opponent's event fires);
* `hand`, `pile`, `deck`, `history`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import board, events, modifiers
from ..board import CCW_BOX, REGIONS, card_name, country_name, space_box
from ..facts import facts
from ..state import CHINA_CARD, SIDES, US, USSR, GameState, other_side, side_name
from ..wording import vp_text
from .visibility import Sight

PHASES = {"setup": "set-up", "headline": "headline phase", "action": "action rounds", "end_of_turn": "end of turn",
          "final_scoring": "final scoring", "over": "game over"}
PERIODS = {"early": "Early War", "mid": "Mid War", "late": "Late War"}
SIDE_WORDS = {US: "US", USSR: "USSR", "neutral": "both sides"}
ZONES = {"draw_pile": "in the draw pile", "discard": "in the discard pile", "removed": "removed from the game",
         "in_play": "being played", "set_aside": "laid in front of its player",
         "waiting": "waiting for its period's turn", "hand_us": "in the US hand", "hand_ussr": "in the USSR hand"}
PILES = {"discard": "Discard pile", "removed": "Removed from the game", "events": "Events in effect"}
REGION_ORDER = (*REGIONS[:1], "middle_east", "asia", "africa", "central_america", "south_america")


def plural(n: int, word: str, words: str = "") -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


# -- the turn ---------------------------------------------------------------------------------------
def phase_title(state: GameState) -> str:
    """'Turn 3 (Early War) - USSR action round 2', 'Turn 1 - headline phase'."""
    if state.phase == "setup":
        return "Set-up"
    period = PERIODS.get(board.period(state.turn), "") if 1 <= state.turn <= facts().turns.turns else ""
    where = f"Turn {state.turn}" + (f" ({period})" if period else "")
    if state.phase == "action" and state.phasing in SIDES:
        return f"{where} - {side_name(state.phasing)} action round {state.action_round}"
    return f"{where} - {PHASES.get(state.phase, state.phase)}"


def defcon_line(state: GameState) -> str:
    closed = board.regions_closed(state.defcon)
    names = ", ".join(facts().map.regions[r].name for r in closed)
    bars = f" (no coups or realignments in {names})" if names else ""
    return f"DEFCON {state.defcon}{bars}"


def space_words(state: GameState, side: str) -> str:
    box = state.space[side]
    return f"{side_name(side)} {box}" + (f" {space_box(box).name}" if box else " (not started)")


def china_words(state: GameState) -> str:
    """The China Card: its holder and whether it is face up (playable) - public (TS-V3)."""
    if state.china_holder is None:
        return "The China Card: nobody's yet (the Chinese Civil War)"
    face = "face up (playable)" if state.china_face_up else "face down (playable from next turn)"
    return f"The China Card: {side_name(state.china_holder)}, {face}"


def effect_words(state: GameState, number: int) -> str:
    entry = state.effects.get(number, {})
    side = entry.get("side")
    return card_name(number) + (f" ({side_name(side)})" if side in SIDES else "")


def status(sight: Sight) -> list[str]:
    """The tracks and summaries, a line each (the title is `phase_title`)."""
    state = sight.state
    milops = ", ".join(f"{side_name(s)} {state.military_ops[s]}" for s in SIDES)
    lines = [defcon_line(state), f"VP: {vp_text(state.vp)}",
             f"Military operations: {milops} (each needs {state.defcon} by the end of the turn)",
             "Space race: " + "; ".join(space_words(state, s) for s in SIDES), china_words(state)]
    if state.ccw_box is not None:
        lines.append(f"Chinese Civil War box: {state.ccw_box} USSR influence")
    if state.effects:
        lines.append("Events in effect: " + ", ".join(effect_words(state, n) for n in sorted(state.effects)))
    lines.append("Hands: " + ", ".join(f"{side_name(s)} {plural(len(state.hands[s]), 'card')}" for s in SIDES))
    shown, down = sight.in_play()
    played = [card_name(n) for n in shown] + ([plural(down, "headline card") + " face down"] if down else [])
    if played:
        lines.append("In play: " + ", ".join(played))
    lines.append(f"Draw pile {len(state.draw_pile)}, discards {len(state.discard)}, removed {len(state.removed)}")
    return lines


# -- countries and regions ----------------------------------------------------------------------
def country_line(sight: Sight, name: str) -> str:
    """'Poland: US 0, USSR 4 (stability 3, battleground) - USSR control'."""
    state = sight.state
    if name == CCW_BOX:
        return f"Chinese Civil War box: USSR {state.ccw_box or 0}"
    country = board.country(name)
    kind = f"stability {country.stability}" + (", battleground" if country.battleground else "")
    who = board.controller(state, name)
    control = f" - {side_name(who)} control" if who else ""
    return f"{country.name}: US {state.inf(name, US)}, USSR {state.inf(name, USSR)} ({kind}){control}"


def country_detail(sight: Sight, name: str) -> list[str]:
    """One country in full: its line, its region, its neighbours."""
    country = board.country(name)
    areas = [facts().map.regions[country.region].name] + [facts().map.subregions[s].name for s in country.subregions]
    neighbours = [country_name(n) if n in facts().map.countries else facts().map.superpowers[n].name
                  for n in country.adjacent]
    lines = [country_line(sight, name), f"  Region: {', '.join(areas)}", f"  Adjacent: {', '.join(neighbours)}"]
    if board.closed_by_defcon(sight.state, name):
        lines.append(f"  DEFCON {sight.state.defcon} bars coups and realignments here")
    return lines


def region_name(region: str) -> str:
    found = facts().map.regions.get(region) or facts().map.subregions.get(region)
    return found.name if found else region


def standing_words(state: GameState, region: str) -> str:
    """Where each side stands in a region for its scoring (10.1.1): 'US presence (2 countries, 0 battlegrounds)'."""
    total = board.battlegrounds_in(region)
    parts = []
    for side in SIDES:
        mine = board.standing(state, side, region)
        theirs = board.standing(state, other_side(side), region)
        level = board.level(mine, theirs, total) or "nothing"
        parts.append(f"{side_name(side)} {level} ({plural(mine.countries, 'country', 'countries')}, "
                     f"{plural(mine.battlegrounds, 'battleground')})")
    return "; ".join(parts)


def region_lines(sight: Sight, region: str, *, every: bool = True) -> list[str]:
    """A region's countries (those holding influence unless `every`) and where each side stands."""
    state = sight.state
    names = board.countries_in(region)
    shown = [n for n in names if every or state.inf(n, US) or state.inf(n, USSR)]
    lines = [f"{region_name(region)}: {standing_words(state, region)}"]
    lines += ["  " + country_line(sight, n) for n in shown]
    if region == "asia" and state.ccw_box is not None:
        lines.append("  " + country_line(sight, CCW_BOX))
    return lines


# -- cards ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardView:
    number: int
    label: str
    text: str
    facts: tuple[str, ...]
    where: str  # "" where the viewer may not know it
    note: str  # what playing it would do for the viewer now ("" when they play no side)
    playable: bool | None  # may the viewer play its event now (None: not theirs to play as an event)


def card_label(number: int) -> str:
    """'#4 Duck and Cover (3 Ops, US)', '#1 Asia Scoring (scoring)', '#6 The China Card (4 Ops)'."""
    card = facts().cards[number]
    if card.scoring is not None and number != CHINA_CARD:
        return f"#{number} {card.name} (scoring)"
    side = "" if number == CHINA_CARD else f", {SIDE_WORDS.get(card.side, card.side)}"
    return f"#{number} {card.name}{'*' if card.remove else ''} ({plural(card.ops, 'Op')}{side})"


def card_facts(number: int) -> list[str]:
    """The printed facts besides Ops and side: period, asterisk, lasting effect, war card, prerequisites."""
    card = facts().cards[number]
    lines = [f"{PERIODS.get(card.period, card.period)} card" + (" (optional card)" if card.optional else "")]
    if card.remove:
        lines.append("Removed from the game once its event is played (*)")
    if card.lasting:
        lines.append(f"Its event lasts: {card.lasting.replace('_', ' ')}")
    if card.war is not None:
        lines.append(f"War card: wins on a modified roll of {card.war.win_from}+, {card.war.vp} VP, "
                     f"{card.war.military_ops} military operations")
    if card.requires_any:
        lines.append("Needs " + " or ".join(card_name(n) for n in card.requires_any) + " played first")
    if card.cancelled_by:
        lines.append("Stopped by " + ", ".join(card_name(n) for n in card.cancelled_by))
    return lines


def card_place(sight: Sight, number: int) -> str:
    """Where a card is, in words, or "" where the viewer may not know (TS-V1, V2, V4)."""
    state = sight.state
    if number == CHINA_CARD:
        return china_words(state).removeprefix("The China Card: ")
    if number in sight.hidden_cards():
        return ""
    for zone in ("draw_pile", "discard", "removed", "in_play", "set_aside", "waiting"):
        if number in getattr(state, zone):
            return ZONES[zone]
    for side in SIDES:
        if number in state.hands[side]:
            return ZONES[f"hand_{side}"]
    return ""


def event_note(sight: Sight, number: int) -> tuple[str, bool | None]:
    """What playing the card would do for the viewer now: ('event playable', True), ('event not playable: ...',
    False), ("the USSR's event fires if played for Ops", None), ('scoring card: ...', True)."""
    side, game = sight.side, sight.game
    if side is None or game is None:
        return "", None
    if number == CHINA_CARD:
        holder = sight.state.china_holder == side
        return ("Ops or the space race; no event" if holder else "the other side holds it"), None
    card = facts().cards[number]
    if card.scoring is not None:
        return "scoring card: play it this turn", True
    opponent = other_side(side)
    if card.side == opponent:
        reason = events.blocked(game, number, opponent)
        if reason is not None:
            return f"no event fires: {reason[1]}", None
        return f"the {side_name(opponent)}'s event fires if played for Ops", None
    reason = events.blocked(game, number, side)
    if reason is None:
        return "event playable", True
    return f"event not playable: {reason[1]}", False


def ops_now(sight: Sight, number: int) -> int | None:
    """The card's Ops for the viewer now (modifiers counted), None when they play no side."""
    if sight.side is None or sight.game is None:
        return None
    return modifiers.card_ops(sight.game, sight.side, number)


def card_view(sight: Sight, number: int) -> CardView:
    card = facts().cards[number]
    note, playable = event_note(sight, number)
    ops = ops_now(sight, number)
    extra = []
    if ops is not None and ops != card.ops and card.ops:
        extra.append(f"Worth {plural(ops, 'Op')} to the {side_name(sight.side)} now")
    return CardView(number, card_label(number), card.effect, tuple(card_facts(number) + extra),
                    card_place(sight, number), note, playable)


def find_card(text: str) -> list[int]:
    """The cards a player means: a number ('4', '#4'), a name, or a unique start of a name."""
    wanted = text.strip().lower().removeprefix("#")
    cards = facts().cards
    if wanted.isascii() and wanted.isdigit():
        return [int(wanted)] if int(wanted) in cards else []
    exact = [n for n, c in cards.items() if c.name.lower() == wanted]
    if exact:
        return exact
    return [n for n, c in sorted(cards.items()) if wanted and (c.name.lower().startswith(wanted)
                                                               or wanted in c.name.lower())]


def hand(sight: Sight) -> tuple[list[CardView], int]:
    """The viewer's hand (The China Card last, when they hold it), and how many cards the other side holds."""
    side = sight.side
    if side is None:
        return [], 0
    cards, _ = sight.hand(side)
    shown = [card_view(sight, n) for n in sorted(cards)]
    if sight.state.china_holder == side:
        shown.append(card_view(sight, CHINA_CARD))
    return shown, len(sight.state.hands[other_side(side)])


# -- piles -----------------------------------------------------------------------------------------
def pile(sight: Sight, which: str) -> list[str]:
    """A public pile's cards (labels), oldest first; the events in effect with whose they are."""
    state = sight.state
    if which == "events":
        return [f"{card_label(n)} - {SIDE_WORDS.get(state.effects[n].get('side'), 'in effect')}"
                for n in sorted(state.effects)]
    return [card_label(n) for n in getattr(state, which)]


def deck(sight: Sight) -> list[str]:
    """The draw pile: how many cards (their order nobody's, TS-V2), the cards waiting for their period."""
    state = sight.state
    lines = [f"Draw pile: {plural(len(state.draw_pile), 'card')}"]
    shown = sight.draw_pile()
    if shown:
        lines += [f"  {index}. {card_label(n)}" for index, n in enumerate(shown, 1)]
    else:
        lines.append("  (which cards lie in what order is nobody's to see)")
    waiting: dict[str, int] = {}
    for number in state.waiting:
        period = facts().cards[number].period
        waiting[period] = waiting.get(period, 0) + 1
    for period, count in waiting.items():
        enters = facts().turns.periods[period].enters_turn
        lines.append(f"{PERIODS.get(period, period)} cards waiting: {count} (shuffled in at turn {enters})")
    aside = [card_label(n) for n in state.set_aside]
    if aside:
        lines.append("Laid in front of its player: " + ", ".join(aside))
    return lines


def history(sight: Sight, count: int) -> list[str]:
    """The last `count` lines of the game log, as the viewer may read them."""
    game = sight.game
    if game is None:
        return []
    entries = list(game.log_entries)[-count:] if count else []
    return [f"T{e.turn} {PHASES.get(e.phase, e.phase)}: {sight.entry(e).strip()}" for e in entries]
