#include "h5/object_id.hpp"

#include <cstring>

namespace pcgns::h5 {

ObjectId object_id(hid_t id, const Where& where) {
  H5O_info_t info{};
  ObjectId object;
#if H5_VERSION_GE(1, 12, 0)
  check(H5Oget_info3(id, &info, H5O_INFO_BASIC), where, "H5Oget_info3");
  static_assert(sizeof info.token <= sizeof object.address);
  std::memcpy(object.address.data(), &info.token, sizeof info.token);
#else
  check(H5Oget_info2(id, &info, H5O_INFO_BASIC), where, "H5Oget_info2");
  static_assert(sizeof info.addr <= sizeof object.address);
  std::memcpy(object.address.data(), &info.addr, sizeof info.addr);
#endif
  object.file_number = info.fileno;
  return object;
}

}  // namespace pcgns::h5
