#pragma once
// The targets of the merge's data phase. Writing and verifying run the same data phase:
// one target queues the slices into the parallel writer, the other reads the same slices
// back from the finished file and compares.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dist/array_target.hpp"
#include "pcgns/merge/report.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::merge {

using dist::ArraySource;
using dist::ArrayTarget;

class WriteTarget final : public ArrayTarget {
 public:
  explicit WriteTarget(ParallelWriter& writer) : writer_(writer) {}
  void put(const std::string& path, std::int64_t first, std::int64_t count, std::vector<std::byte> values) override;
  void put_box(const std::string& path, const Dims& lo, const Dims& hi, std::vector<std::byte> values) override;
  bool copy(const std::string& path, std::int64_t first, std::int64_t count,
            const ArraySource::FileSpan& from) override;
  void flush() override;

 private:
  ParallelWriter& writer_;
  std::vector<std::vector<std::byte>> pending_;  // alive until the writer has flushed
};

class CompareTarget final : public ArrayTarget {
 public:
  explicit CompareTarget(ParallelReader& reader) : reader_(reader) {}
  void put(const std::string& path, std::int64_t first, std::int64_t count, std::vector<std::byte> values) override;
  void put_box(const std::string& path, const Dims& lo, const Dims& hi, std::vector<std::byte> values) override;
  // Verifying compares values, so they are always read.
  bool copy(const std::string&, std::int64_t, std::int64_t, const ArraySource::FileSpan&) override { return false; }
  void flush() override;

  std::int64_t compared() const { return compared_; }
  // This rank's mismatches (the first few), in the order found.
  const std::vector<Mismatch>& mismatches() const { return mismatches_; }

 private:
  struct Check {
    std::string path;
    std::int64_t first = 0;
    std::size_t element = 1;
    std::vector<std::byte> expected;
    std::vector<std::byte> actual;
  };
  Check& queue(const std::string& path, std::int64_t first, std::vector<std::byte> values);

  ParallelReader& reader_;
  std::vector<Check> checks_;
  std::int64_t compared_ = 0;
  std::vector<Mismatch> mismatches_;
};

}  // namespace pcgns::merge
