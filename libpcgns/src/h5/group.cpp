#include "h5/group.hpp"

namespace pcgns::h5 {

Group Group::create(hid_t parent, const std::string& name, const PropertyList& creation, const Where& where) {
  Where at = where.child(name);
  const hid_t id = H5Gcreate2(parent, name.c_str(), H5P_DEFAULT, creation.id(), H5P_DEFAULT);
  return Group(check(id, at, "H5Gcreate2"), at);
}

Group Group::open(hid_t parent, const std::string& name, const Where& where) {
  Where at = name == "/" ? Where{where.file, "/"} : where.child(name);
  return Group(check(H5Gopen2(parent, name.c_str(), H5P_DEFAULT), at, "H5Gopen2"), at);
}

std::optional<Group> Group::open_if_group(hid_t parent, const std::string& name, const Where& where) {
  Where at = where.child(name);
  const hid_t id = check(H5Oopen(parent, name.c_str(), H5P_DEFAULT), at, "H5Oopen");
  if (H5Iget_type(id) == H5I_GROUP) return Group(id, at);
  H5Oclose(id);
  return std::nullopt;
}

PropertyList Group::creation_list() const {
  return PropertyList::adopt(H5Gget_create_plist(id()), where_, "H5Gget_create_plist");
}

namespace {
herr_t collect_name(hid_t, const char* name, const H5L_info_t*, void* out) {
  static_cast<std::vector<std::string>*>(out)->emplace_back(name);
  return 0;
}
}  // namespace

std::vector<std::string> Group::link_names() const {
  const H5_index_t index = creation_list().tracks_link_creation_order() ? H5_INDEX_CRT_ORDER : H5_INDEX_NAME;
  std::vector<std::string> names;
  check(H5Literate(id(), index, H5_ITER_INC, nullptr, collect_name, &names), where_, "H5Literate");
  return names;
}

bool Group::has_link(const std::string& name) const {
  return check(H5Lexists(id(), name.c_str(), H5P_DEFAULT), where_.child(name), "H5Lexists") > 0;
}

H5L_type_t Group::link_type(const std::string& name) const {
  H5L_info_t info{};
  check(H5Lget_info(id(), name.c_str(), &info, H5P_DEFAULT), where_.child(name), "H5Lget_info");
  return info.type;
}

LinkValue Group::link_value(const std::string& name) const {
  const Where at = where_.child(name);
  H5L_info_t info{};
  check(H5Lget_info(id(), name.c_str(), &info, H5P_DEFAULT), at, "H5Lget_info");
  std::string buffer(info.u.val_size + 1, '\0');
  check(H5Lget_val(id(), name.c_str(), buffer.data(), buffer.size(), H5P_DEFAULT), at, "H5Lget_val");
  if (info.type == H5L_TYPE_SOFT) return {"", std::string(buffer.c_str())};
  const char* file = nullptr;
  const char* path = nullptr;
  check(H5Lunpack_elink_val(buffer.data(), info.u.val_size, nullptr, &file, &path), at, "H5Lunpack_elink_val");
  return {file ? file : "", path ? path : ""};
}

void Group::create_soft_link(const std::string& target_path, const std::string& name) const {
  check(H5Lcreate_soft(target_path.c_str(), id(), name.c_str(), H5P_DEFAULT, H5P_DEFAULT), where_.child(name),
        "H5Lcreate_soft");
}

void Group::create_external_link(const std::string& target_file, const std::string& target_path,
                                 const std::string& name) const {
  check(H5Lcreate_external(target_file.c_str(), target_path.c_str(), id(), name.c_str(), H5P_DEFAULT, H5P_DEFAULT),
        where_.child(name), "H5Lcreate_external");
}

}  // namespace pcgns::h5
