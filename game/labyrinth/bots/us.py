"""The US Bot (rules section 13): plays the US hand by the charts in flowcharts/labyrinth/us/.

`USBot.play_card` walks ``us.card`` (Alert Resolution, Alert Table, Post-Alert Resolution)
and carries out its outcome with the rules' functions; which operation, which country and
which option are always chart nodes or priority tables. The Python below is the rules'
mechanics only:

* the card's Ops, the reserves the operation needs (13.4.5: only what it uses), and the
  card's fate; a card used for anything but its event lets an automatic event (US Election,
  240) fire first; Jihadist events never fire on the Bot's own cards (13.4);
* one operation in one country per card (13.4.3), then Homeland with the card's unused Ops
  (13.4.4), walking ``us.homeland`` again after each action while card Ops remain;
* Deploy moves 2 troops from the track, or every cube allowed to leave a country; from a
  Regime Change country with the US Soft and 3 Ops it is a Withdraw (13.4.7, 13.4.8); a
  Regime Change always takes exactly 6 troops;
* Reassessment (13.4.6) with the next card of the hand.

Answer actions the US charts add (us_vocab): ``us_top_card`` (the top of the face-down hand,
13.2 - the last card the hand received); ``us_pick_by`` (an OpP chart's boxes or an
instruction's own rows, then the Priorities column, 13.3.8); ``us_pick_card`` (a card from
the discard pile); ``us_pick_fewest_militia`` (a (militia, cells) mix); ``us_pick_plot_country``
/ ``us_pick_plot_kind`` (the Alert Priorities box, 13.3.3).

Optional rule 3 (variable difficulty, ``3 in state.options["rules"]``): instead of a printed
tier, the Bot holds capability markers (the tier set ``labyrinth.us.capability_markers`` in
``flowcharts/labyrinth/us/capability_markers.yaml``), kept in
``state.options["us_capability_markers"]``. At its first decision the Bot draws as many as
the Ops of a random card of the draw pile; `us_posture_resolved` (called by
`tracks.set_us_posture` whenever a posture-change event, a Reassessment or a plot in the
United States sets the US posture) draws one more after Soft -> Hard or Hard -> Hard (at most
5) and drops one at random after Hard -> Soft or Soft -> Soft (at least 0).
"""

from __future__ import annotations

from typing import Any

from botkit import Action

from .. import board, cardplay, deck, facts, politics, us_ops
from ..game import Game
from ..state import HARD, SOFT, US
from .base import Bot, BotError
from .context import BotContext
from .us_vocab import MAX_OPS, plot_candidates, plot_of, priority_plot, top_card

TRACK = us_ops.TRACK
MAX_RESERVES = 2
DEPLOY_FROM_TRACK = 2  # the Bot deploys exactly two troops from the track
REGIME_CHANGE_TROOPS = 6  # and always uses exactly six troops for a Regime Change
VARIABLE_DIFFICULTY = 3  # optional rule 3
MARKER_SET = "labyrinth.us.capability_markers"
MARKERS_KEY = "us_capability_markers"
MAX_MARKERS = 5


class USBot(Bot):
    side = US
    tier_set = "labyrinth.us.resolve"

    # -- optional rule 3: capability markers ----------------------------------------------------
    def attach(self, game: Game) -> None:
        super().attach(game)
        self.sync_markers(game)

    @staticmethod
    def variable_difficulty(game: Game) -> bool:
        return game.is_bot(US) and VARIABLE_DIFFICULTY in game.state.options.get("rules", [])

    def sync_markers(self, game: Game) -> None:
        """Under optional rule 3, the capabilities are those of the markers held (set up on first use)."""
        if not self.variable_difficulty(game):
            return
        state = game.state
        if MARKERS_KEY not in state.options:
            card = deck.random_from_draw_pile(game, "Optional rule 3 (US capability markers)")
            count = board.card_ops(state, card) if card is not None else 1
            held = sorted(game.rng.sample(list(self.marker_set().tiers), count))
            state.options[MARKERS_KEY] = held
            game.log(f"US Bot capability markers (optional rule 3, {count} from a random card): "
                     f"{', '.join(held) or 'none'}")
        game.capabilities[US] = self.marker_capabilities(state.options[MARKERS_KEY])

    def marker_set(self) -> Any:
        return self.library.tiers[MARKER_SET]

    def marker_capabilities(self, held: list[str]) -> dict[str, Any]:
        """Vocabulary defaults, then each held marker's own capability (they add up)."""
        defaults = {name: cap.default for name, cap in self.library.vocabulary.capabilities.items()}
        values = dict(defaults)
        for name in held:
            for key, value in self.marker_set()[name].capabilities.items():
                if value != defaults.get(key):
                    values[key] = value
        return values

    def us_posture_resolved(self, game: Game, before: str, after: str) -> None:
        """Optional rule 3: a posture-change event, Reassessment or US plot set the US posture."""
        if not self.variable_difficulty(game):
            return
        self.sync_markers(game)
        held = list(game.state.options[MARKERS_KEY])
        if after == HARD:
            missing = [m for m in self.marker_set().tiers if m not in held]
            if missing and len(held) < MAX_MARKERS:
                gained = game.random_pick(missing)
                held.append(gained)
                game.log(f"  US Bot gains the {self.marker_set()[gained].title} capability marker")
        elif held:
            lost = game.random_pick(held)
            held.remove(lost)
            game.log(f"  US Bot loses the {self.marker_set()[lost].title} capability marker")
        game.state.options[MARKERS_KEY] = sorted(held)
        game.capabilities[US] = self.marker_capabilities(held)

    def context(self, game: Game, **fields: Any) -> BotContext:
        """An event's question belongs to the card named in its purpose (``event.<N>.<what>``),
        even when it comes up while another card is being played (e.g. a discarded card's event)."""
        ask = fields.get("ask")
        if ask is not None and ask.purpose.startswith("event."):
            number = ask.purpose.split(".")[1]
            if number.isdigit():
                fields["card"] = int(number)
        return super().context(game, **fields)

    # -- one card (13.4) -------------------------------------------------------------------------
    def play_card(self, game: Game, number: int) -> int:
        """Play `number` (already out of the hand) by 13.4; returns the cards of the phase it used."""
        state = game.state
        self.sync_markers(game)
        card_ops = board.card_ops(state, number)
        ops = min(MAX_OPS, card_ops + state.reserves[US])
        ctx = self.context(game, card=number, ops=ops)
        trace = self.new_trace(f"US Bot plays {deck.card(number).name}", game, card=number, ops=ops)
        ctx.scratch.update(trace=trace, card_ops=card_ops)
        # US Election (240) is never played as an event by the Bot: it fires first, then the card is
        # used as the charts say (the charts see the situation it leaves, D11)
        self.fire_auto_trigger(game, number)
        action = self.walk("us.card", ctx, trace, ops=ops)
        # an operation's card (or one the game ended during) is discarded by `cardplay.play_card`
        return self.carry_out_play(action, ctx, trace)

    def carry_out_play(self, action: Action, ctx: BotContext, trace: Any) -> int:
        game, number = ctx.game, ctx.card
        assert number is not None
        card_ops = ctx.scratch["card_ops"]
        name, params = action.name, action.params
        if name == "us_play_event":
            cardplay.run_event(game, US, number)
            if deck.card(number).association == "unassociated":
                cardplay.add_reserves(game, US, card_ops, cardplay.UNASSOCIATED_OPS)  # 13.4.2
            return 1
        if name == "us_reassess":
            self.reassess(ctx)
            return 2
        if name == "us_add_to_reserves":
            cardplay.add_reserves(game, US, card_ops)
            return 1
        if name == "us_alert":
            self.alert(ctx)
            self.pay(game, 3, card_ops)
            return 1
        if name == "us_homeland_only":
            self.homeland(ctx, trace, card_ops)
            return 1
        operations = {
            "us_disrupt": self.disrupt,
            "us_war_of_ideas": self.war_of_ideas,
            "us_deploy": self.deploy,
            "us_regime_change": self.regime_change,
        }
        if name not in operations:
            raise BotError(f"US Bot: chart us.card ended in {name!r}, which is not a card play")
        used = operations[name](ctx, **params)
        self.pay(game, used, card_ops)
        if used < card_ops:
            self.homeland(ctx, trace, card_ops - used)
        return 1

    @staticmethod
    def fire_auto_trigger(game: Game, number: int) -> None:
        """US Election (240) fires whenever its card is used (the Bot never plays it as an event)."""
        if deck.card(number).auto_trigger:
            cardplay.fire_auto_trigger(game, US, number)

    @staticmethod
    def pay(game: Game, used: int, card_ops: int) -> None:
        """The reserves pay what the operation used beyond the card's Ops (13.4.5)."""
        state = game.state
        spent = min(state.reserves[US], max(0, used - card_ops))
        if spent:
            state.reserves[US] -= spent
            game.log(f"  US reserves -{spent} (now {state.reserves[US]})")

    # -- target selection -----------------------------------------------------------------------
    def choose_in(self, ctx: BotContext, opp: str, column: str, ops: int, candidates: list[str] | None = None) -> str | None:
        """An OpP chart's boxes (its pool, or `candidates`), then the Priorities column (13.4.3)."""
        trace = ctx.scratch.get("trace")
        box = self.interpreter.narrow(opp, candidates, ctx, args={"ops": ops}, trace=trace)
        if not box:
            return None
        return self.interpreter.select(column, box, ctx, ctx.game.rng, args={"ops": ops}, trace=trace)

    def deploy_choice(self, ctx: BotContext, ops: int, to_opp: str, to_column: str, from_opp: str,
                      from_column: str) -> tuple[str | None, str | None]:
        """(source, destination) of a Deploy: the OpP charts' choices, the track as their default."""
        key = f"deploy:{ops}"
        if key not in ctx.scratch:
            target = self.choose_in(ctx, to_opp, to_column, ops) or TRACK
            source = self.choose_in(ctx, from_opp, from_column, ops)
            if source is None and board.troops_on_track(ctx.state) >= DEPLOY_FROM_TRACK:
                source = TRACK
            ctx.scratch[key] = (source, target)
        return ctx.scratch[key]

    # -- the operations (one, in one country, per card: 13.4.3) ----------------------------------
    def disrupt(self, ctx: BotContext, ops: int, opp: str, column: str) -> int:
        game = ctx.game
        target = self.choose_in(ctx, opp, column, ops)
        if target is None:
            raise BotError("US Bot: the Disrupt OpP chart found no target")
        game.log(f"US Bot: Disrupt in {target}", US)
        self.note(game, target)
        cost = max(1, game.state.countries[target].governance)  # the cost is set before anything changes
        us_ops.disrupt_in(game, target)
        return cost

    def war_of_ideas(self, ctx: BotContext, ops: int, opp: str, column: str) -> int:
        game = ctx.game
        target = self.choose_in(ctx, opp, column, ops)
        if target is None:
            raise BotError(f"US Bot: {opp} found no War of Ideas target")
        game.log(f"US Bot: War of Ideas in {target}", US)
        self.note(game, target)
        politics.test_country(game, target)  # an untested target is tested first (4.9.4)
        cost = max(1, game.state.countries[target].governance)  # before a success improves it
        us_ops.war_of_ideas_in(game, target, ops)
        return cost

    def deploy(self, ctx: BotContext, ops: int, to_opp: str, to_column: str, from_opp: str, from_column: str) -> int:
        game, state = ctx.game, ctx.state
        source, target = self.deploy_choice(ctx, ops, to_opp, to_column, from_opp, from_column)
        if source is None or target is None or source == target:
            raise BotError("US Bot: Deploy is not possible (13.4.7)")
        source_country = state.countries.get(source)
        withdraw = (ops >= MAX_OPS and state.us_posture == SOFT and source_country is not None
                    and source_country.muslim and source_country.regime_change is not None)
        if withdraw:
            game.log(f"US Bot: Withdraw from {source} to {target}", US)
            self.note(game, source)
            us_ops.withdraw(game, source, target, source_country.troops)  # 7.3.5: every cube goes
            return MAX_OPS
        count = (min(DEPLOY_FROM_TRACK, board.troops_on_track(state)) if source == TRACK
                 else us_ops.max_deploy_from(game, source))
        game.log(f"US Bot: Deploy {count} troop(s) from {source} to {target}", US)
        if target != TRACK:
            self.note(game, target)
        us_ops.deploy(game, source, target, count)
        return 1 if target == TRACK else max(1, state.countries[target].governance)

    def regime_change(self, ctx: BotContext, ops: int, column: str, source_opp: str, source_column: str) -> int:
        game = ctx.game
        trace = ctx.scratch.get("trace")
        targets = us_ops.regime_change_targets(game)
        while targets:
            target = self.interpreter.select(column, targets, ctx, game.rng, trace=trace)
            sources = us_ops.regime_change_sources(game, target)
            countries = [s for s in sources if s != TRACK]
            source = self.choose_in(ctx, source_opp, source_column, ops, countries) if countries else None
            if source is None and TRACK in sources:
                source = TRACK
            if source is None:
                targets.remove(target)  # no troops for this one: the next target of the column
                continue
            game.log(f"US Bot: Regime Change in {target} with {REGIME_CHANGE_TROOPS} troops from {source}", US)
            self.note(game, target)
            us_ops.regime_change(game, target, source, REGIME_CHANGE_TROOPS)
            return MAX_OPS
        raise BotError("US Bot: no Regime Change target has a troop source")

    def alert(self, ctx: BotContext) -> None:
        """Alert the priority plot; Competent resolve also alerts the next one in that country (13.5)."""
        game = ctx.game
        chosen = priority_plot(ctx)
        if chosen is None:
            raise BotError("US Bot: no plot to alert")
        country, plot = plot_of(ctx, chosen)
        game.log(f"US Bot: Alert the plot {plot.kind} in {country.name}", US)
        self.note(game, country.name)
        us_ops.alert(game, country.name, plot)
        if game.capability(US, "alert_two_plots", False):
            second = priority_plot(ctx, plot_candidates(ctx, [country.name]))
            if second is not None:
                _, other = plot_of(ctx, second)
                game.log(f"US Bot (Competent): also Alert the plot {other.kind} in {country.name}", US)
                us_ops.alert(game, country.name, other)
        ctx.scratch.pop("priority_plot", None)

    def reassess(self, ctx: BotContext) -> None:
        """Reassessment with the next card of the hand (13.4.6): the US posture flips."""
        us_ops.reassess(ctx.game, ctx.scratch["card_ops"])

    @staticmethod
    def note(game: Game, name: str) -> None:
        """The country an operation aimed at (Smartphones, 211-213, read this phase and the next)."""
        cardplay.note_target(game, name)

    # -- Homeland (13.4.4) ---------------------------------------------------------------------
    def homeland(self, ctx: BotContext, trace: Any, card_ops: int) -> None:
        """Spend the card's unused Ops by the Homeland chart, walked again after each action."""
        game, state = ctx.game, ctx.state
        left = card_ops
        game.log(f"US Bot: Homeland with {left} card Op(s) (reserves {state.reserves[US]})", US)
        while left > 0 and state.winner is None:
            action = self.walk("us.homeland", ctx, trace, card_ops=left, ops=left + state.reserves[US])
            name = action.name
            if name == "us_homeland_stop":
                game.log(f"  Homeland: nothing to do with {left} Op(s)")
                return
            if name == "us_homeland_reserves":
                added = min(left, MAX_RESERVES - state.reserves[US])
                cardplay.add_reserves(game, US, added)
                left -= added
                continue
            ops = action.params["ops"]
            target = self.interpreter.select(action.params["table"], None, ctx, game.rng, args={"ops": ops},
                                             trace=trace)
            if target is None:
                raise BotError(f"US Bot: Homeland table {action.params['table']} found no country")
            cost = max(1, state.countries[target].governance)
            if name == "us_homeland_disrupt":
                game.log(f"  Homeland: Disrupt in {target}")
                us_ops.disrupt_in(game, target)
            else:
                game.log(f"  Homeland: War of Ideas in {target}")
                us_ops.war_of_ideas_in(game, target, cost)
            self.pay(game, cost, left)
            left = max(0, left - cost)

    # -- answer actions the US charts add --------------------------------------------------------
    def carry_out(self, action: Action, ctx: BotContext, ask: Any, trace: Any) -> Any:
        ctx.scratch.setdefault("trace", trace)  # the vocabulary's own table look-ups go into the same trace
        name = action.name
        if name == "us_top_card":
            return self.answer_top_card(ctx, ask)
        if name == "us_pick_by":
            return self.answer_by(ctx, ask, trace, action.params["first"], action.params["column"])
        if name == "us_pick_card":
            return self.answer_card(ctx, ask, action.params["rule"])
        if name == "us_pick_fewest_militia":
            return max(ask.options, key=lambda units: (-units[0], units[1]))
        if name == "us_pick_plot_country":
            return self.answer_plot_country(ctx, ask)
        if name == "us_pick_plot_kind":
            return self.answer_plot_kind(ctx, ask)
        return super().carry_out(action, ctx, ask, trace)

    @staticmethod
    def answer_top_card(ctx: BotContext, ask: Any) -> Any:
        hand = ctx.state.hands[US]
        ranked = sorted(ask.options, key=lambda n: hand.index(n) if n in hand else -1, reverse=True)
        if ask.kind == "many":
            return ranked[: ask.count]
        top = top_card(ctx)
        return top if top in ask.options else ranked[0]

    def answer_by(self, ctx: BotContext, ask: Any, trace: Any, opp: str, column: str) -> Any:
        options = list(ask.options)
        ops = int(ask.info.get("ops", MAX_OPS))
        countries = [o for o in options if isinstance(o, str) and o in ctx.state.countries]
        countries = self.in_pool(opp, countries, ctx, {"ops": ops}) if countries else countries
        chosen = self.choose_in(ctx, opp, column, ops, countries) if countries else None
        if chosen is None and TRACK in options:
            return TRACK
        if chosen is None and countries:
            chosen = self.interpreter.select(column, countries, ctx, ctx.game.rng, trace=trace)
        return chosen if chosen is not None else options[0]

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

    @staticmethod
    def answer_plot_country(ctx: BotContext, ask: Any) -> Any:
        options = list(ask.options)
        candidates = USBot.plots_asked_about(ctx, ask, [o for o in options if isinstance(o, str)])
        chosen = priority_plot(ctx, candidates)
        if chosen is None:
            return options[0]
        return plot_of(ctx, chosen)[0].name

    @staticmethod
    def answer_plot_kind(ctx: BotContext, ask: Any) -> Any:
        options = list(ask.options)
        name = ask.info.get("country")
        if name not in ctx.state.countries:
            return options[0]
        candidates = [c for c in USBot.plots_asked_about(ctx, ask, [name])
                      if (p := plot_of(ctx, c)[1]).kind in options or (not p.face_up and us_ops.FACE_DOWN in options)]
        chosen = priority_plot(ctx, candidates)
        if chosen is None:
            return options[0]
        plot = plot_of(ctx, chosen)[1]
        if plot.face_up and plot.kind in options:
            return plot.kind
        return us_ops.FACE_DOWN if us_ops.FACE_DOWN in options else plot.kind


__all__ = ["USBot"]
