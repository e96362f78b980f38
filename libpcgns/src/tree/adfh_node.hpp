#pragma once
// The ADFH form of one node group: its attributes (name, label, type, flags) and the
// small character datasets ADFH keeps beside the data (" format", " path", " file").
#include <string>

#include "h5/dataspace.hpp"
#include "h5/datatype.hpp"
#include "h5/group.hpp"

namespace pcgns::tree {

inline constexpr const char* kDataName = " data";
inline constexpr const char* kLinkName = " link";
inline constexpr const char* kPathName = " path";
inline constexpr const char* kFileName = " file";
inline constexpr std::size_t kNameSize = 33;  // 32 characters and a NUL
inline constexpr std::size_t kTypeSize = 3;   // 2 characters and a NUL

struct NodeHeader {
  std::string name;
  std::string label;
  std::string type;
};

// Writes name, label, type and (unless `root`) flags = 1, in the ADFH order. Keeps the
// attribute types and dataspaces, which every node shares, instead of re-creating them
// for each of the (possibly hundreds of thousands of) nodes of a tree.
class NodeHeaderWriter {
 public:
  explicit NodeHeaderWriter(const h5::Where& where);
  void write(const h5::Group& group, const NodeHeader& header, bool root = false) const;

 private:
  void write_string(const h5::Group& group, const char* name, const std::string& value, const h5::Datatype& type) const;
  h5::Datatype name_type_;  // 33-byte string
  h5::Datatype type_type_;  // 3-byte string
  h5::Dataspace scalar_;
  h5::Dataspace one_;  // 1-D, 1 element (flags)
};
// Reads name, label and type; a missing attribute throws InputError.
NodeHeader read_node_header(const h5::Group& group);
bool has_node_header(const h5::Group& group);

// A 1-D native-char dataset holding `text` (the caller includes any NUL it wants).
void write_char_dataset(const h5::Group& group, const std::string& name, const std::string& text);
// The characters of a 1-D char dataset up to the first NUL.
std::string read_char_dataset(const h5::Group& group, const std::string& name);

}  // namespace pcgns::tree
