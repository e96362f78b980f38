#include "h5/datatype.hpp"

namespace pcgns::h5 {

Datatype Datatype::fixed_string(std::size_t size, const Where& where) {
  Datatype t = adopt(H5Tcopy(H5T_C_S1), where, "H5Tcopy");
  check(H5Tset_size(t.id(), size), where, "H5Tset_size");
  check(H5Tset_strpad(t.id(), H5T_STR_NULLTERM), where, "H5Tset_strpad");
  return t;
}

Datatype Datatype::complex_of(hid_t part, const Where& where) {
  const std::size_t part_size = H5Tget_size(part);
  Datatype t = adopt(H5Tcreate(H5T_COMPOUND, 2 * part_size), where, "H5Tcreate");
  check(H5Tinsert(t.id(), "r", 0, part), where, "H5Tinsert");
  check(H5Tinsert(t.id(), "i", part_size, part), where, "H5Tinsert");
  return t;
}

Datatype Datatype::adopt(hid_t id, const Where& where, const char* call) {
  return Datatype(Handle(check(id, where, call), H5Tclose));
}

std::size_t Datatype::size() const { return H5Tget_size(id()); }

H5T_class_t Datatype::type_class() const { return H5Tget_class(id()); }

bool Datatype::same_as(const Datatype& other) const { return H5Tequal(id(), other.id()) > 0; }

}  // namespace pcgns::h5
