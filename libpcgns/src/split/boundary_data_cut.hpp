#pragma once
// A structured BC's data sets cut to a part's piece of its patch (SIDS BCData_t): each
// DataArray_t of a BCData_t holds one value (global to the patch: kept) or one value per
// point of the BC's PointRange (local: cut to the piece's points, in the piece's order,
// in the form -- 1-D or shaped -- the input had).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::split {

// How messages name a node at a path below the BC ("Heating/DirichletData/T").
using NodeNamer = std::function<std::string(const std::string& below_bc)>;

// InputError, naming the node, for data the cut cannot follow: a BCDataSet_t whose
// GridLocation differs from the BC's `location`, arrays below a BCDataSet_t outside its
// BCData_t, or a BCData_t array that is neither one value nor one per point of
// `point_range` (in a form per_point_dims knows). Reads no values.
void check_boundary_data(const Node& bc, const std::vector<std::int64_t>& point_range, const std::string& location,
                         const NodeNamer& name);

// Cuts every local BCData_t array of `bc` (checked) from the BC's `point_range` to
// `piece_range`, which lies inside it, in the same indices and oriented like it.
// Values left on disk are read first.
void cut_boundary_data(Node& bc, const std::vector<std::int64_t>& point_range,
                       const std::vector<std::int64_t>& piece_range);

}  // namespace pcgns::split
