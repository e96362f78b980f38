#include "pcgns/sids/elements.hpp"

namespace pcgns::sids {
namespace {

NodeRef integer_array(const NodeRef& section, std::string_view name) {
  NodeRef ref = section.require(name);
  if (!is_integer(ref->type)) ref.fail("holds " + std::string(to_string(ref->type)) + " data, integers expected");
  if (ref->dims.size() != 1) ref.fail("dimensions " + format_dims(ref->dims) + ", expected 1-D");
  return ref;
}

void expect_parent_dims(const NodeRef& ref, std::int64_t count, std::int64_t columns) {
  if (!is_integer(ref->type)) ref.fail("holds " + std::string(to_string(ref->type)) + " data, integers expected");
  expect_dims(ref, {count, columns}, "parent data");
}

}  // namespace

ElementsView::ElementsView(NodeRef ref, const ZoneView& zone, CgnsVersion version)
    : ref_(labelled(std::move(ref), "Elements_t")), version_(version) {
  if (zone.structured()) ref_.fail("Elements_t in a structured zone");
  read_header();
  check_connectivity();
  check_parents();
}

void ElementsView::read_header() {
  expect_dims(ref_, {2}, "Elements_t data");
  const auto header = integers(ref_);
  const auto type = decode_element_type(header[0], version_);
  if (!type || *type == ElementType::ElementTypeNull || *type == ElementType::ElementTypeUserDefined)
    ref_.fail("invalid ElementType " + std::to_string(header[0]));
  type_ = *type;
  const NodeRef range = ref_.require("ElementRange");
  expect_dims(range, {2}, "ElementRange");
  const auto bounds = integers(range);
  start_ = bounds[0];
  end_ = bounds[1];
  if (start_ < 1 || end_ < start_)
    range.fail("invalid element range " + std::to_string(start_) + ".." + std::to_string(end_));
  boundary_count_ = header[1];
  if (boundary_count_ < 0 || boundary_count_ > count())
    ref_.fail("ElementSizeBoundary " + std::to_string(boundary_count_) + " outside 0.." + std::to_string(count()));
  connectivity_ = integer_array(ref_, "ElementConnectivity");
}

int ElementsView::nodes_per_element() const { return sids::nodes_per_element(type_); }

void ElementsView::check_connectivity() {
  const CgnsVersion version = version_;
  const std::int64_t size = connectivity_size();
  if (is_fixed_size(type_)) {
    const std::int64_t expected = count() * nodes_per_element();
    if (size != expected)
      connectivity_.fail("ElementConnectivity has " + std::to_string(size) + " entries, expected " +
                         std::to_string(count()) + " elements x " + std::to_string(nodes_per_element()) + " nodes (" +
                         std::string(enum_name(type_)) + ") = " + std::to_string(expected));
    return;
  }
  const bool has_offsets = ref_->child("ElementStartOffset") != nullptr;
  // A 3.4 section may have either form (official 3.4.0 wrote offsets, 3.4.1 counts).
  const bool offset_layout = version.either_poly_layout() ? has_offsets : version.has_element_start_offset();
  if (offset_layout) {
    if (!has_offsets)
      ref_.fail("missing ElementStartOffset, required for " + std::string(enum_name(type_)) +
                " sections from CGNS 4.0 (file version " + version.to_string() + ")");
    start_offset_ = integer_array(ref_, "ElementStartOffset");
    if ((*start_offset_)->count() != count() + 1)
      start_offset_->fail("ElementStartOffset has " + std::to_string((*start_offset_)->count()) +
                          " entries, expected " + std::to_string(count() + 1));
    if (connectivity_->has_data() && (*start_offset_)->has_data()) check_poly_offsets();
    return;
  }
  if (has_offsets)
    ref_.fail("ElementStartOffset in a file of version " + version.to_string() +
              " (before 4.0, poly sections carry counts inside ElementConnectivity)");
  if (size < 2 * count())
    connectivity_.fail("ElementConnectivity has " + std::to_string(size) + " entries, too few for " +
                       std::to_string(count()) + " elements");
  if (connectivity_->has_data()) check_legacy_poly();
}

void ElementsView::check_poly_offsets() const {
  const auto offsets = integers(*start_offset_);
  const auto conn = integers(connectivity_);
  const auto size = static_cast<std::int64_t>(conn.size());
  if (offsets.front() != 0) start_offset_->fail("ElementStartOffset does not start at 0");
  if (offsets.back() != size)
    start_offset_->fail("ElementStartOffset ends at " + std::to_string(offsets.back()) +
                        ", but ElementConnectivity has " + std::to_string(size) + " entries");
  for (std::size_t i = 0; i + 1 < offsets.size(); ++i) {
    const auto length = offsets[i + 1] - offsets[i];
    if (length < 1 || offsets[i + 1] > size)
      start_offset_->fail("element " + std::to_string(start_ + static_cast<std::int64_t>(i)) + " has invalid offsets " +
                          std::to_string(offsets[i]) + ".." + std::to_string(offsets[i + 1]));
    if (type_ != ElementType::MIXED) continue;
    const int nodes = mixed_entry_nodes(conn[static_cast<std::size_t>(offsets[i])], version_);
    if (nodes < 1 || length != nodes + 1)
      connectivity_.fail("MIXED element " + std::to_string(start_ + static_cast<std::int64_t>(i)) + " has type code " +
                         std::to_string(conn[static_cast<std::size_t>(offsets[i])]) + " and " + std::to_string(length) +
                         " entries");
  }
}

void ElementsView::check_legacy_poly() const { (void)element_start_offsets(); }

std::vector<std::int64_t> ElementsView::element_start_offsets() const {
  std::vector<std::int64_t> offsets{0};
  offsets.reserve(static_cast<std::size_t>(count() + 1));
  if (is_fixed_size(type_)) {
    for (std::int64_t i = 1; i <= count(); ++i) offsets.push_back(i * nodes_per_element());
    return offsets;
  }
  if (start_offset_) return integers(*start_offset_);
  // Before CGNS 4.0: walk the connectivity. MIXED entries are a type code then its
  // nodes; NGON_n/NFACE_n entries are a count then that many ids (the 4.x form drops
  // the counts, so its offsets advance by the count alone).
  const auto conn = integers(connectivity_);
  const auto size = static_cast<std::int64_t>(conn.size());
  std::int64_t pos = 0;
  for (std::int64_t i = 0; i < count(); ++i) {
    if (pos >= size) connectivity_.fail("ElementConnectivity ends before element " + std::to_string(start_ + i));
    const auto head = conn[static_cast<std::size_t>(pos)];
    std::int64_t length = head;
    if (type_ == ElementType::MIXED) {
      length = mixed_entry_nodes(head, version_);
      if (length < 1)
        connectivity_.fail("MIXED element " + std::to_string(start_ + i) + " has type code " + std::to_string(head));
    } else if (head < 1) {
      connectivity_.fail("element " + std::to_string(start_ + i) + " has count " + std::to_string(head));
    }
    pos += length + 1;
    if (pos > size)
      connectivity_.fail("element " + std::to_string(start_ + i) + " runs past the end of ElementConnectivity (" +
                         std::to_string(size) + " entries)");
    offsets.push_back(offsets.back() + length + (type_ == ElementType::MIXED ? 1 : 0));
  }
  if (pos != size)
    connectivity_.fail("ElementConnectivity has " + std::to_string(size) + " entries, the " + std::to_string(count()) +
                       " elements use " + std::to_string(pos));
  return offsets;
}

void ElementsView::check_parents() {
  if (const auto data = ref_.child("ParentData")) {
    expect_parent_dims(*data, count(), 4);
    parent_elements_ = data;
  }
  if (const auto parents = ref_.child("ParentElements")) {
    expect_parent_dims(*parents, count(), 2);
    parent_elements_ = parents;
  }
  if (const auto positions = ref_.child("ParentElementsPosition")) {
    expect_parent_dims(*positions, count(), 2);
    parent_positions_ = positions;
  }
}

std::vector<ElementsView> sections(const ZoneView& zone, CgnsVersion version) {
  std::vector<ElementsView> out;
  for (const auto& ref : zone.ref().children_with_label("Elements_t")) out.emplace_back(ref, zone, version);
  return out;
}

}  // namespace pcgns::sids
