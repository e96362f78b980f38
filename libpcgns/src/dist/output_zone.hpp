#pragma once
// Building blocks of a merged zone's node in the output tree.
#include <functional>
#include <string>
#include <vector>

#include "dist/array_copy.hpp"
#include "dist/selection.hpp"
#include "dist/zone_arrays.hpp"
#include "dist/zone_groups.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

// Adds to `zone` the holders of `arrays` (GridCoordinates, solutions) copied from the
// first part with their descriptive children, and every array deferred with the shape
// of its location in the merged zone.
void add_zone_arrays(Node& zone, const Node& first_part, const std::vector<ZoneArray>& arrays, const Dims& vertex_shape,
                     const Dims& cell_shape);

// Adds the located holders (GridCoordinates_t, FlowSolution_t, DiscreteData_t) that hold
// no array in the parts -- a FlowSolution_t of a GridLocation and user data only, as
// elsA set-ups have -- from the first part that has each.
void add_dataless_holders(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                          const Selection& selection, std::vector<CopyTask>& tasks);

// Tells the children (or container entries) the caller builds itself.
using Rebuilt = std::function<bool(const Node&)>;

// Copies the children of the parts that the merge does not rebuild (family name,
// iterative data, descriptors, user data...) into `zone`, each from the first part that
// has it, deferring bulk arrays. A child holding a point set is not copied: its ids are
// the part's own (check_nothing_dropped refuses it).
void copy_other_children(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                         const Rebuilt& rebuilt, const Selection& selection, std::vector<CopyTask>& tasks);

// The parts' containers labelled `label` (ZoneBC_t, ZoneGridConnectivity_t) in `zone`,
// each once, empty ones too, with the entries the caller does not rebuild from the first
// part that has each (a point set's holder excepted, as above).
void add_container_rest(Node& zone, const std::string& zone_path, const std::vector<PartRef>& parts,
                        const std::string& label, const Rebuilt& rebuilt, std::vector<CopyTask>& tasks);

// The merged zone's children, and the entries of its containers, in the order the
// parts hold them (child_order.hpp); pieces "name.<k>" count as "name".
void order_like_parts(Node& zone, const std::vector<PartRef>& parts);

}  // namespace pcgns::dist
