"""'event playable, no effect now': what a hand says of an event that would change nothing - the Bots' own test
(`events.has_effect`) in the one function every front end asks (`views.event_note`) - and the terminal asking
before a card is spent on such an event."""

from __future__ import annotations

from botkit.protocol import Ask
from cli.human import HumanDecider
from cli.play import doubts, dress
from game.labyrinth.awakening import ARAB_WINTER
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.session import views
from game.labyrinth.session.visibility import Sight
from game.labyrinth.state import US

from .helpers import make_game, make_state, muslim, setc

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)


JV_COPYCAT, CRITICAL_MIDDLE, SECTARIAN_VIOLENCE = 207, 200, 210


def note(game, number: int, side: str = US) -> str:
    return views.event_note(views.card_view(Sight.of(side, game), number))


def test_jv_copycat_with_no_non_muslim_cell_cadre_or_plot_has_no_effect_for_the_us():
    game = make_game(make_state())
    assert note(game, JV_COPYCAT) == "event playable, no effect now"
    setc(game.state, "France", sleepers=1)
    assert note(game, JV_COPYCAT) == "event playable"


def test_sectarian_violence_with_no_marker_to_remove_has_no_effect():
    state = muslim(make_state(), "Egypt")
    game = make_game(state)
    assert note(game, SECTARIAN_VIOLENCE) == "event playable, no effect now"
    setc(state, "Egypt", awakening=1)
    assert note(game, SECTARIAN_VIOLENCE) == "event playable"


def test_critical_middle_under_arab_winter_with_its_only_candidate_already_ally_has_no_effect():
    state = muslim(make_state(), "Egypt", governance=2, alignment="ally")  # Fair, 3 resources: the US candidate
    state.lapsing.append(ARAB_WINTER)  # no Awakening marker may be placed
    game = make_game(state)
    assert note(game, CRITICAL_MIDDLE) == "event playable, no effect now"
    state.lapsing.remove(ARAB_WINTER)
    assert note(game, CRITICAL_MIDDLE) == "event playable"


def test_every_view_of_the_hand_says_it_the_same_way():
    state = make_state()
    state.hands[US] = [JV_COPYCAT]
    game = make_game(state)
    assert views.hand_line(Sight.of(US, game)) == "Your hand: #207 JV / Copycat (1 Op, unassociated, event playable, no effect now)"
    card_choice = Ask(US, "card.choose", "US: which card do you play?", (JV_COPYCAT,),
                      labels={JV_COPYCAT: "#207 JV / Copycat"})
    labels, _ = dress(_Session(game))(game, card_choice)
    assert labels == {JV_COPYCAT: "#207 JV / Copycat (1 Op, unassociated) - event playable, no effect now"}
    assert views.event_note(views.card_view(Sight.of(US, game), 137)) == ""  # not playable: nothing said in a hand
    assert views.event_note(views.card_view(Sight.of(US, game), 137), why_not=True).startswith("event not playable (")


class _Session:  # what the terminal's dress and doubts read of a session: whose side the player is, what they see
    class config:  # noqa: N801 - the attribute's name in Session
        human = US

    definition = LABYRINTH

    def __init__(self, game) -> None:
        self.game = game

    @property
    def sight(self) -> Sight:
        return Sight.of(US, self.game)


def test_the_terminal_asks_before_a_card_is_spent_on_an_event_with_no_effect():
    game = make_game(make_state())
    play_as = Ask(US, "card.play_as", "#207 JV / Copycat: event, Ops or reserves?", ("event", "ops", "reserves"),
                  labels={"event": "play the event", "ops": "use the Ops", "reserves": "add the Ops to reserves"},
                  info={"card": JV_COPYCAT})
    typed = iter(["e", "n", "e", "y"])
    said: list[str] = []
    decider = HumanDecider(lambda prompt: next(typed), said.append, lambda name, argument: None, dress(_Session(game)),
                           doubts(_Session(game)), keys=KEYS)
    assert decider.decide(game, play_as) == "event"
    assert "   (e: the event can do nothing now: the card would be spent on nothing)" in said
    assert said.count("Then answer again.") == 1 and said[-1] == "  → #207 JV / Copycat: play the event"
    setc(game.state, "France", sleepers=1)
    typed = iter(["e"])  # an event that does something is played at once
    assert decider.decide(game, play_as) == "event"
