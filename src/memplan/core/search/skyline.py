"""Skyline search: a plan within a capacity, built bottom-up cell by cell.

A decision procedure like branch_bound.py's, with a different branching rule,
made for tight packings (where the arena must equal, or nearly equal, the
bytes live at the busiest tick).

The state is a *skyline*: per section (the ticks between two consecutive
lifetime events) a floor below which everything is decided, and the buffers
not yet placed, each of which will sit on or above the floors along its
lifetime. At each node the search takes the lowest floor ``f`` and, among the
sections at that floor, the one with the fewest ways to continue (fail-first);
the cell just above its floor is either

* covered by a buffer placed exactly at ``f``: one that lives in the section
  and whose every section is at ``f`` (and ``f`` is aligned for it), or
* left empty: the section's floor rises to the lowest offset any of its
  buffers could still take (a buffer left above an empty cell rests on the top
  of another, at least the smallest size higher).

These alternatives split every plan consistent with the state, so the search
is complete, with alignment too; no symmetry between orders arises because
each node decides one cell. Identical buffers (same lifetime, size and
alignment) are tried once per cell. Pruning:

* in every section the floor plus the bytes still to place must fit under the
  capacity (floors rise to the lowest offset any pending buffer there can take);
* every pending buffer must still fit above its lowest offset, which alignment
  can raise far (see branch_bound.py's "reach"), and in every section whose
  floor rises, the alignment slots of the pending buffers must still fit above
  it (branch_bound._slots_need);
* a section at the lowest floor with no way to continue fails the node at once;
* beside a new buffer, at every height it spans, the run of open sections it
  walls off must still be tileable by pending buffers lying inside the run
  (_beside_ok); a *valley* (a run lower than both neighbours) must be fillable
  up to its lower neighbour by the buffers inside it (_valley_ok);
* a table of dead states (a hash of the placed set and the floors): another
  arrangement of the same buffers under the same skyline fails at once.

Like branch_bound.py, the sections split into *frames* when no unplaced buffer
crosses a boundary any more; frames are solved one after the other, and a
frame without solution sends the search straight back to the placement that
split it. Candidates are tried in a static rank order; the driver restarts
with several orders and doubling node limits, which tames heavy tails.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from memplan.core.buffer import Buffer
from memplan.core.search.branch_bound import (
    _BUDGET,
    _DEADLINE,
    _EXHAUSTED,
    _FOUND,
    _LIMIT,
    CLOCK_EVERY,
    CLOCK_NODES,
    INFEASIBLE,
    TIMEOUT,
    _crossing_cuts,
    _csr,
    _grow,
    _past,
    _prepare,
    _restore,
    _root_frames,
    _slot_counts,
    _slots_need,
    _split_frame,
    _take_slots,
    _undo_trails,
    njit,
    search_with_restarts,
)

__all__ = ["find_within", "INFEASIBLE", "TIMEOUT"]

# rows of the per-depth table in _search
_CAND_END = 0
_POS = 1
_CELL = 2
_LEVEL = 3
_RAISE_TO = 4
_CHOSEN = 5
_MO_MARK = 6
_FL_MARK = 7
_FT_MARK = 8
_GRP = 9
_DEPTH_ROWS = tuple(range(10))


@njit(cache=True, nogil=True)
def _log(values, idx, trail_idx, trail_old, top):
    """Record ``values[idx]`` before it changes; returns the trails and the new top."""
    if top >= trail_idx.shape[0]:
        trail_idx = _grow(trail_idx, top + 1)
        trail_old = _grow(trail_old, top + 1)
    trail_idx[top] = idx
    trail_old[top] = values[idx]
    return trail_idx, trail_old, top + 1


@njit(cache=True, nogil=True)
def _search(size, align, sec_lo, sec_hi, ov_ptr, ov_idx, mem_ptr, mem_idx, total0, slot_align, slots, slot_tail, rank,
            twin, smin, st_ptr, st_idx, zkey, table, capacity, node_limit, work_limit, offset, deadline, stats):
    """Depth-first skyline search; fills ``offset``. Returns (status, work) like branch_bound._dfs.

    ``smin`` is the smallest buffer size: a cell left empty at floor ``f`` can be
    covered next only by a buffer resting on a top at least ``f + smin``.
    ``stats[0]`` gets the deepest depth reached; ``stats[1]`` counts the states
    the search has proven dead, kept in ``table`` (hashes of the placed set and
    the floors, ``zkey`` giving each buffer's share): a state reached again by
    another path (another arrangement of the same buffers under the same
    skyline) fails at once. The table is valid for one capacity and rank order.
    """
    m = size.shape[0]
    n_sec = total0.shape[0]
    big = np.int64(1) << 62
    placed = np.zeros(m, dtype=np.bool_)
    min_off = np.zeros(m, dtype=np.int64)
    floor = np.zeros(n_sec, dtype=np.int64)
    pending = total0.copy()
    cnt = _slot_counts(slots, sec_lo, sec_hi, n_sec)  # alignment slots pending per class and section
    cuts = _crossing_cuts(sec_lo, sec_hi, n_sec)
    mo_idx, mo_old, fl_idx, fl_old = _undo_trails(m, n_sec)
    mo_top = fl_top = 0
    f_lo, f_hi, f_next, f_up, f_fail, f_root = _root_frames(n_sec)
    ftop = 1
    # per depth: the node's options cand[pos:cand_end] (a buffer, or -1: leave the cell empty);
    # rows of one table that grows when wastes make the search deeper than the buffers
    dmax = m + 2 * n_sec + 16
    dd = np.zeros((len(_DEPTH_ROWS), dmax), dtype=np.int64)
    cand = np.empty(m * 4 + 16, dtype=np.int64)
    seen_twin = np.zeros(m, dtype=np.int64)  # stamps: a twin class already counted at this cell
    seen_sec = np.zeros(n_sec, dtype=np.int64)
    reach = np.zeros(n_sec + 1, dtype=np.bool_)
    tmp = np.empty(m, dtype=np.int64)
    stamp = 0
    nodes = 0
    tries = 0
    work = 0
    h = np.uint64(0)  # state hash: placed buffers and floors
    for q in range(n_sec):
        h ^= _mix(q, 0)
    next_clock = CLOCK_EVERY
    depth = 0
    build = True
    while True:
        if build:
            nodes += 1
            if nodes > node_limit:
                return _LIMIT, work
            if work > work_limit:
                return _BUDGET, work
            if work > next_clock or nodes % CLOCK_NODES == 0:
                next_clock = work + CLOCK_EVERY
                if _past(deadline):
                    return _DEADLINE, work
            if depth > stats[0]:
                stats[0] = depth
            if depth + 2 >= dd.shape[1]:
                bigger = np.zeros((dd.shape[0], 2 * dd.shape[1]), dtype=np.int64)
                bigger[:, : dd.shape[1]] = dd
                dd = bigger
            f = dd[_GRP, depth]
            lo_f = f_lo[f]
            hi_f = f_hi[f]
            low = big
            for s in range(lo_f, hi_f):
                if pending[s] > 0 and floor[s] < low:
                    low = floor[s]
            work += hi_f - lo_f
            if low == big:
                # this frame is done: continue with the next pending frame
                g = f
                while g != -1 and f_next[g] == -1:
                    g = f_up[g]
                if g == -1:
                    return _FOUND, work
                nf = f_next[g]
                dd[_GRP, depth] = nf
                f_root[nf] = depth
                continue
            # the cell: among sections at the lowest floor, the one with fewest options
            best_s = -1
            best_n = big
            best_raise = big
            dead = False
            for s in range(lo_f, hi_f):
                if pending[s] == 0 or floor[s] != low:
                    continue
                stamp += 1
                n_opt = 0
                lift = big  # where the floor goes if the cell stays empty
                work += mem_ptr[s + 1] - mem_ptr[s]
                for p in range(mem_ptr[s], mem_ptr[s + 1]):
                    u = mem_idx[p]
                    if placed[u]:
                        continue
                    if min_off[u] == low:
                        if seen_twin[twin[u]] != stamp:
                            seen_twin[twin[u]] = stamp
                            n_opt += 1
                        a = align[u]
                        v = ((low + smin + a - 1) // a) * a
                    else:
                        v = min_off[u]
                    if v < lift:
                        lift = v
                if lift + pending[s] <= capacity:
                    n_opt += 1
                else:
                    lift = big
                if n_opt == 0:
                    dead = True
                    break
                if n_opt < best_n:
                    best_n, best_s, best_raise = n_opt, s, lift
                    if n_opt == 1:
                        break
            if not dead and _seen(table, h | np.uint64(1)):
                dead = True
            start = dd[_CAND_END, depth - 1] if depth > 0 else 0
            k = 0
            if not dead:
                stamp += 1
                for p in range(mem_ptr[best_s], mem_ptr[best_s + 1]):
                    u = mem_idx[p]
                    if not placed[u] and min_off[u] == low:
                        tmp[k] = u
                        k += 1
                if start + k + 1 > cand.shape[0]:
                    cand = _grow(cand, start + k + 1)
                # snug first (a top level with a neighbour's floor, then an end against a
                # higher section), then rank order; one buffer per twin class (the best ranked)
                keys = np.empty(k, dtype=np.int64)
                for q in range(k):
                    u = tmp[q]
                    top = low + size[u]
                    e = sec_hi[u]
                    b0 = sec_lo[u]
                    if (e < hi_f and floor[e] == top) or (b0 > lo_f and floor[b0 - 1] == top):
                        fit = 0
                    elif e >= hi_f or _height(e, floor, pending, big) != low:
                        fit = 1
                    else:
                        fit = 2
                    keys[q] = rank[u] + fit * m
                order = np.argsort(keys)
                n = 0
                for q in range(k):
                    u = tmp[order[q]]
                    if seen_twin[twin[u]] == stamp:
                        continue
                    seen_twin[twin[u]] = stamp
                    cand[start + n] = u
                    n += 1
                work += 4 * k + 8
                if best_raise != big:
                    cand[start + n] = -1
                    n += 1
                k = n
            dd[_CELL, depth] = best_s
            dd[_LEVEL, depth] = low
            dd[_RAISE_TO, depth] = best_raise
            dd[_POS, depth] = start
            dd[_CAND_END, depth] = start + k
            build = False
        descended = False
        f = dd[_GRP, depth]
        while dd[_POS, depth] < dd[_CAND_END, depth]:
            tries += 1  # (options that fail are tried without a node: the clock is read here too)
            if tries % CLOCK_NODES == 0 and _past(deadline):
                return _DEADLINE, work
            c = cand[dd[_POS, depth]]
            dd[_POS, depth] += 1
            d1 = depth + 1
            dd[_MO_MARK, d1] = mo_top
            dd[_FL_MARK, d1] = fl_top
            dd[_FT_MARK, d1] = ftop
            dd[_CHOSEN, d1] = c
            s0 = dd[_CELL, depth]
            ok = True
            if c >= 0:
                off = dd[_LEVEL, depth]
                top = off + size[c]
                placed[c] = True
                offset[c] = off
                for b in range(sec_lo[c], sec_hi[c] - 1):
                    cuts[b] -= 1
                h ^= zkey[c]
                work += _take_slots(cnt, slots, c, sec_lo, sec_hi, -1)
                for s in range(sec_lo[c], sec_hi[c]):
                    pending[s] -= size[c]
                    fl_idx, fl_old, fl_top, h = _set_floor(floor, s, top, fl_idx, fl_old, fl_top, h)
                    if top + pending[s] > capacity:
                        ok = False
                work += ov_ptr[c + 1] - ov_ptr[c] + 2 * (sec_hi[c] - sec_lo[c])
                if ok:
                    for p in range(ov_ptr[c], ov_ptr[c + 1]):
                        o = ov_idx[p]
                        if not placed[o] and min_off[o] < top:
                            mo_idx, mo_old, mo_top = _log(min_off, o, mo_idx, mo_old, mo_top)
                            a = align[o]
                            min_off[o] = ((top + a - 1) // a) * a
                            if min_off[o] + size[o] > capacity:
                                ok = False  # o fits nowhere now (an alignment above its size jumps far)
            else:
                lift = dd[_RAISE_TO, depth]
                fl_idx, fl_old, fl_top, h = _set_floor(floor, s0, lift, fl_idx, fl_old, fl_top, h)
                work += mem_ptr[s0 + 1] - mem_ptr[s0]
                for p in range(mem_ptr[s0], mem_ptr[s0 + 1]):
                    u = mem_idx[p]
                    if not placed[u] and min_off[u] < lift:
                        mo_idx, mo_old, mo_top = _log(min_off, u, mo_idx, mo_old, mo_top)
                        a = align[u]
                        min_off[u] = ((lift + a - 1) // a) * a
                        if min_off[u] + size[u] > capacity:
                            ok = False
            if ok:
                # floors rise to the lowest offset a pending buffer can take, in the
                # sections of every buffer whose lowest offset just rose
                stamp += 1
                for q in range(dd[_MO_MARK, d1], mo_top):
                    o = mo_idx[q]
                    for s in range(sec_lo[o], sec_hi[o]):
                        if seen_sec[s] == stamp:
                            continue
                        seen_sec[s] = stamp
                        lowest = big
                        work += mem_ptr[s + 1] - mem_ptr[s]
                        for p in range(mem_ptr[s], mem_ptr[s + 1]):
                            u = mem_idx[p]
                            if not placed[u] and min_off[u] < lowest:
                                lowest = min_off[u]
                        if lowest != big and lowest > floor[s]:
                            fl_idx, fl_old, fl_top, h = _set_floor(floor, s, lowest, fl_idx, fl_old, fl_top, h)
                        if floor[s] + pending[s] > capacity:
                            ok = False
                            break
                    if not ok:
                        break
            if ok:
                # every section whose floor rose: the alignment slots of its pending buffers still fit
                for q in range(dd[_FL_MARK, d1], fl_top):
                    if _slots_need(cnt, slot_align, slot_tail, fl_idx[q], floor[fl_idx[q]]) > capacity:
                        ok = False
                        break
                work += cnt.shape[0] * (fl_top - dd[_FL_MARK, d1])
            if ok and c >= 0:
                good, w = _beside_ok(sec_lo[c], sec_hi[c], dd[_LEVEL, depth], dd[_LEVEL, depth] + size[c], f_lo[f],
                                     f_hi[f], floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach, big, 8)
                work += w
                ok = good
            if ok:
                # every valley whose floor or neighbours just changed must still be fillable
                stamp += 1
                for q in range(dd[_FL_MARK, d1], fl_top):
                    for s in range(max(fl_idx[q] - 1, f_lo[f]), min(fl_idx[q] + 2, f_hi[f])):
                        if seen_sec[s] == stamp:
                            continue
                        seen_sec[s] = stamp
                        good, w = _valley_ok(s, f_lo[f], f_hi[f], floor, pending, min_off, placed, size, sec_lo,
                                             sec_hi, mem_ptr, mem_idx, st_ptr, st_idx, capacity, reach, big)
                        work += w
                        if work > next_clock:  # one try may check many wide valleys (seconds, as plain Python)
                            next_clock = work + CLOCK_EVERY
                            if _past(deadline):
                                return _DEADLINE, work
                        if not good:
                            ok = False
                            break
                    if not ok:
                        break
            if ok:
                depth = d1
                dd[_GRP, depth] = f
                if c >= 0:
                    # split the frame where c was the last unplaced buffer crossing a boundary
                    f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop, first = _split_frame(
                        f, c, depth, sec_lo, sec_hi, cuts, f_lo, f_hi, f_next, f_up, f_fail, f_root, ftop)
                    if first >= 0:
                        dd[_GRP, depth] = first
                build = True
                descended = True
                break
            # undo this option
            fl_top, h = _restore_floor(floor, fl_idx, fl_old, fl_top, dd[_FL_MARK, d1], h)
            mo_top = _restore(min_off, mo_idx, mo_old, mo_top, dd[_MO_MARK, d1])
            if c >= 0:
                _unplace_sky(c, size, sec_lo, sec_hi, pending, cuts, placed)
                _take_slots(cnt, slots, c, sec_lo, sec_hi, 1)
                h ^= zkey[c]
        if descended:
            continue
        # every option failed: this state is dead, whatever path leads to it
        stats[1] = _remember(table, h | np.uint64(1), stats[1])
        f = dd[_GRP, depth]
        target = depth - 1
        if f_root[f] == depth:
            target = f_fail[f]  # a frame without solution: back to the split's cause
            if target < 0:
                return _EXHAUSTED, work
        while depth > target:
            c = dd[_CHOSEN, depth]
            fl_top, h = _restore_floor(floor, fl_idx, fl_old, fl_top, dd[_FL_MARK, depth], h)
            mo_top = _restore(min_off, mo_idx, mo_old, mo_top, dd[_MO_MARK, depth])
            if c >= 0:
                _unplace_sky(c, size, sec_lo, sec_hi, pending, cuts, placed)
                _take_slots(cnt, slots, c, sec_lo, sec_hi, 1)
                h ^= zkey[c]
            ftop = dd[_FT_MARK, depth]
            depth -= 1


@njit(cache=True, nogil=True)
def _mix(a, b):
    """A 64-bit hash of the pair (a, b) (splitmix64 finalizer)."""
    x = np.uint64(a) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(b) + np.uint64(0x632BE59BD9B4E019)
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@njit(cache=True, nogil=True)
def _set_floor(floor, s, value, fl_idx, fl_old, fl_top, h):
    """``floor[s] = value``, logged for undo, with the state hash kept up to date."""
    fl_idx, fl_old, fl_top = _log(floor, s, fl_idx, fl_old, fl_top)
    h ^= _mix(s, floor[s]) ^ _mix(s, value)
    floor[s] = value
    return fl_idx, fl_old, fl_top, h


@njit(cache=True, nogil=True)
def _restore_floor(floor, fl_idx, fl_old, top, mark, h):
    while top > mark:
        top -= 1
        s = fl_idx[top]
        h ^= _mix(s, floor[s]) ^ _mix(s, fl_old[top])
        floor[s] = fl_old[top]
    return top, h


@njit(cache=True, nogil=True)
def _seen(table, key):
    """Whether ``key`` (never 0) is in the open-addressing ``table``."""
    mask = np.uint64(table.shape[0] - 1)
    i = (key >> np.uint64(1)) & mask  # bit 0 is always set: slots from the bits above it
    while table[i] != 0:
        if table[i] == key:
            return True
        i = (i + np.uint64(1)) & mask
    return False


@njit(cache=True, nogil=True)
def _remember(table, key, count):
    """Add ``key``; the table stops taking keys when half full. Returns the new count."""
    if 2 * (count + 1) > table.shape[0]:
        return count
    mask = np.uint64(table.shape[0] - 1)
    i = (key >> np.uint64(1)) & mask  # bit 0 is always set: slots from the bits above it
    while table[i] != 0:
        if table[i] == key:
            return count
        i = (i + np.uint64(1)) & mask
    table[i] = key
    return count + 1


@njit(cache=True, nogil=True)
def _height(s, floor, pending, big):
    """A section's skyline height; a finished section is a wall."""
    return floor[s] if pending[s] > 0 else big


@njit(cache=True, nogil=True)
def _valley_ok(s, lo_f, hi_f, floor, pending, min_off, placed, size, sec_lo, sec_hi, mem_ptr, mem_idx,
               st_ptr, st_idx, capacity, reach, big):
    """Whether the run of sections around ``s`` at its height can still be filled.

    A *valley* is a run of equal height whose neighbours are higher (or frame
    edges). Up to the lower neighbour's height it is a well that only buffers
    lying inside it can fill: anything reaching outside would cut into a
    neighbour. So (1) in every section of the well, the pending buffers inside
    it must add up to the well's depth, less the room the section has to spare;
    (2) the well's floor can only be covered by inside buffers placed at that
    height, whose lifetimes tile the run (a section with room to spare may be
    skipped). Returns (ok, work); runs that are not valleys may still merge and pass.
    """
    g = _height(s, floor, pending, big)
    if g == big:
        return True, 1
    left = s
    while left > lo_f and _height(left - 1, floor, pending, big) == g:
        left -= 1
    right = s + 1
    while right < hi_f and _height(right, floor, pending, big) == g:
        right += 1
    work = right - left
    wall = capacity
    if left > lo_f:
        h = _height(left - 1, floor, pending, big)
        if h < g:
            return True, work
        wall = min(wall, h)
    if right < hi_f:
        h = _height(right, floor, pending, big)
        if h < g:
            return True, work
        wall = min(wall, h)
    depth = wall - g
    for t in range(left, right):
        spare = capacity - g - pending[t]
        need = depth - spare
        if need <= 0:
            continue
        inside = 0
        for p in range(mem_ptr[t], mem_ptr[t + 1]):
            u = mem_idx[p]
            if not placed[u] and sec_lo[u] >= left and sec_hi[u] <= right:
                inside += size[u]
        work += mem_ptr[t + 1] - mem_ptr[t]
        if inside < need:
            return False, work
    for t in range(left, right + 1):
        reach[t] = False
    reach[left] = True
    for t in range(left, right):
        if not reach[t]:
            continue
        if g + 1 + pending[t] <= capacity:
            reach[t + 1] = True  # room to leave this cell empty
        for p in range(st_ptr[t], st_ptr[t + 1]):
            u = st_idx[p]
            if not placed[u] and min_off[u] == g and sec_hi[u] <= right:
                reach[sec_hi[u]] = True
        work += st_ptr[t + 1] - st_ptr[t] + 1
    return reach[right], work


@njit(cache=True, nogil=True)
def _tileable(a, b, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach):
    """Whether pending buffers lying inside sections ``[a, b)`` can tile them at one height.

    The cells at a given height in a run of open sections between walls can only
    be covered by buffers inside the run, pairwise apart in time; a section with
    room to spare may leave its cell empty. Returns (ok, work).
    """
    for t in range(a, b + 1):
        reach[t] = False
    reach[a] = True
    work = 0
    for t in range(a, b):
        if not reach[t]:
            continue
        if floor[t] + 1 + pending[t] <= capacity:
            reach[t + 1] = True
        for p in range(st_ptr[t], st_ptr[t + 1]):
            u = st_idx[p]
            if not placed[u] and sec_hi[u] <= b:
                reach[sec_hi[u]] = True
        work += st_ptr[t + 1] - st_ptr[t] + 1
    return reach[b], work


@njit(cache=True, nogil=True)
def _beside_ok(lo_c, hi_c, f, t, lo_f, hi_f, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach,
               big, max_runs):
    """After placing a buffer on sections ``[lo_c, hi_c)`` at heights ``[f, t)``: the runs it walls off.

    At each height in ``[f, t)`` the open sections just left and right of the new
    buffer end at it, so each such run must be tileable on its own (see
    _tileable). Heights where the run is the same are checked once; at most
    ``max_runs`` runs per side. Returns (ok, work).
    """
    work = 0
    # right side: runs [hi_c, r) for the heights at which section r is the first wall
    y = f
    r = hi_c
    runs = 0
    while r < hi_f and runs < max_runs and y < t:
        h = _height(r, floor, pending, big)
        if h > y:
            if r > hi_c:
                ok, w = _tileable(hi_c, r, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach)
                work += w
                runs += 1
                if not ok:
                    return False, work
            if r == hi_c:
                y = h  # the first section is itself a wall up to its height
                if h == big:
                    break
                continue
            y = h
        r += 1
        work += 1
    if r == hi_f and r > hi_c and y < t and runs < max_runs:
        ok, w = _tileable(hi_c, r, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach)
        work += w
        if not ok:
            return False, work
    # left side: runs [l, lo_c)
    y = f
    l = lo_c
    runs = 0
    while l > lo_f and runs < max_runs and y < t:
        h = _height(l - 1, floor, pending, big)
        if h > y:
            if l < lo_c:
                ok, w = _tileable(l, lo_c, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach)
                work += w
                runs += 1
                if not ok:
                    return False, work
            if l == lo_c:
                y = h
                if h == big:
                    break
                continue
            y = h
        l -= 1
        work += 1
    if l == lo_f and l < lo_c and y < t and runs < max_runs:
        ok, w = _tileable(l, lo_c, floor, pending, placed, sec_hi, st_ptr, st_idx, capacity, reach)
        work += w
        if not ok:
            return False, work
    return True, work


@njit(cache=True, nogil=True)
def _unplace_sky(i, size, sec_lo, sec_hi, pending, cuts, placed):
    for s in range(sec_lo[i], sec_hi[i]):
        pending[s] += size[i]
    for b in range(sec_lo[i], sec_hi[i] - 1):
        cuts[b] += 1
    placed[i] = False


TABLE_SIZE = 1 << 20  # dead states remembered per capacity and order (8 MiB)

# candidate orders tried round-robin: each a tuple of keys, larger first
ORDERS: tuple[tuple[str, ...], ...] = (
    ("size", "length"),
    ("length", "size"),
    ("area", "size"),
)


def _classes(keys: list[tuple[int, ...]]) -> np.ndarray:
    """For each key, the index of its first occurrence: equal keys, one class."""
    first: dict[tuple[int, ...], int] = {}
    return np.array([first.setdefault(k, i) for i, k in enumerate(keys)], dtype=np.int64)


def _twins(buffers: Sequence[Buffer]) -> np.ndarray:
    """Classes of identical buffers (lifetime, size, alignment)."""
    return _classes([(b.start, b.end, b.size, b.alignment) for b in buffers])


@dataclass
class Problem:
    """One part's static arrays for _search (indices local to the part)."""

    buffers: Sequence[Buffer]
    part: object  # branch_bound._Part
    twin: np.ndarray
    smin: int
    st_ptr: np.ndarray
    st_idx: np.ndarray
    zkey: np.ndarray
    tables: dict = field(default_factory=dict)  # (capacity, order) -> dead-state table

    @staticmethod
    def of(buffers: Sequence[Buffer]) -> Problem:
        part = _prepare(buffers)
        n = len(buffers)
        st_ptr, st_idx = _csr(part.sec_lo, np.arange(n, dtype=np.int64), len(part.total0) + 1)
        zkey = np.random.default_rng(len(buffers)).integers(1, 2**63, size=n, dtype=np.int64).astype(np.uint64)
        return Problem(buffers, part, _twins(buffers), int(part.size.min()), st_ptr, st_idx, zkey)

    def rank(self, keys: tuple[str, ...]) -> np.ndarray:
        """Rank of each buffer when sorted by ``keys`` (larger first; ties by index)."""
        cols = [np.arange(len(self.buffers))] + [-self.part.keys[k] for k in reversed(keys)]
        perm = np.lexsort(cols)
        rank = np.empty(len(self.buffers), dtype=np.int64)
        rank[perm] = np.arange(len(self.buffers))
        return rank

    def search(self, rank, capacity, node_limit, work_limit, offset, deadline, stats, tables=None):
        """``tables``: where the dead-state tables of this search live (default: the problem's);
        a caller that moves a strategy between processes keeps them with the strategy."""
        tables = self.tables if tables is None else tables
        key = (capacity, rank.tobytes())
        if key not in tables:
            tables[key] = np.zeros(TABLE_SIZE, dtype=np.uint64)
        p = self.part
        return _search(p.size, p.align, p.sec_lo, p.sec_hi, p.ov_ptr, p.ov_idx, p.mem_ptr, p.mem_idx, p.total0,
                       p.slot_align, p.slots, p.slot_tail, rank, self.twin, self.smin, self.st_ptr, self.st_idx, self.zkey,
                       tables[key], capacity, node_limit, work_limit, offset, deadline, stats)


def find_within(
    buffers: Sequence[Buffer], capacity: int, budget: float, deadline: float | None = None
) -> tuple[dict[int, int] | str, float]:
    """Offsets (by id) of a plan within ``capacity``, ``INFEASIBLE``, or ``TIMEOUT``; and the budget used.

    The same contract as branch_bound.find_within.
    """
    if not buffers:
        return {}, 0.0
    if any(b.size > capacity for b in buffers):
        return INFEASIBLE, 0.0
    problem = Problem.of(buffers)
    if int(problem.part.total0.max()) > capacity:
        return INFEASIBLE, 0.0
    stats = np.zeros(2, dtype=np.int64)
    return search_with_restarts(buffers, budget, deadline, [
        lambda limit, left, offset, until, rank=problem.rank(keys): problem.search(
            rank, capacity, limit, left, offset, until, stats)
        for keys in ORDERS])


def warm_up() -> None:
    """Compile (or load from numba's cache) the search on a tiny problem."""
    find_within([Buffer(0, 4, 0, 2, 4), Buffer(1, 4, 1, 3, 4), Buffer(2, 8, 2, 4)], 16, 0.001)
