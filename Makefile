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

# the compiled searches go into numba's cache now, so that the first search starts at once
WARM := $(BIN)/python -c "from memplan.core import solvers; solvers.warm_all()"

install: $(BIN)/python
	$(BIN)/pip install -q -e .
	$(WARM)

install-test: $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'
	$(WARM)

demo: install
	$(BIN)/python examples/demo.py

test: install-test
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) build src/*.egg-info out
