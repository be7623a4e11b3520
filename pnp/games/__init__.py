"""The game families: generators, rules cores and drawings."""
