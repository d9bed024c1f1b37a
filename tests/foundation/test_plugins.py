"""Plugins through entry points: found without importing, loaded when first named, and every way
a plugin can be broken is an error naming it (group, name, package, target), never a traceback.

Each test "installs" packages with the ``install`` fixture (tests/conftest.py); everything is
forgotten afterwards."""

from __future__ import annotations

import sys

import pytest

from memplan import plugins
from memplan.bufferize import BufferizeOptions, default_registry
from memplan.core.planners import get_planner, planner_names
from memplan.diagnostics import MemplanError
from memplan.mlir import op_semantics
from memplan.mlir.parsing import new_context, parse_module
from memplan.pipeline import run_pipeline


PLANNER = """
from memplan.core import Plan

def stack(buffers, options):
    offsets, top = {}, 0
    for b in buffers:
        top = -(-top // b.alignment) * b.alignment
        offsets[b.id] = top
        top += b.size
    return Plan(buffers, offsets, planner="stack")

NOT_CALLABLE = 42

def crash(buffers, options):
    raise RuntimeError("out of ideas")
"""

PROGRAM = """func.func @f() {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%a : memref<64xf32>)
  linalg.fill ins(%c : f32) outs(%b : memref<64xf32>)
  return
}"""


@pytest.mark.slow
def test_a_planner_plugin_is_listed_without_import_and_used_by_merge_alloc(install):
    install("stack-planner", {"memplan.planners": {"stack": "stack_planner:stack"}}, {"stack_planner": PLANNER})
    assert "stack" in planner_names() and "stack_planner" not in sys.modules  # found, not imported
    assert plugins.loaded() == []
    module = parse_module(PROGRAM, new_context())
    state = run_pipeline(module, "merge-alloc{planner=stack}")
    (report,) = state.reports
    assert report.plan.planner == "stack" and report.plan.arena_size == 512
    assert [p.name for p in plugins.loaded()] == ["stack"]
    assert plugins.loaded()[0].origin == "plugin:stack-planner 1.0 (stack_planner:stack)"


@pytest.mark.parametrize("target, why", [
    ("stack_planner:NOT_CALLABLE", "it is not callable"),
    ("stack_planner:missing", "AttributeError"),
    ("no_such_module:stack", "ModuleNotFoundError"),
])
def test_broken_planner_plugins_are_named(install, target, why):
    install("bad-planner", {"memplan.planners": {"bad": target}}, {"stack_planner": PLANNER})
    with pytest.raises(MemplanError, match=rf"plugin 'bad' \(memplan.planners in bad-planner 1.0: {target}\) "
                                           rf"cannot be used: .*{why}"):
        get_planner("bad")


@pytest.mark.slow
def test_a_crashing_plugin_planner_is_named_in_merge_alloc(install):
    install("crash-planner", {"memplan.planners": {"crash": "stack_planner:crash"}}, {"stack_planner": PLANNER})
    with pytest.raises(MemplanError, match=r"planner 'crash' \(plugin of crash-planner 1.0\) failed: RuntimeError: out of ideas"):
        run_pipeline(parse_module(PROGRAM, new_context()), "merge-alloc{planner=crash}")


def test_two_packages_with_one_name_and_a_built_in_name_are_refused(install):
    install("one", {"memplan.planners": {"twin": "stack_planner:stack", "auto": "stack_planner:stack"}},
            {"stack_planner": PLANNER})
    install("two", {"memplan.planners": {"twin": "stack_planner:stack"}}, {})
    with pytest.raises(MemplanError, match=r"2 plugins provide 'twin' in memplan.planners: .*(in one 1.0.*in two 1.0|in two 1.0.*in one 1.0)"):
        get_planner("twin")
    with pytest.raises(MemplanError, match="'auto' is a built-in planner"):
        get_planner("auto")


MODELS = """
from memplan.bufferize import DestinationModel
from memplan.mlir.op_records import OpRecord

class Relu(DestinationModel):
    def reads(self, op, index):
        return index == 0

class Incomplete:
    def reads(self, op, index):
        return True

RELU = OpRecord.access(reads=[0], writes=[1])
WRONG = {"reads": [0]}

def space2(request):
    from mlir import ir
    t = request.default
    return ir.MemRefType.get(t.shape, t.element_type, memory_space=ir.Attribute.parse("2 : i64"))
"""

RELU_PROGRAM = """func.func @f(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = "mine.relu"(%a, %e) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %s = "mine.relu"(%r, %e2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %t = "mine.relu"(%s, %e3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return %t : tensor<16xf32>
}"""


def test_model_effects_and_hook_plugins_work_together(install):
    before = parse_module(RELU_PROGRAM, new_context(allow_unregistered=True))
    relu = next(op for op in before.body.operations[0].regions[0].blocks[0].operations if op.name == "mine.relu")
    assert op_semantics.semantics(relu).kind == op_semantics.UNKNOWN  # remembered ... until plugins change
    install("mine", {"memplan.models": {"mine.relu": "mine_models:Relu"},
                     "memplan.ops": {"mine.relu": "mine_models:RELU"},
                     "memplan.allocation_hooks": {"space2": "mine_models:space2"}}, {"mine_models": MODELS})
    registry = default_registry()
    assert registry.lookup("mine.relu").origin == "plugin:mine 1.0 (mine_models:Relu)"
    module = parse_module(RELU_PROGRAM, new_context(allow_unregistered=True))
    state = run_pipeline(module, "bufferize{allocation=space2},merge-alloc")
    text = str(module)
    # Without the record the three buffers would be left alone; with it they share an arena.
    merged = [r for r in state.reports if hasattr(r, "plan") and r.plan is not None]
    assert len(merged) == 1 and len(merged[0].plan.buffers) == 3 and "memref<128xi8, 2>" in text
    assert merged[0].plan.arena_size == 128  # relu(x) into y: each one dead after its reader


def test_broken_model_and_effects_plugins_are_named(install):
    # (another op name than above: what an op does is remembered per name for the process)
    install("broken", {"memplan.models": {"bad.relu": "mine_models:Incomplete"},
                       "memplan.ops": {"worse.relu": "mine_models:WRONG"}}, {"mine_models": MODELS})
    module = parse_module(RELU_PROGRAM.replace("mine.relu", "bad.relu"), new_context(allow_unregistered=True))
    with pytest.raises(MemplanError, match=r"plugin 'bad.relu' \(memplan.models in broken 1.0: mine_models:Incomplete"
                                           r"\) cannot be used: \(Incomplete\) lacks writes, aliasing_results"):
        run_pipeline(module, "bufferize")
    module = parse_module("""func.func @f(%a: memref<4xf32>) {
      %b = memref.alloc() : memref<4xf32>
      "worse.relu"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
      return
    }""", new_context(allow_unregistered=True))
    with pytest.raises(MemplanError, match=r"plugin 'worse.relu' \(memplan.ops .*cannot be used: it names a dict, not a "
                                           r"memplan.mlir.op_records.OpRecord"):
        run_pipeline(module, "merge-alloc")


def test_hook_plugins_are_choices_of_the_options(install):
    install("hooks", {"memplan.allocation_hooks": {"space2": "mine_models:space2"}}, {"mine_models": MODELS})
    assert BufferizeOptions(allocation="space2").allocation == "space2"
    with pytest.raises(MemplanError, match=r"unknown allocation 'space3' \(known: identity, space2\)"):
        BufferizeOptions(allocation="space3")


def test_discovery_scans_the_installed_packages_once_for_every_group(install, monkeypatch):
    """Each scan reads every installed package's entry points (1-4 ms here); ``memplan plan``
    pays for discovery under its time limit, so one scan serves all groups."""
    from importlib import metadata

    install("two-groups", {"memplan.planners": {"stacker": "stack_planner:stack"},
                           "memplan.copy_hooks": {"dma": "stack_planner:stack"}}, {"stack_planner": PLANNER})
    scans = []
    real = metadata.distributions
    monkeypatch.setattr(metadata, "distributions", lambda **kw: scans.append(kw) or real(**kw))
    plugins.refresh()
    assert plugins.names(plugins.PLANNERS) == ["stacker"] and plugins.names(plugins.COPY_HOOKS) == ["dma"]
    assert len(scans) == 1


def test_an_unrelated_package_with_broken_entry_points_is_skipped_without_a_word(install, tmp_path, capsys):
    """A ``[console_scripts]`` line with no ``=`` in another package's entry_points.txt made every
    ``memplan plan`` print a traceback and ``memplan-opt`` an internal error."""
    from memplan.cli.main import main
    from memplan.cli.opt import main as opt_main

    install("junk", {}, {}, entry_points_text="[console_scripts]\njunk\n")
    install("stack-planner", {"memplan.planners": {"stack": "stack_planner:stack"}}, {"stack_planner": PLANNER})
    assert "stack" in planner_names()
    trace = tmp_path / "in.csv"
    trace.write_text("id,lower,upper,size\n0,0,2,4\n1,1,3,4\n")
    assert main(["plan", str(trace)]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines()[-1] == "arena=8 lower_bound=8 ratio=1.0000 optimal=yes"
    assert captured.err == ""
    program = tmp_path / "f.mlir"
    program.write_text(PROGRAM)
    assert opt_main([str(program), "-p", "merge-alloc{planner=stack}"]) == 0
    captured = capsys.readouterr()
    assert "memref.view" in captured.out and captured.err == ""


def test_a_plugin_package_with_broken_entry_points_is_named_once_and_the_others_work(install, capsys):
    install("half-broken", {}, {}, entry_points_text="[memplan.planners]\nbanked\n")
    install("stack-planner", {"memplan.planners": {"stack": "stack_planner:stack"}}, {"stack_planner": PLANNER})
    assert "stack" in planner_names() and "banked" not in planner_names()
    module = parse_module(PROGRAM, new_context())
    (report,) = run_pipeline(module, "merge-alloc{planner=stack}").reports
    assert report.plan.arena_size == 512
    err = capsys.readouterr().err
    assert err.count("memplan: warning: the plugins of half-broken 1.0 are skipped: its entry_points.txt "
                     "cannot be read") == 1, err


def test_a_plugin_that_exits_on_import_is_named(install):
    install("exiting", {"memplan.planners": {"bye": "exiting_planner:plan"}},
            {"exiting_planner": "import sys\nsys.exit(0)\n"})
    with pytest.raises(MemplanError, match=r"plugin 'bye' .*exiting 1.0.* cannot be used: importing it called "
                                           r"sys.exit\(0\)"):
        get_planner("bye")


def test_the_quick_look_finds_what_the_full_scan_finds(install, tmp_path, monkeypatch):
    """Without a package declaring memplan's groups, discovery does not import importlib.metadata
    (0.1 s of CPU a command); the quick look must say so exactly when the full scan would find
    nothing, and leave the decision to the full scan where it cannot see what that scan sees."""
    from importlib import metadata

    def full_scan_finds() -> bool:
        return any(plugins._DECLARES.search(d.read_text("entry_points.txt") or "") for d in metadata.distributions())

    assert plugins._may_declare() == full_scan_finds()
    install("junk", {}, {}, entry_points_text="[console_scripts]\njunk = junk:main\n")
    assert plugins._may_declare() == full_scan_finds()
    install("stack-planner", {"memplan.planners": {"stack": "stack_planner:stack"}}, {"stack_planner": PLANNER})
    assert plugins._may_declare() and full_scan_finds()
    monkeypatch.undo()
    archive = tmp_path / "plugins.zip"
    archive.write_bytes(b"")
    monkeypatch.syspath_prepend(str(archive))  # a zip on the path: only the full scan reads it
    assert plugins._may_declare()


@pytest.mark.slow  # a process
def test_no_plugin_installed_means_no_metadata_import(tmp_path):
    """The common case costs a directory listing, not importlib.metadata's import."""
    import subprocess

    code = ("import sys\nfrom memplan import plugins\nplugins.names(plugins.PLANNERS)\n"
            "print('importlib.metadata' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, check=True)
    assert done.stdout.strip() == ("True" if plugins._may_declare() else "False")
