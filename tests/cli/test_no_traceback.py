"""Never a traceback: every command, on hostile arguments and files, exits 0, 1 or 2 with a message.

The specific cases the first stranger hit come first; then a property test drives
``memplan-opt``, ``memplan plan``, ``memplan report`` and ``memplan check`` with random
arguments and files (in-process, so it stays fast), and a few runs go through the real
entry points in a child process (where a traceback would actually be printed).
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from memplan.cli.main import main as memplan
from memplan.cli.opt import main as memplan_opt

GOOD_MLIR = """func.func @f(%x: memref<64xf32>) -> memref<64xf32> {
  %a = memref.alloc() : memref<64xf32>
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  linalg.add ins(%a, %x : memref<64xf32>, memref<64xf32>) outs(%b : memref<64xf32>)
  return %b : memref<64xf32>
}
"""
TENSOR_MLIR = """func.func @g(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
"""
GOOD_CSV = "id,lower,upper,size,alignment\n0,0,2,16,64\n1,1,3,16,64\n2,3,5,100,8\n"
NOT_UTF8 = b"func.func @f() {\n  return // \xff\xfe caf\xe9\n}\n"


def run_in_process(entry, argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """Run a CLI entry point here; return (exit code, stdout, stderr). Exceptions propagate."""
    out, err = io.StringIO(), io.StringIO()
    fake_stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    old_stdin = sys.stdin
    sys.stdin = fake_stdin
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = entry(argv)
            except SystemExit as e:  # argparse: usage errors and --help
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def assert_clean(code: int, err: str) -> None:
    assert code in (0, 1, 2), (code, err)
    assert "Traceback" not in err and "internal error" not in err, err
    if code:
        assert "error" in err, err  # a failure says why


# -- the cases from the issue ---------------------------------------------------------

def test_non_utf8_file_is_a_located_error(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_bytes(NOT_UTF8)
    code, _, err = run_in_process(memplan_opt, [str(path), "-p", "merge-alloc"])
    assert code == 1 and err.startswith(f"{path}:2:13: error: input is not UTF-8 text: byte 0xff")


@pytest.mark.slow
@pytest.mark.parametrize("command", [["memplan.cli.opt", "-p", "merge-alloc"], ["memplan.cli.main", "report", "-"],
                                     ["memplan.cli.main", "plan", "-"]])
def test_non_utf8_stdin(command):
    done = subprocess.run([sys.executable, "-m", *command], input=NOT_UTF8, capture_output=True)
    err = done.stderr.decode()
    assert done.returncode == 1 and "Traceback" not in err
    assert err.startswith("<stdin>:2:13: error: input is not UTF-8 text")


@pytest.mark.parametrize("pipeline, message", [
    ('merge-alloc{planner="x}', "no closing quotation"),
    ("merge-alloc{planner='best-fit}", "no closing quotation"),
    ('bufferize{alignment="64},merge-alloc', "no closing quotation"),
    ("merge-alloc{time-limit=nan}", "finite, positive"),
    ("merge-alloc{time-limit=inf}", "finite, positive"),
    ("merge-alloc{planner=local-search time-limit=1e308}", "finite, positive"),
    ("merge-alloc}", "unbalanced"),
    ("merge-alloc{{}", "unbalanced"),
    ("merge-alloc{}x", "malformed"),
    (",", "empty element"),
])
def test_malformed_pipelines(tmp_path, pipeline, message):
    path = tmp_path / "m.mlir"
    path.write_text(GOOD_MLIR)
    code, _, err = run_in_process(memplan_opt, [str(path), "-p", pipeline])
    assert code == 1 and message in err.lower(), err
    assert_clean(code, err)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1", "x", "1e308"])
def test_plan_time_limit_must_be_finite_and_positive(tmp_path, value):
    path = tmp_path / "t.csv"
    path.write_text(GOOD_CSV)
    code, _, err = run_in_process(memplan, ["plan", str(path), "--time-limit", value])
    assert code == 2 and "--time-limit" in err
    assert_clean(code, err)


def test_nul_byte_in_a_file_name(tmp_path):
    code, _, err = run_in_process(memplan_opt, [f"{tmp_path}/a\0b.mlir"])
    assert_clean(code, err)
    code, _, err = run_in_process(memplan, ["plan", "-", "-o", f"{tmp_path}/o\0.csv"], GOOD_CSV.encode())
    assert code == 1 and "NUL" in err


@pytest.mark.slow
def test_closed_pipe_is_quiet(tmp_path):
    path = tmp_path / "m.mlir"
    path.write_text(GOOD_MLIR * 1)
    code = f"""
import os, sys
r, w = os.pipe()
os.close(r)
os.dup2(w, 1)
from memplan.cli.opt import main
sys.exit(main([{str(path)!r}, "-p", "merge-alloc"]))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr


# -- property: random arguments and files ---------------------------------------------

FILE_KINDS = {
    "good.mlir": GOOD_MLIR.encode(),
    "tensor.mlir": TENSOR_MLIR.encode(),
    "bad.mlir": b"func.func @f() {\n  %a = memref.alloc() : memref<4xf32\n}\n",
    "latin1.mlir": NOT_UTF8,
    "empty.mlir": b"",
    "good.csv": GOOD_CSV.encode(),
    "bad.csv": b"id,lower,upper,size\n0,5,2,-3\nx,y\n",
    "junk.bin": bytes(range(256)),
    "bom.csv": b"\xef\xbb\xbf" + GOOD_CSV.encode(),
}
HOSTILE = ["", "-", "nan", "inf", "-1", "0", "1e400", "9223372036854775808", "\u0661\u0662", "1_000",
           "x}", '"', "{", "best-fit", "auto", "trivial", "exact", "merge-alloc", "bufferize",
           'merge-alloc{planner="x}', "merge-alloc{alignment=9223372036854775808}", "merge-alloc{time-limit=nan}",
           "bufferize,merge-alloc{planner=chunk}", "canonicalize", "func.func(cse)", "builtin.module(cse)",
           "merge-alloc{analysis-only arena-from-argument}", "x" * 300]


@st.composite
def file_argument(draw, directory: Path) -> str:
    kind = draw(st.sampled_from([*FILE_KINDS, "random.in", "<missing>", "<dir>", "-", "<out>", "<link>"]))
    if kind == "<missing>":
        return str(directory / "missing" / "x")
    if kind == "<dir>":
        return str(directory)
    if kind == "<out>":
        return str(directory / f"out{draw(st.integers(0, 3))}")
    if kind == "<link>":
        return str(directory / "link")
    return kind if kind == "-" else str(directory / kind)


def value(directory: Path):
    # no "/": a random value may name an output, which must stay in the playground
    return st.one_of(st.sampled_from(HOSTILE), file_argument(directory),
                     st.text(max_size=12).filter(lambda t: "/" not in t))


FLAGS = {
    "opt": ["-p", "--pass-pipeline", "-o", "--generic", "--remarks", "--allow-unregistered-dialect",
            "--list-passes", "--help", "--bogus"],
    "plan": ["--planner", "--time-limit", "--capacity", "--spill", "--seed", "-o", "--svg", "--bogus"],
    "report": ["-p", "--json", "--svg", "-o", "--allow-unregistered-dialect", "--bogus"],
    "check": ["--entry", "--seed", "--rtol", "--atol", "--timeout", "--allow-unregistered-dialect", "--bogus"],
}
TAKES_VALUE = {"-p", "--pass-pipeline", "-o", "--planner", "--time-limit", "--capacity", "--seed", "--svg",
               "--json", "--entry", "--rtol", "--atol", "--timeout"}
# cheap values for the flags that make a run long (search planners, real time limits)
QUICK = {"--planner": st.sampled_from(["best-fit", "trivial", "greedy-size", "nope", "", "auto"]),
         "--time-limit": st.sampled_from(["0.2", "nan", "inf", "-1", "x", "1e-9"]),
         "--timeout": st.sampled_from(["20", "nan", "0", "-3", "x"])}


@st.composite
def command_line(draw, command: str, directory: Path) -> list[str]:
    positional = 2 if command == "check" else (draw(st.integers(0, 1)) if command == "opt" else 1)
    argv = [draw(file_argument(directory)) for _ in range(positional)]
    for flag in draw(st.lists(st.sampled_from(FLAGS[command]), max_size=4)):
        argv.append(flag)
        if flag in TAKES_VALUE:
            argv.append(draw(QUICK.get(flag, value(directory))))
    return argv if command == "opt" else [command, *argv]


@pytest.fixture(scope="module")
def playground(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("hostile")
    for name, data in FILE_KINDS.items():
        (directory / name).write_bytes(data)
    (directory / "link").symlink_to(directory / "nowhere" / "x")
    return directory


def _drive(command: str, argv: list[str], playground: Path, stdin: bytes) -> None:
    before = {p.name: p.read_bytes() for p in playground.iterdir() if p.name in FILE_KINDS}
    entry = memplan_opt if command == "opt" else memplan
    cwd = os.getcwd()
    os.chdir(playground)  # random values can name outputs: keep them in the playground
    try:
        code, _, err = run_in_process(entry, argv, stdin)
    finally:
        os.chdir(cwd)
    event(f"{command} exit {code}")
    assert_clean(code, err)
    if code:
        # a failed run touches no file (outputs named like an input included)
        after = {p.name: p.read_bytes() for p in playground.iterdir() if p.name in FILE_KINDS}
        assert after == before
    for path in playground.iterdir():  # keep the playground as it was for the next example
        if path.name in FILE_KINDS:
            path.write_bytes(FILE_KINDS[path.name])
        elif path.is_file() and not path.is_symlink() and path.name != "random.in":
            path.unlink()


@st.composite
def contents(draw) -> bytes:
    """Random bytes, random text, or a valid input cut or corrupted at a random place."""
    base = draw(st.sampled_from([GOOD_MLIR, TENSOR_MLIR, GOOD_CSV])).encode()
    cut = draw(st.integers(0, len(base)))
    return draw(st.one_of(
        st.binary(max_size=120),
        st.text(max_size=120).map(str.encode),
        st.just(base[:cut]),
        st.binary(max_size=8).map(lambda junk: base[:cut] + junk + base[cut:]),
    ))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data(), command=st.sampled_from(["opt", "plan", "report"]),
       stdin=st.one_of(st.sampled_from([b"", NOT_UTF8, GOOD_MLIR.encode(), GOOD_CSV.encode()]), contents()))
def test_random_command_lines_never_trace_back(playground, data, command, stdin):
    (playground / "random.in").write_bytes(data.draw(contents()))
    argv = data.draw(command_line(command, playground))
    _drive(command, argv, playground, stdin)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_check_command_lines_never_trace_back(playground, data):
    argv = data.draw(command_line("check", playground))
    _drive("check", argv, playground, b"")


@pytest.mark.slow
@pytest.mark.parametrize("argv", [
    ["memplan.cli.opt", "{dir}/latin1.mlir", "-p", "merge-alloc{{planner=\"x}}"],
    ["memplan.cli.main", "plan", "{dir}/good.csv", "--time-limit", "nan", "--svg", "{dir}/missing/x.svg"],
    ["memplan.cli.main", "report", "{dir}/good.mlir", "--json", "{dir}", "-p", "merge-alloc{{time-limit=inf}}"],
    ["memplan.cli.main", "check", "{dir}/junk.bin", "{dir}/good.mlir"],
])
def test_real_entry_points(playground, argv):
    done = subprocess.run([sys.executable, "-m", *(a.format(dir=playground) for a in argv)], cwd=playground,
                          capture_output=True, text=True, env={**os.environ, "MEMPLAN_PROGRESS": "0"})
    assert_clean(done.returncode, done.stderr)
    assert done.returncode in (1, 2)


@pytest.mark.slow
@pytest.mark.parametrize("argv", [
    ["memplan.cli.opt", "{dir}/good.mlir", "-p", "merge-alloc"],
    ["memplan.cli.main", "plan", "{dir}/good.csv"],
    ["memplan.cli.main", "report", "{dir}/good.mlir"],
])
@pytest.mark.parametrize("stdout", ["closed", "full"])
def test_standard_output_closed_or_full(playground, argv, stdout):
    if stdout == "full" and not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    args = [sys.executable, "-m", *(a.format(dir=playground) for a in argv)]
    if stdout == "closed":  # as a shell's `>&-` does: Python starts with no standard output
        done = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *args], stdin=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, cwd=playground)
    else:
        with open("/dev/full", "wb") as full:
            done = subprocess.run(args, stdin=subprocess.DEVNULL, stdout=full, stderr=subprocess.PIPE,
                                  text=True, cwd=playground)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert ("standard output" in done.stderr) if stdout == "closed" else ("No space left" in done.stderr)
