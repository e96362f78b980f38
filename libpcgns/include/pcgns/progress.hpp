#pragma once
// How a long collective run (a merge, a split) tells its caller how far it has come.
#include <cstdint>
#include <functional>

namespace pcgns {

// Called on rank 0 as the run goes with the bulk bytes done so far by all ranks and the
// total planned.
using ProgressCallback = std::function<void(std::int64_t done, std::int64_t total)>;

}  // namespace pcgns
