"""Twilight Struggle (Deluxe edition): its printed facts as data (map, cards, space race, set-ups)."""
