#pragma once
// Where every box of the partition goes: part r's boxes become the partition zones
// "Z.P<r>.N<k>" of its file (k counts the boxes of zone Z in part r, as Maia does).
#include <cstdint>
#include <string>
#include <vector>

#include "dist/split_names.hpp"
#include "pcgns/node.hpp"
#include "pcgns/split/block_partition.hpp"
#include "split/index_range.hpp"

namespace pcgns::split {

// A zone of the input, whole (merged when the input is a per-rank set): a structured
// block, or an unstructured zone.
struct OriginalZone {
  std::string base;
  std::string name;
  std::string described;       // how messages name it: "file 'a.cgns' node '/Base/Zone'"
  const Node* node = nullptr;  // in the merged tree
  std::vector<std::int64_t> cell_size;
  // `described` around the zone's path, for naming a node below it.
  std::string before_path, after_path;
  int physical_dimension = 3;  // its base's: the coordinates its vertices have
  bool structured = true;      // cut into boxes; else by a cell partitioner
  std::string path() const { return "/" + base + "/" + name; }
  bool is(const dist::ZoneId& id) const { return base == id.base && name == id.zone; }
  // How messages name the node at `relative` below the zone ("ZoneBC/wall").
  std::string describe_node(const std::string& relative) const {
    return before_path + path() + "/" + relative + after_path;
  }
};

struct PlacedBox {
  CellBox box;
  int part = 0;
  int index = 0;     // k of Z.P<r>.N<k>
  std::string name;  // Z.P<r>.N<k>
  IndexRange cells() const { return {box.lo, box.hi}; }
  IndexRange vertices() const;
  std::vector<std::int64_t> vertex_size() const;
  std::int64_t vertex_count() const;
};

class PartitionLayout {
 public:
  PartitionLayout(const std::vector<OriginalZone>& zones, const BlockPartition& partition);

  const std::vector<PlacedBox>& boxes() const { return boxes_; }
  std::vector<const PlacedBox*> of_zone(std::size_t zone) const;
  std::vector<const PlacedBox*> of_part(int part) const;
  int parts() const { return parts_; }

 private:
  std::vector<PlacedBox> boxes_;
  int parts_ = 0;
};

// "JN.P<r>.N<k>.LT.P<r2>.N<k2>": the interface of partition zone `own` towards `other`.
std::string interface_name(const PlacedBox& own, const PlacedBox& other);

}  // namespace pcgns::split
