"""The README and docs/ tell the truth: their examples run as written on a fresh clone.

* Python blocks run, and each ``print(...)  # value`` prints that value.
* Generated regions (ops, pass options, planners) are what ``tools/gen_readme.py`` gives now.
* Links between the README and docs/ lead to a file and a heading that exist.
* Every flag named is one the tools take; every bundled file a command names is tracked by git.
* Every command of a ``sh`` block runs in a scratch directory beside a view of the
  repository: exit 0 (or the status its ``# exit N`` comment states), and each line of the
  ``text`` block right after it appears in what the block's commands printed (``...`` stands for
  anything, whitespace is not compared). docs/benchmarks.md is the exception: its commands take
  minutes to hours, so only their scripts and flags are checked.

Whatever starts a process or runs a pipeline is marked slow (most of this file).
"""

from __future__ import annotations

import functools
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BENCHMARKS = ROOT / "docs" / "benchmarks.md"
TOOLS = ("memplan-opt", "memplan", "python", "lit", "pip")

# Commands not run as written, each with why; a replacement, when given, is run instead.
NOT_RUN: dict[str, tuple[str | None, str]] = {
    "make demo": (None, "installs into .venv and runs the demo; CI runs it (.ci/run)"),
    "make test": (None, "runs this test suite"),
    '.venv/bin/python -m pytest -m "not slow" -q': (None, "runs this test suite"),
    ".venv/bin/python -m pytest tests/bufferize -q": (None, "runs part of this test suite"),
    ".venv/bin/lit -q tests/lit/merge-alloc": (
        ".venv/bin/lit -q tests/lit/merge-alloc/idempotent.mlir",
        "one spec of the directory: tests/lit/test_lit.py runs them all"),
    ".venv/bin/python tools/gen_readme.py": (
        ".venv/bin/python tools/gen_readme.py --check", "it would rewrite the README in place"),
    ".venv/bin/pip install ./examples/extending": (
        None, "installs into .venv: tests/extending/test_example.py installs the example into a "
              "directory of its own and runs the commands that follow"),
    '.venv/bin/memplan report examples/extending/program.mlir --allow-unregistered-dialect -p '
    '"bufferize{allocation=accel-scratchpad copy=accel-dma},merge-alloc{planner=accel-banked}" '
    '-o planned.mlir --json report.json': (None, "needs the example package installed (as above)"),
    '.venv/bin/memplan-opt examples/extending/program.mlir --allow-unregistered-dialect --remarks -o spilled.mlir '
    '-p "bufferize{allocation=accel-scratchpad copy=accel-dma},merge-alloc{planner=accel-banked capacity=3:1536 '
    'spill-to=0}"': (None, "needs the example package installed (as above)"),
}
# Long options named in the docs that belong to no memplan tool.
OTHER_FLAGS = {
    "--param": "lit's (--param fast)",
    "--check": "tools/gen_readme.py's",
    "--bogus": "the example of a bad argument",
    "--PASS": "a placeholder for a pass flag",
    "--NAME": "a placeholder for a pass flag",
    "--write-results": "the benchmark scripts' (checked with docs/benchmarks.md)",
}


@dataclass(frozen=True)
class Block:
    """A fenced code block: its language, text and the lines of its opening and closing fences."""

    path: Path
    line: int
    end: int
    lang: str
    text: str


@dataclass(frozen=True)
class Command:
    text: str  # as a shell runs it (continuation lines joined)
    exit_code: int  # the documented exit status (``# exit N``), else 0


@dataclass(frozen=True)
class Example:
    """A ``sh`` block's commands and the output shown after it (the next ``text`` block), if any."""

    block: Block
    commands: tuple[Command, ...]
    shown: str | None

    @property
    def name(self) -> str:
        return f"{self.block.path.relative_to(ROOT)}:{self.block.line}"


def blocks(path: Path) -> list[Block]:
    found, lines, i = [], path.read_text().splitlines(), 0
    while i < len(lines):
        fence = re.match(r"```(\w*)\s*$", lines[i])
        if fence:
            end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
            found.append(Block(path, i + 1, end + 1, fence[1], "\n".join(lines[i + 1:end]) + "\n"))
            i = end
        i += 1
    return found


def commands(block: Block) -> tuple[Command, ...]:
    """The block's commands: continuation lines joined, a trailing ``# comment`` dropped (a comment
    that starts ``# exit N`` gives the expected status)."""
    joined = block.text.replace("\\\n", " ")
    found = []
    for line in joined.splitlines():
        code, _, comment = line.partition("  #")
        if not code.strip():
            continue
        status = re.match(r"\s*exit (\d+)\b", comment)  # `# exit N` or `# exit N: why`
        found.append(Command(" ".join(code.split()), int(status[1]) if status else 0))
    return tuple(found)


def examples(path: Path) -> list[Example]:
    all_blocks, lines = blocks(path), path.read_text().splitlines()
    found = []
    for block, after in zip(all_blocks, [*all_blocks[1:], None]):
        if block.lang != "sh":
            continue
        follows = after is not None and after.lang == "text" and not "".join(lines[block.end:after.line - 1]).strip()
        found.append(Example(block, commands(block), after.text if follows else None))
    return found


PYTHON = [b for path in DOCS for b in blocks(path) if b.lang == "python"]
EXAMPLES = [e for path in DOCS if path != BENCHMARKS for e in examples(path)]
BENCHMARK_COMMANDS = [c for c in [c.text for e in examples(BENCHMARKS) for c in e.commands]
                      + [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", BENCHMARKS.read_text())]
                      if c.split("&&")[-1].strip().startswith(".venv/bin/python benchmarks/")]


# ---- Python blocks ------------------------------------------------------------------------------

def test_the_readme_has_python_examples():
    assert len([b for b in PYTHON if b.path.name == "README.md"]) >= 2


@pytest.mark.slow
@pytest.mark.parametrize("block", PYTHON, ids=lambda b: f"{b.path.name}:{b.line}")
def test_python_example_runs(block, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    exec(compile(block.text, f"{block.path.name}:{block.line}", "exec"), {"__name__": "readme"})
    out = capsys.readouterr().out
    for promised in re.findall(r"print\(.*\)\s+# (.+)", block.text):
        assert promised.strip() in out


# ---- generated regions, links, flags, files -----------------------------------------------------

@pytest.mark.slow
def test_generated_regions_are_up_to_date():
    # In a process of its own: this one has planners and ops the Python examples registered.
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "gen_readme.py"), "--check"], capture_output=True,
                          text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr + "\nrun .venv/bin/python tools/gen_readme.py"
    regions = sum(len(re.findall(r"<!-- generated: [^>]+ -->", path.read_text())) for path in DOCS)
    assert regions >= 4  # the ops, and the options of three passes


def test_generated_options_are_those_list_passes_prints():
    from memplan.cli.pass_list import format_pass_list

    listed = format_pass_list()
    readme = (ROOT / "README.md").read_text()
    for name, options in re.findall(r"^(\S+)  \((?:module|function) pass.*\n((?:    .*\n)+)", listed + "\n", re.M):
        assert f"<!-- generated: options {name} -->" in readme
        for option in re.findall(r"^    ([\w-]+)=", options, re.M):
            assert f"| `{option}` |" in readme, (name, option)


@pytest.mark.slow
def test_the_planner_table_names_every_built_in_planner():
    # In a process of its own: this one has the planners the Python examples registered.
    listed = "from memplan import plugins; from memplan.core.planners import planner_names; " \
             "print(*[n for n in planner_names() if not plugins.provides(plugins.PLANNERS, n)])"
    done = subprocess.run([sys.executable, "-c", listed], capture_output=True, text=True, timeout=120, cwd=ROOT)
    table = (ROOT / "README.md").read_text().split("| planner | idea |")[1].split("\n\n")[0]
    named = set(re.findall(r"`([\w-]+)`", "\n".join(line.split("|")[1] for line in table.splitlines()[2:])))
    named = {n for n in named if not n.startswith("-")} | {f"{n}-first" for n in named if n.startswith("xla-")}
    assert named == set(done.stdout.split())


def test_one_json_schema_version_the_code_writes():
    from memplan.report import SCHEMA_VERSION

    stated = {int(v) for path in DOCS for v in re.findall(r'"schema_version": (\d+)', path.read_text())}
    assert stated == {SCHEMA_VERSION}


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(), flags=re.S)
    return {_slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)}


def test_links_between_the_readme_and_docs_resolve():
    checked = 0
    for path in DOCS:
        text = re.sub(r"```.*?```", "", path.read_text(), flags=re.S)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"\w+://", target):
                continue
            file, _, anchor = target.partition("#")
            linked = (path.parent / file).resolve() if file else path
            assert linked.exists(), f"{path.name}: link to {target}: no such file"
            if anchor:
                assert anchor in _anchors(linked), f"{path.name}: link to {target}: no such heading"
            checked += 1
    assert checked >= 20
    linked_from_readme = set(re.findall(r"\]\(docs/([\w-]+\.md)", (ROOT / "README.md").read_text()))
    assert linked_from_readme == {p.name for p in (ROOT / "docs").glob("*.md")}, "every page of docs/ is linked"


@functools.cache
def _help_texts() -> str:
    helps = [[sys.executable, "-m", "memplan.cli.opt", "--help"]] + [
        [sys.executable, "-m", "memplan.cli.main", *sub, "--help"] for sub in ([], ["plan"], ["report"], ["check"])]
    return "\n".join(subprocess.run(c, capture_output=True, text=True, timeout=60, cwd=ROOT).stdout for c in helps)


def _is_pass(flag: str) -> bool:
    from memplan.diagnostics import MemplanError
    from memplan.pipeline import check_pipeline, flag_pipeline

    try:
        check_pipeline(flag_pipeline([(flag.lstrip("-"), None)]))
    except (MemplanError, Exception):  # noqa: BLE001 - MLIR's own errors for unknown passes
        return False
    return True


@pytest.mark.slow
def test_every_flag_named_is_one_the_tools_take():
    spans = []
    for path in DOCS:
        if path == BENCHMARKS:
            continue
        text = path.read_text()
        spans += re.findall(r"`([^`\n]+)`", text) + [b.text for b in blocks(path) if b.lang == "sh"]
    flags = {f for span in spans for f in re.findall(r"(?<![\w-])--([a-zA-Z][\w-]*[a-zA-Z0-9])", span)}
    helps = _help_texts()
    unknown = [f"--{f}" for f in sorted(flags)
               if f"--{f}" not in OTHER_FLAGS and not re.search(rf"(?<![\w-])-?-{re.escape(f)}\b", helps)
               and not _is_pass(f)]
    assert not unknown, f"flags no memplan tool takes: {unknown}"


@pytest.mark.slow
@pytest.mark.parametrize("command", list(dict.fromkeys(BENCHMARK_COMMANDS)))
def test_benchmark_commands_name_scripts_and_flags_that_exist(command):
    words = shlex.split(command.split("&&")[-1].strip())
    script = ROOT / words[1]
    assert script.is_file(), command
    shown = subprocess.run([sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=120,
                           cwd=ROOT)
    assert shown.returncode == 0, shown.stderr
    for flag in (w.split("=")[0] for w in words[2:] if w.startswith("--")):
        assert flag in shown.stdout, f"{words[1]} takes no {flag}"


def _tracked(path: str) -> bool:
    done = subprocess.run(["git", "ls-files", "--error-unmatch", path], cwd=ROOT, capture_output=True)
    return done.returncode == 0


def test_commands_use_only_bundled_files():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    readme = (ROOT / "README.md").read_text()
    assert "../shared" not in readme, "the README's examples use only files of the repository"
    for example in EXAMPLES:
        for command in example.commands:
            for word in shlex.split(command.text):
                path = word.split("=")[-1]
                if "/" not in path or path.startswith((".venv/", "-", "/")) or not (ROOT / path).exists():
                    continue
                assert _tracked(path), f"{example.name}: {path} is not in the repository"


def test_every_command_is_run_or_left_out_for_a_reason():
    all_commands = {c.text for e in EXAMPLES for c in e.commands}
    assert set(NOT_RUN) <= all_commands, f"NOT_RUN names commands the docs no longer have: {set(NOT_RUN) - all_commands}"
    assert len(all_commands - set(NOT_RUN)) >= 20


# ---- the commands, run (slow) -------------------------------------------------------------------

def _scratch(tmp_path: Path) -> Path:
    """A directory that looks like the repository (its entries as symlinks, .venv this
    interpreter's environment), where commands write their outputs."""
    work = tmp_path / "clone"
    work.mkdir()
    for entry in ROOT.iterdir():
        if entry.name not in {".git", ".venv", "out", ".pytest_cache", ".hypothesis"}:
            (work / entry.name).symlink_to(entry)
    (work / ".venv").symlink_to(Path(sys.prefix))
    return work


def _appears(line: str, output: str) -> bool:
    """``line`` (``...`` standing for anything) in ``output``, whitespace not compared."""
    pieces = [" ".join(p.split()) for p in line.split("...")]
    return re.search(".*?".join(re.escape(p) for p in pieces), " ".join(output.split())) is not None


@pytest.mark.slow
@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_shell_example_runs_as_written(example, tmp_path):
    work = _scratch(tmp_path)
    env = {**os.environ, "MEMPLAN_PROGRESS": "0"}
    output = ""
    ran = 0
    for command in example.commands:
        replacement, _ = NOT_RUN.get(command.text, (command.text, ""))
        if replacement is None:
            continue
        done = subprocess.run(["bash", "-c", replacement], cwd=work, env=env, capture_output=True, text=True,
                              timeout=600)
        output += done.stdout + done.stderr
        assert done.returncode == command.exit_code, (
            f"{example.name}: `{replacement}` exited {done.returncode}, not {command.exit_code}:\n"
            f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
        ran += 1
    if example.shown is not None:
        assert ran, f"{example.name} shows output, but none of its commands runs"
        missing = [line for line in example.shown.splitlines() if line.strip() and not _appears(line, output)]
        assert not missing, f"{example.name}: shown but not printed: {missing}\n--- printed:\n{output[-4000:]}"
