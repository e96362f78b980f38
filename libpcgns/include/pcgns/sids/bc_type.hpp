#pragma once
// BCType_t: the boundary-condition kind, stored as C1 text in BC_t, BCDataSet_t and
// FamilyBC_t nodes.
#include <array>
#include <string_view>

#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

enum class BCType {
  BCTypeNull,
  BCTypeUserDefined,
  BCAxisymmetricWedge,
  BCDegenerateLine,
  BCDegeneratePoint,
  BCDirichlet,
  BCExtrapolate,
  BCFarfield,
  BCGeneral,
  BCInflow,
  BCInflowSubsonic,
  BCInflowSupersonic,
  BCNeumann,
  BCOutflow,
  BCOutflowSubsonic,
  BCOutflowSupersonic,
  BCSymmetryPlane,
  BCSymmetryPolar,
  BCTunnelInflow,
  BCTunnelOutflow,
  BCWall,
  BCWallInviscid,
  BCWallViscous,
  BCWallViscousHeatFlux,
  BCWallViscousIsothermal,
  FamilySpecified,
};

template <>
struct EnumNames<BCType> {
  static constexpr std::string_view prefix = "BCType";
  static constexpr std::array<std::string_view, 26> names = {"Null",
                                                             "UserDefined",
                                                             "BCAxisymmetricWedge",
                                                             "BCDegenerateLine",
                                                             "BCDegeneratePoint",
                                                             "BCDirichlet",
                                                             "BCExtrapolate",
                                                             "BCFarfield",
                                                             "BCGeneral",
                                                             "BCInflow",
                                                             "BCInflowSubsonic",
                                                             "BCInflowSupersonic",
                                                             "BCNeumann",
                                                             "BCOutflow",
                                                             "BCOutflowSubsonic",
                                                             "BCOutflowSupersonic",
                                                             "BCSymmetryPlane",
                                                             "BCSymmetryPolar",
                                                             "BCTunnelInflow",
                                                             "BCTunnelOutflow",
                                                             "BCWall",
                                                             "BCWallInviscid",
                                                             "BCWallViscous",
                                                             "BCWallViscousHeatFlux",
                                                             "BCWallViscousIsothermal",
                                                             "FamilySpecified"};
};

// The BCType held as text by the node itself (BC_t, BCDataSet_t, FamilyBC_t).
BCType read_bc_type(const NodeRef& node);

}  // namespace pcgns::sids
