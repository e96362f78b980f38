# Spack recipe for pcgns. Copy it into a Spack repository as packages/pcgns/package.py
# (`spack repo create myrepo && spack repo add myrepo`), then, in a pcgns source tree,
# `spack dev-build pcgns@main` -- or set `git` below to the repository you build from and
# `spack install pcgns`. The variants are the CMake options:
#   shared  -> PCGNS_SHARED_LIBRARY  (libpcgns.so and the C API, pcgns.h)
#   fortran -> PCGNS_FORTRAN         (the Fortran module)
#   tests   -> PCGNS_BUILD_TESTS     (the test suites; need GoogleTest and bats)
from spack.package import *


class Pcgns(CMakePackage):
    """Parallel CGNS file workflows over MPI-IO and parallel HDF5: pcgns-merge gathers
    file-per-process output into one CGNS file, pcgns-split repartitions it for a restart,
    pcgns-bench measures I/O patterns, pcgns-stripe recommends striping and hints."""

    # No public address yet: point these at the repository you build from.
    homepage = "https://example.invalid/pcgns"
    git = "https://example.invalid/pcgns.git"

    version("main", branch="main")

    variant("shared", default=True, description="Also build libpcgns.so and its C API (pcgns.h), for C solvers")
    variant("fortran", default=False, description="Build the Fortran module over the C API")
    variant("tests", default=False, description="Build the test suites (needs GoogleTest)")

    conflicts("+fortran", when="~shared", msg="the Fortran module calls the C API of the shared library")

    depends_on("cmake@3.25:", type="build")
    depends_on("pkgconfig", type="build")
    depends_on("mpi")
    depends_on("hdf5@1.10:+mpi")
    depends_on("cli11@2:")
    depends_on("nlohmann-json@3.10:")
    depends_on("metis@5:")
    depends_on("scotch+mpi")
    depends_on("googletest", when="+tests")
    depends_on("python", type="run")  # pcgns-bench-plot
    depends_on("py-matplotlib", type="run")

    def cmake_args(self):
        return [
            self.define_from_variant("PCGNS_SHARED_LIBRARY", "shared"),
            self.define_from_variant("PCGNS_FORTRAN", "fortran"),
            self.define_from_variant("PCGNS_BUILD_TESTS", "tests"),
        ]
