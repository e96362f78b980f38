#!/usr/bin/env python3
"""How ParaView's reader sees CGNS files: for each FILE, vtkCGNSReader's output over all
its blocks, one line "FILE CELLS POINTS TYPE:COUNT,..." (VTK cell type numbers, e.g. 7
polygon, 12 hexahedron, 42 polyhedron, in increasing order).

    vtk-cells.py FILE...
"""
import collections
import sys

from vtkmodules.vtkIOCGNSReader import vtkCGNSReader


def blocks(path):
    reader = vtkCGNSReader()
    reader.SetFileName(path)
    reader.Update()
    it = reader.GetOutput().NewIterator()
    it.InitTraversal()
    while not it.IsDoneWithTraversal():
        yield it.GetCurrentDataObject()
        it.GoToNextItem()


for path in sys.argv[1:]:
    cells = points = 0
    types = collections.Counter()
    for block in blocks(path):
        cells += block.GetNumberOfCells()
        points += block.GetNumberOfPoints()
        types.update(block.GetCellType(c) for c in range(block.GetNumberOfCells()))
    print(path, cells, points, ",".join(f"{t}:{n}" for t, n in sorted(types.items())))
