"""Twilight Struggle as a player looks at it: what each side may see (`visibility`), the views (`views`,
`screens`), undo's differences (`changes`), a turn in short and the end (`summaries`), the card and
scenario lists (`listings`) and corrections of the board (`adjust`)."""
