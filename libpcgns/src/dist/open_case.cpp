#include "dist/open_case.hpp"

#include <algorithm>
#include <utility>

#include "dist/selection_check.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::dist {
namespace {

CgnsVersion highest_version(const Catalog& catalog) {
  CgnsVersion highest{0};
  for (const auto& file : catalog.files) highest = std::max(highest, file.version);
  return highest;
}

}  // namespace

OpenCase open_case(MPI_Comm comm, const CaseOptions& options) {
  OpenCase opened{Selection(options.selection)};
  opened.catalog = gather_catalog(comm, options.inputs);
  opened.version = options.version.value_or(highest_version(opened.catalog));
  opened.bases = mpi::run_agreed(comm, [&] { return group_zones(opened.catalog); });
  opened.warnings = check_set(comm, opened.catalog, opened.bases, options.set);
  mpi::run_agreed(comm, [&] { check_selection(opened.catalog, opened.selection); });
  return opened;
}

}  // namespace pcgns::dist
