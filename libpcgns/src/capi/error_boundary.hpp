#pragma once
// The boundary between C callers and the C++ library: no exception may cross into C.
// Every pcgns_* call runs its body through c_call(), which turns any exception into
// PCGNS_ERROR and keeps its message for pcgns_get_error().
#include <exception>

#include "pcgns.h"

namespace pcgns::capi {

// Remembers "<call>: <what>" as this thread's last error; never throws.
void set_error(const char* call, const char* what) noexcept;
const char* last_error() noexcept;

// Runs `body` (which returns nothing): PCGNS_OK, or PCGNS_ERROR with the message kept.
template <class Fn>
int c_call(const char* call, Fn&& body) noexcept {
  try {
    body();
    return PCGNS_OK;
  } catch (const std::exception& e) {
    set_error(call, e.what());
  } catch (...) {
    set_error(call, "unknown failure");
  }
  return PCGNS_ERROR;
}

}  // namespace pcgns::capi
