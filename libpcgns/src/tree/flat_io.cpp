#include "tree/flat_io.hpp"

#include <string>

namespace pcgns::tree {

namespace {
h5::Dataspace select_range(const h5::Dataset& dataset, std::int64_t first, std::int64_t count) {
  auto space = dataset.space();
  const std::int64_t size = space.element_count();
  if (first < 0 || count < 0 || first > size - count)
    throw InputError(dataset.where().describe() + ": element range [" + std::to_string(first) + ", " +
                     std::to_string(first + count) + ") is outside the " + std::to_string(size) +
                     " elements of the dataset");
  space.select_flat_range(first, count);
  return space;
}
}  // namespace

void read_flat(const h5::Dataset& dataset, const h5::Datatype& memory_type, std::int64_t first, std::int64_t count,
               void* out) {
  const auto file_space = select_range(dataset, first, count);
  if (count == 0) return;
  const auto memory_space = h5::Dataspace::simple({static_cast<hsize_t>(count)}, dataset.where());
  dataset.read(memory_type, memory_space, file_space, out);
}

void write_flat(h5::Dataset& dataset, const h5::Datatype& memory_type, std::int64_t first, std::int64_t count,
                const void* in) {
  const auto file_space = select_range(dataset, first, count);
  if (count == 0) return;
  const auto memory_space = h5::Dataspace::simple({static_cast<hsize_t>(count)}, dataset.where());
  dataset.write(memory_type, memory_space, file_space, in);
}

}  // namespace pcgns::tree
