#pragma once
// Raw HDF5 checks of what write_tree put on disk, independent of the pcgns reader.
#include <hdf5.h>

#include <string>
#include <vector>

namespace pcgns::testing {

// An open read-only file, closed on scope exit.
class Probe {
 public:
  explicit Probe(const std::string& file) : id_(open(file)) {}
  ~Probe() {
    if (id_ >= 0) H5Fclose(id_);
  }
  Probe(const Probe&) = delete;
  Probe& operator=(const Probe&) = delete;
  hid_t id() const { return id_; }

  struct DatasetInfo {
    H5D_layout_t layout = H5D_LAYOUT_ERROR;
    H5D_alloc_time_t alloc_time = H5D_ALLOC_TIME_ERROR;
    H5D_fill_time_t fill_time = H5D_FILL_TIME_ERROR;
    std::vector<hsize_t> dims;
    haddr_t offset = HADDR_UNDEF;
    hid_t file_type_class = -1;
    std::size_t type_size = 0;
  };

  DatasetInfo dataset(const std::string& path) const {
    DatasetInfo info;
    const hid_t d = H5Dopen2(id_, path.c_str(), H5P_DEFAULT);
    if (d < 0) return info;
    const hid_t plist = H5Dget_create_plist(d);
    info.layout = H5Pget_layout(plist);
    H5Pget_alloc_time(plist, &info.alloc_time);
    H5Pget_fill_time(plist, &info.fill_time);
    H5Pclose(plist);
    const hid_t space = H5Dget_space(d);
    info.dims.resize(static_cast<std::size_t>(H5Sget_simple_extent_ndims(space)));
    H5Sget_simple_extent_dims(space, info.dims.data(), nullptr);
    H5Sclose(space);
    const hid_t type = H5Dget_type(d);
    info.file_type_class = H5Tget_class(type);
    info.type_size = H5Tget_size(type);
    H5Tclose(type);
    info.offset = H5Dget_offset(d);
    H5Eclear2(H5E_DEFAULT);
    H5Dclose(d);
    return info;
  }

  // Size of a string attribute's type, or of any attribute's element.
  std::size_t attribute_size(const std::string& object, const std::string& name) const {
    const hid_t a = H5Aopen_by_name(id_, object.c_str(), name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
    if (a < 0) return 0;
    const hid_t t = H5Aget_type(a);
    const std::size_t size = H5Tget_size(t);
    H5Tclose(t);
    H5Aclose(a);
    return size;
  }

  bool has_attribute(const std::string& object, const std::string& name) const {
    return H5Aexists_by_name(id_, object.c_str(), name.c_str(), H5P_DEFAULT) > 0;
  }

  std::string string_attribute(const std::string& object, const std::string& name) const {
    const hid_t a = H5Aopen_by_name(id_, object.c_str(), name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
    if (a < 0) return "<missing>";
    const hid_t t = H5Aget_type(a);
    std::string buffer(H5Tget_size(t), '\0');
    H5Aread(a, t, buffer.data());
    H5Tclose(t);
    H5Aclose(a);
    return buffer;
  }

  int flags(const std::string& object) const {
    int value = -1;
    const hid_t a = H5Aopen_by_name(id_, object.c_str(), "flags", H5P_DEFAULT, H5P_DEFAULT);
    if (a < 0) return value;
    H5Aread(a, H5T_NATIVE_INT, &value);
    H5Aclose(a);
    return value;
  }

  // Link creation-order flags of a group (the root's come from the file creation list).
  unsigned creation_order_flags(const std::string& group) const {
    const hid_t g = H5Gopen2(id_, group.c_str(), H5P_DEFAULT);
    const hid_t plist = H5Gget_create_plist(g);
    unsigned flags = 0;
    H5Pget_link_creation_order(plist, &flags);
    H5Pclose(plist);
    H5Gclose(g);
    return flags;
  }

  // The chunks of an object's header (1 when nothing overflowed into a continuation).
  unsigned header_chunks(const std::string& object) const {
#if H5_VERSION_GE(1, 12, 0)
    H5O_native_info_t info{};
    if (H5Oget_native_info_by_name(id_, object.c_str(), &info, H5O_NATIVE_INFO_HDR, H5P_DEFAULT) < 0) return 0;
#else
    H5O_info_t info{};
    if (H5Oget_info_by_name2(id_, object.c_str(), &info, H5O_INFO_HDR, H5P_DEFAULT) < 0) return 0;
#endif
    return info.hdr.nchunks;
  }

  std::vector<char> chars(const std::string& path) const {
    const hid_t d = H5Dopen2(id_, path.c_str(), H5P_DEFAULT);
    if (d < 0) return {};
    const hid_t space = H5Dget_space(d);
    std::vector<char> out(static_cast<std::size_t>(H5Sget_simple_extent_npoints(space)));
    H5Sclose(space);
    H5Dread(d, H5T_NATIVE_CHAR, H5S_ALL, H5S_ALL, H5P_DEFAULT, out.data());
    H5Dclose(d);
    return out;
  }

  H5L_type_t link_type(const std::string& path) const {
    H5L_info_t info{};
    if (H5Lget_info(id_, path.c_str(), &info, H5P_DEFAULT) < 0) return H5L_TYPE_ERROR;
    return info.type;
  }

 private:
  static hid_t open(const std::string& file) {
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);  // probes of absent objects stay quiet
    return H5Fopen(file.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT);
  }
  hid_t id_;
};

}  // namespace pcgns::testing
