#pragma once
// Where the merge's data phase puts each slice of an output array. Writing and
// verifying run the same data phase: one target queues the slices into the parallel
// writer, the other reads the same slices back from the finished file and compares.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "merge/array_source.hpp"
#include "pcgns/merge/report.hpp"
#include "pcgns/node.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::merge {

class ArrayTarget {
 public:
  virtual ~ArrayTarget() = default;
  // Flat elements [first, first + count) of the output array at `path`.
  virtual void put(const std::string& path, std::int64_t first, std::int64_t count,
                   std::vector<std::byte> values) = 0;
  // A box (0-based inclusive CGNS indices) of a multi-dimensional output array.
  virtual void put_box(const std::string& path, const Dims& lo, const Dims& hi,
                       std::vector<std::byte> values) = 0;
  // Flat elements [first, first + count) of the output array at `path`, straight from
  // where they lie in an input file. False when this target cannot take them that way;
  // the caller then reads and puts them.
  virtual bool copy(const std::string& path, std::int64_t first, std::int64_t count,
                    const ArraySource::FileSpan& from) = 0;
  // Collective: completes every slice put so far.
  virtual void flush() = 0;
  // False for a target that keeps each rank's own block of every array (pcgns-split's
  // slices): the data phase then sends every value to its block's rank, rather than
  // putting a part's runs of consecutive ids where the part is read.
  virtual bool takes_any_range() const { return true; }
  // Bytes this rank has handed over so far.
  std::int64_t bytes() const { return bytes_; }

 protected:
  std::int64_t bytes_ = 0;
};

class WriteTarget final : public ArrayTarget {
 public:
  explicit WriteTarget(ParallelWriter& writer) : writer_(writer) {}
  void put(const std::string& path, std::int64_t first, std::int64_t count,
           std::vector<std::byte> values) override;
  void put_box(const std::string& path, const Dims& lo, const Dims& hi,
               std::vector<std::byte> values) override;
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
  void put(const std::string& path, std::int64_t first, std::int64_t count,
           std::vector<std::byte> values) override;
  void put_box(const std::string& path, const Dims& lo, const Dims& hi,
               std::vector<std::byte> values) override;
  // Verifying compares values, so they are always read.
  bool copy(const std::string&, std::int64_t, std::int64_t, const ArraySource::FileSpan&) override {
    return false;
  }
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
