// Files written by write_tree are read by the official tools: cgnslist (CGNS 3.4
// library, any file version), cgnscheck and cgnsdiff (3.x files), h5dump.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns {
namespace {

struct CommandResult {
  int status = -1;
  std::string output;
};

CommandResult run(const std::string& command, const std::filesystem::path& log) {
  CommandResult r;
  r.status = std::system((command + " > '" + log.string() + "' 2>&1").c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  r.output = text.str();
  return r;
}

std::string official(const char* name) { return std::string(PCGNS_TEST_DATA_DIR) + "/" + name; }

TEST(OfficialTools, CgnslistListsAWrittenFile) {
  test::ScratchDir dir;
  const auto file = dir / "copy44.cgns";
  write_tree(file, read_tree(official("cgnslib_vers-4400.cgns"), ReadOptions{1024}));
  const CommandResult list = run("cgnslist -a '" + file.string() + "'", dir / "list.txt");
  EXPECT_EQ(list.status, 0) << list.output;
  for (const char* expected : {"CGNSLibraryVersion", "Zone 1", "Zone_t", "GridCoordinates", "CoordinateX",
                               "DataArray_t", "ElementConnectivity", "PointList", "3213", "R8", "I8"})
    EXPECT_NE(list.output.find(expected), std::string::npos) << expected << "\n" << list.output;
  const CommandResult dump = run("h5dump -H '" + file.string() + "'", dir / "dump.txt");
  EXPECT_EQ(dump.status, 0) << dump.output;
  EXPECT_NE(dump.output.find("GROUP \"Zone 1\""), std::string::npos);
}

TEST(OfficialTools, CgnslistFollowsLinks) {
  test::ScratchDir dir;
  write_tree(dir / "part.cgns", read_tree(official("cgnslib_vers-3420.cgns")));
  Node main_tree("/", "Root Node of HDF5 File");
  Node& base = main_tree.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  base.add(make_link_node("Zone 1", LinkTarget{"part.cgns", "/Base/Zone 1"}));
  write_tree(dir / "main.cgns", main_tree);
  const CommandResult list = run("cd '" + dir.path().string() + "' && cgnslist -f main.cgns", dir / "l.txt");
  EXPECT_EQ(list.status, 0) << list.output;
  EXPECT_NE(list.output.find("CoordinateX"), std::string::npos) << list.output;
}

TEST(OfficialTools, VersionThreeFourFileChecksAndDiffsClean) {
  test::ScratchDir dir;
  const auto file = dir / "copy34.cgns";
  WriteOptions options;
  options.version = CgnsVersion{3400};
  write_tree(file, read_tree(official("cgnslib_vers-3420.cgns"), ReadOptions{1024}), options);
  const CommandResult check = run("cgnscheck '" + file.string() + "'", dir / "check.txt");
  EXPECT_EQ(check.status, 0) << check.output;
  EXPECT_EQ(check.output.find("ERROR"), std::string::npos) << check.output;
  const CommandResult diff =
      run("cgnsdiff -d '" + official("cgnslib_vers-3420.cgns") + "' '" + file.string() + "'", dir / "diff.txt");
  EXPECT_EQ(diff.status, 0) << diff.output;
  // Only the stamped version differs from the official file.
  std::istringstream lines(diff.output);
  for (std::string line; std::getline(lines, line);)
    EXPECT_NE(line.find("CGNSLibraryVersion"), std::string::npos) << diff.output;
}

}  // namespace
}  // namespace pcgns
