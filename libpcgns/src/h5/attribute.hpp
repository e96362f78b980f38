#pragma once
// HDF5 attributes: ADFH stores a node's name, label, type and flags as attributes.
#include <hdf5.h>

#include <string>

#include "h5/dataspace.hpp"
#include "h5/datatype.hpp"
#include "h5/error.hpp"
#include "h5/handle.hpp"

namespace pcgns::h5 {

class Attribute {
 public:
  static Attribute create(hid_t owner, const std::string& name, const Datatype& type, const Dataspace& space,
                          const Where& where);
  static Attribute open(hid_t owner, const std::string& name, const Where& where);
  static bool exists(hid_t owner, const std::string& name, const Where& where);

  hid_t id() const { return handle_.id(); }
  Datatype type() const;
  void write(const Datatype& memory_type, const void* buffer);
  void read(const Datatype& memory_type, void* buffer) const;

 private:
  Attribute(hid_t id, const Where& where) : handle_(id, H5Aclose), where_(where) {}
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
