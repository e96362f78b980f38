#pragma once
// The output formats of pcgns-stripe (see man pcgns-stripe, OUTPUT FORMATS).
#include <nlohmann/json.hpp>
#include <string>

#include "pcgns/stripe/environment.hpp"
#include "pcgns/stripe/recommendation.hpp"
#include "pcgns/stripe/workload.hpp"

namespace pcgns::stripe_app {

struct Report {
  const stripe::Workload& workload;
  const stripe::Environment& environment;
  const stripe::Recommendation& recommendation;
  double bench_bandwidth_mib_s = 0;  // the best median write bandwidth of the --bench report (0: none)
};

std::string text_report(const Report& report);
nlohmann::json json_report(const Report& report);
std::string shell_script(const Report& report);
std::string env_text(const Report& report);
std::string hint_lines(const Report& report);

// Whether the output place is (to be) a directory: an existing directory, or a new
// path without a file extension of CGNS/HDF5 files.
bool target_is_directory(const stripe::Environment& environment);

}  // namespace pcgns::stripe_app
