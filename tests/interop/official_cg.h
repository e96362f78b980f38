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

#endif
