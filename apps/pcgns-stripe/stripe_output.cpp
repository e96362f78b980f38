#include "stripe_output.hpp"

#include <filesystem>
#include <iomanip>
#include <sstream>

#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/hint_syntax.hpp"
#include "pcgns_tool/report_header.hpp"

namespace pcgns::stripe_app {
namespace fs = std::filesystem;
using nlohmann::json;
using stripe::MpiFlavor;

namespace {

constexpr const char* kHintsFileName = "pcgns-romio-hints";

std::string size_text(std::int64_t bytes) {
  return bytes > 0 ? stripe::human_size(bytes) : std::string("size unknown");
}

// "lustre, shared file, 100.00 GiB, 256 ranks on 8 nodes"
std::string summary(const Report& report) {
  const auto& w = report.workload;
  std::ostringstream text;
  text << report.environment.fs << ", "
       << (w.pattern == stripe::Pattern::fpp ? "file per process"
                                             : (w.pattern == stripe::Pattern::serial ? "serial file" : "shared file"))
       << ", " << size_text(w.bytes) << ", " << w.ranks << (w.ranks == 1 ? " rank" : " ranks") << " on " << w.nodes
       << (w.nodes == 1 ? " node" : " nodes");
  return text.str();
}

fs::path hints_directory(const stripe::Environment& environment) {
  if (target_is_directory(environment)) return environment.path;
  return environment.path.has_parent_path() ? environment.path.parent_path() : fs::path(".");
}

const stripe::Setting* find_setting(const stripe::Recommendation& recommendation, const std::string& name) {
  for (const auto& setting : recommendation.settings)
    if (setting.name == name) return &setting;
  return nullptr;
}

json optional_number(std::int64_t value) { return value > 0 ? json(value) : json(nullptr); }

}  // namespace

bool target_is_directory(const stripe::Environment& environment) {
  std::error_code error;
  if (fs::exists(environment.path, error)) return fs::is_directory(environment.path, error);
  const std::string extension = environment.path.extension().string();
  return !(extension == ".cgns" || extension == ".h5" || extension == ".hdf5" || extension == ".hdf");
}

std::string text_report(const Report& report) {
  const auto& env = report.environment;
  const auto& w = report.workload;
  const auto& rec = report.recommendation;
  std::ostringstream out;
  out << "pcgns-stripe " << PCGNS_VERSION_STRING << ": recommendations for " << env.path.string() << "\n";
  out << "  file system  " << env.fs << (env.fs != env.detected_fs ? " (--fs; detected " + env.detected_fs + ")" : "")
      << "\n";
  if (env.fs == "lustre" || env.fs == "beegfs")
    out << "  " << (env.fs == "lustre" ? "OSTs         " : "targets      ")
        << (env.osts > 0 ? std::to_string(env.osts) : "unknown (give --osts)") << "\n";
  out << "  workload     " << stripe::pattern_name(w.pattern) << ", " << size_text(w.bytes) << ", " << w.ranks
      << (w.ranks == 1 ? " rank" : " ranks") << " on " << w.nodes << (w.nodes == 1 ? " node" : " nodes")
      << (w.request_size > 0 ? ", requests of " + stripe::human_size(w.request_size) : "") << "\n";
  if (report.bench_bandwidth_mib_s > 0)
    out << "  measured     " << std::fixed << std::setprecision(1) << report.bench_bandwidth_mib_s
        << " MiB/s (--bench: best median write)\n"
        << std::defaultfloat;
  out << "  MPI library  " << stripe::mpi_flavor_name(env.mpi) << "\n\n";

  std::size_t name_width = 7, value_width = 5;
  for (const auto& s : rec.settings) {
    name_width = std::max(name_width, s.name.size());
    if (s.value.size() <= 24) value_width = std::max(value_width, s.value.size());
  }
  const auto pad = [](const std::string& text, std::size_t width) {
    return text + std::string(width > text.size() ? width - text.size() : 0, ' ');
  };
  out << pad("SETTING", name_width) << "  " << pad("VALUE", value_width) << "  REASON\n";
  for (const auto& s : rec.settings) {
    out << pad(s.name, name_width) << "  ";
    if (s.value.size() <= value_width) out << pad(s.value, value_width) << "  " << s.reason << "\n";
    else out << s.value << "\n" << std::string(name_width + value_width + 4, ' ') << s.reason << "\n";
  }
  if (!rec.warnings.empty()) {
    out << "\nWarnings:\n";
    for (const auto& warning : rec.warnings) out << "  ! " << warning << "\n";
  }
  if (!rec.notes.empty()) {
    out << "\nNotes:\n";
    for (const auto& note : rec.notes) out << "  - " << note << "\n";
  }
  return out.str();
}

json json_report(const Report& report) {
  const auto& env = report.environment;
  const auto& w = report.workload;
  const auto& rec = report.recommendation;
  json environment{{"path", env.path.string()},
                   {"probed", env.probed.string()},
                   {"fs", env.fs},
                   {"detected_fs", env.detected_fs},
                   {"osts", env.osts > 0 ? json(env.osts) : json(nullptr)},
                   {"block_size_bytes", optional_number(env.block_size)},
                   {"mpi", stripe::mpi_flavor_name(env.mpi)},
                   {"layout", nullptr}};
  if (env.layout)
    environment["layout"] = {{"stripe_count", env.layout->stripe_count},
                             {"stripe_size_bytes", env.layout->stripe_size},
                             {"progressive", env.layout->progressive}};
  // The job the advice is for, not this run (the header's ranks).
  json workload{
      {"ranks", w.ranks},
      {"nodes", w.nodes},
      {"pattern", stripe::pattern_name(w.pattern)},
      {"bytes", optional_number(w.bytes)},
      {"request_bytes", optional_number(w.request_size)},
      {"bench_bandwidth_mib_s", report.bench_bandwidth_mib_s > 0 ? json(report.bench_bandwidth_mib_s) : json(nullptr)}};
  json settings = json::array();
  for (const auto& s : rec.settings) settings.push_back({{"name", s.name}, {"value", s.value}, {"reason", s.reason}});
  json hints = json::object();
  for (const auto& [key, value] : rec.hints) hints[key] = value;
  return tool::with_header(tool::report_header("pcgns-stripe"), {{"environment", environment},
                                                                 {"workload", workload},
                                                                 {"settings", settings},
                                                                 {"hints", hints},
                                                                 {"warnings", rec.warnings},
                                                                 {"notes", rec.notes}});
}

std::string shell_script(const Report& report) {
  const auto& env = report.environment;
  const auto& rec = report.recommendation;
  std::ostringstream out;
  out << "# pcgns-stripe " << PCGNS_VERSION_STRING << ": " << summary(report) << "\n";
  const bool cray = env.mpi == MpiFlavor::cray;
  // The output directory: lfs sets its layout, and the hints file lives there (on the
  // shared file system, where every rank reads it).
  const auto* setstripe = find_setting(rec, "lustre.setstripe");
  if ((setstripe && target_is_directory(env)) || (!rec.hints.empty() && !cray))
    out << "mkdir -p " << stripe::shell_quote(hints_directory(env).string()) << "\n";
  if (setstripe) {
    out << setstripe->value << "\n";
  } else {
    out << "# " << env.fs << ": not Lustre, no lfs setstripe command applies\n";
  }
  if (const auto* setpattern = find_setting(rec, "beegfs.setpattern"))
    out << "# BeeGFS striping (may need admin rights): " << setpattern->value << "\n";
  for (const auto& warning : rec.warnings) out << "# warning: " << warning << "\n";
  if (rec.hints.empty()) {
    out << "# no MPI-IO hints needed\n";
    return out.str();
  }
  if (cray) {
    out << "export MPICH_MPIIO_HINTS=" << stripe::shell_quote(stripe::cray_mpiio_hints(rec.hints)) << "\n";
    out << "export MPICH_MPIIO_HINTS_DISPLAY=1  # rank 0 prints the hints each file gets\n";
    return out.str();
  }
  const std::string file = stripe::shell_quote((hints_directory(env) / kHintsFileName).string());
  out << "cat > " << file << " <<'PCGNS_HINTS'\n";
  for (const auto& [key, value] : rec.hints) out << key << " " << value << "\n";
  out << "PCGNS_HINTS\n";
  out << "export ROMIO_HINTS=" << file << "\n";
  if (const auto* io = find_setting(rec, "openmpi.mca_io")) out << "export OMPI_MCA_io=" << io->value << "\n";
  return out.str();
}

std::string env_text(const Report& report) {
  const auto& rec = report.recommendation;
  if (report.environment.mpi == MpiFlavor::cray) {
    const std::string hints = stripe::cray_mpiio_hints(rec.hints);
    return hints.empty() ? std::string() : hints + "\n";
  }
  std::string comment = "ROMIO hints from pcgns-stripe " + std::string(PCGNS_VERSION_STRING) + " for " +
                        report.environment.path.string() + "\n" + summary(report) +
                        "\nuse: export ROMIO_HINTS=/path/of/this/file";
  if (const auto* io = find_setting(rec, "openmpi.mca_io"))
    comment += "\nOpen MPI reads it only with its ROMIO component: export OMPI_MCA_io=" + io->value;
  if (rec.hints.empty()) comment += "\nno MPI-IO hints needed";
  return stripe::romio_hints_file(rec.hints, comment);
}

std::string hint_lines(const Report& report) {
  std::string out;
  for (const auto& [key, value] : report.recommendation.hints) out += key + "=" + value + "\n";
  return out;
}

}  // namespace pcgns::stripe_app
