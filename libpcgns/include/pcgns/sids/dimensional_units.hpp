#pragma once
// DimensionalUnits_t: five unit names of 32 characters each (C1 [32, 5]), plus an
// optional AdditionalUnits_t child (C1 [32, 3]) for current, amount and intensity.
#include <array>
#include <optional>
#include <string_view>

#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

enum class MassUnits { Null, UserDefined, Kilogram, Gram, Slug, PoundMass };
enum class LengthUnits { Null, UserDefined, Meter, Centimeter, Millimeter, Foot, Inch };
enum class TimeUnits { Null, UserDefined, Second };
enum class TemperatureUnits { Null, UserDefined, Kelvin, Celsius, Rankine, Fahrenheit };
enum class AngleUnits { Null, UserDefined, Degree, Radian };
enum class ElectricCurrentUnits { Null, UserDefined, Ampere, Abampere, Statampere, Edison, auCurrent };
enum class SubstanceAmountUnits { Null, UserDefined, Mole, Entities, StandardCubicFoot, StandardCubicMeter };
enum class LuminousIntensityUnits { Null, UserDefined, Candela, Candle, Carcel, Hefner, Violle };

template <>
struct EnumNames<MassUnits> {
  static constexpr std::string_view prefix = "MassUnits";
  static constexpr std::array<std::string_view, 6> names = {"Null", "UserDefined", "Kilogram",
                                                            "Gram", "Slug",        "PoundMass"};
};
template <>
struct EnumNames<LengthUnits> {
  static constexpr std::string_view prefix = "LengthUnits";
  static constexpr std::array<std::string_view, 7> names = {"Null",       "UserDefined", "Meter", "Centimeter",
                                                            "Millimeter", "Foot",        "Inch"};
};
template <>
struct EnumNames<TimeUnits> {
  static constexpr std::string_view prefix = "TimeUnits";
  static constexpr std::array<std::string_view, 3> names = {"Null", "UserDefined", "Second"};
};
template <>
struct EnumNames<TemperatureUnits> {
  static constexpr std::string_view prefix = "TemperatureUnits";
  static constexpr std::array<std::string_view, 6> names = {"Null",    "UserDefined", "Kelvin",
                                                            "Celsius", "Rankine",     "Fahrenheit"};
  // Old official versions wrote "Celcius"; today's library corrects it when updating a file.
  static constexpr std::array<EnumAlias<TemperatureUnits>, 1> aliases = {{{"Celcius", TemperatureUnits::Celsius}}};
};
template <>
struct EnumNames<AngleUnits> {
  static constexpr std::string_view prefix = "AngleUnits";
  static constexpr std::array<std::string_view, 4> names = {"Null", "UserDefined", "Degree", "Radian"};
};
template <>
struct EnumNames<ElectricCurrentUnits> {
  static constexpr std::string_view prefix = "ElectricCurrentUnits";
  static constexpr std::array<std::string_view, 7> names = {"Null",       "UserDefined", "Ampere", "Abampere",
                                                            "Statampere", "Edison",      "a.u."};
  // The C enumerator's name, which older pcgns versions wrote.
  static constexpr std::array<EnumAlias<ElectricCurrentUnits>, 1> aliases = {
      {{"auCurrent", ElectricCurrentUnits::auCurrent}}};
};
template <>
struct EnumNames<SubstanceAmountUnits> {
  static constexpr std::string_view prefix = "SubstanceAmountUnits";
  static constexpr std::array<std::string_view, 6> names = {"Null",     "UserDefined",       "Mole",
                                                            "Entities", "StandardCubicFoot", "StandardCubicMeter"};
};
template <>
struct EnumNames<LuminousIntensityUnits> {
  static constexpr std::string_view prefix = "LuminousIntensityUnits";
  static constexpr std::array<std::string_view, 7> names = {"Null",   "UserDefined", "Candela", "Candle",
                                                            "Carcel", "Hefner",      "Violle"};
};

struct AdditionalUnits {
  ElectricCurrentUnits current = ElectricCurrentUnits::Null;
  SubstanceAmountUnits amount = SubstanceAmountUnits::Null;
  LuminousIntensityUnits intensity = LuminousIntensityUnits::Null;
  bool operator==(const AdditionalUnits&) const = default;
};

struct DimensionalUnits {
  MassUnits mass = MassUnits::Null;
  LengthUnits length = LengthUnits::Null;
  TimeUnits time = TimeUnits::Null;
  TemperatureUnits temperature = TemperatureUnits::Null;
  AngleUnits angle = AngleUnits::Null;
  std::optional<AdditionalUnits> additional;
  bool operator==(const DimensionalUnits&) const = default;
};

// The units stated by the "DimensionalUnits" child of `holder`, if any.
std::optional<DimensionalUnits> read_dimensional_units(const NodeRef& holder);
Node& add_dimensional_units(Node& holder, const DimensionalUnits& units);

}  // namespace pcgns::sids
