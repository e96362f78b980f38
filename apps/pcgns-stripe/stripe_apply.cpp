#include "stripe_apply.hpp"

#include <array>
#include <cstdio>
#include <filesystem>

#include "pcgns/error.hpp"
#include "pcgns/stripe/detect.hpp"
#include "pcgns/stripe/file_system.hpp"
#include "pcgns/stripe/hint_syntax.hpp"
#include "stripe_output.hpp"

namespace pcgns::stripe_app {
namespace fs = std::filesystem;

namespace {

// Runs `command` with stderr folded into the returned text; throws OutputError on failure.
void run_lfs(const std::string& command) {
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) throw OutputError("cannot run '" + command + "'");
  std::string output;
  std::array<char, 1024> buffer{};
  std::size_t got = 0;
  while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) output.append(buffer.data(), got);
  if (::pclose(pipe) != 0) throw OutputError("'" + command + "' failed: " + output);
}

}  // namespace

void apply_layout(const stripe::Environment& environment, const stripe::Recommendation& recommendation) {
  const fs::path& target = environment.path;
  std::error_code error;
  // Lustre cannot restripe data already written: only new (or empty) files get a layout.
  if (fs::is_regular_file(target, error) && fs::file_size(target, error) > 0)
    throw OutputError("--apply: '" + target.string() +
                      "' is an existing non-empty file; its layout cannot change (copy it into a "
                      "directory striped with --apply instead)");
  // The real file system decides, not --fs: a layout can only be set on Lustre.
  const std::string real = stripe::fs_name_for_magic(stripe::statfs_magic(environment.probed));
  if (real != "lustre")
    throw UsageError("--apply needs Lustre, but '" + target.string() + "' is on " + real +
                     " (--fs only changes the recommendation)");
  if (recommendation.stripe_count <= 0) throw UsageError("--apply: the recommendation has no Lustre layout");
  if (target_is_directory(environment) && !fs::exists(target, error)) {
    fs::create_directories(target, error);
    if (error) throw OutputError("--apply: cannot create '" + target.string() + "': " + error.message());
  }
  run_lfs("lfs setstripe " + stripe::setstripe_options(recommendation) + " " + stripe::shell_quote(target.string()));
}

}  // namespace pcgns::stripe_app
