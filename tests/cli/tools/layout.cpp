// pcgns-test-layout FILE: where a CGNS/HDF5 file keeps what, for the fuzz test's mutants.
// One line per object, in visiting order:
//   group PATH                   a node group (a place to insert links, or to link to)
//   data OFFSET BYTES LAYOUT PATH  a dataset's values: the bytes of a data flip; LAYOUT
//                                contiguous or compact (compact datasets of 16 bytes or more,
//                                found by their content, lie inside a checksummed header)
//   ids PATH                     an integer numbering array (:CGNS#GlobalNumbering/...)
// Bytes outside every data range are HDF5 metadata (headers, attributes, compact data).
#include <hdf5.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

std::vector<char> file_bytes;

// Where the values of a compact dataset lie in the file: HDF5 keeps them in the object
// header and does not say where, so they are looked up by content.
haddr_t find_compact(hid_t set, hid_t type, hsize_t bytes) {
  if (bytes < 16) return HADDR_UNDEF;
  std::vector<char> values(bytes);
  if (H5Dread(set, type, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data()) < 0) return HADDR_UNDEF;
  const auto at = std::search(file_bytes.begin(), file_bytes.end(), values.begin(), values.end());
  return at == file_bytes.end() ? HADDR_UNDEF : static_cast<haddr_t>(at - file_bytes.begin());
}

void print_dataset(hid_t file, const char* name) {
  const hid_t set = H5Dopen2(file, name, H5P_DEFAULT);
  if (set < 0) return;
  const hid_t type = H5Dget_type(set);
  haddr_t offset = H5Dget_offset(set);
  const hsize_t bytes = H5Dget_storage_size(set);
  const bool contiguous = offset != HADDR_UNDEF;
  if (!contiguous) offset = find_compact(set, type, bytes);
  if (offset != HADDR_UNDEF && bytes > 0)
    std::printf("data %llu %llu %s /%s\n", static_cast<unsigned long long>(offset),
                static_cast<unsigned long long>(bytes), contiguous ? "contiguous" : "compact", name);
  const std::string path = name;
  const auto numbering = path.find(":CGNS#GlobalNumbering/");
  const std::string data = "/ data";
  if (numbering != std::string::npos && H5Tget_class(type) == H5T_INTEGER && path.size() > data.size() &&
      path.compare(path.size() - data.size(), data.size(), data) == 0)
    std::printf("ids /%s\n", path.substr(0, path.size() - data.size()).c_str());
  H5Tclose(type);
  H5Dclose(set);
}

herr_t visit(hid_t file, const char* name, const H5O_info_t* info, void*) {
  if (name[0] == '.' && name[1] == '\0') return 0;
  if (info->type == H5O_TYPE_GROUP) std::printf("group /%s\n", name);
  if (info->type == H5O_TYPE_DATASET) print_dataset(file, name);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: pcgns-test-layout FILE\n");
    return 64;
  }
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  std::ifstream in(argv[1], std::ios::binary);
  file_bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  const hid_t file = H5Fopen(argv[1], H5F_ACC_RDONLY, H5P_DEFAULT);
  if (file < 0) return 66;
#if H5_VERSION_GE(1, 12, 0)
  const herr_t status = H5Ovisit3(file, H5_INDEX_NAME, H5_ITER_INC, visit, nullptr, H5O_INFO_BASIC);
#else
  const herr_t status = H5Ovisit2(file, H5_INDEX_NAME, H5_ITER_INC, visit, nullptr, H5O_INFO_BASIC);
#endif
  H5Fclose(file);
  return status < 0 ? 74 : 0;
}
