"""`memplan check`: runs both programs on the same inputs, compares every buffer, survives
programs that crash or never finish, and refuses what it cannot do with a clear message."""

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memplan.cli import check_cmd
from memplan.cli.common import run_cli
from memplan.cli.main import main

ROOT = Path(__file__).parents[2]
FIXTURES = ROOT / "examples" / "fixtures"
CORPUS = ROOT / "../shared/corpus/models"
ENCODER = ROOT / "tests" / "execution" / "fixtures" / "encoder_gelu.mlir"


def check(*argv) -> int:
    parser = argparse.ArgumentParser()
    check_cmd.add_arguments(parser)
    args = parser.parse_args([str(a) for a in argv])
    return run_cli(lambda: check_cmd.run(args), lambda: "-")


def program(tmp_path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.mlir"
    path.write_text(text)
    return path


def check_in_child(*paths) -> subprocess.CompletedProcess:
    """``memplan check`` in a process of its own: a failed runtime check aborts it."""
    return subprocess.run([sys.executable, "-m", "memplan.cli.main", "check", *map(str, paths)],
                          capture_output=True, text=True, timeout=120)


# An out-parameter: the form buffer-results-to-out-params produces.
OUT_PARAM = """
func.func @main(%x: memref<8xf32>, %out: memref<8xf32>) {
  linalg.add ins(%x, %x : memref<8xf32>, memref<8xf32>) outs(%out : memref<8xf32>)
  return
}"""


def test_correct_plan_passes(capsys):
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.planned.mlir") == 0
    out = capsys.readouterr().out
    assert "outputs agree: result #0 (memref<16xf32>: 16 values in [" in out
    assert "; 1 input left unchanged by both;" in out  # its one argument, counted in the singular


def test_broken_plan_is_caught(capsys):
    # %a and %b share bytes while both are live: the candidate computes 2x^2, not 2x + x^2.
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.broken.mlir", "--seed", "3") == 1
    err = capsys.readouterr().err
    # which output (its name and where it is returned), the first difference, how large, how many
    returned = f"%out returned at {FIXTURES / 'two_temps.mlir'}:11:3"
    assert f"mismatch: @main: result #0 ({returned}, memref<16xf32>) differs at (0,): reference " in err
    assert "(16 of 16 elements differ; max abs difference " in err and ", max rel difference " in err


@pytest.mark.slow
def test_out_parameter_written_wrongly_is_caught(tmp_path, capsys):
    bad = program(tmp_path, "bad", """
func.func @main(%x: memref<8xf32>, %out: memref<8xf32>) {
  %c = arith.constant 123.0 : f32
  linalg.fill ins(%c : f32) outs(%out : memref<8xf32>)
  return
}""")
    ref = program(tmp_path, "ref", OUT_PARAM)
    assert check(ref, ref) == 0
    assert "argument #1 (memref<8xf32>: 8 values in" in capsys.readouterr().out
    assert check(ref, bad) == 1
    err = capsys.readouterr().err
    assert f"mismatch: @main: argument #1 (%out at {ref}:2:36, memref<8xf32>) differs at (0,)" in err
    assert "candidate 123 (" in err


def test_input_overwritten_by_the_candidate_is_caught(tmp_path, capsys):
    clobber = program(tmp_path, "clobber", """
func.func @main(%x: memref<8xf32>, %out: memref<8xf32>) {
  linalg.add ins(%x, %x : memref<8xf32>, memref<8xf32>) outs(%out : memref<8xf32>)
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%x : memref<8xf32>)
  return
}""")
    assert check(program(tmp_path, "ref", OUT_PARAM), clobber) == 1
    err = capsys.readouterr().err
    assert "argument #0 (%x at " in err and ":2:17, memref<8xf32>) differs" in err
    assert "the candidate overwrites this input, which the reference leaves unchanged; 8 of 8 elements differ" in err


def test_an_output_the_candidate_does_not_write_is_caught(tmp_path, capsys):
    lazy = program(tmp_path, "lazy", "func.func @main(%x: memref<8xf32>, %out: memref<8xf32>) { return }")
    assert check(program(tmp_path, "ref", OUT_PARAM), lazy) == 1
    assert "the reference writes this argument, the candidate leaves it unchanged" in capsys.readouterr().err


def test_comparing_nothing_is_not_a_success(tmp_path, capsys):
    idle = program(tmp_path, "idle", "func.func @main(%x: memref<8xf32>) { return }")
    assert check(idle, idle) == 1
    captured = capsys.readouterr()
    assert "ok" not in captured.out
    assert "error: @main: nothing to compare" in captured.err


SCALARS = """
func.func @main(%x: memref<8xf32>, %s: f32, %n: index) -> (f32, index, i1) {
  %i = arith.constant 3 : index
  %v = memref.load %x[%i] : memref<8xf32>
  %r = arith.mulf %v, %s : f32
  %n2 = arith.addi %n, %n : index
  %b = arith.cmpf ogt, %r, %s : f32
  return %r, %n2, %b : f32, index, i1
}"""


def test_scalar_and_index_results_are_compared(tmp_path, capsys):
    # A scalar or index result used to kill the checker with SIGSEGV.
    ref = program(tmp_path, "ref", SCALARS)
    assert check(ref, ref) == 0
    out = capsys.readouterr().out
    assert "result #0 (f32: " in out and "result #1 (index: " in out and "result #2 (i1: " in out
    off_by_one = "%m = arith.addi %n, %n : index\n  %n2 = arith.addi %m, %i : index"
    wrong = program(tmp_path, "wrong", SCALARS.replace("%n2 = arith.addi %n, %n : index", off_by_one))
    assert check(ref, wrong) == 1
    assert f"result #1 (%n2 returned at {ref}:8:3, index) differs at (): reference " in capsys.readouterr().err


def test_segfault_is_reported_with_its_file(tmp_path, capsys):
    # a cast far past its buffer (casts are not bounds-checked; loads are, see below)
    crash = program(tmp_path, "crash", """
func.func @main(%x: memref<8xf32>) -> f32 {
  %far = memref.reinterpret_cast %x to offset: [100000000000], sizes: [8], strides: [1]
      : memref<8xf32> to memref<8xf32, strided<[1], offset: 100000000000>>
  %c0 = arith.constant 0 : index
  %v = memref.load %far[%c0] : memref<8xf32, strided<[1], offset: 100000000000>>
  return %v : f32
}""")
    assert check(FIXTURES / "two_temps.mlir", crash, "--entry", "main") == 1
    assert f"error: {crash}: @main crashed (SIGSEGV)" in capsys.readouterr().err


@pytest.mark.slow
def test_a_read_out_of_bounds_stops_the_run_with_its_location(tmp_path):
    # an out-of-bounds read is undefined: without the check it returns whatever is there, and the
    # same program compared with itself could agree or not from run to run
    oob = program(tmp_path, "oob", """
func.func @main(%x: tensor<1x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = tensor.extract %x[%c1, %c1] : tensor<1x8xf32>
  return %v : f32
}""")
    proc = check_in_child(oob, oob)
    assert proc.returncode == 1
    assert f"error: {oob}: @main crashed (SIGABRT)" in proc.stderr
    said = proc.stdout + proc.stderr  # the program itself prints it (to standard error)
    assert "out-of-bounds access" in said and ":4:8" in said  # the tensor.extract


# Reads element {index} of a 4-element buffer: 5 is past its end.
LOAD_AT = """
func.func @main(%x: memref<4xf32>) -> f32 {
  %i = arith.constant {index} : index
  %v = memref.load %x[%i] : memref<4xf32>
  return %v : f32
}"""


@pytest.mark.slow
def test_a_runtime_check_names_the_file_and_line_it_failed_at(tmp_path):
    # the failed check's location is the user's file, as in every other message: not the "-"
    # MLIR's string parser names every location with
    ok = program(tmp_path, "in_bounds", LOAD_AT.replace("{index}", "3"))
    oob = program(tmp_path, "past_the_end", LOAD_AT.replace("{index}", "5"))
    proc = check_in_child(ok, oob)
    assert proc.returncode == 1
    assert f'loc("{oob}":4:8)' in proc.stderr  # the memref.load, in the candidate's file
    assert 'loc("-"' not in proc.stderr
    assert proc.stdout == ""  # check's standard output is for its verdicts; the trap's report is an error


# A planned program: %x goes through a view into an arena and back out. At offset 24 the view
# starts 8 bytes before the arena's end but holds 16 (at -4, it starts before the arena): a
# wrong plan whose accesses stay within the view (so loads and stores pass their checks) but
# not within the arena.
INTO_AN_ARENA = """
func.func @main(%x: memref<4xf32>, %out: memref<4xf32>) {
  %arena = memref.alloc() {alignment = 64 : i64} : memref<32xi8>
  %shift = arith.constant {offset} : index
  %v = memref.view %arena[%shift][] : memref<32xi8> to memref<4xf32>
  memref.copy %x, %v : memref<4xf32> to memref<4xf32>
  memref.copy %v, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %arena : memref<32xi8>
  return
}"""


@pytest.mark.slow
def test_an_op_whose_maps_its_own_check_cannot_bound_is_checked_access_by_access(tmp_path):
    # d0 - d1 + 3 over [0, 4) x [0, 4) reaches 6, past the end of %x; at the first and the last
    # point of the iteration space (where linalg's own check looks) it is 3. Each access is checked.
    skew = program(tmp_path, "skew", """
#in = affine_map<(d0, d1) -> (d0 - d1 + 3)>
#out = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: memref<4xf32>, %out: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4xf32>) outs(%out : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}""")
    proc = check_in_child(skew, skew)
    assert proc.returncode == 1 and f"error: {skew}: @main crashed (SIGABRT)" in proc.stderr
    assert "^ out-of-bounds access" in proc.stderr and f'loc("{skew}":5:3)' in proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize("offset", [24, -4])  # past its end; before its start
def test_a_view_out_of_its_arena_is_an_error_at_the_view(tmp_path, offset):
    ok = program(tmp_path, "planned", INTO_AN_ARENA.replace("{offset}", "16"))
    past = program(tmp_path, "past", INTO_AN_ARENA.replace("{offset}", str(offset)))
    proc = check_in_child(ok, past)
    assert proc.returncode == 1
    said = proc.stdout + proc.stderr
    assert "^ memref.view runs out of the bounds of its source buffer" in said
    assert f'loc("{past}":5:8)' in said  # the view, in the candidate's file
    assert "mismatch" not in said and "ok:" not in said


@pytest.mark.parametrize("source, dims", [
    ("memref<?xi8>", "%n"),  # an arena of dynamic size: the check reads its size at run time
    ("memref<40xi8>", ""),
])
def test_a_view_that_ends_at_its_arena_s_end_runs(tmp_path, source, dims):
    # the check's bound is exact: a view may take the arena's last byte
    text = f"""
func.func @main(%x: memref<3xf64>, %out: memref<3xf64>) {{
  %n = arith.constant 40 : index
  %arena = memref.alloc({dims}) : {source}
  %shift = arith.constant 16 : index
  %v = memref.view %arena[%shift][] : {source} to memref<3xf64>
  memref.copy %x, %v : memref<3xf64> to memref<3xf64>
  memref.copy %v, %out : memref<3xf64> to memref<3xf64>
  memref.dealloc %arena : {source}
  return
}}"""
    planned = program(tmp_path, "planned", text)
    assert check(planned, planned, "--entry", "main") == 0


def test_a_view_of_no_bytes_may_stand_anywhere(tmp_path):
    # a zero-size buffer's view reads and writes nothing: where a plan puts it is harmless
    text = INTO_AN_ARENA.replace("{offset}", "0").replace(
        "  memref.dealloc", "  %c64 = arith.constant 64 : index\n"
        "  %none = memref.view %arena[%c64][] : memref<32xi8> to memref<0x4xf32>\n  memref.dealloc")
    planned = program(tmp_path, "planned", text)
    assert check(planned, planned, "--entry", "main") == 0


def test_division_by_zero_is_reported_as_sigfpe(tmp_path, capsys):
    # The divisor is the product of 1000 random integers from [0, 8): zero, but not to LLVM.
    fpe = program(tmp_path, "fpe", """
func.func @main(%x: tensor<1000xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %init = tensor.from_elements %c1 : tensor<i32>
  %p = linalg.reduce ins(%x : tensor<1000xi32>) outs(%init : tensor<i32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %m = arith.muli %in, %acc : i32
      linalg.yield %m : i32
    }
  %v = tensor.extract %p[] : tensor<i32>
  %n = tensor.extract %x[%c0] : tensor<1000xi32>
  %n1 = arith.addi %n, %c1 : i32
  %d = arith.divsi %n1, %v : i32
  return %d : i32
}""")
    assert check(fpe, fpe) == 1
    err = capsys.readouterr().err
    assert f"error: {fpe}: @main crashed (SIGFPE)" in err


ENDLESS = """
func.func @main(%x: memref<8xf32>) -> f32 {
  %i = arith.constant 0 : index
  %v = memref.load %x[%i] : memref<8xf32>
  cf.br ^loop(%v : f32)
^loop(%a: f32):
  %b = arith.addf %a, %a : f32
  cf.br ^loop(%b : f32)
}"""


@pytest.mark.slow
def test_endless_loop_times_out(tmp_path, capsys):
    endless = program(tmp_path, "endless", ENDLESS)
    started = time.monotonic()
    assert check(endless, endless, "--timeout", "1") == 1
    assert time.monotonic() - started < 1 + 5  # the limit, plus starting the fork server
    err = capsys.readouterr().err
    assert f"error: {endless}: @main did not finish within 1 s (--timeout); stopped while running" in err


def test_unbounded_recursion_is_stopped(tmp_path, capsys):
    recursive = program(tmp_path, "recursive", """
func.func @main(%x: memref<8xf32>) -> f32 {
  %r = func.call @main(%x) : (memref<8xf32>) -> f32
  %s = arith.addf %r, %r : f32
  return %s : f32
}""")
    assert check(recursive, recursive, "--timeout", "5") == 1
    err = capsys.readouterr().err
    assert f"error: {recursive}: @main crashed (SIGSEGV)" in err or "did not finish within 5 s" in err


def _descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.slow
def test_ctrl_c_stops_everything_and_leaves_no_child(tmp_path):
    endless = program(tmp_path, "endless", ENDLESS)
    proc = subprocess.Popen([sys.executable, "-m", "memplan.cli.main", "check", str(endless), str(endless)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        seen: set[int] = set()
        deadline = time.monotonic() + 60
        while len(seen) < 3 and time.monotonic() < deadline:  # fork server and both programs
            seen |= _descendants(proc.pid)
            time.sleep(0.05)
        time.sleep(1.0)  # both programs compiled and looping
        seen |= _descendants(proc.pid)
        assert len(seen) >= 3
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C does: the whole group
        started = time.monotonic()
        _, err = proc.communicate(timeout=30)
        assert time.monotonic() - started < 5
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in seen) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in seen if _alive(p)]


@pytest.mark.slow
def test_i1_buffers_run_widened_to_bytes(tmp_path, capsys):
    # LLVM 22 asserts on stores to i1 memrefs; check widens them to i8 in the copy it lowers.
    text = """
func.func @main(%a: memref<4xf32>) -> memref<4xi1> {
  %c = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<4xi1>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%out : memref<4xi1>) {
  ^bb0(%x: f32, %o: i1):
    %r = arith.cmpf PRED, %x, %c : f32
    linalg.yield %r : i1
  }
  return %out : memref<4xi1>
}"""
    greater = program(tmp_path, "greater", text.replace("PRED", "ogt"))
    assert check(greater, greater) == 0
    assert "result #0 (memref<4xi1>: 4 values in [0, 1])" in capsys.readouterr().out
    assert check(greater, program(tmp_path, "less", text.replace("PRED", "ole"))) == 1
    assert "memref<4xi1>) differs at (0,): reference True, candidate False" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.exists(), reason="corpus not available")
@pytest.mark.parametrize("model", ["mlp", "gpt2"])
def test_corpus_model_checks_against_upstream(model, capsys):
    # GPT-2 has i1 masks and rsqrt/tanh/exp: neither used to be checkable.
    assert check(CORPUS / f"{model}.mlir", CORPUS / f"{model}.upstream-bufferized.mlir") == 0
    out = capsys.readouterr().out
    assert "ok: @forward: outputs agree: result #0" in out


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.exists(), reason="corpus not available")
def test_planned_gpt2_with_i1_buffers_in_its_arena_checks(tmp_path, capsys):
    # memplan's own bufferize and merge-alloc put GPT-2's i1 masks into the arena at byte offsets.
    from memplan.cli.opt import main as opt_main

    planned = tmp_path / "gpt2.planned.mlir"
    assert opt_main([str(CORPUS / "gpt2.mlir"), "-p", "bufferize,merge-alloc", "-o", str(planned)]) == 0
    assert "xi1>" in planned.read_text() and "memref.view" in planned.read_text()
    assert check(CORPUS / "gpt2.mlir", planned) == 0
    assert "ok: @forward: outputs agree: result #0 (memref<1x32x128xf32>: 4096 values in" in capsys.readouterr().out


@pytest.mark.slow
def test_gelu_encoder_checks(tmp_path, capsys):
    # math.erf has no LLVM lowering; check calls libm's erff for it (and never a missing rsqrtf).
    planned = tmp_path / "planned.mlir"
    from memplan.cli.opt import main as opt_main

    assert opt_main([str(ENCODER), "-p", "bufferize,merge-alloc", "-o", str(planned)]) == 0
    assert check(ENCODER, planned) == 0
    assert "ok: @forward: outputs agree: result #0 (memref<1x8x16xf32>: 128 values in" in capsys.readouterr().out


def test_buffers_too_big_are_refused_before_allocating(tmp_path, capsys):
    huge = program(tmp_path, "huge", """
func.func @main() -> memref<100000000000xf32> {
  %a = memref.alloc() : memref<100000000000xf32>
  return %a : memref<100000000000xf32>
}""")
    assert check(huge, huge) == 1
    err = capsys.readouterr().err
    assert f"{huge}: error: result #0 of @main (memref<100000000000xf32>) needs 373 GiB" in err
    assert "refusing to allocate" in err and "Traceback" not in err


def test_different_default_entries_need_entry(tmp_path, capsys):
    other = program(tmp_path, "other", OUT_PARAM.replace("@main", "@other"))
    assert check(program(tmp_path, "ref", OUT_PARAM), other) == 1
    assert "default entries differ (@main in" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [
    ["--seed", "-1"], ["--seed", "x"], ["--rtol", "nan"], ["--rtol", "-1"], ["--atol", "inf"],
    ["--timeout", "0"], ["--timeout", "nan"], ["--timeout", "-5"], ["--timeout", "inf"],
])
def test_bad_numbers_are_usage_errors(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["check", str(FIXTURES / "two_temps.mlir"), str(FIXTURES / "two_temps.mlir"), *argv])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {argv[0]}:" in err and "Traceback" not in err


@pytest.mark.parametrize("which", ["reference", "candidate"])
def test_errors_name_the_file(tmp_path, capsys, which):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    good = FIXTURES / "two_temps.mlir"
    args = (bad, good) if which == "reference" else (good, bad)
    assert check(*args) == 1
    assert f"{bad}:1:17: error:" in capsys.readouterr().err  # located, like mlir-opt


# Valid, and memplan bufferizes it; LLVM 22's one-shot-bufferize refuses both edges into one block.
BOTH_EDGES_TO_ONE_BLOCK = """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}"""


def test_a_reference_upstream_cannot_bufferize_is_blamed_on_upstream(tmp_path, capsys):
    source = program(tmp_path, "both_edges", BOTH_EDGES_TO_ONE_BLOCK)
    assert check(source, source) == 1
    err = capsys.readouterr().err
    assert f"{source}:3:3: error: cannot run this tensor program: upstream's one-shot-bufferize" in err
    assert "Traceback" not in err


def test_missing_entry(capsys):
    assert check(FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.mlir", "--entry", "nope") == 1
    assert "no function named '@nope'" in capsys.readouterr().err


def test_missing_file_is_named(tmp_path, capsys):
    assert check(FIXTURES / "two_temps.mlir", tmp_path / "nope.mlir") == 1
    assert f"{tmp_path / 'nope.mlir'}: error: cannot read input" in capsys.readouterr().err


DYNAMIC_REF = """
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %y = linalg.add ins(%x, %x : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}"""

# right for one row, wrong from the second on: only sizes above 1 can tell
DYNAMIC_FIRST_ROW_ONLY = """
func.func @main(%x: memref<?x4xf32>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x4xf32>
  %out = memref.alloc(%n) : memref<?x4xf32>
  linalg.add ins(%x, %x : memref<?x4xf32>, memref<?x4xf32>) outs(%out : memref<?x4xf32>)
  %one = arith.constant 1 : index
  %last = arith.subi %n, %one : index
  %tail = memref.subview %out[1, 0] [%last, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: 4>>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%tail : memref<?x4xf32, strided<[4, 1], offset: 4>>)
  return %out : memref<?x4xf32>
}"""


def test_dynamic_programs_run_at_every_size(tmp_path, capsys):
    ref = program(tmp_path, "ref", DYNAMIC_REF)
    assert check(ref, ref, "--dims", "1,5,300") == 0
    out = capsys.readouterr().out
    assert [line.split(":")[2].strip() for line in out.splitlines()] == ["at size 1", "at size 5", "at size 300"]
    assert "result #0 (memref<?x4xf32>: 1200 values in" in out


def test_dynamic_mismatch_is_found_at_the_size_that_shows_it(tmp_path, capsys):
    ref = program(tmp_path, "ref", DYNAMIC_REF)
    bad = program(tmp_path, "bad", DYNAMIC_FIRST_ROW_ONLY)
    assert check(ref, bad, "--dims", "1,3") == 1
    captured = capsys.readouterr()
    assert "ok: @main: at size 1" in captured.out
    assert f"mismatch: @main: at size 3: result #0 (%y returned at {ref}:7:3, memref<?x4xf32>) differs at (1, 0)" \
        in captured.err


def test_dynamic_programs_default_to_three_sizes_with_a_note(tmp_path, capsys):
    ref = program(tmp_path, "ref", DYNAMIC_REF)
    assert check(ref, ref) == 0
    captured = capsys.readouterr()
    assert captured.out.count("ok: @main: at size") == 3
    assert "ran at sizes 1,7,128 (choose them with --dims)" in captured.err


def test_bad_dims_are_usage_errors(tmp_path, capsys):
    ref = program(tmp_path, "ref", DYNAMIC_REF)
    for bad in ("", "1,,2", "-1", "a"):
        with pytest.raises(SystemExit) as e:
            check(ref, ref, "--dims", bad)
        assert e.value.code == 2
    assert "sizes" in capsys.readouterr().err


# --- undefined programs, wrong plans, the same verdict every time (issue 21) -------------------

EXAMPLE = ROOT / "examples" / "matmul_chain.mlir"
UNDEFINED = ROOT / "tests" / "execution" / "fixtures" / "matmul_chain_undefined.mlir"


def planned(tmp_path, source: Path, pipeline: str = "merge-alloc") -> Path:
    from memplan.cli.opt import main as opt_main

    out = tmp_path / f"{source.stem}.planned.mlir"
    assert opt_main([str(source), "-p", pipeline, "-o", str(out)]) == 0
    return out


@pytest.mark.slow
def test_a_program_that_reads_memory_it_never_wrote_is_named_not_blamed_on_the_plan(tmp_path, capsys):
    # the README's old example: each matmul accumulates into a buffer nothing wrote. Its result
    # used to differ from run to run, and every plan of it, even itself, was a "mismatch".
    for candidate in (UNDEFINED, planned(tmp_path, UNDEFINED)):
        assert check(UNDEFINED, candidate) == 1
        captured = capsys.readouterr()
        assert captured.err.startswith(
            f"error: @mlp reads memory it never wrote: the buffer of %a0 ({UNDEFINED}:4:9) is read by "
            f"linalg.matmul ({UNDEFINED}:5:3) before any write; its results are undefined (result #0 depends on "
            "what fresh memory holds), so no plan can be checked against them")
        assert "mismatch" not in captured.err and captured.out == ""


def test_what_an_undefined_program_does_define_is_still_compared(tmp_path, capsys):
    text = """
func.func @main(%x: memref<8xf32>, %good: memref<8xf32>, %bad: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  linalg.add ins(%x, %t : memref<8xf32>, memref<8xf32>) outs(%bad : memref<8xf32>)
  linalg.add ins(%x, %x : memref<8xf32>, memref<8xf32>) outs(%good : memref<8xf32>)
  return
}"""
    ref = program(tmp_path, "ref", text)
    assert check(ref, ref) == 1
    err = capsys.readouterr().err
    assert "error: @main reads memory it never wrote: the buffer of %t (" in err
    assert "(argument #2 depends on what fresh memory holds)" in err
    assert "; the outputs it does define agree: argument #1 (memref<8xf32>: 8 values in" in err
    wrong = program(tmp_path, "wrong", text.replace("ins(%x, %x", "ins(%x, %t"))
    assert check(ref, wrong) == 1
    assert "the outputs it does define differ: argument #1 (%good at " in capsys.readouterr().err


@pytest.mark.slow
def test_the_example_is_defined_and_its_plan_passes(tmp_path, capsys):
    assert check(EXAMPLE, EXAMPLE) == 0
    assert check(EXAMPLE, planned(tmp_path, EXAMPLE)) == 0
    assert capsys.readouterr().out.count("ok: @mlp: outputs agree: result #0 (memref<128x128xf32>: 16384 values") == 2


def test_a_plan_that_reads_a_buffer_before_writing_it_is_wrong_and_names_it(tmp_path, capsys):
    # the plan of a defined program, with the zeroing of its second buffer dropped
    text = planned(tmp_path, EXAMPLE).read_text()
    first_fill = text.index("linalg.fill", text.index("%view_0 = "))
    line_end = text.index("\n", first_fill)
    wrong = program(tmp_path, "wrong", text[:text.rindex("\n", 0, first_fill)] + text[line_end:])
    assert check(EXAMPLE, wrong) == 1
    err = capsys.readouterr().err
    assert "mismatch: @mlp: the candidate reads memory it never wrote: the buffer of %view_0 (" in err
    assert ", a view of %alloc at byte 65536) is read by linalg.matmul (" in err
    assert "the reference computes every output from what it wrote: the candidate is wrong" in err


@pytest.mark.slow
def test_two_live_buffers_given_the_same_bytes_are_named(tmp_path, capsys):
    from tests.execution.overlap import plant_overlap

    model = CORPUS / "mlp.mlir"
    if not model.exists():
        pytest.skip("corpus not available")
    text, moved = plant_overlap(planned(tmp_path, model, "bufferize,merge-alloc").read_text())
    assert check(model, program(tmp_path, "planted", text)) == 1
    err = capsys.readouterr().err
    assert err.startswith("mismatch: @forward: ")
    assert "shares bytes with %view" in err or "differs at" in err


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.exists(), reason="corpus not available")
@pytest.mark.parametrize("model", sorted((ROOT / "corpus" / "static").glob("*.mlir"))
                         + [CORPUS / f"{m}.mlir" for m in ("resnet18", "gpt2")]
                         + sorted((ROOT / "corpus" / "dynamic").glob("*.mlir")), ids=lambda p: p.stem)
def test_a_planted_overlap_is_caught_on_every_shipped_model(model, tmp_path, capsys):
    # the plan memplan made, with one buffer moved onto the bytes of another while both are live
    from tests.execution.overlap import plant_overlap

    text, moved = plant_overlap(planned(tmp_path, model, "bufferize,merge-alloc").read_text())
    dims = ["--dims", "1,7"] if model.parent.name == "dynamic" else []
    planted = program(tmp_path, "planted", text)
    assert check(model, planted, *dims) == 1, moved
    # a difference or a read of memory never written; or a runtime check that stops the program
    # (a stale value used as an index, a moved view past its arena's end): never a pass
    err = capsys.readouterr().err
    assert "mismatch: @forward: " in err or f"error: {planted}: @forward crashed (SIGABRT)" in err, err


@pytest.mark.slow
def test_the_same_pair_gives_the_same_verdict_and_numbers_every_time(tmp_path):
    # a mismatch (numbers: first index, values, counts, differences) and an undefined program,
    # each checked 5 times in a process of its own
    for pair in ((FIXTURES / "two_temps.mlir", FIXTURES / "two_temps.broken.mlir"), (UNDEFINED, UNDEFINED)):
        said = {(p.returncode, p.stdout, p.stderr) for p in (check_in_child(*pair) for _ in range(5))}
        assert len(said) == 1, said
        (code, _, err), = said
        assert code == 1 and ("differs at" in err or "never wrote" in err)


@pytest.mark.slow
def test_entry_with_or_without_at_and_mlir_opt_s_one_dash_flags(tmp_path, capsys):
    text = """
func.func private @debug_only(%x: memref<4xf32>) {
  "test.print"(%x) : (memref<4xf32>) -> ()
  return
}
func.func @forward(%x: memref<4xf32>, %out: memref<4xf32>) {
  linalg.add ins(%x, %x : memref<4xf32>, memref<4xf32>) outs(%out : memref<4xf32>)
  return
}"""
    source = program(tmp_path, "unregistered", text)
    for argv in (["-allow-unregistered-dialect", "--entry", "@forward"], ["--allow-unregistered-dialect", "--entry=forward"]):
        assert main(["check", str(source), str(source), *argv]) == 0
        assert "ok: @forward: outputs agree" in capsys.readouterr().out
    # an op of an unknown dialect in what runs: said where, not an abort inside LLVM
    called = program(tmp_path, "called", text.replace("return\n}", "func.call @debug_only(%x) : (memref<4xf32>) -> ()\n  return\n}", 2)
                     .replace("func.call @debug_only(%x) : (memref<4xf32>) -> ()\n  return\n}\nfunc.func @forward", "return\n}\nfunc.func @forward", 1))
    assert main(["check", str(called), str(called), "-allow-unregistered-dialect"]) == 1
    assert f"{called}:3:3: error: 'test.print' is an op of a dialect MLIR does not know" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["check", str(source), str(source), "--entry", "@"])
