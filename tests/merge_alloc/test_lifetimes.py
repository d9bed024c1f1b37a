"""Unit and property tests of the tick-based trace collector."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ma_helpers import collect
from mlir import ir

from memplan.core.planners import get_planner
from memplan.core.planners.base import PlannerOptions
from memplan.merge_alloc.api import planning_buffers
from memplan.merge_alloc.lifetimes import element_bytes, static_size
from memplan.merge_alloc.trace import FUNCTION_SCOPE


def test_ticks_are_preorder_and_intervals_half_open():
    module, (trace,) = collect("""
    func.func @f() {
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<4xf32>
      %c0 = arith.constant 0 : index
      memref.store %cst, %a[%c0] : memref<4xf32>
      %v = memref.load %a[%c0] : memref<4xf32>
      return
    }""")
    (b,) = trace.buffers
    # ticks: 0 constant, 1 alloc, 2 constant, 3 store, 4 load, 5 return
    assert (b.start, b.end) == (3, 5)
    assert (b.first, b.last) == (3, 4)
    assert trace.tick_ops[3] == "memref.store" and trace.tick_ops[5] == "func.return"
    assert b.producer == "memref.store"
    assert b.size == 16 and b.element_bytes == 4


def test_unused_buffer_lives_one_tick_at_its_alloc():
    module, (trace,) = collect("""
    func.func @f() {
      %a = memref.alloc() : memref<4xf32>
      return
    }""")
    (b,) = trace.buffers
    assert (b.start, b.end) == (0, 1)


def test_linalg_op_with_region_spans_its_body():
    module, (trace,) = collect("""
    func.func @f(%x: memref<4xf32>) {
      %a = memref.alloc() : memref<4xf32>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                      iterator_types = ["parallel"]}
          ins(%x : memref<4xf32>) outs(%a : memref<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %s = arith.addf %in, %in : f32
        linalg.yield %s : f32
      }
      return
    }""")
    (b,) = trace.buffers
    assert (b.start, b.end) == (1, 4)
    assert b.producer == "linalg.generic"


def test_deallocs_are_recorded_not_accesses():
    module, (trace,) = collect("""
    func.func @f() {
      %cst = arith.constant 1.0 : f32
      %a = memref.alloc() : memref<4xf32>
      linalg.fill ins(%cst : f32) outs(%a : memref<4xf32>)
      %b = memref.alloc() : memref<4xf32>
      memref.dealloc %a : memref<4xf32>
      return
    }""")
    a = trace.buffers[0]
    assert [d.name for d in a.deallocs] == ["memref.dealloc"]
    assert a.end == 4  # fill and its body at ticks 2-3; the dealloc (tick 5) does not count


@pytest.mark.parametrize("type_text, expected", [
    ("memref<2x3xf32>", (24, 4)),
    ("memref<f64>", (8, 8)),
    ("memref<7xi1>", (7, 1)),
    ("memref<3xindex>", (24, 8)),
    ("memref<2xcomplex<f32>>", (16, 8)),
    ("memref<2xvector<4xf16>>", (16, 8)),
    ("memref<2xvector<3xf32>>", (32, 16)),  # LLVM pads <3 x float> to 16 bytes
    ("memref<3xi24>", (12, 4)),
    ("memref<2xvector<8xi1>>", (2, 1)),  # LLVM packs i1 vectors: <8 x i1> is one byte
    ("memref<2xvector<5x3xf32>>", (160, 80)),  # array<5 x vector<3xf32>>: 5 x 16 bytes
    ("memref<2xvector<[4]xf32>>", "scalable vector vector<[4]xf32> has no size known at compile time"),
    ("memref<0x4xf32>", (0, 4)),
    ("memref<2x2xf32, strided<[4, 1], offset: 1>>", ((1 + 4 + 1 + 1) * 4, 4)),
    ("memref<?xf32>", "dynamic shape"),
])
def test_static_size(type_text, expected):
    with ir.Context():
        assert static_size(ir.MemRefType(ir.Type.parse(type_text))) == expected


def test_element_bytes_unknown_type():
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        assert element_bytes(ir.Type.parse("!test.thing")) is None


# -- property: planned programs never let two live buffers share memory ------------
#
# Random structured programs (allocs, uses, scf.for, scf.if at any nesting) are
# executed abstractly: loops run twice, branches follow random choices. Each
# execution of an alloc is an instance, live from its first to its last use. Any
# two instances of different allocs whose planned memory overlaps must never be
# live at the same step.

@dataclass
class _Alloc:
    id: int
    size: int


@dataclass
class _Use:
    id: int


@dataclass
class _For:
    body: list


@dataclass
class _If:
    then: list
    other: list


@dataclass
class _Forall:
    body: list


@st.composite
def _blocks(draw, visible=(), depth=0, counter=None, forall=False):
    counter = counter if counter is not None else itertools.count()
    local, stmts = list(visible), []
    kinds = ["alloc", "use", "use"] + (["for", "if"] if depth < 3 else []) + (["forall"] if forall and depth < 3 else [])
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(kinds))
        if kind == "alloc":
            a = _Alloc(next(counter), draw(st.sampled_from([1, 2, 4, 16])))
            stmts.append(a)
            local.append(a)
        elif kind == "use" and local:
            stmts.append(_Use(draw(st.sampled_from(local)).id))
        elif kind == "for":
            stmts.append(_For(draw(_blocks(local, depth + 1, counter, forall))))
        elif kind == "forall":
            stmts.append(_Forall(draw(_blocks(local, depth + 1, counter, forall))))
        elif kind == "if":
            stmts.append(_If(draw(_blocks(local, depth + 1, counter, forall)),
                             draw(_blocks(local, depth + 1, counter, forall))))
    return stmts


def _emit(stmts, sizes, out, indent="  "):
    for s in stmts:
        if isinstance(s, _Alloc):
            sizes[s.id] = s.size
            out.append(f"{indent}%b{s.id} = memref.alloc() : memref<{s.size}xf32>")
        elif isinstance(s, _Use):
            out.append(f"{indent}memref.store %cst, %b{s.id}[%c0] : memref<{sizes[s.id]}xf32>")
        elif isinstance(s, _For):
            out.append(f"{indent}scf.for %i{len(out)} = %c0 to %c2 step %c1 {{")
            _emit(s.body, sizes, out, indent + "  ")
            out.append(f"{indent}}}")
        elif isinstance(s, _Forall):
            out.append(f"{indent}scf.forall (%p{len(out)}) in (2) {{")
            _emit(s.body, sizes, out, indent + "  ")
            out.append(f"{indent}}}")
        else:
            out.append(f"{indent}scf.if %cond {{")
            _emit(s.then, sizes, out, indent + "  ")
            out.append(f"{indent}}} else {{")
            _emit(s.other, sizes, out, indent + "  ")
            out.append(f"{indent}}}")


def _program(stmts) -> str:
    lines = ["func.func @f(%cond: i1) {", "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             "  %c2 = arith.constant 2 : index", "  %cst = arith.constant 1.0 : f32"]
    _emit(stmts, {}, lines)
    return "\n".join(lines + ["  return", "}"])


def _execute(stmts, choices):
    """Dynamic live intervals: (alloc id, instance) -> [first step, last step]."""
    live, current, step = {}, {}, itertools.count()
    instance = itertools.count()

    def run(block):
        for s in block:
            if isinstance(s, _Alloc):
                current[s.id] = (s.id, next(instance))
            elif isinstance(s, _Use):
                t, key = next(step), current[s.id]
                lo, _ = live.get(key, (t, t))
                live[key] = (lo, t)
            elif isinstance(s, _For):
                for _ in range(2):
                    run(s.body)
            else:
                run(s.then if next(choices) else s.other)

    run(stmts)
    return live


@settings(max_examples=150, deadline=None)
@given(stmts=_blocks(), seed=st.integers(0, 2**16), planner=st.sampled_from(["best-fit", "chunk", "trivial"]))
def test_planned_buffers_never_overlap_while_live(stmts, seed, planner):
    module, traces = collect(_program(stmts))
    if not traces:
        return
    (trace,) = traces
    assert not trace.left_alone
    buffers = planning_buffers(trace, 4)
    plan = get_planner(planner)(buffers, PlannerOptions())
    plan.check()
    size = {b.id: b.size for b in buffers}
    rng = itertools.cycle(bool(int(c)) for c in format(seed, "016b"))
    for choices in (itertools.repeat(True), itertools.repeat(False), rng):
        live = _execute(stmts, choices)
        for (p, lp), (q, lq) in itertools.combinations(live.items(), 2):
            i, j = p[0], q[0]
            if i == j:
                continue
            mem = plan.offsets[i] < plan.offsets[j] + size[j] and plan.offsets[j] < plan.offsets[i] + size[i]
            time = lp[0] <= lq[1] and lq[0] <= lp[1]
            assert not (mem and time), f"buffers {i} and {j} share memory while both live\n{_program(stmts)}"


def _execute_concurrently(stmts, choices):
    """Like :func:`_execute`, but the two iterations of an scf.forall run at the same
    steps (fully overlapped in time) and each has its own per-iteration arena.

    Returns (alloc id, instance) -> (arena, first step, last step).
    """
    live, current, clock = {}, {}, [0]
    instance, arenas = itertools.count(), itertools.count(1)
    arena_stack = [0]  # 0: the function's arena

    def run(block):
        for s in block:
            if isinstance(s, _Alloc):
                current[s.id] = (s.id, next(instance), arena_stack[-1])
            elif isinstance(s, _Use):
                t, key = clock[0], current[s.id]
                clock[0] += 1
                lo, _ = live.get(key, (t, t))
                live[key] = (lo, t)
            elif isinstance(s, _For):
                for _ in range(2):
                    run(s.body)
            elif isinstance(s, _Forall):
                start, end = clock[0], clock[0]
                for _ in range(2):
                    clock[0] = start
                    arena_stack.append(next(arenas))
                    run(s.body)
                    arena_stack.pop()
                    end = max(end, clock[0])
                clock[0] = end
            else:
                run(s.then if next(choices) else s.other)

    run(stmts)
    return {(k[0], k[1]): (k[2], lo, hi) for k, (lo, hi) in live.items()}


@settings(max_examples=100, deadline=None)
@given(stmts=_blocks(forall=True), seed=st.integers(0, 2**16), planner=st.sampled_from(["best-fit", "chunk"]))
def test_forall_iterations_never_share_memory(stmts, seed, planner):
    """Function-level buffers used in a forall stay live across it; per-iteration
    buffers live in per-iteration arenas; nothing overlaps while live."""
    module, traces = collect(_program(stmts))
    offsets, size, scope = {}, {}, {}
    for trace in traces:
        assert not trace.left_alone
        buffers = planning_buffers(trace, 4)
        plan = get_planner(planner)(buffers, PlannerOptions())
        plan.check()
        offsets.update(plan.offsets)
        size.update({b.id: b.size for b in buffers})
        scope.update({b.id: trace.scope for b in buffers})
    rng = itertools.cycle(bool(int(c)) for c in format(seed, "016b"))
    for choices in (itertools.repeat(True), itertools.repeat(False), rng):
        live = _execute_concurrently(stmts, choices)
        for (p, (ap, lp, hp)), (q, (aq, lq, hq)) in itertools.combinations(live.items(), 2):
            i, j = p[0], q[0]
            # the arena is where the plan puts the buffer: the function's, or its forall iteration's
            ap, aq = (0 if scope[i] == FUNCTION_SCOPE else ap), (0 if scope[j] == FUNCTION_SCOPE else aq)
            if ap != aq:
                continue  # different arenas: different memory
            if i == j:
                assert not (lp <= hq and lq <= hp) or p[1] == q[1], "one alloc, two live instances in one arena"
                continue
            mem = offsets[i] < offsets[j] + size[j] and offsets[j] < offsets[i] + size[i]
            assert not (mem and lp <= hq and lq <= hp), f"buffers {i} and {j} share memory while live\n{_program(stmts)}"
