#pragma once
// DataClass_t: how a quantity is (non)dimensionalised; a C1 child named "DataClass".
#include <array>
#include <optional>
#include <string_view>

#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

enum class DataClass {
  DataClassNull,
  DataClassUserDefined,
  Dimensional,
  NormalizedByDimensional,
  NormalizedByUnknownDimensional,
  NondimensionalParameter,
  DimensionlessConstant,
};

template <>
struct EnumNames<DataClass> {
  static constexpr std::string_view prefix = "DataClass";
  static constexpr std::array<std::string_view, 7> names = {"Null",
                                                            "UserDefined",
                                                            "Dimensional",
                                                            "NormalizedByDimensional",
                                                            "NormalizedByUnknownDimensional",
                                                            "NondimensionalParameter",
                                                            "DimensionlessConstant"};
};

// The DataClass stated under `holder`, if any; InputError on an unknown name.
std::optional<DataClass> read_data_class(const NodeRef& holder);
Node& add_data_class(Node& holder, DataClass data_class);

}  // namespace pcgns::sids
