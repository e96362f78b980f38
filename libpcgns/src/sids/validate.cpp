#include "pcgns/sids/validate.hpp"

#include "pcgns/sids/all.hpp"

namespace pcgns::sids {
namespace {

// Annotations that may sit under most nodes.
void check_annotations(const NodeRef& holder) {
  (void)read_data_class(holder);
  (void)read_dimensional_units(holder);
  (void)descriptors(holder);
  if (const auto state = reference_state(holder)) (void)state->values();
}

void check_user_data(const std::vector<UserDefinedDataView>& data) {
  for (const auto& d : data) {
    check_annotations(d.ref());
    check_user_data(d.children());
  }
}

void check_zone(const ZoneView& zone, CgnsVersion version, std::int64_t steps) {
  check_annotations(zone.ref());
  for (const auto& grid : grid_coordinates(zone)) check_annotations(grid.ref());
  (void)sections(zone, version);
  for (const auto& solution : flow_solutions(zone)) check_annotations(solution.ref());
  (void)boundary_conditions(zone);
  (void)connectivities_1to1(zone);
  (void)connectivities(zone);
  (void)sub_regions(zone);
  (void)zone_iterative_data(zone, steps);
  check_user_data(user_data(zone.ref(), zone.index_dim()));
}

void check_base(const BaseView& base, CgnsVersion version) {
  check_annotations(base.ref());
  (void)families(base);
  const auto iterations = base_iterative_data(base);
  const std::int64_t steps = iterations ? iterations->number_of_steps() : -1;
  for (const auto& zone : zones(base)) check_zone(zone, version, steps);
  check_user_data(user_data(base.ref()));
}

}  // namespace

void validate_tree(const Node& root, CgnsVersion version) {
  for (const auto& base : bases(root)) check_base(base, version);
}

std::optional<std::string> first_problem(const Node& root, CgnsVersion version) {
  try {
    validate_tree(root, version);
  } catch (const InputError& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

}  // namespace pcgns::sids
