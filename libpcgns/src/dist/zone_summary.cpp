#include "pcgns/zone_summary.hpp"

namespace pcgns {

const char* to_string(ZoneShape shape) {
  switch (shape) {
    case ZoneShape::whole: return "whole";
    case ZoneShape::unstructured_parts: return "unstructured parts";
    case ZoneShape::structured_parts: return "structured parts";
  }
  return "whole";
}

}  // namespace pcgns
