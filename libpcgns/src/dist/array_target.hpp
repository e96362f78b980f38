#pragma once
// Where the part -> block assembly puts each slice of an array of the logical case:
// pcgns-merge's output file (written, or read back and compared to verify it) or
// pcgns-split's blocks of each array, one per rank.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

class ArrayTarget {
 public:
  virtual ~ArrayTarget() = default;
  // Flat elements [first, first + count) of the output array at `path`.
  virtual void put(const std::string& path, std::int64_t first, std::int64_t count, std::vector<std::byte> values) = 0;
  // A box (0-based inclusive CGNS indices) of a multi-dimensional output array.
  virtual void put_box(const std::string& path, const Dims& lo, const Dims& hi, std::vector<std::byte> values) = 0;
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

}  // namespace pcgns::dist
