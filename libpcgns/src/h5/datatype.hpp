#pragma once
// HDF5 datatypes: predefined native types (borrowed, never closed) and the few derived
// types CGNS needs (fixed-length strings for node attributes, complex compounds).
#include <hdf5.h>

#include <cstddef>

#include "h5/error.hpp"
#include "h5/handle.hpp"

namespace pcgns::h5 {

class Datatype {
 public:
  // A library-owned type such as H5T_NATIVE_INT32.
  static Datatype predefined(hid_t id) { return Datatype(Handle(id, nullptr)); }
  // A fixed-length, NUL-terminated ASCII string type of `size` bytes.
  static Datatype fixed_string(std::size_t size, const Where& where);
  // The compound {r, i} ADFH uses for X4/X8, built from a native float type.
  static Datatype complex_of(hid_t part, const Where& where);
  static Datatype adopt(hid_t id, const Where& where, const char* call);

  hid_t id() const { return handle_.id(); }
  std::size_t size() const;
  H5T_class_t type_class() const;
  // The same type, byte order included (H5Tequal).
  bool same_as(const Datatype& other) const;

 private:
  explicit Datatype(Handle handle) : handle_(std::move(handle)) {}
  Handle handle_;
};

}  // namespace pcgns::h5
