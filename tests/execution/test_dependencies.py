"""A plain `pip install memplan` can check programs, and a missing piece of MLIR is named by
the PyPI package that provides it."""

import sys
import tomllib
from importlib import metadata
from pathlib import Path

import mlir
import pytest

from memplan.check import execution
from memplan.diagnostics import MemplanError
from memplan.mlir import dependencies

ROOT = Path(__file__).parents[2]


def owner_of(suffix: str) -> metadata.Distribution:
    owners = [d for d in metadata.distributions() if any(str(f).endswith(suffix) for f in d.files or [])]
    assert len(owners) == 1, f"{suffix} is shipped by {[d.metadata['Name'] for d in owners]}"
    return owners[0]


@pytest.mark.slow
@pytest.mark.parametrize("library", ["mlir/lib/libmlir_c_runner_utils.so", "mlir/lib/libmlir_runner_utils.so"])
def test_runner_libraries_come_from_a_pinned_core_dependency(library):
    # They used to come only with the `test` extra: `make demo` and `memplan check` failed after
    # a plain install. The package that ships them must be a dependency, pinned exactly.
    owner = owner_of(library)
    core = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"{owner.metadata['Name']}=={owner.version}" in core


def test_missing_runner_libraries_name_their_package(tmp_path, monkeypatch):
    monkeypatch.setattr(mlir, "__path__", [str(tmp_path)])
    with pytest.raises(MemplanError) as error:
        execution.runner_libraries()
    owner = owner_of("mlir/lib/libmlir_c_runner_utils.so")
    assert f"pip install '{owner.metadata['Name']}=={owner.version}'" in error.value.message
    assert "xtc-mlir-python-bindings" not in error.value.message  # the old, wrong hint


def test_missing_bindings_name_their_package(monkeypatch, capsys):
    from memplan.cli.main import main

    monkeypatch.delitem(sys.modules, "memplan.check.execution")
    monkeypatch.setitem(sys.modules, "mlir.execution_engine", None)  # import fails like a missing module
    fixture = str(ROOT / "examples" / "fixtures" / "two_temps.mlir")
    assert main(["check", fixture, fixture]) == 1
    err = capsys.readouterr().err
    assert f"pip install '{dependencies.pinned(dependencies.BINDINGS)}'" in err and "Traceback" not in err


def test_a_missing_libllvm_names_its_package():
    error = dependencies.missing_dependency(ImportError("libLLVM.so.22.1: cannot open shared object file"))
    assert f"pip install '{dependencies.pinned(dependencies.LLVM)}'" in error.message
    assert dependencies.missing_dependency(ImportError("no module named yaml", name="yaml")) is None
