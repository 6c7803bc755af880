"""The browser game (`botkit serve`): Labyrinth played in a web page on the shared session model.

`app` is the Starlette application (routes, forms, error pages), `games` the games folder
(names, locks, live games), `live` a session running in a worker thread, `page` the views the
templates show, `forms` the new-game form, `tuning` a tuning result set as a heat map.
Dependencies point one way: `web -> game -> botkit`; no game rule is decided here.
"""
