#pragma once
// The prelude pcgns-merge and pcgns-split share: the inputs read as one case spread over
// part files (ONERA Maia's dist tree). Every rank ends with the same catalog, the
// inputs' zones grouped into the case's zones, the selection and the version to write;
// the set is checked complete. Planning the case's tree (output_plan.hpp) comes next.
#include <mpi.h>

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dist/catalog.hpp"
#include "dist/selection.hpp"
#include "dist/set_check.hpp"
#include "dist/zone_groups.hpp"
#include "pcgns/cgns_version.hpp"

namespace pcgns::dist {

struct CaseOptions {
  std::vector<std::filesystem::path> inputs;  // files, in natural order
  SelectionOptions selection;
  std::optional<CgnsVersion> version;  // to write; default: the highest among the inputs
  SetExpectation set;                  // --expect-parts, and the outputs, never parts
};

// The bases hold pointers into the catalog's trees: an OpenCase moves, never copies.
struct OpenCase {
  Catalog catalog;
  std::vector<BaseGroup> bases;
  Selection selection;
  CgnsVersion version{};
  // Files that look like more of the inputs' set, which does not say how many parts it has.
  std::vector<std::string> warnings;

  explicit OpenCase(Selection chosen) : selection(std::move(chosen)) {}
  OpenCase(const OpenCase&) = delete;
  OpenCase& operator=(const OpenCase&) = delete;
  OpenCase(OpenCase&&) = default;
  OpenCase& operator=(OpenCase&&) = default;
};

// Collective. UsageError for an invalid selection, before any file is read; the
// catalog's, the zone groups' and the set check's agreed errors; then the selection
// held against the inputs (selection_check.hpp), agreed too.
OpenCase open_case(MPI_Comm comm, const CaseOptions& options);

}  // namespace pcgns::dist
