// Writes a small CGNS tree with the installed libpcgns, reads it back and checks it.
// Includes the umbrella header, so every installed public header must compile.
#include <pcgns/pcgns.hpp>

#include <cstdio>
#include <cstring>
#include <exception>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: pcgns_consumer FILE.cgns\n");
    return 64;
  }
  if (std::strcmp(pcgns::library_version(), PCGNS_VERSION_STRING) != 0) {
    std::fprintf(stderr, "pcgns_consumer: headers say %s, library says %s\n", PCGNS_VERSION_STRING,
                 pcgns::library_version());
    return 1;
  }
  try {
    pcgns::Node root("/", "Root Node of HDF5 File");
    pcgns::Node& base = root.add(pcgns::make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
    base.add(pcgns::make_data_node("Values", "DataArray_t", std::vector<double>{1.5, -2.25, 1e300}));
    pcgns::WriteOptions options;
    options.version = pcgns::CgnsVersion{3400};
    pcgns::write_tree(argv[1], root, options);

    const pcgns::Node back = pcgns::read_tree(argv[1]);
    const pcgns::Node* values = pcgns::find_node(back, "/Base/Values");
    if (values == nullptr || values->as_double() != std::vector<double>{1.5, -2.25, 1e300} ||
        pcgns::tree_version(back).code != 3400) {
      std::fprintf(stderr, "pcgns_consumer: %s does not hold what was written\n", argv[1]);
      return 1;
    }
    std::printf("pcgns_consumer: wrote and read back %s\n", argv[1]);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "pcgns_consumer: %s\n", e.what());
    return 1;
  }
}
