#include "pcgns/version.hpp"

namespace pcgns {

// Expanded here, inside the library, so the answer is the library's own version.
const char* library_version() noexcept { return PCGNS_VERSION_STRING; }

}  // namespace pcgns
