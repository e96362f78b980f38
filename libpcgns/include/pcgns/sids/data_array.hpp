#pragma once
// DataArray_t: a named array (coordinates, fields, BC data, reference values). Its size
// comes from the dimensions, so views work whether the values are in memory, on disk
// (BulkRef) or deferred (to be written by the parallel data path).
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

struct DataArrayView {
  NodeRef ref;

  const std::string& name() const { return ref->name; }
  DataType type() const { return ref->type; }
  const Dims& dims() const { return ref->dims; }
  std::int64_t size() const { return ref->count(); }
  bool loaded() const { return ref->has_data(); }
  // Values widened to double (real or integer data in memory); InputError otherwise.
  std::vector<double> as_double() const;
};

// Every DataArray_t child of `holder`, in tree order.
std::vector<DataArrayView> data_arrays(const NodeRef& holder);

// Adds a DataArray_t node whose storage is allocated on write and filled later.
Node& add_data_array(Node& parent, std::string name, DataType type, Dims dims);
// Adds a DataArray_t node holding `values` (dims default to [values.size()]).
template <class T>
Node& add_data_array(Node& parent, std::string name, const std::vector<T>& values, Dims dims = {}) {
  if (!dims.empty() && element_count(dims) != static_cast<std::int64_t>(values.size()))
    throw UsageError("DataArray '" + name + "': " + std::to_string(values.size()) + " values do not fill dimensions " +
                     format_dims(dims));
  return parent.add(make_data_node(std::move(name), "DataArray_t", values, std::move(dims)));
}

}  // namespace pcgns::sids
