/* capi_bench_prefix.h -- the one switch between the two libraries capi_bench.c runs on.
 *
 * capi_bench.c is written once, against the official parallel CGNS names; these macros
 * give each call and constant its pcgns_ name (the default, pcgns.h) or its official
 * cg_/cgp_ name (compiled with -DBENCH_OFFICIAL against pcgnslib.h, which only
 * scripts/bench-capi does, outside the project's build). The official library splits its
 * calls between cg_ (serial-looking structure calls that are collective in a parallel
 * file) and cgp_ (parallel ones); pcgns names both pcgns_, so each call says which it is. */
#ifndef CAPI_BENCH_PREFIX_H
#define CAPI_BENCH_PREFIX_H

#ifdef BENCH_OFFICIAL

#include <pcgnslib.h>

#define BENCH_LIBRARY "official"
#define BENCH_CG(call) cg_##call
#define BENCH_CGP(call) cgp_##call
#define BENCH_ENUM(name) CGNS_ENUMV(name)
#define BENCH_OK CG_OK
#define BENCH_MODE_WRITE CG_MODE_WRITE
typedef cgsize_t bench_size_t;
/* The official data calls write at once: there is no queue to flush. */
#define bench_queue_flush(fn) ((void)(fn), CG_OK)
#define bench_get_error cg_get_error

#else

#include "pcgns.h"

#define BENCH_LIBRARY "pcgns"
#define BENCH_CG(call) pcgns_##call
#define BENCH_CGP(call) pcgns_##call
#define BENCH_ENUM(name) PCGNS_##name
#define BENCH_OK PCGNS_OK
#define BENCH_MODE_WRITE PCGNS_MODE_WRITE
typedef pcgns_size_t bench_size_t;
#define bench_queue_flush pcgns_queue_flush
#define bench_get_error pcgns_get_error

#endif

#endif /* CAPI_BENCH_PREFIX_H */
