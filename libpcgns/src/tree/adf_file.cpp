#include "tree/adf_file.hpp"

#include <array>
#include <fstream>
#include <string_view>

namespace pcgns::tree {

bool is_adf_file(const std::filesystem::path& file) {
  constexpr std::string_view kSignature = "ADF Database Version";
  constexpr std::size_t kOffset = 4;  // after the 4 bytes of "@(#)" the writer puts first
  std::array<char, kOffset + kSignature.size()> header{};
  std::ifstream in(file, std::ios::binary);
  if (!in.read(header.data(), static_cast<std::streamsize>(header.size()))) return false;
  return std::string_view(header.data() + kOffset, kSignature.size()) == kSignature;
}

std::string adf_file_message(const std::filesystem::path& file) {
  const std::string name = file.string();
  return name +
         ": an ADF file (the CGNS format before HDF5); pcgns reads CGNS/HDF5 files only. "
         "Convert it with 'adf2hdf " +
         name + " " + name +
         ".hdf5' (Debian package "
         "cgns-convert) and give the converted file";
}

}  // namespace pcgns::tree
