#include "split/unstructured/part_parents.hpp"

#include <optional>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split {
namespace {

constexpr const char* kParentsArray = "ParentElements";
constexpr const char* kPositionsArray = "ParentElementsPosition";

std::string parents_path(const ZoneWork& work, const SectionInfo& section, const char* array) {
  return work.original->path() + "/" + section.name + "/" + array;
}

// Each part's elements of section s as entries of an (elements, 2) array, flat and
// 0-based: their left entries, then their right ones.
std::vector<IdRuns> part_entries(const ZonePartition& partition, std::size_t s, std::int64_t elements) {
  std::vector<IdRuns> requests;
  for (const auto& [part, mesh] : partition.parts) {
    IdRuns entries;
    for (const auto shift : {std::int64_t{0}, elements})
      for (const IdRun& run : mesh.sections[s].positions.runs()) entries.add_run(run.first + shift, run.count);
    requests.push_back(std::move(entries));
  }
  return requests;
}

std::string element_text(const SectionInfo& section, std::int64_t entry) {
  const std::int64_t element = section.start + entry % section.count;
  return "element " + std::to_string(element) + " has " + (entry < section.count ? "left" : "right") + " parent";
}

// Collective: the parents (entries other than 0) of this rank's block of the section's
// entries, each checked to be a cell element of the zone.
std::int64_t parents_in_block(MPI_Comm comm, ZoneWork& work, const SectionInfo& section) {
  const exchange::BlockDistribution blocks(2 * section.count, size_of(comm));
  IdRuns mine;
  if (const std::int64_t count = blocks.count(rank_of(comm)); count > 0)
    mine.add_run(blocks.first(rank_of(comm)) - 1, count);
  const FetchedValues fetched =
      work.arrays->fetch(comm, parents_path(work, section, kParentsArray), std::span(&mine, 1));
  const auto values = integers_of(fetched.gathered(0), fetched.type());
  return mpi::run_agreed(comm, [&] {
    std::int64_t parents = 0;
    for (std::size_t k = 0; k < values.size(); ++k) {
      if (values[k] == 0) continue;
      const auto at = work.layout.locate(values[k]);
      if (!at || !work.layout.sections[at->first].cells)
        throw InputError(work.original->described + ": section '" + section.name + "' " +
                         element_text(section, blocks.first(rank_of(comm)) - 1 + static_cast<std::int64_t>(k)) + " " +
                         std::to_string(values[k]) + ", which is neither 0 (no parent) nor a cell element of the zone");
      ++parents;
    }
    return parents;
  });
}

// The part's element number of cell element `element` of the zone; 0 when the part does
// not hold it.
std::int64_t local_cell(const ElementLayout& layout, const PartMesh& mesh, std::int64_t element) {
  const auto at = layout.locate(element);
  if (!at) return 0;
  const PartSection& cells = mesh.sections[at->first];
  const std::int64_t index = cells.local_index(at->second);
  return index < 0 ? 0 : cells.local_start + index;
}

// Collective: the values of one of the section's arrays for every part built here.
std::vector<std::vector<std::int64_t>> fetch_part_values(MPI_Comm comm, ZoneWork& work, const SectionInfo& section,
                                                         const char* array, const std::vector<IdRuns>& requests) {
  const FetchedValues fetched = work.arrays->fetch(comm, parents_path(work, section, array), requests);
  std::vector<std::vector<std::int64_t>> values;
  for (std::size_t r = 0; r < requests.size(); ++r) values.push_back(integers_of(fetched.gathered(r), fetched.type()));
  return values;
}

// The `n`th id (0-based) of `ids`: the error path's way back to an element number.
std::int64_t nth_id(const IdRuns& ids, std::int64_t n) {
  for (const IdRun& run : ids.runs()) {
    if (n < run.count) return run.first + n;
    n -= run.count;
  }
  return -1;
}

// One part's entries of section s (`global` parents, their `positions`, as part_entries
// lists them) in the part's own cell numbers; the parents kept. A parent the part does not
// hold becomes 0 (the part beside it keeps it); a position beside no parent is refused,
// not dropped.
std::int64_t renumber_parents(const ZoneWork& work, std::size_t s, const PartMesh& mesh, PartSection& mine,
                              const std::vector<std::int64_t>& global, const std::vector<std::int64_t>& positions) {
  const SectionInfo& section = work.layout.sections[s];
  const auto elements = static_cast<std::int64_t>(global.size() / 2);
  std::int64_t kept = 0;
  mine.parents.assign(global.size(), 0);
  if (section.parent_positions) mine.parent_positions.assign(global.size(), 0);
  for (std::size_t k = 0; k < global.size(); ++k) {
    const auto entry = static_cast<std::int64_t>(k);
    if (global[k] == 0 && section.parent_positions && positions[k] != 0)
      throw InputError(
          work.original->described + ": section '" + section.name + "' " +
          element_text(section, nth_id(mine.positions, entry % elements) + (entry < elements ? 0 : section.count)) +
          " 0 but ParentElementsPosition " + std::to_string(positions[k]) +
          " there: a position beside no parent (inconsistent ParentElements)");
    const std::int64_t local = global[k] == 0 ? 0 : local_cell(work.layout, mesh, global[k]);
    if (local == 0) continue;
    mine.parents[k] = local;
    if (section.parent_positions) mine.parent_positions[k] = positions[k];
    ++kept;
  }
  return kept;
}

// Collective: section s's parents in each part's numbers; the parents kept, summed over
// the parts built here.
std::int64_t cut_parents(MPI_Comm comm, ZoneWork& work, std::size_t s) {
  const SectionInfo& section = work.layout.sections[s];
  const auto requests = part_entries(*work.partition, s, section.count);
  const auto parents = fetch_part_values(comm, work, section, kParentsArray, requests);
  const auto positions = section.parent_positions ? fetch_part_values(comm, work, section, kPositionsArray, requests)
                                                  : std::vector<std::vector<std::int64_t>>(requests.size());
  const std::int64_t kept = mpi::run_agreed(comm, [&] {
    std::int64_t kept_here = 0;
    std::size_t request = 0;
    for (auto& [part, mesh] : work.partition->parts) {
      kept_here += renumber_parents(work, s, mesh, mesh.sections[s], parents[request], positions[request]);
      ++request;
    }
    return kept_here;
  });
  work.arrays->release();
  return kept;
}

}  // namespace

void check_parents_cuttable(const Node& section, const std::string& described) {
  const std::string where = described + ": section '" + section.name + "'";
  if (section.child("ParentData"))
    throw InputError(where +
                     " has ParentData, which pcgns-split cannot renumber (ParentElements and "
                     "ParentElementsPosition are its current form)");
  const Node* parents = section.child(kParentsArray);
  const Node* positions = section.child(kPositionsArray);
  if (positions && !parents) throw InputError(where + " has ParentElementsPosition without ParentElements");
  if (parents && static_cast<sids::ElementType>(section.as_int64().at(0)) == sids::ElementType::NFACE_n)
    throw InputError(where + " has ParentElements of cells (NFACE_n), which pcgns-split cannot cut");
}

void check_no_cell_parents(const ElementLayout& layout, const std::string& described) {
  for (const SectionInfo& section : layout.sections)
    if (section.parents && section.cells)
      throw InputError(described + ": section '" + section.name +
                       "' has ParentElements of cells, which pcgns-split cannot cut (only faces have parents)");
}

void cut_section_parents(MPI_Comm comm, ZoneWork& work) {
  for (std::size_t s = 0; s < work.layout.sections.size(); ++s) {
    const SectionInfo& section = work.layout.sections[s];
    if (!section.parents) continue;
    std::int64_t counts[2] = {parents_in_block(comm, work, section), 0};
    counts[1] = cut_parents(comm, work, s);
    MPI_Allreduce(MPI_IN_PLACE, counts, 2, MPI_INT64_T, MPI_SUM, comm);
    // Each cell is in one part, so a parent is kept at most once: as many kept as given
    // means every one is, by a part holding its face.
    if (counts[0] != counts[1])
      throw InputError(work.original->described + ": section '" + section.name +
                       "': " + std::to_string(counts[0] - counts[1]) + " of its " + std::to_string(counts[0]) +
                       " parents are cells the parts holding their faces do not hold (ParentElements that disagree "
                       "with the cells' faces)");
  }
}

}  // namespace pcgns::split
