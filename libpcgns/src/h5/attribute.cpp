#include "h5/attribute.hpp"

namespace pcgns::h5 {

namespace {
Where attribute_where(const Where& owner, const std::string& name) {
  return {owner.file, owner.path + "[@" + name + "]"};
}
}  // namespace

Attribute Attribute::create(hid_t owner, const std::string& name, const Datatype& type, const Dataspace& space,
                            const Where& where) {
  Where at = attribute_where(where, name);
  const hid_t id = H5Acreate2(owner, name.c_str(), type.id(), space.id(), H5P_DEFAULT, H5P_DEFAULT);
  return Attribute(check(id, at, "H5Acreate2"), at);
}

Attribute Attribute::open(hid_t owner, const std::string& name, const Where& where) {
  Where at = attribute_where(where, name);
  return Attribute(check(H5Aopen(owner, name.c_str(), H5P_DEFAULT), at, "H5Aopen"), at);
}

bool Attribute::exists(hid_t owner, const std::string& name, const Where& where) {
  return check(H5Aexists(owner, name.c_str()), attribute_where(where, name), "H5Aexists") > 0;
}

Datatype Attribute::type() const { return Datatype::adopt(H5Aget_type(id()), where_, "H5Aget_type"); }

void Attribute::write(const Datatype& memory_type, const void* buffer) {
  check(H5Awrite(id(), memory_type.id(), buffer), where_, "H5Awrite");
}

void Attribute::read(const Datatype& memory_type, void* buffer) const {
  check(H5Aread(id(), memory_type.id(), buffer), where_, "H5Aread");
}

}  // namespace pcgns::h5
