"""The rulebook's worked example, end to end: both Bots, the sixteen cards, the stated dice.

It runs through the same code as any game (`matches.bot_game` with a script, which is what
`botkit simulate --script docs/worked-example.yaml` does) and checks every decision and the
end-of-turn state the example describes.
"""

from __future__ import annotations

from pathlib import Path

from game.labyrinth.matches import bot_game
from game.labyrinth.scripts import load_script
from game.labyrinth.state import FAIR, POOR, SOFT

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "worked-example.yaml"


def played(game):
    """(side, card) of every card play, in order, from the log."""
    plays = []
    for entry in game.log_entries:
        if " plays #" in entry.text and not entry.text.startswith(" "):
            side = "jihadist" if entry.text.startswith("Jihadist") else "us"
            plays.append((side, int(entry.text.split("#")[1].split()[0])))
    return plays


def test_worked_example_end_to_end():
    script = load_script(SCRIPT)
    result, game = bot_game(script.scenario, script.seed, script.tiers, max_turns=script.turns,
                            prepare=script.prepare, check_invariants=True)
    state = game.state
    text = "\n".join(e.text for e in game.log_entries)

    # the cards come in the example's order: two per action phase, Jihadist first
    assert played(game)[:16] == [
        ("jihadist", 164), ("jihadist", 232), ("us", 137), ("us", 131),
        ("jihadist", 128), ("jihadist", 239), ("us", 165), ("us", 235),
        ("jihadist", 207), ("jihadist", 156), ("us", 182), ("us", 129),
        ("jihadist", 169), ("jihadist", 145), ("us", 233), ("us", 153),
    ]
    assert game.dice.queue == type(game.dice.queue)()  # every stated die was used, in order

    algeria, pakistan, afghanistan, iraq, gulf = (
        state.countries[n] for n in ("Algeria/Tunisia", "Pakistan", "Afghanistan", "Iraq", "Gulf States"))
    # Bloody Thursday removed the only Awakening marker; its marker went to the Events in Play box and
    # its card to the discard pile, as did Trade Embargo's card (its marker is on Iran) - 6.2.3
    assert algeria.awakening == 0 and state.events_in_play == [164]
    assert 164 in state.discard and 232 in state.discard
    # FMS: 3 militia in the Gulf States; Coup: both troops from the Gulf States back to the track
    assert gulf.militia == 3 and gulf.troops == 0
    # Reaper: Pakistan Fair -> Poor, the Reaction marker gone (11.1.5); Truce: Iraq's cell travelled
    assert pakistan.governance == POOR and pakistan.reaction == 0 and iraq.cells == 0
    # Qadhafi: Disrupt in Afghanistan for prestige; Gulf Union: the level 2 plot there resolved
    # (Funding +1, Prestige -1 with troops); Special Forces alerted the level 1 plot in the US
    assert "Afghanistan: plot 2 removed" in text
    assert not any(c.plots for c in state.countries.values())
    assert sorted(state.plots_available) == ["1", "1", "1", "2", "2", "3"]  # back at end of turn
    # Islamic Maghreb: Serbia rolled Soft; Funding 6 -> 7
    assert state.countries["Serbia"].posture == SOFT
    # Russian Aid: one cell recruited in Pakistan (1 success of 3)
    assert pakistan.cells == 4
    # Facebook: War of Ideas in Afghanistan, Poor -> Fair, its Awakening marker gone (11.1.5)
    assert afghanistan.governance == FAIR and afghanistan.awakening == 0
    # end of turn: Funding 7 -> 6, prestige stays 4, both Bots keep their reserves
    assert state.funding == 6
    assert state.prestige == 4
    assert state.reserves == {"us": 2, "jihadist": 1}
    assert 169 in state.discard  # Islamic Maghreb lapsed
    assert len(state.hands["us"]) == 8 and len(state.hands["jihadist"]) == 8
    assert state.turn == 2 and result.winner == "unfinished"
