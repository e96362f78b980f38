// RAII handles: ownership moves, ids are closed exactly once, borrowed ids never.
#include <gtest/gtest.h>

#include <utility>

#include "h5/dataspace.hpp"
#include "h5/datatype.hpp"
#include "h5/handle.hpp"
#include "h5/property_list.hpp"

namespace pcgns::h5 {
namespace {

const Where here{"memory", "/"};

TEST(Handle, ClosesOnScopeExit) {
  hid_t id = H5I_INVALID_HID;
  {
    const auto space = Dataspace::simple({4, 5}, here);
    id = space.id();
    EXPECT_GT(H5Iis_valid(id), 0);
  }
  silence_auto_printing();
  EXPECT_LE(H5Iis_valid(id), 0);
}

TEST(Handle, MoveTransfersOwnership) {
  Handle a(H5Screate(H5S_SCALAR), H5Sclose);
  const hid_t id = a.id();
  Handle b(std::move(a));
  EXPECT_FALSE(a.valid());  // NOLINT(bugprone-use-after-move): checking the moved-from state
  EXPECT_EQ(b.id(), id);
  Handle c;
  c = std::move(b);
  EXPECT_EQ(c.id(), id);
  EXPECT_GT(H5Iis_valid(id), 0);
  c.reset();
  EXPECT_LE(H5Iis_valid(id), 0);
}

TEST(Handle, PredefinedTypesAreBorrowed) {
  {
    const auto t = Datatype::predefined(H5T_NATIVE_DOUBLE);
    EXPECT_EQ(t.size(), 8u);
  }
  EXPECT_EQ(H5Tget_size(H5T_NATIVE_DOUBLE), 8u);  // still usable: never closed
}

TEST(Datatypes, StringsAndComplexNumbers) {
  const auto s = Datatype::fixed_string(33, here);
  EXPECT_EQ(s.size(), 33u);
  EXPECT_EQ(s.type_class(), H5T_STRING);
  EXPECT_EQ(H5Tget_strpad(s.id()), H5T_STR_NULLTERM);
  const auto c = Datatype::complex_of(H5T_NATIVE_FLOAT, here);
  EXPECT_EQ(c.size(), 8u);
  EXPECT_EQ(c.type_class(), H5T_COMPOUND);
  EXPECT_EQ(H5Tget_member_index(c.id(), "i"), 1);
}

TEST(PropertyLists, LayoutAndCreationOrder) {
  auto dcpl = PropertyList::create(H5P_DATASET_CREATE, here);
  dcpl.set_layout(H5D_COMPACT);
  EXPECT_EQ(dcpl.layout(), H5D_COMPACT);
  auto gcpl = PropertyList::create(H5P_GROUP_CREATE, here);
  EXPECT_FALSE(gcpl.tracks_link_creation_order());
  gcpl.track_link_creation_order();
  EXPECT_TRUE(gcpl.tracks_link_creation_order());
}

TEST(Dataspaces, DimsAndCounts) {
  const auto space = Dataspace::simple({3, 4, 5}, here);
  EXPECT_EQ(space.dims(), (std::vector<hsize_t>{3, 4, 5}));
  EXPECT_EQ(space.element_count(), 60);
  EXPECT_TRUE(Dataspace::scalar(here).dims().empty());
}

}  // namespace
}  // namespace pcgns::h5
