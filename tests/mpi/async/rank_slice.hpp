#pragma once
// This rank's slice of a field in the shared-file tests: elements [r per_rank, (r+1)
// per_rank), its values at a step and its asynchronous write.
#include <cstddef>
#include <vector>

#include "mpi/async/async_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/async_writer.hpp"

namespace pcgns::test {

inline std::vector<std::byte> my_part(const FieldSpec& f, int step) {
  return field_values(f, step, world_rank() * f.per_rank, f.per_rank);
}

inline void iwrite_my_part(AsyncWriter& writer, const FieldSpec& f, const std::vector<std::byte>& values) {
  writer.iwrite(f.path, world_rank() * f.per_rank, f.per_rank, values.data());
}

}  // namespace pcgns::test
