#pragma once
/* The data calls as the Fortran module calls them: pcgns_coord_write_data,
 * pcgns_field_write_data and pcgns_elements_write_data with the same arguments and
 * outcome, except that the values are always copied (or written at once), never kept by
 * reference after a pcgns_queue_iflush: a Fortran compiler may pass a temporary copy of
 * the actual argument (a non-contiguous section, an expression) and free it when the call
 * returns. Not part of pcgns.h. */
#include "pcgns.h"

#ifdef __cplusplus
extern "C" {
#endif

int pcgns_fortran_coord_write_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                                   const void* coord_array);
int pcgns_fortran_field_write_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin,
                                   const pcgns_size_t* rmax, const void* data);
int pcgns_fortran_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                      const pcgns_size_t* elements);

#ifdef __cplusplus
}
#endif
