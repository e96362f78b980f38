/* Do the connections of a CGNS file join points that coincide?
 *
 *   connection_geometry FILE
 *
 * For every general connection (GridConnectivity_t) at GridLocation Vertex whose own
 * points are a PointList or PointRange and whose donor points a PointListDonor (or
 * PointList): each own point's coordinates must equal, within 1e-12, those of its donor
 * point in the donor zone (named by zone name, same base). Points of a structured zone are
 * (i, j, k) triples, a PointRange running i fastest; of an unstructured zone vertex ids.
 * Connections in other forms, and periodic ones (their points are a period apart), are
 * skipped and counted.
 *
 * Read through the official library, which follows links: the main file of a split, whose
 * zones are links into the part files, checks the pieces of every connection against
 * their donor partitions. Prints a line per connection checked and a total; exit 0 when
 * every point coincides, 1 naming the first point that does not (or when nothing was
 * checked: a check of nothing proves nothing), 2 on a library error. A serial program
 * linked to Debian's libcgns only (never libpcgns or MPI). */
#include <cgnslib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* g_file = "";

/* Exit `status` with a message naming the file. */
static void stop(int status, const char* format, ...) {
  va_list args;
  va_start(args, format);
  fprintf(stderr, "connection_geometry: %s: ", g_file);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
  exit(status);
}

static void lib(int status, const char* what) {
  if (status != CG_OK) stop(2, "%s failed: %s", what, cg_get_error());
}

static void* allocate(size_t count, size_t size) {
  void* p = malloc(count * size + 1);
  if (!p) stop(2, "out of memory");
  return p;
}

/* A zone's vertices: n[d] along each index (structured) or n[0] ids (unstructured). */
typedef struct {
  char name[33];
  CGNS_ENUMT(ZoneType_t) type;
  int dim; /* index dimension: the numbers per point */
  cgsize_t n[3];
  cgsize_t vertices;
  double* xyz[3];
} Zone;

static void load_zone(int fn, int B, int Z, int phys_dim, Zone* z) {
  static const char* names[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  cgsize_t size[9], first[3] = {1, 1, 1};
  lib(cg_zone_read(fn, B, Z, z->name, size), "cg_zone_read");
  lib(cg_zone_type(fn, B, Z, &z->type), "cg_zone_type");
  lib(cg_index_dim(fn, B, Z, &z->dim), "cg_index_dim");
  z->vertices = 1;
  for (int d = 0; d < z->dim; ++d) {
    z->n[d] = size[d]; /* the vertex sizes come first, in either zone type */
    z->vertices *= size[d];
  }
  for (int d = 0; d < 3; ++d) {
    z->xyz[d] = allocate((size_t)z->vertices, sizeof(double));
    if (d < phys_dim) lib(cg_coord_read(fn, B, Z, names[d], CGNS_ENUMV(RealDouble), first, z->n, z->xyz[d]), names[d]);
    else memset(z->xyz[d], 0, (size_t)z->vertices * sizeof(double));
  }
}

static void free_zone(Zone* z) {
  for (int d = 0; d < 3; ++d) free(z->xyz[d]);
}

/* The index of zone `name` in base B, 0 when there is none. */
static int zone_named(int fn, int B, const char* name) {
  int nzones;
  lib(cg_nzones(fn, B, &nzones), "cg_nzones");
  for (int Z = 1; Z <= nzones; ++Z) {
    char zname[33];
    cgsize_t size[9];
    lib(cg_zone_read(fn, B, Z, zname, size), "cg_zone_read");
    if (strcmp(zname, name) == 0) return Z;
  }
  return 0;
}

/* The 0-based vertex of point p (z->dim numbers), -1 when outside the zone. */
static cgsize_t vertex_of(const Zone* z, const cgsize_t* p) {
  cgsize_t v = 0;
  for (int d = z->dim - 1; d >= 0; --d) {
    if (p[d] < 1 || p[d] > z->n[d]) return -1;
    v = v * z->n[d] + p[d] - 1;
  }
  return v;
}

/* The points of a PointRange (its two corners at `range`), first index fastest, into a
 * new array; *count receives their number. */
static cgsize_t* expand_range(const Zone* z, const cgsize_t* range, cgsize_t* count) {
  cgsize_t step[3], length[3], total = 1;
  for (int d = 0; d < z->dim; ++d) {
    step[d] = range[z->dim + d] >= range[d] ? 1 : -1;
    length[d] = (range[z->dim + d] - range[d]) * step[d] + 1;
    total *= length[d];
  }
  cgsize_t* points = allocate((size_t)total * (size_t)z->dim, sizeof(cgsize_t));
  for (cgsize_t n = 0; n < total; ++n) {
    cgsize_t rest = n;
    for (int d = 0; d < z->dim; ++d) {
      points[n * z->dim + d] = range[d] + step[d] * (rest % length[d]);
      rest /= length[d];
    }
  }
  *count = total;
  return points;
}

/* "zone 'Z' (i, j, k)" or "zone 'Z' vertex id", and " at (x, y, z)" when p is inside
 * the zone (vertex v), into buf. */
static const char* describe(const Zone* z, const cgsize_t* p, cgsize_t v, char* buf, size_t size) {
  int at = snprintf(buf, size, "zone '%s' %s", z->name, z->dim == 1 ? "vertex " : "(");
  for (int d = 0; d < z->dim; ++d) at += snprintf(buf + at, size - (size_t)at, "%s%ld", d > 0 ? ", " : "", (long)p[d]);
  at += snprintf(buf + at, size - (size_t)at, "%s", z->dim == 1 ? "" : ")");
  if (v >= 0)
    snprintf(buf + at, size - (size_t)at, " at (%.17g, %.17g, %.17g)", z->xyz[0][v], z->xyz[1][v], z->xyz[2][v]);
  else snprintf(buf + at, size - (size_t)at, " (outside the zone)");
  return buf;
}

static int same_place(const Zone* a, cgsize_t va, const Zone* b, cgsize_t vb) {
  for (int d = 0; d < 3; ++d) {
    const double gap = a->xyz[d][va] - b->xyz[d][vb];
    if (gap > 1e-12 || gap < -1e-12) return 0;
  }
  return 1;
}

/* Each own point against its donor point; exit 1 at the first that does not coincide
 * (or lies outside its zone). */
static void compare_points(const char* path, const Zone* own, const cgsize_t* points, const Zone* donor,
                           const cgsize_t* donors, cgsize_t count) {
  for (cgsize_t n = 0; n < count; ++n) {
    const cgsize_t* p = points + n * own->dim;
    const cgsize_t* q = donors + n * donor->dim;
    const cgsize_t vp = vertex_of(own, p), vq = vertex_of(donor, q);
    char a[256], b[256];
    if (vp < 0 || vq < 0 || !same_place(own, vp, donor, vq))
      stop(1, "%s: point %ld does not coincide with its donor: %s, donor %s", path, (long)n + 1,
           describe(own, p, vp, a, sizeof a), describe(donor, q, vq, b, sizeof b));
  }
}

/* What a connection holds, from cg_conn_info. */
typedef struct {
  char name[33], donor[33];
  CGNS_ENUMT(GridLocation_t) location;
  CGNS_ENUMT(PointSetType_t) ptset, donor_ptset;
  cgsize_t npts, ndonors;
} Conn;

/* Whether connection I is periodic: its points are a period apart, not coincident. */
static int periodic(int fn, int B, int Z, int I) {
  float center[3], angle[3], translation[3];
  const int status = cg_conn_periodic_read(fn, B, Z, I, center, angle, translation);
  if (status == CG_NODE_NOT_FOUND) return 0;
  lib(status, "cg_conn_periodic_read");
  return 1;
}

static int checkable(const Conn* c) {
  return c->location == CGNS_ENUMV(Vertex) &&
         (c->ptset == CGNS_ENUMV(PointList) || c->ptset == CGNS_ENUMV(PointRange)) &&
         (c->donor_ptset == CGNS_ENUMV(PointListDonor) || c->donor_ptset == CGNS_ENUMV(PointList));
}

/* Connection I of zone `own` checked point by point; returns its number of points. */
static cgsize_t check_connection(int fn, int B, int phys_dim, const char* base, const Zone* own, int Z, int I,
                                 const Conn* c) {
  char path[128];
  snprintf(path, sizeof path, "%s/%s/%s", base, own->name, c->name);
  const int D = zone_named(fn, B, c->donor);
  if (D == 0) stop(1, "%s: no donor zone '%s' in base '%s'", path, c->donor, base);
  Zone donor;
  load_zone(fn, B, D, phys_dim, &donor);
  cgsize_t* raw = allocate((size_t)c->npts * (size_t)own->dim, sizeof(cgsize_t));
  cgsize_t* donors = allocate((size_t)c->ndonors * 3, sizeof(cgsize_t));
  lib(cg_conn_read(fn, B, Z, I, raw, CGNS_ENUMV(Integer), donors), "cg_conn_read");
  cgsize_t count = c->npts;
  cgsize_t* points = raw;
  if (c->ptset == CGNS_ENUMV(PointRange)) points = expand_range(own, raw, &count);
  if (count != c->ndonors) stop(1, "%s: %ld points and %ld donor points", path, (long)count, (long)c->ndonors);
  compare_points(path, own, points, &donor, donors, count);
  printf("%s: %ld points coincide\n", path, (long)count);
  if (points != raw) free(points);
  free(raw);
  free(donors);
  free_zone(&donor);
  return count;
}

typedef struct {
  long checked, points, skipped;
} Tally;

static void check_zone(int fn, int B, int phys_dim, const char* base, int Z, Tally* t) {
  int nconns;
  Zone own;
  lib(cg_nconns(fn, B, Z, &nconns), "cg_nconns");
  if (nconns == 0) return;
  load_zone(fn, B, Z, phys_dim, &own);
  for (int I = 1; I <= nconns; ++I) {
    Conn c;
    CGNS_ENUMT(GridConnectivityType_t) type;
    CGNS_ENUMT(ZoneType_t) donor_type;
    CGNS_ENUMT(DataType_t) donor_datatype;
    lib(cg_conn_info(fn, B, Z, I, c.name, &c.location, &type, &c.ptset, &c.npts, c.donor, &donor_type, &c.donor_ptset,
                     &donor_datatype, &c.ndonors),
        "cg_conn_info");
    if (periodic(fn, B, Z, I)) {
      printf("%s/%s/%s: skipped (periodic)\n", base, own.name, c.name);
      ++t->skipped;
      continue;
    }
    if (!checkable(&c)) {
      printf("%s/%s/%s: skipped (GridLocation %s, %s, donor %s)\n", base, own.name, c.name,
             GridLocationName[c.location], PointSetTypeName[c.ptset], PointSetTypeName[c.donor_ptset]);
      ++t->skipped;
      continue;
    }
    t->points += check_connection(fn, B, phys_dim, base, &own, Z, I, &c);
    ++t->checked;
  }
  free_zone(&own);
}

int main(int argc, char** argv) {
  int fn, nbases;
  Tally t = {0, 0, 0};
  if (argc != 2) {
    fprintf(stderr, "usage: connection_geometry FILE\n");
    return 2;
  }
  g_file = argv[1];
  lib(cg_open(g_file, CG_MODE_READ, &fn), "cg_open");
  lib(cg_nbases(fn, &nbases), "cg_nbases");
  for (int B = 1; B <= nbases; ++B) {
    char base[33];
    int cell_dim, phys_dim, nzones;
    lib(cg_base_read(fn, B, base, &cell_dim, &phys_dim), "cg_base_read");
    lib(cg_nzones(fn, B, &nzones), "cg_nzones");
    for (int Z = 1; Z <= nzones; ++Z) check_zone(fn, B, phys_dim, base, Z, &t);
  }
  lib(cg_close(fn), "cg_close");
  printf("checked %ld connections, %ld points (%ld skipped)\n", t.checked, t.points, t.skipped);
  if (t.checked == 0) stop(1, "no connection at Vertex by point list or range to check");
  return 0;
}
