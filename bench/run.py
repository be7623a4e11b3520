"""Run every benchmark in bench/ and print `name: value unit` lines.

Usage: python bench/run.py [name-filter]
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).parent


def main() -> None:
    wanted = sys.argv[1] if len(sys.argv) > 1 else ""
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(0, str(HERE))  # the anchors' shared helpers and models (anchor_common, naive_cpsat...)
    for path in sorted(HERE.glob("bench_*.py")):
        if wanted and wanted not in path.stem:
            continue
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, value, unit in module.run():
            print(f"{name}: {value:.4g} {unit}", flush=True)


if __name__ == "__main__":
    main()
