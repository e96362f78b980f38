#include "pcgns/sids/elements.hpp"

#include "pcgns/sids/legacy_elements.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

const CgnsVersion v44{4400};
const CgnsVersion v33{3300}, v34{3400};

// Two quads and a triangle as faces: NGON_n in the 4.x form.
const std::vector<std::int64_t> kNgonOffsets{0, 4, 8, 11};
const std::vector<std::int64_t> kNgonConn{1, 2, 5, 4, 2, 3, 6, 5, 4, 5, 7};

Node unstructured_root(std::int64_t vertices = 12) {
  Node root = root_with_base();
  add_zone(*root.child("Base"), "Z", ZoneType::Unstructured, ZoneSizes::unstructured(vertices, 2));
  return root;
}

TEST(Elements, FixedSectionBuilderMatchesOfficialLayout) {
  Node root = unstructured_root();
  const Node& s = add_section(*find_node(root, "/Base/Z"), "Tets", ElementType::TETRA_4, 1, 5, 2);
  EXPECT_EQ(s.label, "Elements_t");
  EXPECT_EQ(s.type, DataType::I4);
  EXPECT_EQ(s.values<std::int32_t>()[0], 10);
  EXPECT_EQ(s.values<std::int32_t>()[1], 2);
  ASSERT_EQ(s.children.size(), 2u);
  EXPECT_EQ(s.children[0].name, "ElementRange");
  EXPECT_EQ(s.children[0].label, "IndexRange_t");
  EXPECT_EQ(s.children[0].as_int64(), (std::vector<std::int64_t>{1, 5}));
  EXPECT_EQ(s.children[1].name, "ElementConnectivity");
  EXPECT_EQ(s.children[1].type, DataType::I4);
  EXPECT_EQ(s.children[1].dims, (Dims{20}));
  EXPECT_TRUE(s.children[1].is_deferred());

  const auto views = sections(zone_view(root, "/Base/Z"), v44);
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].type(), ElementType::TETRA_4);
  EXPECT_EQ(views[0].start(), 1);
  EXPECT_EQ(views[0].end(), 5);
  EXPECT_EQ(views[0].count(), 5);
  EXPECT_EQ(views[0].boundary_count(), 2);
  EXPECT_EQ(views[0].nodes_per_element(), 4);
  EXPECT_EQ(views[0].connectivity_size(), 20);
  EXPECT_EQ(views[0].element_start_offsets(), (std::vector<std::int64_t>{0, 4, 8, 12, 16, 20}));
}

TEST(Elements, InMemorySectionsRoundTrip) {
  Node root = root_with_base();
  add_two_hexa_zone(root);
  const auto views = sections(zone_view(root, "/Base/Hex"), v44);
  ASSERT_EQ(views.size(), 2u);
  EXPECT_EQ(views[0].name(), "Hexa");
  EXPECT_EQ(views[0].ref().path, "/Base/Hex/Hexa");
  EXPECT_EQ(integers(views[0].connectivity())[9], 3);
  EXPECT_EQ(views[1].type(), ElementType::QUAD_4);
  EXPECT_EQ(views[1].start(), 3);
}

TEST(Elements, WrongConnectivitySizeNamesTheArray) {
  Node root = unstructured_root();
  Node& s = add_section(*find_node(root, "/Base/Z"), "Tris", ElementType::TRI_3, 1, 4);
  s.child("ElementConnectivity")->dims = {11};
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/Tris/ElementConnectivity", "11 entries", "4 elements x 3 nodes (TRI_3) = 12"});
}

TEST(Elements, BadElementTypeIsRejected) {
  Node root = unstructured_root();
  Node& s = add_section(*find_node(root, "/Base/Z"), "S", ElementType::BAR_2, 1, 1);
  s.values<std::int32_t>()[0] = 57;
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); }, {"/Base/Z/S", "invalid ElementType 57"});
  s.values<std::int32_t>()[0] = 0;
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); }, {"/Base/Z/S", "invalid ElementType 0"});
}

TEST(Elements, MissingRangeAndBadBoundaryCount) {
  Node root = unstructured_root();
  Node& s = add_section(*find_node(root, "/Base/Z"), "S", ElementType::BAR_2, 1, 3);
  s.values<std::int32_t>()[1] = 4;
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); }, {"/Base/Z/S", "ElementSizeBoundary 4"});
  s.remove("ElementRange");
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/S", "missing child 'ElementRange'"});
}

TEST(Elements, NgonInVersion4HasStartOffsets) {
  Node root = unstructured_root();
  const Node& s =
      add_poly_section(*find_node(root, "/Base/Z"), "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v44);
  ASSERT_EQ(s.children.size(), 3u);
  EXPECT_EQ(s.children[1].name, "ElementStartOffset");
  EXPECT_EQ(s.children[1].as_int64(), kNgonOffsets);
  EXPECT_EQ(s.children[2].as_int64(), kNgonConn);
  const auto view = sections(zone_view(root, "/Base/Z"), v44).front();
  EXPECT_EQ(view.type(), ElementType::NGON_n);
  ASSERT_TRUE(view.start_offset().has_value());
  EXPECT_EQ(view.element_start_offsets(), kNgonOffsets);
}

TEST(Elements, NgonInVersion3CarriesCountPrefixes) {
  Node root = unstructured_root();
  const Node& s =
      add_poly_section(*find_node(root, "/Base/Z"), "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v33);
  ASSERT_EQ(s.children.size(), 2u);
  EXPECT_EQ(s.child("ElementConnectivity")->as_int64(),
            (std::vector<std::int64_t>{4, 1, 2, 5, 4, 4, 2, 3, 6, 5, 3, 4, 5, 7}));
  const auto view = sections(zone_view(root, "/Base/Z"), v33).front();
  EXPECT_FALSE(view.start_offset().has_value());
  EXPECT_EQ(view.element_start_offsets(), kNgonOffsets);
  // The same tree read as a 4.x file lacks its offsets.
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/Faces", "missing ElementStartOffset", "4.4"});
}

TEST(Elements, MixedSectionsInBothVersions) {
  // A TRI_3 then a QUAD_4: type codes inside the connectivity in every version.
  const std::vector<std::int64_t> conn{5, 1, 2, 3, 7, 2, 3, 4, 5};
  const std::vector<std::int64_t> offsets{0, 4, 9};
  for (CgnsVersion v : {v33, v44}) {
    Node root = unstructured_root();
    add_poly_section(*find_node(root, "/Base/Z"), "Mixed", ElementType::MIXED, 1, 2, offsets, conn, v);
    const auto view = sections(zone_view(root, "/Base/Z"), v).front();
    EXPECT_EQ(view.element_start_offsets(), offsets) << v.to_string();
    EXPECT_EQ(integers(view.connectivity()), conn);
  }
}

TEST(Elements, BadMixedTypeCodeAndBadOffsets) {
  Node root = unstructured_root();
  Node& zone = *find_node(root, "/Base/Z");
  add_poly_section(zone, "Mixed", ElementType::MIXED, 1, 2, {0, 4, 9}, {5, 1, 2, 3, 22, 2, 3, 4, 5}, v44);
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/Mixed/ElementConnectivity", "MIXED element 2", "type code 22"});
  zone.remove("Mixed");
  Node& s = add_poly_section(zone, "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v44);
  s.child("ElementStartOffset")->values<std::int32_t>()[3] = 10;
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/Faces/ElementStartOffset", "ends at 10", "11 entries"});
}

TEST(Elements, LegacyPolyCountsMustMatchTheArray) {
  Node root = unstructured_root();
  Node& s =
      add_poly_section(*find_node(root, "/Base/Z"), "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v33);
  s.child("ElementConnectivity")->values<std::int32_t>()[0] = 5;
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v33); }, {"/Base/Z/Faces/ElementConnectivity"});
  s.add(make_data_node("ElementStartOffset", "DataArray_t", kNgonOffsets));
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), CgnsVersion{3300}); },
                     {"/Base/Z/Faces", "ElementStartOffset in a file of version 3.3"});
}

TEST(Elements, Version34SectionsMayCarryOffsets) {
  // The official 3.4.0 library wrote offsets under its 3.4 stamp, and reads them there.
  Node root = unstructured_root();
  add_poly_section(*find_node(root, "/Base/Z"), "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v44);
  const auto view = sections(zone_view(root, "/Base/Z"), v34).front();
  EXPECT_EQ(view.element_start_offsets(), kNgonOffsets);
}

TEST(Elements, Version34SectionsAreWrittenWithOffsetsAndReadInEitherLayout) {
  // So pcgns writes them under 3.4; official 3.4.1 (and pcgns before) wrote counts there.
  Node root = unstructured_root();
  Node& zone = *find_node(root, "/Base/Z");
  const Node& s = add_poly_section(zone, "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v34);
  ASSERT_NE(s.child("ElementStartOffset"), nullptr);
  EXPECT_EQ(s.child("ElementStartOffset")->as_int64(), kNgonOffsets);
  EXPECT_EQ(s.child("ElementConnectivity")->as_int64(), kNgonConn);
  EXPECT_NE(add_poly_section(zone, "Cells", ElementType::NFACE_n, 4, 5, 6, v34).child("ElementStartOffset"), nullptr);
  zone.remove("Cells");
  zone.remove("Faces");
  add_poly_section(zone, "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v33);
  const auto counted = sections(zone_view(root, "/Base/Z"), v34).front();
  EXPECT_FALSE(counted.start_offset().has_value());
  EXPECT_EQ(counted.element_start_offsets(), kNgonOffsets);
}

TEST(Elements, Version30NumberingIsDecoded) {
  const CgnsVersion v30{3000};
  EXPECT_EQ(decode_element_type(18, v30), ElementType::HEXA_8);
  EXPECT_EQ(decode_element_type(13, v30), ElementType::PYRA_13);
  EXPECT_EQ(decode_element_type(14, v30), ElementType::PYRA_14);
  EXPECT_EQ(decode_element_type(21, v30), ElementType::MIXED);
  EXPECT_EQ(decode_element_type(12, v30), ElementType::PYRA_5);
  EXPECT_EQ(decode_element_type(22, v30), ElementType::NGON_n);
  EXPECT_EQ(decode_element_type(18, CgnsVersion{3100}), ElementType::HEXA_20);
  EXPECT_EQ(decode_element_type(22, CgnsVersion{2540}), std::nullopt);
  EXPECT_EQ(mixed_entry_nodes(18, v30), 8);
  EXPECT_EQ(mixed_entry_nodes(26, CgnsVersion{3100}), 4);  // NGON_n + 4: a quadrilateral polygon
  EXPECT_EQ(mixed_entry_nodes(26, v44), 10);               // TRI_10 today
  EXPECT_EQ(mixed_entry_nodes(22, v44), -1);

  // A 3.0 tree: HEXA_8 stored as 18, and a MIXED section of a QUAD_8 (8) and a HEXA_8 (18).
  Node root = unstructured_root();
  Node& zone = *find_node(root, "/Base/Z");
  add_section(zone, "Hexa", ElementType::HEXA_20, 1, 1, 0, std::vector<std::int64_t>(20, 1));
  find_node(root, "/Base/Z/Hexa/ElementConnectivity")->dims = {8};
  find_node(root, "/Base/Z/Hexa/ElementConnectivity")->data.resize(32);
  add_poly_section(zone, "Mixed", ElementType::MIXED, 2, 3, {0, 9, 18},
                   {8, 1, 2, 3, 4, 5, 6, 7, 8, 18, 1, 2, 3, 4, 5, 6, 7, 8}, CgnsVersion{3300});
  find_node(root, "/Base/Z/Mixed")->values<std::int32_t>()[0] = 21;
  const auto old = sections(zone_view(root, "/Base/Z"), v30);
  EXPECT_EQ(old[0].type(), ElementType::HEXA_8);
  EXPECT_EQ(old[1].type(), ElementType::MIXED);
  EXPECT_EQ(old[1].element_start_offsets(), (std::vector<std::int64_t>{0, 9, 18}));

  renumber_element_types(root, v30);
  EXPECT_EQ(find_node(root, "/Base/Z/Hexa")->values<std::int32_t>()[0], 17);
  EXPECT_EQ(find_node(root, "/Base/Z/Mixed")->values<std::int32_t>()[0], 20);
  EXPECT_EQ(find_node(root, "/Base/Z/Mixed/ElementConnectivity")->as_int64(),
            (std::vector<std::int64_t>{8, 1, 2, 3, 4, 5, 6, 7, 8, 17, 1, 2, 3, 4, 5, 6, 7, 8}));
  const auto now = sections(zone_view(root, "/Base/Z"), CgnsVersion{3300});
  EXPECT_EQ(now[0].type(), ElementType::HEXA_8);
  EXPECT_EQ(now[1].element_start_offsets(), (std::vector<std::int64_t>{0, 9, 18}));
}

TEST(Elements, DeferredPolySectionsFollowTheVersion) {
  Node root = unstructured_root();
  Node& zone = *find_node(root, "/Base/Z");
  const Node& faces = add_poly_section(zone, "NGon", ElementType::NGON_n, 1, 100, 400, v44);
  EXPECT_EQ(faces.child("ElementStartOffset")->dims, (Dims{101}));
  EXPECT_TRUE(faces.child("ElementStartOffset")->is_deferred());
  EXPECT_EQ(faces.child("ElementConnectivity")->dims, (Dims{400}));
  const Node& cells = add_poly_section(zone, "NFace", ElementType::NFACE_n, 101, 110, 70, v33);
  EXPECT_EQ(cells.child("ElementStartOffset"), nullptr);
  EXPECT_EQ(cells.child("ElementConnectivity")->dims, (Dims{70}));
  // Deferred arrays carry no values: the view checks sizes only.
  zone.remove("NFace");
  const auto view = sections(zone_view(root, "/Base/Z"), v44).front();
  EXPECT_EQ(view.connectivity_size(), 400);
  EXPECT_FALSE(view.connectivity()->has_data());
}

TEST(Elements, ParentElementsLayoutAndValidation) {
  Node root = unstructured_root();
  Node& s =
      add_poly_section(*find_node(root, "/Base/Z"), "Faces", ElementType::NGON_n, 1, 3, kNgonOffsets, kNgonConn, v44);
  add_parent_elements(s);
  EXPECT_EQ(s.child("ParentElements")->dims, (Dims{3, 2}));
  EXPECT_EQ(s.child("ParentElementsPosition")->dims, (Dims{3, 2}));
  const auto view = sections(zone_view(root, "/Base/Z"), v44).front();
  ASSERT_TRUE(view.parent_elements().has_value());
  EXPECT_EQ(view.parent_positions()->path, "/Base/Z/Faces/ParentElementsPosition");
  s.child("ParentElements")->dims = {2, 2};
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/Z"), v44); },
                     {"/Base/Z/Faces/ParentElements", "[2, 2]", "expected [3, 2]"});
}

TEST(Elements, SectionsInStructuredZonesAreRejected) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "B", ZoneType::Structured, ZoneSizes::structured({2, 2, 2}));
  zone.add(Node("S", "Elements_t", DataType::I4, {2}));
  expect_input_error([&] { (void)sections(zone_view(root, "/Base/B"), v44); }, {"/Base/B/S", "structured zone"});
}

TEST(Elements, BuilderRejectsWrongConnectivityLength) {
  Node root = unstructured_root();
  EXPECT_THROW(
      add_section(*find_node(root, "/Base/Z"), "S", ElementType::QUAD_4, 1, 2, 0, std::vector<std::int64_t>{1, 2, 3}),
      UsageError);
  EXPECT_THROW(add_section(*find_node(root, "/Base/Z"), "P", ElementType::NGON_n, 1, 2), UsageError);
}

}  // namespace
}  // namespace pcgns::sids
