"""Several layouts for one dynamic scope, the smallest arena chosen at run time: each layout is
valid at every size, the program computes the same whichever is chosen, and a wrong layout is
caught, at compile time by the relation check, and at run time by ``memplan check``."""

from __future__ import annotations

import dataclasses

import pytest
from ma_helpers import mlir_opt_accepts, run

import memplan.core.symbolic_plan as symbolic_plan
import memplan.merge_alloc.dynamic as dynamic
from memplan.check.execution import compare_programs
from memplan.diagnostics import MemplanError

# (memref type, dynamic dimensions, first step, last step): squares of n beside multiples of n
# and constants, where the stacking best at n = 64 is not the one best at n = 1024
BUFFERS = [("memref<?x?x4xf32>", 2, 4, 6), ("memref<?x192xf32>", 1, 0, 3), ("memref<?x?xf32>", 2, 1, 6),
           ("memref<1024xf32>", 0, 1, 6), ("memref<6144xf32>", 0, 4, 5)]
BEST_FIT = {"planner": "best-fit"}


def lifetimes_program(buffers, steps: int) -> str:
    """Each buffer filled with its own value at its first step and summed into the result at its
    last: any byte two live buffers share changes the sum."""
    lines = ["func.func @main(%x: memref<?xf32>) -> memref<f32> {", "  %c0 = arith.constant 0 : index",
             "  %n = memref.dim %x, %c0 : memref<?xf32>", "  %acc = memref.alloc() : memref<f32>",
             "  %z = arith.constant 0.0 : f32", "  linalg.fill ins(%z : f32) outs(%acc : memref<f32>)"]
    for t in range(steps + 1):
        for i, (ty, dims, first, _) in enumerate(buffers):
            if first == t:
                lines += [f"  %b{i} = memref.alloc({', '.join(['%n'] * dims)}) : {ty}",
                          f"  %v{i} = arith.constant {i + 1}.0 : f32",
                          f"  linalg.fill ins(%v{i} : f32) outs(%b{i} : {ty})"]
        for i, (ty, _, _, last) in enumerate(buffers):
            if last == t:
                lines += _sum_into_acc(f"%b{i}", ty)
    return "\n".join(lines + ["  return %acc : memref<f32>", "}"])


def _sum_into_acc(name: str, ty: str) -> list[str]:
    dims = ", ".join(f"d{k}" for k in range(ty.count("x")))
    kinds = ", ".join(['"reduction"'] * ty.count("x"))
    return [f"  linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>, affine_map<({dims}) -> ()>], "
            f"iterator_types = [{kinds}]}} ins({name} : {ty}) outs(%acc : memref<f32>) {{",
            "  ^bb0(%a: f32, %s: f32):", "    %r = arith.addf %a, %s : f32", "    linalg.yield %r : f32", "  }"]


PROGRAM = lifetimes_program(BUFFERS, 6)
SIZES = [1, 3, 40, 64, 300]


def _dynamic(result):
    (report,) = [r for r in result.reports if r.dynamic is not None]
    return report.dynamic


def test_two_layouts_reach_the_max_live_bytes_where_one_does_not():
    _, result = run(PROGRAM, {**BEST_FIT, "analysis-only": "1"})
    scope = _dynamic(result)
    plan = scope.plan
    assert len(plan.relations) == 2
    envs = [scope.environment({scope.base_symbols[0]: v}) for v in (1, 4, 16, 64, 256, 1024)]
    assert max(plan.own_arena_at(e) / plan.max_live_at(e) for e in envs) > 1.1
    for env in envs:  # at the max-live bytes but for alignment padding
        assert plan.arena_at(env) <= 1.001 * plan.max_live_at(env)
        for relation in plan.relations:
            relation.own_at(env).check()


@pytest.mark.slow
def test_the_program_computes_the_same_whichever_layout_is_chosen():
    merged, result = run(PROGRAM, BEST_FIT)
    scope = _dynamic(result)
    chosen = {scope.plan.relations.index(scope.plan.chosen_at(scope.environment({scope.base_symbols[0]: v})))
              for v in SIZES}
    assert chosen == {0, 1}  # both layouts run
    assert mlir_opt_accepts(merged)
    outcome = compare_programs(PROGRAM, merged, sizes=SIZES)
    assert outcome.agree, outcome.message


def _broken_alternatives(original):
    """The alternatives, with one buffer of the second layout dropped to offset 0 under a buffer
    live with it."""
    def broken(candidates, points):
        found = original(candidates, points)
        if not found:
            return found
        wrong = found[0]
        victim = next(i for i in wrong.order if wrong.below[i])
        return (dataclasses.replace(wrong, below={**wrong.below, victim: ()}), *found[1:])
    return broken


@pytest.mark.slow
def test_a_wrong_second_layout_is_caught(monkeypatch):
    monkeypatch.setattr(symbolic_plan, "_alternatives", _broken_alternatives(symbolic_plan._alternatives))
    with pytest.raises(MemplanError, match="symbolic plan is invalid"):
        run(PROGRAM, BEST_FIT)
    monkeypatch.setattr(dynamic, "_sanity_check", lambda *args: None)  # past the compile-time check
    merged, result = run(PROGRAM, BEST_FIT)
    scope = _dynamic(result)
    wrong_sizes = [v for v in SIZES
                   if scope.plan.chosen_at(scope.environment({scope.base_symbols[0]: v})) is not scope.plan]
    assert wrong_sizes
    assert not compare_programs(PROGRAM, merged, sizes=wrong_sizes).agree
