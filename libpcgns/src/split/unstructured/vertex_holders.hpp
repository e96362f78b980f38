#pragma once
// Which parts hold each vertex, known on the rank holding the vertex's block of ids
// (BlockDistribution), and the vertices parts share. Every part sends the runs of its
// vertex ids to the blocks' ranks; a sweep over the runs' ends cuts each block into
// segments held by the same parts. Segments held by two or more parts are the
// interfaces: each part learns the runs it shares with each other part, and the two
// parts swap their local numbers of them.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include "split/unstructured/id_runs.hpp"

namespace pcgns::split {

// The vertices a part shares with another: its own local ids and the other's, one
// pair per vertex, in increasing global id.
struct SharedVertices {
  std::vector<std::int64_t> own, other;
};
using SharedByPart = std::map<int, std::map<int, SharedVertices>>;  // per part built here, per other part

// A run of consecutive vertex ids (1-based) and a part: the lowest part holding them,
// or the part they are given to.
struct PartRun {
  std::int64_t first = 0, count = 0;
  int part = 0;
  bool operator==(const PartRun&) const = default;
};

class VertexHolders {
 public:
  VertexHolders() = default;
  // Collective: `vertex_runs` are the vertex ids of each part built here.
  VertexHolders(MPI_Comm comm, std::int64_t vertices, const std::map<int, const IdRuns*>& vertex_runs);

  // The parts holding a vertex of this rank's block, increasing; empty when none does.
  std::span<const int> parts_of(std::int64_t id) const;

  // This rank's block of vertex ids (1-based first id, count).
  IdRun block() const { return {block_first_, block_count_}; }
  // The runs of the block some part holds, increasing, each with the lowest part holding it.
  std::vector<PartRun> held_runs() const;
  // Each run, of ids of the block no part holds, held from now on by its part alone
  // (the vertices no cell uses, given to a part: orphan_vertices.hpp).
  void hold(std::span<const PartRun> runs);

  // Collective: for each part built here, per other part, the runs of global vertex ids
  // they share (increasing).
  std::map<int, std::map<int, IdRuns>> shared_runs(MPI_Comm comm) const;

 private:
  struct Segment {
    std::int64_t first = 0, count = 0;
    std::uint32_t parts_begin = 0, parts_count = 0;
  };
  std::vector<Segment> segments_;  // disjoint, increasing, each held by at least one part
  std::vector<int> parts_;
  std::int64_t block_first_ = 1, block_count_ = 0;  // this rank's block of vertex ids
};

// Collective: the shared vertices (shared_runs) with both sides' local ids, each part's
// computed from its `vertex_runs` and sent to the other part's rank.
SharedByPart shared_vertices(MPI_Comm comm, const std::map<int, std::map<int, IdRuns>>& shared,
                             const std::map<int, const IdRuns*>& vertex_runs);

}  // namespace pcgns::split
