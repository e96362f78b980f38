#include "tree/adfh_node.hpp"

#include <cstdint>
#include <cstring>
#include <vector>

#include "h5/attribute.hpp"
#include "h5/dataset.hpp"

namespace pcgns::tree {

namespace {

std::string read_string_attribute(const h5::Group& group, const std::string& name) {
  const h5::Where& where = group.where();
  if (!h5::Attribute::exists(group.id(), name, where))
    throw InputError(where.describe() + ": malformed node: no '" + name + "' attribute");
  const auto attribute = h5::Attribute::open(group.id(), name, where);
  const auto type = attribute.type();
  if (type.type_class() != H5T_STRING)
    throw InputError(where.describe() + ": malformed node: attribute '" + name + "' is not a string");
  std::vector<char> buffer(type.size() + 1, '\0');
  attribute.read(type, buffer.data());
  // The official writer leaves garbage after the NUL: stop at the first one.
  return std::string(buffer.data(), strnlen(buffer.data(), type.size()));
}

}  // namespace

NodeHeaderWriter::NodeHeaderWriter(const h5::Where& where)
    : name_type_(h5::Datatype::fixed_string(kNameSize, where)),
      type_type_(h5::Datatype::fixed_string(kTypeSize, where)),
      scalar_(h5::Dataspace::scalar(where)),
      one_(h5::Dataspace::simple({1}, where)) {}

void NodeHeaderWriter::write_string(const h5::Group& group, const char* name, const std::string& value,
                                    const h5::Datatype& type) const {
  const std::size_t size = type.size();
  if (value.size() >= size)
    throw InputError(group.where().describe() + ": " + name + " '" + value + "' is longer than " +
                     std::to_string(size - 1) + " characters");
  std::vector<char> buffer(size, '\0');
  std::memcpy(buffer.data(), value.data(), value.size());
  auto attribute = h5::Attribute::create(group.id(), name, type, scalar_, group.where());
  attribute.write(type, buffer.data());
}

void NodeHeaderWriter::write(const h5::Group& group, const NodeHeader& header, bool root) const {
  write_string(group, "name", header.name, name_type_);
  write_string(group, "label", header.label, name_type_);
  write_string(group, "type", header.type, type_type_);
  if (root) return;  // the root group has no flags
  const std::int32_t one = 1;
  const auto int32 = h5::Datatype::predefined(H5T_NATIVE_INT32);
  auto flags = h5::Attribute::create(group.id(), "flags", int32, one_, group.where());
  flags.write(int32, &one);
}

NodeHeader read_node_header(const h5::Group& group) {
  return {read_string_attribute(group, "name"), read_string_attribute(group, "label"),
          read_string_attribute(group, "type")};
}

bool has_node_header(const h5::Group& group) {
  return h5::Attribute::exists(group.id(), "name", group.where()) &&
         h5::Attribute::exists(group.id(), "label", group.where());
}

void write_char_dataset(const h5::Group& group, const std::string& name, const std::string& text) {
  const h5::Where& where = group.where();
  auto creation = h5::PropertyList::create(H5P_DATASET_CREATE, where);
  creation.set_layout(H5D_COMPACT);
  const auto type = h5::Datatype::predefined(H5T_NATIVE_CHAR);
  auto dataset =
      h5::Dataset::create(group.id(), name, type, h5::Dataspace::simple({text.size()}, where), creation, where);
  dataset.write_all(type, text.data());
}

std::string read_char_dataset(const h5::Group& group, const std::string& name) {
  const auto dataset = h5::Dataset::open(group.id(), name, group.where());
  const auto count = dataset.space().element_count();
  std::vector<char> buffer(static_cast<std::size_t>(count) + 1, '\0');
  if (count > 0) dataset.read_all(h5::Datatype::predefined(H5T_NATIVE_CHAR), buffer.data());
  return std::string(buffer.data());
}

}  // namespace pcgns::tree
