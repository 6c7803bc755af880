"""What the player sees: the status panel, country details, hands and events, drawn with rich."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from game.labyrinth import board, facts
from game.labyrinth.game import Game
from game.labyrinth.state import GOVERNANCE_TEXT, JIHADIST, US, Country

REGION_ORDER = ["americas", "europe", "eurasia", "africa", "middle_east", "arabian_peninsula", "south_asia", "east_asia"]
REGION_TITLES = {
    "americas": "Americas", "europe": "Europe", "eurasia": "Russia & Central Asia", "africa": "Africa",
    "middle_east": "Middle East", "arabian_peninsula": "Arabian Peninsula", "south_asia": "South Asia",
    "east_asia": "East Asia",
}


def card_label(number: int) -> str:
    card = facts.cards()[number]
    assoc = {"us": "US", "jihadist": "Jihadist", "unassociated": "unassoc."}[card.association]
    return f"#{number} {card.title} ({card.ops}, {assoc})"


def tracks_line(game: Game) -> list[str]:
    s = game.state
    world, value = board.world_posture(s)
    penalty = board.gwot_penalty(s)
    lines = [
        f"Prestige {s.prestige} ({board.prestige_level(s.prestige).title()})   US {s.us_posture.title()}   "
        f"World {world.title()} {value}" + (f" (penalty -{penalty})" if penalty else "")
        + f"   Funding {s.funding} ({board.funding_level(s.funding).title()})",
        f"Troops: track {board.troops_on_track(s)} ({board.troop_commitment(s).title()}), off-map {s.off_map_troops}   "
        f"Militia avail {board.militia_available(s)}   Cells: map {board.cells_on_map(s)}, "
        f"to recruit {board.cells_to_recruit(s)}",
        f"Reserves US {s.reserves[US]} / Jihadist {s.reserves[JIHADIST]}   Plots available "
        f"{' '.join(sorted(s.plots_available)) or 'none'}   resolved {' '.join(s.plots_resolved) or '-'}",
        f"Good res {board.good_resources(s)}  IR res {board.islamist_resources(s)}   "
        f"Fair/Good {board.fair_or_good_count(s)}  Poor/IR {board.poor_or_islamist_count(s)}   "
        f"Deck {s.deck_number}/{s.decks}: {len(s.draw_pile)} cards left"
        + (f"   Caliphate capital {s.caliphate_capital}" if s.caliphate_capital else ""),
    ]
    return lines


def country_summary(game: Game, country: Country, *, hide_plots: bool) -> str:
    """One line: governance/alignment or posture, then every piece and marker."""
    bits: list[str] = []
    if country.muslim:
        if country.governance:
            bits.append(f"{GOVERNANCE_TEXT[country.governance]} {(country.alignment or '').title()}")
        else:
            bits.append("untested")
        bits.append(f"res {board.resources(game.state, country)}")
    else:
        posture = board.posture_of(game.state, country.name)
        bits.append(posture.title() if posture else "untested")
    if country.troops:
        bits.append(f"{country.troops} troops")
    if country.militia:
        bits.append(f"{country.militia} militia")
    if country.actives:
        bits.append(f"{country.actives} active")
    if country.sleepers:
        bits.append(f"{country.sleepers} sleeper")
    if country.cadre:
        bits.append("cadre")
    if country.plots:
        shown = [p.kind if (p.face_up or not hide_plots) else "?" for p in country.plots]
        bits.append("plots " + " ".join(shown))
    if country.awakening:
        bits.append(f"+{country.awakening} awakening")
    if country.reaction:
        bits.append(f"-{country.reaction} reaction")
    if country.aid:
        bits.append(f"{country.aid} aid")
    if country.besieged:
        bits.append("besieged")
    if country.regime_change:
        bits.append(f"regime change ({country.regime_change})")
    if country.civil_war:
        bits.append("CIVIL WAR")
    if game.state.caliphate_capital == country.name:
        bits.append("CALIPHATE CAPITAL")
    elif board.is_caliphate_member(game.state, country.name):
        bits.append("caliphate")
    if country.wmd:
        bits.append(f"{country.wmd} WMD")
    bits.extend(country.markers)
    return ", ".join(bits)


def interesting(country: Country) -> bool:
    return bool(
        (country.muslim and country.governance) or country.cells or country.cadre or country.troops or country.plots
        or country.markers or (not country.muslim and country.posture and country.name != "Israel")
    )


def status_panel(game: Game, *, human: str | None, title: str) -> Panel:
    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold")
    table.add_column()
    by_region: dict[str, list[Country]] = {}
    for name, country in sorted(game.state.countries.items()):
        if interesting(country):
            by_region.setdefault(facts.countries()[name].region, []).append(country)
    hide = human == US and game.is_bot(JIHADIST)
    for region in REGION_ORDER:
        for index, country in enumerate(by_region.get(region, [])):
            table.add_row(REGION_TITLES[region] if index == 0 else "", f"[cyan]{country.name}[/cyan]: "
                          + country_summary(game, country, hide_plots=hide))
    parts: list = [Text("\n".join(tracks_line(game))), Text(""), table]
    in_play = [card_label(n) for n in game.state.events_in_play] + [card_label(n) + " (lapsing)" for n in game.state.lapsing]
    if in_play:
        parts.append(Text("Events in play: " + "; ".join(in_play)))
    if human:
        parts.append(Text(hand_line(game, human)))
        other = JIHADIST if human == US else US
        parts.append(Text(f"{'Jihadist' if other == JIHADIST else 'US'} Bot hand: {len(game.state.hands[other])} cards"))
    return Panel(Group(*parts), title=title, expand=False)


def country_detail(game: Game, name: str, *, hide_plots: bool) -> str:
    country = game.state.countries[name]
    printed = facts.countries()[name]
    kind = {"sunni": "Sunni Muslim", "shia_mix": "Shia-Mix Muslim", "non_muslim": "non-Muslim",
            "iran_special": "Iran (special case)"}[country.kind]
    extra = []
    if printed.schengen:
        extra.append("Schengen")
    if country.oil_exporter:
        extra.append("oil exporter")
    if printed.recruit:
        extra.append(f"recruit {printed.recruit}")
    adjacent = ", ".join(board.adjacent(name))
    return (f"{name} - {kind}{' (' + ', '.join(extra) + ')' if extra else ''}\n"
            f"  {country_summary(game, country, hide_plots=hide_plots)}\n  Adjacent: {adjacent}")


def hand_line(game: Game, side: str) -> str:
    """The player's hand; at the table only the cards the program has seen are named."""
    from game.labyrinth import table

    hand = game.state.hands[side]
    if table.enabled(game):
        known = [n for n in hand if n in game.state.options[table.KEY]["known"]]
        shown = "; ".join(card_label(n) for n in known)
        return f"Your hand: {len(hand)} cards" + (f" (known: {shown})" if shown else "")
    return "Your hand: " + ("; ".join(card_label(n) for n in hand) or "empty")
