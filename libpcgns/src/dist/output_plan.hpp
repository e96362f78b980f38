#pragma once
// The case as one logical tree, decided identically on every rank: the skeleton of the
// whole (merged) tree (small data in memory, every bulk array deferred) and the work that
// fills it. pcgns-merge writes it; pcgns-split cuts it into parts without writing it.
#include <mpi.h>

#include <vector>

#include "dist/array_copy.hpp"
#include "dist/structured_zone.hpp"
#include "dist/unstructured_zone.hpp"
#include "pcgns/zone_summary.hpp"

namespace pcgns::dist {

struct OutputPlan {
  Node tree;  // children of the root, without CGNSLibraryVersion
  std::vector<CopyTask> copies;
  std::vector<StructuredZone> structured;
  std::vector<UnstructuredZone> unstructured;
  std::vector<ZoneSummary> zones;
  std::int64_t bytes = 0;  // bulk bytes of the output
};

// The case as one logical tree: what pcgns-merge writes and pcgns-split cuts. Collective
// (partitioned unstructured zones need their sizes agreed). `check_inputs`: whole zones'
// ids are checked (pcgns-merge --check-inputs).
OutputPlan plan_logical_tree(MPI_Comm comm, const Catalog& catalog, const std::vector<BaseGroup>& bases,
                             const Selection& selection, CgnsVersion version, ArraySource& source,
                             bool check_inputs = false);

// --link: bases as in a merge, each zone a link to the input file that holds it.
// UsageError when a zone is partitioned; InputError when `version` (the output's stamp)
// changes the layout of a linked zone's poly section.
OutputPlan plan_links(const Catalog& catalog, const std::vector<BaseGroup>& bases, const Selection& selection,
                      const std::filesystem::path& output, CgnsVersion version);

}  // namespace pcgns::dist
