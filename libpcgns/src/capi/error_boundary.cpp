#include "capi/error_boundary.hpp"

#include <string>

namespace pcgns::capi {
namespace {

// Per thread, like errno: a solver's threads do not see each other's messages.
thread_local std::string last_message;

}  // namespace

void set_error(const char* call, const char* what) noexcept {
  try {
    last_message = std::string(call) + ": " + what;
  } catch (...) {
    last_message.clear();  // no memory left for the text: an empty message beats a crash
  }
}

const char* last_error() noexcept { return last_message.c_str(); }

}  // namespace pcgns::capi
