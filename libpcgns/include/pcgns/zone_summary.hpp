#pragma once
// One zone of a case spread over part files, as the tools report it: whole in one
// file, or cut into partitions (Maia's Z.P<r>.N<k>) of an unstructured or structured zone.
#include <cstdint>
#include <string>

namespace pcgns {

enum class ZoneShape { whole, unstructured_parts, structured_parts };
const char* to_string(ZoneShape shape);

struct ZoneSummary {
  std::string base;
  std::string name;
  std::string type;  // "Structured" or "Unstructured"
  ZoneShape shape = ZoneShape::whole;
  std::int64_t vertices = 0;
  std::int64_t cells = 0;
  int parts = 1;
  std::int64_t bytes = 0;  // bulk bytes this zone contributes to the output
};

}  // namespace pcgns
