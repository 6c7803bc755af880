"""The browser game's routes, by concern: `games` (the index, a new game, a game's page, recovering a
save), `play` (answering and everything that changes a game), `views` (the log, the map, a decision's
why and its charts), `tuning` (a tuning result set). Each module lists its routes in `ROUTES`."""
