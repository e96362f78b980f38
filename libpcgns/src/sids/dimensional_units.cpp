#include "pcgns/sids/dimensional_units.hpp"

#include "pcgns/sids/carried_enum.hpp"
#include "sids/fixed_strings.hpp"

namespace pcgns::sids {
namespace {

template <class E>
E unit_from(const NodeRef& ref, const std::vector<std::string>& names, std::size_t index) {
  return read_carried_enum<E>(ref, "unit", names[index]);
}

AdditionalUnits read_additional(const NodeRef& ref) {
  const auto names = split_fixed_names(ref);
  if (names.size() != 3) ref.fail("expected 3 additional units");
  return {unit_from<ElectricCurrentUnits>(ref, names, 0), unit_from<SubstanceAmountUnits>(ref, names, 1),
          unit_from<LuminousIntensityUnits>(ref, names, 2)};
}

}  // namespace

std::optional<DimensionalUnits> read_dimensional_units(const NodeRef& holder) {
  const auto ref = holder.child("DimensionalUnits");
  if (!ref) return std::nullopt;
  expect_label(*ref, "DimensionalUnits_t");
  const auto names = split_fixed_names(*ref);
  if (names.size() != 5) ref->fail("expected 5 units, found " + std::to_string(names.size()));
  DimensionalUnits units{unit_from<MassUnits>(*ref, names, 0),  unit_from<LengthUnits>(*ref, names, 1),
                         unit_from<TimeUnits>(*ref, names, 2),  unit_from<TemperatureUnits>(*ref, names, 3),
                         unit_from<AngleUnits>(*ref, names, 4), std::nullopt};
  if (const auto extra = ref->child("AdditionalUnits")) units.additional = read_additional(*extra);
  return units;
}

Node& add_dimensional_units(Node& holder, const DimensionalUnits& units) {
  Node node = make_fixed_names_node("DimensionalUnits", "DimensionalUnits_t",
                                    {enum_name(units.mass), enum_name(units.length), enum_name(units.time),
                                     enum_name(units.temperature), enum_name(units.angle)});
  if (units.additional)
    node.add(make_fixed_names_node("AdditionalUnits", "AdditionalUnits_t",
                                   {enum_name(units.additional->current), enum_name(units.additional->amount),
                                    enum_name(units.additional->intensity)}));
  return holder.add(std::move(node));
}

}  // namespace pcgns::sids
