#include "h5/dataset.hpp"

namespace pcgns::h5 {

Dataset Dataset::create(hid_t parent, const std::string& name, const Datatype& type, const Dataspace& space,
                        const PropertyList& creation, const Where& where) {
  Where at = where.child(name);
  const hid_t id = H5Dcreate2(parent, name.c_str(), type.id(), space.id(), H5P_DEFAULT, creation.id(), H5P_DEFAULT);
  return Dataset(check(id, at, "H5Dcreate2"), at);
}

Dataset Dataset::open(hid_t parent, const std::string& name, const Where& where) {
  Where at = where.child(name);
  return Dataset(check(H5Dopen2(parent, name.c_str(), H5P_DEFAULT), at, "H5Dopen2"), at);
}

Dataspace Dataset::space() const { return Dataspace::adopt(H5Dget_space(id()), where_, "H5Dget_space"); }

Datatype Dataset::type() const { return Datatype::adopt(H5Dget_type(id()), where_, "H5Dget_type"); }

PropertyList Dataset::creation_list() const {
  return PropertyList::adopt(H5Dget_create_plist(id()), where_, "H5Dget_create_plist");
}

std::int64_t Dataset::storage_size() const { return static_cast<std::int64_t>(H5Dget_storage_size(id())); }

std::int64_t Dataset::offset() const {
  const haddr_t address = H5Dget_offset(id());
  // HADDR_UNDEF is the documented answer for compact, chunked or unallocated data, and
  // it leaves an entry on the error stack that must not leak into a later message.
  if (address == HADDR_UNDEF) {
    H5Eclear2(H5E_DEFAULT);
    return -1;
  }
  return static_cast<std::int64_t>(address);
}

void Dataset::write(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
                    const void* buffer) {
  check(H5Dwrite(id(), memory_type.id(), memory_space.id(), file_space.id(), H5P_DEFAULT, buffer), where_, "H5Dwrite");
}

void Dataset::write_all(const Datatype& memory_type, const void* buffer) {
  check(H5Dwrite(id(), memory_type.id(), H5S_ALL, H5S_ALL, H5P_DEFAULT, buffer), where_, "H5Dwrite");
}

void Dataset::read(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
                   void* buffer) const {
  check(H5Dread(id(), memory_type.id(), memory_space.id(), file_space.id(), H5P_DEFAULT, buffer), where_, "H5Dread");
}

void Dataset::read_all(const Datatype& memory_type, void* buffer) const {
  check(H5Dread(id(), memory_type.id(), H5S_ALL, H5S_ALL, H5P_DEFAULT, buffer), where_, "H5Dread");
}

void Dataset::write(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
                    const void* buffer, const PropertyList& transfer) {
  check(H5Dwrite(id(), memory_type.id(), memory_space.id(), file_space.id(), transfer.id(), buffer), where_,
        "H5Dwrite");
}

void Dataset::read(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
                   void* buffer, const PropertyList& transfer) const {
  check(H5Dread(id(), memory_type.id(), memory_space.id(), file_space.id(), transfer.id(), buffer), where_, "H5Dread");
}

}  // namespace pcgns::h5
