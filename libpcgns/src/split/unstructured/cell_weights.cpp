#include "split/unstructured/cell_weights.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fstream>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {
namespace {

bool valid_weight(double w) { return std::isfinite(w) && w >= 0; }

bool is_integer(DataType type) {
  return type == DataType::I4 || type == DataType::I8 || type == DataType::U4 || type == DataType::U8;
}

// Calls fn(cell id) for every local cell, in the order of the cell-section slices.
template <class Fn>
void for_each_local_cell(const ElementLayout& layout, const ZoneCellSlices& slices, Fn&& fn) {
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    for (std::int64_t i = 0; i < slice.count; ++i) fn(layout.sections[s].first_cell + slice.first + i);
  }
}

}  // namespace

std::vector<double> read_weights_file(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw MissingInputError(file.string() + ": cannot read the weights file");
  std::vector<double> weights;
  std::string word;
  while (in >> word) {
    std::size_t used = 0;
    double value = -1;
    try {
      value = std::stod(word, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != word.size() || !valid_weight(value))
      throw InputError(file.string() + ": weight " + std::to_string(weights.size() + 1) + " ('" + word +
                       "') is not a number >= 0");
    weights.push_back(value);
  }
  return weights;
}

std::vector<double> local_weights_from_list(const ElementLayout& layout, const ZoneCellSlices& slices,
                                            std::span<const double> zone_weights) {
  std::vector<double> weights;
  for_each_local_cell(layout, slices,
                      [&](std::int64_t cell) { weights.push_back(zone_weights[static_cast<std::size_t>(cell)]); });
  return weights;
}

std::vector<double> local_weights_from_field(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                                             const Slice& field, const std::string& described) {
  const auto offsets = graph::block_offsets(comm, field.count);
  if (offsets[static_cast<std::size_t>(rank_of(comm))] != field.first)
    throw InternalError("cell weights: the field's slices are not consecutive blocks");
  Node view("", "", field.type, {field.count});
  view.data = field.bytes;
  std::vector<double> values;
  if (is_integer(field.type))
    for (const auto v : view.as_int64()) values.push_back(static_cast<double>(v));
  else if (field.count > 0) values = view.as_double();
  mpi::run_agreed(comm, [&] {
    for (std::size_t i = 0; i < values.size(); ++i)
      if (!valid_weight(values[i]))
        throw InputError(described + ": weight of cell " +
                         std::to_string(field.first + static_cast<std::int64_t>(i) + 1) + " is not a number >= 0");
  });
  std::vector<std::int64_t> owned(values.size()), wanted;
  std::transform(values.begin(), values.end(), owned.begin(), [](double w) { return std::bit_cast<std::int64_t>(w); });
  for_each_local_cell(layout, slices, [&](std::int64_t cell) { wanted.push_back(cell); });
  const auto got = graph::fetch_values(comm, offsets, wanted, owned);
  std::vector<double> weights(got.size());
  std::transform(got.begin(), got.end(), weights.begin(),
                 [](std::int64_t bits) { return std::bit_cast<double>(bits); });
  return weights;
}

std::vector<std::int64_t> integer_weights(MPI_Comm comm, const std::vector<double>& weights,
                                          const std::string& described) {
  double local[2] = {0, 0};  // the largest weight; 1 when some weight is not whole
  for (const double w : weights) {
    local[0] = std::max(local[0], w);
    if (w != std::floor(w)) local[1] = 1;
  }
  double global[2];
  MPI_Allreduce(local, global, 2, MPI_DOUBLE, MPI_MAX, comm);
  mpi::run_agreed(comm, [&] {
    if (global[0] == 0) throw InputError(described + ": every cell weighs 0 (--weights)");
  });
  const double scale = global[1] > 0 ? 1000 / global[0] : 1;
  std::vector<std::int64_t> result(weights.size());
  std::transform(weights.begin(), weights.end(), result.begin(),
                 [&](double w) { return w > 0 ? std::max<std::int64_t>(1, std::llround(w * scale)) : 0; });
  return result;
}

}  // namespace pcgns::split
