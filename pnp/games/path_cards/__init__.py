"""Path cards: a deck of 50 square cards whose paths carry treasures, its rules and a simulator."""
