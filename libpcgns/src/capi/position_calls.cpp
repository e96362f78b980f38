// pcgns_array_write and pcgns_descriptor_write: nodes under the goto position (pcgns_goto,
// pcgns_gopath), as cg_array_write and cg_descriptor_write. Collective structure calls:
// the position, the arguments and the values are the same on every rank. The values are
// small metadata (TimeValues, FlowSolutionPointers, ...), kept in the tree and written
// with the skeleton, not queued.
#include <cstring>
#include <string>
#include <vector>

#include "capi/c_arguments.hpp"
#include "capi/call_key.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/descriptor.hpp"

namespace pcgns::capi {
namespace {

// cgnslib.h's CG_MAX_DIMS: the most dimensions an array may have.
constexpr int kMaxArrayDims = 12;

// The node at this rank's goto position; InputError when the last goto failed.
Located position_node(OpenFile& file) {
  if (file.position().empty())
    throw InputError("'" + file.name() + "': no goto position (the last pcgns_goto or pcgns_gopath failed)");
  Node* node = find_node(file.tree(), file.position());
  if (node == nullptr) throw InternalError(where(file.name(), file.position()) + "the goto position is gone");
  return {node, file.position()};
}

// The dimensions of an array, checked: 1 .. 12 of them, each >= 1.
Dims array_dims(int ndim, const pcgns_size_t* dims) {
  if (ndim < 1 || ndim > kMaxArrayDims)
    throw InputError(std::to_string(ndim) + " dimensions (an array has 1 .. " + std::to_string(kMaxArrayDims) + ")");
  if (dims == nullptr) throw InputError("the dimension vector is NULL");
  Dims checked(dims, dims + ndim);
  for (int d = 0; d < ndim; ++d)
    if (checked[static_cast<std::size_t>(d)] < 1)
      throw InputError("dimension " + std::to_string(d + 1) + " is " +
                       std::to_string(checked[static_cast<std::size_t>(d)]) + " (each must be >= 1)");
  return checked;
}

Node array_node(const std::string& name, PCGNS_DataType_t type, int ndim, const pcgns_size_t* dims, const void* data) {
  Node array(name, "DataArray_t", array_data_type_of(type), array_dims(ndim, dims));
  if (data == nullptr) throw InputError("the data pointer is NULL");
  array.data.resize(static_cast<std::size_t>(array.byte_size()));
  std::memcpy(array.data.data(), data, array.data.size());
  return array;
}

// The key of an array call: the values by digest when the type and dimensions let their
// size be known (otherwise the builder fails, on every rank alike).
std::string array_key(const OpenFile& file, const char* name, PCGNS_DataType_t type, int ndim, const pcgns_size_t* dims,
                      const void* data) {
  std::vector<std::string> words{"array", file.position(), key_word(name), std::to_string(type), std::to_string(ndim)};
  std::size_t bytes = 0;
  try {
    bytes = static_cast<std::size_t>(element_count(array_dims(ndim, dims))) * element_size(array_data_type_of(type));
    for (int d = 0; d < ndim; ++d) words.push_back(std::to_string(dims[d]));
  } catch (const Error&) {
    // Refused by the builder.
  }
  words.push_back(digest_word(data, bytes));
  return call_key(words);
}

}  // namespace

extern "C" {

int pcgns_array_write(const char* ArrayName, PCGNS_DataType_t DataType, int DataDimension,
                      const pcgns_size_t* DimensionVector, const void* Data) {
  return c_call("pcgns_array_write", [&] {
    OpenFile& file = positioned_file();
    file.define(array_key(file, ArrayName, DataType, DataDimension, DimensionVector, Data), [&](Node&) {
      const Located holder = position_node(file);
      const std::string name = node_name(ArrayName, "array name");
      building(file, holder, name,
               [&] { holder.node->add(array_node(name, DataType, DataDimension, DimensionVector, Data)); });
    });
  });
}

int pcgns_descriptor_write(const char* descr_name, const char* descr_text) {
  return c_call("pcgns_descriptor_write", [&] {
    OpenFile& file = positioned_file();
    const std::string key = call_key({"descriptor", file.position(), key_word(descr_name),
                                      digest_word(descr_text, descr_text ? std::strlen(descr_text) : 0)});
    file.define(key, [&](Node&) {
      const Located holder = position_node(file);
      const std::string name = node_name(descr_name, "descriptor name");
      building(file, holder, name, [&] {
        if (descr_text == nullptr) throw InputError("the descriptor text is NULL");
        sids::add_descriptor(*holder.node, name, descr_text);
      });
    });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
