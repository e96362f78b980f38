#!/usr/bin/env python3
"""Reads a file merged by pcgns-merge from `pcgns-bench generate` output with VTK's
vtkCGNSReader (the ParaView CGNS reader) and checks the point and cell counts, the
coordinates and every Pressure (point) and Density (cell) value of the first time step
against the generator's formulas (libpcgns/include/pcgns/generate.hpp).

    vtk_read_merged.py FILE.cgns MESH NI NJ NK [PARTS]
      MESH: unstructured | poly | mixed | structured | blocks (PARTS blocks, slabs of k-planes)

With MESH mixed, each lattice cell (i, j) is cut by (i + j) % 4 into a hexahedron, 3
pyramids, 2 prisms or 6 tetrahedra: the cells must be those, in that order, each with a
positive volume.

Exit status 0 when everything matches, 1 (with the first mismatch) otherwise.
"""
import sys

import numpy as np
import vtk
from vtk.util.numpy_support import vtk_to_numpy

from vtk_checks import expect_equal, fail, read_zones


# The VTK cell types of a lattice cell's elements with --elements mixed, by (i + j) % 4.
MIXED_KINDS = ([vtk.VTK_HEXAHEDRON], [vtk.VTK_PYRAMID] * 3, [vtk.VTK_WEDGE] * 2, [vtk.VTK_TETRA] * 6)


def mixed_cell_types(ni, nj, planes):
    plane = [t for j in range(nj) for i in range(ni) for t in MIXED_KINDS[(i + j) % 4]]
    return np.array(plane * planes)


def check_mixed_cells(name, grid, expected_types):
    types = np.array([grid.GetCellType(c) for c in range(grid.GetNumberOfCells())])
    expect_equal(f"{name} cell types", types, expected_types.astype(np.float64))
    quality = vtk.vtkMeshQuality()
    quality.SetInputData(grid)
    quality.SetTetQualityMeasureToVolume()
    quality.SetPyramidQualityMeasureToVolume()
    quality.SetWedgeQualityMeasureToVolume()
    quality.SetHexQualityMeasureToVolume()
    quality.Update()
    volumes = vtk_to_numpy(quality.GetOutput().GetCellData().GetArray("Quality"))
    if (volumes <= 0).any():
        fail(f"zone {name}: cell {int(np.argmax(volumes <= 0))} has a volume of {volumes.min()!r}")


def check_grid(name, grid, ni, nj, k0, k1, box, mixed=False):
    """A grid holding lattice planes k0..k1 of the (ni, nj, nk)-cell box, in id order."""
    bi, bj, _ = box
    points = (ni + 1) * (nj + 1) * (k1 - k0 + 1)
    types = mixed_cell_types(ni, nj, k1 - k0) if mixed else None
    cells = len(types) if mixed else ni * nj * (k1 - k0)
    if grid.GetNumberOfPoints() != points or grid.GetNumberOfCells() != cells:
        fail(f"zone {name}: {grid.GetNumberOfPoints()} points and {grid.GetNumberOfCells()} cells, "
             f"expected {points} and {cells}")
    ids = np.arange(points)
    i, j, k = ids % (ni + 1), (ids // (ni + 1)) % (nj + 1), k0 + ids // ((ni + 1) * (nj + 1))
    xyz = vtk_to_numpy(grid.GetPoints().GetData())
    for axis, (index, spacing) in enumerate(((i, 0.5), (j, 0.25), (k, 0.125))):
        expect_equal(f"{name} coordinate {'XYZ'[axis]}", xyz[:, axis], spacing * index.astype(np.float64))
    pressure = grid.GetPointData().GetArray("Pressure")
    density = grid.GetCellData().GetArray("Density")
    if pressure is None or density is None:
        fail(f"zone {name}: point array Pressure or cell array Density is missing")
    global_vertex = 1 + i + (bi + 1) * (j + (bj + 1) * k)
    expect_equal(f"{name} Pressure", vtk_to_numpy(pressure), 1000.0 + global_vertex.astype(np.float64))
    c = np.arange(cells)
    global_cell = 1 + c + (cells // (k1 - k0) if mixed else bi * bj) * k0
    expect_equal(f"{name} Density", vtk_to_numpy(density), 2.0 + 0.001 * global_cell.astype(np.float64))
    if mixed:
        check_mixed_cells(name, grid, types)
    return points, cells


def slabs(nk, parts):
    base, extra = divmod(nk, parts)
    k = 0
    for q in range(parts):
        planes = base + (1 if q < extra else 0)
        yield k, k + planes
        k += planes


def main(argv):
    if len(argv) not in (6, 7):
        print(__doc__, file=sys.stderr)
        return 64
    path, mesh = argv[1], argv[2]
    box = tuple(int(v) for v in argv[3:6])
    zones = read_zones(path)
    if mesh == "blocks":
        expected = {f"Block{q}": span for q, span in enumerate(slabs(box[2], int(argv[6])))}
    else:
        expected = {("Block" if mesh == "structured" else "Zone"): (0, box[2])}
    if set(zones) != set(expected):
        fail(f"{path}: zones {sorted(zones)}, expected {sorted(expected)}")
    for name, (k0, k1) in sorted(expected.items()):
        points, cells = check_grid(name, zones[name], box[0], box[1], k0, k1, box, mesh == "mixed")
        print(f"vtk_read_merged: zone {name}: {points} points, {cells} cells, values match")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
