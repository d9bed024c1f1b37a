"""Union-find over MLIR values: the analysis's alias classes (may share a buffer) and
equivalence classes (certainly the same whole buffer)."""

from __future__ import annotations

from mlir import ir


class UnionFind:
    """Union-find over MLIR values, with member lists (classes stay small).

    Each class is named by one Python object (its root's, as first stored): the bindings make a
    new object for each read of a value, and comparing two is a call into them, so parents are
    followed by identity, which holds exactly when the stored objects are the same value."""

    def __init__(self) -> None:
        self._parent: dict[ir.Value, ir.Value] = {}
        self._members: dict[ir.Value, list[ir.Value]] = {}

    def find(self, v: ir.Value) -> ir.Value:
        parent = self._parent
        root = parent.get(v)
        if root is None:
            parent[v] = v
            self._members[v] = [v]
            return v
        up = parent[root]
        if up is root:  # (most finds: the value is a root, or its parent is)
            return root
        while up is not root:
            root, up = up, parent[up]
        while True:  # compress the path
            up = parent[v]
            if up is root:
                return root
            parent[v], v = root, up

    def union(self, a: ir.Value, b: ir.Value) -> ir.Value:
        ra, rb = self.find(a), self.find(b)
        if ra is rb:
            return ra
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))
        return ra

    def members(self, v: ir.Value) -> list[ir.Value]:
        return self._members[self.find(v)]

    def same(self, a: ir.Value, b: ir.Value) -> bool:
        return self.find(a) is self.find(b)
