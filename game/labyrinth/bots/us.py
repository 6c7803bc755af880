"""The US Bot (rules section 13): a decider answering the engine's questions by the charts in
flowcharts/labyrinth/us/.

The engine plays the US Bot's cards by the rules (13.4: `cardplay.play_as_bot`; 13.4.4:
`homeland`) and asks it every choice; ``us.answer`` routes each question. The answer actions
below are the US charts' own, for questions whose candidates are not the options themselves:

* ``us_top_card``          - the top of the face-down hand (13.2; a many-choice: from the top down);
* ``us_pick_card {rule}``  - a card of a pile: the one lowest in the discard pile, or at random
  among the highest-Ops US-associated ones;
* ``us_pick_fewest_militia`` - a (militia, cells) mix: the most cells and no militia;
* ``us_pick_plot_country`` / ``us_pick_plot_kind`` - the country, or the kind, of the priority
  plot (the Alert Priorities box, 13.3.3) among the plots the question is about.
"""

from __future__ import annotations

from typing import Any

from botkit import Action, WalkError

from .. import board, facts, us_ops
from ..state import US
from .base import Bot, BotError
from .context import BotContext
from .us_vocab import ALERT_PRIORITIES, plot_candidates, plot_of, top_card


class USBot(Bot):
    side = US
    tier_set = "labyrinth.us.resolve"

    def carry_out(self, action: Action, ctx: BotContext, ask: Any, trace: Any, where: str = "") -> Any:
        name = action.name
        if name == "us_top_card":
            return self.answer_top_card(ctx, ask)
        if name == "us_pick_card":
            return self.answer_card(ctx, ask, action.params["rule"])
        if name == "us_pick_fewest_militia":
            return max(ask.options, key=lambda units: (-units[0], units[1]))
        if name == "us_pick_plot_country":
            return self.answer_plot_country(ctx, ask, where)
        if name == "us_pick_plot_kind":
            return self.answer_plot_kind(ctx, ask, where)
        return super().carry_out(action, ctx, ask, trace, where)

    @staticmethod
    def answer_top_card(ctx: BotContext, ask: Any) -> Any:
        hand = ctx.state.hands[US]
        ranked = sorted(ask.options, key=lambda n: hand.index(n) if n in hand else -1, reverse=True)
        if ask.kind == "many":
            return ranked[: ask.count]
        top = top_card(ctx)
        return top if top in ask.options else ranked[0]

    @staticmethod
    def answer_card(ctx: BotContext, ask: Any, rule: str) -> Any:
        options = list(ask.options)
        if rule == "bottom_of_discard":
            discard = ctx.state.discard
            return min(options, key=lambda n: discard.index(n) if n in discard else len(discard))
        cards = facts.cards()
        ours = [n for n in options if cards[n].association == US] or options
        best = max(board.card_ops(ctx.state, n) for n in ours)
        return ctx.game.random_pick([n for n in ours if board.card_ops(ctx.state, n) == best])

    @staticmethod
    def plots_asked_about(ctx: BotContext, ask: Any, countries: list[str]) -> list[str]:
        """The plots of these countries the question is about: all of them, or the ones the event
        names (``plots=[(country, index), ...]`` in the question: Backlash's unmarked plots, Delta /
        SEALs' WMD plots) - the Bot ranks only the plots the event can affect."""
        candidates = plot_candidates(ctx, countries)
        named = ask.info.get("plots")
        if named is None:
            return candidates
        keep = {f"{name}#{index}" for name, index in named}
        return [c for c in candidates if c in keep]

    def priority_plot(self, ctx: BotContext, candidates: list[str], where: str) -> str:
        try:
            chosen = self.interpreter.select(ALERT_PRIORITIES, candidates, ctx, ctx.game.rng, trace=ctx.trace, depth=1)
        except WalkError as exc:
            raise BotError(f"US Bot: {exc}") from exc
        if chosen is None:
            raise BotError(f"US Bot ({where}): no plot among {candidates} for the Alert Priorities")
        return chosen

    def answer_plot_country(self, ctx: BotContext, ask: Any, where: str) -> Any:
        countries = [o for o in ask.options if isinstance(o, str) and o in ctx.state.countries]
        return plot_of(ctx, self.priority_plot(ctx, USBot.plots_asked_about(ctx, ask, countries), where))[0].name

    def answer_plot_kind(self, ctx: BotContext, ask: Any, where: str) -> Any:
        name = ask.info.get("country")
        if name not in ctx.state.countries:
            raise BotError(f"US Bot ({where}): {ask.purpose} names no country")
        candidates = [c for c in USBot.plots_asked_about(ctx, ask, [name])
                      if (p := plot_of(ctx, c)[1]).kind in ask.options or (not p.face_up and us_ops.FACE_DOWN in ask.options)]
        plot = plot_of(ctx, self.priority_plot(ctx, candidates, where))[1]
        if plot.face_up and plot.kind in ask.options:
            return plot.kind
        return us_ops.FACE_DOWN if us_ops.FACE_DOWN in ask.options else plot.kind


__all__ = ["USBot"]
