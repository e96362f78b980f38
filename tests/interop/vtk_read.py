#!/usr/bin/env python3
"""Reads a pcgns sample-case file with VTK's vtkCGNSReader (the ParaView CGNS reader)
and checks, zone by zone, the point and cell counts, the cell types, the coordinates and
every Pressure (point) and Density (cell) value against the sample-case formulas
(libpcgns/include/pcgns/sample_case.hpp).

    vtk_read.py FILE.cgns [--without-poly]

Exit status 0 when everything matches, 1 (with the first mismatch) otherwise.
"""
import sys

import numpy as np
import vtk
from vtk.util.numpy_support import vtk_to_numpy

from vtk_checks import expect_equal, fail, read_zones

ZONES = {"Block": 0, "Hexa": 1, "Poly": 2}


def coordinate(zone, axis, index):
    spacing = (0.1, 0.2, 0.3)
    origin = 2.0 * zone if axis == 0 else 0.0
    return origin + spacing[axis] * index.astype(np.float64)


def lattice_sizes(name, grid):
    """Vertices per direction: the Block's structured dimensions, the cube's edge."""
    if name == "Block":
        if not grid.IsA("vtkStructuredGrid"):
            fail("zone Block is not read as a structured grid")
        dims = [0, 0, 0]
        grid.GetDimensions(dims)
        return tuple(dims)
    edge = round(grid.GetNumberOfPoints() ** (1.0 / 3.0))
    if edge ** 3 != grid.GetNumberOfPoints():
        fail(f"zone {name}: {grid.GetNumberOfPoints()} points is not a cube lattice")
    return (edge, edge, edge)


def check_zone(name, grid):
    zone = ZONES[name]
    ni, nj, nk = lattice_sizes(name, grid)
    points = ni * nj * nk
    cells = (ni - 1) * (nj - 1) * (nk - 1)
    if grid.GetNumberOfPoints() != points or grid.GetNumberOfCells() != cells:
        fail(f"zone {name}: {grid.GetNumberOfPoints()} points and {grid.GetNumberOfCells()} "
             f"cells, expected {points} and {cells}")
    if name != "Block":
        cell_type = vtk.VTK_HEXAHEDRON if name == "Hexa" else vtk.VTK_POLYHEDRON
        types = {grid.GetCellType(c) for c in range(cells)}
        if types != {cell_type}:
            fail(f"zone {name}: cell types {sorted(types)}, expected {{{cell_type}}}")

    ids = np.arange(points)
    lattice = (ids % ni, (ids // ni) % nj, ids // (ni * nj))
    xyz = vtk_to_numpy(grid.GetPoints().GetData())
    for axis in range(3):
        expect_equal(f"{name} coordinate {'XYZ'[axis]}", xyz[:, axis],
                     coordinate(zone, axis, lattice[axis]))

    pressure = grid.GetPointData().GetArray("Pressure")
    density = grid.GetCellData().GetArray("Density")
    if pressure is None or density is None:
        fail(f"zone {name}: point array Pressure or cell array Density is missing")
    expect_equal(f"{name} Pressure", vtk_to_numpy(pressure),
                 1.0e5 * (zone + 1) + ids.astype(np.float64))
    expect_equal(f"{name} Density", vtk_to_numpy(density),
                 float(zone + 1) + 1.0e-3 * np.arange(cells, dtype=np.float64))
    if name != "Block":
        # A polyhedron's faces must enclose its cell: its bounds are one lattice step.
        bounds = grid.GetCell(0).GetBounds()
        expected = (2.0 * zone, 2.0 * zone + 0.1, 0.0, 0.2, 0.0, 0.3)
        if any(abs(b - e) > 1e-12 for b, e in zip(bounds, expected)):
            fail(f"zone {name}: cell 0 spans {bounds}, expected {expected}")
    return points, cells


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] != "--without-poly"):
        print(__doc__, file=sys.stderr)
        return 64
    path = argv[1]
    zones = read_zones(path)
    expected = {"Block", "Hexa"} if len(argv) == 3 else {"Block", "Hexa", "Poly"}
    if set(zones) != expected:
        fail(f"{path}: zones {sorted(zones)}, expected {sorted(expected)}")
    for name in sorted(zones):
        points, cells = check_zone(name, zones[name])
        print(f"vtk_read: zone {name}: {points} points, {cells} cells, values match")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
