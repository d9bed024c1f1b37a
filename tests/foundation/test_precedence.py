"""One precedence rule for every registry (memplan.plugins.source_of), tested for each kind:
planners, passes, op records, bufferization models and hooks. A registration in Python replaces
anything of its name (memplan's own, a plugin's); a plugin may not take a built-in name (an
error naming the plugin and the built-in); otherwise a plugin's name is served."""

from __future__ import annotations

import pytest

from memplan import passes, plugins
from memplan.bufferize import BufferizeOptions, DestinationModel, default_registry, register_hook
from memplan.bufferize import hooks
from memplan.cli.pass_list import format_pass_list
from memplan.core.planners import base as planner_base
from memplan.core.planners import get_planner, register_planner
from memplan.diagnostics import MemplanError
from memplan.mlir import op_semantics as sem
from memplan.mlir.op_records import OpRecord
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline

PLUGIN = '''
from dataclasses import dataclass

from memplan.bufferize import DestinationModel
from memplan.mlir.op_records import OpRecord
from memplan.mlir.pass_base import FUNCTION, MemplanPass


def stack(buffers, options):  # never called: only who serves a name is asked of planners here
    raise NotImplementedError


@dataclass(frozen=True)
class NoOptions:
    pass


class Tag(MemplanPass):
    """Marks every function it runs on: memplan.tagged."""
    NAME = "tag"
    ANCHOR = FUNCTION
    SUMMARY = "Mark every function (a plugin's pass)"
    Options = NoOptions

    def run_on(self, root, targets):
        from mlir import ir
        for func in targets:
            func.attributes["memplan.tagged"] = ir.UnitAttr.get(func.context)


class MergeAlloc(Tag):
    NAME = "merge-alloc"


class Relu(DestinationModel):
    def reads(self, op, index):
        return index == 0


KEEPS = OpRecord.access(reads=[0], writes=[1], keeps=[0])


def copy(source, target):
    from mlir import ir
    ir.Operation.create("plugin.copy", operands=[source, target])
'''

PROGRAM = """func.func @f() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%a : memref<64xf32>)
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  return
}"""

TENSORS = """func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = "mine.relu"(%x, %e) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.add ins(%r, %x : tensor<16xf32>, tensor<16xf32>) outs(%x : tensor<16xf32>) -> tensor<16xf32>
  return %s : tensor<16xf32>
}"""


def _clash(group: str, name: str, kind: str) -> str:
    return (rf"plugin '{name}' \({group} in clash 1.0: .*\) cannot be used: '{name}' is a built-in {kind}; "
            "give it another name")


def _merge(text: str = PROGRAM, pipeline: str = "merge-alloc"):
    return run_pipeline(parse_module(text, new_context(allow_unregistered=True)), pipeline)


@pytest.fixture
def restore():
    """Forget every registration a test makes in the process-wide registries."""
    planners, custom = dict(planner_base._REGISTERED), dict(passes._CUSTOM)
    registered_hooks = {kind: dict(names) for kind, names in hooks._REGISTERED.items()}
    yield
    planner_base._REGISTERED.clear()
    planner_base._REGISTERED.update(planners)
    passes._CUSTOM.clear()
    passes._CUSTOM.update(custom)
    for kind, names in registered_hooks.items():
        hooks._REGISTERED[kind].clear()
        hooks._REGISTERED[kind].update(names)
    for name in ("memref.copy", "mine.relu"):
        sem.unregister_op(name)


# ---- a plugin may not take a built-in name ------------------------------------------------------------

def test_a_plugin_taking_a_built_in_name_is_an_error_naming_it_for_every_kind(install):
    install("clash", {"memplan.planners": {"best-fit": "clash_plugin:stack"},
                      "memplan.passes": {"merge-alloc": "clash_plugin:MergeAlloc"},
                      "memplan.ops": {"memref.copy": "clash_plugin:KEEPS"},
                      "memplan.models": {"tensor.empty": "clash_plugin:Relu"},
                      "memplan.copy_hooks": {"memref-copy": "clash_plugin:copy"}}, {"clash_plugin": PLUGIN})
    with pytest.raises(MemplanError, match=_clash("memplan.planners", "best-fit", "planner")):
        get_planner("best-fit")
    with pytest.raises(MemplanError, match=_clash("memplan.passes", "merge-alloc", "pass")):
        _merge()
    with pytest.raises(MemplanError, match=_clash("memplan.ops", "memref.copy", "op record")):
        _merge(pipeline="func.func(reorder)")  # any pass that asks what memref.copy is
    with pytest.raises(MemplanError, match=_clash("memplan.models", "tensor.empty", "bufferization model")):
        default_registry().lookup("tensor.empty")
    with pytest.raises(MemplanError, match=_clash("memplan.copy_hooks", "memref-copy", "copy hook")):
        hooks.resolve("copy", "memref-copy")


# ---- the user's registration wins ---------------------------------------------------------------------

def test_a_registered_planner_replaces_the_built_in_and_a_plugin(install, restore):
    install("planners", {"memplan.planners": {"stack": "clash_plugin:stack"}}, {"clash_plugin": PLUGIN})
    assert get_planner("stack").info.package == "planners 1.0"

    def mine(buffers, options):
        return planner_base.get_planner("trivial")(buffers, options)

    register_planner("best-fit", mine)
    register_planner("stack", mine)
    assert get_planner("best-fit") is mine and get_planner("stack") is mine


def test_a_registered_pass_replaces_the_built_in_and_a_plugin_in_pipelines(install, restore):
    install("passes", {"memplan.passes": {"tag": "clash_plugin:Tag"}}, {"clash_plugin": PLUGIN})
    assert "tag" in passes.PASSES and "tag" in passes.pass_names()
    assert "tag  (function pass, anchored on func.func)\n  Mark every function (a plugin's pass)" in format_pass_list()
    module = parse_module(PROGRAM, new_context())
    run_pipeline(module, "tag")  # the plugin's pass, made from pipeline text like memplan's own
    assert "memplan.tagged" in str(module)

    ran = []
    passes.register_pass("merge-alloc", lambda options, state: lambda op, pass_: ran.append("merge-alloc"))
    passes.register_pass("tag", lambda options, state: lambda op, pass_: ran.append("tag"))
    module = parse_module(PROGRAM, new_context())
    run_pipeline(module, "merge-alloc,tag")
    assert ran == ["merge-alloc", "tag"] and "memref.view" not in str(module) and "tagged" not in str(module)
    assert "merge-alloc" not in passes.PASSES and passes.pass_names().count("merge-alloc") == 1
    assert type(passes.merge_alloc()).__name__ == "MergeAllocPass"  # memplan's own, asked by its function


def test_a_registered_op_record_replaces_the_built_in_and_a_plugin(install, restore):
    install("ops", {"memplan.ops": {"mine.relu": "clash_plugin:KEEPS"}}, {"clash_plugin": PLUGIN})
    assert sem.record_of("mine.relu").origin == "plugin:ops 1.0 (clash_plugin:KEEPS)"
    sem.register_op("mine.relu", OpRecord.access(reads=[0], writes=[1]))
    assert sem.record_of("mine.relu").origin == "user" and not sem.record_of("mine.relu").effects.keeps

    (report,) = _merge().reports  # memref.copy as memplan knows it: both buffers merge
    assert not report.left_alone
    sem.register_op("memref.copy", OpRecord.access(reads=[0], writes=[1], keeps=[0]))
    (report,) = _merge().reports
    assert [la.reason for la in report.left_alone] == ["a reference to it may be kept by memref.copy"]
    sem.unregister_op("memref.copy")
    assert not _merge().reports[0].left_alone  # memplan's own record again


def test_a_registered_model_replaces_the_built_in_a_plugin_and_the_record(install, restore):
    install("models", {"memplan.models": {"mine.relu": "clash_plugin:Relu"},
                       "memplan.ops": {"mine.relu": "clash_plugin:KEEPS"}}, {"clash_plugin": PLUGIN})
    registry = default_registry()
    assert registry.lookup("mine.relu").origin == "plugin:models 1.0 (clash_plugin:Relu)"
    sem.register_op("mine.relu", OpRecord.access(reads=[0], writes=[1]))
    assert registry.lookup("mine.relu").origin == "plugin:models 1.0 (clash_plugin:Relu)"  # a model beats a record
    mine = DestinationModel()
    registry.register("mine.relu", mine)
    registry.register("tensor.empty", mine)
    assert registry.lookup("mine.relu").model is mine and registry.lookup("tensor.empty").origin == "user"
    assert default_registry().lookup("tensor.empty").origin.startswith("builtin:")  # on that registry only


def test_a_registered_hook_replaces_the_built_in_and_a_plugin(install, restore):
    install("hooks", {"memplan.copy_hooks": {"dma": "clash_plugin:copy"}}, {"clash_plugin": PLUGIN})
    assert "plugin:hooks 1.0" in hooks.resolve("copy", "dma")[0]

    def mine(source, target):
        pass

    register_hook("copy", "dma", mine)
    register_hook("copy", "memref-copy", mine)
    assert hooks.resolve("copy", "dma")[1] is mine and hooks.resolve("copy", "memref-copy")[1] is mine
    assert BufferizeOptions().copy == "memref-copy" and hooks.Hooks.of(BufferizeOptions()).copy[1] is mine


def test_the_rule_itself():
    assert plugins.source_of(plugins.PLANNERS, "anything", registered=True, builtin=True) == plugins.USER
    assert plugins.source_of(plugins.PLANNERS, "best-fit", registered=False, builtin=True) == plugins.BUILTIN
    assert plugins.source_of(plugins.PLANNERS, "no-such-planner", registered=False, builtin=False) is None
