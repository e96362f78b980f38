"""What the VTK interoperability checks share: reading a CGNS file's zones with
vtkCGNSReader (the ParaView CGNS reader) and comparing arrays exactly."""
import sys

import numpy as np
import vtk


def fail(message):
    print(f"{sys.argv[0].rsplit('/', 1)[-1]}: {message}", file=sys.stderr)
    sys.exit(1)


def expect_equal(what, got, expected, tolerance=0.0):
    got = np.asarray(got, dtype=np.float64)
    if got.shape != expected.shape:
        fail(f"{what}: {got.shape[0]} values, expected {expected.shape[0]}")
    wrong = np.nonzero(np.abs(got - expected) > tolerance)[0]
    if wrong.size:
        i = wrong[0]
        fail(f"{what}[{i}] is {float(got[i])!r}, expected {float(expected[i])!r}")


def read_zones(path):
    """The zones of the file's single base, by name."""
    reader = vtk.vtkCGNSReader()
    reader.SetFileName(path)
    reader.UpdateInformation()
    reader.EnableAllBases()
    reader.EnableAllPointArrays()
    reader.EnableAllCellArrays()
    reader.DoublePrecisionMeshOn()
    reader.Update()
    output = reader.GetOutput()
    if output is None or output.GetNumberOfBlocks() != 1:
        fail(f"{path}: expected one base")
    base = output.GetBlock(0)
    name_key = vtk.vtkCompositeDataSet.NAME()
    return {base.GetMetaData(i).Get(name_key): base.GetBlock(i) for i in range(base.GetNumberOfBlocks())}
