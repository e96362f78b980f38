// --interface face: which cells can have their shared faces written as elements, and
// the names of the face sections (partition bookkeeping that pcgns-merge drops).
#include <gtest/gtest.h>

#include "dist/split_names.hpp"
#include "pcgns/error.hpp"
#include "pcgns/node.hpp"
#include "split/unstructured/face_interfaces.hpp"

namespace pcgns::split {
namespace {

using sids::ElementType;

ElementLayout layout_of(ElementType cells, ElementType boundary) {
  ElementLayout layout;
  layout.sections.push_back({"Cells", cells, 0, 1, 10, true, 0});
  layout.sections.push_back({"Wall", boundary, 0, 11, 4, false, 0});
  return layout;
}

TEST(FaceInterfaces, LinearSolidCellsAreAccepted) {
  for (const auto type : {ElementType::TETRA_4, ElementType::PYRA_5, ElementType::PENTA_6, ElementType::HEXA_8})
    EXPECT_NO_THROW(check_face_interfaces_possible(layout_of(type, ElementType::QUAD_4), "zone '/Base/Zone'"));
}

TEST(FaceInterfaces, SurfaceAndHigherOrderCellsAreRefusedNamingZoneAndSection) {
  for (const auto type : {ElementType::QUAD_4, ElementType::TRI_3, ElementType::HEXA_27, ElementType::TETRA_10}) {
    try {
      check_face_interfaces_possible(layout_of(type, ElementType::BAR_2), "file 'a.cgns' zone '/Base/Zone'");
      ADD_FAILURE() << "accepted " << sids::enum_name(type);
    } catch (const UsageError& error) {
      const std::string message = error.what();
      EXPECT_NE(
          message.find("file 'a.cgns' zone '/Base/Zone' section 'Cells' holds " + std::string(sids::enum_name(type))),
          std::string::npos)
          << message;
      EXPECT_NE(message.find("--interface vertex"), std::string::npos) << message;
    }
  }
}

TEST(FaceInterfaces, SectionNamesAreInterfaceNamesThatMergeDrops) {
  EXPECT_EQ(face_section_name(3, 12, ElementType::QUAD_4), "JN.P3.N0.LT.P12.N0.QUAD_4");
  EXPECT_EQ(face_section_name(0, 1, ElementType::TRI_3), "JN.P0.N0.LT.P1.N0.TRI_3");
  EXPECT_TRUE(dist::is_partition_interface(Node(face_section_name(0, 1, ElementType::TRI_3), "Elements_t")));
}

}  // namespace
}  // namespace pcgns::split
