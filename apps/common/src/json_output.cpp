#include "pcgns_tool/json_output.hpp"

#include <iostream>

#include "pcgns/error.hpp"
#include "pcgns/sys/safe_file.hpp"

namespace pcgns::tool {

void write_json(const nlohmann::json& report, const std::string& destination) {
  if (destination == "-") {
    std::cout << report.dump(2) << std::endl;
    return;
  }
  try {
    sys::write_file_safely(destination, report.dump(2) + '\n');
  } catch (const OutputError& e) {
    throw OutputError(std::string("JSON report: ") + e.what());
  }
}

}  // namespace pcgns::tool
