#include "merge/output_targets.hpp"

#include <algorithm>

namespace pcgns::merge {
namespace {
constexpr std::size_t kMismatchesKept = 10;

std::size_t element_size_of(const Node& root, const std::string& path) {
  const Node* node = find_node(root, path);
  if (!node) throw InternalError("merge: output node '" + path + "' missing from the plan");
  return element_size(node->type);
}
}  // namespace

void WriteTarget::put(const std::string& path, std::int64_t first, std::int64_t count, std::vector<std::byte> values) {
  if (count <= 0) return;
  bytes_ += static_cast<std::int64_t>(values.size());
  // The merge puts disjoint ranges between flushes, so they may go out at once.
  if (writer_.write_at_once(path, first, count, values.data())) return;
  pending_.push_back(std::move(values));
  writer_.write(path, first, count, pending_.back().data());
}

void WriteTarget::put_box(const std::string& path, const Dims& lo, const Dims& hi, std::vector<std::byte> values) {
  if (values.empty()) return;
  bytes_ += static_cast<std::int64_t>(values.size());
  pending_.push_back(std::move(values));
  writer_.write_box(path, lo, hi, pending_.back().data());
}

bool WriteTarget::copy(const std::string& path, std::int64_t first, std::int64_t count,
                       const ArraySource::FileSpan& from) {
  if (count <= 0) return true;
  const auto copied = writer_.copy(path, first, count, from.descriptor, from.offset, from.name);
  if (!copied) return false;
  if (*copied < from.bytes) throw IoError(from.name + ": file is truncated");
  bytes_ += *copied;
  return true;
}

void WriteTarget::flush() {
  writer_.flush();
  pending_.clear();
}

CompareTarget::Check& CompareTarget::queue(const std::string& path, std::int64_t first, std::vector<std::byte> values) {
  bytes_ += static_cast<std::int64_t>(values.size());
  Check check{path, first, element_size_of(reader_.tree(), path), std::move(values), {}};
  check.actual.resize(check.expected.size());
  checks_.push_back(std::move(check));
  return checks_.back();
}

void CompareTarget::put(const std::string& path, std::int64_t first, std::int64_t count,
                        std::vector<std::byte> values) {
  if (count <= 0) return;
  Check& check = queue(path, first, std::move(values));
  reader_.read(path, first, count, check.actual.data());
}

void CompareTarget::put_box(const std::string& path, const Dims& lo, const Dims& hi, std::vector<std::byte> values) {
  if (values.empty()) return;
  Check& check = queue(path, 0, std::move(values));
  reader_.read_box(path, lo, hi, check.actual.data());
}

void CompareTarget::flush() {
  reader_.flush();
  for (const Check& check : checks_) {
    ++compared_;
    const auto [mine, theirs] = std::mismatch(check.expected.begin(), check.expected.end(), check.actual.begin());
    if (mine == check.expected.end() || mismatches_.size() >= kMismatchesKept) continue;
    const auto byte = static_cast<std::int64_t>(mine - check.expected.begin());
    mismatches_.push_back({check.path, check.first + byte / static_cast<std::int64_t>(check.element), {}});
  }
  checks_.clear();
}

}  // namespace pcgns::merge
