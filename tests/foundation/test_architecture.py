"""The shape of the library: the layers of src/memplan as import contracts (import-linter, with
the contracts in pyproject.toml), and generic code that knows no specific op's model (models are
found through the registry, by op name)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import memplan

SRC = Path(memplan.__file__).parent
ROOT = SRC.parent.parent
MODELS = SRC / "bufferize" / "models"

pytest.importorskip("importlinter")


def lint_imports(cwd: Path, pythonpath: Path) -> subprocess.CompletedProcess:
    """import-linter on the contracts of ``cwd``'s pyproject.toml, in a process of its own (its
    graph is built from the files, never from what this process imported)."""
    run = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True, no_logo=True))"
    env = dict(os.environ, PYTHONPATH=str(pythonpath))
    return subprocess.run([sys.executable, "-c", run], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_memplan_keeps_its_layers():
    done = lint_imports(ROOT, SRC.parent)
    assert done.returncode == 0, done.stdout + done.stderr
    kept = [line for line in done.stdout.splitlines() if line.endswith(" KEPT")]
    assert len(kept) == 4 and "layers KEPT" in kept


def test_an_upward_import_breaks_the_contract(tmp_path):
    """The contracts can fail: a lower layer that imports a higher one, as memplan's config states layers."""
    package = tmp_path / "layered"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "top.py").write_text("from layered import bottom\n")
    (package / "bottom.py").write_text("from layered import top\n")
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent("""
        [tool.importlinter]
        root_package = "layered"

        [[tool.importlinter.contracts]]
        name = "layers"
        type = "layers"
        layers = ["layered.top", "layered.bottom"]
    """))
    done = lint_imports(tmp_path, tmp_path)
    assert done.returncode == 1
    assert "layered.bottom is not allowed to import layered.top" in done.stdout


def _model_classes() -> set[str]:
    names = set()
    for path in MODELS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Model"):
                names.add(node.name)
    return names


def test_no_generic_module_names_a_specific_model():
    """Outside ``bufferize/models``, no module imports a model or names a model class: the
    registry finds them by op name (its table names modules as strings)."""
    model_classes = _model_classes()
    assert {"EmptyModel", "PadModel", "ForModel", "StructuredModel"} <= model_classes
    models_package = "memplan.bufferize.models"
    for path in SRC.rglob("*.py"):
        if MODELS in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith(models_package), f"{path} imports a model"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith(models_package) for a in node.names), f"{path} imports a model"
            elif isinstance(node, ast.Name):
                assert node.id not in model_classes, f"{path} names {node.id}"
            elif isinstance(node, ast.Attribute):
                assert node.attr not in model_classes, f"{path} names {node.attr}"
