// ParallelWriter::copy: arrays copied straight from other files (pcgns-merge's verbatim
// arrays), interleaved with queued writes of other arrays, read back exactly; a short
// source, a bad request and the HDF5 write paths (which do not copy); values written at
// once, and a failed one reported by the next flush on every rank.
#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <fstream>

#include "mpi/io_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

using test::ArraySpec;
using test::SampleLayout;

constexpr std::int64_t kHeader = 100;  // junk before the arrays in each source file

// A source file holding `kHeader` bytes of junk, then every array's expected bytes end
// to end; returns each array's offset in it.
std::vector<std::int64_t> write_source(const std::filesystem::path& file, const SampleLayout& layout) {
  std::ofstream out(file, std::ios::binary);
  out << std::string(kHeader, '#');
  std::vector<std::int64_t> offsets;
  std::int64_t at = kHeader;
  for (const ArraySpec& a : layout.arrays) {
    const auto bytes = test::expected_array(a);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    offsets.push_back(at);
    at += static_cast<std::int64_t>(bytes.size());
  }
  return offsets;
}

struct Share {
  std::int64_t first = 0;
  std::int64_t count = 0;
};
Share share_of(std::int64_t elements, int rank, int ranks) {
  const std::int64_t begin = elements * rank / ranks, end = elements * (rank + 1) / ranks;
  return {begin, end - begin};
}

class Source {
 public:
  explicit Source(const std::filesystem::path& file) : fd_(::open(file.c_str(), O_RDONLY | O_CLOEXEC)) {}
  ~Source() { ::close(fd_); }
  int fd() const { return fd_; }

 private:
  int fd_;
};

TEST(WriterCopy, CopiedAndWrittenArraysReadBackExactly) {
  const int ranks = test::world_size(), rank = test::world_rank();
  const test::SharedDir dir;
  const SampleLayout layout = test::unstructured_zones(3, 5000);
  const auto source_file = dir / ("source_" + std::to_string(rank));
  const auto offsets = write_source(source_file, layout);
  const Source source(source_file);
  const auto file = dir / "out.cgns";
  ParallelWriter writer(MPI_COMM_WORLD, file, {});
  writer.tree() = layout.tree();
  writer.commit();
  // Even arrays are copied, odd ones written through the queue, each rank its share,
  // a flush after every array so copies and collective writes follow each other.
  std::vector<std::vector<std::byte>> kept;
  std::int64_t expected_bytes = 0;
  for (std::size_t a = 0; a < layout.arrays.size(); ++a) {
    const ArraySpec& array = layout.arrays[a];
    const auto size = static_cast<std::int64_t>(element_size(array.type));
    const Share mine = share_of(element_count(array.dims), rank, ranks);
    expected_bytes += mine.count * size;
    if (a % 2 == 0) {
      const auto copied =
          writer.copy(array.path, mine.first, mine.count, source.fd(), offsets[a] + mine.first * size, "source");
      ASSERT_TRUE(copied.has_value());
      EXPECT_EQ(*copied, mine.count * size);
    } else {
      const auto all = test::expected_array(array);
      kept.emplace_back(all.begin() + mine.first * size, all.begin() + (mine.first + mine.count) * size);
      // Every other written array goes out at once (spliced), the rest through the queue.
      if (a % 4 == 1) {
        EXPECT_TRUE(writer.write_at_once(array.path, mine.first, mine.count, kept.back().data()));
      } else {
        writer.write(array.path, mine.first, mine.count, kept.back().data());
      }
    }
    writer.flush();
  }
  writer.close();
  EXPECT_EQ(writer.bytes_written(), expected_bytes);
  if (rank == 0) test::expect_arrays_read_back(file, layout);
}

// One zone's arrays in a source file of this rank's, opened.
class WriterCopyOneZone : public ::testing::Test {
 protected:
  const test::SharedDir dir;
  const SampleLayout layout = test::unstructured_zones(1, 5000);
  const std::filesystem::path source_file = dir / ("source_" + std::to_string(test::world_rank()));
  const std::vector<std::int64_t> offsets = write_source(source_file, layout);
  const Source source{source_file};
};

TEST_F(WriterCopyOneZone, AShortSourceCopiesWhatItHasAndABadRequestThrows) {
  const std::int64_t source_bytes = static_cast<std::int64_t>(std::filesystem::file_size(source_file));
  ParallelWriter writer(MPI_COMM_WORLD, dir / "out.cgns", {});
  writer.tree() = layout.tree();
  writer.commit();
  const ArraySpec& array = layout.arrays.front();
  const auto size = static_cast<std::int64_t>(element_size(array.type));
  // From 10 elements before the end of the source: 10 elements come.
  const auto copied = writer.copy(array.path, 0, 100, source.fd(), source_bytes - 10 * size, "source");
  ASSERT_TRUE(copied.has_value());
  EXPECT_EQ(*copied, 10 * size);
  EXPECT_THROW(writer.copy("/Base/NoSuchZone/X", 0, 1, source.fd(), 0, "source"), InputError);
  EXPECT_THROW(writer.copy(array.path, element_count(array.dims), 1, source.fd(), 0, "source"), InputError);
  writer.close();
}

TEST_F(WriterCopyOneZone, AWriteAtOnceThatFailsOnOneRankFailsTheNextFlushOnEvery) {
  ParallelWriter writer(MPI_COMM_WORLD, dir / "out.cgns", {});
  writer.tree() = layout.tree();
  writer.commit();
  const ArraySpec& array = layout.arrays.front();
  const std::vector<std::byte> value(element_size(array.type));
  // Only the last rank asks for an element past the end: it must not throw there and
  // then, or the other ranks would wait in the flush for ever.
  if (test::world_rank() == test::world_size() - 1) {
    EXPECT_TRUE(writer.write_at_once(array.path, element_count(array.dims), 1, value.data()));
  }
  EXPECT_THROW(writer.flush(), InputError);
}

TEST_F(WriterCopyOneZone, TheHdf5PathsLeaveTheCopyToTheCaller) {
  for (const WritePath path : {WritePath::hdf5_collective, WritePath::hdf5_independent}) {
    ParallelWriteOptions options;
    options.path = path;
    ParallelWriter writer(MPI_COMM_WORLD, dir / ("out_" + test::write_path_name(path) + ".cgns"), options);
    writer.tree() = layout.tree();
    writer.commit();
    EXPECT_FALSE(writer.copy(layout.arrays.front().path, 0, 1, source.fd(), offsets.front(), "source").has_value());
    const std::vector<std::byte> value(element_size(layout.arrays.front().type));
    EXPECT_FALSE(writer.write_at_once(layout.arrays.front().path, 0, 1, value.data()));
    writer.close();
  }
}

}  // namespace
}  // namespace pcgns
