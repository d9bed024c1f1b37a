"""Union-find over MLIR values: the analysis's alias classes (may share a buffer) and
equivalence classes (certainly the same whole buffer)."""

from __future__ import annotations

from mlir import ir


class UnionFind:
    """Union-find over MLIR values, with member lists (classes stay small)."""

    def __init__(self) -> None:
        self._parent: dict[ir.Value, ir.Value] = {}
        self._members: dict[ir.Value, list[ir.Value]] = {}

    def find(self, v: ir.Value) -> ir.Value:
        if v not in self._parent:
            self._parent[v] = v
            self._members[v] = [v]
            return v
        root = v
        while self._parent[root] != root:
            root = self._parent[root]
        while self._parent[v] != root:
            self._parent[v], v = root, self._parent[v]
        return root

    def union(self, a: ir.Value, b: ir.Value) -> ir.Value:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))
        return ra

    def members(self, v: ir.Value) -> list[ir.Value]:
        return self._members[self.find(v)]

    def same(self, a: ir.Value, b: ir.Value) -> bool:
        return self.find(a) == self.find(b)
