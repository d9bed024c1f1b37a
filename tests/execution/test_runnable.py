"""The copy that `memplan check` runs computes what the program says, where LLVM 22 alone
cannot run it: i1 buffers, math ops without an LLVM lowering, scalars, tensor arguments."""

import math

import numpy as np
import pytest

from memplan.check.execution import CompiledFunction, compare_programs
from memplan.diagnostics import MemplanError

# (op, reference, input shift): every op computed on x + shift, x in [0.55, 0.95].
UNARY = [
    ("erf", np.vectorize(math.erf), 0.0), ("erfc", np.vectorize(math.erfc), 0.0),
    ("cbrt", np.cbrt, 0.0), ("acosh", np.arccosh, 1.0), ("asinh", np.arcsinh, 0.0),
    ("atanh", np.arctanh, 0.0), ("rsqrt", lambda x: 1 / np.sqrt(x), 0.0), ("tanh", np.tanh, 0.0),
    ("exp", np.exp, 0.0), ("exp2", np.exp2, 0.0), ("expm1", np.expm1, 0.0), ("log", np.log, 0.0),
    ("log1p", np.log1p, 0.0), ("log2", np.log2, 0.0), ("log10", np.log10, 0.0), ("sqrt", np.sqrt, 0.0),
    ("sin", np.sin, 0.0), ("cos", np.cos, 0.0), ("tan", np.tan, 0.0), ("asin", np.arcsin, 0.0),
    ("acos", np.arccos, 0.0), ("atan", np.arctan, 0.0), ("sinh", np.sinh, 0.0), ("cosh", np.cosh, 0.0),
    ("floor", np.floor, 0.0), ("ceil", np.ceil, 0.0), ("round", np.round, 0.0), ("absf", np.abs, -1.0),
]


def unary_program(elem: str) -> str:
    outs = ", ".join(f"memref<8x{elem}>" for _ in UNARY)
    body = []
    for i, (op, _, shift) in enumerate(UNARY):
        body.append(f"""
  %o{i} = memref.alloc() : memref<8x{elem}>
  linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}} ins(%x : memref<8x{elem}>) outs(%o{i} : memref<8x{elem}>) {{
  ^bb0(%a: {elem}, %b: {elem}):
    %s = arith.constant {shift} : {elem}
    %t = arith.addf %a, %s : {elem}
    %r = math.{op} %t : {elem}
    linalg.yield %r : {elem}
  }}""")
    results = ", ".join(f"%o{i}" for i in range(len(UNARY)))
    return (f"func.func @main(%x: memref<8x{elem}>) -> ({outs}) {{{''.join(body)}\n"
            f"  return {results} : {outs}\n}}")


@pytest.mark.slow
@pytest.mark.parametrize("elem, dtype, rtol", [("f32", np.float32, 2e-6), ("f64", np.float64, 1e-12),
                                               ("f16", np.float16, 2e-3)])
def test_every_math_op_runs_and_computes_libm_values(elem, dtype, rtol):
    # math.erf, erfc, cbrt, acosh, asinh and atanh have no LLVM lowering; half floats none at all.
    x = np.linspace(0.55, 0.95, 8).astype(dtype)
    results = CompiledFunction(unary_program(elem))(x)
    for (op, reference, shift), got in zip(UNARY, results):
        want = reference((x + dtype(shift)).astype(np.float64))
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=rtol, atol=rtol, err_msg=f"math.{op} on {elem}")


def test_i1_buffers_in_an_arena_keep_their_bytes():
    # A planned program: an f32 temporary and an i1 mask viewed at byte offsets of one i8 arena.
    # Widening i1 to i8 must keep every view where it was (LLVM stores an i1 in one byte).
    text = """
func.func @main(%x: memref<7xf32>) -> memref<7xf32> {
  %arena = memref.alloc() : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c33 = arith.constant 33 : index
  %mask = memref.view %arena[%c33][] : memref<64xi8> to memref<7xi1>
  %sq = memref.view %arena[%c0][] : memref<64xi8> to memref<7xf32>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<7xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%x : memref<7xf32>) outs(%mask, %sq : memref<7xi1>, memref<7xf32>) {
  ^bb0(%a: f32, %m: i1, %s: f32):
    %gt = arith.cmpf ogt, %a, %one : f32
    %q = arith.mulf %a, %a : f32
    linalg.yield %gt, %q : i1, f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%mask, %sq : memref<7xi1>, memref<7xf32>) outs(%out : memref<7xf32>) {
  ^bb0(%m: i1, %s: f32, %o: f32):
    %r = arith.select %m, %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %arena : memref<64xi8>
  return %out : memref<7xf32>
}"""
    x = np.array([0.5, 1.5, 2.0, 0.9, 1.1, -3.0, 1.0], dtype=np.float32)
    (out,) = CompiledFunction(text)(x)
    np.testing.assert_array_equal(out, np.where(x > 1.0, x * x, 0.0).astype(np.float32))


def test_i1_globals_and_arguments_are_widened():
    text = """
memref.global "private" constant @mask : memref<4xi1> = dense<[true, false, false, true]>
func.func @main(%x: memref<4xf32>, %flags: memref<4xi1>) -> memref<4xf32> {
  %g = memref.get_global @mask : memref<4xi1>
  %zero = arith.constant 0.0 : f32
  %out = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%x, %g, %flags : memref<4xf32>, memref<4xi1>, memref<4xi1>)
                  outs(%out : memref<4xf32>) {
  ^bb0(%a: f32, %m: i1, %f: i1, %o: f32):
    %both = arith.andi %m, %f : i1
    %r = arith.select %both, %a, %zero : f32
    linalg.yield %r : f32
  }
  return %out : memref<4xf32>
}"""
    x = np.arange(1, 5, dtype=np.float32)
    flags = np.array([True, True, False, False])
    (out,) = CompiledFunction(text)(x, flags)
    np.testing.assert_array_equal(out, [1.0, 0.0, 0.0, 0.0])


def test_scalar_arguments_and_results_are_buffers():
    text = """
func.func @main(%x: memref<3xf32>, %s: f32, %n: index, %k: i32) -> (f32, index, i32) {
  %v = memref.load %x[%n] : memref<3xf32>
  %r = arith.mulf %v, %s : f32
  %n2 = arith.muli %n, %n : index
  %k2 = arith.addi %k, %k : i32
  return %r, %n2, %k2 : f32, index, i32
}"""
    f = CompiledFunction(text)
    assert [(s.label, s.shape, s.dtype.name) for s in f.args] == [
        ("argument #0", (3,), "float32"), ("argument #1", (), "float32"), ("argument #2", (), "int64"),
        ("argument #3", (), "int32"), ("result #0", (), "float32"), ("result #1", (), "int64"),
        ("result #2", (), "int32")]
    r, n2, k2 = f(np.array([1.0, 2.0, 3.0], np.float32), np.float32(10.0), np.int64(2), np.int32(-4))
    assert (float(r), int(n2), int(k2)) == (30.0, 4, -8)


@pytest.mark.slow
def test_tensor_arguments_stay_unchanged_whichever_bufferization():
    # Upstream one-shot-bufferize writes into %x in place unless told the argument is read-only;
    # memplan's bufferize does not. Both are right for a tensor program, so check must agree.
    text = """
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  return %a : tensor<8xf32>
}"""
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.pipeline import run_pipeline

    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize")
    result = compare_programs(text, print_module(module))
    assert result.agree, result.message
    x = np.linspace(0.5, 1.5, 8).astype(np.float32)
    kept = x.copy()
    (out,) = CompiledFunction(text)(x)
    np.testing.assert_array_equal(x, kept)
    np.testing.assert_array_equal(out, 2 * kept)


@pytest.mark.parametrize("signature, message", [
    ("%x: memref<?xf32>", "argument #0 of @main is memref<?xf32>; check runs only functions that takes"),
    ("%x: memref<4xf32, strided<[2]>>", "only buffers laid out contiguously"),
    ("%x: vector<4xf32>", "check feeds and compares only memrefs"),
])
def test_unfeedable_arguments_are_refused_clearly(signature, message):
    # dynamic=False: the one-size run of `memplan check` without --dims (dynamic programs
    # run at sizes: tests/execution/test_dynamic_runs.py)
    with pytest.raises(MemplanError) as error:
        CompiledFunction(f"func.func @main({signature}) {{ return }}", dynamic=False)
    assert message.replace("takes", "take") in error.value.message


def test_dynamic_strides_are_fed_contiguously():
    text = """
func.func @main(%x: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %x[%c1, %c2] : memref<2x3xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}"""
    (v,) = CompiledFunction(text)(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert float(v) == 5.0


def test_a_function_no_library_defines_is_named():
    text = """
func.func private @no_such_function(f32) -> f32
func.func @main(%x: f32) -> f32 {
  %r = func.call @no_such_function(%x) : (f32) -> f32
  return %r : f32
}"""
    with pytest.raises(MemplanError, match="it calls no_such_function, which no loaded library provides"):
        CompiledFunction(text)


def test_an_op_without_llvm_lowering_is_named_at_its_location(capfd):
    text = """
func.func @main(%x: memref<2x4xf32>, %o: memref<2x4xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<2x4xf32>) outs(%o : memref<2x4xf32>)
  return
}"""
    with pytest.raises(MemplanError) as error:
        CompiledFunction(text)
    assert "'linalg.softmax' has no lowering to LLVM" in error.value.message
    assert error.value.location.endswith(":3:3)")
    assert "LLVM Translation failed" not in capfd.readouterr().err  # said once, in the error


def test_a_loop_yielding_a_new_tensor_runs():
    # The while body yields a tensor computed in the body, not the one it was given: a valid
    # tensor program that upstream one-shot-bufferize refuses by default ("Yield operand #0 is
    # not equivalent to the corresponding iter bbArg"), so check could not run the reference.
    text = """
func.func @main(%x: tensor<4xf32>, %n: i32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%t = %x, %i = %c0) : (tensor<4xf32>, i32) -> (tensor<4xf32>, i32) {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %t, %i : tensor<4xf32>, i32
  } do {
  ^bb0(%t: tensor<4xf32>, %i: i32):
    %e = tensor.empty() : tensor<4xf32>
    %a = linalg.add ins(%t, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %i1 = arith.addi %i, %c1 : i32
    scf.yield %a, %i1 : tensor<4xf32>, i32
  }
  return %r#0 : tensor<4xf32>
}"""
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    (out,) = CompiledFunction(text)(x, np.int32(3))
    np.testing.assert_array_equal(out, 4 * x)


@pytest.mark.slow
@pytest.mark.parametrize("body", [
    # computed in the caller's buffer, as the attribute allows
    "%a = linalg.exp ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>",
    # materialized into it, as the program demands (upstream refused it when read-only)
    """%e = bufferization.alloc_tensor() : tensor<8xf32>
  %b = linalg.exp ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %a = bufferization.materialize_in_destination %b in %out : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>""",
])
def test_an_argument_declared_writable_may_be_written_by_either_program(body):
    # `bufferization.writable = true` lets a bufferization write into the caller's buffer; what
    # is left there is its choice, so check compares the results and not that argument.
    text = f"""
func.func @main(%x: tensor<8xf32>, %out: tensor<8xf32> {{bufferization.writable = true}}) -> tensor<8xf32> {{
  {body}
  return %a : tensor<8xf32>
}}"""
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.pipeline import run_pipeline

    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize,merge-alloc")
    result = compare_programs(text, print_module(module))
    assert result.agree, result.message
    wrong = print_module(module).replace("linalg.exp", "linalg.abs")
    assert not compare_programs(text, wrong).agree  # the result is still compared


def test_an_argument_only_one_program_wrote_is_noted_when_declared_writable():
    text = """
func.func @main(%x: tensor<8xf32>, %out: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %a = linalg.exp ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) -> tensor<8xf32>
  return %a : tensor<8xf32>
}"""
    in_place = """
func.func @main(%x: memref<8xf32>, %out: memref<8xf32> {bufferization.writable = true}) -> memref<8xf32> {
  linalg.exp ins(%x : memref<8xf32>) outs(%out : memref<8xf32>)
  return %out : memref<8xf32>
}"""
    result = compare_programs(text, in_place)  # the reference copies before writing
    assert result.agree, result.message
    assert "argument #1 is declared writable" in " ".join(result.notes)


@pytest.mark.slow
def test_an_arena_taken_as_argument_is_brought_by_check():
    # merge-alloc{arena-from-argument} adds a leading memref<Nxi8> workspace the caller brings
    # (the function says memplan.arena_size = N): check brings it, so the two programs, whose
    # signatures differ by it, still compare.
    text = """func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %b = linalg.transpose ins(%a : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<8x8xf32>
  %c = linalg.add ins(%b, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e3 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e4 = tensor.empty() : tensor<8x8xf32>
  %d = linalg.transpose ins(%c : tensor<8x8xf32>) outs(%e4 : tensor<8x8xf32>) permutation = [1, 0]
  return %d : tensor<8x8xf32>
}"""
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.pipeline import run_pipeline

    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize,merge-alloc{arena-from-argument=true}")
    planned = print_module(module)
    assert "memplan.arena_size" in planned
    result = compare_programs(text, planned)
    assert result.agree and result.compared == 1, result.message
    wrong = planned.replace("linalg.exp", "linalg.abs")
    assert not compare_programs(text, wrong).agree
    x = np.linspace(0.5, 1.5, 64).astype(np.float32).reshape(8, 8)
    (out,) = CompiledFunction(planned)(x)
    np.testing.assert_allclose(out, np.exp(x) + np.exp(x).T, rtol=1e-6)


@pytest.mark.slow
def test_bf16_buffers_and_scalars_are_fed_and_compared_as_f32():
    # numpy has no bf16: check refused bf16 programs. The wrapper now takes f32 buffers, feeds
    # the entry their bf16 rounding and widens what it wrote back.
    text = """
func.func @main(%x: tensor<2x8xbf16>, %s: bf16, %w: memref<8xbf16>) -> (tensor<2x8xbf16>, bf16) {
  %e = tensor.empty() : tensor<2x8xbf16>
  %a = linalg.add ins(%x, %x : tensor<2x8xbf16>, tensor<2x8xbf16>) outs(%e : tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c0 = arith.constant 0 : index
  %v = memref.load %w[%c0] : memref<8xbf16>
  %t = arith.mulf %v, %s : bf16
  memref.store %t, %w[%c0] : memref<8xbf16>
  return %a, %t : tensor<2x8xbf16>, bf16
}"""
    f = CompiledFunction(text)
    x = np.array([[0.5, 1.0, 1.5, 2.0, 3.0, 0.25, 0.75, 8.0]] * 2, np.float32)
    w = np.linspace(1.0, 8.0, 8).astype(np.float32)
    a, t = f(x, np.float32(3.0), w)
    np.testing.assert_array_equal(a, 2 * x)
    assert float(t) == 3.0 and w[0] == 3.0 and w[1] == np.float32(2.0)  # written back, rest kept
    from memplan.mlir.parsing import new_context, parse_module, print_module
    from memplan.pipeline import run_pipeline

    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize,merge-alloc")
    result = compare_programs(text, print_module(module))
    assert result.agree, result.message
    assert not compare_programs(text, print_module(module).replace("arith.mulf", "arith.addf")).agree


def test_the_reference_of_a_switch_is_right_whichever_case_runs():
    # LLVM 22's one-shot-bufferize wrote %w in place into the switch's result, which may be %a
    # (read after) or the read-only argument %x: the reference itself was wrong, and check
    # called memplan's correct output a mismatch. The reference now copies before every write.
    from pathlib import Path

    text = (Path(__file__).parents[1] / "fixtures" / "stranger" / "51_switch_alias.mlir").read_text()
    f = CompiledFunction(text)
    for case in range(4):
        x = np.linspace(0.5, 1.5, 16).astype(np.float32)
        (z,) = f(x, np.int64(case))
        np.testing.assert_allclose(z, 2 * x * x - x + np.exp(x), rtol=1e-6)
        np.testing.assert_array_equal(x, np.linspace(0.5, 1.5, 16).astype(np.float32))


RELU_TWICE = """
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: memref<4xf32>, %y: memref<8xf32>, %a: memref<4xf32>, %b: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : memref<8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%a : memref<4xf32>)
  return
}"""


def test_ops_that_differ_only_in_their_shapes_share_one_kernel():
    from mlir import ir

    from memplan.check.runnable import lower_to_llvm, make_runnable
    from memplan.mlir.parsing import new_context, parse_module

    module = parse_module(RELU_TWICE, new_context())
    with module.context, ir.Location.unknown():
        make_runnable(module, "main")
        kernels = lower_to_llvm(module)
    assert len(kernels) == 2  # one ReLU for both shapes, and the add
    x, y = np.linspace(-1, 1, 4, dtype=np.float32), np.linspace(-2, 2, 8, dtype=np.float32)
    a, b = np.zeros(4, np.float32), np.zeros(8, np.float32)
    assert CompiledFunction(RELU_TWICE)(x, y, a, b) == []  # it writes its arguments
    np.testing.assert_array_equal(a, 2 * np.maximum(x, 0))
    np.testing.assert_array_equal(b, np.maximum(y, 0))
