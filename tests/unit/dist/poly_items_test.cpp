// read_poly_items: the items of MIXED / NGON_n / NFACE_n sections as offsets + entries,
// from the CGNS 4.x layout (ElementStartOffset) and from the 3.x layout where each
// NGON/NFACE entry carries its count and MIXED entries are walked by element type.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "dist/poly_items.hpp"
#include "pcgns/error.hpp"

namespace {

using pcgns::CgnsVersion;
using pcgns::Node;
using pcgns::dist::ArraySource;
using pcgns::dist::PolyItems;
using pcgns::dist::read_poly_items;
using ET = pcgns::sids::ElementType;
using Ints = std::vector<std::int64_t>;

constexpr CgnsVersion v30{3000}, v33{3300}, v34{3400}, v44{4400};

// An Elements_t node holding its connectivity (and offsets when given) in memory.
template <class T>
Node section(const std::vector<T>& connectivity, const std::vector<T>& offsets = {}) {
  Node node("Poly", "Elements_t", pcgns::DataType::I4, {2});
  node.add(pcgns::make_data_node("ElementConnectivity", "DataArray_t", connectivity));
  if (!offsets.empty()) node.add(pcgns::make_data_node("ElementStartOffset", "DataArray_t", offsets));
  return node;
}

PolyItems read(const Node& node, ET type, std::int64_t count, CgnsVersion version) {
  ArraySource source;
  return read_poly_items(node, type, count, version, source, "sol_0.cgns:/Base/Zone/Poly");
}

// The InputError message of reading `node` (fails the test when nothing is thrown).
std::string input_error(const Node& node, ET type, std::int64_t count, CgnsVersion version) {
  try {
    read(node, type, count, version);
  } catch (const pcgns::InputError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no InputError";
  return {};
}

TEST(PolyItems, Version4ReadsOffsetsAndEntriesAsStored) {
  const auto node = section<std::int64_t>({1, 2, 3, 4, 5, 6, 7}, {0, 3, 7});
  const auto items = read(node, ET::NGON_n, 2, v44);
  EXPECT_EQ(items.offsets, (Ints{0, 3, 7}));
  EXPECT_EQ(items.entries, (Ints{1, 2, 3, 4, 5, 6, 7}));
}

TEST(PolyItems, Version4WidensThirtyTwoBitArrays) {
  const auto node = section<std::int32_t>({5, 1, 2, 3, 7, 4, 5, 6, 7}, {0, 4, 9});
  const auto items = read(node, ET::MIXED, 2, v44);
  EXPECT_EQ(items.offsets, (Ints{0, 4, 9}));
  EXPECT_EQ(items.entries, (Ints{5, 1, 2, 3, 7, 4, 5, 6, 7}));
}

TEST(PolyItems, LegacyNgonDropsTheCountPrefixes) {
  // Two faces: a triangle and a quad, each prefixed by its node count (3.x layout).
  const auto node = section<std::int32_t>({3, 1, 2, 3, 4, 4, 5, 6, 7});
  const auto items = read(node, ET::NGON_n, 2, v33);
  EXPECT_EQ(items.offsets, (Ints{0, 3, 7}));
  EXPECT_EQ(items.entries, (Ints{1, 2, 3, 4, 5, 6, 7}));
}

TEST(PolyItems, LegacyNfaceDropsTheCountPrefixes) {
  const auto node = section<std::int64_t>({2, -1, 2, 3, 3, 4, -5});
  const auto items = read(node, ET::NFACE_n, 2, v33);
  EXPECT_EQ(items.offsets, (Ints{0, 2, 5}));
  EXPECT_EQ(items.entries, (Ints{-1, 2, 3, 4, -5}));
}

TEST(PolyItems, LegacyMixedKeepsTypeCodesAndWalksByNodeCount) {
  // TRI_3 (5), QUAD_4 (7), BAR_2 (3) in the numbering from 3.1 on.
  const Ints raw{5, 1, 2, 3, 7, 4, 5, 6, 7, 3, 8, 9};
  const auto items = read(section(raw), ET::MIXED, 3, v33);
  EXPECT_EQ(items.offsets, (Ints{0, 4, 9, 12}));
  EXPECT_EQ(items.entries, raw);
}

TEST(PolyItems, LegacyMixedUsesTheNumberingOfTheFileVersion) {
  // Code 18 is HEXA_8 (8 nodes) in a 3.0 file and HEXA_20 (20 nodes) from 3.1 on.
  Ints raw{18, 1, 2, 3, 4, 5, 6, 7, 8};
  const auto items = read(section(raw), ET::MIXED, 1, v30);
  EXPECT_EQ(items.offsets, (Ints{0, 9}));
  EXPECT_EQ(items.entries, raw);
  EXPECT_NE(input_error(section(raw), ET::MIXED, 1, v33).find("runs past"), std::string::npos);
}

TEST(PolyItems, Version4WithoutOffsetsFallsBackToTheLegacyWalk) {
  const auto items = read(section<std::int64_t>({3, 1, 2, 3}), ET::NGON_n, 1, v44);
  EXPECT_EQ(items.offsets, (Ints{0, 3}));
  EXPECT_EQ(items.entries, (Ints{1, 2, 3}));
}

TEST(PolyItems, LegacyFilesIgnoreAStrayOffsetArray) {
  // Before 4.0 there is no ElementStartOffset: entries carry their counts.
  const auto items = read(section<std::int64_t>({2, 8, 9}, {0, 99}), ET::NGON_n, 1, v33);
  EXPECT_EQ(items.offsets, (Ints{0, 2}));
  EXPECT_EQ(items.entries, (Ints{8, 9}));
}

// The official 3.4.0 library writes ElementStartOffset under its 3.4 stamp; 3.4.1 wrote
// counts under the same stamp: a 3.4 section is read by its own layout.
TEST(PolyItems, VersionThreeFourReadsEitherLayout) {
  const auto offsets = read(section<std::int64_t>({1, 2, 3, 4, 5, 6, 7}, {0, 3, 7}), ET::NGON_n, 2, v34);
  EXPECT_EQ(offsets.offsets, (Ints{0, 3, 7}));
  EXPECT_EQ(offsets.entries, (Ints{1, 2, 3, 4, 5, 6, 7}));
  const auto counts = read(section<std::int64_t>({3, 1, 2, 3, 4, 4, 5, 6, 7}), ET::NGON_n, 2, v34);
  EXPECT_EQ(counts.offsets, (Ints{0, 3, 7}));
  EXPECT_EQ(counts.entries, (Ints{1, 2, 3, 4, 5, 6, 7}));
}

TEST(PolyItems, ZeroElementsGiveOneOffset) {
  const auto items = read(section<std::int64_t>({}), ET::NGON_n, 0, v33);
  EXPECT_EQ(items.offsets, (Ints{0}));
  EXPECT_TRUE(items.entries.empty());
}

TEST(PolyItems, ConnectivityEndingEarlyIsAnInputErrorNamingTheSection) {
  const auto message = input_error(section<std::int64_t>({3, 1, 2, 3}), ET::NGON_n, 2, v33);
  EXPECT_NE(message.find("sol_0.cgns:/Base/Zone/Poly"), std::string::npos) << message;
  EXPECT_NE(message.find("element 2"), std::string::npos) << message;
}

TEST(PolyItems, AnEntryRunningPastTheEndIsAnInputError) {
  const auto message = input_error(section<std::int64_t>({3, 1, 2, 3, 5, 4}), ET::NGON_n, 2, v33);
  EXPECT_NE(message.find("element 2 runs past"), std::string::npos) << message;
  EXPECT_NE(input_error(section<std::int64_t>({-1, 1}), ET::NGON_n, 1, v33).find("element 1"), std::string::npos);
}

TEST(PolyItems, AnInvalidMixedTypeCodeIsAnInputError) {
  // An unknown code must not be read as a zero-node element (which would misalign the rest).
  for (const std::int64_t code : {std::int64_t{999}, std::int64_t{0}, std::int64_t{20}}) {
    const auto message = input_error(section<std::int64_t>({5, 1, 2, 3, code, 1, 2}), ET::MIXED, 2, v33);
    EXPECT_NE(message.find("sol_0.cgns:/Base/Zone/Poly"), std::string::npos) << message;
    EXPECT_NE(message.find("element 2"), std::string::npos) << message;
  }
}

TEST(PolyItems, Version4OffsetsMustMatchTheConnectivity) {
  const Ints connectivity{1, 2, 3, 4};
  for (const Ints& offsets : {Ints{0, 3}, Ints{1, 2, 4}, Ints{0, 2, 3}, Ints{0, 2, 4, 4}}) {
    const auto message = input_error(section(connectivity, offsets), ET::NGON_n, 2, v44);
    EXPECT_NE(message.find("ElementStartOffset"), std::string::npos) << message;
    EXPECT_NE(message.find("sol_0.cgns:/Base/Zone/Poly"), std::string::npos) << message;
  }
}

}  // namespace
