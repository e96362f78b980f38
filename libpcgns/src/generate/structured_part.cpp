// Structured output: parts of one block (Maia's CellRange/CellSize numbering), or
// whole blocks joined by 1to1 connections (multi-block code output).
#include <string>

#include "generate/part_zones.hpp"
#include "pcgns/sids/all.hpp"
#include "sids/global_numbering.hpp"
#include "sids/set_record.hpp"

namespace pcgns::generate {
namespace {

struct SlabLattice {
  std::vector<std::int64_t> vertex_ids, cell_ids;
};

// Structured zone of the slab's vertices, with coordinates in the global lattice.
Node& add_slab_zone(Node& base, const std::string& name, const GlobalBox& box, const Slab& slab, SlabLattice& ids) {
  Node& zone = sids::add_zone(base, name, sids::ZoneType::Structured,
                              sids::ZoneSizes::structured({box.ni + 1, box.nj + 1, slab.planes() + 1}));
  std::vector<double> x, y, z;
  for (std::int64_t k = slab.k0; k <= slab.k1; ++k)
    for (std::int64_t j = 0; j <= box.nj; ++j)
      for (std::int64_t i = 0; i <= box.ni; ++i) {
        x.push_back(expected_coordinate(0, i));
        y.push_back(expected_coordinate(1, j));
        z.push_back(expected_coordinate(2, k));
        ids.vertex_ids.push_back(vertex_id(box, i, j, k));
      }
  for (std::int64_t k = slab.k0; k < slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i) ids.cell_ids.push_back(cell_id(box, i, j, k));
  sids::add_coordinate(zone, "CoordinateX", x);
  sids::add_coordinate(zone, "CoordinateY", y);
  sids::add_coordinate(zone, "CoordinateZ", z);
  return zone;
}

void add_inflow(Node& zone, const GlobalBox& box, const Slab& slab) {
  sids::add_bc(zone, "Inflow", sids::BCType::BCInflow, sids::GridLocation::Vertex,
               sids::PointSetSpec::range({1, 1, 1, 1, box.nj + 1, slab.planes() + 1}));
}

std::string block_name(int q) { return "Block" + std::to_string(q); }

// A whole k plane of a part, in its local vertex indices.
std::vector<std::int64_t> k_plane(const GlobalBox& box, std::int64_t k) { return {1, 1, k, box.ni + 1, box.nj + 1, k}; }

void add_structured_connections(Node& zone, const Options& options, const GlobalBox& box, const std::vector<Slab>& all,
                                int q) {
  const int last = static_cast<int>(all.size()) - 1;
  const auto top = [&](int part) { return all[static_cast<std::size_t>(part)].planes() + 1; };
  const auto name = [&](int part) { return part_zone_name("Block", options, part); };
  const auto interface = [&](int other) {
    const std::string mine = name(q), theirs = name(other);
    return "JN." + mine.substr(mine.find(".P") + 1) + ".LT." + theirs.substr(theirs.find(".P") + 1);
  };
  if (q < last) sids::add_1to1(zone, interface(q + 1), name(q + 1), k_plane(box, top(q)), k_plane(box, 1), {1, 2, 3});
  if (q > 0) sids::add_1to1(zone, interface(q - 1), name(q - 1), k_plane(box, 1), k_plane(box, top(q - 1)), {1, 2, 3});
  if (q == 0) sids::add_1to1(zone, "Periodic_kmin", name(last), k_plane(box, 1), k_plane(box, top(last)), {1, 2, 3});
  if (q == last) sids::add_1to1(zone, "Periodic_kmax", name(0), k_plane(box, top(q)), k_plane(box, 1), {1, 2, 3});
}

}  // namespace

std::string part_zone_name(const std::string& zone, const Options& options, int q) {
  return zone + ".P" + std::to_string(q / options.parts_per_file) + ".N" + std::to_string(q % options.parts_per_file);
}

void add_structured_part(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all,
                         int q) {
  const Slab& slab = all[static_cast<std::size_t>(q)];
  const std::string name = part_zone_name("Block", options, q);
  SlabLattice ids;
  add_slab_zone(base, name, box, slab, ids);
  Node& zone = *base.child(name);
  add_inflow(zone, box, slab);
  add_structured_connections(zone, options, box, all, q);
  add_time_steps(zone, options, ids.vertex_ids, ids.cell_ids);
  Node& numbering = sids::global_numbering(zone);
  sids::add_data_array(
      numbering, "CellRange",
      std::vector<std::int32_t>{1, 1, static_cast<std::int32_t>(slab.k0 + 1), static_cast<std::int32_t>(box.ni),
                                static_cast<std::int32_t>(box.nj), static_cast<std::int32_t>(slab.k1)},
      {3, 2});
  sids::add_data_array(numbering, "CellSize",
                       std::vector<std::int32_t>{static_cast<std::int32_t>(box.ni), static_cast<std::int32_t>(box.nj),
                                                 static_cast<std::int32_t>(box.nk)});
  sids::add_data_array(numbering, "Vertex", ids.vertex_ids);
  sids::add_data_array(numbering, "Cell", ids.cell_ids);
  sids::add_set_record(zone, {file_count(options), box.vertices(), box.cells()});
}

void add_block_zone(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int q) {
  const Slab& slab = all[static_cast<std::size_t>(q)];
  SlabLattice ids;
  add_slab_zone(base, block_name(q), box, slab, ids);
  Node& zone = *base.child(block_name(q));
  add_inflow(zone, box, slab);
  const std::int64_t top = slab.planes() + 1;
  if (q + 1 < static_cast<int>(all.size()))
    sids::add_1to1(zone, block_name(q) + "_to_" + block_name(q + 1), block_name(q + 1),
                   {1, 1, top, box.ni + 1, box.nj + 1, top}, {1, 1, 1, box.ni + 1, box.nj + 1, 1}, {1, 2, 3});
  if (q > 0) {
    const std::int64_t below = all[static_cast<std::size_t>(q - 1)].planes() + 1;
    sids::add_1to1(zone, block_name(q) + "_to_" + block_name(q - 1), block_name(q - 1),
                   {1, 1, 1, box.ni + 1, box.nj + 1, 1}, {1, 1, below, box.ni + 1, box.nj + 1, below}, {1, 2, 3});
  }
  add_time_steps(zone, options, ids.vertex_ids, ids.cell_ids);
  sids::add_file_record(zone, {file_count(options), q / options.parts_per_file});
}

}  // namespace pcgns::generate
