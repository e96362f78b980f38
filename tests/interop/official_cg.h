/* Error handling shared by the official-library test programs (official_cgns,
 * official_parts, official_reassemble): the official library
 * reports errors by status only, so every cg_* call goes through cg(), which prints the
 * library's message with the file and the failed call and exits 1. */
#ifndef PCGNS_INTEROP_OFFICIAL_CG_H
#define PCGNS_INTEROP_OFFICIAL_CG_H

#include <cgnslib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* g_program = "";
static const char* g_file = "";

static void fail(const char* format, ...) {
  va_list args;
  va_start(args, format);
  fprintf(stderr, "%s: %s: ", g_program, g_file);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
  exit(1);
}

static void cg(int status, const char* what) {
  if (status != CG_OK) fail("%s failed: %s", what, cg_get_error());
}

static void* checked_malloc(size_t count, size_t size) {
  void* p = malloc(count * size + 1);
  if (!p) fail("out of memory");
  return p;
}

/* The index of the zone `wanted` in base B, with its sizes; fails when the base has no
 * such zone. */
static inline int find_zone(int fn, int B, const char* wanted, cgsize_t* size) {
  int nzones;
  cg(cg_nzones(fn, B, &nzones), "cg_nzones");
  for (int Z = 1; Z <= nzones; ++Z) {
    char zname[33];
    cg(cg_zone_read(fn, B, Z, zname, size), "cg_zone_read");
    if (strcmp(zname, wanted) == 0) return Z;
  }
  fail("no zone %s", wanted);
  return 0;
}

/* The index of the boundary condition `name` of zone Z, with its type, point-set type and
 * number of points; fails when the zone has no such BC. */
static inline int find_bc(int fn, int B, int Z, const char* name, CGNS_ENUMT(BCType_t) * type,
                          CGNS_ENUMT(PointSetType_t) * ptset, cgsize_t* npts) {
  int nbocos;
  cg(cg_nbocos(fn, B, Z, &nbocos), "cg_nbocos");
  for (int BC = 1; BC <= nbocos; ++BC) {
    char bc_name[33];
    CGNS_ENUMT(DataType_t) normal_type;
    cgsize_t normal_list;
    int normal_index[3], ndataset;
    cg(cg_boco_info(fn, B, Z, BC, bc_name, type, ptset, npts, normal_index, &normal_list, &normal_type, &ndataset),
       "cg_boco_info");
    if (strcmp(bc_name, name) == 0) return BC;
  }
  fail("no BC %s", name);
  return 0;
}

#endif
