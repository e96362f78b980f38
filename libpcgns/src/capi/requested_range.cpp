#include "capi/requested_range.hpp"

#include <vector>

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

std::string range_text(const pcgns_size_t* rmin, const pcgns_size_t* rmax, std::size_t dim) {
  std::string text = "[";
  for (std::size_t d = 0; d < dim; ++d) text += (d ? ", " : "") + std::to_string(rmin[d]);
  text += "] .. [";
  for (std::size_t d = 0; d < dim; ++d) text += (d ? ", " : "") + std::to_string(rmax[d]);
  return text + "]";
}

}  // namespace

io::Box requested_box(const std::string& file, const Located& array, const pcgns_size_t* rmin,
                      const pcgns_size_t* rmax) {
  const std::string at = where(file, array.path);
  if (rmin == nullptr || rmax == nullptr) throw InputError(at + "rmin or rmax is NULL");
  const Dims& dims = array.node->dims;
  io::Box box{Dims(dims.size()), Dims(dims.size())};
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (rmin[d] < 1 || rmax[d] < rmin[d] || rmax[d] > dims[d])
      throw InputError(at + "range " + range_text(rmin, rmax, dims.size()) + " is not inside the array's " + "1 .. " +
                       std::to_string(dims[d]) + " in direction " + std::to_string(d + 1) + " (or rmin > rmax)");
    box.lo[d] = rmin[d] - 1;
    box.hi[d] = rmax[d] - 1;
  }
  return box;
}

std::int64_t requested_elements(const std::string& file, const Located& section, pcgns_size_t start, pcgns_size_t end) {
  const std::string at = where(file, section.path);
  const Node* range_node = section.node->child("ElementRange");
  const std::vector<std::int64_t> range =
      range_node && range_node->has_data() ? range_node->as_int64() : std::vector<std::int64_t>{};
  if (range.size() < 2) throw InputError(at + "no ElementRange");
  if (start < range[0] || end < start || end > range[1])
    throw InputError(at + "elements " + std::to_string(start) + " .. " + std::to_string(end) +
                     " are not inside the section's " + std::to_string(range[0]) + " .. " + std::to_string(range[1]) +
                     " (or start > end)");
  return range[0];
}

}  // namespace pcgns::capi
