"""The Dreyfus–Wagner programme's inner loops over arrays, compiled by Numba when it is installed.

The playability report solves about 6,000 node-weighted Steiner programmes for a kit (2,000 deals, each solved
again for every branch of its branch and bound); a profile showed their shortest-path spreads and subset merges,
pure-Python loops over small integers, took most of the kit's time. Here they run on flat arrays (the graph in
compressed rows); :func:`programme` is the same code whether Numba compiles it or Python runs it, so the
figures never depend on whether Numba is there.
"""

from __future__ import annotations

import heapq

import numpy as np

INF = 10**9
_BITS = 16  # node ids below 65,536 in a heap key (distance << _BITS | node)

try:  # compiled once per process, cached on disk beside this module (or Numba's own cache folder)
    from numba import njit

    _compile = njit(cache=True, nogil=True)
except ImportError:  # pragma: no cover - the plain-Python fallback runs the same code, only slower
    def _compile(f):
        return f


@_compile
def _spread(indptr, indices, weight, dist, pred):
    """Node-weighted shortest distances from the values already in ``dist`` (Dijkstra on a heap of int keys),
    in place; ``pred`` gets each improved node's predecessor (it stays -1 where the initial value stood)."""
    low = (1 << _BITS) - 1
    heap = [0 for _ in range(0)]  # an empty list of ints, typed for Numba
    for v in range(dist.shape[0]):
        if dist[v] < INF:
            heap.append((dist[v] << _BITS) | v)
    heapq.heapify(heap)
    while heap:
        key = heapq.heappop(heap)
        v = key & low
        current = key >> _BITS
        if dist[v] != current:
            continue
        for e in range(indptr[v], indptr[v + 1]):
            u = indices[e]
            nd = current + weight[u]
            if nd < dist[u]:
                dist[u] = nd
                pred[u] = v
                heapq.heappush(heap, (nd << _BITS) | u)


@_compile
def programme(indptr, indices, weight, key_ptr, key_nodes):
    """Dreyfus–Wagner over the keys (key ``i``'s nodes are ``key_nodes[key_ptr[i]:key_ptr[i + 1]]``): for each
    subset mask of keys, the cheapest tree joining them and ending at each node (``dp``), each node's
    predecessor on its path (``pred``, -1 where the tree branches or starts) and the split it branches by
    (``split``: the first submask, holding the lowest key, that is strictly cheapest)."""
    n = weight.shape[0]
    k = key_ptr.shape[0] - 1
    full = (1 << k) - 1
    dp = np.full((full + 1, n), INF, dtype=np.int64)
    pred = np.full((full + 1, n), -1, dtype=np.int64)
    split = np.zeros((full + 1, n), dtype=np.int64)
    for i in range(k):
        m = 1 << i
        for j in range(key_ptr[i], key_ptr[i + 1]):
            v = key_nodes[j]
            dp[m, v] = weight[v]
        _spread(indptr, indices, weight, dp[m], pred[m])
    for mask in range(1, full + 1):
        if mask & (mask - 1) == 0:
            continue  # a single key: done above
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            if sub & low:  # each split once
                rest = mask ^ sub
                for v in range(n):
                    s = dp[sub, v] + dp[rest, v] - weight[v]
                    if s < dp[mask, v]:
                        dp[mask, v] = s
                        split[mask, v] = sub
            sub = (sub - 1) & mask
        _spread(indptr, indices, weight, dp[mask], pred[mask])
    return dp, pred, split


@_compile
def _join(i, j, fill, degree, indices, cursor):
    """Count a link (first pass) or write it both ways at each end's next free place (second pass)."""
    if fill:
        indices[cursor[i]] = j
        cursor[i] += 1
        indices[cursor[j]] = i
        cursor[j] += 1
    else:
        degree[i] += 1
        degree[j] += 1


@_compile
def link(size, cell_start, masks, secret_cells):
    """The orientation graph's links in compressed rows (``indptr``, ``indices``): orientations of neighbouring
    tiles whose pathways meet (N, E, S, W = bits 0..3 of ``masks``), and every orientation of each secret-passage
    tile to every orientation of each other one. Cell ``c``'s orientations are nodes ``cell_start[c]`` to
    ``cell_start[c + 1] - 1``. Two passes: count each node's links, then fill them in the same order."""
    n = masks.shape[0]
    cells = cell_start.shape[0] - 1
    degree = np.zeros(n, dtype=np.int64)
    indptr = np.zeros(n + 1, dtype=np.int64)
    indices = np.zeros(0, dtype=np.int64)
    cursor = np.zeros(n, dtype=np.int64)
    for fill in (False, True):
        if fill:
            indptr[1:] = np.cumsum(degree)
            indices = np.zeros(indptr[n], dtype=np.int64)
            cursor[:] = indptr[:n]
        for c in range(cells):
            right = c + 1 if (c + 1) % size else -1
            below = c + size if c + size < cells else -1
            for i in range(cell_start[c], cell_start[c + 1]):
                for other, out_bit, in_bit in ((right, 2, 8), (below, 4, 1)):
                    if other >= 0 and masks[i] & out_bit:
                        for j in range(cell_start[other], cell_start[other + 1]):
                            if masks[j] & in_bit:
                                _join(i, j, fill, degree, indices, cursor)
        for a in range(secret_cells.shape[0]):
            for b in range(a + 1, secret_cells.shape[0]):
                for i in range(cell_start[secret_cells[a]], cell_start[secret_cells[a] + 1]):
                    for j in range(cell_start[secret_cells[b]], cell_start[secret_cells[b] + 1]):
                        _join(i, j, fill, degree, indices, cursor)
    return indptr, indices
