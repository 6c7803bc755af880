"""`botkit scenario list/show` and `botkit cards list/show` for Twilight Struggle."""

from __future__ import annotations

from botkit.definition import View

from ..board import countries, country_name
from ..facts import facts
from ..state import SIDES, US, USSR, GameState, side_name
from .views import PERIODS, SIDE_WORDS, card_facts, card_label, china_words, defcon_line, find_card, status
from .visibility import NOBODY, Sight


def scenario_list(scenarios: list[tuple[str, str, str]]) -> View:
    return View().table(("id", "name", "summary"), scenarios, "Twilight Struggle scenarios")


def scenario_set_up(scenario_id: str, name: str, summary: str, state: GameState) -> View:
    """A scenario's board before the first question (what every side may see: no hand is named)."""
    sight = Sight(NOBODY, state)
    out = View().title(f"{name} (id {scenario_id})").line(summary)
    out.line(f"Turn {state.turn}, {defcon_line(state)}; {china_words(state)}")
    for line in status(sight)[1:]:
        if not line.startswith(("DEFCON", "The China Card")):
            out.line(line, 4)
    rows = [(country_name(n), str(state.inf(n, US)), str(state.inf(n, USSR))) for n in countries()
            if state.inf(n, US) or state.inf(n, USSR)]
    placements = scenario_id == "standard"  # the standard set-up has each side place more influence (3.2, 3.3)
    out.table(("country", "US", "USSR"), rows, "Influence on the map (before the players' own placements)"
              if placements else "Influence on the map")
    return out


def card_list(side: str | None = None) -> View:
    """Every card: number, name, Ops, whose event, period, removed after play (*); `side`: only that side's."""
    if side is not None and side not in SIDE_WORDS:
        return View().line(f"No side {side[:20]!r} among Twilight Struggle's events (sides: us, ussr, neutral).")
    rows = []
    for number, card in sorted(facts().cards.items()):
        if side is not None and card.side != side:
            continue
        rows.append((str(number), card.name + ("*" if card.remove else ""), str(card.ops) if card.scoring is None
                     or number == 6 else "scoring", SIDE_WORDS.get(card.side, card.side),
                     PERIODS.get(card.period, card.period)))
    title = "Twilight Struggle cards" + (f" ({side_name(side)} events)" if side in SIDES else "")
    return View().table(("#", "name", "Ops", "event", "period"), rows, title)


def card_facts_view(text: str) -> View:
    """One card's facts and its event in our words; `LookupError` for a card no one can tell."""
    found = find_card(text)
    if not found:
        raise LookupError(f"no Twilight Struggle card {text[:40]!r} (botkit cards list --game twilight_struggle)")
    if len(found) > 1:
        names = ", ".join(f"#{n} {facts().cards[n].name}" for n in found[:10])
        raise LookupError(f"{len(found)} cards match {text[:40]!r}: {names}; type more of its name or its number")
    number = found[0]
    out = View().title(card_label(number)).line("  " + facts().cards[number].effect, 4)
    for line in card_facts(number):
        out.line("  " + line, 4)
    return out
