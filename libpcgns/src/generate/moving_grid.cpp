#include "generate/moving_grid.hpp"

#include <cstdio>

#include "pcgns/sids/all.hpp"

namespace pcgns::generate {

std::string step_name(const char* stem, int step) {
  char text[32];
  std::snprintf(text, sizeof text, "%s#%04d", stem, step);
  return text;
}

namespace {

constexpr const char* kAxes[3] = {"X", "Y", "Z"};

void add_moved_grid(Node& zone, const std::string& name, int step) {
  const Node& reference = zone.require_child("GridCoordinates");
  Node grid(name, "GridCoordinates_t");
  for (int axis = 0; axis < 3; ++axis) {
    const Node& coordinate = reference.require_child(std::string("Coordinate") + kAxes[axis]);
    auto values = coordinate.as_double();
    for (auto& value : values) value += kMoveStep * step * (axis + 1);
    sids::add_data_array(grid, coordinate.name, values, coordinate.dims);
  }
  zone.add(std::move(grid));
}

void add_arbitrary_motion(Node& zone, const std::string& name, const std::vector<std::int64_t>& vertices, int step) {
  Node motion = make_string_node(name, "ArbitraryGridMotion_t", "DeformingGrid");
  const Dims shape = zone.require_child("GridCoordinates").require_child("CoordinateX").dims;
  for (int axis = 0; axis < 3; ++axis) {
    std::vector<double> velocity;
    velocity.reserve(vertices.size());
    for (const auto id : vertices) velocity.push_back(expected_grid_velocity(axis, id, step));
    sids::add_data_array(motion, std::string("GridVelocity") + kAxes[axis], velocity, shape);
  }
  zone.add(std::move(motion));
}

void add_rigid_motion(Node& zone, const std::string& name, int step) {
  Node motion = make_string_node(name, "RigidGridMotion_t", "ConstantRate");
  const double moved = kMoveStep * step;
  sids::add_data_array(motion, "OriginLocation", std::vector<double>{0, 0, 0, moved, 2 * moved, 3 * moved}, {3, 2});
  sids::add_data_array(motion, "RigidRotationAngle", std::vector<double>{0, 0, 0.1 * step});
  sids::add_data_array(motion, "RigidVelocity", std::vector<double>{kMoveStep, 2 * kMoveStep, 3 * kMoveStep});
  zone.add(std::move(motion));
}

}  // namespace

double expected_grid_velocity(int axis, std::int64_t global_vertex, int step) {
  return kMoveStep * (axis + 1) + 1e-6 * static_cast<double>(global_vertex) + 0.5 * static_cast<double>(step);
}

std::vector<std::string> add_grid_motion(Node& zone, const std::vector<std::int64_t>& vertices, int step) {
  std::vector<std::string> names{step_name("MovedGrid", step), step_name("Motion", step), step_name("Rigid", step)};
  add_moved_grid(zone, names[0], step);
  add_arbitrary_motion(zone, names[1], vertices, step);
  add_rigid_motion(zone, names[2], step);
  return names;
}

}  // namespace pcgns::generate
