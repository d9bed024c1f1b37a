"""In-place decisions: when a destination is reused, when it is copied, and why.

The property test generates random straight-line and looped programs whose ops
write into shared destinations, and checks that memplan's bufferization computes
what upstream's does (through MLIR's ExecutionEngine).
"""

from __future__ import annotations

import numpy as np
import pytest
from bufferize_helpers import count, ops, run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memplan.bufferize import BufferizeOptions
from memplan.bufferize.analysis import Analysis
from memplan.bufferize.registry import default_registry
from memplan.bufferize.tensors import module_has_tensors
from memplan.check.execution import CompiledFunction, compare_programs
from memplan.mlir.parsing import new_context, parse_module

ID1 = "affine_map<(d0) -> (d0)>"


def generic(result: str, ins: list[str], out: str, reads_out: bool, op: str = "arith.addf") -> str:
    """An elementwise generic on tensor<8xf32>: result = sum of ins (+ out if reads_out)."""
    maps = ", ".join([ID1] * (len(ins) + 1))
    args = ", ".join(f"%i{k}: f32" for k in range(len(ins)))
    acc, lines = "%i0", []
    for k in range(1, len(ins)):
        lines.append(f"%s{k} = {op} {acc}, %i{k} : f32")
        acc = f"%s{k}"
    if reads_out:
        lines.append(f"%so = {op} {acc}, %o : f32")
        acc = "%so"
    body = "\n      ".join(lines)
    types = ", ".join(["tensor<8xf32>"] * len(ins))
    return (f"%{result} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\"]}} "
            f"ins({', '.join('%' + i for i in ins)} : {types}) outs(%{out} : tensor<8xf32>) {{\n"
            f"    ^bb0({args}, %o: f32):\n      {body}\n      linalg.yield {acc} : f32\n    }} -> tensor<8xf32>")


def decisions(text: str) -> dict[int, dict]:
    module = parse_module(text, new_context())
    with module.context:
        return Analysis(default_registry(), BufferizeOptions()).run(module).decisions


@pytest.mark.slow
def test_destination_read_later_is_copied():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %e = tensor.empty() : tensor<8xf32>
      {generic("x", ["a"], "e", False)}
      {generic("y", ["a"], "x", True)}
      return %x, %y : tensor<8xf32>, tensor<8xf32>
    }}"""
    module, report = run(text)
    assert report.copies == 1  # %y accumulates into a copy of %x, which is still returned
    assert compare_programs(text, str(module)).agree


def test_dead_destination_is_reused():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {{
      %e = tensor.empty() : tensor<8xf32>
      {generic("x", ["a"], "e", False)}
      {generic("y", ["a"], "x", True)}
      return %y : tensor<8xf32>
    }}"""
    module, report = run(text)
    assert report.allocs == 1 and report.copies == 0
    assert compare_programs(text, str(module)).agree


def test_dead_input_of_elementwise_op_is_reused_when_destination_is_busy():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %e = tensor.empty() : tensor<8xf32>
      {generic("x", ["a"], "e", False)}
      {generic("t", ["a", "a"], "e", False)}
      {generic("y", ["t"], "x", False, "arith.mulf")}
      return %x, %y : tensor<8xf32>, tensor<8xf32>
    }}"""
    text = text.replace(f'{generic("t", ["a", "a"], "e", False)}', generic("t", ["a", "a"], "e", False))
    d = decisions(text)
    (last,) = [v for k, v in d.items() if k == max(d)]
    assert last[1].reuse == 0  # %y is written over its dead input %t
    module, report = run(text)
    assert compare_programs(text, str(module)).agree


def test_function_arguments_are_not_written_unless_allowed():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {{
      {generic("y", ["a"], "a", True)}
      return %y : tensor<8xf32>
    }}"""
    _, report = run(text)
    assert report.copies == 1
    _, report = run(text, BufferizeOptions(writable_function_args=True))
    assert report.copies == 0 and report.allocs == 0


def test_write_inside_loop_to_buffer_read_in_the_loop_is_not_in_place():
    # %base is defined outside the loop and read in every iteration: writing it in place
    # in iteration 1 would corrupt iteration 2. (Upstream rejects this program: the
    # yielded value is not equivalent to the iteration argument; numpy is the reference.)
    text = f"""func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %e = tensor.empty() : tensor<8xf32>
      {generic("base", ["a"], "e", False)}
      %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> (tensor<8xf32>) {{
        {generic("w", ["acc"], "base", True)}
        scf.yield %w : tensor<8xf32>
      }}
      return %r : tensor<8xf32>
    }}"""
    module, report = run(text)
    a = np.arange(8, dtype=np.float32)
    (out,) = CompiledFunction(str(module))(a)
    np.testing.assert_allclose(out, 4 * a, rtol=1e-6)  # acc + base three times; 8a if base were clobbered
    assert report.copies >= 1


def test_shared_zero_filled_accumulator_is_refilled_not_copied():
    text = """func.func @forward(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
      %cst = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<4x4xf32>
      %z = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m1 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m2 = linalg.matmul ins(%m1, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      %m3 = linalg.matmul ins(%m2, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
      return %m1, %m2, %m3 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
    }"""
    module, report = run(text)
    assert report.copies == 0 and count(module, "linalg.fill") == 3
    assert compare_programs(text, str(module)).agree


@st.composite
def programs(draw):
    """Random programs over tensor<8xf32> with shared destinations and maybe a loop,
    plus a numpy function computing what they return (the reference: upstream rejects
    loops whose yielded value is not in the iteration's buffer)."""
    values = ["a", "b"]
    lines = ["%e = tensor.empty() : tensor<8xf32>", "%minus = arith.constant -1.0 : f32"]
    steps = []  # (name, ins, out, reads_out, op)
    for k in range(draw(st.integers(2, 7))):
        if draw(st.integers(0, 4)) == 0:
            # a pad, seen through an 8-element window: n = pad(V, 1, -1)[o:o+8]
            src, o = draw(st.sampled_from(values)), draw(st.integers(0, 2))
            name = f"v{k}"
            lines.append(f"%{name}_p = tensor.pad %{src} low[1] high[1] {{\n^bb0(%q: index):\n"
                         f"  tensor.yield %minus : f32\n}} : tensor<8xf32> to tensor<10xf32>")
            lines.append(f"%{name} = tensor.extract_slice %{name}_p[{o}] [8] [1] : tensor<10xf32> to tensor<8xf32>")
            steps.append((name, ("pad", src, o), None, None, None))
            values.append(name)
            continue
        if draw(st.integers(0, 3)) == 0:
            # a slice update: n = D with D[o2:o2+4] = V[o1:o1+4] (+ D[o2:o2+4])
            src, dst = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            o1, o2 = draw(st.integers(0, 4)), draw(st.integers(0, 4))
            reads_out = draw(st.booleans())
            name = f"v{k}"
            lines.append(f"%{name}_s = tensor.extract_slice %{src}[{o1}] [4] [1] : tensor<8xf32> to tensor<4xf32>")
            lines.append(f"%{name}_d = tensor.extract_slice %{dst}[{o2}] [4] [1] : tensor<8xf32> to tensor<4xf32>")
            body = "%r = arith.addf %x, %o : f32" if reads_out else "%r = arith.mulf %x, %x : f32"
            lines.append(f"%{name}_g = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = [\"parallel\"]}} "
                         f"ins(%{name}_s : tensor<4xf32>) outs(%{name}_d : tensor<4xf32>) {{\n"
                         f"^bb0(%x: f32, %o: f32):\n  {body}\n  linalg.yield %r : f32\n}} -> tensor<4xf32>")
            lines.append(f"%{name} = tensor.insert_slice %{name}_g into %{dst}[{o2}] [4] [1] "
                         f": tensor<4xf32> into tensor<8xf32>")
            steps.append((name, ("slice", src, dst, o1, o2), None, reads_out, None))
            values.append(name)
            continue
        ins = draw(st.lists(st.sampled_from(values), min_size=1, max_size=3))
        out = draw(st.sampled_from(["e"] + values))
        reads_out = draw(st.booleans()) and out != "e"
        op = draw(st.sampled_from(["arith.addf", "arith.mulf"]))
        name = f"v{k}"
        lines.append(generic(name, ins, out, reads_out, op))
        steps.append((name, ins, out, reads_out, op))
        values.append(name)
    loop = None
    if draw(st.booleans()):
        init, other = draw(st.sampled_from(values)), draw(st.sampled_from(values))
        out = draw(st.sampled_from(["acc", other, "e"]))
        reads_out = draw(st.booleans()) and out != "e"
        lines.append("%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n"
                     "%c3 = arith.constant 3 : index")
        lines.append(f"%loop = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %{init}) -> (tensor<8xf32>) {{\n"
                     + generic("in1", ["acc", other], out, reads_out) + "\n scf.yield %in1 : tensor<8xf32>\n}")
        loop = (init, other, out, reads_out)
        values.append("loop")
    pair = None
    if draw(st.booleans()):
        # two loop-carried values, yielded in any arrangement of {new, acc0, acc1}
        inits = [draw(st.sampled_from(values)) for _ in range(2)]
        out = draw(st.sampled_from(["p0", "p1", "e"] + values))
        reads_out = draw(st.booleans()) and out != "e"
        yields = [draw(st.sampled_from(["pn", "p0", "p1"])) for _ in range(2)]
        lines.append("%d0 = arith.constant 0 : index\n%d1 = arith.constant 1 : index\n"
                     "%d3 = arith.constant 3 : index")
        lines.append(f"%pr:2 = scf.for %j = %d0 to %d3 step %d1 iter_args(%p0 = %{inits[0]}, %p1 = %{inits[1]})"
                     " -> (tensor<8xf32>, tensor<8xf32>) {\n"
                     + generic("pn", ["p0", "p1"], out, reads_out, "arith.addf")
                     + f"\n scf.yield %{yields[0]}, %{yields[1]} : tensor<8xf32>, tensor<8xf32>\n}}")
        lines.append("%pair0 = linalg.copy ins(%pr#0 : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>")
        lines.append("%pair1 = linalg.copy ins(%pr#1 : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>")
        pair = (inits, out, reads_out, yields)
        values += ["pair0", "pair1"]
    branch = None
    if draw(st.booleans()):
        # %sel = scf.if (a[0] < 1) { write into one value } else { write into another }
        picks = [(draw(st.sampled_from(values)), draw(st.sampled_from(["e"] + values)), draw(st.booleans()))
                 for _ in range(2)]
        lines.append("%k0 = arith.constant 0 : index\n%one = arith.constant 1.0 : f32\n"
                     "%a0 = tensor.extract %a[%k0] : tensor<8xf32>\n%cnd = arith.cmpf olt, %a0, %one : f32")
        arms = []
        for n, (src, out, reads_out) in enumerate(picks):
            reads_out = reads_out and out != "e"
            arms.append(generic(f"arm{n}", [src, src], out, reads_out) + f"\nscf.yield %arm{n} : tensor<8xf32>")
            picks[n] = (src, out, reads_out)
        lines.append("%sel = scf.if %cnd -> (tensor<8xf32>) {\n" + arms[0] + "\n} else {\n" + arms[1] + "\n}")
        branch = picks
        values.append("sel")
    returned = draw(st.lists(st.sampled_from(values[2:]), min_size=1, max_size=3, unique=True))
    results = ", ".join(["tensor<8xf32>"] * len(returned))
    text = (f"func.func @forward(%a: tensor<8xf32>, %b: tensor<8xf32>) -> ({results}) {{\n" + "\n".join(lines)
            + f"\nreturn {', '.join('%' + r for r in returned)} : {results}\n}}")

    def reference(a, b):
        env = {"a": a, "b": b}
        apply = {"arith.addf": np.add, "arith.mulf": np.multiply}
        for name, ins, out, reads_out, op in steps:
            if ins[0] == "pad":
                _, src, o = ins
                env[name] = np.pad(env[src], 1, constant_values=-1.0)[o:o + 8]
                continue
            if ins[0] == "slice":
                _, src, dst, o1, o2 = ins
                piece = env[src][o1:o1 + 4]
                new = env[dst].copy()
                new[o2:o2 + 4] = piece + env[dst][o2:o2 + 4] if reads_out else piece * piece
                env[name] = new
                continue
            acc = env[ins[0]]
            for i in ins[1:]:
                acc = apply[op](acc, env[i])
            env[name] = apply[op](acc, env[out]) if reads_out else acc
        if loop:
            init, other, out, reads_out = loop
            acc = env[init]
            for _ in range(3):
                new = acc + env[other]
                if reads_out:
                    new = new + (acc if out == "acc" else env[out])
                acc = new
            env["loop"] = acc
        if pair:
            inits, out, reads_out, yields = pair
            p = {"p0": env[inits[0]], "p1": env[inits[1]]}
            for _ in range(3):
                new = p["p0"] + p["p1"]
                if reads_out:
                    new = new + (p[out] if out in p else env[out])
                p = {"p0": {"pn": new, **p}[yields[0]], "p1": {"pn": new, **p}[yields[1]]}
            env["pair0"], env["pair1"] = p["p0"], p["p1"]
        if branch:
            src, out, reads_out = branch[0] if a[0] < 1.0 else branch[1]
            value = env[src] + env[src]
            env["sel"] = value + env[out] if reads_out else value
        return [env[r] for r in returned]

    return text, reference


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.integers(0, 7))
def test_random_programs_compute_the_reference(program, seed):
    text, reference = program
    module, _ = run(text)
    rng = np.random.default_rng(seed)
    a, b = (rng.uniform(0.5, 1.5, 8).astype(np.float32) for _ in range(2))
    got = CompiledFunction(str(module))(a.copy(), b.copy())
    for x, y in zip(got, reference(a, b)):
        np.testing.assert_allclose(x, y, rtol=1e-4, err_msg=text)


def test_forall_iterations_do_not_share_a_temporary_from_outside():
    text = f"""func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {{
      %tmp = tensor.empty() : tensor<2xf32>
      %e = tensor.empty() : tensor<8xf32>
      %f = scf.forall (%t) in (4) shared_outs(%o = %e) -> (tensor<8xf32>) {{
        %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%t)
        %in = tensor.extract_slice %a[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
        %sq = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
            ins(%in : tensor<2xf32>) outs(%tmp : tensor<2xf32>) {{
        ^bb0(%x: f32, %y: f32):
          %q = arith.mulf %x, %x : f32
          linalg.yield %q : f32
        }} -> tensor<2xf32>
        scf.forall.in_parallel {{
          tensor.parallel_insert_slice %sq into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
        }}
      }}
      return %f : tensor<8xf32>
    }}"""
    module, _ = run(text)
    (forall,) = [o for o in ops(module, "scf.forall")]
    inner_allocs = [o for o in forall.regions[0].blocks[0].operations if o.operation.name == "memref.alloc"]
    assert len(inner_allocs) == 1  # the temporary is per iteration
    assert compare_programs(text, str(module)).agree


def test_view_taken_after_a_loop_still_protects_the_value_written_in_it():
    # %x is defined before the loop and read (through a slice made after the loop):
    # the loop's write into %x's buffer must not be in place.
    text = f"""func.func @forward(%a: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %e = tensor.empty() : tensor<8xf32>
      {generic("x", ["a"], "e", False)}
      %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %a) -> (tensor<8xf32>) {{
        {generic("w", ["acc", "acc"], "x", False)}
        scf.yield %w : tensor<8xf32>
      }}
      %v = tensor.extract_slice %x[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
      return %v, %r : tensor<4xf32>, tensor<8xf32>
    }}"""
    module, _ = run(text)
    a = np.arange(8, dtype=np.float32)
    v, r = CompiledFunction(str(module))(a)
    np.testing.assert_array_equal(v, a[:4])
    np.testing.assert_array_equal(r, 4 * a)


def test_per_argument_writable_attribute_overrides_the_option():
    text = f"""func.func @forward(%a: tensor<8xf32> {{bufferization.writable = true}}, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      {generic("x", ["b"], "a", True)}
      {generic("y", ["a"], "b", True)}
      return %x, %y : tensor<8xf32>, tensor<8xf32>
    }}"""
    d = decisions(text)
    first, second = (d[k] for k in sorted(d))
    assert first[1].inplace is False  # %a is read later by %y
    assert second[1].inplace is False and second[1].reason == "destination is not writable"
    text2 = text.replace("%b: tensor<8xf32>)", "%b: tensor<8xf32> {bufferization.writable = true})")
    d = decisions(text2)
    assert d[max(d)][1].inplace is True


def test_callee_writing_its_argument_gets_a_private_copy():
    text = f"""func.func private @bump(%x: tensor<8xf32>) -> tensor<8xf32> {{
      {generic("y", ["x"], "x", True)}
      return %y : tensor<8xf32>
    }}
    func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %e = tensor.empty() : tensor<8xf32>
      {generic("v", ["a"], "e", False)}
      %w = func.call @bump(%v) : (tensor<8xf32>) -> tensor<8xf32>
      return %v, %w : tensor<8xf32>, tensor<8xf32>
    }}"""
    module, _ = run(text, BufferizeOptions(writable_function_args=True))
    a = np.arange(8, dtype=np.float32)
    v, w = CompiledFunction(str(module))(a.copy())
    np.testing.assert_array_equal(v, a)
    np.testing.assert_array_equal(w, 2 * a)


def test_loop_yielding_its_iteration_values_swapped():
    # yield %y, %x: copying %y into %x's buffer first would destroy %x before it is copied.
    text = """func.func @forward(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %r:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %b, %z = %c)
          -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
        scf.yield %y, %z, %x : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
      }
      return %r#0, %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }"""
    module, _ = run(text)
    a = np.arange(4, dtype=np.float32)
    x, y, z = CompiledFunction(str(module))(a, a + 10, a + 20)
    # four rotations of three values: (b, c, a) after 1, (c, a, b) after 2, (a, b, c) after 3, (b, c, a)
    np.testing.assert_array_equal(x, a + 10)
    np.testing.assert_array_equal(y, a + 20)
    np.testing.assert_array_equal(z, a)


def test_call_result_may_be_the_argument():
    # @id returns its argument's buffer: writing %x in place after the call would change %r.
    text = f"""func.func private @id(%t: tensor<8xf32>) -> tensor<8xf32> {{
      return %t : tensor<8xf32>
    }}
    func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %e = tensor.empty() : tensor<8xf32>
      {generic("x", ["a"], "e", False)}
      %r = func.call @id(%x) : (tensor<8xf32>) -> tensor<8xf32>
      {generic("w", ["a", "a"], "x", False)}
      return %r, %w : tensor<8xf32>, tensor<8xf32>
    }}"""
    module, _ = run(text)
    a = np.arange(8, dtype=np.float32)
    r, w = CompiledFunction(str(module))(a)
    np.testing.assert_array_equal(r, a)
    np.testing.assert_array_equal(w, 2 * a)


def test_returned_constant_is_copied_so_callers_may_write_results():
    text = f"""func.func private @ones() -> tensor<8xf32> {{
      %c = arith.constant dense<1.0> : tensor<8xf32>
      return %c : tensor<8xf32>
    }}
    func.func @forward(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {{
      %ones = func.call @ones() : () -> tensor<8xf32>
      {generic("w", ["a"], "ones", True)}
      %p = func.call @ones() : () -> tensor<8xf32>
      return %w, %p : tensor<8xf32>, tensor<8xf32>
    }}"""
    module, report = run(text)
    a = np.arange(8, dtype=np.float32)
    w, p = CompiledFunction(str(module))(a)
    np.testing.assert_array_equal(w, a + 1)
    np.testing.assert_array_equal(p, np.ones(8, np.float32))  # the constant was not overwritten


@pytest.mark.parametrize(
    "source, expected",
    [
        ("func.func private @ext(tensor<4xf32>)", True),  # a declaration: only its signature
        ("func.func @f(%a: tensor<4xf32>) { return }", True),
        ("func.func @f() { %c = arith.constant dense<1.0> : tensor<2xf32>\n return }", True),
        ('func.func @f(%a: memref<4xf32>) attributes {note = "tensor<4xf32>"} { return }', False),
        ("memref.global @g : memref<4xf32> = dense<1.0>", False),
    ],
)
def test_module_has_tensors_looks_at_types_not_text(source: str, expected: bool) -> None:
    ctx = new_context()
    with ctx:
        assert module_has_tensors(parse_module(source, ctx)) is expected
