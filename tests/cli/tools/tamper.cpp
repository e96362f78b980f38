// pcgns-test-tamper: damages a CGNS file in one precise way, for the bad-input tests.
//
//   set-real FILE NODE INDEX VALUE   one element of a real array
//   set-int FILE NODE INDEX VALUE    one element of an integer array (I4 or I8)
//   rename FILE NODE NEW_NAME        a node's name
//   remove FILE NODE                 a node and everything below it
//   set-text FILE NODE TEXT          a C1 node's text (e.g. a ZoneType), children kept
//   set-names FILE NODE NAME...      a C1 [32, N] array of names (e.g. DimensionalUnits)
//   add-node FILE NODE LABEL         a new data-less (MT) node
//   set-dims FILE NODE DIM...        a node's dimensions, its bytes unchanged
//   set-version FILE VERSION         the CGNSLibraryVersion stamp, nothing else changed
//                                    (the tree rewritten: poly sections get that
//                                    version's layout)
//   stamp-in-place FILE VERSION      only the stamp's value overwritten in the file,
//                                    poly sections left in their layout (e.g. counts
//                                    under 3.4, as official 3.4.1 wrote them)
//   print FILE NODE                  prints a C1 node's text, one line per [32, N] name
//   to-r4 FILE NODE                  an R8 array stored as R4
//   add FILE NODE LABEL TYPE [VALUE...]  a new node (appended to its parent's children):
//                                    TYPE MT without values, C1 with one text, or
//                                    I4/I8/R4/R8 with its dimensions ("3x2", "4") then
//                                    its values in Fortran order
//   batch FILE                       the operations read from stdin, one a line
//                                    ("add NODE LABEL TYPE ...", without FILE), the
//                                    file written once
//   plain-hdf5 FILE                  writes an HDF5 file that is not CGNS
//   h5-link FILE PARENT NAME soft PATH        a raw HDF5 soft link (not a CGNS LK node)
//   h5-link FILE PARENT NAME external F PATH  a raw HDF5 external link
//   h5-link FILE PARENT NAME hard PATH        a second hard link to an existing group
//   cgns-link FILE NODE F PATH       a node replaced by a CGNS link (LK node) to F:PATH
//   nest FILE NODE DEPTH             a chain of DEPTH data-less nodes below NODE
//   make-main MAIN SUB...            a Maia-style main file: the bases of the first SUB
//                                    file and a CGNS link to every zone of every SUB
#include <hdf5.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "pcgns/tree_io.hpp"

namespace {

using pcgns::Node;

void load_everything(Node& node) {
  pcgns::load_data(node);
  for (Node& child : node.children) load_everything(child);
}

Node& require(Node& root, const std::string& path) {
  Node* node = pcgns::find_node(root, path);
  if (!node) throw std::runtime_error("no node " + path);
  return *node;
}

std::string parent_of(const std::string& path) { return path.substr(0, path.rfind('/')); }
std::string name_of(const std::string& path) { return path.substr(path.rfind('/') + 1); }

void plain_hdf5(const std::string& file) {
  const hid_t f = H5Fcreate(file.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  const hsize_t size = 4;
  const hid_t space = H5Screate_simple(1, &size, nullptr);
  const hid_t set = H5Dcreate2(f, "temperature", H5T_NATIVE_DOUBLE, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const double values[4] = {1, 2, 3, 4};
  H5Dwrite(set, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, values);
  H5Dclose(set);
  H5Sclose(space);
  H5Fclose(f);
}

void set_names(Node& node, const std::vector<std::string>& names) {
  constexpr std::size_t kWidth = 32;
  node.type = pcgns::DataType::C1;
  node.dims = {static_cast<std::int64_t>(kWidth), static_cast<std::int64_t>(names.size())};
  node.data.assign(kWidth * names.size(), std::byte{' '});
  for (std::size_t i = 0; i < names.size(); ++i)
    std::memcpy(node.data.data() + i * kWidth, names[i].data(), std::min(names[i].size(), kWidth));
}

void print(const std::string& file, const std::string& path) {
  Node root = pcgns::read_tree(file);
  Node& node = require(root, path);
  pcgns::load_data(node);
  if (node.dims.size() != 2) {
    std::cout << node.as_string() << "\n";
    return;
  }
  const std::string text = node.as_string();
  const auto width = static_cast<std::size_t>(node.dims[0]);
  for (std::size_t at = 0; at < text.size(); at += width) {
    const std::string name = text.substr(at, width);
    std::cout << name.substr(0, name.find_last_not_of(' ') + 1) << "\n";
  }
}

pcgns::Dims parse_dims(const std::string& text) {
  pcgns::Dims dims;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, 'x');) dims.push_back(std::stoll(part));
  return dims;
}

template <class T>
std::vector<T> parse_values(const std::vector<std::string>& args, std::size_t first) {
  std::vector<T> values;
  for (std::size_t i = first; i < args.size(); ++i) values.push_back(static_cast<T>(std::stod(args[i])));
  return values;
}

// args: NODE LABEL TYPE [VALUE...]
Node new_node(const std::vector<std::string>& args) {
  const std::string name = name_of(args.at(0));
  const std::string& label = args.at(1);
  const std::string& type = args.at(2);
  if (type == "MT") return Node(name, label);
  if (type == "C1") return pcgns::make_string_node(name, label, args.at(3));
  const auto dims = parse_dims(args.at(3));
  Node node = type == "I4"   ? pcgns::make_data_node(name, label, parse_values<std::int32_t>(args, 4), dims)
              : type == "I8" ? pcgns::make_data_node(name, label, parse_values<std::int64_t>(args, 4), dims)
              : type == "R4" ? pcgns::make_data_node(name, label, parse_values<float>(args, 4), dims)
              : type == "R8" ? pcgns::make_data_node(name, label, parse_values<double>(args, 4), dims)
                             : throw std::runtime_error("add: unknown type " + type);
  if (node.count() != static_cast<std::int64_t>(args.size() - 4))
    throw std::runtime_error("add " + args.at(0) + ": " + std::to_string(args.size() - 4) + " values for dimensions " +
                             args.at(3));
  return node;
}

void h5_link(const std::string& file, const std::vector<std::string>& args) {
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  if (f < 0) throw std::runtime_error("cannot open " + file);
  const hid_t parent = H5Gopen2(f, args.at(0).c_str(), H5P_DEFAULT);
  const std::string& name = args.at(1);
  const std::string& kind = args.at(2);
  herr_t status = -1;
  if (kind == "soft") status = H5Lcreate_soft(args.at(3).c_str(), parent, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  if (kind == "external")
    status = H5Lcreate_external(args.at(3).c_str(), args.at(4).c_str(), parent, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  if (kind == "hard") status = H5Lcreate_hard(f, args.at(3).c_str(), parent, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  H5Gclose(parent);
  H5Fclose(f);
  if (status < 0) throw std::runtime_error("cannot create the " + kind + " link " + name);
}

void stamp_in_place(const std::string& file, const std::string& text) {
  const float value = pcgns::CgnsVersion::parse(text).as_float();
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  if (f < 0) throw std::runtime_error("cannot open " + file);
  const hid_t set = H5Dopen2(f, "/CGNSLibraryVersion/ data", H5P_DEFAULT);
  const herr_t status = set < 0 ? -1 : H5Dwrite(set, H5T_NATIVE_FLOAT, H5S_ALL, H5S_ALL, H5P_DEFAULT, &value);
  if (set >= 0) H5Dclose(set);
  H5Fclose(f);
  if (status < 0) throw std::runtime_error("cannot overwrite the CGNSLibraryVersion of " + file);
}

void write_back(const Node& root, const std::string& file, pcgns::CgnsVersion version) {
  pcgns::WriteOptions options;
  options.version = version;
  const std::string temporary = file + ".tamper";
  pcgns::write_tree(temporary, root, options);
  std::filesystem::rename(temporary, file);
}

// One operation on the loaded tree.
void apply(Node& root, const std::string& op, const std::vector<std::string>& args) {
  if (op == "add-node") {
    require(root, parent_of(args.at(0))).add(Node(name_of(args.at(0)), args.at(1)));
    return;
  }
  if (op == "add") {
    require(root, parent_of(args.at(0))).add(new_node(args));
    return;
  }
  Node& node = require(root, args.at(0));
  if (op == "set-real") {
    const auto index = static_cast<std::size_t>(std::stoll(args.at(1)));
    if (node.type == pcgns::DataType::R8) node.values<double>()[index] = std::stod(args.at(2));
    else node.values<float>()[index] = std::stof(args.at(2));
  } else if (op == "set-int") {
    const auto index = static_cast<std::size_t>(std::stoll(args.at(1)));
    if (node.type == pcgns::DataType::I8) node.values<std::int64_t>()[index] = std::stoll(args.at(2));
    else node.values<std::int32_t>()[index] = static_cast<std::int32_t>(std::stol(args.at(2)));
  } else if (op == "rename") {
    node.name = args.at(1);
  } else if (op == "remove") {
    require(root, parent_of(args.at(0))).remove(name_of(args.at(0)));
  } else if (op == "set-text") {
    pcgns::set_text(node, args.at(1));
  } else if (op == "set-dims") {
    node.dims.clear();
    for (auto it = args.begin() + 1; it != args.end(); ++it) node.dims.push_back(std::stoll(*it));
  } else if (op == "set-names") {
    set_names(node, std::vector<std::string>(args.begin() + 1, args.end()));
  } else if (op == "cgns-link") {
    node = pcgns::make_link_node(node.name, {args.at(1), args.at(2)});
  } else if (op == "nest") {
    Node* at = &node;
    for (int level = std::stoi(args.at(1)); level > 0; --level)
      at = &at->add(Node("Level" + std::to_string(level), "UserDefinedData_t"));
  } else if (op == "to-r4") {
    const auto doubles = node.as_double();
    node = pcgns::make_data_node(node.name, node.label, std::vector<float>(doubles.begin(), doubles.end()), node.dims);
  } else {
    throw std::runtime_error("unknown operation " + op);
  }
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

void edit(const std::string& op, const std::string& file, const std::vector<std::string>& args) {
  Node root = pcgns::read_tree(file);
  auto version = pcgns::tree_version(root);
  load_everything(root);
  if (op == "set-version") {
    version = pcgns::CgnsVersion::parse(args.at(0));
  } else if (op == "batch") {
    for (std::string line; std::getline(std::cin, line);) {
      auto op_args = words(line);
      if (op_args.empty()) continue;
      const std::string line_op = op_args.front();
      op_args.erase(op_args.begin());
      apply(root, line_op, op_args);
    }
  } else {
    apply(root, op, args);
  }
  write_back(root, file, version);
}

void make_main(const std::string& main_file, const std::vector<std::string>& subs) {
  Node root = pcgns::read_tree(subs.at(0));
  const auto version = pcgns::tree_version(root);
  for (Node& base : root.children) {
    if (base.label != "CGNSBase_t") continue;
    erase_if(base.children, [](const Node& c) { return c.label == "Zone_t"; });
    load_everything(base);
    for (const auto& sub : subs) {
      const Node tree = pcgns::read_tree(sub);
      for (const Node& zone : tree.require_child(base.name).children)
        if (zone.label == "Zone_t")
          base.add(pcgns::make_link_node(
              zone.name, {std::filesystem::path(sub).filename().string(), "/" + base.name + "/" + zone.name}));
    }
  }
  pcgns::WriteOptions options;
  options.version = version;
  pcgns::write_tree(main_file, root, options);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc < 3) throw std::runtime_error("usage: pcgns-test-tamper OP FILE [ARGS...]");
    const std::string op = argv[1];
    if (op == "plain-hdf5") {
      plain_hdf5(argv[2]);
    } else if (op == "print") {
      print(argv[2], argv[3]);
    } else if (op == "h5-link") {
      h5_link(argv[2], std::vector<std::string>(argv + 3, argv + argc));
    } else if (op == "stamp-in-place") {
      stamp_in_place(argv[2], argv[3]);
    } else if (op == "make-main") {
      make_main(argv[2], std::vector<std::string>(argv + 3, argv + argc));
    } else {
      edit(op, argv[2], std::vector<std::string>(argv + 3, argv + argc));
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "pcgns-test-tamper: " << e.what() << std::endl;
    return 1;
  }
}
