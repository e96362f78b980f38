#include "split/unstructured/connection_donors.hpp"

#include <algorithm>

#include "dist/split_names.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/tree_io.hpp"
#include "split/general_connection_cut.hpp"
#include "split/unstructured/part_values.hpp"

namespace pcgns::split {
namespace {

// The unstructured zone a connection of `zone` names ("Zone" or "Base/Zone").
const ZoneWork* donor_work(const std::vector<ZoneWork>& works, const OriginalZone& zone, const Node& connection) {
  if (!connection.has_data() || connection.type != DataType::C1) return nullptr;
  const auto donor = dist::donor_zone_id(connection.as_string(), zone.base);
  for (const auto& work : works)
    if (work.original->is(donor)) return &work;
  return nullptr;
}

}  // namespace

ConnectionDonors resolve_connection_donors(MPI_Comm comm, const std::vector<OriginalZone>& structured,
                                           const PartitionLayout& layout, const std::vector<int>& parts,
                                           const std::vector<ZoneWork>& works, ConnectionReads& reads) {
  ConnectionDonors resolved;
  for (std::size_t z = 0; z < structured.size(); ++z) {
    const OriginalZone& zone = structured[z];
    std::vector<IndexRange> boxes;  // this rank's boxes of the zone
    for (const PlacedBox* box : layout.of_zone(z))
      if (std::find(parts.begin(), parts.end(), box->part) != parts.end()) boxes.push_back(box->vertices());
    for (const Node* holder : zone.node->children_with_label("ZoneGridConnectivity_t"))
      for (const Node& connection : holder->children) {
        if (connection.label != "GridConnectivity_t") continue;
        const ZoneWork* donor = donor_work(works, zone, connection);
        if (!donor) continue;
        const std::string path = zone.path() + "/" + holder->name + "/" + connection.name;
        std::vector<std::int64_t> entries, ids;
        mpi::run_agreed(comm, [&] {
          const ConnectionEntries& read = reads.of(connection, path, zone);
          const std::size_t dim = zone.cell_size.size();
          for (std::size_t e = 0; e < read.count(); ++e) {
            const std::span<const std::int64_t> point(read.points.data() + e * dim, dim);
            if (std::none_of(boxes.begin(), boxes.end(), [&](const IndexRange& b) { return local_in_box(point, b); }))
              continue;
            entries.push_back(static_cast<std::int64_t>(e));
            ids.push_back(read.donors[e * read.width]);
          }
        });
        const auto points =
            resolve_donors(comm, ids, true, donor->layout, *donor->partition,
                           zone.describe_node(holder->name + "/" + connection.name) + " PointListDonor");
        ResolvedDonors& out = resolved[path];
        out.zone = donor->original->name;
        for (std::size_t i = 0; i < entries.size(); ++i) out.points[entries[i]] = points[i];
      }
  }
  return resolved;
}

}  // namespace pcgns::split
