#include "pcgns_tool/json_output.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "pcgns/error.hpp"

namespace pcgns::tool {

void write_json(const nlohmann::json& report, const std::string& destination) {
  if (destination == "-") {
    std::cout << report.dump(2) << std::endl;
    return;
  }
  const std::string temporary = destination + ".tmp" + std::to_string(::getpid());
  {
    std::ofstream out(temporary);
    out << report.dump(2) << '\n';
    out.close();
    if (!out) {
      std::error_code ec;
      std::filesystem::remove(temporary, ec);
      throw OutputError("JSON report '" + destination + "' cannot be written");
    }
  }
  std::error_code ec;
  std::filesystem::rename(temporary, destination, ec);
  if (ec) {
    std::filesystem::remove(temporary, ec);
    throw OutputError("JSON report '" + destination + "' cannot be written: " + ec.message());
  }
}

}  // namespace pcgns::tool
