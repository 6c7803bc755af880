"""No view tells a side what it may not know: hot-seat games are played through the session, and at every
question every view (and the card menus) is rendered with the asked side's sight; no card of the other hand,
of the draw pile or lying face down as the other side's headline is named there (TS-V1..V4)."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import pytest

from botkit.protocol import Ask, RandomDecider
from botkit.session import EVERY_SIDE, GameConfig, Interrupt, Session
from game.twilight_struggle.facts import facts
from game.twilight_struggle.state import other_side

LABEL = re.compile(r"#(\d+) ")
LOOKS = (("status", ""), ("hand", ""), ("discard", ""), ("removed", ""), ("events", ""), ("deck", ""))


class Enough(Interrupt):
    pass


class Inspector:
    """Both sides' player: before each answer, renders every view as the side being asked sees it."""

    def __init__(self, session: Session, seed: int, answers: int) -> None:
        self.session, self.random, self.left = session, RandomDecider(seed), answers
        self.headlines_checked = 0

    def decide(self, game: Any, ask: Ask) -> Any:
        if self.left == 0:
            raise Enough(ask.purpose)
        self.left -= 1
        session = self.session
        sight = session.sight
        state = game.state
        assert sight.viewer == ask.side
        secret = set(state.hands[other_side(ask.side)]) | set(state.draw_pile) | set(state.waiting)
        secret |= {card for card, side in game.face_down_headlines.items() if side != ask.side}
        if game.face_down_headlines and ask.purpose == "headline.card":
            self.headlines_checked += 1
        screens = session.definition.views()
        shown = []
        for name, argument in LOOKS:
            shown += screens[name](session, argument).lines()
        shown += session.definition.status_lines(sight)
        shown += [c.label for c in session.definition.hand(sight)[0]]
        for title, lines in session.definition.piles(sight):
            shown += [title, *lines]
        labels, notes = session.definition.question_labels(game, ask, sight)
        shown += list(labels.values()) + notes
        named = {int(n) for line in shown for n in LABEL.findall(line)}
        leaked = named & secret
        assert not leaked, f"{ask.side} sees {sorted(leaked)} at {ask.purpose}"
        names = {facts().cards[n].name for n in secret}
        in_play_words = [line for line in shown if line.startswith("In play: ")]
        assert not any(name in line for name in names for line in in_play_words)
        for number in sorted(secret)[:5]:
            card = screens["card"](session, str(number)).lines()
            assert not any(line.startswith("  Now ") for line in card), (number, card)
        return self.random.decide(game, ask)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_view_names_a_card_the_side_asked_may_not_know(seed):
    session = Session(GameConfig(game="twilight_struggle", human=EVERY_SIDE, seed=seed))
    inspector = Inspector(session, seed, 160)
    with contextlib.suppress(Enough):  # random play may end the game first (a nuclear war)
        session.run(inspector, on_line=lambda line: None)
    assert inspector.left < 150
    assert inspector.headlines_checked >= 1  # the second headline was chosen with the first lying face down


def test_the_narration_never_names_a_card_of_the_other_hand_or_the_draw_pile():
    session = Session(GameConfig(game="twilight_struggle", human=EVERY_SIDE, seed=9))
    told: list[tuple[str, str]] = []

    def hear(line: Any) -> None:
        viewer, state = session.viewer, session.game.state
        if viewer in ("us", "ussr"):
            secret = set(state.hands[other_side(viewer)]) | set(state.draw_pile)
            assert not {int(n) for n in re.findall(r"\(#(\d+)\)", line.text)} & secret, line.text
        told.append((viewer, line.text))

    with contextlib.suppress(Enough):
        session.run(Inspector(session, 9, 60), on_line=hear)
    assert told and not any(text.startswith(("Deal", "dealt")) and "#" in text for _, text in told)
