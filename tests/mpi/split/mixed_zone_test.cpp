// pcgns-split under 1, 2 and 3 ranks on MIXED sections: a generated mesh of tetrahedra,
// prisms, pyramids and hexahedra (MIXED cells, MIXED QUAD_4/TRI_3 boundary faces listed
// by a BC) cut by every method into 1, 2, 3 and 7 parts, from the whole file and from
// the per-rank set, in the 4.x layout (ElementStartOffset) and the 3.x one, and merged
// back to the very same tree; a MIXED section with an unknown type code or an element
// running past its connectivity refused naming the file, the node and the element.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "generated_round_trip.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/same_tree.hpp"
#include "support/two_hexa.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

class MixedZoneTest : public GeneratedRoundTrip {
 protected:
  MixedZoneTest() : GeneratedRoundTrip(generate::Elements::mixed) {}
};

// Hilbert into every part count from the file; the graph methods (whose cells come
// from the same records) on fewer, ptscotch from the set.
TEST_F(MixedZoneTest, EveryMethodFromAFileAndFromASetMergesBackToTheSameTree) {
  const auto set = generated("set", CgnsVersion{4400});
  const auto whole = merge_into(set, dir_ / "whole.cgns");
  for (const int parts : {1, 2, 3, 7})
    expect_round_trip(whole, {whole}, split::Method::hilbert, parts, "hilbert " + std::to_string(parts) + " parts");
  for (const int parts : {2, 7})
    expect_round_trip(whole, set, split::Method::ptscotch, parts,
                      "ptscotch " + std::to_string(parts) + " parts from the set");
  expect_round_trip(whole, {whole}, split::Method::metis, 3, "metis 3 parts");
}

TEST_F(MixedZoneTest, TheLayoutWithoutElementStartOffsetIsCutAndMergedBackToo) {
  const auto set = generated("set33", CgnsVersion{3300});
  const auto whole = merge_into(set, dir_ / "whole33.cgns");
  expect_round_trip(whole, {whole}, split::Method::hilbert, 7, "3.3 layout, 7 parts from the file");
  expect_round_trip(whole, set, split::Method::ptscotch, 2, "3.3 layout, 2 parts from the set");
}

// Two hexahedra side by side as a MIXED section whose `entries` replace the second
// element's, written in the layout of `version`.
fs::path write_two_hexa(const fs::path& file, std::vector<std::int64_t> second, CgnsVersion version) {
  if (world_rank() == 0) {
    Node root("/", "Root Node of HDF5 File");
    Node& zone = sids::add_zone(sids::add_base(root, "Base", 3, 3), "Zone", sids::ZoneType::Unstructured,
                                sids::ZoneSizes::unstructured(12, 2));
    add_two_hexa_coordinates(zone);
    std::vector<std::int64_t> entries{17, 1, 2, 5, 4, 7, 8, 11, 10};
    entries.insert(entries.end(), second.begin(), second.end());
    std::vector<std::int64_t> offsets{0, 9, static_cast<std::int64_t>(entries.size())};
    sids::add_poly_section(zone, "Cells", sids::ElementType::MIXED, 1, 2, offsets, entries, version);
    WriteOptions options;
    options.version = version;
    write_tree(file, root, options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

TEST_F(MixedZoneTest, UnknownTypeCodeIsRefusedNamingFileNodeAndElementOnEveryRankWritingNothing) {
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3400}, CgnsVersion{3300}}) {
    const std::string name = "code" + version.to_string();
    const auto input = write_two_hexa(dir_ / (name + ".cgns"), {99, 2, 3, 6, 5, 8, 9, 12, 11}, version);
    for (const auto method : {split::Method::hilbert, split::Method::ptscotch}) {
      const auto options = options_for(std::vector<fs::path>{input}, method, 2, name + "_" + split::to_string(method));
      expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                               {name + ".cgns", "/Base/Zone", "Cells", "element 2", "type code 99"});
      EXPECT_FALSE(fs::exists(split::main_file(options.stem))) << name << " " << split::to_string(method);
    }
  }
}

TEST_F(MixedZoneTest, ElementRunningPastTheConnectivityIsRefusedNamingFileNodeAndElement) {
  const auto input = write_two_hexa(dir_ / "short.cgns", {17, 2, 3, 6, 5}, CgnsVersion{3300});
  const auto options = options_for(std::vector<fs::path>{input}, split::Method::hilbert, 2, "short_parts");
  expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                           {"short.cgns", "/Base/Zone", "Cells", "element 2 runs past the end"});
  EXPECT_FALSE(fs::exists(split::main_file(options.stem)));
}

}  // namespace
}  // namespace pcgns::test
