#include "io/copy_range.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <numeric>
#include <vector>

#include "pcgns/error.hpp"

namespace pcgns::io {
namespace {
namespace fs = std::filesystem;

// A descriptor closed at the end of the test.
class Descriptor {
 public:
  Descriptor(const fs::path& file, int flags) : fd_(::open(file.c_str(), flags | O_CLOEXEC, 0644)) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

std::vector<char> pattern(std::size_t bytes) {
  std::vector<char> values(bytes);
  std::iota(values.begin(), values.end(), char{1});
  return values;
}

void write_file(const fs::path& file, const std::vector<char>& bytes) {
  std::ofstream(file, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::vector<char> read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(in), {});
}

class CopyRangeTest : public ::testing::Test {
 protected:
  void SetUp() override { dir = make_dir(fs::temp_directory_path()); }
  void TearDown() override {
    for (const auto& d : made) fs::remove_all(d);
  }
  fs::path make_dir(const fs::path& parent) {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    fs::path d = parent / (std::string("pcgns_copy_range_") + test->name() + "_" + std::to_string(::getpid()));
    fs::remove_all(d);
    fs::create_directories(d);
    made.push_back(d);
    return d;
  }
  fs::path dir;
  std::vector<fs::path> made;
};

// Copies 3 MiB + 5 bytes from offset 7 of `source` to offset 11 of a 16-byte file of 'x'.
void expect_copied(const fs::path& source, const fs::path& target) {
  const auto input = pattern((std::size_t{3} << 20) + 20);
  write_file(source, input);
  write_file(target, std::vector<char>(16, 'x'));
  const std::int64_t bytes = (std::int64_t{3} << 20) + 5;
  {
    Descriptor from(source, O_RDONLY), to(target, O_WRONLY);
    EXPECT_EQ(copy_range({from.get(), 7}, {to.get(), 11}, bytes, "test"), bytes);
  }
  const auto output = read_file(target);
  ASSERT_EQ(output.size(), static_cast<std::size_t>(11 + bytes));
  EXPECT_EQ(std::vector<char>(output.begin(), output.begin() + 11), std::vector<char>(11, 'x'));
  EXPECT_TRUE(std::equal(output.begin() + 11, output.end(), input.begin() + 7));
}

TEST_F(CopyRangeTest, CopiesTheBytesAtTheirOffsetsWithinOneFileSystem) {
  expect_copied(dir / "in", dir / "out");
}

TEST_F(CopyRangeTest, CopiesAcrossFileSystemsWhereTheKernelCannot) {
  // /dev/shm is a tmpfs (Open MPI's shared memory lives there too): the kernel refuses
  // to copy from it to another file system, and the copy goes through a buffer.
  ASSERT_TRUE(fs::is_directory("/dev/shm"));
  const fs::path shm = make_dir("/dev/shm");
  expect_copied(shm / "in", dir / "out");
}

TEST_F(CopyRangeTest, StopsShortWhenTheSourceEnds) {
  write_file(dir / "in", pattern(100));
  write_file(dir / "out", {});
  Descriptor from(dir / "in", O_RDONLY), to(dir / "out", O_WRONLY);
  EXPECT_EQ(copy_range({from.get(), 40}, {to.get(), 0}, 1000, "test"), 60);
  EXPECT_EQ(read_file(dir / "out").size(), 60u);
}

TEST_F(CopyRangeTest, AFullDiskIsAnIoErrorNamingTheTarget) {
  write_file(dir / "in", pattern(4096));
  Descriptor from(dir / "in", O_RDONLY), full("/dev/full", O_WRONLY);
  ASSERT_GE(full.get(), 0);
  try {
    copy_range({from.get(), 0}, {full.get(), 0}, 4096, "'out.cgns' node '/Base/Zone'");
    FAIL() << "no error";
  } catch (const IoError& e) {
    EXPECT_NE(std::string(e.what()).find("'out.cgns' node '/Base/Zone'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("No space left"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace pcgns::io
