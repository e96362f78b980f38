#include "dist/set_check.hpp"

#include <algorithm>
#include <set>

#include "dist/split_names.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/set_siblings.hpp"
#include "pcgns/sids/grid_connectivity.hpp"

namespace pcgns::dist {
namespace {

namespace fs = std::filesystem;

// Messages name this many ranks or files, then say how many more there are.
constexpr std::size_t kNamedAtMost = 10;

std::string and_more(std::int64_t more) { return more > 0 ? " and " + std::to_string(more) + " more" : ""; }

std::string files_text(const std::vector<fs::path>& files) {
  std::string text;
  for (std::size_t i = 0; i < files.size() && i < kNamedAtMost; ++i)
    text += (i ? ", '" : "'") + files[i].string() + "'";
  return text + and_more(static_cast<std::int64_t>(files.size()) - static_cast<std::int64_t>(kNamedAtMost));
}

// Ranks 0..count-1 (or up to the highest present, without a count) that no part comes
// from: the first few, and how many there are.
struct MissingRanks {
  std::vector<int> first;
  std::int64_t total = 0;
  std::string text() const {
    std::string list;
    for (int r : first) list += (list.empty() ? "P" : ", P") + std::to_string(r);
    return list + and_more(total - static_cast<std::int64_t>(first.size()));
  }
};

MissingRanks missing_ranks(const std::vector<int>& present, std::int64_t count) {
  MissingRanks missing;
  const auto below = std::lower_bound(present.begin(), present.end(), count) - present.begin();
  missing.total = count - below;
  std::size_t at = 0;
  for (std::int64_t r = 0; r < count && missing.first.size() < kNamedAtMost; ++r) {
    if (at < present.size() && present[at] == r) ++at;
    else missing.first.push_back(static_cast<int>(r));
  }
  return missing;
}

std::vector<int> ranks_from(const std::vector<int>& present, std::int64_t count) {
  std::vector<int> beyond;
  for (int r : present)
    if (r >= count) beyond.push_back(r);
  return beyond;
}

bool holds_zones(const Node& tree) {
  for (const Node& base : tree.children)
    if (base.label == "CGNSBase_t" && !base.children_with_label("Zone_t").empty()) return true;
  return false;
}

std::string record_node(const Catalog& catalog, const PartRef& part, const char* array) {
  return "file '" + catalog.files[part.file].path.string() + "' node '" + sids::set_record_path(part.path) + "/" +
         array + "'";
}

// A record and where it was read.
struct Recorded {
  sids::SetRecord record;
  const PartRef* part = nullptr;
};

class FactReader {
 public:
  explicit FactReader(const Catalog& catalog) : catalog_(catalog) {}

  SetFacts read(const std::vector<BaseGroup>& bases) {
    facts_.main_file = catalog_.main_file;
    for (const auto& file : catalog_.files)
      if (holds_zones(file.tree)) ++facts_.zone_files;
    for (const auto& base : bases)
      for (const auto& group : base.zones)
        for (const PartRef& part : group.parts) given_zones_.emplace(base.name, part.zone->name);
    for (const auto& base : bases)
      for (const auto& group : base.zones) {
        if (group.shape != ZoneShape::whole) read_zone(base.name, group);
        else read_whole_zone(group.parts.front());
      }
    facts_.ranks.assign(ranks_.begin(), ranks_.end());
    facts_.file_parts.assign(file_parts_.begin(), file_parts_.end());
    if (counted_) {
      facts_.part_count = counted_->record.part_count;
      facts_.counted_by = record_node(catalog_, *counted_->part, "PartCount");
    }
    return facts_;
  }

 private:
  void read_zone(const std::string& base, const ZoneGroup& group) {
    facts_.partitioned = true;
    std::optional<Recorded> sized;  // the zone's first record
    for (const PartRef& part : group.parts) {
      ranks_.insert(part.rank);
      read_donors(base, part);
      const auto record = sids::read_set_record(*part.zone, catalog_.files[part.file].path.string(), part.path);
      if (!record) continue;
      const Recorded here{*record, &part};
      if (!counted_) counted_ = here;
      else if (record->part_count != counted_->record.part_count)
        throw InputError(
            "the inputs disagree on the number of parts of their set: " + std::to_string(counted_->record.part_count) +
            " in " + record_node(catalog_, *counted_->part, "PartCount") + ", " + std::to_string(record->part_count) +
            " in " + record_node(catalog_, part, "PartCount") + "; are they parts of different sets?");
      if (!sized) sized = here;
      else if (record->vertex_count != sized->record.vertex_count || record->cell_count != sized->record.cell_count)
        throw InputError("parts of zone '" + group.name + "' disagree on its size: " + size_text(*sized) + " and " +
                         size_text(here));
    }
  }

  // Keeps the connection naming the absent partition of highest rank, which says the most
  // about the ranks left out.
  void read_donors(const std::string& base, const PartRef& part) {
    for (const Node* container : part.zone->children_with_label("ZoneGridConnectivity_t"))
      for (const Node& connection : container->children) {
        // A donor that is no string is the merge's to refuse, naming it.
        if (!sids::is_grid_connection(connection) || connection.type != DataType::C1) continue;
        const ZoneId donor = donor_zone_id(connection.as_string(), base);
        const auto rank = partition_rank(donor.zone);
        if (!rank || given_zones_.count({donor.base, donor.zone})) continue;
        if (facts_.absent_donor && facts_.absent_donor->rank >= *rank) continue;
        facts_.absent_donor =
            AbsentDonor{describe(catalog_, part, container->name + "/" + connection.name), donor.zone, *rank};
      }
  }

  void read_whole_zone(const PartRef& part) {
    const std::string file = catalog_.files[part.file].path.string();
    const auto record = sids::read_file_record(*part.zone, file, part.path);
    if (!record) return;
    const std::string node = "file '" + file + "' node '" + part.path + "/" + sids::kSetRecord + "'";
    if (!facts_.file_count) {
      facts_.file_count = record->part_count;
      facts_.file_counted_by = node;
    } else if (*facts_.file_count != record->part_count) {
      throw InputError("the inputs disagree on the number of files of their set: " +
                       std::to_string(*facts_.file_count) + " in " + facts_.file_counted_by + ", " +
                       std::to_string(record->part_count) + " in " + node + "; are they files of different sets?");
    }
    file_parts_.insert(static_cast<int>(record->part));
  }

  std::string size_text(const Recorded& recorded) const {
    return std::to_string(recorded.record.vertex_count) + " vertices, " + std::to_string(recorded.record.cell_count) +
           " cells in file '" + catalog_.files[recorded.part->file].path.string() + "' node '" +
           sids::set_record_path(recorded.part->path) + "'";
  }

  const Catalog& catalog_;
  SetFacts facts_;
  std::set<int> ranks_;
  std::set<int> file_parts_;
  std::set<std::pair<std::string, std::string>> given_zones_;  // (base, zone) of every input zone
  std::optional<Recorded> counted_;
};

std::optional<std::string> whole_zone_problem(const SetFacts& facts, std::optional<int> expected,
                                              const std::string& not_given) {
  if (facts.file_count) {
    if (expected && *expected != *facts.file_count)
      return "--expect-parts " + std::to_string(*expected) + ", but the set has " + std::to_string(*facts.file_count) +
             " files (" + facts.file_counted_by + ")";
    const MissingRanks missing = missing_ranks(facts.file_parts, *facts.file_count);
    if (missing.total == 0) return std::nullopt;
    return "whole zones: no file from part(s) " + missing.text() + " of the set's " +
           std::to_string(*facts.file_count) + " files (" + facts.file_counted_by + "); is an input file missing?" +
           not_given;
  }
  if (!expected || facts.zone_files == static_cast<std::size_t>(*expected)) return std::nullopt;
  return "--expect-parts " + std::to_string(*expected) + ", but the inputs are " + std::to_string(facts.zone_files) +
         " file(s) of whole zones" + (not_given.empty() ? "" : "." + not_given);
}

// The first set id the inputs record (a main file's, when one was given: it comes first)
// and where.
struct RecordedId {
  std::string id;
  std::string node;
  std::string file;
};

std::optional<RecordedId> first_disagreeing_id(const Catalog& catalog, RecordedId& first) {
  bool have_first = false;
  for (const auto& file : catalog.files)
    for (const Node& base : file.tree.children) {
      if (base.label != "CGNSBase_t") continue;
      const std::string name = file.path.string();
      const auto id = sids::read_set_id(base, name, "/" + base.name);
      if (!id) continue;
      RecordedId here{*id, "file '" + name + "' node '/" + base.name + "/" + sids::kSetRecord + "/SetId'", name};
      if (!have_first) {
        first = std::move(here);
        have_first = true;
      } else if (here.id != first.id) {
        return here;
      }
    }
  return std::nullopt;
}

std::vector<fs::path> part_files(const Catalog& catalog) {
  std::vector<fs::path> files;
  for (const auto& file : catalog.files)
    if (holds_zones(file.tree)) files.push_back(file.path);
  return files;
}

}  // namespace

SetFacts set_facts(const Catalog& catalog, const std::vector<BaseGroup>& bases) {
  // Records that disagree say more precisely what is mixed; set ids are checked after them.
  SetFacts facts = FactReader(catalog).read(bases);
  refuse_mixed_sets(catalog);
  return facts;
}

void refuse_mixed_sets(const Catalog& catalog) {
  RecordedId first;
  const auto stale = first_disagreeing_id(catalog, first);
  if (!stale) return;
  throw InputError("'" + stale->file + "' is not a file of the same set as '" + first.file + "': set id " + stale->id +
                   " in " + stale->node + ", " + first.id + " in " + first.node +
                   "; a part left over from another run? Write the set again or give the files of one set");
}

std::optional<std::string> incomplete_set(const SetFacts& facts, std::optional<int> expected,
                                          const std::vector<fs::path>& siblings) {
  // After a question, as most problems end.
  const std::string not_given = siblings.empty() ? "" : " Files not given: " + files_text(siblings) + ".";
  if (expected && facts.part_count && *expected != *facts.part_count)
    return "--expect-parts " + std::to_string(*expected) + ", but the set has " + std::to_string(*facts.part_count) +
           " parts (" + facts.counted_by + ")";
  if (!facts.partitioned) return whole_zone_problem(facts, expected, not_given);
  std::optional<std::int64_t> count = facts.part_count;
  std::string counted_by = facts.counted_by;
  if (!count && expected) {
    count = *expected;
    counted_by = "--expect-parts " + std::to_string(*expected);
  }
  if (count) {
    if (const auto beyond = ranks_from(facts.ranks, *count); !beyond.empty())
      return "partitioned zones: parts from rank P" + std::to_string(beyond.front()) + " in a set of " +
             std::to_string(*count) + " parts P0..P" + std::to_string(*count - 1) + " (" + counted_by + ")";
  }
  const int highest_given = facts.ranks.empty() ? 0 : facts.ranks.back();
  const auto& absent = facts.absent_donor;
  const bool named_beyond = absent && absent->rank > highest_given;
  const MissingRanks missing =
      missing_ranks(facts.ranks, count.value_or(named_beyond ? absent->rank + 1 : highest_given));
  const std::string named = absent ? absent->connection + " names the donor partition '" + absent->partition + "'" : "";
  if (missing.total == 0) {
    if (!absent) return std::nullopt;
    return "partitioned zones: " + named + ", which no input holds; is an input file missing?" + not_given;
  }
  std::string which = " (highest rank present P" + std::to_string(highest_given) + ")";
  if (count) which = " of the set's " + std::to_string(*count) + " parts (" + counted_by + ")";
  else if (named_beyond) which = " (" + named + ")";
  return "partitioned zones: no part from rank(s) " + missing.text() + which + "; is an input file missing?" +
         not_given;
}

std::vector<std::string> check_set(MPI_Comm comm, const Catalog& catalog, const std::vector<BaseGroup>& bases,
                                   const SetExpectation& expectation) {
  const SetFacts facts = mpi::run_agreed(comm, [&] { return set_facts(catalog, bases); });
  auto problem = incomplete_set(facts, expectation.parts, {});
  // A set that says how many parts it has, and is whole, needs no look at the directories.
  if (!problem && (facts.says_count() || expectation.parts)) return {};
  const auto siblings = find_siblings(comm, part_files(catalog), expectation.outputs);
  problem = incomplete_set(facts, expectation.parts, siblings);
  mpi::run_agreed(comm, [&] {
    if (problem) throw InputError(*problem);
  });
  if (siblings.empty()) return {};
  return {"the inputs may be an incomplete set: " + files_text(siblings) +
          " look like more of it (the same name with another rank number) but are not inputs; give every file of "
          "the set, or --expect-parts N to make a missing part an error"};
}

std::optional<ZoneRecord> zone_record(const Catalog& catalog, const ZoneGroup& group) {
  for (const PartRef& part : group.parts) {
    const std::string file = catalog.files[part.file].path.string();
    if (auto record = sids::read_set_record(*part.zone, file, part.path))
      return ZoneRecord{*record, "file '" + file + "' node '" + sids::set_record_path(part.path) + "'"};
  }
  return std::nullopt;
}

}  // namespace pcgns::dist
