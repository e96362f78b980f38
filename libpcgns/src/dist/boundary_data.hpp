#pragma once
// A structured BC's data sets put back together from the pieces of the BC that the
// parts hold (SIDS BCData_t): an array of one value is global to the patch and the same
// in every piece; an array of one value per point of a piece's PointRange goes to the
// places of those points in the united PointRange's order. Points two pieces share (the
// vertex plane at a cut) must hold the same value, and every point of the united range
// must come from some piece: otherwise the parts do not make the original and the merge
// refuses them.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::dist {

struct BoundaryPiece {
  Node bc;  // a part's BC_t, its PointRange in parent indices
  // How messages name a node at a path below this piece ("Heating/DirichletData/T").
  std::function<std::string(const std::string& below_bc)> name;
};

// Whether the BCDataSet_t `set` has a PointRange of its own with the values `bc_range`:
// the BC's points again, which follow the BC's range when it is cut or united.
bool repeats_bc_range(const Node& set, const std::vector<std::int64_t>& bc_range);
// Gives every data set of `bc` that repeats `old_range` the values `new_range` (each
// range keeps its integer width).
void follow_bc_range(Node& bc, const std::vector<std::int64_t>& old_range, const std::vector<std::int64_t>& new_range);

// Whether `bc` holds arrays of more than one value other than the DataArray_t of its
// data sets' BCData_t: values the pieces' ranges cannot put back.
bool has_arrays_outside_bc_data(const Node& bc);

// Gives every BCData_t array of `united` (the merged BC: the first piece with the united
// PointRange) the values of all pieces, in the form (1-D or shaped) the pieces have.
// InputError naming the files and the node for pieces that disagree (on a global value,
// a shared point, a type or a form), an array some piece lacks, a point no piece holds,
// or a data set given by a point set of its own (but for one repeating the BC's range).
// `recorded`: whether the array at a path below the BC has a value per point, where the
// case's record says (sids/order_record.hpp); pieces of one point each cannot tell.
using RecordedForm = std::function<std::optional<bool>(const std::string& below_bc)>;
void unite_boundary_data(Node& united, const std::vector<BoundaryPiece>& pieces, const RecordedForm& recorded = {});

}  // namespace pcgns::dist
