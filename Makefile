# pnp: the two commands a fresh machine needs are `make kit` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
BENCH_STAMP := $(VENV)/.bench-stamp

.PHONY: kit studio test test-slow lint bench proof clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## kit: create .venv, install pnp, write the kits of all four games (and a printer proof) to output/
kit: $(STAMP)
	$(BIN)/pnp kit --game all --out output --jobs 2
	$(BIN)/pnp proof --out output/printer-proof.pdf

## studio: create .venv, install pnp, open pnp studio in the browser (print a game, make a book, design a labyrinth)
studio: $(STAMP)
	$(BIN)/pnp studio

## test: create .venv, install pnp with its test tools, run the tests
test: $(STAMP)
	$(BIN)/python -m pytest -n auto

## lint: ruff (style, imports, bugs, complexity) and mypy (types, untyped functions checked too)
lint: $(STAMP)
	$(BIN)/ruff check pnp tests bench tools
	$(BIN)/mypy

## test-slow: the long property runs (1,000 seeds per minigame, ...)
test-slow: $(STAMP)
	$(BIN)/python -m pytest -n auto -m slow

# the bench extra (the anchors: pdfimpose, mazelib) on top of the test install; make test never needs it
$(BENCH_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	touch $(BENCH_STAMP)

## bench: install the bench extra, run the benchmarks (prints `name: value unit` lines; BENCH=anchor runs those only)
bench: $(BENCH_STAMP)
	$(BIN)/python bench/run.py $(BENCH)

proof: $(STAMP)
	$(BIN)/pnp proof --out output/proof.pdf

clean:
	rm -rf $(VENV) output/*
