/* pcgns-capi-bench: one C program timing a write through the official parallel CGNS calls,
 * compiled against pcgns (pcgns_ names, the default) or against the official parallel
 * library (cg_/cgp_ names, -DBENCH_OFFICIAL; scripts/bench-capi builds that one), so the
 * two libraries run exactly the same sequence of calls (issue 25, "Figures").
 *
 *   mpiexec -n 4 pcgns-capi-bench --scenario S --mode M [--mib X] [--zones N] [--dir D]
 *                                 [--keep] [--cgns-version V]
 * scenarios (every zone: HEXA_8 cells, 3 coordinates and 4 vertex fields in double, and
 * the connectivity, 8 arrays of the same byte size):
 *   zone-per-rank    one zone per rank; each array X MiB in total over the ranks (256)
 *   zones-per-rank   16 zones per rank; each array X MiB (0.5)
 *   create           N small zones (1,000) of one cell each, their owners round robin
 * modes: pcgns (the pcgns build), pcgns-flushed (the same calls plus a pcgns_queue_flush
 * after the structure calls, so that large data calls are written at once, not copied:
 * the one pcgns-only call, which the official library has no use for since its data
 * calls write at once), independent and collective (the official build's cgp_pio_mode),
 * mpiio (either build: MPI_File_write_at_all of the same bytes, one contiguous block per
 * rank, the library unused).
 *
 * A run times open to close, the file synced to disk (pcgns syncs at close, the others do
 * not: rank 0 fsyncs every file, so all pay the same durability), slowest rank. Rank 0
 * prints one line of key=value pairs; scripts/bench-capi takes the medians.
 *
 * pcgns-cxx-bench (cxx_bench.cpp) writes the same file through the C++ ParallelWriter, for
 * the C API / C++ ratio; ctest bench.cxx_same_file compares the two files, so a change to
 * the layout here belongs there too. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_bench_prefix.h"

#define CHECK(call)                                                                     \
  do {                                                                                  \
    if ((call) != BENCH_OK) {                                                           \
      fprintf(stderr, "pcgns-capi-bench (%s): %s\n", BENCH_LIBRARY, bench_get_error()); \
      MPI_Abort(MPI_COMM_WORLD, 70);                                                    \
    }                                                                                   \
  } while (0)

enum { kFields = 4, kZonesPerRank = 16 };
static const char* const kCoordNames[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
static const char* const kFieldNames[kFields] = {"VelocityX", "VelocityY", "VelocityZ", "Pressure"};

typedef enum { MODE_PCGNS, MODE_INDEPENDENT, MODE_COLLECTIVE, MODE_MPIIO, MODE_PCGNS_FLUSHED } Mode;
typedef enum { ZONE_PER_RANK, ZONES_PER_RANK, CREATE } Scenario;

typedef struct {
  Scenario scenario;
  Mode mode;
  double mib;
  int zones_given, keep;
  float cgns_version;
  const char *dir, *scenario_name, *mode_name;
} Options;

/* Every zone has the same size: `cells` disjoint unit hexahedra, 8 vertices each, so each
 * array (coordinate, field, connectivity) holds `vertices` 8-byte values. */
typedef struct {
  int rank, ranks, zones;
  int64_t cells, vertices;
} Layout;

/* The data of one zone, shared by all the zones a rank owns (the values do not matter to
 * the bandwidth, only their bytes). */
typedef struct {
  double* coords[3];
  double* field;
  bench_size_t* connectivity;
} ZoneData;

static int owner(const Options* o, const Layout* l, int zone) {
  switch (o->scenario) {
    case ZONE_PER_RANK: return zone;
    case ZONES_PER_RANK: return zone / kZonesPerRank;
    default: return zone % l->ranks;
  }
}

static Layout layout_of(const Options* o, int rank, int ranks) {
  Layout l = {rank, ranks, 0, 1, 8};
  double array_bytes = o->mib * 1048576.0;
  switch (o->scenario) {
    case ZONE_PER_RANK:
      l.zones = ranks;
      array_bytes /= ranks;
      break;
    case ZONES_PER_RANK: l.zones = kZonesPerRank * ranks; break;
    default: l.zones = o->zones_given; array_bytes = 64; /* one cell */
  }
  l.cells = (int64_t)(array_bytes / 64.0);
  if (l.cells < 1) l.cells = 1;
  l.vertices = 8 * l.cells;
  return l;
}

static ZoneData make_zone_data(const Layout* l) {
  static const int corner[8] = {0, 1, 3, 2, 4, 5, 7, 6}; /* HEXA_8 order of the (x,y,z) bit corners */
  ZoneData d;
  const size_t n = (size_t)l->vertices;
  for (int a = 0; a < 3; ++a) d.coords[a] = malloc(n * sizeof(double));
  d.field = malloc(n * sizeof(double));
  d.connectivity = malloc(n * sizeof(bench_size_t));
  if (!d.coords[0] || !d.coords[1] || !d.coords[2] || !d.field || !d.connectivity) {
    fprintf(stderr, "pcgns-capi-bench: out of memory for %lld values per array\n", (long long)n);
    MPI_Abort(MPI_COMM_WORLD, 70);
  }
  for (int64_t v = 0; v < l->vertices; ++v) {
    const int64_t cell = v / 8, bits = v % 8;
    d.coords[0][v] = (double)(2 * cell + (bits & 1));
    d.coords[1][v] = (double)((bits >> 1) & 1);
    d.coords[2][v] = (double)((bits >> 2) & 1);
    d.field[v] = 0.5 * (double)v;
    d.connectivity[v] = 8 * cell + corner[bits] + 1;
  }
  return d;
}

static void free_zone_data(ZoneData* d) {
  for (int a = 0; a < 3; ++a) free(d->coords[a]);
  free(d->field);
  free(d->connectivity);
}

typedef struct {
  int B, Z, C[3], S, Sol, F[kFields];
} ZoneIds;

/* Structure: collective, the same calls on every rank. */
static void define_zone(int fn, int B, const Layout* l, int zone, ZoneIds* ids) {
  char name[33];
  snprintf(name, sizeof name, "Zone_%d", zone);
  const bench_size_t size[3] = {l->vertices, l->cells, 0};
  ids->B = B;
  CHECK(BENCH_CG(zone_write)(fn, B, name, size, BENCH_ENUM(Unstructured), &ids->Z));
  for (int a = 0; a < 3; ++a)
    CHECK(BENCH_CGP(coord_write)(fn, B, ids->Z, BENCH_ENUM(RealDouble), kCoordNames[a], &ids->C[a]));
  CHECK(BENCH_CGP(section_write)(fn, B, ids->Z, "Hexa", BENCH_ENUM(HEXA_8), 1, l->cells, 0, &ids->S));
  CHECK(BENCH_CG(sol_write)(fn, B, ids->Z, "FlowSolution", BENCH_ENUM(Vertex), &ids->Sol));
  for (int f = 0; f < kFields; ++f)
    CHECK(BENCH_CGP(field_write)(fn, B, ids->Z, ids->Sol, BENCH_ENUM(RealDouble), kFieldNames[f], &ids->F[f]));
}

/* Data: the owner passes its values, and in collective mode every other rank takes part
 * with NULL (the official collective mode needs all ranks in every call). */
static void write_zone_data(int fn, const ZoneIds* ids, const Layout* l, const ZoneData* d, int mine) {
  const bench_size_t rmin = 1, rmax = l->vertices;
  for (int a = 0; a < 3; ++a)
    CHECK(BENCH_CGP(coord_write_data)(fn, ids->B, ids->Z, ids->C[a], &rmin, &rmax, mine ? d->coords[a] : NULL));
  for (int f = 0; f < kFields; ++f)
    CHECK(BENCH_CGP(field_write_data)(fn, ids->B, ids->Z, ids->Sol, ids->F[f], &rmin, &rmax, mine ? d->field : NULL));
  CHECK(BENCH_CGP(elements_write_data)(fn, ids->B, ids->Z, ids->S, 1, l->cells, mine ? d->connectivity : NULL));
}

static void write_cgns(const Options* o, const Layout* l, const ZoneData* d, const char* file) {
#ifdef BENCH_OFFICIAL
  CHECK(cgp_pio_mode(o->mode == MODE_INDEPENDENT ? CGP_INDEPENDENT : CGP_COLLECTIVE));
#else
  if (o->cgns_version > 0) CHECK(pcgns_set_cgns_version(o->cgns_version));
#endif
  ZoneIds* ids = malloc(sizeof(ZoneIds) * (size_t)l->zones);
  int fn, B;
  CHECK(BENCH_CGP(open)(file, BENCH_MODE_WRITE, &fn));
  CHECK(BENCH_CG(base_write)(fn, "Base", 3, 3, &B));
  for (int z = 0; z < l->zones; ++z) define_zone(fn, B, l, z, &ids[z]);
  if (o->mode == MODE_PCGNS_FLUSHED) CHECK(bench_queue_flush(fn));
  for (int z = 0; z < l->zones; ++z) {
    const int mine = owner(o, l, z) == l->rank;
    if (mine || o->mode == MODE_COLLECTIVE) write_zone_data(fn, &ids[z], l, d, mine);
  }
  CHECK(bench_queue_flush(fn));
  CHECK(BENCH_CGP(close)(fn));
  free(ids);
}

/* The same bytes as the CGNS file's arrays, each rank's in one block at its offset. */
static void write_mpiio(const Options* o, const Layout* l, const ZoneData* d, const char* file) {
  int owned = 0;
  for (int z = 0; z < l->zones; ++z) owned += owner(o, l, z) == l->rank;
  const size_t array_bytes = (size_t)l->vertices * 8, zone_bytes = 8 * array_bytes;
  const size_t bytes = (size_t)owned * zone_bytes;
  char* block = malloc(bytes > 0 ? bytes : 1);
  for (int k = 0; k < owned; ++k) {
    char* at = block + (size_t)k * zone_bytes;
    for (int a = 0; a < 3; ++a) memcpy(at + (size_t)a * array_bytes, d->coords[a], array_bytes);
    for (int f = 0; f < kFields; ++f) memcpy(at + (size_t)(3 + f) * array_bytes, d->field, array_bytes);
    memcpy(at + 7 * array_bytes, d->connectivity, array_bytes);
  }
  long long offset = 0, mine = (long long)bytes;
  MPI_Exscan(&mine, &offset, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
  if (l->rank == 0) offset = 0;
  MPI_File fh;
  /* One call per rank: a block is far below 2 GiB on the sizes this program is run at. */
  if (MPI_File_open(MPI_COMM_WORLD, file, MPI_MODE_CREATE | MPI_MODE_WRONLY, MPI_INFO_NULL, &fh) != MPI_SUCCESS ||
      MPI_File_write_at_all(fh, (MPI_Offset)offset, block, (int)bytes, MPI_BYTE, MPI_STATUS_IGNORE) != MPI_SUCCESS ||
      MPI_File_close(&fh) != MPI_SUCCESS) {
    fprintf(stderr, "pcgns-capi-bench: cannot write '%s' through MPI-IO\n", file);
    MPI_Abort(MPI_COMM_WORLD, 74);
  }
  free(block);
}

/* Through MPI-IO on this rank alone (MPI_File_sync is an fsync), to stay within C99. */
static void sync_file(const char* file) {
  MPI_File fh;
  if (MPI_File_open(MPI_COMM_SELF, file, MPI_MODE_RDWR, MPI_INFO_NULL, &fh) != MPI_SUCCESS ||
      MPI_File_sync(fh) != MPI_SUCCESS || MPI_File_close(&fh) != MPI_SUCCESS) {
    fprintf(stderr, "pcgns-capi-bench: cannot sync '%s'\n", file);
    MPI_Abort(MPI_COMM_WORLD, 74);
  }
}

static void run(const Options* o) {
  int rank, ranks;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  const Layout l = layout_of(o, rank, ranks);
  ZoneData d = make_zone_data(&l);
  char file[4096];
  snprintf(file, sizeof file, "%s/capi_bench_%s_%s_%s.%s", o->dir, BENCH_LIBRARY, o->scenario_name, o->mode_name,
           o->mode == MODE_MPIIO ? "bin" : "cgns");
  if (rank == 0) remove(file);

  MPI_Barrier(MPI_COMM_WORLD);
  const double start = MPI_Wtime();
  if (o->mode == MODE_MPIIO) write_mpiio(o, &l, &d, file);
  else write_cgns(o, &l, &d, file);
  if (rank == 0) sync_file(file);
  MPI_Barrier(MPI_COMM_WORLD);
  const double seconds = MPI_Wtime() - start;

  const double bytes = 8.0 * (double)l.vertices * 8.0 * (double)l.zones;
  if (rank == 0) {
    printf(
        "library=%s scenario=%s mode=%s ranks=%d zones=%d array_values=%lld bytes=%.0f seconds=%.6f mib_per_s=%.1f\n",
        BENCH_LIBRARY, o->scenario_name, o->mode_name, ranks, l.zones, (long long)l.vertices, bytes, seconds,
        bytes / 1048576.0 / seconds);
    if (o->keep) printf("file=%s\n", file);
    else remove(file);
  }
  free_zone_data(&d);
}

static int usage(int rank, const char* why) {
  if (rank == 0)
    fprintf(stderr,
            "pcgns-capi-bench: %s\nusage: pcgns-capi-bench --scenario zone-per-rank|zones-per-rank|create "
            "--mode pcgns|pcgns-flushed|independent|collective|mpiio [--mib X] [--zones N] [--dir DIR] [--keep] "
            "[--cgns-version V]\n",
            why);
  return 64;
}

static int parse(int argc, char** argv, int rank, Options* o) {
  static const char* const scenarios[] = {"zone-per-rank", "zones-per-rank", "create"};
  static const char* const modes[] = {"pcgns", "independent", "collective", "mpiio", "pcgns-flushed"};
  int scenario = -1, mode = -1;
  for (int i = 1; i < argc; ++i) {
    const char* value = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(argv[i], "--keep") == 0) {
      o->keep = 1;
      continue;
    }
    if (!value) return usage(rank, "an option is missing its value");
    if (strcmp(argv[i], "--scenario") == 0) {
      for (int k = 0; k < 3; ++k)
        if (strcmp(value, scenarios[k]) == 0) scenario = k;
    } else if (strcmp(argv[i], "--mode") == 0) {
      for (int k = 0; k < 5; ++k)
        if (strcmp(value, modes[k]) == 0) mode = k;
    } else if (strcmp(argv[i], "--mib") == 0) o->mib = atof(value);
    else if (strcmp(argv[i], "--zones") == 0) o->zones_given = atoi(value);
    else if (strcmp(argv[i], "--dir") == 0) o->dir = value;
    else if (strcmp(argv[i], "--cgns-version") == 0) o->cgns_version = (float)atof(value);
    else return usage(rank, "unknown option");
    ++i;
  }
  if (scenario < 0 || mode < 0) return usage(rank, "--scenario and --mode take one of the values below");
  o->scenario = (Scenario)scenario;
  o->mode = (Mode)mode;
  o->scenario_name = scenarios[scenario];
  o->mode_name = modes[mode];
  const int official = strcmp(BENCH_LIBRARY, "official") == 0;
  const int pcgns_mode = o->mode == MODE_PCGNS || o->mode == MODE_PCGNS_FLUSHED;
  if (o->mode != MODE_MPIIO && pcgns_mode == official)
    return usage(rank, official ? "this build runs the official library: --mode independent, collective or mpiio"
                                : "this build runs pcgns: --mode pcgns, pcgns-flushed or mpiio");
  if (o->mib <= 0) o->mib = o->scenario == ZONE_PER_RANK ? 256 : 0.5;
  if (o->zones_given <= 0) o->zones_given = 1000;
  return 0;
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  Options o = {ZONE_PER_RANK, MODE_PCGNS, 0, 0, 0, 0.0f, ".", "", ""};
  const int code = parse(argc, argv, rank, &o);
  if (code == 0) run(&o);
  MPI_Finalize();
  return code;
}
