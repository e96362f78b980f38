#pragma once
// The ranges the ranged data calls (write and read) take, checked against the array or
// section they name: 1-based inclusive in the C API, 0-based in the library. A range
// outside, or with rmin > rmax, is an InputError naming the file and the node.
#include <cstdint>
#include <string>

#include "capi/handles.hpp"
#include "io/box_runs.hpp"
#include "pcgns.h"

namespace pcgns::capi {

// rmin..rmax (one entry per dimension of `array`) as a 0-based box inside it.
io::Box requested_box(const std::string& file, const Located& array, const pcgns_size_t* rmin,
                      const pcgns_size_t* rmax);

// Checks that elements start..end lie inside the section's ElementRange; returns the
// range's first element.
std::int64_t requested_elements(const std::string& file, const Located& section, pcgns_size_t start, pcgns_size_t end);

}  // namespace pcgns::capi
