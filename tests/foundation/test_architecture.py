"""The shape of the library: no import cycles in src/memplan, and generic code that knows no
specific op's model (models are found through the registry, by op name)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import memplan

SRC = Path(memplan.__file__).parent
MODELS = SRC / "bufferize" / "models"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in SRC.rglob("*.py")}


def _imported(name: str, path: Path) -> set[str]:
    """Every memplan module ``name`` imports, at its top or inside a function (an import in a
    function is still a dependency); imports for type checkers only are left out."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                    package = package[: len(package) - child.level + 1]
                    base = ".".join(package + ([base] if base else []))
                # `from pkg import mod` depends on pkg.mod; `from mod import name` on mod
                found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in child.names)
            elif isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            visit(child)

    visit(ast.parse(path.read_text()))
    modules = set()
    for target in found:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        if target and target != name:
            modules.add(target)
            # importing a.b.c runs a and a.b first
            parts = target.split(".")
            modules.update(p for p in (".".join(parts[:i]) for i in range(1, len(parts)))
                           if p in MODULES and not name.startswith(p + ".") and p != name)
    return modules


def import_graph() -> dict[str, set[str]]:
    return {name: _imported(name, path) for name, path in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_cycles():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


@pytest.mark.slow
def test_the_import_graph_of_memplan_has_no_cycles():
    graph = import_graph()
    assert len(graph) > 50 and "memplan.bufferize.state" in graph["memplan.bufferize.driver"]
    assert cycles(graph) == []


def _model_classes() -> set[str]:
    names = set()
    for path in MODELS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Model"):
                names.add(node.name)
    return names


@pytest.mark.slow
def test_no_generic_module_names_a_specific_model():
    model_classes = _model_classes()
    assert {"EmptyModel", "PadModel", "ForModel", "StructuredModel"} <= model_classes
    for name, path in MODULES.items():
        if name.startswith("memplan.bufferize.models"):
            continue
        imported = _imported(name, path)
        assert not any(m.startswith("memplan.bufferize.models") for m in imported), f"{name} imports a model"
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Name):
                assert node.id not in model_classes, f"{name} names {node.id}"
            elif isinstance(node, ast.Attribute):
                assert node.attr not in model_classes, f"{name} names {node.attr}"
