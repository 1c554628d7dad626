#!/usr/bin/env python3
"""Record GEOS's union of rect sets as the fixture geos-union.json.

Run from anywhere (needs `pip install shapely`, which bundles GEOS):

    python3 Tests/WrapPathTests/Fixtures/record_union_fixtures.py

The output is deterministic for a given shapely/GEOS version. Each case holds:

- "name": a named shape, or "random-<kind>-<seed>" for a seeded random set;
- "rects": the input as [x, y, width, height] (y grows downward);
- "grid_size": null for GEOS's exact union, or the snap-rounding grid passed to
  shapely.unary_union(..., grid_size=...) for the cases with floating-point
  noise, where WrapPath merges nearby coordinates by its tolerance instead;
- "area": the area of GEOS's union;
- "regions": one per polygon of the union, each {"outer": ring, "holes": [ring]}.

Rings are normalized so that they compare directly with WrapPath's Ring:
corner points only (GEOS keeps collinear points where input edges met, and
repeated points; both are removed here), no closing duplicate, started at the
top-left-most point (smallest y, then smallest x), outer rings with positive
shoelace area in y-down coordinates (clockwise on screen) and holes negative
(counterclockwise on screen). Regions are sorted by their outer ring's first
point (top to bottom, then left to right) and holes within a region likewise.
"""

import json
import os
import random

import shapely
from shapely.geometry import box

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "geos-union.json")

NAMED = {
    "left-aligned lines": [[0, 0, 300, 20], [0, 20, 200, 20], [0, 40, 250, 20]],
    "right-aligned lines": [[0, 0, 300, 20], [100, 20, 200, 20], [50, 40, 250, 20]],
    "centered pyramid": [[100, 0, 100, 20], [50, 20, 200, 20], [0, 40, 300, 20]],
    "inverted pyramid": [[0, 0, 300, 20], [50, 20, 200, 20], [100, 40, 100, 20]],
    "hourglass": [[0, 0, 300, 20], [100, 20, 100, 20], [0, 40, 300, 20]],
    "diagonal staircase": [[0, 0, 100, 20], [50, 20, 100, 20], [100, 40, 100, 20], [150, 60, 100, 20]],
    "zig-zag": [[0, 0, 200, 20], [100, 20, 200, 20], [0, 40, 200, 20], [100, 60, 200, 20]],
    "U-shape": [[0, 0, 20, 100], [80, 0, 20, 100], [0, 80, 100, 20]],
    "frame with a hole": [[0, 0, 100, 20], [0, 80, 100, 20], [0, 0, 20, 100], [80, 0, 20, 100]],
    "rect in rect": [[0, 0, 100, 100], [25, 25, 50, 50]],
    "identical stacked": [[10, 10, 50, 20], [10, 10, 50, 20], [10, 10, 50, 20]],
    "vertical overlap": [[0, 0, 200, 24], [50, 18, 200, 24]],
    "vertical gap": [[0, 0, 200, 20], [0, 30, 150, 20]],
    "corner touching": [[0, 0, 50, 20], [50, 20, 50, 20]],
    "reversed order": [[0, 40, 250, 20], [0, 20, 200, 20], [0, 0, 300, 20]],
    "island in a hole": [[0, 0, 100, 20], [0, 80, 100, 20], [0, 0, 20, 100], [80, 0, 20, 100], [40, 40, 20, 20]],
    "two holes": [[0, 0, 100, 10], [0, 40, 100, 10], [0, 0, 10, 50], [45, 0, 10, 50], [90, 0, 10, 50]],
    "hole touching the outside at a corner": [
        [10, 0, 20, 10], [0, 10, 10, 20], [20, 10, 10, 20], [10, 20, 10, 10]],
    "checkerboard": [[0, 0, 10, 10], [20, 0, 10, 10], [10, 10, 10, 10], [0, 20, 10, 10], [20, 20, 10, 10]],
    "1e-12 noise": [
        [0, 0, 300, 20], [1e-12, 20 + 1e-12, 200, 20 - 1e-12], [-1e-12, 40, 250 + 2e-12, 20],
        [300 - 1e-12, 0, 50, 20 + 1e-12]],
}

# Named cases with floating-point noise are snap-rounded by GEOS to this grid,
# the peer operation closest to WrapPath's coordinate merging (tolerance 1e-6).
NOISE_GRID = 1e-6


def random_cases(count=300):
    """Seeded rect sets of 1 to 40 rects: even seeds on a small integer grid
    (many shared edges, touching corners and holes), odd seeds with
    three-decimal coordinates (general position)."""
    cases = []
    for seed in range(count):
        rng = random.Random(seed)
        n = rng.randint(1, 40)
        if seed % 2 == 0:
            rects = [[rng.randint(0, 20), rng.randint(0, 20), rng.randint(1, 8), rng.randint(1, 8)]
                     for _ in range(n)]
            cases.append((f"random-grid-{seed}", rects))
        else:
            rects = [[round(rng.uniform(0, 200), 3), round(rng.uniform(0, 200), 3),
                      round(rng.uniform(1, 60), 3), round(rng.uniform(1, 60), 3)] for _ in range(n)]
            cases.append((f"random-float-{seed}", rects))
    return cases


def signed_area(points):
    """Shoelace area; positive for clockwise-on-screen rings in y-down coordinates."""
    total = 0.0
    for i, (x0, y0) in enumerate(points):
        x1, y1 = points[(i + 1) % len(points)]
        total += x0 * y1 - x1 * y0
    return total / 2


def normalize_ring(coords, outer):
    """Corner points only, no closing duplicate, documented orientation, top-left start."""
    points = [(float(x), float(y)) for x, y in coords]
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    changed = True
    while changed and len(points) > 2:
        changed = False
        kept = []
        for i, p in enumerate(points):
            prev, nxt = points[i - 1], points[(i + 1) % len(points)]
            if p == prev:
                changed = True
                continue
            collinear = (prev[0] == p[0] == nxt[0]) or (prev[1] == p[1] == nxt[1])
            if collinear:
                changed = True
                continue
            kept.append(p)
        points = kept
    area = signed_area(points)
    if (area < 0) == outer:
        points.reverse()
    start = min(range(len(points)), key=lambda i: (points[i][1], points[i][0]))
    points = points[start:] + points[:start]
    return [[number(x), number(y)] for x, y in points]


def number(value):
    """Integers stay integers in the JSON text; everything else is repr-exact."""
    return int(value) if value == int(value) and abs(value) < 2**53 else value


def record(name, rects, grid_size):
    boxes = [box(x, y, x + w, y + h) for x, y, w, h in rects]
    union = shapely.unary_union(boxes, grid_size=grid_size) if grid_size else shapely.unary_union(boxes)
    polygons = list(union.geoms) if hasattr(union, "geoms") else [union]
    regions = []
    for polygon in polygons:
        if polygon.is_empty:
            continue
        outer = normalize_ring(polygon.exterior.coords, outer=True)
        holes = sorted((normalize_ring(ring.coords, outer=False) for ring in polygon.interiors),
                       key=lambda ring: (ring[0][1], ring[0][0]))
        regions.append({"outer": outer, "holes": holes})
    regions.sort(key=lambda region: (region["outer"][0][1], region["outer"][0][0]))
    return {"name": name, "rects": rects, "grid_size": grid_size, "area": union.area, "regions": regions}


def main():
    cases = [record(name, rects, NOISE_GRID if "noise" in name else None) for name, rects in NAMED.items()]
    cases += [record(name, rects, None) for name, rects in random_cases()]
    document = {
        "generator": "Tests/WrapPathTests/Fixtures/record_union_fixtures.py",
        "peer": f"shapely {shapely.__version__}, GEOS {shapely.geos_version_string}",
        "orientation": "y down; outer rings clockwise on screen (positive shoelace), holes counterclockwise",
        "cases": cases,
    }
    with open(OUTPUT, "w") as file:
        json.dump(document, file, separators=(",", ":"))
        file.write("\n")
    print(f"wrote {len(cases)} cases to {OUTPUT} ({os.path.getsize(OUTPUT)} bytes)")


if __name__ == "__main__":
    main()
