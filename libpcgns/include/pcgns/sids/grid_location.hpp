#pragma once
// GridLocation_t: where data sits (stored as C1 text in a "GridLocation" child; absent
// means Vertex).
#include <array>
#include <optional>
#include <string_view>

#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

enum class GridLocation {
  GridLocationNull,
  GridLocationUserDefined,
  Vertex,
  CellCenter,
  FaceCenter,
  IFaceCenter,
  JFaceCenter,
  KFaceCenter,
  EdgeCenter,
};

template <>
struct EnumNames<GridLocation> {
  static constexpr std::string_view prefix = "GridLocation";
  static constexpr std::array<std::string_view, 9> names = {"Null",        "UserDefined", "Vertex",
                                                            "CellCenter",  "FaceCenter",  "IFaceCenter",
                                                            "JFaceCenter", "KFaceCenter", "EdgeCenter"};
};

// The location stated by the "GridLocation" child of `holder`; Vertex when absent.
GridLocation read_grid_location(const NodeRef& holder);
// Adds the "GridLocation" child the way the official library does: only when the
// location is not Vertex.
void add_grid_location(Node& holder, GridLocation location);

}  // namespace pcgns::sids
