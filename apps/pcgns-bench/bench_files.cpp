#include "bench_files.hpp"

namespace pcgns::bench_app {

std::int64_t BenchFiles::file_bytes() const { return block_offset(ranks()); }

std::int64_t BenchFiles::block_offset(int rank) const {
  std::int64_t offset = 0;
  for (int r = 0; r < rank; ++r) offset += rank_bytes(r);
  return offset;
}

}  // namespace pcgns::bench_app
