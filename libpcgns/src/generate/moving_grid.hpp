#pragma once
// generate --moving: a deforming and rigidly moving grid, as a solver with mesh motion
// writes it. Step s (1-based) adds, beside its solutions:
//   "MovedGrid#<ssss>"  GridCoordinates_t: the zone's coordinates, axis a (0-based)
//                       moved by kMoveStep * s * (a + 1);
//   "Motion#<ssss>"     ArbitraryGridMotion_t "DeformingGrid": GridVelocityX/Y/Z at the
//                       vertices, expected_grid_velocity of the global vertex id;
//   "Rigid#<ssss>"      RigidGridMotion_t "ConstantRate": OriginLocation [3, 2],
//                       RigidRotationAngle and RigidVelocity [3].
// With more than one step, ZoneIterativeData names them per step
// (GridCoordinatesPointers, ArbitraryGridMotionPointers, RigidGridMotionPointers).
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::generate {

inline constexpr double kMoveStep = 0.01;

// The name of step `step`'s node of a series: "<stem>#<ssss>" (solutions and motions alike).
std::string step_name(const char* stem, int step);

double expected_grid_velocity(int axis, std::int64_t global_vertex, int step);

// Adds step `step`'s moved grid and motions to `zone` (which holds its GridCoordinates)
// and returns their names: grid, arbitrary motion, rigid motion.
std::vector<std::string> add_grid_motion(Node& zone, const std::vector<std::int64_t>& vertices, int step);

}  // namespace pcgns::generate
