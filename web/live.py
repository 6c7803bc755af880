"""A game held in memory while a browser plays it: the session runs in a worker thread that waits.

The session model is the one every front end shares (`botkit.session`): a game is
its set-up plus the player's answers. Replaying from the start for every answer costs a
replay per click (about 0.1 s a turn of play, so over a second late in a game), so a game
being played stays *live*: its `Session.run` goes on in a worker thread whose decider
hands each question to the web layer and waits for the answer. A cold start (a server
restart, a game not touched for a while, an undo) replays once, telling the whole story
again (`Session.retell`) so the page's log holds the whole game.

The worker stops at *pauses*: a question for the player, or - watching Bot vs Bot - the
next card, until the page asks for it. While it waits nothing in the game moves, so the
web layer may read the game's state to draw the page (always with the game's lock held).
"""

from __future__ import annotations

import contextlib
import hashlib
import queue
import threading
from dataclasses import dataclass
from typing import Any

from botkit.protocol import Ask
from botkit.session import Interrupt, Line, LiveFailure, ReplayFailure, Session

QUESTION, CARD, OVER, FAILED, STOPPED = "question", "card", "over", "failed", "stopped"
_STOP, _GO = object(), object()
WAIT_SECONDS = 600  # a worker that does not come back in this long is taken for lost


class Stopped(Interrupt):  # noqa: N818 - not an error: the web layer putting a game away
    """Raised in the worker to leave the game (every answer is kept by the session)."""


class LiveError(RuntimeError):
    """The worker did not come back (the game is put away; the next request replays it)."""


@dataclass(frozen=True)
class Pause:
    """Where the worker waits: a `question` (`ask`), the next `card` (Bot vs Bot), or why it ended."""

    kind: str
    ask: Ask | None = None
    error: BaseException | None = None


def question_token(answers: int, ask: Ask) -> str:
    """Names one question of one game exactly: a form answering another (an older tab) is stale."""
    text = repr((answers, ask.side, ask.purpose, ask.prompt, ask.kind, ask.options, ask.low, ask.high, ask.count))
    return f"{answers}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"


class LiveGame:
    """One session running in a worker thread (see the module). Call its methods with the game's lock held."""

    def __init__(self, session: Session, *, cards_watched: int = 0) -> None:
        self.session = session
        self.session.retell = True
        self.lines: list[Line] = []
        self.watching = session.config.human is None
        self.cards_watched = cards_watched  # Bot vs Bot: the cards let through so far
        self._cards_seen = 0
        self._inbox: queue.Queue[Any] = queue.Queue()
        self._outbox: queue.Queue[Pause] = queue.Queue()
        self._thread: threading.Thread | None = None
        self.pause: Pause = Pause(STOPPED)
        self.told: tuple[int, str] | None = None  # (turn, phase) when the last line told happened

    # -- the worker ---------------------------------------------------------------------------
    def start(self) -> Pause:
        """Replay from the start (telling the whole story again) to the first pause."""
        self.stop()
        self.lines = []
        self.told = None
        self._cards_seen = 0
        self._inbox = queue.Queue()
        self._outbox = queue.Queue()
        self._thread = threading.Thread(target=self._work, name="botkit-game", daemon=True)
        self._thread.start()
        return self._wait()

    def _work(self) -> None:
        try:
            self.session.run(self, on_line=self._hear)
            self._outbox.put(Pause(OVER))
        except Stopped:
            self._outbox.put(Pause(STOPPED))
        except (ReplayFailure, LiveFailure) as failure:
            self._outbox.put(Pause(FAILED, error=failure))
        except Exception as exc:  # whatever happens in the worker is told on the page, never lost
            self._outbox.put(Pause(FAILED, error=exc))

    def decide(self, game: Any, ask: Ask) -> Any:
        """The player's decider, in the worker: hand the question over and wait for the answer."""
        self._outbox.put(Pause(QUESTION, ask))
        reply = self._inbox.get()
        if reply is _STOP:
            raise Stopped()
        return reply

    def _hear(self, line: Line) -> None:
        if self.watching and line.kind == "card_played":
            self._cards_seen += 1
            if self._cards_seen > self.cards_watched:  # wait before the card is shown
                self._outbox.put(Pause(CARD))
                if self._inbox.get() is _STOP:
                    raise Stopped()
        self.lines.append(line)
        if self.game is not None:  # the phase the story has reached (a page waiting for a card shows it)
            self.told = (self.game.state.turn, self.game.state.phase)

    def _wait(self) -> Pause:
        try:
            self.pause = self._outbox.get(timeout=WAIT_SECONDS)
        except queue.Empty:
            self.pause = Pause(FAILED, error=LiveError("the game did not answer in time"))
            raise LiveError("the game did not answer in time") from None
        return self.pause

    # -- what the web layer does ------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def token(self) -> str:
        """The current question's token ('' when the game waits for no question)."""
        ask = self.pause.ask
        return question_token(len(self.session.answers), ask) if ask is not None else ""

    def answer(self, value: Any) -> Pause:
        """Answer the current question (`IllegalAnswer` if the value does not fit); waits for the next pause."""
        ask = self.pause.ask
        if self.pause.kind != QUESTION or ask is None:
            raise RuntimeError("the game waits for no answer now")
        checked = ask.check(value)
        self._inbox.put(checked)
        return self._wait()

    def next_card(self) -> Pause:
        """Bot vs Bot: let the next card be played; waits for the next pause."""
        if self.pause.kind != CARD:
            return self.pause
        self.cards_watched += 1
        self._inbox.put(_GO)
        return self._wait()

    def stop(self) -> None:
        """Put the game away (the worker ends; every answer is saved already)."""
        thread = self._thread
        if thread is None:
            return
        if thread.is_alive() and self.pause.kind in (QUESTION, CARD):
            self._inbox.put(_STOP)
            with contextlib.suppress(queue.Empty):
                self._outbox.get(timeout=WAIT_SECONDS)
        thread.join(timeout=WAIT_SECONDS)
        self._thread = None
        self.pause = Pause(STOPPED)
