// The views over real files written by the official CGNS library 3.0, 3.4.2 and 4.4
// (tests/data), read through read_tree. Expected values come from h5dump of the files.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "pcgns/sids/all.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::sids {
namespace {

struct FileCase {
  std::string file;
  int version_code;
};

class OfficialFile : public ::testing::TestWithParam<FileCase> {
 protected:
  void SetUp() override {
    tree_ = read_tree(std::string(PCGNS_TEST_DATA_DIR) + "/" + GetParam().file);
    version_ = tree_version(tree_);
  }
  ZoneView zone() const { return zones(bases(tree_).front()).front(); }

  Node tree_;
  CgnsVersion version_;
};

// Integer values [first, first+count) of an array, whether in memory or on disk.
std::vector<std::int64_t> integer_slice(const Node& node, std::int64_t first, std::int64_t count) {
  std::vector<std::int64_t> out;
  if (node.has_data()) {
    const auto all = node.as_int64();
    return {all.begin() + first, all.begin() + first + count};
  }
  std::vector<std::byte> bytes(static_cast<std::size_t>(count) * element_size(node.type));
  read_bulk(*node.bulk, node.type, first, count, bytes.data());
  for (std::int64_t i = 0; i < count; ++i) {
    if (node.type == DataType::I4) {
      std::int32_t v;
      std::memcpy(&v, bytes.data() + i * 4, 4);
      out.push_back(v);
    } else {
      std::int64_t v;
      std::memcpy(&v, bytes.data() + i * 8, 8);
      out.push_back(v);
    }
  }
  return out;
}

std::vector<double> real_values(const DataArrayView& array) {
  Node copy = *array.ref.node;
  load_data(copy);
  return copy.as_double();
}

TEST_P(OfficialFile, VersionAndWholeTreeAreValid) {
  EXPECT_EQ(version_.code, GetParam().version_code);
  EXPECT_EQ(first_problem(tree_, version_), std::nullopt);
}

TEST_P(OfficialFile, BaseAndZoneSizes) {
  const auto all = bases(tree_);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].name(), "Base");
  EXPECT_EQ(all[0].cell_dim(), 3);
  EXPECT_EQ(all[0].phys_dim(), 3);
  const auto z = zones(all[0]);
  ASSERT_EQ(z.size(), 1u);
  EXPECT_EQ(z[0].ref().path, "/Base/Zone 1");
  EXPECT_EQ(z[0].type(), ZoneType::Unstructured);
  EXPECT_EQ(z[0].index_dim(), 1);
  EXPECT_EQ(z[0].vertex_count(), 3213);
  EXPECT_EQ(z[0].cell_count(), 2560);
  EXPECT_EQ(z[0].sizes().boundary, (std::vector<std::int64_t>{0}));
}

TEST_P(OfficialFile, CoordinatesAreTheLatticeIndices) {
  const auto grids = grid_coordinates(zone());
  ASSERT_EQ(grids.size(), 1u);
  EXPECT_EQ(grids[0].coordinates().size(), 3u);
  const auto x = real_values(grids[0].coordinate("CoordinateX"));
  const auto y = real_values(grids[0].coordinate("CoordinateY"));
  const auto z = real_values(grids[0].coordinate("CoordinateZ"));
  ASSERT_EQ(x.size(), 3213u);
  // 21 x 17 x 9 vertices, x fastest: vertex n sits at (n % 21, n / 21 % 17, n / 357).
  for (std::size_t n : {0u, 1u, 20u, 21u, 400u, 1776u, 3212u}) {
    EXPECT_EQ(x[n], static_cast<double>(n % 21)) << n;
    EXPECT_EQ(y[n], static_cast<double>(n / 21 % 17)) << n;
    EXPECT_EQ(z[n], static_cast<double>(n / 357)) << n;  // NOLINT(bugprone-integer-division): the k index
  }
}

TEST_P(OfficialFile, SectionsTypesRangesAndConnectivity) {
  const auto s = sections(zone(), version_);
  ASSERT_EQ(s.size(), 4u);
  struct Expected {
    const char* name;
    ElementType type;
    std::int64_t start, end, size;
  };
  const Expected expected[] = {{"Elem", ElementType::HEXA_8, 1, 2560, 20480},
                               {"InflowElem", ElementType::QUAD_4, 2561, 2688, 512},
                               {"OutflowElem", ElementType::QUAD_4, 2689, 2816, 512},
                               {"SidewallElem", ElementType::QUAD_4, 2817, 3776, 3840}};
  for (const auto& e : expected) {
    const auto it = std::find_if(s.begin(), s.end(), [&](const auto& v) { return v.name() == e.name; });
    ASSERT_NE(it, s.end()) << e.name;
    EXPECT_EQ(it->type(), e.type) << e.name;
    EXPECT_EQ(it->start(), e.start) << e.name;
    EXPECT_EQ(it->end(), e.end) << e.name;
    EXPECT_EQ(it->boundary_count(), 0) << e.name;
    EXPECT_EQ(it->connectivity_size(), e.size) << e.name;
  }
  // The volume connectivity is over 64 KiB: it stays on disk and is read by range.
  const auto& elem = *std::find_if(s.begin(), s.end(), [](const auto& v) { return v.name() == "Elem"; });
  EXPECT_FALSE(elem.connectivity()->has_data());
  EXPECT_EQ(integer_slice(*elem.connectivity().node, 0, 8),
            (std::vector<std::int64_t>{1, 2, 23, 22, 358, 359, 380, 379}));
  EXPECT_EQ(integer_slice(*elem.connectivity().node, 20472, 8),
            (std::vector<std::int64_t>{2834, 2835, 2856, 2855, 3191, 3192, 3213, 3212}));
  const auto& side = *std::find_if(s.begin(), s.end(), [](const auto& v) { return v.name() == "SidewallElem"; });
  EXPECT_EQ(integer_slice(*side.connectivity().node, 0, 4), (std::vector<std::int64_t>{1, 358, 359, 2}));
}

TEST_P(OfficialFile, BoundaryConditionPointLists) {
  const auto bcs = boundary_conditions(zone());
  ASSERT_EQ(bcs.size(), 3u);
  struct Expected {
    const char* name;
    BCType type;
    std::int64_t first, count;
  };
  const Expected expected[] = {{"Ilo", BCType::BCTunnelInflow, 2561, 128},
                               {"Ihi", BCType::BCExtrapolate, 2689, 128},
                               {"Walls", BCType::BCWallInviscid, 2817, 960}};
  for (const auto& e : expected) {
    const auto it = std::find_if(bcs.begin(), bcs.end(), [&](const auto& v) { return v.name() == e.name; });
    ASSERT_NE(it, bcs.end()) << e.name;
    EXPECT_EQ(it->type(), e.type) << e.name;
    EXPECT_EQ(it->location(), GridLocation::FaceCenter) << e.name;
    ASSERT_TRUE(it->point_set().has_value());
    EXPECT_EQ(it->point_set()->kind, PointSetKind::list);
    EXPECT_EQ(it->point_set()->size, e.count) << e.name;
    // The faces of each boundary are numbered consecutively.
    const auto points = integer_slice(*it->point_set()->ref.node, 0, e.count);
    for (std::int64_t i = 0; i < e.count; ++i) ASSERT_EQ(points[static_cast<std::size_t>(i)], e.first + i);
  }
}

TEST_P(OfficialFile, SolutionFields) {
  const auto sols = flow_solutions(zone());
  ASSERT_EQ(sols.size(), 1u);
  EXPECT_EQ(sols[0].name(), "FlowSolution");
  EXPECT_EQ(sols[0].location(), GridLocation::Vertex);
  EXPECT_EQ(sols[0].field_shape(), (Dims{3213}));
  const auto density = real_values(sols[0].field("Density"));
  const auto pressure = real_values(sols[0].field("Pressure"));
  for (std::size_t n : {0u, 20u, 21u, 1000u, 3212u}) {
    EXPECT_EQ(density[n], static_cast<double>(n % 21)) << n;
    EXPECT_EQ(pressure[n], static_cast<double>(n / 21 % 17)) << n;
  }
}

TEST_P(OfficialFile, BaseAnnotations) {
  const BaseView base = bases(tree_).front();
  EXPECT_EQ(read_data_class(base.ref()), DataClass::NormalizedByUnknownDimensional);
  const auto state = reference_state(base.ref());
  ASSERT_TRUE(state.has_value());
  EXPECT_EQ(state->description(), "ReferenceQuantities");
  EXPECT_EQ(state->value("Mach"), 4.6);
  EXPECT_EQ(state->value("Reynolds"), 6e6);
  const auto texts = descriptors(base.ref());
  ASSERT_EQ(texts.size(), 1u);
  EXPECT_EQ(texts[0].text().rfind("Supersonic vehicle with landing gear", 0), 0u) << texts[0].text();
  // ConvergenceHistory_t is not modelled: it is still there, untouched.
  EXPECT_NE(base.ref()->child("GlobalConvergenceHistory"), nullptr);
}

TEST_P(OfficialFile, RenumberedSectionsReadTheSameUnderTheCurrentVersion) {
  renumber_element_types(tree_, version_);
  const auto s = sections(zones(bases(tree_).front()).front(), CgnsVersion{4400});
  ASSERT_EQ(s.size(), 4u);
  for (const auto& section : s) {
    EXPECT_EQ(section.type(), section.name() == "Elem" ? ElementType::HEXA_8 : ElementType::QUAD_4);
    EXPECT_EQ(section.ref()->values<std::int32_t>()[0], section.name() == "Elem" ? 17 : 7);
  }
}

INSTANTIATE_TEST_SUITE_P(Versions, OfficialFile,
                         ::testing::Values(FileCase{"cgnslib_vers-3000.cgns", 3000},
                                           FileCase{"cgnslib_vers-3420.cgns", 3420},
                                           FileCase{"cgnslib_vers-4400.cgns", 4400}),
                         [](const auto& test) { return std::to_string(test.param.version_code); });

}  // namespace
}  // namespace pcgns::sids
