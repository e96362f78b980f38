/* pcgns.h -- the solver-facing C API of pcgns: the official parallel CGNS calls, renamed.
 *
 * Every call is the official call of the same name with cg_/cgp_ replaced by pcgns_: the
 * same arguments in the same order and the same meaning; cgsize_t is pcgns_size_t (64-bit);
 * enumeration constants are cgnslib.h's names prefixed PCGNS_, with the same values.
 *
 * What differs from the official library, and why:
 * - Data calls (*_write_data) are queued, not collective: any subset of ranks calls them,
 *   any number of times; a NULL data pointer writes nothing. The values are copied, so the
 *   buffer is free again when the call returns (after a pcgns_queue_iflush: see below).
 *   pcgns_queue_flush (collective) writes everything queued with one coalesced MPI-IO
 *   call, pcgns_queue_iflush starts that write in the background until pcgns_queue_wait;
 *   pcgns_close flushes. Once the file has been flushed, a data call of 1 MiB or more over
 *   a contiguous run of its array is written at once from the buffer instead of copied
 *   (unless a write of the same array is queued, or the file has seen a
 *   pcgns_queue_iflush): a solver that flushes once after its structure calls writes its
 *   large arrays with no copy, its buffer free all the same when the call returns. Two
 *   data calls of one rank that write the same values of an array before a
 *   flush are refused by that flush (the coalesced write cannot order them), unless the
 *   first was written at once: the later call then wins, as in the official library.
 * - A solver that overlaps its writes with pcgns_queue_iflush has every data call queued,
 *   so that the write happens behind its computation, not in the data call. From the
 *   file's first pcgns_queue_iflush on, a data call of 1 MiB or more keeps a reference to
 *   the buffer instead of a copy (as MPI_Isend does): the buffer must stay unchanged until
 *   the write that takes it has ended -- until the pcgns_queue_wait (or any collective
 *   call on the file) after the next pcgns_queue_iflush, or until the next
 *   pcgns_queue_flush or pcgns_close returns. A solver that updates its arrays in place
 *   while the write runs gives the data calls a second buffer (share/examples/c_solver.c).
 *   A changed buffer is caught by a sampled check (a word every 512 bytes) once the write
 *   has ended and again in the call that ends it, so a change made before that call is
 *   caught however the timing fell: that call fails on every rank, naming the array, and
 *   the file is abandoned rather than published with values the solver was changing.
 *   The Fortran module's data calls always copy (a compiler may pass a temporary copy of
 *   the argument, freed when the call returns).
 * - Structure calls (base, zone, coord, section, poly section, sol, field, boco, biter,
 *   ziter, array, descriptor, global numbering) are collective with the same arguments on
 *   every rank, and come before the file's first flush: the skeleton of the file is laid
 *   out once, by one rank, at that flush.
 * - Errors agree across ranks: a bad data call returns PCGNS_ERROR on its rank at once and
 *   makes the next collective call return PCGNS_ERROR on every rank with the same message.
 *   After an error the file is abandoned: pcgns_close returns PCGNS_ERROR and leaves
 *   nothing under the file's name.
 *
 * A file per process: pcgns_mpi_comm(MPI_COMM_SELF) before pcgns_open. With partition
 * zones named "<zone>.P<rank>.N<k>" and pcgns_global_numbering_write, such a set merges
 * with pcgns-merge and no options.
 *
 * Reading: pcgns_open in PCGNS_MODE_READ, then the inquiry calls and ranged reads below.
 */
#ifndef PCGNS_H
#define PCGNS_H

#include <mpi.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef int64_t pcgns_size_t;

#define PCGNS_OK 0
#define PCGNS_ERROR 1

#define PCGNS_MODE_READ 0
#define PCGNS_MODE_WRITE 1

typedef enum {
  PCGNS_ZoneTypeNull = 0,
  PCGNS_ZoneTypeUserDefined = 1,
  PCGNS_Structured = 2,
  PCGNS_Unstructured = 3
} PCGNS_ZoneType_t;

typedef enum {
  PCGNS_DataTypeNull = 0,
  PCGNS_DataTypeUserDefined = 1,
  PCGNS_Integer = 2,
  PCGNS_RealSingle = 3,
  PCGNS_RealDouble = 4,
  PCGNS_Character = 5,
  PCGNS_LongInteger = 6
} PCGNS_DataType_t;

typedef enum {
  PCGNS_GridLocationNull = 0,
  PCGNS_GridLocationUserDefined = 1,
  PCGNS_Vertex = 2,
  PCGNS_CellCenter = 3,
  PCGNS_FaceCenter = 4,
  PCGNS_IFaceCenter = 5,
  PCGNS_JFaceCenter = 6,
  PCGNS_KFaceCenter = 7,
  PCGNS_EdgeCenter = 8
} PCGNS_GridLocation_t;

/* Element types. pcgns_section_write takes the fixed-size ones from NODE to HEXA_27,
 * pcgns_poly_section_write MIXED, NGON_n and NFACE_n; pcgns_section_read reports any. */
typedef enum {
  PCGNS_ElementTypeNull = 0,
  PCGNS_ElementTypeUserDefined = 1,
  PCGNS_NODE = 2,
  PCGNS_BAR_2 = 3,
  PCGNS_BAR_3 = 4,
  PCGNS_TRI_3 = 5,
  PCGNS_TRI_6 = 6,
  PCGNS_QUAD_4 = 7,
  PCGNS_QUAD_8 = 8,
  PCGNS_QUAD_9 = 9,
  PCGNS_TETRA_4 = 10,
  PCGNS_TETRA_10 = 11,
  PCGNS_PYRA_5 = 12,
  PCGNS_PYRA_14 = 13,
  PCGNS_PENTA_6 = 14,
  PCGNS_PENTA_15 = 15,
  PCGNS_PENTA_18 = 16,
  PCGNS_HEXA_8 = 17,
  PCGNS_HEXA_20 = 18,
  PCGNS_HEXA_27 = 19,
  PCGNS_MIXED = 20,
  PCGNS_PYRA_13 = 21,
  PCGNS_NGON_n = 22,
  PCGNS_NFACE_n = 23,
  PCGNS_BAR_4 = 24,
  PCGNS_TRI_9 = 25,
  PCGNS_TRI_10 = 26,
  PCGNS_QUAD_12 = 27,
  PCGNS_QUAD_16 = 28,
  PCGNS_TETRA_16 = 29,
  PCGNS_TETRA_20 = 30,
  PCGNS_PYRA_21 = 31,
  PCGNS_PYRA_29 = 32,
  PCGNS_PYRA_30 = 33,
  PCGNS_PENTA_24 = 34,
  PCGNS_PENTA_38 = 35,
  PCGNS_PENTA_40 = 36,
  PCGNS_HEXA_32 = 37,
  PCGNS_HEXA_56 = 38,
  PCGNS_HEXA_64 = 39,
  PCGNS_BAR_5 = 40,
  PCGNS_TRI_12 = 41,
  PCGNS_TRI_15 = 42,
  PCGNS_QUAD_P4_16 = 43,
  PCGNS_QUAD_25 = 44,
  PCGNS_TETRA_22 = 45,
  PCGNS_TETRA_34 = 46,
  PCGNS_TETRA_35 = 47,
  PCGNS_PYRA_P4_29 = 48,
  PCGNS_PYRA_50 = 49,
  PCGNS_PYRA_55 = 50,
  PCGNS_PENTA_33 = 51,
  PCGNS_PENTA_66 = 52,
  PCGNS_PENTA_75 = 53,
  PCGNS_HEXA_44 = 54,
  PCGNS_HEXA_98 = 55,
  PCGNS_HEXA_125 = 56
} PCGNS_ElementType_t;

/* Boundary-condition types (pcgns_boco_write). */
typedef enum {
  PCGNS_BCTypeNull = 0,
  PCGNS_BCTypeUserDefined = 1,
  PCGNS_BCAxisymmetricWedge = 2,
  PCGNS_BCDegenerateLine = 3,
  PCGNS_BCDegeneratePoint = 4,
  PCGNS_BCDirichlet = 5,
  PCGNS_BCExtrapolate = 6,
  PCGNS_BCFarfield = 7,
  PCGNS_BCGeneral = 8,
  PCGNS_BCInflow = 9,
  PCGNS_BCInflowSubsonic = 10,
  PCGNS_BCInflowSupersonic = 11,
  PCGNS_BCNeumann = 12,
  PCGNS_BCOutflow = 13,
  PCGNS_BCOutflowSubsonic = 14,
  PCGNS_BCOutflowSupersonic = 15,
  PCGNS_BCSymmetryPlane = 16,
  PCGNS_BCSymmetryPolar = 17,
  PCGNS_BCTunnelInflow = 18,
  PCGNS_BCTunnelOutflow = 19,
  PCGNS_BCWall = 20,
  PCGNS_BCWallInviscid = 21,
  PCGNS_BCWallViscous = 22,
  PCGNS_BCWallViscousHeatFlux = 23,
  PCGNS_BCWallViscousIsothermal = 24,
  PCGNS_FamilySpecified = 25
} PCGNS_BCType_t;

/* Point-set types. pcgns_boco_write takes PointList and PointRange (vertices), and
 * ElementList and ElementRange, which it writes as PointList / PointRange at FaceCenter
 * (EdgeCenter in 2-D bases), as the official library does. */
typedef enum {
  PCGNS_PointSetTypeNull = 0,
  PCGNS_PointSetTypeUserDefined = 1,
  PCGNS_PointList = 2,
  PCGNS_PointListDonor = 3,
  PCGNS_PointRange = 4,
  PCGNS_PointRangeDonor = 5,
  PCGNS_ElementRange = 6,
  PCGNS_ElementList = 7,
  PCGNS_CellListDonor = 8
} PCGNS_PointSetType_t;

/* Which :CGNS#GlobalNumbering array pcgns_global_numbering_write writes. */
typedef enum {
  PCGNS_NumberingVertex = 0, /* global id of each local vertex */
  PCGNS_NumberingCell = 1,   /* global id of each local cell */
  PCGNS_NumberingElement = 2 /* for each local element (numbered across the zone's sections),
                                 its position in the original section of the same name */
} PCGNS_GlobalNumbering_t;

/* The communicator of the files opened next (MPI_COMM_WORLD until set). */
int pcgns_mpi_comm(MPI_Comm comm);
/* pcgns_mpi_comm with a Fortran communicator handle (converted by MPI_Comm_f2c): what the
 * Fortran module's pcgns_mpi_comm_f calls. */
int pcgns_mpi_comm_f(MPI_Fint comm);
/* pcgns extension: the CGNS version stamped in files opened next (4.4 until set); 3.4 makes
 * files that CGNS 3.x readers and cgnscheck accept. */
int pcgns_set_cgns_version(float version);

/* Collective. PCGNS_MODE_WRITE creates (or replaces) `filename`; it gets its name at
 * pcgns_close. PCGNS_MODE_READ opens an existing CGNS/HDF5 file for the reading calls. */
int pcgns_open(const char* filename, int mode, int* fn);
/* Collective: flushes, then publishes the file. */
int pcgns_close(int fn);

/* Structure: collective, the same arguments on every rank. */
int pcgns_base_write(int fn, const char* basename, int cell_dim, int phys_dim, int* B);
int pcgns_zone_write(int fn, int B, const char* zonename, const pcgns_size_t* size, PCGNS_ZoneType_t type, int* Z);
int pcgns_coord_write(int fn, int B, int Z, PCGNS_DataType_t type, const char* coordname, int* C);
int pcgns_section_write(int fn, int B, int Z, const char* sectionname, PCGNS_ElementType_t type, pcgns_size_t start,
                        pcgns_size_t end, int nbndry, int* S);
/* A MIXED, NGON_n or NFACE_n section of elements start..end whose connectivity holds
 * `maxoffset` entries in the CGNS 4 form (the last ElementStartOffset). The file's CGNS
 * version decides the layout: from 4.0 ElementStartOffset and maxoffset entries; before,
 * NGON_n / NFACE_n elements carry their counts in the connectivity (maxoffset + one per
 * element) and there is no ElementStartOffset. */
int pcgns_poly_section_write(int fn, int B, int Z, const char* sectionname, PCGNS_ElementType_t type,
                             pcgns_size_t start, pcgns_size_t end, pcgns_size_t maxoffset, int nbndry, int* S);
int pcgns_sol_write(int fn, int B, int Z, const char* solname, PCGNS_GridLocation_t location, int* S);
int pcgns_field_write(int fn, int B, int Z, int S, PCGNS_DataType_t type, const char* fieldname, int* F);
/* The zone's :CGNS#GlobalNumbering array `kind` with `n` 1-based ids (n must be the zone's
 * vertex count, cell count, or element count). Element numbering needs the sections. */
int pcgns_global_numbering_write(int fn, int B, int Z, PCGNS_GlobalNumbering_t kind, pcgns_size_t n,
                                 const pcgns_size_t* ids);

/* The zone's boundary condition `boconame` (under ZoneBC): `npnts` points of `pnts`
 * (index-dimension values each), a PointList of npnts points or a PointRange of 2 corner
 * points. Collective like the other structure calls: every rank gives the same points. */
int pcgns_boco_write(int fn, int B, int Z, const char* boconame, PCGNS_BCType_t bocotype,
                     PCGNS_PointSetType_t ptset_type, pcgns_size_t npnts, const pcgns_size_t* pnts, int* BC);

/* Time series: the base's BaseIterativeData_t of `nsteps` steps and the zone's
 * ZoneIterativeData_t, as cg_biter_write and cg_ziter_write (one of each per base and
 * zone). Their arrays -- TimeValues, IterationValues, FlowSolutionPointers (Character,
 * 32 x nsteps) -- are written with pcgns_goto and pcgns_array_write. Collective. */
int pcgns_biter_write(int fn, int B, const char* bitername, int nsteps);
int pcgns_ziter_write(int fn, int B, int Z, const char* zitername);

/* The goto position: the node under which pcgns_array_write and pcgns_descriptor_write
 * write, as cg_goto / cg_gopath set it. pcgns_goto takes label/index pairs after the base,
 * ended by "end": an index > 0 picks the index-th child of that label, 0 the child of that
 * name ("." and ".." too), e.g. pcgns_goto(fn, B, "Zone_t", 1, "ZoneIterativeData_t", 1,
 * "end"). pcgns_gopath takes "/Base/Zone/..." or a path relative to the position. Local
 * calls: the position belongs to this rank and file fn; a failed goto clears it. */
int pcgns_goto(int fn, int B, ...);
int pcgns_gopath(int fn, const char* path);
/* Under the goto position of the file of the last goto: a DataArray_t of `DataDimension`
 * dimensions DimensionVector (Fortran order) holding `Data` in `DataType` (Integer,
 * LongInteger, RealSingle, RealDouble or Character), and a Descriptor_t. Collective
 * structure calls, the same position, arguments and values on every rank; the values are
 * written with the skeleton (small metadata, not queued). */
int pcgns_array_write(const char* ArrayName, PCGNS_DataType_t DataType, int DataDimension,
                      const pcgns_size_t* DimensionVector, const void* Data);
int pcgns_descriptor_write(const char* descr_name, const char* descr_text);

/* pcgns extension: records that zone Z is one of `part_count` parts (ranks P0 ..
 * P<part_count-1>) of a zone of `vertex_count` vertices and `cell_count` cells (pcgns's
 * :pcgns#Set record), so that pcgns-merge refuses the set when a part is missing instead
 * of merging what it was given. Collective like the structure calls. */
int pcgns_set_record_write(int fn, int B, int Z, int part_count, pcgns_size_t vertex_count, pcgns_size_t cell_count);

/* Data: from any subset of ranks, queued. rmin/rmax are 1-based inclusive, one entry per
 * index dimension; values are in the array's own type, in Fortran order over the range. */
int pcgns_coord_write_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* coord_array);
int pcgns_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                              const pcgns_size_t* elements);
int pcgns_field_write_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* data);
/* Elements start..end of a poly section, as cgp_poly_elements_write_data: `offsets` holds
 * their end - start + 2 ElementStartOffset values, absolute (positions in the section's
 * connectivity, non-decreasing, at most maxoffset), `elements` the connectivity from
 * offsets[0] to offsets[end - start + 1] (CGNS 4 form, laid out for the file's version).
 * Requests may tile the section from any ranks; NULL for both writes nothing. */
int pcgns_poly_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                   const pcgns_size_t* elements, const pcgns_size_t* offsets);

/* The parents of elements start..end of a section (faces: the cells on either side), as
 * cgp_parent_data_write: parent_data holds 4 x (end - start + 1) values, Fortran order --
 * first parent of each element, second parent of each, then the two ParentElementsPosition
 * columns (0 for none, else the face's place 1 .. 6 in that cell). Queued like the data
 * calls above (any subset of ranks); the section's ParentElements and
 * ParentElementsPosition enter the file at its first flush, so a section's parent data is
 * first written before that flush. */
int pcgns_parent_data_write(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                            const pcgns_size_t* parent_data);

/* Collective: writes everything queued on file fn. */
int pcgns_queue_flush(int fn);
/* Collective: starts writing everything queued on file fn in the background and returns,
 * so that the solver computes while the file system takes the values; data calls made
 * meanwhile are queued for the next flush. pcgns_queue_wait (collective) ends the write
 * and returns its outcome; every other collective call on the file (pcgns_queue_flush,
 * pcgns_queue_iflush, a structure call, pcgns_close) waits first. The buffers of the
 * large data calls it writes must stay unchanged until then (see the top of this file).
 * The background write needs MPI_THREAD_MULTIPLE (MPI_Init_thread); with less,
 * pcgns_queue_iflush writes before returning and rank 0 warns once on stderr. */
int pcgns_queue_iflush(int fn);
int pcgns_queue_wait(int fn);

/* Reading. pcgns_open(name, PCGNS_MODE_READ, &fn) is collective (rank 0 parses the tree
 * once and every rank gets it); every call below is then local: any rank, any number of
 * times, in any order. Indices are 1-based, in the file's creation order; names are
 * copied into buffers of at least 33 characters. The inquiry calls (pcgns_n*, *_read,
 * *_info, pcgns_zone_type) also see the tree of a file open for writing. A failed call
 * returns PCGNS_ERROR at once; on a file open for reading it also makes pcgns_close fail
 * on every rank, with its message (the file is closed all the same). */
int pcgns_nbases(int fn, int* nbases);
int pcgns_base_read(int fn, int B, char* basename, int* cell_dim, int* phys_dim);
int pcgns_nzones(int fn, int B, int* nzones);
/* size: 3 values (vertices, cells, boundary vertices) for an unstructured zone, 3 x the
 * index dimension for a structured one (vertex sizes, cell sizes, boundary sizes). */
int pcgns_zone_read(int fn, int B, int Z, char* zonename, pcgns_size_t* size);
int pcgns_zone_type(int fn, int B, int Z, PCGNS_ZoneType_t* type);
int pcgns_ncoords(int fn, int B, int Z, int* ncoords);
int pcgns_coord_info(int fn, int B, int Z, int C, PCGNS_DataType_t* type, char* coordname);
int pcgns_nsols(int fn, int B, int Z, int* nsols);
int pcgns_sol_info(int fn, int B, int Z, int S, char* solname, PCGNS_GridLocation_t* location);
int pcgns_nfields(int fn, int B, int Z, int S, int* nfields);
int pcgns_field_info(int fn, int B, int Z, int S, int F, PCGNS_DataType_t* type, char* fieldname);
int pcgns_nsections(int fn, int B, int Z, int* nsections);
/* parent_flag: 1 when the section has ParentElements (or ParentData), else 0. */
int pcgns_section_read(int fn, int B, int Z, int S, char* sectionname, PCGNS_ElementType_t* type, pcgns_size_t* start,
                       pcgns_size_t* end, int* nbndry, int* parent_flag);

/* Ranged reads (PCGNS_MODE_READ files): rmin/rmax as in the write calls; values in the
 * array's own type (pcgns_coord_info / pcgns_field_info), in Fortran order over the
 * range. A NULL buffer reads nothing (its range is not checked, as in the official library). */
int pcgns_coord_read_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                          void* coord_array);
int pcgns_field_read_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                          void* data);
/* Connectivity of elements start..end of a fixed-size section, widened to pcgns_size_t. */
int pcgns_elements_read_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end, pcgns_size_t* elements);
/* Poly sections (NGON_n, NFACE_n, MIXED, in the CGNS 4 layout), as the official
 * cgp_poly_elements_read_data_offsets / _elements: first the ElementStartOffset entries of
 * elements start..end (end - start + 2 values: positions in the section's connectivity),
 * then the connectivity from offsets[0] up to offsets[end - start + 1], given those
 * offsets. Both widened to pcgns_size_t. */
int pcgns_poly_elements_read_data_offsets(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                          pcgns_size_t* offsets);
int pcgns_poly_elements_read_data_elements(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                           const pcgns_size_t* offsets, pcgns_size_t* elements);
/* The zone's :CGNS#GlobalNumbering array `kind`, as pcgns_global_numbering_write takes it:
 * n must be the zone's vertex count, cell count or element count (Element: the ids of
 * every section, in element order). PCGNS_ERROR when the zone has no such numbering. */
int pcgns_global_numbering_read(int fn, int B, int Z, PCGNS_GlobalNumbering_t kind, pcgns_size_t n, pcgns_size_t* ids);

/* The message of this thread's last PCGNS_ERROR ("" when none). */
const char* pcgns_get_error(void);

#ifdef __cplusplus
}
#endif

#endif /* PCGNS_H */
