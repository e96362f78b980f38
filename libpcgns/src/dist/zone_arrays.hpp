#pragma once
// The arrays a partitioned zone carries into the output, as relative paths from the
// zone ("GridCoordinates/CoordinateX", "VertexSol#0001/Pressure"), with the location
// that decides how they are indexed. Every part must hold the same arrays with the
// same types; a difference is an InputError naming both parts.
#include <string>
#include <vector>

#include "dist/selection.hpp"
#include "dist/zone_groups.hpp"

namespace pcgns::dist {

enum class ArrayLocation { vertex, cell };

struct ZoneArray {
  std::string holder;  // "GridCoordinates", a solution or a DiscreteData_t name
  std::string name;    // the DataArray_t name
  ArrayLocation location = ArrayLocation::vertex;
  DataType type = DataType::MT;
  std::string relative_path() const { return holder + "/" + name; }
};

// Coordinates, the selected Vertex/CellCenter solutions and the discrete data (without
// point lists) of the zone's first part, checked against every other part.
std::vector<ZoneArray> zone_arrays(const Catalog& catalog, const ZoneGroup& zone, const Selection& selection);

// True for a FlowSolution_t the merge indexes by location (no point list, no rind).
bool is_located_solution(const Node& solution);

}  // namespace pcgns::dist
