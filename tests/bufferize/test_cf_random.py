"""Random tensor programs with branches between blocks (diamonds and loops through cf, whose ops
write into values of earlier blocks, block arguments and arguments at random) go through
``bufferize,merge-alloc`` and compute what upstream's copy-before-write bufferization of the same
program computes. Few examples (each runs two programs in child processes), derandomized."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memplan.bufferize.tensors import module_has_tensors
from memplan.check.execution import compare_programs
from memplan.mlir.parsing import new_context, parse_module, print_module
from memplan.pipeline import run_pipeline

T = "tensor<4xf32>"
OPS = ("linalg.add", "linalg.mul", "linalg.sub", "linalg.max")


class ProgramWriter:
    """Writes one function: blocks of elementwise ops over the values in scope, joined by cf."""

    def __init__(self, draw):
        self.draw = draw
        self.lines: list[str] = []
        self.count = 0
        self.blocks = 0

    def name(self, prefix: str = "v") -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def block(self) -> str:
        self.blocks += 1
        return f"^b{self.blocks}"

    def pick(self, scope: list[str]) -> str:
        return self.draw(st.sampled_from(scope))

    def ops(self, scope: list[str], fresh_ok: bool = True) -> list[str]:
        """Some elementwise ops; each result joins the scope. The destination is a value in scope
        (written in place or not: the analysis decides) or a new tensor.empty."""
        for _ in range(self.draw(st.integers(1, 3))):
            x, y = self.pick(scope), self.pick(scope)
            if fresh_ok and self.draw(st.booleans()):
                dest = self.name("e")
                self.lines.append(f"  {dest} = tensor.empty() : {T}")
            else:
                dest = self.pick(scope)
            op = self.draw(st.sampled_from(OPS))
            result = self.name()
            self.lines.append(f"  {result} = {op} ins({x}, {y} : {T}, {T}) outs({dest} : {T}) -> {T}")
            scope = scope + [result]
        return scope

    def diamond(self, scope: list[str]) -> list[str]:
        left, right, join = self.block(), self.block(), self.block()
        self.lines.append(f"  cf.cond_br %c, {left}, {right}")
        arms = []
        for label in (left, right):
            self.lines.append(f"{label}:")
            inner = self.ops(scope)
            passed = self.pick(inner)
            self.lines.append(f"  cf.br {join}({passed} : {T})")
            arms.append(passed)
        joined = self.name("j")
        self.lines.append(f"{join}({joined}: {T}):")
        return scope + [joined]

    def loop(self, scope: list[str]) -> list[str]:
        head, body, done = self.block(), self.block(), self.block()
        i, acc = self.name("i"), self.name("acc")
        self.lines.append(f"  cf.br {head}(%c0, {self.pick(scope)} : index, {T})")
        self.lines.append(f"{head}({i}: index, {acc}: {T}):")
        more = self.name("more")
        self.lines.append(f"  {more} = arith.cmpi slt, {i}, %c3 : index")
        self.lines.append(f"  cf.cond_br {more}, {body}, {done}")
        self.lines.append(f"{body}:")
        inner = self.ops(scope + [acc])
        step = self.name("i")
        self.lines.append(f"  {step} = arith.addi {i}, %c1 : index")
        self.lines.append(f"  cf.br {head}({step}, {self.pick(inner)} : index, {T})")
        self.lines.append(f"{done}:")
        return scope + [acc]

    def program(self) -> str:
        self.lines = ["  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
                      "  %c3 = arith.constant 3 : index"]
        scope = self.ops(["%a", "%b"])
        for _ in range(self.draw(st.integers(1, 3))):
            scope = (self.diamond if self.draw(st.booleans()) else self.loop)(scope)
            scope = self.ops(scope)
        returned = [scope[-1], self.pick(scope), "%a"]
        body = "\n".join(self.lines + [f"  return {', '.join(returned)} : {', '.join([T] * 3)}"])
        return f"func.func @main(%a: {T}, %b: {T}, %c: i1) -> ({', '.join([T] * 3)}) {{\n{body}\n}}\n"


@st.composite
def programs(draw) -> str:
    return ProgramWriter(draw).program()


@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.integers(0, 3))
def test_random_programs_with_branches_compute_what_upstream_does(text, seed):
    module = parse_module(text, new_context())
    run_pipeline(module, "bufferize,merge-alloc")
    assert not module_has_tensors(module)
    result = compare_programs(text, print_module(module), seed=seed)
    assert result.agree, f"{result.message}\n{text}"
