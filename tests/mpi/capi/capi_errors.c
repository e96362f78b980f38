/* Bad input through the C API, with any number of ranks: every case must return
 * PCGNS_ERROR with a message saying what is wrong -- on every rank where the official
 * library's collective semantics demand it -- never crash or hang, and leave no file
 * under the requested name.
 *
 *   capi_errors DIR
 *
 * Exit 0 when every case behaved; else one line per failed expectation and exit 1. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "pcgns.h"

static int failures = 0;
static int rank = 0, ranks = 1;
static char dir[2048];

static void expect(int ok, int line, const char* what) {
  if (ok) return;
  fprintf(stderr, "capi_errors: rank %d: line %d: %s (last error: '%s')\n", rank, line, what, pcgns_get_error());
  ++failures;
}
#define EXPECT(cond) expect((cond), __LINE__, #cond)
/* The call failed and its message names `text`. */
#define EXPECT_ERROR(call, text) \
  expect((call) == PCGNS_ERROR && strstr(pcgns_get_error(), (text)) != NULL, __LINE__, #call " -> " text)
/* As EXPECT_ERROR, for a `text` that is not a literal. */
#define EXPECT_ERROR_NAMING(call, text) \
  expect((call) == PCGNS_ERROR && strstr(pcgns_get_error(), (text)) != NULL, __LINE__, #call)
#define EXPECT_OK(call) expect((call) == PCGNS_OK, __LINE__, #call)

static const char* path(const char* name) {
  static char buffer[4096];
  snprintf(buffer, sizeof buffer, "%s/%s", dir, name);
  return buffer;
}

/* Removes what an earlier run left under `name`, so that "no file" is this run's doing. */
static void remove_stale(const char* name) {
  if (rank == 0) unlink(path(name));
  MPI_Barrier(MPI_COMM_WORLD);
}

/* Opens `name` with one base and one 8-vertex unstructured zone with CoordinateX. */
static int open_case(const char* name, int* B, int* Z, int* C) {
  int fn = 0;
  const pcgns_size_t size[3] = {8, 1, 0};
  remove_stale(name);
  EXPECT_OK(pcgns_open(path(name), PCGNS_MODE_WRITE, &fn));
  EXPECT_OK(pcgns_base_write(fn, "Base", 3, 3, B));
  EXPECT_OK(pcgns_zone_write(fn, *B, "Zone", size, PCGNS_Unstructured, Z));
  EXPECT_OK(pcgns_coord_write(fn, *B, *Z, PCGNS_RealDouble, "CoordinateX", C));
  return fn;
}

static void expect_no_file(const char* name) {
  MPI_Barrier(MPI_COMM_WORLD);
  expect(access(path(name), F_OK) != 0, __LINE__, "nothing under the requested name after an error");
}

static void data_after_close(void) {
  int B, Z, C;
  const int fn = open_case("closed.cgns", &B, &Z, &C);
  const pcgns_size_t lo = 1, hi = 8;
  const double x[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  EXPECT_OK(pcgns_coord_write_data(fn, B, Z, C, &lo, &hi, x));
  EXPECT_OK(pcgns_close(fn));
  EXPECT_ERROR(pcgns_coord_write_data(fn, B, Z, C, &lo, &hi, x), "is not open");
  EXPECT_ERROR(pcgns_close(fn), "is not open");
  EXPECT(access(path("closed.cgns"), F_OK) == 0);
}

static void unknown_base_in_structure_call(void) {
  int B, Z, C, Z2 = 0;
  const int fn = open_case("unknown_base.cgns", &B, &Z, &C);
  const pcgns_size_t size[3] = {8, 1, 0};
  EXPECT_ERROR(pcgns_zone_write(fn, 7, "Other", size, PCGNS_Unstructured, &Z2), "no base 7");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("unknown_base.cgns");
}

/* Rank 0 alone names a zone that does not exist: it fails at once, the others at the flush. */
static void unknown_zone_in_data_call_on_one_rank(void) {
  int B, Z, C;
  const int fn = open_case("unknown_zone.cgns", &B, &Z, &C);
  const pcgns_size_t lo = 1, hi = 2;
  const double x[2] = {1, 2};
  if (rank == 0) EXPECT_ERROR(pcgns_coord_write_data(fn, B, 9, C, &lo, &hi, x), "no zone 9");
  EXPECT_ERROR(pcgns_queue_flush(fn), "rank 0");
  EXPECT(strstr(pcgns_get_error(), "no zone 9") != NULL);
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("unknown_zone.cgns");
}

static void unknown_solution_and_field(void) {
  int B, Z, C, S, F;
  const int fn = open_case("unknown_field.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_sol_write(fn, B, Z, "Flow", PCGNS_Vertex, &S));
  EXPECT_OK(pcgns_field_write(fn, B, Z, S, PCGNS_RealDouble, "Pressure", &F));
  const pcgns_size_t lo = 1, hi = 8;
  const double p[8] = {0};
  EXPECT_ERROR(pcgns_field_write_data(fn, B, Z, S, F + 1, &lo, &hi, p), "no field 2");
  EXPECT_ERROR(pcgns_field_write_data(fn, B, Z, S + 1, F, &lo, &hi, p), "no solution 2");
  EXPECT_ERROR(pcgns_elements_write_data(fn, B, Z, 1, 1, 1, NULL), "no section 1");
  EXPECT_ERROR(pcgns_close(fn), "no field 2");
  expect_no_file("unknown_field.cgns");
}

static void ranges_outside_the_array(void) {
  int B, Z, C, S;
  const int fn = open_case("ranges.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Cells", PCGNS_HEXA_8, 1, 1, 0, &S));
  const double x[9] = {0};
  const pcgns_size_t one = 1, two = 2, eight = 8, nine = 9, zero = 0;
  EXPECT_ERROR(pcgns_coord_write_data(fn, B, Z, C, &one, &nine, x), "not inside");
  EXPECT_ERROR(pcgns_coord_write_data(fn, B, Z, C, &zero, &two, x), "not inside");
  EXPECT_ERROR(pcgns_coord_write_data(fn, B, Z, C, &eight, &two, x), "rmin > rmax");
  const pcgns_size_t nodes[16] = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_ERROR(pcgns_elements_write_data(fn, B, Z, S, 1, 2, nodes), "not inside the section's 1 .. 1");
  EXPECT_ERROR(pcgns_queue_flush(fn), "not inside");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("ranges.cgns");
}

static void structure_differs_between_ranks(void) {
  int B, Z, C, Z2 = 0;
  const int fn = open_case("differs.cgns", &B, &Z, &C);
  const pcgns_size_t size[3] = {8, 1, 0};
  const char* name = rank == ranks - 1 && ranks > 1 ? "Odd" : "Even";
  const int result = pcgns_zone_write(fn, B, name, size, PCGNS_Unstructured, &Z2);
  if (ranks > 1) {
    expect(result == PCGNS_ERROR && strstr(pcgns_get_error(), "differs between ranks") != NULL, __LINE__,
           "a structure call with different arguments on different ranks fails everywhere");
    EXPECT_ERROR(pcgns_close(fn), "abandoned");
    expect_no_file("differs.cgns");
  } else {
    EXPECT(result == PCGNS_OK);
    EXPECT_OK(pcgns_close(fn));
  }
}

/* After an iflush (in the background where MPI_THREAD_MULTIPLE allows), the last rank
 * waits while the others define a solution: every rank gets the mismatch, none hangs. */
static void call_differs_after_iflush(void) {
  int B, Z, C, S = 0;
  const int fn = open_case("differs_after_iflush.cgns", &B, &Z, &C);
  const pcgns_size_t lo = 1, hi = 8;
  const double x[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  if (rank == 0) EXPECT_OK(pcgns_coord_write_data(fn, B, Z, C, &lo, &hi, x));
  EXPECT_OK(pcgns_queue_iflush(fn));
  if (ranks == 1) {
    EXPECT_OK(pcgns_queue_wait(fn));
    EXPECT_OK(pcgns_close(fn));
    return;
  }
  const int result = rank == ranks - 1 ? pcgns_queue_wait(fn) : pcgns_sol_write(fn, B, Z, "Flow", PCGNS_Vertex, &S);
  expect(result == PCGNS_ERROR && strstr(pcgns_get_error(), "differs between ranks") != NULL, __LINE__,
         "different collective calls after an iflush fail everywhere");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("differs_after_iflush.cgns");
}

/* Sections 1 .. 1 and `second_start` .. 3: the Element numbering, one id per element of
 * the zone, has no place for an id (a gap) or two (an overlap), written or read. */
static void element_numbering_over(const char* name, pcgns_size_t second_start, const char* text) {
  int B, Z, C, S1, S2, fn = 0;
  const pcgns_size_t ids[3] = {1, 2, 3};
  fn = open_case(name, &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "First", PCGNS_HEXA_8, 1, 1, 0, &S1));
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Second", PCGNS_HEXA_8, second_start, 3, 0, &S2));
  EXPECT_ERROR_NAMING(pcgns_global_numbering_write(fn, B, Z, PCGNS_NumberingElement, 3, ids), text);
  EXPECT(strstr(pcgns_get_error(), "node '/Base/Zone'") != NULL);
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file(name);
  /* The same sections without a numbering, read. */
  fn = open_case(name, &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "First", PCGNS_HEXA_8, 1, 1, 0, &S1));
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Second", PCGNS_HEXA_8, second_start, 3, 0, &S2));
  EXPECT_OK(pcgns_close(fn));
  pcgns_size_t read[3];
  EXPECT_OK(pcgns_open(path(name), PCGNS_MODE_READ, &fn));
  EXPECT_ERROR_NAMING(pcgns_global_numbering_read(fn, 1, 1, PCGNS_NumberingElement, 3, read), text);
  EXPECT(strstr(pcgns_get_error(), name) != NULL);
  EXPECT_ERROR_NAMING(pcgns_close(fn), text);
}

static void element_numbering_needs_tiling_sections(void) {
  element_numbering_over("numbering_gap.cgns", 3, "leave out element 2");
  element_numbering_over("numbering_overlap.cgns", 1, "overlap at element 1");
}

/* The file of a failed structure call is abandoned: its close fails and leaves no file. */
static void expect_abandoned(int fn, const char* name) {
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file(name);
}

static void boco_errors(void) {
  int B, Z, C, BC = 0, fn = 0;
  const pcgns_size_t list[2] = {1, 2}, outside[2] = {1, 9}, reversed[2] = {5, 2};
  fn = open_case("boco_zone.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_boco_write(fn, B, 9, "Wall", PCGNS_BCWall, PCGNS_PointList, 2, list, &BC), "no zone 9");
  expect_abandoned(fn, "boco_zone.cgns");
  fn = open_case("boco_outside.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_boco_write(fn, B, Z, "Wall", PCGNS_BCWall, PCGNS_PointList, 2, outside, &BC), "outside 1 .. 8");
  EXPECT(strstr(pcgns_get_error(), "node '/Base/Zone/ZoneBC/Wall'") != NULL);
  EXPECT(strstr(pcgns_get_error(), path("boco_outside.cgns")) != NULL);
  expect_abandoned(fn, "boco_outside.cgns");
  fn = open_case("boco_reversed.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_boco_write(fn, B, Z, "Wall", PCGNS_BCWall, PCGNS_PointRange, 2, reversed, &BC),
               "begins after it ends");
  expect_abandoned(fn, "boco_reversed.cgns");
  fn = open_case("boco_type.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_boco_write(fn, B, Z, "Wall", PCGNS_BCWall, PCGNS_PointRange, 3, list, &BC), "3 points");
  expect_abandoned(fn, "boco_type.cgns");
  /* The last rank gives other points: a collective call that differs between ranks. */
  fn = open_case("boco_differs.cgns", &B, &Z, &C);
  const pcgns_size_t other[2] = {1, 3};
  const int result = pcgns_boco_write(fn, B, Z, "Wall", PCGNS_BCWall, PCGNS_PointList, 2,
                                      ranks > 1 && rank == ranks - 1 ? other : list, &BC);
  if (ranks > 1) {
    expect(result == PCGNS_ERROR && strstr(pcgns_get_error(), "differs between ranks") != NULL, __LINE__,
           "BC points that differ between ranks fail everywhere");
    expect_abandoned(fn, "boco_differs.cgns");
  } else {
    EXPECT(result == PCGNS_OK && BC == 1);
    EXPECT_OK(pcgns_close(fn));
  }
}

/* Failed gotos are local and leave the file usable; a write under a failed goto fails. */
static void goto_errors(void) {
  int B, Z, C, fn = 0;
  fn = open_case("goto.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_goto(fn, B, "BaseIterativeData_t", 1, "end"), "no BaseIterativeData_t 1");
  EXPECT(strstr(pcgns_get_error(), "node '/Base'") != NULL);
  EXPECT_ERROR(pcgns_goto(fn, 3, "end"), "no base 3");
  EXPECT_ERROR(pcgns_gopath(fn, "/Base/Nowhere"), "no child 'Nowhere'");
  EXPECT_ERROR(pcgns_gopath(fn, "Zone"), "without a goto position");
  EXPECT_ERROR(pcgns_goto(fn, B, "Zone_t", 1, "..", 0, "..", 0, "end"), "cannot go above the base");
  EXPECT_OK(pcgns_goto(fn, B, "Zone_t", Z, "end"));
  EXPECT_OK(pcgns_gopath(fn, "GridCoordinates"));
  EXPECT_OK(pcgns_descriptor_write("Note", "under the coordinates"));
  EXPECT_OK(pcgns_close(fn));
  /* Every rank's goto fails: the write has no position, on every rank. */
  fn = open_case("goto_failed.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_gopath(fn, "/Base/Zone/Nowhere"), "no child 'Nowhere'");
  EXPECT_ERROR(pcgns_descriptor_write("Note", "text"), "no goto position");
  expect_abandoned(fn, "goto_failed.cgns");
  /* The last rank's goto fails: the positions differ between ranks. */
  fn = open_case("goto_differs.cgns", &B, &Z, &C);
  const int moved = ranks > 1 && rank == ranks - 1 ? pcgns_gopath(fn, "/Base/Nowhere") : pcgns_gopath(fn, "/Base");
  EXPECT(moved == (ranks > 1 && rank == ranks - 1 ? PCGNS_ERROR : PCGNS_OK));
  if (ranks > 1) {
    EXPECT_ERROR(pcgns_descriptor_write("Note", "text"), "differs between ranks");
    expect_abandoned(fn, "goto_differs.cgns");
  } else {
    EXPECT_OK(pcgns_descriptor_write("Note", "text"));
    EXPECT_OK(pcgns_close(fn));
  }
}

static void iterative_and_array_errors(void) {
  int B, Z, C, fn = 0;
  const pcgns_size_t two = 2, zero = 0;
  const double times[2] = {0, 1}, other[2] = {0, 2};
  fn = open_case("biter_steps.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_biter_write(fn, B, "Steps", 0), "must be >= 1");
  EXPECT(strstr(pcgns_get_error(), "node '/Base/Steps'") != NULL);
  expect_abandoned(fn, "biter_steps.cgns");
  fn = open_case("ziter_twice.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_ziter_write(fn, B, Z, "ZoneIterativeData"));
  EXPECT_ERROR(pcgns_ziter_write(fn, B, Z, "Again"), "already has the ZoneIterativeData_t 'ZoneIterativeData'");
  expect_abandoned(fn, "ziter_twice.cgns");
  fn = open_case("array_dims.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_gopath(fn, "/Base"));
  EXPECT_ERROR(pcgns_array_write("TimeValues", PCGNS_RealDouble, 1, &zero, times), "each must be >= 1");
  expect_abandoned(fn, "array_dims.cgns");
  /* The last rank writes other values. */
  fn = open_case("array_differs.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_biter_write(fn, B, "BaseIterativeData", 2));
  EXPECT_OK(pcgns_goto(fn, B, "BaseIterativeData_t", 1, "end"));
  const int result =
      pcgns_array_write("TimeValues", PCGNS_RealDouble, 1, &two, ranks > 1 && rank == ranks - 1 ? other : times);
  if (ranks > 1) {
    expect(result == PCGNS_ERROR && strstr(pcgns_get_error(), "differs between ranks") != NULL, __LINE__,
           "array values that differ between ranks fail everywhere");
    expect_abandoned(fn, "array_differs.cgns");
  } else {
    EXPECT(result == PCGNS_OK);
    EXPECT_OK(pcgns_close(fn));
  }
}

/* Two quads of an NGON_n section of maxoffset 8: bad offsets fail at once, on the rank
 * that gives them, and at the next collective call everywhere. */
static void poly_errors(void) {
  int B, Z, C, S = 0, H = 0, fn = 0;
  const pcgns_size_t nodes[8] = {1, 2, 4, 3, 5, 6, 8, 7}, decreasing[3] = {0, 4, 2}, beyond[3] = {0, 4, 9};
  const pcgns_size_t good[3] = {0, 4, 8};
  fn = open_case("poly_type.cgns", &B, &Z, &C);
  EXPECT_ERROR(pcgns_poly_section_write(fn, B, Z, "Faces", PCGNS_HEXA_8, 1, 2, 8, 0, &S),
               "not MIXED, NGON_n or NFACE_n");
  expect_abandoned(fn, "poly_type.cgns");
  fn = open_case("poly_offsets.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_poly_section_write(fn, B, Z, "Faces", PCGNS_NGON_n, 1, 2, 8, 0, &S));
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Hexa", PCGNS_HEXA_8, 3, 3, 0, &H));
  if (rank == 0) {
    EXPECT_ERROR(pcgns_poly_elements_write_data(fn, B, Z, S, 1, 2, nodes, decreasing), "must not decrease");
    EXPECT(strstr(pcgns_get_error(), "node '/Base/Zone/Faces'") != NULL);
    EXPECT_ERROR(pcgns_poly_elements_write_data(fn, B, Z, S, 1, 2, nodes, beyond), "leave the connectivity's 0 .. 8");
    EXPECT_ERROR(pcgns_poly_elements_write_data(fn, B, Z, S, 2, 3, nodes, good), "not inside the section's 1 .. 2");
    EXPECT_ERROR(pcgns_poly_elements_write_data(fn, B, Z, H, 3, 3, nodes, good), "not a MIXED, NGON_n or NFACE_n");
  }
  EXPECT_ERROR(pcgns_queue_flush(fn), "rank 0");
  expect_abandoned(fn, "poly_offsets.cgns");
}

/* Parent data: bad values and ranges on rank 0 fail there at once and everywhere at the
 * flush; parent data first given after the first flush has no place in the file. */
static void parent_errors(void) {
  int B, Z, C, S = 0, fn = 0;
  const pcgns_size_t bad_position[8] = {1, 1, 0, 0, 7, 1, 0, 0}, bad_parent[4] = {-1, 0, 1, 0};
  const pcgns_size_t good[4] = {1, 0, 1, 0};
  fn = open_case("parents.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Quads", PCGNS_QUAD_4, 1, 2, 0, &S));
  if (rank == 0) {
    EXPECT_ERROR(pcgns_parent_data_write(fn, B, Z, S, 1, 2, bad_position), "parent position 7 at 5 is not 0 .. 6");
    EXPECT(strstr(pcgns_get_error(), "node '/Base/Zone/Quads'") != NULL);
    EXPECT_ERROR(pcgns_parent_data_write(fn, B, Z, S, 2, 2, bad_parent), "parent element -1 at 1 is not >= 0");
    EXPECT_ERROR(pcgns_parent_data_write(fn, B, Z, S, 2, 3, good), "not inside the section's 1 .. 2");
  }
  EXPECT_ERROR(pcgns_queue_flush(fn), "rank 0");
  expect_abandoned(fn, "parents.cgns");
  fn = open_case("parents_late.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Quads", PCGNS_QUAD_4, 1, 2, 0, &S));
  EXPECT_OK(pcgns_queue_flush(fn));
  EXPECT_ERROR(pcgns_parent_data_write(fn, B, Z, S, 1, 1, good), "no ParentElements in the file's skeleton");
  EXPECT_ERROR(pcgns_close(fn), "no ParentElements");
  expect_no_file("parents_late.cgns");
}

static void structure_after_flush(void) {
  int B, Z, C, S = 0;
  const int fn = open_case("late.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_queue_flush(fn));
  EXPECT_ERROR(pcgns_sol_write(fn, B, Z, "Late", PCGNS_Vertex, &S), "before the file's first pcgns_queue_flush");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("late.cgns");
}

/* A name taken by a node of another kind: the official library refuses the duplicate; a
 * builder must not replace the section by a solution (the section would be lost). */
static void name_taken_by_another_kind(void) {
  int B, Z, C, S, Sol = 0;
  const int fn = open_case("taken.cgns", &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Cells", PCGNS_HEXA_8, 1, 1, 0, &S));
  EXPECT_ERROR(pcgns_sol_write(fn, B, Z, "Cells", PCGNS_Vertex, &Sol), "taken by a node of label Elements_t");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("taken.cgns");
}

/* The same at the base's level, where zones are found by name through an index: a zone
 * may not replace the base's iterative data, written after many zones. */
static void zone_name_taken_by_another_kind(void) {
  int B, Z, C, Zn = 0;
  const int fn = open_case("zone_taken.cgns", &B, &Z, &C);
  const pcgns_size_t size[3] = {8, 1, 0};
  for (int z = 2; z <= 20; ++z) {
    char name[32];
    snprintf(name, sizeof name, "Many%02d", z);
    EXPECT_OK(pcgns_zone_write(fn, B, name, size, PCGNS_Unstructured, &Zn));
  }
  EXPECT_OK(pcgns_biter_write(fn, B, "Iterations", 2));
  EXPECT_ERROR(pcgns_zone_write(fn, B, "Iterations", size, PCGNS_Unstructured, &Zn),
               "taken by a node of label BaseIterativeData_t");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("zone_taken.cgns");
}

/* The same call on every rank, failing on one only (its result pointer is NULL): every
 * rank gets that rank's error from the call itself. */
static void structure_step_fails_on_one_rank(void) {
  int B, Z, C, Z2 = 0;
  const int fn = open_case("one_rank_step.cgns", &B, &Z, &C);
  const pcgns_size_t size[3] = {8, 1, 0};
  char rank_text[32];
  snprintf(rank_text, sizeof rank_text, "rank %d: ", ranks - 1);
  EXPECT_ERROR_NAMING(pcgns_zone_write(fn, B, "Second", size, PCGNS_Unstructured, rank == ranks - 1 ? NULL : &Z2),
                      rank_text);
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("one_rank_step.cgns");
}

/* Handles stay right when a zone is written again under its name (it keeps its place and
 * its handle, and gets new children) and after many zones: each zone's coordinate and
 * section handles reach that zone's own nodes. */
static void handles_after_rewrite(void) {
  int B, Z, C, Z2 = 0, C2 = 0, S = 0, again = 0;
  const int fn = open_case("rewrite.cgns", &B, &Z, &C);
  const pcgns_size_t size[3] = {8, 1, 0};
  EXPECT_OK(pcgns_zone_write(fn, B, "Other", size, PCGNS_Unstructured, &Z2));
  EXPECT(Z2 == 2);
  EXPECT_OK(pcgns_zone_write(fn, B, "Zone", size, PCGNS_Unstructured, &again));
  EXPECT(again == 1);
  EXPECT_OK(pcgns_coord_write(fn, B, again, PCGNS_RealDouble, "CoordinateY", &C2));
  EXPECT(C2 == 1); /* the rewritten zone starts without coordinates */
  for (int z = 3; z <= 40; ++z) {
    char name[32];
    int Zn = 0, Cn = 0;
    snprintf(name, sizeof name, "Many%02d", z);
    EXPECT_OK(pcgns_zone_write(fn, B, name, size, PCGNS_Unstructured, &Zn));
    EXPECT(Zn == z);
    EXPECT_OK(pcgns_coord_write(fn, B, Zn, PCGNS_RealDouble, "CoordinateX", &Cn));
    EXPECT(Cn == 1);
  }
  EXPECT_OK(pcgns_section_write(fn, B, 2, "Cells", PCGNS_HEXA_8, 1, 1, 0, &S));
  EXPECT(S == 1);
  /* Written again after the base's list of zones has grown (and moved in memory). */
  EXPECT_OK(pcgns_zone_write(fn, B, "Many07", size, PCGNS_Unstructured, &again));
  EXPECT(again == 7);
  char zone_name[64] = "";
  pcgns_size_t read_size[3] = {0, 0, 0};
  EXPECT_OK(pcgns_zone_read(fn, B, 2, zone_name, read_size));
  EXPECT(strcmp(zone_name, "Other") == 0);
  EXPECT_OK(pcgns_zone_read(fn, B, 40, zone_name, read_size));
  EXPECT(strcmp(zone_name, "Many40") == 0);
  EXPECT_OK(pcgns_zone_read(fn, B, 7, zone_name, read_size));
  EXPECT(strcmp(zone_name, "Many07") == 0);
  EXPECT_ERROR(pcgns_zone_read(fn, B, 41, zone_name, read_size), "(it has 40)");
  EXPECT_OK(pcgns_close(fn));
}

static void bad_arguments(void) {
  int fn = 0, B = 0;
  EXPECT_ERROR(pcgns_open(path("modify.cgns"), 2, &fn), "not supported");
  EXPECT_ERROR(pcgns_open(NULL, PCGNS_MODE_WRITE, &fn), "file name");
  EXPECT_ERROR(pcgns_open(path("no/such/dir.cgns"), PCGNS_MODE_WRITE, &fn), "no/such/dir.cgns");
  remove_stale("names.cgns");
  EXPECT_OK(pcgns_open(path("names.cgns"), PCGNS_MODE_WRITE, &fn));
  EXPECT_ERROR(pcgns_base_write(fn, "a/b", 3, 3, &B), "not a CGNS name");
  EXPECT_ERROR(pcgns_close(fn), "abandoned");
  expect_no_file("names.cgns");
}

/* A closed file of one zone with CoordinateX = 1..8 and a section of one HEXA_8, to read. */
static void write_readable(const char* name) {
  int B, Z, C, S;
  const int fn = open_case(name, &B, &Z, &C);
  EXPECT_OK(pcgns_section_write(fn, B, Z, "Cells", PCGNS_HEXA_8, 1, 1, 0, &S));
  const pcgns_size_t lo = 1, hi = 8, nodes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  const double x[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  if (rank == 0) EXPECT_OK(pcgns_coord_write_data(fn, B, Z, C, &lo, &hi, x));
  if (rank == 0) EXPECT_OK(pcgns_elements_write_data(fn, B, Z, S, 1, 1, nodes));
  EXPECT_OK(pcgns_close(fn));
}

static void reading_missing_or_foreign_files(void) {
  int fn = 0;
  EXPECT_ERROR(pcgns_open(path("absent.cgns"), PCGNS_MODE_READ, &fn), "absent.cgns");
  if (rank == 0) {
    FILE* text = fopen(path("text.cgns"), "w");
    if (text) fputs("not a CGNS file\n", text), fclose(text);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_ERROR(pcgns_open(path("text.cgns"), PCGNS_MODE_READ, &fn), "text.cgns");
}

/* Every bad read on rank 0 alone: PCGNS_ERROR there at once, naming the file and the
 * node; the other ranks read on, and the close fails on every rank without a hang. */
static void bad_reads_on_one_rank(void) {
  write_readable("readable.cgns");
  int fn = 0, C = 1;
  EXPECT_OK(pcgns_open(path("readable.cgns"), PCGNS_MODE_READ, &fn));
  const pcgns_size_t one = 1, two = 2, eight = 8, nine = 9, zero = 0;
  double x[9] = {0};
  pcgns_size_t nodes[16], ids[8];
  char name[33];
  int n = 0;
  if (rank == 0) {
    const char* file = path("readable.cgns");
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 9, C, &one, &eight, x), "no zone 9");
    EXPECT(strstr(pcgns_get_error(), file) != NULL && strstr(pcgns_get_error(), "node '/Base'") != NULL);
    EXPECT_ERROR(pcgns_coord_read_data(fn, 2, 1, C, &one, &eight, x), "no base 2");
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 1, 2, &one, &eight, x), "no coordinate 2");
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 1, C, &one, &nine, x), "not inside the array's 1 .. 8");
    EXPECT(strstr(pcgns_get_error(), "node '/Base/Zone/GridCoordinates/CoordinateX'") != NULL);
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 1, C, &zero, &two, x), "not inside");
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 1, C, &eight, &two, x), "rmin > rmax");
    /* A NULL buffer reads nothing and its range is not looked at (as the official library). */
    EXPECT_OK(pcgns_coord_read_data(fn, 1, 1, C, &eight, &two, NULL));
    EXPECT_ERROR(pcgns_coord_read_data(fn, 1, 1, 7, &one, &one, NULL), "no coordinate 7");
    EXPECT_ERROR(pcgns_field_read_data(fn, 1, 1, 1, 1, &one, &one, x), "no solution 1");
    EXPECT_ERROR(pcgns_elements_read_data(fn, 1, 1, 1, 1, 2, nodes), "not inside the section's 1 .. 1");
    EXPECT_ERROR(pcgns_elements_read_data(fn, 1, 1, 2, 1, 1, nodes), "no section 2");
    EXPECT_ERROR(pcgns_global_numbering_read(fn, 1, 1, PCGNS_NumberingVertex, 8, ids), ":CGNS#GlobalNumbering/Vertex");
    EXPECT_ERROR(pcgns_zone_read(fn, 1, 3, name, ids), "no zone 3");
    EXPECT_ERROR(pcgns_nzones(fn, 1, NULL), "NULL");
    EXPECT_ERROR(pcgns_coord_write_data(fn, 1, 1, C, &one, &eight, x), "open for reading");
  }
  /* The other ranks' reads are unharmed. */
  EXPECT_OK(pcgns_coord_read_data(fn, 1, 1, C, &two, &eight, x));
  EXPECT(x[0] == 2 && x[6] == 8);
  EXPECT_OK(pcgns_elements_read_data(fn, 1, 1, 1, 1, 1, nodes));
  EXPECT(nodes[0] == 1 && nodes[7] == 8);
  EXPECT_OK(pcgns_nzones(fn, 1, &n));
  EXPECT(n == 1);
  EXPECT_ERROR(pcgns_close(fn), "rank 0");
  EXPECT(strstr(pcgns_get_error(), "no zone 9") != NULL);
  EXPECT_ERROR(pcgns_close(fn), "is not open");
  EXPECT(access(path("readable.cgns"), F_OK) == 0);
}

/* Data reads need PCGNS_MODE_READ; the inquiry calls also see a file being written. */
static void reading_a_file_being_written(void) {
  int B, Z, C, n = 0;
  const int fn = open_case("being_written.cgns", &B, &Z, &C);
  const pcgns_size_t one = 1;
  double x = 0;
  EXPECT_OK(pcgns_ncoords(fn, B, Z, &n));
  EXPECT(n == 1);
  EXPECT_ERROR(pcgns_coord_read_data(fn, B, Z, C, &one, &one, &x), "open for writing");
  EXPECT_OK(pcgns_close(fn));
}

int main(int argc, char** argv) {
  /* Multiple threads when the library has them: the iflush case then writes in the background. */
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (argc != 2) {
    fprintf(stderr, "usage: capi_errors DIR\n");
    MPI_Abort(MPI_COMM_WORLD, 64);
  }
  snprintf(dir, sizeof dir, "%s", argv[1]);
  data_after_close();
  unknown_base_in_structure_call();
  unknown_zone_in_data_call_on_one_rank();
  unknown_solution_and_field();
  ranges_outside_the_array();
  structure_differs_between_ranks();
  call_differs_after_iflush();
  element_numbering_needs_tiling_sections();
  structure_after_flush();
  boco_errors();
  goto_errors();
  iterative_and_array_errors();
  poly_errors();
  parent_errors();
  name_taken_by_another_kind();
  zone_name_taken_by_another_kind();
  structure_step_fails_on_one_rank();
  handles_after_rewrite();
  bad_arguments();
  reading_missing_or_foreign_files();
  bad_reads_on_one_rank();
  reading_a_file_being_written();
  int total = failures;
  MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) printf("capi_errors: %s (%d ranks)\n", total == 0 ? "every case behaved" : "FAILED", ranks);
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
