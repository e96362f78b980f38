// A set of files written by every rank, published all or nothing (io/output_set.hpp).
#include "io/output_set.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "mpi/mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "sys/output_file.hpp"

namespace pcgns::io {
namespace {

namespace fs = std::filesystem;
using test::SharedDir;
using test::world_rank;
using test::world_size;

void write_text(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }
std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

fs::path part_name(const SharedDir& dir, int part) { return dir / ("s_sub_" + std::to_string(part) + ".cgns"); }

// An old set: its main file and `parts` parts, each saying "old".
void write_old_set(const SharedDir& dir, int parts) {
  if (world_rank() == 0) {
    write_text(dir / "s.cgns", "old main");
    for (int part = 0; part < parts; ++part) write_text(part_name(dir, part), "old");
  }
  MPI_Barrier(MPI_COMM_WORLD);
}

// This rank's part (and on rank 0 the main file), written under temporary names.
std::vector<PendingOutput> write_new_files(const SharedDir& dir, bool overwrite) {
  std::vector<PendingOutput> mine;
  const fs::path part = part_name(dir, world_rank());
  mine.push_back({sys::reserve_output(part, overwrite), part});
  write_text(mine.back().temporary, "new " + std::to_string(world_rank()));
  if (world_rank() == 0) {
    mine.push_back({sys::reserve_output(dir / "s.cgns", overwrite), dir / "s.cgns"});
    write_text(mine.back().temporary, "new main");
  }
  return mine;
}

std::vector<std::string> sorted_entries(const SharedDir& dir) {
  auto entries = dir.entries();
  std::sort(entries.begin(), entries.end());
  return entries;
}

std::vector<std::string> new_set_entries() {
  std::vector<std::string> names{"s.cgns"};
  for (int part = 0; part < world_size(); ++part) names.push_back("s_sub_" + std::to_string(part) + ".cgns");
  std::sort(names.begin(), names.end());
  return names;
}

TEST(OutputSet, EveryRankHasTheSameRandomId) {
  const OutputSet first(MPI_COMM_WORLD, std::nullopt, false);
  const OutputSet second(MPI_COMM_WORLD, std::nullopt, false);
  ASSERT_EQ(first.id().size(), 32u);
  EXPECT_EQ(first.id().find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_NE(first.id(), second.id());
  std::string on_rank_0 = first.id();
  MPI_Bcast(on_rank_0.data(), 32, MPI_CHAR, 0, MPI_COMM_WORLD);
  EXPECT_EQ(first.id(), on_rank_0);
}

TEST(OutputSet, PublishesEveryRanksFiles) {
  const SharedDir dir;
  OutputSet set(MPI_COMM_WORLD, dir / "s.cgns", false);
  set.publish(write_new_files(dir, false), {});
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_EQ(sorted_entries(dir), new_set_entries());  // no temporaries left
  EXPECT_EQ(read_text(dir / "s.cgns"), "new main");
  for (int part = 0; part < world_size(); ++part)
    EXPECT_EQ(read_text(part_name(dir, part)), "new " + std::to_string(part));
}

TEST(OutputSet, OverwriteReplacesAnOldSetOfMorePartsEntirely) {
  const SharedDir dir;
  const int old_parts = world_size() + 2;
  write_old_set(dir, old_parts);
  OutputSet set(MPI_COMM_WORLD, dir / "s.cgns", true);
  std::vector<fs::path> obsolete;
  if (world_rank() == 0)
    for (int part = world_size(); part < old_parts; ++part) obsolete.push_back(part_name(dir, part));
  set.publish(write_new_files(dir, true), obsolete);
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_EQ(sorted_entries(dir), new_set_entries());
  EXPECT_EQ(read_text(dir / "s.cgns"), "new main");
  EXPECT_EQ(read_text(part_name(dir, world_size() - 1)), "new " + std::to_string(world_size() - 1));
}

TEST(OutputSet, AFailureOnOneRankBeforeTheRenamesPublishesNothing) {
  const SharedDir dir;
  write_old_set(dir, world_size());
  OutputSet set(MPI_COMM_WORLD, dir / "s.cgns", true);
  auto mine = write_new_files(dir, true);
  const int last = world_size() - 1;
  // The last rank's destination turned into a directory while it was writing.
  if (world_rank() == last) {
    fs::remove(part_name(dir, last));
    fs::create_directory(part_name(dir, last));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  test::expect_error<OutputError>([&] { set.publish(mine, {}); },
                                  {"rank " + std::to_string(last), part_name(dir, last).string(), "is a directory"});
  for (const auto& file : mine) sys::discard_output(file.temporary);
  MPI_Barrier(MPI_COMM_WORLD);
  // The old set is untouched, its main file included.
  EXPECT_EQ(read_text(dir / "s.cgns"), "old main");
  for (int part = 0; part < last; ++part) EXPECT_EQ(read_text(part_name(dir, part)), "old");
  EXPECT_EQ(sorted_entries(dir), new_set_entries());
}

TEST(OutputSet, WithoutOverwriteAnOutputThatAppearedIsRefusedAndNothingPublished) {
  const SharedDir dir;
  OutputSet set(MPI_COMM_WORLD, dir / "s.cgns", false);
  auto mine = write_new_files(dir, false);
  if (world_rank() == 0) write_text(dir / "s.cgns", "someone else's");
  MPI_Barrier(MPI_COMM_WORLD);
  test::expect_error<OutputError>([&] { set.publish(mine, {}); }, {"rank 0", "s.cgns", "already exists"});
  for (const auto& file : mine) sys::discard_output(file.temporary);
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_EQ(sorted_entries(dir), std::vector<std::string>{"s.cgns"});
  EXPECT_EQ(read_text(dir / "s.cgns"), "someone else's");
}

}  // namespace
}  // namespace pcgns::io
