#pragma once
// Compares two CGNS files node by node: names, labels, types, dimensions and every
// byte of data (children compared by name, whatever their order).
#include <filesystem>
#include <string>
#include <vector>

namespace pcgns::test {

// Collective: pcgns-merge's engine run on `inputs` into `output` (replaced), the file a
// split's round trip is compared with; returns `output`.
std::filesystem::path merge_into(const std::vector<std::filesystem::path>& inputs, const std::filesystem::path& output);

// The differences, one line each ("/Base/Zone/GridCoordinates/CoordinateX: data
// differs"); empty when the trees are the same.
std::vector<std::string> tree_differences(const std::filesystem::path& expected, const std::filesystem::path& actual);

}  // namespace pcgns::test
