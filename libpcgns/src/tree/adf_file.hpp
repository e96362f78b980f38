#pragma once
// CGNS files of the ADF format (the format before HDF5, still common among old files):
// recognised by their header so they are refused with the conversion to run, instead of
// as "not an HDF5 file".
#include <filesystem>
#include <string>

namespace pcgns::tree {

// Whether `file` starts with an ADF header: the ADF "what" string, whose bytes 4 to 23
// read "ADF Database Version" (the official library's own test, cgio_check_file).
bool is_adf_file(const std::filesystem::path& file);
// The InputError message for an ADF input: names the file and the adf2hdf command.
std::string adf_file_message(const std::filesystem::path& file);

}  // namespace pcgns::tree
