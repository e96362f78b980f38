#pragma once
// Reading and writing a flat element range of a dataset of any rank and layout: the
// range is mapped to a hyperslab union of the file dataspace and a 1-D memory buffer.
#include <cstdint>

#include "h5/dataset.hpp"

namespace pcgns::tree {

void read_flat(const h5::Dataset& dataset, const h5::Datatype& memory_type, std::int64_t first, std::int64_t count,
               void* out);
void write_flat(h5::Dataset& dataset, const h5::Datatype& memory_type, std::int64_t first, std::int64_t count,
                const void* in);

}  // namespace pcgns::tree
