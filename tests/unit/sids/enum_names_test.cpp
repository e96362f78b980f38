// Every enumeration pcgns knows, against the official library's name tables (the
// *Name[] arrays of src/cgnslib.c, typed here as data): each official value parses to
// its number and formats back to the official spelling; the legacy spellings older pcgns
// versions wrote still parse; values pcgns only carries are read leniently.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "pcgns/sids/all.hpp"

namespace pcgns::sids {
namespace {

using Names = std::vector<std::string>;

// cgnslib.c: MassUnitsName ... ZoneTypeName, in numbering order.
const Names kMassUnits = {"Null", "UserDefined", "Kilogram", "Gram", "Slug", "PoundMass"};
const Names kLengthUnits = {"Null", "UserDefined", "Meter", "Centimeter", "Millimeter", "Foot", "Inch"};
const Names kTimeUnits = {"Null", "UserDefined", "Second"};
const Names kTemperatureUnits = {"Null", "UserDefined", "Kelvin", "Celsius", "Rankine", "Fahrenheit"};
const Names kAngleUnits = {"Null", "UserDefined", "Degree", "Radian"};
const Names kElectricCurrentUnits = {"Null", "UserDefined", "Ampere", "Abampere", "Statampere", "Edison", "a.u."};
const Names kSubstanceAmountUnits = {"Null",     "UserDefined",       "Mole",
                                     "Entities", "StandardCubicFoot", "StandardCubicMeter"};
const Names kLuminousIntensityUnits = {"Null", "UserDefined", "Candela", "Candle", "Carcel", "Hefner", "Violle"};
const Names kDataClass = {"Null",
                          "UserDefined",
                          "Dimensional",
                          "NormalizedByDimensional",
                          "NormalizedByUnknownDimensional",
                          "NondimensionalParameter",
                          "DimensionlessConstant"};
const Names kGridLocation = {"Null",        "UserDefined", "Vertex",      "CellCenter", "FaceCenter",
                             "IFaceCenter", "JFaceCenter", "KFaceCenter", "EdgeCenter"};
const Names kGridConnectivityType = {"Null", "UserDefined", "Overset", "Abutting", "Abutting1to1"};
const Names kBCType = {"Null",
                       "UserDefined",
                       "BCAxisymmetricWedge",
                       "BCDegenerateLine",
                       "BCDegeneratePoint",
                       "BCDirichlet",
                       "BCExtrapolate",
                       "BCFarfield",
                       "BCGeneral",
                       "BCInflow",
                       "BCInflowSubsonic",
                       "BCInflowSupersonic",
                       "BCNeumann",
                       "BCOutflow",
                       "BCOutflowSubsonic",
                       "BCOutflowSupersonic",
                       "BCSymmetryPlane",
                       "BCSymmetryPolar",
                       "BCTunnelInflow",
                       "BCTunnelOutflow",
                       "BCWall",
                       "BCWallInviscid",
                       "BCWallViscous",
                       "BCWallViscousHeatFlux",
                       "BCWallViscousIsothermal",
                       "FamilySpecified"};
const Names kElementType = {
    "Null",     "UserDefined", "NODE",     "BAR_2",      "BAR_3",   "TRI_3",   "TRI_6",    "QUAD_4",     "QUAD_8",
    "QUAD_9",   "TETRA_4",     "TETRA_10", "PYRA_5",     "PYRA_14", "PENTA_6", "PENTA_15", "PENTA_18",   "HEXA_8",
    "HEXA_20",  "HEXA_27",     "MIXED",    "PYRA_13",    "NGON_n",  "NFACE_n", "BAR_4",    "TRI_9",      "TRI_10",
    "QUAD_12",  "QUAD_16",     "TETRA_16", "TETRA_20",   "PYRA_21", "PYRA_29", "PYRA_30",  "PENTA_24",   "PENTA_38",
    "PENTA_40", "HEXA_32",     "HEXA_56",  "HEXA_64",    "BAR_5",   "TRI_12",  "TRI_15",   "QUAD_P4_16", "QUAD_25",
    "TETRA_22", "TETRA_34",    "TETRA_35", "PYRA_P4_29", "PYRA_50", "PYRA_55", "PENTA_33", "PENTA_66",   "PENTA_75",
    "HEXA_44",  "HEXA_98",     "HEXA_125"};
const Names kZoneType = {"Null", "UserDefined", "Structured", "Unstructured"};

// Every official value parses to its number and formats back; pcgns knows no others.
template <class E>
void expect_official_table(const Names& official, const std::string& prefix) {
  SCOPED_TRACE(prefix);
  EXPECT_EQ(EnumNames<E>::names.size(), official.size());
  for (std::size_t i = 0; i < official.size(); ++i) {
    const auto parsed = parse_enum<E>(official[i]);
    ASSERT_TRUE(parsed.has_value()) << official[i];
    EXPECT_EQ(static_cast<std::size_t>(*parsed), i) << official[i];
    EXPECT_EQ(enum_name(*parsed), official[i]);
  }
  // The C enumerators older pcgns versions wrote for the first two values.
  EXPECT_EQ(parse_enum<E>(prefix + "Null"), static_cast<E>(0));
  EXPECT_EQ(parse_enum<E>(prefix + "UserDefined"), static_cast<E>(1));
  EXPECT_EQ(parse_enum<E>(prefix + "Wall"), std::nullopt);
  EXPECT_EQ(parse_enum<E>("null"), std::nullopt);
}

TEST(EnumNames, EveryOfficialTableParsesAndFormatsBack) {
  expect_official_table<MassUnits>(kMassUnits, "MassUnits");
  expect_official_table<LengthUnits>(kLengthUnits, "LengthUnits");
  expect_official_table<TimeUnits>(kTimeUnits, "TimeUnits");
  expect_official_table<TemperatureUnits>(kTemperatureUnits, "TemperatureUnits");
  expect_official_table<AngleUnits>(kAngleUnits, "AngleUnits");
  expect_official_table<ElectricCurrentUnits>(kElectricCurrentUnits, "ElectricCurrentUnits");
  expect_official_table<SubstanceAmountUnits>(kSubstanceAmountUnits, "SubstanceAmountUnits");
  expect_official_table<LuminousIntensityUnits>(kLuminousIntensityUnits, "LuminousIntensityUnits");
  expect_official_table<DataClass>(kDataClass, "DataClass");
  expect_official_table<GridLocation>(kGridLocation, "GridLocation");
  expect_official_table<GridConnectivityType>(kGridConnectivityType, "GridConnectivityType");
  expect_official_table<BCType>(kBCType, "BCType");
  expect_official_table<ElementType>(kElementType, "ElementType");
  expect_official_table<ZoneType>(kZoneType, "ZoneType");
}

TEST(EnumNames, OtherSpellingsFoundInFilesAreRead) {
  EXPECT_EQ(parse_enum<ElectricCurrentUnits>("auCurrent"), ElectricCurrentUnits::auCurrent);
  EXPECT_EQ(enum_name(ElectricCurrentUnits::auCurrent), "a.u.");
  EXPECT_EQ(parse_enum<TemperatureUnits>("Celcius"), TemperatureUnits::Celsius);
  EXPECT_EQ(enum_name(TemperatureUnits::Celsius), "Celsius");
}

TEST(EnumNames, CarriedValuesAcceptUnknownNamesAsUserDefined) {
  EXPECT_EQ(parse_carried_enum<BCType>("BCWall"), BCType::BCWall);
  EXPECT_EQ(parse_carried_enum<BCType>("BCTypeNull"), BCType::BCTypeNull);
  EXPECT_EQ(parse_carried_enum<BCType>("BCWallFromCGNS9"), BCType::BCTypeUserDefined);
  EXPECT_EQ(parse_carried_enum<BCType>(""), std::nullopt);
  EXPECT_EQ(parse_carried_enum<BCType>("BC Wall"), std::nullopt);
  EXPECT_EQ(parse_carried_enum<BCType>(std::string(33, 'B')), std::nullopt);
  EXPECT_EQ(parse_carried_enum<BCType>(std::string("BC\x01")), std::nullopt);
}

TEST(EnumNames, ValuesTextListsWhatIsAccepted) {
  EXPECT_EQ(enum_values_text<ZoneType>(), "Structured or Unstructured");
  EXPECT_EQ(enum_values_text<GridConnectivityType>(), "Overset, Abutting or Abutting1to1");
}

}  // namespace
}  // namespace pcgns::sids
