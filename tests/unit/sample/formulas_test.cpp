// The sample case's closed-form values: spot values, and the geometric facts that make
// the meshes valid (cells and faces are where their nodes are, normals point out).
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <set>

#include "pcgns/sample_case.hpp"

namespace pcgns::sample {
namespace {

using Vec = std::array<double, 3>;

Vec sub(const Vec& a, const Vec& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
Vec cross(const Vec& a, const Vec& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
double dot(const Vec& a, const Vec& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

// Position of 1-based vertex `vertex` of a cube zone.
Vec position(const SampleSpec& spec, Zone zone, std::int64_t vertex) {
  const Lattice l = vertex_lattice(spec, zone, vertex - 1);
  return {coordinate(zone, 0, l.i), coordinate(zone, 1, l.j), coordinate(zone, 2, l.k)};
}

// Normal (not normalised) of a planar quad given by 1-based vertices.
Vec quad_normal(const SampleSpec& spec, Zone zone, const std::array<std::int64_t, 4>& q) {
  const Vec p0 = position(spec, zone, q[0]);
  return cross(sub(position(spec, zone, q[1]), p0), sub(position(spec, zone, q[2]), p0));
}

Vec quad_center(const SampleSpec& spec, Zone zone, const std::array<std::int64_t, 4>& q) {
  Vec c{0, 0, 0};
  for (std::int64_t v : q)
    for (int a = 0; a < 3; ++a) c[a] += position(spec, zone, v)[a] / 4;
  return c;
}

TEST(SampleFormulas, SpotValues) {
  EXPECT_EQ(coordinate(Zone::block, 0, 0), 0.0);
  EXPECT_EQ(coordinate(Zone::block, 0, 3), 0.1 * 3.0);
  EXPECT_EQ(coordinate(Zone::hexa, 0, 3), 2.0 + 0.1 * 3.0);
  EXPECT_EQ(coordinate(Zone::poly, 2, 5), 0.3 * 5.0);
  EXPECT_EQ(pressure(Zone::block, 0), 1.0e5);
  EXPECT_EQ(pressure(Zone::hexa, 41), 2.0e5 + 41.0);
  EXPECT_EQ(density(Zone::block, 0), 1.0);
  EXPECT_EQ(density(Zone::poly, 1000), 4.0);
}

TEST(SampleFormulas, ZoneSizes) {
  SampleSpec spec;
  spec.ni = 5;
  spec.nj = 4;
  spec.nk = 3;
  spec.n = 2;
  EXPECT_EQ(vertex_count(spec, Zone::block), 60);
  EXPECT_EQ(cell_count(spec, Zone::block), 4 * 3 * 2);
  EXPECT_EQ(vertex_count(spec, Zone::hexa), 27);
  EXPECT_EQ(cell_count(spec, Zone::poly), 8);
  EXPECT_EQ(poly_face_count(2), 36);  // 3 directions x 3 planes x 2 x 2 faces
  spec.version = CgnsVersion{3400};
  EXPECT_EQ(zones(spec).size(), 2u);
  spec.version = CgnsVersion{4400};
  EXPECT_EQ(zones(spec).size(), 3u);
  EXPECT_STREQ(zone_name(Zone::poly), "Poly");
}

TEST(SampleFormulas, ValidateRejectsDegenerateSizes) {
  SampleSpec spec;
  spec.nj = 1;
  EXPECT_THROW(validate(spec), UsageError);
  spec = SampleSpec{};
  spec.n = 0;
  EXPECT_THROW(validate(spec), UsageError);
  EXPECT_NO_THROW(validate(SampleSpec{}));
}

TEST(SampleFormulas, VertexLatticeIsFortranOrder) {
  SampleSpec spec;
  spec.ni = 5;
  spec.nj = 4;
  spec.nk = 3;
  spec.n = 2;
  const Lattice l = vertex_lattice(spec, Zone::block, 2 + 5 * (3 + 4 * 1));
  EXPECT_EQ(l.i, 2);
  EXPECT_EQ(l.j, 3);
  EXPECT_EQ(l.k, 1);
  const Lattice c = vertex_lattice(spec, Zone::hexa, 1 + 3 * (2 + 3 * 2));
  EXPECT_EQ(c.i, 1);
  EXPECT_EQ(c.j, 2);
  EXPECT_EQ(c.k, 2);
}

TEST(SampleFormulas, HexaCellsSpanTheirLatticeCube) {
  SampleSpec spec;
  spec.n = 3;
  // Cell 0: the first corner is vertex 1, the opposite corner (corner 6) is (1,1,1).
  EXPECT_EQ(hexa_node(3, 0, 0), 1);
  EXPECT_EQ(hexa_node(3, 0, 1), 2);
  EXPECT_EQ(hexa_node(3, 0, 2), 6);
  EXPECT_EQ(hexa_node(3, 0, 6), 1 + 1 + 4 * (1 + 4 * 1));
  for (std::int64_t cell = 0; cell < 27; ++cell) {
    // Corners 0,1,3,4 span a right-handed frame: positive volume.
    const Vec p0 = position(spec, Zone::hexa, hexa_node(3, cell, 0));
    const Vec e1 = sub(position(spec, Zone::hexa, hexa_node(3, cell, 1)), p0);
    const Vec e2 = sub(position(spec, Zone::hexa, hexa_node(3, cell, 3)), p0);
    const Vec e3 = sub(position(spec, Zone::hexa, hexa_node(3, cell, 4)), p0);
    EXPECT_GT(dot(cross(e1, e2), e3), 0.0) << "cell " << cell;
    std::set<std::int64_t> distinct;
    for (int c = 0; c < 8; ++c) distinct.insert(hexa_node(3, cell, c));
    EXPECT_EQ(distinct.size(), 8u);
  }
}

TEST(SampleFormulas, InflowQuadsLieOnXZeroAndPointOut) {
  SampleSpec spec;
  spec.n = 3;
  for (std::int64_t face = 0; face < 9; ++face) {
    std::array<std::int64_t, 4> q{};
    for (int c = 0; c < 4; ++c) {
      q[c] = inflow_quad_node(3, face, c);
      EXPECT_EQ(vertex_lattice(spec, Zone::hexa, q[c] - 1).i, 0);
    }
    EXPECT_LT(quad_normal(spec, Zone::hexa, q)[0], 0.0) << "face " << face;
  }
}

TEST(SampleFormulas, PolyFacesAreQuadsPointingAlongTheirAxis) {
  SampleSpec spec;
  spec.n = 2;
  const std::int64_t per_axis = 3 * 2 * 2;
  for (std::int64_t face = 0; face < poly_face_count(2); ++face) {
    std::array<std::int64_t, 4> q{};
    std::set<std::int64_t> distinct;
    for (int c = 0; c < 4; ++c) distinct.insert(q[c] = ngon_node(2, face, c));
    EXPECT_EQ(distinct.size(), 4u);
    const Vec normal = quad_normal(spec, Zone::poly, q);
    const auto axis = static_cast<std::size_t>(face / per_axis);
    EXPECT_GT(normal[axis], 0.0) << "face " << face;
    EXPECT_EQ(normal[(axis + 1) % 3], 0.0);
    EXPECT_EQ(normal[(axis + 2) % 3], 0.0);
  }
}

TEST(SampleFormulas, PolyCellsAreClosedWithOutwardSigns) {
  SampleSpec spec;
  spec.n = 2;
  std::map<std::int64_t, int> uses;  // signed face sum per face
  std::map<std::int64_t, int> count;
  for (std::int64_t cell = 0; cell < 8; ++cell) {
    const Lattice corner = vertex_lattice(spec, Zone::poly, hexa_node(2, cell, 0) - 1);
    const Vec center = {coordinate(Zone::poly, 0, corner.i) + 0.05, coordinate(Zone::poly, 1, corner.j) + 0.1,
                        coordinate(Zone::poly, 2, corner.k) + 0.15};
    for (int side = 0; side < 6; ++side) {
      const std::int64_t signed_face = nface_face(2, cell, side);
      const std::int64_t face = (signed_face < 0 ? -signed_face : signed_face) - 1;
      std::array<std::int64_t, 4> q{};
      for (int c = 0; c < 4; ++c) q[c] = ngon_node(2, face, c);
      const double outward = dot(quad_normal(spec, Zone::poly, q), sub(quad_center(spec, Zone::poly, q), center));
      EXPECT_GT(signed_face < 0 ? -outward : outward, 0.0) << "cell " << cell << " side " << side;
      uses[face] += signed_face < 0 ? -1 : 1;
      ++count[face];
    }
  }
  // Interior faces are shared by two cells with opposite signs, boundary faces by one.
  EXPECT_EQ(count.size(), static_cast<std::size_t>(poly_face_count(2)));
  int interior = 0;
  for (const auto& [face, n] : count) {
    if (n == 2) {
      ++interior;
      EXPECT_EQ(uses[face], 0) << "face " << face;
    } else {
      EXPECT_EQ(n, 1);
    }
  }
  EXPECT_EQ(interior, 3 * 1 * 2 * 2);
}

TEST(SampleFormulas, ArraysListEveryBulkArrayWithItsValues) {
  SampleSpec spec;
  spec.ni = 3;
  spec.nj = 3;
  spec.nk = 2;
  spec.n = 2;
  spec.version = CgnsVersion{3400};
  const auto arrays34 = sample_arrays(spec);
  // Block: 3 coordinates + 2 fields; Hexa: + 2 connectivities + point list.
  EXPECT_EQ(arrays34.size(), 5u + 8u);
  spec.version = CgnsVersion{4400};
  const auto arrays = sample_arrays(spec);
  ASSERT_EQ(arrays.size(), 5u + 8u + 9u);
  std::map<std::string, SampleArray> by_path;
  for (const auto& a : arrays) by_path.emplace(a.path, a);

  const SampleArray& y = by_path.at("/Base/Block/GridCoordinates/CoordinateY");
  EXPECT_EQ(y.count, 18);
  EXPECT_EQ(expected_value(spec, y, 3 + 9), coordinate(Zone::block, 1, 1));
  const SampleArray& points = by_path.at("/Base/Hexa/ZoneBC/Inflow/PointList");
  EXPECT_EQ(points.type, DataType::I4);
  EXPECT_EQ(expected_values(spec, points, 0, 4), (std::vector<double>{9, 10, 11, 12}));
  const SampleArray& conn = by_path.at("/Base/Hexa/Cells/ElementConnectivity");
  EXPECT_EQ(conn.count, 64);
  EXPECT_EQ(expected_value(spec, conn, 8 + 1), static_cast<double>(hexa_node(2, 1, 1)));
  const SampleArray& offsets = by_path.at("/Base/Poly/Cells/ElementStartOffset");
  EXPECT_EQ(offsets.count, 9);
  EXPECT_EQ(expected_value(spec, offsets, 8), 48.0);
  const SampleArray& nface = by_path.at("/Base/Poly/Cells/ElementConnectivity");
  EXPECT_EQ(expected_value(spec, nface, 6 * 7 + 5), static_cast<double>(nface_face(2, 7, 5)));
  EXPECT_EQ(expected_value(spec, by_path.at("/Base/Poly/CellData/Density"), 7), density(Zone::poly, 7));
  EXPECT_THROW(expected_value(spec, nface, nface.count), UsageError);
}

}  // namespace
}  // namespace pcgns::sample
