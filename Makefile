# Two entry points, both self-contained on a fresh machine:
#   make demo  -- install into .venv and run the main job on the bundled example
#   make test  -- install (with test extras) and run the test suite
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: demo test install install-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install -q -e .

install-test: $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'

demo: install
	$(BIN)/python examples/demo.py

test: install-test
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) build src/*.egg-info out
