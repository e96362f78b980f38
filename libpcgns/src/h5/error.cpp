#include "h5/error.hpp"

#include <mutex>

namespace pcgns::h5 {

Where Where::child(std::string_view name) const {
  if (!name.empty() && name.front() == '/') return {file, std::string(name)};  // absolute
  std::string p = path;
  if (p.empty() || p.back() != '/') p += '/';
  p += name;
  return {file, std::move(p)};
}

std::string Where::describe() const { return file + ":" + (path.empty() ? "/" : path); }

void silence_auto_printing() {
  static std::once_flag once;
  std::call_once(once, [] { H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr); });
}

namespace {
herr_t append_entry(unsigned depth, const H5E_error2_t* entry, void* client) {
  auto& text = *static_cast<std::string*>(client);
  text += "\n  #" + std::to_string(depth) + " " + (entry->func_name ? entry->func_name : "?") +
          "(): " + (entry->desc ? entry->desc : "");
  char major[128] = {};
  if (H5Eget_msg(entry->maj_num, nullptr, major, sizeof major) > 0) {
    text += " [";
    text += major;
    text += "]";
  }
  return 0;
}
}  // namespace

std::string take_error_stack() {
  std::string text;
  H5Ewalk2(H5E_DEFAULT, H5E_WALK_DOWNWARD, append_entry, &text);
  H5Eclear2(H5E_DEFAULT);
  return text;
}

void fail(const Where& where, std::string_view call, ExitCode code) {
  const std::string stack = take_error_stack();
  throw_error(code, where.describe() + ": " + std::string(call) + " failed" +
                        (stack.empty() ? std::string() : "; HDF5 error stack:" + stack));
}

}  // namespace pcgns::h5
