"""``memplan plan``: offsets for a MiniMalloc CSV trace.

Prints the plan as CSV (to ``-o`` or stdout) and, as the last line on stdout,
``arena=N lower_bound=N ratio=R optimal=yes|no``. With ``--capacity`` it is a
decision: exit 1 with a clear message when no plan within the capacity is found
(naming the first tick where more bytes are live than the capacity, and what is live).

With ``--capacity C --spill`` the buffers worth the most (the ``weight`` column, default
the size) are kept in ``[0, C)`` and the others spilled (see :mod:`memplan.core.spill`):
every row is written with ``offset`` and ``spilled`` (1/0; a spilled buffer's offset is in
the memory it goes to, where the spilled buffers are planned by best fit), and the last
line is ``kept_weight=K bound=U ratio=R optimal=yes|no spilled=N arena=A``, ``U`` an upper
bound on the weight any plan keeps that memplan proved.
"""

from __future__ import annotations

import argparse
import os
import sys

from memplan.cli.common import Outputs, display_name, doing, non_negative_int, positive_int, seconds
from memplan.core.bounds import lower_bound
from memplan.core.budget import now, process_start, slowness
from memplan.core.csvio import read_csv_file, write_csv, write_spill_csv
from memplan.core.plan import Plan
from memplan.core.spill.problem import busiest_tick
from memplan.core.planners import PlannerOptions, call_planner, get_planner, planner_names
from memplan.core.planners.base import is_builtin
from memplan.diagnostics import MemplanError

WORK_PLANNERS = ("auto", "exact")  # the planners whose budget is PlannerOptions.work


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", help="MiniMalloc CSV: id,lower,upper,size[,alignment] (- for stdin)")
    p.add_argument("--planner", default="auto", help=f"planner name (default: auto; known: {', '.join(planner_names())})")
    p.add_argument("--time-limit", type=seconds, default=None, help="seconds for search planners (auto: 10)")
    p.add_argument("--work", type=seconds, default=None, metavar="S",
                   help="work budget of auto's and exact's searches, in seconds of counted work (default: the "
                        "time limit's worth); the same plan on any machine load, if --time-limit leaves room")
    p.add_argument("--capacity", type=non_negative_int, default=None, help="decision mode: fail unless the arena fits in N bytes")
    p.add_argument("--spill", action="store_true",
                   help="with --capacity: keep the buffers worth the most (the weight column, default: size) within "
                        "the capacity and spill the rest; every row gets offset and spilled (1/0)")
    p.add_argument("--seed", type=non_negative_int, default=0, help="seed for randomized search (results are reproducible)")
    p.add_argument("--jobs", type=positive_int, default=None, metavar="N",
                   help="processes for search (default: the number of cores); the same seed, jobs and "
                        "work budget give the same plan")
    p.add_argument("-o", "--output", default=None, help="write the CSV with offsets here (default: stdout)")
    p.add_argument("--svg", metavar="OUT.svg", default=None, help="also draw the plan (time across, offset up)")


def summary_line(plan: Plan) -> str:
    """The last line printed; ``lower_bound`` is the best bound proven (static bounds or search)."""
    lb = plan.lower_bound
    arena = plan.arena_size
    ratio = arena / lb if lb else 1.0
    return f"arena={arena} lower_bound={lb} ratio={ratio:.4f} optimal={'yes' if arena <= lb else 'no'}"


def status_text(best: int, bound: int) -> str:
    """The progress line's news: best arena so far, the bound proven, the gap between them."""
    gap = (best - bound) / bound if bound else 0.0
    return f"best arena {best}, bound {bound}, gap {gap:.2%}"


def _finishing_time(buffers) -> float:
    """Seconds to check and write a plan and end the process, on a quiet machine.

    Measured here: about 2 us a buffer (pangu_2.6B, 18,692 buffers: check 26 ms, CSV 10 ms;
    a million: compiled check 1.1 s, CSV 0.5 s, the summary's bound 0.05 s; the check in
    Python where the compiled one is not loaded: 1.4 us a buffer more) and 4 ns a pair
    live together (0.75 s for idealloc's Y_1, 180M pairs); a margin on top, and 20 ms to
    flush, stop child processes and exit.
    """
    from memplan.core.search.placement import overlapping_pairs

    n = len(buffers)
    return 0.02 + 3e-6 * n + (6e-9 * overlapping_pairs(buffers) if n >= 20_000 else 0.0)


def _cores() -> int:
    """The cores this process may run on (fewer than the machine's under taskset or a container)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def run(args: argparse.Namespace) -> int:
    started = process_start()  # the time limit covers start-up, reading and writing too
    if args.spill:
        return _run_spill(args, started)
    try:
        planner = get_planner(args.planner)
    except KeyError as e:
        raise MemplanError(str(e.args[0])) from None
    if args.work is not None and args.planner not in WORK_PLANNERS:
        raise MemplanError(f"--work applies to the searches that count work ({', '.join(WORK_PLANNERS)}); "
                           f"'{args.planner}' takes --time-limit")
    outputs, name, trace = _read_input(args, started)
    buffers = trace.buffers
    # seconds to check and write the plan and exit, on a quiet machine (O(n log n) at scale: once)
    finishing = _finishing_time(buffers) if args.time_limit is not None else 0.0
    if args.time_limit is not None:
        _refuse_hopeless_limit(buffers, finishing, started, args.time_limit)
    # (the bound costs seconds at a million buffers: computed here only for a capacity)
    lb = None if args.capacity is None else lower_bound(buffers)
    if lb is not None and lb > args.capacity:
        over = busiest_tick(buffers, args.capacity)
        if over is not None:
            raise MemplanError(f"no plan fits in capacity {args.capacity}: {over.describe()} (--spill keeps the "
                               f"buffers worth the most within it)")
        raise MemplanError(f"no plan fits in capacity {args.capacity}: the buffers live together need {lb} bytes "
                           f"with their alignments (the lower bound)")
    from memplan.progress import progress  # a bar on a terminal only

    title = f"planning {len(buffers)} buffers ({args.planner})"
    with doing(title), progress(title) as bar:
        # the planner stops early enough to leave time for checking and writing the plan
        # (on a loaded machine, as much longer as the process has run slower than its CPU time so far)
        deadline = None
        if args.time_limit is not None:
            deadline = started + args.time_limit - finishing * slowness(started)
        options = PlannerOptions(time_limit=args.time_limit, work=args.work, seed=args.seed, capacity=args.capacity,
                                 progress=bar.fraction, deadline=deadline, jobs=args.jobs or _cores(),
                                 on_status=lambda best, bound: bar.describe(f"{title}: {status_text(best, bound)}"))
        plan = call_planner(args.planner, planner, buffers, options)  # checked against the input
    late = 0.0 if deadline is None else now() - deadline  # seconds the planner returned past its deadline
    if args.capacity is not None and plan.arena_size > args.capacity:
        raise MemplanError(
            f"no plan within capacity {args.capacity} found by '{args.planner}' "
            f"(best arena {plan.arena_size}, lower bound {lb}); try a longer --time-limit"
        )
    svg = None
    if args.svg:
        from memplan.report import draw_plan_svg

        svg = draw_plan_svg(plan, None, title=f"{name} (planner {plan.planner or args.planner})")
    contents = {"-o": write_csv(plan)}
    if svg is not None:
        contents["--svg"] = svg
    outputs.commit(contents)
    print(summary_line(plan))
    sys.stdout.flush()
    _note_unverified(plan, args.planner)
    if args.time_limit is not None:
        _note_overrun(started, args.time_limit, None if is_builtin(planner) else (args.planner, late))
    _note_cold_searches(plan)
    return 0


def _read_input(args: argparse.Namespace, started: float):
    """The outputs (every destination checked before the work, and written only after it
    succeeded: ``-o in.csv`` replaces the input only at the end), the input's display name, and
    its trace (a stream, a FIFO nobody writes, waits no longer than the time limit)."""
    outputs = Outputs({"-o": "-" if args.output is None else args.output, "--svg": args.svg})
    name = display_name(args.input)
    with doing(f"reading {name}"):
        trace = read_csv_file(args.input, name, None if args.time_limit is None else started + args.time_limit)
    return outputs, name, trace


def _run_spill(args: argparse.Namespace, started: float) -> int:
    """``--capacity C --spill``: the plan of plan_spill, every row written (see the module)."""
    from memplan.core.spill import SpillOptions, SpillProblem, plan_spill, spill_note
    from memplan.core.spill import summary_line as spill_summary

    if args.capacity is None:
        raise MemplanError("--spill needs --capacity: the bytes of the memory to keep buffers in")
    if args.work is not None or args.planner != "auto":
        raise MemplanError(f"--spill plans with its own search: {'--work' if args.work is not None else '--planner'} "
                           f"does not apply (give --time-limit)")
    outputs, name, trace = _read_input(args, started)
    buffers = trace.buffers
    finishing = 2 * _finishing_time(buffers)  # the spilled buffers are planned and checked too
    limit = args.time_limit if args.time_limit is not None else SPILL_TIME_LIMIT
    _refuse_hopeless_limit(buffers, finishing, started, limit)
    problem = SpillProblem.of(buffers, args.capacity, trace.weights)
    from memplan.progress import progress

    title = f"planning {len(buffers)} buffers into {args.capacity} bytes"
    with doing(title), progress(title) as bar:
        deadline = started + limit - finishing * slowness(started)
        plan = plan_spill(problem, SpillOptions(
            time_limit=limit, deadline=deadline, seed=args.seed,
            on_status=lambda kept, bound: bar.describe(f"{title}: kept weight {kept}, bound {bound}")))
    spilled = plan.spilled
    best_fit = get_planner("best-fit")
    elsewhere = call_planner("best-fit", best_fit, spilled, PlannerOptions()).offsets if spilled else {}
    contents = {"-o": write_spill_csv(plan, elsewhere)}
    if args.svg:
        from memplan.report import draw_plan_svg

        contents["--svg"] = draw_plan_svg(plan.kept_plan(), None, title=f"{name}: kept within {args.capacity} bytes",
                                          capacity=args.capacity, spilled=spilled, note=spill_note(plan))
    outputs.commit(contents)
    print(spill_summary(plan))
    sys.stdout.flush()
    _note_overrun(started, limit)
    return 0


SPILL_TIME_LIMIT = 10.0  # seconds of --spill without --time-limit (it stops at once when proven optimal)


def _note_unverified(plan: Plan, name: str) -> None:
    """A planner not memplan's own may claim its plan optimal or a lower bound: the summary line
    states only what memplan proved, and this says what was claimed besides."""
    if plan.unverified:
        print(f"memplan: note: planner '{name}' claims {plan.unverified}; memplan did not prove it, so the "
              f"summary's lower bound is memplan's own", file=sys.stderr)


def _note_cold_searches(plan: Plan) -> None:
    """Say so when a plan short of its bound came without the compiled searches because they were
    still compiling (a fresh installation's first runs): else a stranger's first try of a hard
    trace looks like the planner's best, where a second run after compiling would do far better."""
    solvers = sys.modules.get("memplan.core.solvers")  # never imported: no search was asked for
    if solvers is None or plan.arena_size <= plan.lower_bound or not solvers.compiling():
        return
    print("memplan: note: the compiled searches were still being compiled for this machine (once per "
          "installation, about 30 s of CPU, kept across runs), so this plan was made without them; "
          f"plan again once they are ready, or compile them first: {solvers.WARM_COMMAND}", file=sys.stderr)


OVERRUN = 0.10  # the promise: within 10% of the limit
HOPELESS = 3.0  # least work left that would take this many times the limit is refused


def _refuse_hopeless_limit(buffers, finishing: float, started: float, limit: float) -> None:
    """Fail at once (exit 1, nothing written) when what is left of the least work, one greedy
    plan, checking and writing at the pace this process has run so far, would itself take more
    than HOPELESS times the limit (a million buffers at ``--time-limit 2`` need seconds for each).
    The time already spent starting and reading is gone either way: refusing then saves nothing.
    A limit missed by less gets the greedy plan, late, with a note (see _note_overrun): a plan
    is worth more to a user than an error."""
    from memplan.core.planners.best_fit import plan_best_fit
    from memplan.core.planners.portfolio import estimated_seconds

    read = now() - started
    rest = (estimated_seconds(plan_best_fit, len(buffers), 0) + finishing) * slowness(started)
    if rest > HOPELESS * limit:
        raise MemplanError(
            f"--time-limit {limit:g} is too short for {len(buffers)} buffers here: starting and reading took "
            f"{read:.1f} s, and one greedy plan, checking and writing would take about {rest:.1f} s more "
            f"(at this machine's current pace); nothing was written: give at least {read + rest:.1f} s"
        )


def _note_overrun(started: float, limit: float, planner_late: tuple[str, float] | None = None) -> None:
    """Say so on stderr when the command overran its limit by more than OVERRUN (the plan is
    written all the same: a limit shorter than start-up, reading, one greedy plan, checking and
    writing, at the pace this process gets, still gets that plan rather than an error).
    ``planner_late``: a planner not memplan's own (one registered in this process: a plugin's is
    stopped at the deadline) and the seconds it returned past its deadline, to blame it for them."""
    took = now() - started
    if took <= (1 + OVERRUN) * limit:
        return
    if planner_late is not None and planner_late[1] > OVERRUN * limit:
        name, late = planner_late
        print(f"memplan: note: took {took:.2f} s, past --time-limit {limit:g}: planner '{name}' returned "
              f"{late:.2f} s after its deadline", file=sys.stderr)
    else:
        print(f"memplan: note: took {took:.2f} s, past --time-limit {limit:g}: starting, reading, one greedy plan, "
              f"checking and writing are done whatever the limit, and this process ran {slowness(started):.1f}x "
              f"slower than its CPU time (a loaded machine?)", file=sys.stderr)
