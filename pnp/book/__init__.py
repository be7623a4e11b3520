"""A puzzle book for print-on-demand or home printing (``pnp book``): its puzzles, ordered into levels by
measured difficulty, its pages at a trim size, and a full-wrap cover. docs/book.md says how it is made."""
