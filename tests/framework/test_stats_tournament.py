"""Wilson intervals, deterministic seeds, result sets that grow, serial == parallel."""

from __future__ import annotations

import pytest

from botkit.stats import wilson
from botkit.tournament import ResultSet, Task, game_seed, run_tasks


def test_wilson_interval_known_values():
    rate = wilson(50, 100)
    assert rate.value == 0.5
    assert rate.low == pytest.approx(0.4038, abs=1e-4)
    assert rate.high == pytest.approx(0.5962, abs=1e-4)


def test_wilson_interval_at_the_edges_stays_inside_0_1():
    none = wilson(0, 20)
    assert none.low == 0.0 and 0.0 < none.high < 0.2
    every = wilson(20, 20)
    assert every.high == 1.0 and 0.8 < every.low < 1.0
    assert wilson(0, 0).text() == "-"


def test_wilson_rejects_nonsense():
    with pytest.raises(ValueError):
        wilson(5, 3)


def test_seed_depends_only_on_pairing_and_number():
    assert game_seed(7, "a", "b", 3) == game_seed(7, "a", "b", 3)
    assert game_seed(7, "a", "b", 3) != game_seed(7, "a", "b", 4)
    assert game_seed(7, "a", "b", 3) != game_seed(7, "b", "a", 3)


def square(task: Task) -> dict:
    return {"row": task.row, "column": task.column, "index": task.index, "winner": "x" if task.seed % 2 else "y",
            "turns": task.seed % 7}


def test_parallel_run_gives_the_serial_results():
    tasks = [Task("r", "c", i, game_seed(1, "r", "c", i)) for i in range(12)]
    assert run_tasks(tasks, square, workers=2) == run_tasks(tasks, square, workers=1)


def test_result_set_grows_and_round_trips(tmp_path):
    results = ResultSet({"scenario": "s"})
    first = run_tasks([Task("r", "c", i, i) for i in range(3)], square)
    results.add(first)
    results.add(first)  # the same games again are not counted twice
    assert results.count("r", "c") == 3
    results.add(run_tasks([Task("r", "c", i, i) for i in range(3, 5)], square))
    path = tmp_path / "results.json"
    results.save(path)
    again = ResultSet.load(path)
    assert again.count("r", "c") == 5
    (cell,) = again.cells(["x", "y"])
    assert cell.games == 5 and cell.outcomes["x"].successes == 2


def test_loading_a_foreign_file_fails_clearly(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"a": 1}')
    with pytest.raises(ValueError, match="not a botkit tournament"):
        ResultSet.load(path)
