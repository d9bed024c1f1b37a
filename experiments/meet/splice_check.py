"""replace(tree, group, SPLICE) against every order of 3,000 random PQ-trees of up to six leaves: its
frontiers must be exactly the tree's orders in which ``group`` is consecutive (needs regroup.patch)."""
import itertools, random
from memplan.core.search.regroup import replace, SPLICE, is_frontier, frontier, p_node, q_node, leaves
def all_orders(tree, n):
    return {o for o in itertools.permutations(range(n)) if is_frontier(tree, {i: k for k, i in enumerate(o)})}
rng = random.Random(1)
def rand_tree(ids):
    if len(ids) == 1: return ids[0]
    k = rng.randint(2, min(4, len(ids)))
    rng.shuffle(ids)
    cuts = sorted(rng.sample(range(1, len(ids)), k - 1))
    parts = [ids[a:b] for a, b in zip([0]+cuts, cuts+[len(ids)])]
    kids = [rand_tree(p) for p in parts]
    return (q_node if rng.random() < 0.5 and len(kids) >= 3 else p_node)(kids)
bad = 0
for trial in range(3000):
    n = rng.randint(2, 6)
    t = rand_tree(list(range(n)))
    g = frozenset(rng.sample(range(n), rng.randint(1, n)))
    want = {o for o in all_orders(t, n) if max(o.index(i) for i in g) - min(o.index(i) for i in g) + 1 == len(g)}
    r = replace(t, g, SPLICE)
    got = set() if r is None else all_orders(r, n)
    if got != want: bad += 1
print("bad", bad)
