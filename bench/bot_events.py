"""The long version of the Bot event property test (issue 11 section 5).

    .venv/bin/python bench/bot_events.py --boards 2000             # every card, both Bots, random boards
    .venv/bin/python bench/bot_events.py --boards 200 --cards 121-180 --seed 5000
    .venv/bin/python bench/bot_events.py --boards 50 --show us:148  # the findings of one card, with detail

On random legal boards, each Bot's real "play this event?" answer; the event carried out with strict
Bots (a chart gap is an error); verdicts and the measure as `game.labyrinth.event_lens` documents
(crash, no effect, helps the opponent; a triggered play only for crashes). Findings on the cards
listed in `event_lens.PENDING` (audit faults still being fixed) are counted apart. Boards are spread
over every core (`--workers`); the exit status is 1 if any other finding turned up.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.labyrinth import event_lens  # noqa: E402

CHUNK = 25


def cards_of(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def chunk(task: tuple[int, int, list[int]]) -> list[event_lens.Finding]:
    seed, count, cards = task
    return event_lens.run(count, seed, cards)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", default="121-240", help="a card or a range, e.g. 181-210")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--show", default="", help="side:card - print each finding of that card in full")
    args = parser.parse_args()
    cards = cards_of(args.cards)
    # chunks of boards with seeds far apart, so no two chunks share a board
    tasks = [(args.seed + i * 100_000, min(CHUNK, args.boards - i * CHUNK), cards)
             for i in range((args.boards + CHUNK - 1) // CHUNK)]
    started = time.time()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        found = [f for part in pool.map(chunk, tasks) for f in part]
    elapsed = time.time() - started
    pending = [f for f in found if (f.side, f.card) in event_lens.PENDING]
    new = [f for f in found if (f.side, f.card) not in event_lens.PENDING]
    print(f"{args.boards} boards x cards {args.cards} x both Bots in {elapsed:.0f} s: "
          f"{len(new)} finding(s), {len(pending)} on pending cards")
    for title, group in (("findings", new), ("pending (event_lens.PENDING)", pending)):
        counts = Counter((f.side, f.card, f.verdict) for f in group)
        if counts:
            print(f"\n{title}:")
        for (side, card, what), n in sorted(counts.items()):
            example = next(f for f in group if (f.side, f.card, f.verdict) == (side, card, what))
            print(f"  {side:8} {card}  {what:20} x{n:<4} e.g. board {example.board} {example.detail.splitlines()[0][:90] if example.detail else ''}")
    if args.show:
        side, _, card = args.show.partition(":")
        for f in found:
            if f.side == side and f.card == int(card):
                print("\n" + f.line())
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main())
