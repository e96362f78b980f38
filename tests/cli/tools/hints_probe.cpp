// Prints the MPI-IO hints an MPI library really uses for a new file: opens (creates)
// the file named by argv[1] with MPI_File_open and prints MPI_File_get_info as
// key=value lines from rank 0. The bats tests run it with ROMIO_HINTS pointing at
// pcgns-stripe's output to check that the MPI library accepts and applies the file.
//
// Open MPI 4.1 returns only the user's own info from MPI_File_get_info, not what its
// ROMIO component read from ROMIO_HINTS; there the tests also set ROMIO_PRINT_HINTS=1,
// which makes ROMIO print "key = K value = V" lines for the file it opened.
#include <mpi.h>

#include <cstdio>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
    MPI_Abort(MPI_COMM_WORLD, 64);
  }
  MPI_File file;
  if (MPI_File_open(MPI_COMM_WORLD, argv[1], MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &file) != MPI_SUCCESS) {
    std::fprintf(stderr, "%s: cannot open %s\n", argv[0], argv[1]);
    MPI_Abort(MPI_COMM_WORLD, 73);
  }
  MPI_Info info;
  MPI_File_get_info(file, &info);
  int rank = 0, keys = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Info_get_nkeys(info, &keys);
  for (int i = 0; i < keys && rank == 0; ++i) {
    char key[MPI_MAX_INFO_KEY + 1] = {};
    char value[MPI_MAX_INFO_VAL + 1] = {};
    int found = 0;
    MPI_Info_get_nthkey(info, i, key);
    MPI_Info_get(info, key, MPI_MAX_INFO_VAL, value, &found);
    if (found) std::printf("%s=%s\n", key, value);
  }
  MPI_Info_free(&info);
  MPI_File_close(&file);
  MPI_Finalize();
  return 0;
}
