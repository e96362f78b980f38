#pragma once
// pcgns-merge --new-times, first half: which of the inputs' time steps the existing
// output does not hold yet. A step is told apart by its BaseIterativeData TimeValues
// (IterationValues where a base has no TimeValues), compared with dist::same_time.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "dist/catalog.hpp"
#include "dist/zone_groups.hpp"
#include "pcgns/cgns_version.hpp"

namespace pcgns::merge {

// What the existing output holds: its stamp and, for each base with zones, the values
// that tell its steps apart.
struct HeldSteps {
  CgnsVersion version{};
  std::map<std::string, std::vector<double>> keys;     // base name -> one value per step
  std::map<std::string, std::set<std::string>> zones;  // base name -> its Zone_t names

  std::int64_t count() const { return keys.empty() ? 0 : static_cast<std::int64_t>(keys.begin()->second.size()); }
};

// Collective: rank 0 reads the output's skeleton, every rank gets the result; none when
// rank 0 finds no output (ranks may see a shared file system differently, so rank 0
// alone decides). Agreed InputError naming the output and the base when a base with
// zones has no step values.
std::optional<HeldSteps> read_held_steps(MPI_Comm comm, const std::filesystem::path& output);

// InputError naming the output and the zone when the inputs' bases with zones hold a
// zone the output does not, or the other way round: with nothing new to append, nothing
// else would tell another case. Deterministic on every rank.
void check_same_zones(const std::vector<dist::BaseGroup>& bases, const HeldSteps& held,
                      const std::filesystem::path& output);

// The inputs' steps the output does not hold (0-based, ascending): the same for every
// file and base, else InputError. InputError naming the file and node when an input base
// has no step values, is not in the output, or has a new step that is not after every
// held step (--new-times appends, it never inserts). Deterministic on every rank.
std::vector<std::int64_t> steps_to_append(const dist::Catalog& catalog, const HeldSteps& held,
                                          const std::filesystem::path& output);

}  // namespace pcgns::merge
