#pragma once
// HDF5 failures turned into pcgns exceptions. Every wrapped call checks its result
// through check(); a failure throws with the file, the in-file path, the name of the
// failing call and the HDF5 error stack, so HDF5 never has to print anything itself.
#include <hdf5.h>

#include <string>
#include <string_view>

#include "pcgns/error.hpp"

namespace pcgns::h5 {

// Where an HDF5 object lives: reported in every error message.
struct Where {
  std::string file;
  std::string path;  // in-file path, "/" for the root

  Where child(std::string_view name) const;
  std::string describe() const;  // "file.cgns:/Base/Zone"
};

// Turns off HDF5's automatic error printing (once per process; cheap to call again).
void silence_auto_printing();

// The current HDF5 error stack as text, innermost failure last; clears the stack.
std::string take_error_stack();

// Throws an Error of `code` naming the place, the failing call and the error stack.
[[noreturn]] void fail(const Where& where, std::string_view call, ExitCode code = ExitCode::io);

inline hid_t check(hid_t id, const Where& where, std::string_view call, ExitCode code = ExitCode::io) {
  if (id < 0) fail(where, call, code);
  return id;
}

inline herr_t check(herr_t status, const Where& where, std::string_view call, ExitCode code = ExitCode::io) {
  if (status < 0) fail(where, call, code);
  return status;
}

}  // namespace pcgns::h5
