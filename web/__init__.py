"""The browser game (`botkit serve`): Labyrinth played in a web page on the shared session model.

`app` is the Starlette application (its guards and error pages), `routes` its routes by concern
(games, play, views, tuning), `site` what they share (the templates, reading a form, a game's lock
and page), `crosssite` the guard against forms from other sites, `games` the games folder (names,
locks, live games), `live` a session running in a worker thread, `page` the views the templates
show and the answers their forms give, `forms` the new-game form, `tuning` a tuning result set as
a heat map.
Dependencies point one way: `web -> game -> botkit`; no game rule is decided here.
"""
