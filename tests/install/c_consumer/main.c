/* Writes a small partitioned file through the installed C API (pcgns.h, libpcgns.so) and
 * checks each call's status; built both with CMake (pcgns::c) and with pkg-config.
 *
 *   pcgns_c_consumer FILE.cgns
 */
#include <mpi.h>
#include <pcgns.h>
#include <stdio.h>
#include <unistd.h>

#define CHECK(call)                                                          \
  if ((call) != PCGNS_OK) {                                                  \
    fprintf(stderr, "pcgns_c_consumer: %s: %s\n", #call, pcgns_get_error()); \
    MPI_Abort(MPI_COMM_WORLD, 1);                                            \
  }

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  if (argc != 2) {
    fprintf(stderr, "usage: pcgns_c_consumer FILE.cgns\n");
    MPI_Abort(MPI_COMM_WORLD, 64);
  }
  int fn, B, Z, C, S, F;
  const pcgns_size_t size[3] = {8, 1, 0}, lo = 1, hi = 8, one = 1;
  const double x[8] = {0, 1, 0, 1, 0, 1, 0, 1}, density = 1.25;
  const pcgns_size_t hexa[8] = {1, 2, 4, 3, 5, 6, 8, 7};
  CHECK(pcgns_open(argv[1], PCGNS_MODE_WRITE, &fn));
  CHECK(pcgns_base_write(fn, "Base", 3, 3, &B));
  CHECK(pcgns_zone_write(fn, B, "Cube", size, PCGNS_Unstructured, &Z));
  CHECK(pcgns_coord_write(fn, B, Z, PCGNS_RealDouble, "CoordinateX", &C));
  CHECK(pcgns_section_write(fn, B, Z, "Hexa", PCGNS_HEXA_8, 1, 1, 0, &S));
  CHECK(pcgns_coord_write_data(fn, B, Z, C, &lo, &hi, x));
  CHECK(pcgns_elements_write_data(fn, B, Z, S, 1, 1, hexa));
  CHECK(pcgns_sol_write(fn, B, Z, "CellData", PCGNS_CellCenter, &S));
  CHECK(pcgns_field_write(fn, B, Z, S, PCGNS_RealDouble, "Density", &F));
  CHECK(pcgns_field_write_data(fn, B, Z, S, F, &one, &one, &density));
  CHECK(pcgns_close(fn));
  if (pcgns_close(fn) != PCGNS_ERROR || access(argv[1], R_OK) != 0) {
    fprintf(stderr, "pcgns_c_consumer: %s was not written, or a second close succeeded\n", argv[1]);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  printf("pcgns_c_consumer: wrote %s\n", argv[1]);
  MPI_Finalize();
  return 0;
}
