"""Element sizes and alignments against LLVM itself.

For every element type memplan sizes, the type goes through MLIR's own lowering
(``memref.alloc() : memref<2xT>`` with ``convert-to-llvm``; the GEP the lowering
emits names T's LLVM type), and the JIT then computes, for that LLVM type, the
distance between consecutive elements (``getelementptr T, ptr %p, 1``) and its ABI
alignment (the offset of T in ``struct<(i8, T)>``). Both must equal what
:func:`memplan.mlir.layout.element_layout` says: a buffer planned smaller than LLVM
lays it out is overwritten by its neighbour.
"""

from __future__ import annotations

import ctypes

import pytest
from mlir import ir, passmanager
from mlir.execution_engine import ExecutionEngine

from memplan.mlir.layout import ElementLayout, element_layout

INT_WIDTHS = [*range(1, 130), 131, 160, 192, 200, 255, 256, 257, 264, 384, 512, 1000, 1024, 4096]
VECTOR_INT_WIDTHS = [1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17, 24, 31, 32, 33, 48, 64, 65, 96, 127, 128, 129, 200]
VECTOR_SHAPES = ["", "1x", "2x", "3x", "4x", "5x", "7x", "8x", "9x", "16x", "5x3x", "3x5x", "9x3x", "2x3x5x",
                 "1x1x", "4x4x"]


def float_types() -> list[str]:
    """Every float type the bindings know, plus the two they give no class (f80, f128)."""
    names = {"f80", "f128"}
    with ir.Context():
        for cls_name in dir(ir):
            cls = getattr(ir, cls_name)
            if isinstance(cls, type) and issubclass(cls, ir.FloatType) and cls is not ir.FloatType:
                names.add(str(cls.get()))
    return sorted(names)


def scalar_types() -> list[str]:
    return [f"i{w}" for w in INT_WIDTHS] + ["index"] + float_types()


def candidate_types() -> list[str]:
    vector_elements = [f"i{w}" for w in VECTOR_INT_WIDTHS] + ["index"] + float_types()
    scalars = scalar_types()
    # complex<tf32> crashes MLIR 22's lowering (memplan leaves any tf32 unsized anyway)
    return (scalars + [f"complex<{t}>" for t in scalars if t not in ("index", "tf32")]
            + [f"vector<{shape}{t}>" for shape in VECTOR_SHAPES for t in vector_elements])


def llvm_element_types(types: list[str]) -> dict[str, str]:
    """MLIR type -> the LLVM type MLIR's lowering uses for it (only types it lowers)."""
    functions = [f"func.func @f{i}() {{\n  %m = memref.alloc() : memref<2x{t}>\n  return\n}}"
                 for i, t in enumerate(types)]
    module = ir.Module.parse("\n".join(functions))
    passmanager.PassManager.parse("builtin.module(convert-to-llvm,reconcile-unrealized-casts)").run(module.operation)
    found: dict[str, str] = {}

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "llvm.getelementptr":
            fn = op.parent
            while fn.name != "llvm.func":
                fn = fn.parent
            index = int(ir.StringAttr(fn.attributes["sym_name"]).value[1:])
            found[types[index]] = str(ir.TypeAttr(op.attributes["elem_type"]).value)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def llvm_layouts(llvm_types: dict[str, str]) -> dict[str, ElementLayout]:
    """Size (element stride) and ABI alignment of each LLVM type, computed by the JIT."""
    names = list(llvm_types)
    functions = []
    for i, name in enumerate(names):
        t = llvm_types[name]
        functions.append(
            f"llvm.func @size{i}(%p: !llvm.ptr) -> i64 {{\n"
            f"  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, {t}\n"
            f"  %a = llvm.ptrtoint %p : !llvm.ptr to i64\n  %b = llvm.ptrtoint %q : !llvm.ptr to i64\n"
            f"  %d = llvm.sub %b, %a : i64\n  llvm.return %d : i64\n}}\n"
            f"llvm.func @align{i}(%p: !llvm.ptr) -> i64 {{\n"
            f"  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, {t})>\n"
            f"  %a = llvm.ptrtoint %p : !llvm.ptr to i64\n  %b = llvm.ptrtoint %q : !llvm.ptr to i64\n"
            f"  %d = llvm.sub %b, %a : i64\n  llvm.return %d : i64\n}}")
    engine = ExecutionEngine(ir.Module.parse("\n".join(functions)), opt_level=0)

    def call(symbol: str) -> int:
        # The packed interface: one array of pointers, to the argument and then to the result.
        fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(engine.raw_lookup(symbol))
        base, result = ctypes.c_void_p(1 << 20), ctypes.c_int64(-1)
        args = (ctypes.c_void_p * 2)(ctypes.cast(ctypes.pointer(base), ctypes.c_void_p),
                                     ctypes.cast(ctypes.pointer(result), ctypes.c_void_p))
        fn(args)
        return result.value

    return {name: ElementLayout(call(f"size{i}"), call(f"align{i}")) for i, name in enumerate(names)}


@pytest.fixture(scope="module")
def measured():
    with ir.Context(), ir.Location.unknown():
        types = candidate_types()
        lowered = llvm_element_types(types)
        layouts = llvm_layouts(lowered)
        ours = {t: element_layout(ir.Type.parse(t)) for t in types}
    return types, lowered, layouts, ours


@pytest.mark.slow
def test_every_sized_element_type_matches_llvm(measured):
    types, lowered, layouts, ours = measured
    sized = [t for t in types if isinstance(ours[t], ElementLayout)]
    assert len(sized) > 600
    wrong = {t: (ours[t], layouts.get(t), lowered.get(t)) for t in sized if ours[t] != layouts.get(t)}
    assert not wrong, f"memplan vs LLVM (type, ours, LLVM's, LLVM type): {wrong}"


def test_types_left_unsized_are_the_ones_llvm_cannot_lower(measured):
    types, lowered, _, ours = measured
    unsized = {t for t in types if isinstance(ours[t], str)}
    assert unsized == {t for t in types if t not in lowered}
    assert unsized and all("tf32" in t for t in unsized)


@pytest.mark.parametrize("text, size", [
    ("vector<5x3xf32>", 80), ("vector<5x3xi8>", 20), ("vector<3x5xf32>", 96), ("vector<9x3xf16>", 72),
])
def test_the_reported_vector_sizes(text, size):
    """The examples that overlapped their neighbours: LLVM pads only the innermost vector."""
    with ir.Context():
        assert element_layout(ir.Type.parse(text)).size == size


def test_scalable_vectors_have_no_size():
    with ir.Context():
        for text in ("vector<[4]xf32>", "vector<2x[4]xi8>"):
            assert "scalable" in element_layout(ir.Type.parse(text))
