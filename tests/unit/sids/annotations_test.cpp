// Family_t, Descriptor_t, DataClass, DimensionalUnits, ReferenceState_t and
// UserDefinedData_t: the small annotation nodes.
#include "pcgns/sids/data_class.hpp"
#include "pcgns/sids/descriptor.hpp"
#include "pcgns/sids/dimensional_units.hpp"
#include "pcgns/sids/family.hpp"
#include "pcgns/sids/reference_state.hpp"
#include "pcgns/sids/user_defined_data.hpp"
#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;
using testing::ref_of;
using testing::root_with_base;

TEST(Family, BuilderAndView) {
  Node root = root_with_base();
  const Node& family = add_family(*root.child("Base"), "Inlet", BCType::BCInflow);
  EXPECT_EQ(family.label, "Family_t");
  EXPECT_EQ(family.child("FamilyBC")->label, "FamilyBC_t");
  EXPECT_EQ(family.child("FamilyBC")->as_string(), "BCInflow");
  add_family(*root.child("Base"), "Walls");
  const auto views = families(bases(root).front());
  ASSERT_EQ(views.size(), 2u);
  EXPECT_EQ(views[0].family_bc(), BCType::BCInflow);
  EXPECT_FALSE(views[1].family_bc().has_value());
}

TEST(Family, UserDefinedAndUnknownFamilyBCsAreCarried) {
  Node root = root_with_base();
  Node& family = add_family(*root.child("Base"), "Special", BCType::BCTypeUserDefined);
  EXPECT_EQ(family.child("FamilyBC")->as_string(), "UserDefined");
  EXPECT_EQ(families(bases(root).front())[0].family_bc(), BCType::BCTypeUserDefined);
  set_text(*family.child("FamilyBC"), "BCTypeNull");
  EXPECT_EQ(families(bases(root).front())[0].family_bc(), BCType::BCTypeNull);
  set_text(*family.child("FamilyBC"), "BCSlidingWall");
  EXPECT_EQ(families(bases(root).front())[0].family_bc(), BCType::BCTypeUserDefined);
  set_text(*family.child("FamilyBC"), "");
  expect_input_error([&] { (void)families(bases(root).front()); },
                     {"/Base/Special/FamilyBC", "BCType '' is not an enumeration value"});
}

TEST(Descriptor, BuilderAndView) {
  Node root = root_with_base();
  const Node& d = add_descriptor(*root.child("Base"), "Information", "written by pcgns");
  EXPECT_EQ(d.label, "Descriptor_t");
  EXPECT_EQ(d.dims, (Dims{16}));
  const auto views = descriptors(ref_of(root, "/Base"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].name(), "Information");
  EXPECT_EQ(views[0].text(), "written by pcgns");
}

TEST(DataClass, BuilderAndView) {
  Node root = root_with_base();
  add_data_class(*root.child("Base"), DataClass::NormalizedByUnknownDimensional);
  EXPECT_EQ(find_node(root, "/Base/DataClass")->as_string(), "NormalizedByUnknownDimensional");
  EXPECT_EQ(read_data_class(ref_of(root, "/Base")), DataClass::NormalizedByUnknownDimensional);
  // A name pcgns does not know (a newer CGNS version's) is carried: it reads as UserDefined.
  find_node(root, "/Base/DataClass")->data.resize(3);
  find_node(root, "/Base/DataClass")->dims = {3};
  EXPECT_EQ(read_data_class(ref_of(root, "/Base")), DataClass::DataClassUserDefined);
  EXPECT_EQ(find_node(root, "/Base/DataClass")->as_string(), "Nor");
  // Text that is no name, or data that is no text, is refused.
  find_node(root, "/Base/DataClass")->data[1] = std::byte{'\n'};
  expect_input_error([&] { (void)read_data_class(ref_of(root, "/Base")); },
                     {"/Base/DataClass", "DataClass 'N?r' is not an enumeration value"});
  *find_node(root, "/Base/DataClass") = make_data_node("DataClass", "DataClass_t", std::vector<float>{1});
  expect_input_error([&] { (void)read_data_class(ref_of(root, "/Base")); },
                     {"/Base/DataClass", "holds R4 data, text (C1) expected"});
}

TEST(DataClass, OfficialAndLegacySpellingsOfNullAndUserDefined) {
  Node root = root_with_base();
  EXPECT_EQ(add_data_class(*root.child("Base"), DataClass::DataClassNull).as_string(), "Null");
  for (const char* text : {"Null", "DataClassNull"}) {
    *find_node(root, "/Base/DataClass") = make_string_node("DataClass", "DataClass_t", text);
    EXPECT_EQ(read_data_class(ref_of(root, "/Base")), DataClass::DataClassNull) << text;
  }
  for (const char* text : {"UserDefined", "DataClassUserDefined"}) {
    *find_node(root, "/Base/DataClass") = make_string_node("DataClass", "DataClass_t", text);
    EXPECT_EQ(read_data_class(ref_of(root, "/Base")), DataClass::DataClassUserDefined) << text;
  }
}

TEST(DimensionalUnits, ThirtyTwoCharacterFieldsRoundTrip) {
  Node root = root_with_base();
  DimensionalUnits units{
      MassUnits::Kilogram,
      LengthUnits::Meter,
      TimeUnits::Second,
      TemperatureUnits::Kelvin,
      AngleUnits::Radian,
      AdditionalUnits{ElectricCurrentUnits::Ampere, SubstanceAmountUnits::Mole, LuminousIntensityUnits::Candela}};
  const Node& node = add_dimensional_units(*root.child("Base"), units);
  EXPECT_EQ(node.label, "DimensionalUnits_t");
  EXPECT_EQ(node.dims, (Dims{32, 5}));
  EXPECT_EQ(node.child("AdditionalUnits")->dims, (Dims{32, 3}));
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(node.data.data()), 10), "Kilogram  ");
  EXPECT_EQ(read_dimensional_units(ref_of(root, "/Base")), units);
  // NUL padding (C writers) reads the same.
  Node& mutable_node = *find_node(root, "/Base/DimensionalUnits");
  for (std::size_t i = 8; i < 32; ++i) mutable_node.data[i] = std::byte{0};
  EXPECT_EQ(read_dimensional_units(ref_of(root, "/Base"))->mass, MassUnits::Kilogram);
  // A unit pcgns does not know is carried (UserDefined); a field that is no name is not.
  mutable_node.data[32] = std::byte{'X'};
  EXPECT_EQ(read_dimensional_units(ref_of(root, "/Base"))->length, LengthUnits::UserDefined);
  mutable_node.data[33] = std::byte{'\t'};
  expect_input_error([&] { (void)read_dimensional_units(ref_of(root, "/Base")); },
                     {"/Base/DimensionalUnits", "unit 'X?ter' is not an enumeration value"});
  mutable_node.dims = {32, 4};
  mutable_node.data.resize(32 * 4);
  expect_input_error([&] { (void)read_dimensional_units(ref_of(root, "/Base")); },
                     {"/Base/DimensionalUnits", "expected 5 units, found 4"});
}

TEST(DimensionalUnits, NullUnitsAndTheOfficialSpellings) {
  Node root = root_with_base();
  const DimensionalUnits units{MassUnits::Null,
                               LengthUnits::UserDefined,
                               TimeUnits::Second,
                               TemperatureUnits::Null,
                               AngleUnits::Null,
                               AdditionalUnits{ElectricCurrentUnits::auCurrent, SubstanceAmountUnits::Null,
                                               LuminousIntensityUnits::UserDefined}};
  const Node& node = add_dimensional_units(*root.child("Base"), units);
  const auto field = [](const Node& n, int i) {
    std::string text(reinterpret_cast<const char*>(n.data.data()) + 32 * i, 32);
    return text.substr(0, text.find_last_not_of(' ') + 1);
  };
  EXPECT_EQ(field(node, 0), "Null");
  EXPECT_EQ(field(node, 1), "UserDefined");
  EXPECT_EQ(field(node, 3), "Null");
  EXPECT_EQ(field(*node.child("AdditionalUnits"), 0), "a.u.");
  EXPECT_EQ(field(*node.child("AdditionalUnits"), 2), "UserDefined");
  EXPECT_EQ(read_dimensional_units(ref_of(root, "/Base")), units);
}

TEST(ReferenceState, BuilderAndView) {
  Node root = root_with_base();
  Node& state = add_reference_state(*root.child("Base"), "Free stream");
  add_data_array(state, "Mach", std::vector<double>{0.8});
  add_data_array(state, "Reynolds", std::vector<double>{6.5e6});
  const auto view = reference_state(ref_of(root, "/Base"));
  ASSERT_TRUE(view.has_value());
  EXPECT_EQ(view->description(), "Free stream");
  EXPECT_EQ(view->value("Mach"), 0.8);
  EXPECT_EQ(view->value("Reynolds"), 6.5e6);
  expect_input_error([&] { (void)view->value("Pressure"); },
                     {"/Base/ReferenceState", "missing reference value 'Pressure'"});
}

TEST(UserDefinedData, NestedDataIsKept) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "Z.P0.N0", ZoneType::Unstructured, ZoneSizes::unstructured(4, 1));
  Node& numbering = add_user_data(zone, ":CGNS#GlobalNumbering");
  add_data_array(numbering, "Vertex", std::vector<std::int64_t>{7, 8, 9, 10});
  add_user_data(numbering, "Nested");
  numbering.add(Node("Unknown", "SomethingElse_t"));
  const auto views = user_data(ref_of(root, "/Base/Z.P0.N0"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].name(), ":CGNS#GlobalNumbering");
  EXPECT_EQ(views[0].arrays()[0].as_double()[3], 10.0);
  EXPECT_EQ(views[0].children().size(), 1u);
  // Unmodelled children stay in the tree untouched.
  EXPECT_EQ(views[0].ref()->children.size(), 3u);
}

}  // namespace
}  // namespace pcgns::sids
