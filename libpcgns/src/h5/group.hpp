#pragma once
// HDF5 groups and the links inside them: every CGNS node is a group.
#include <hdf5.h>

#include <optional>
#include <string>
#include <vector>

#include "h5/error.hpp"
#include "h5/handle.hpp"
#include "h5/property_list.hpp"

namespace pcgns::h5 {

// The target of a soft (file empty) or external link.
struct LinkValue {
  std::string file;
  std::string path;
};

class Group {
 public:
  static Group create(hid_t parent, const std::string& name, const PropertyList& creation, const Where& where);
  static Group open(hid_t parent, const std::string& name, const Where& where);
  // The object at `name` when it is a group, else nothing (it is a dataset or a
  // committed datatype); opened once, with no query of its header beforehand.
  static std::optional<Group> open_if_group(hid_t parent, const std::string& name, const Where& where);

  hid_t id() const { return handle_.id(); }
  const Where& where() const { return where_; }

  PropertyList creation_list() const;
  // Names of the links in this group, in creation order when the group tracks it
  // (ADFH files from CGNS 3.1 on), else in name order.
  std::vector<std::string> link_names() const;
  bool has_link(const std::string& name) const;
  H5L_type_t link_type(const std::string& name) const;
  LinkValue link_value(const std::string& name) const;

  void create_soft_link(const std::string& target_path, const std::string& name) const;
  void create_external_link(const std::string& target_file, const std::string& target_path,
                            const std::string& name) const;

 private:
  Group(hid_t id, const Where& where) : handle_(id, H5Gclose), where_(where) {}
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
