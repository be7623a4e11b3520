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
