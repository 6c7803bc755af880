"""What differs between two states of a game: for the end-of-turn summary and for going back.

`differences(before, after)` compares two states and lists each difference twice over: as
what changed (``Pakistan: Fair -> Poor``, for a summary, and for an undo, a redo or a
rollback in digital play) and as what to do on a physical board to go from `before` to
`after` (``Set Pakistan to Poor Neutral``, for the same at a table). What the viewer may not
see (`visibility`) stays hidden in both: a face-down plot is "a plot (face down)", the Plots
Available box changes by how many. Either state may stand in the middle of a card's play: the
card being played is in play, face up.
"""

from __future__ import annotations

from collections import Counter

from botkit.definition import Difference

from .. import board, deck, facts
from ..state import GOVERNANCE_TEXT, SIDES, Country, GameState
from ..wording import a_marker, count, side_name
from .visibility import EVERYTHING, Sight

# a country's counted pieces and markers: field -> the word for one
COUNTED = (("troops", "troop"), ("militia", "militia"), ("actives", "active cell"), ("sleepers", "sleeper cell"),
           ("cadre", "cadre"), ("aid", "Aid marker"), ("awakening", "Awakening marker"),
           ("reaction", "Reaction marker"), ("wmd", "WMD"))


def differences(before: GameState, after: GameState, *, sight: Sight = EVERYTHING,
                table: bool = False) -> list[Difference]:
    """Everything that differs from `before` to `after` that `sight` may see: tracks, countries,
    plots, events, cards.

    `table`: the hands and the draw pile hold cards the program has not seen, so a card going
    back to them is told to go back where it came from."""
    found: list[Difference] = []
    found += _tracks(before, after)
    for name in sorted(after.countries):
        found += _country(before.countries[name], after.countries[name], sight)
    found += _boxes(before, after, sight)
    found += _cards(before, after, table)
    return found


def _track(name: str, old: object, new: object, todo: str) -> list[Difference]:
    return [] if old == new else [Difference("track", "", f"{name} {old} -> {new}", todo)]


def _tracks(before: GameState, after: GameState) -> list[Difference]:
    found = []
    found += _track("Prestige", before.prestige, after.prestige, f"Move the Prestige marker to {after.prestige}")
    found += _track("Funding", before.funding, after.funding, f"Move the Funding marker to {after.funding}")
    found += _track("US posture", before.us_posture.title(), after.us_posture.title(),
                    f"Flip the US posture marker to {after.us_posture.title()}")
    for side in SIDES:
        found += _track(f"{side_name(side)} reserves", before.reserves[side], after.reserves[side],
                        f"Move the {side_name(side)} Reserves marker to {after.reserves[side]}")
    found += _track("Off-map troops", before.off_map_troops, after.off_map_troops,
                    f"Leave {count(after.off_map_troops, 'troop')} in the Off-Map box")
    if before.caliphate_capital != after.caliphate_capital:
        old, new = before.caliphate_capital or "none", after.caliphate_capital or "none"
        todo = (f"Put the Caliphate Capital marker in {after.caliphate_capital}" if after.caliphate_capital
                else f"Take the Caliphate Capital marker off {before.caliphate_capital}")
        found.append(Difference("track", "", f"Caliphate capital {old} -> {new}", todo))
    return found


def _standing(country: Country) -> str:
    if not country.muslim:
        return country.posture.title() if country.posture else "untested"
    if not country.governance:
        return "untested"
    return f"{GOVERNANCE_TEXT[country.governance]} {(country.alignment or '').title()}".strip()


def _plots(country: Country, sight: Sight) -> Counter:
    kinds = (sight.plot(p, hidden="") for p in country.plots)
    return Counter(f"plot {kind}" if kind else "a plot (face down)" for kind in kinds)


def _country(old: Country, new: Country, sight: Sight) -> list[Difference]:
    name = new.name
    found = []
    if _standing(old) != _standing(new) or old.kind != new.kind:
        was, now = _standing(old), _standing(new)
        if new.muslim and new.governance:
            todo = f"Set {name} to {now}"
        elif new.muslim:
            todo = f"Take the governance and alignment markers off {name} (untested)"
        else:
            todo = f"Mark {name} {now}" if new.posture else f"Take the posture marker off {name}"
        if old.kind != new.kind:
            todo = f"Turn the {name} tile over; then: {todo[0].lower()}{todo[1:]}"
        found.append(Difference("country", name, f"{name}: {was} -> {now}", todo))
    cells = (old.actives + old.sleepers, new.actives + new.sleepers)
    flipped = cells[0] == cells[1] and old.actives != new.actives
    if flipped:
        to, n = ("active", new.actives - old.actives) if new.actives > old.actives else ("sleeper",
                                                                                          old.actives - new.actives)
        found.append(Difference("country", name, f"{name}: {count(n, 'cell')} now {to}", f"Flip {count(n, 'cell')} in {name} "
                                                                               f"to {to}"))
    for field, word in COUNTED:
        if flipped and field in ("actives", "sleepers"):
            continue
        a, b = getattr(old, field), getattr(new, field)
        if a == b:
            continue
        what = count(abs(b - a), word)
        one = a_marker(word.removesuffix(" marker")) if abs(b - a) == 1 and word.endswith("marker") else what
        todo = f"Place {one} in {name}" if b > a else f"Remove {one} from {name}"
        found.append(Difference("country", name, f"{name}: {'+' if b > a else '-'}{what}", todo))
    for flag, marker in (("besieged", "Besieged Regime"), ("civil_war", "Civil War")):
        a, b = getattr(old, flag), getattr(new, flag)
        if a != b:
            found.append(Difference("country", name, f"{name}: {marker} {'placed' if b else 'removed'}",
                                    f"Place {a_marker(marker)} in {name}" if b else
                                    f"Remove the {marker} marker from {name}"))
    if old.regime_change != new.regime_change:
        if new.regime_change is None:
            todo = f"Remove the Regime Change marker from {name}"
        elif old.regime_change is None:
            todo = f"Place a {new.regime_change} Regime Change marker in {name}"
        else:
            todo = f"Turn the Regime Change marker in {name} to {new.regime_change}"
        found.append(Difference("country", name, f"{name}: Regime Change {old.regime_change or 'none'} -> "
                                      f"{new.regime_change or 'none'}", todo))
    gone, came = Counter(old.markers) - Counter(new.markers), Counter(new.markers) - Counter(old.markers)
    for marker in sorted(came.elements()):
        found.append(Difference("country", name, f"{name}: {marker} marker placed", f"Place {a_marker(marker)} in {name}"))
    for marker in sorted(gone.elements()):
        found.append(Difference("country", name, f"{name}: {marker} marker removed", f"Remove the {marker} marker from {name}"))
    was, now = _plots(old, sight), _plots(new, sight)
    for plot in sorted((now - was).elements()):
        found.append(Difference("country", name, f"{name}: {plot} placed", f"Place {plot} in {name}"))
    for plot in sorted((was - now).elements()):
        found.append(Difference("country", name, f"{name}: {plot} removed", f"Remove {plot} from {name}"))
    return found


def _box(label: str, old: list, new: list, word=str) -> list[Difference]:
    found = []
    gone, came = Counter(old) - Counter(new), Counter(new) - Counter(old)
    for item in sorted(came.elements(), key=str):
        found.append(Difference("box", "", f"{label}: +{word(item)}", f"Put {word(item)} in {label}"))
    for item in sorted(gone.elements(), key=str):
        found.append(Difference("box", "", f"{label}: -{word(item)}", f"Take {word(item)} out of {label}"))
    return found


def _card_name(number: int) -> str:
    return facts.cards()[number].name if number in facts.cards() else f"#{number}"


def _pool(before: GameState, after: GameState, sight: Sight) -> list[Difference]:
    """The Plots Available box: its markers, or - where the viewer may not see which - how many."""
    was, now = sight.plots_box(before), sight.plots_box(after)
    if was is not None and now is not None:
        return _box("Plots Available", was, now, "plot {}".format)
    change = len(after.plots_available) - len(before.plots_available)
    if not change:
        return []
    markers = count(abs(change), "plot marker")
    if change > 0:
        return [Difference("box", "", f"Plots Available: {markers} more (face down)",
                           f"Put {markers} back in Plots Available (face down)")]
    return [Difference("box", "", f"Plots Available: {markers} fewer (face down)",
                       f"Take {markers} out of Plots Available (face down)")]


def _boxes(before: GameState, after: GameState, sight: Sight) -> list[Difference]:
    found = []
    found += _pool(before, after, sight)
    found += _box("Resolved Plots", before.plots_resolved, after.plots_resolved, "plot {}".format)
    found += _box("Events in Play", before.events_in_play, after.events_in_play,
                  lambda n: f"the {facts.cards()[n].title} marker")
    found += _box("the Lapsing box", before.lapsing, after.lapsing, _card_name)
    found += _box("the global markers", before.markers, after.markers, lambda m: f"the {m} marker")
    return found


PUBLIC_ZONES = ("discard", "removed", "first_plot", deck.PLAYING)
ZONE_WORDS = {"discard": "the discard pile", "removed": "the removed cards", "first_plot": "the first plot box",
              deck.PLAYING: "play", "draw": "the draw pile", "us": "the US hand", "jihadist": "the Jihadist hand"}


def _cards(before: GameState, after: GameState, table: bool) -> list[Difference]:
    """Cards that left or reached a face-up pile (or play); a hand's or the draw pile's own order is nobody's
    business, and at a table, where the program sees no hand or pile, neither is which one a card is in."""
    found = []
    numbers = set(before.discard) | set(after.discard) | set(before.removed) | set(after.removed)
    numbers |= {n for n in (before.first_plot_card, after.first_plot_card) if n is not None}
    numbers |= set(before.playing) | set(after.playing)
    for number in sorted(numbers):
        old, new = deck.zone(before, number), deck.zone(after, number)
        if old == new or (old not in PUBLIC_ZONES and new not in PUBLIC_ZONES):
            continue
        name = _card_name(number)
        source, target = ZONE_WORDS.get(old, old), ZONE_WORDS.get(new, new)
        todo = f"Move {name} from {source} to {target}"
        if table and new not in PUBLIC_ZONES:
            todo = f"Take {name} from {source} back into the hand (or pile) it came from"
        elif table and old not in PUBLIC_ZONES:  # the program never saw where it lay: the player did
            todo = f"Move {name} from the hand (or pile) it is in to {target}"
        found.append(Difference("card", "", f"{name}: {source} -> {target}", todo))
    return found




def track_line(state: GameState) -> str:
    """The main tracks in one line (the final screen, a summary)."""
    world, value = board.world_posture(state)
    return (f"Prestige {state.prestige}, Funding {state.funding}, US {state.us_posture.title()}, "
            f"World {world.title()} {value}, Good resources {board.good_resources(state)}, Islamist Rule resources "
            f"{board.islamist_resources(state)}, Fair/Good {board.fair_or_good_count(state)}, Poor/IR "
            f"{board.poor_or_islamist_count(state)}")
