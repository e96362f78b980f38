#include <string>

#include "generate/moving_grid.hpp"
#include "generate/part_zones.hpp"
#include "pcgns/sids/all.hpp"

namespace pcgns::generate {

double expected_coordinate(int axis, std::int64_t lattice_index) {
  static const double spacing[3] = {0.5, 0.25, 0.125};
  return spacing[axis] * static_cast<double>(lattice_index);
}

double expected_orphan_coordinate(int axis, std::int64_t orphan) {
  switch (axis) {
    case 0: return -0.5 * static_cast<double>(orphan + 1);
    case 1: return 0.25 * static_cast<double>(orphan % 3);
    default: return 0.125 * static_cast<double>(orphan % 5);
  }
}

double expected_pressure(std::int64_t global_vertex, int step) {
  return 1000.0 + static_cast<double>(global_vertex) + 0.5 * static_cast<double>(step - 1);
}

double expected_density(std::int64_t global_cell, int step) {
  return 2.0 + 0.001 * static_cast<double>(global_cell) + static_cast<double>(step - 1);
}

void add_time_steps(Node& zone, const Options& options, const std::vector<std::int64_t>& vertices,
                    const std::vector<std::int64_t>& cells) {
  std::vector<std::string> pointers;
  std::vector<std::vector<std::string>> motion;  // per step: grid, arbitrary and rigid motion
  for (int step = 1; step <= options.steps; ++step) {
    const std::string vertex_solution = step_name("VertexSol", step);
    const std::string cell_solution = step_name("CellSol", step);
    std::vector<double> pressure, density;
    for (const auto id : vertices) pressure.push_back(expected_pressure(id, step));
    for (const auto id : cells) density.push_back(expected_density(id, step));
    sids::add_solution(zone, vertex_solution, sids::GridLocation::Vertex);
    sids::add_field(zone, vertex_solution, "Pressure", pressure);
    sids::add_solution(zone, cell_solution, sids::GridLocation::CellCenter);
    sids::add_field(zone, cell_solution, "Density", density);
    pointers.push_back(vertex_solution);
    if (options.moving) motion.push_back(add_grid_motion(zone, vertices, step));
  }
  if (options.steps == 1) return;  // a steady solution: no time series to describe
  Node& iterative = sids::add_zone_iterative_data(zone, "ZoneIterativeData");
  sids::add_pointers(iterative, "FlowSolutionPointers", pointers);
  if (!options.moving) return;
  const char* const kMotionPointers[] = {"GridCoordinatesPointers", "ArbitraryGridMotionPointers",
                                         "RigidGridMotionPointers"};
  for (std::size_t kind = 0; kind < 3; ++kind) {
    std::vector<std::string> names;
    names.reserve(motion.size());
    for (const auto& step : motion) names.push_back(step[kind]);
    sids::add_pointers(iterative, kMotionPointers[kind], names);
  }
}

}  // namespace pcgns::generate
