// --weights from a file: every number read, a bad entry named with its file and
// position, and a rank's local cells picked out of a zone's weights by cell id.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "pcgns/error.hpp"
#include "split/unstructured/cell_weights.hpp"

namespace pcgns::split {
namespace {

std::filesystem::path write_file(const std::string& name, const std::string& text) {
  auto path = std::filesystem::path(::testing::TempDir()) / name;
  std::ofstream(path) << text;
  return path;
}

TEST(CellWeights, FileNumbersAreReadWhateverTheWhitespace) {
  const auto file = write_file("weights.txt", "1 2.5\n\t3e1\n0\n");
  EXPECT_EQ(read_weights_file(file), (std::vector<double>{1, 2.5, 30, 0}));
}

TEST(CellWeights, ABadEntryIsNamedWithItsFileAndPosition) {
  for (const std::string bad : {"-1", "x", "2cells", "nan", "inf"}) {
    const auto file = write_file("bad.txt", "1 1 " + bad + " 1");
    try {
      read_weights_file(file);
      FAIL() << bad << " accepted";
    } catch (const InputError& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find("bad.txt: weight 3 ('" + bad + "')"), std::string::npos) << message;
    }
  }
}

TEST(CellWeights, AMissingFileIsAMissingInput) {
  EXPECT_THROW(read_weights_file("/nonexistent/weights.txt"), MissingInputError);
}

TEST(CellWeights, LocalCellsTakeTheirWeightsByCellId) {
  // Two cell sections (cells 0-3 and 4-5) around a boundary one; this rank holds items
  // 2-3 of the first and 0-1 of the second.
  ElementLayout layout;
  layout.cells = 6;
  layout.sections = {{"A", sids::ElementType::HEXA_8, 8, 1, 4, true, 0},
                     {"Wall", sids::ElementType::QUAD_4, 4, 5, 2, false, 0},
                     {"B", sids::ElementType::TETRA_4, 4, 7, 2, true, 4}};
  Slice a, wall, b;
  a.first = 2, a.count = 2;
  b.first = 0, b.count = 2;
  ZoneCellSlices slices;
  slices.connectivity = {&a, &wall, &b};
  const std::vector<double> zone{10, 11, 12, 13, 14, 15};
  EXPECT_EQ(local_weights_from_list(layout, slices, zone), (std::vector<double>{12, 13, 14, 15}));
}

}  // namespace
}  // namespace pcgns::split
