#pragma once
// Zone_t: data [IndexDimension, 3] = vertex sizes, cell sizes, boundary vertex sizes
// (I4 or I8), and a ZoneType_t child "ZoneType" (C1 "Structured"/"Unstructured").
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/sids/base.hpp"
#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/grid_location.hpp"

namespace pcgns::sids {

enum class ZoneType { ZoneTypeNull, ZoneTypeUserDefined, Structured, Unstructured };

template <>
struct EnumNames<ZoneType> {
  static constexpr std::string_view prefix = "ZoneType";
  static constexpr std::array<std::string_view, 4> names = {"Null", "UserDefined", "Structured", "Unstructured"};
};

struct ZoneSizes {
  std::vector<std::int64_t> vertex;    // index_dim entries
  std::vector<std::int64_t> cell;      // index_dim entries
  std::vector<std::int64_t> boundary;  // index_dim entries (unstructured: sorted boundary vertices)

  static ZoneSizes structured(std::vector<std::int64_t> vertex_sizes);
  static ZoneSizes unstructured(std::int64_t vertices, std::int64_t cells, std::int64_t boundary_vertices = 0);
};

class ZoneView {
 public:
  // Validates label, ZoneType, the size array and its consistency. `cell_dim` (from the
  // base) is checked against a structured zone's index dimension when > 0.
  explicit ZoneView(NodeRef ref, int cell_dim = 0);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  ZoneType type() const { return type_; }
  bool structured() const { return type_ == ZoneType::Structured; }
  int index_dim() const { return static_cast<int>(sizes_.vertex.size()); }
  int cell_dim() const { return cell_dim_; }
  const ZoneSizes& sizes() const { return sizes_; }
  const std::vector<std::int64_t>& vertex_size() const { return sizes_.vertex; }
  const std::vector<std::int64_t>& cell_size() const { return sizes_.cell; }
  std::int64_t vertex_count() const;
  std::int64_t cell_count() const;
  // Shape of a full-zone array at `location` with `rind` planes (as the official
  // cgi_datasize): Vertex -> vertex sizes, CellCenter -> cell sizes, [IJK]FaceCenter ->
  // vertex sizes less one except in their own direction. InputError for locations that
  // need a point set (FaceCenter/EdgeCenter of an unstructured zone).
  Dims data_shape(GridLocation location, const std::vector<std::int64_t>& rind = {}) const;

 private:
  NodeRef ref_;
  ZoneType type_ = ZoneType::ZoneTypeNull;
  ZoneSizes sizes_;
  int cell_dim_ = 0;
};

// Every Zone_t child of a base, in tree order, validated against the base's dimensions.
std::vector<ZoneView> zones(const BaseView& base);

// Adds a Zone_t node (as cg_zone_write): data I4, or I8 when a size needs it, dims
// [index_dim, 3], and the ZoneType child. UsageError on inconsistent sizes.
Node& add_zone(Node& base, std::string name, ZoneType type, const ZoneSizes& sizes);
// The Zone_t node add_zone adds, checked against `base` but not added to it (for a caller
// that keeps its own index of the base's children).
Node make_zone(const Node& base, std::string name, ZoneType type, const ZoneSizes& sizes);
// The view of a zone node built in memory (path = its name), for builders.
ZoneView view_built_zone(const Node& zone);

}  // namespace pcgns::sids
