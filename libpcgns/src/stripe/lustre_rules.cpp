// Lustre striping: how many OSTs, how large a stripe, plain or progressive layout.
//
// Sources:
//  - NERSC, "Lustre file striping recommendations" (docs.nersc.gov/performance/io/lustre):
//    size tiers for single shared files (1 / 8 / 24 / 72 OSTs below 1 GB / 10 GB /
//    100 GB / above), file-per-process files left on one OST, 1 MiB stripes.
//  - NASA HECC, "Lustre best practices": stripe counts no wider than the file needs, a
//    stripe size matched to the application's transfer size, progressive layouts.
//  - Lustre Operations Manual, "Progressive File Layout" and lfs-setstripe(1): stripe
//    sizes are multiples of 64 KiB; `-E end -c count -S size` components.
#include <algorithm>
#include <string>

#include "pcgns/stripe/byte_size.hpp"
#include "rules.hpp"

namespace pcgns::stripe::rules {

int guidance_stripe_count(Pattern pattern, std::int64_t file_bytes) {
  // File-per-process: every rank's file on its own OST already spreads the load
  // (NERSC: keep the default striping), unless a single file reaches a terabyte.
  if (pattern == Pattern::fpp) return file_bytes >= kHugeFile ? kLargeCount : 1;
  if (file_bytes <= 0) return kLargeCount;
  if (file_bytes < kSmallFile) return 1;
  if (file_bytes < kMediumFile) return kSmallCount;
  if (file_bytes < kLargeFile) return kMediumCount;
  return kLargeCount;
}

std::int64_t stripe_size_for(std::int64_t request_size) {
  if (request_size < kDefaultStripeSize) return kDefaultStripeSize;
  // A stripe size dividing the request makes every aligned request cover whole
  // stripes, so no two ranks write into the same stripe (no extent-lock ping-pong).
  const std::int64_t units = request_size / kStripeUnit;
  for (std::int64_t k = std::min(units, kMaxStripeSize / kStripeUnit); k >= kDefaultStripeSize / kStripeUnit; --k)
    if (units % k == 0) return k * kStripeUnit;
  return kDefaultStripeSize;
}

bool wants_progressive(Pattern pattern, std::int64_t file_bytes) {
  return pattern != Pattern::fpp && (file_bytes <= 0 || file_bytes >= kMediumFile);
}

std::vector<LayoutComponent> progressive_components(int final_count, std::int64_t stripe_size) {
  // The first 64 MiB (HDF5 superblock, metadata, small arrays) on one OST; more OSTs
  // only for bytes the file actually reaches, as in the Lustre manual's PFL example.
  const std::vector<LayoutComponent> steps{
      {64 * MiB, 1, stripe_size},
      {1 * GiB, std::min(4, final_count), stripe_size},
      {16 * GiB, std::min(kSmallCount, final_count), stripe_size},
      {-1, final_count, stripe_size},
  };
  std::vector<LayoutComponent> components;
  for (const auto& step : steps) {
    // A component as wide as the previous one only extends it.
    if (!components.empty() && components.back().stripe_count == step.stripe_count) components.back().end = step.end;
    else components.push_back(step);
  }
  if (components.size() == 1) components.clear();  // one component: a plain layout
  return components;
}

namespace {

std::string count_reason(const Workload& workload, int guidance, int count, const Environment& environment) {
  std::string reason;
  const auto bytes = workload.file_bytes();
  if (workload.pattern == Pattern::fpp)
    reason = bytes >= kHugeFile ? "file-per-process files of 1 TiB or more are striped wide (NERSC)"
                                : "file-per-process: one OST per file, the files spread the load (NERSC)";
  else if (bytes <= 0)
    reason = "size unknown: the last component of a progressive layout reaches " + std::to_string(guidance) +
             " OSTs (NERSC stripe_large)";
  else
    reason = "shared file of " + human_size(bytes) + ": NERSC tier " +
             (guidance == 1 ? "< 1 GB, one OST" : std::to_string(guidance) + " OSTs");
  if (count < guidance) reason += "; capped by the " + std::to_string(environment.osts) + " OSTs";
  else if (environment.osts == 0 && count > 1) reason += "; OST count unknown (give --osts)";
  return reason;
}

std::string setstripe_line(const Recommendation& out, const Environment& environment) {
  const std::string target = environment.path.string();
  const bool plain_word =
      target.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./-+,:=@%") ==
      std::string::npos;
  return "lfs setstripe " + setstripe_options(out) + " " + (plain_word ? target : "'" + target + "'");
}

}  // namespace

void add_lustre(const Workload& workload, const Environment& environment, Recommendation& out) {
  const int guidance = guidance_stripe_count(workload.pattern, workload.file_bytes());
  int count = std::min(guidance, kSiteMaxStripeCount);
  if (environment.osts > 0) count = std::min(count, environment.osts);
  out.stripe_count = count;
  out.stripe_size = stripe_size_for(workload.request_size);
  if (wants_progressive(workload.pattern, workload.file_bytes()))
    out.components = progressive_components(count, out.stripe_size);

  add_setting(out, "lustre.layout", out.progressive() ? "progressive" : "plain",
              out.progressive()
                  ? (workload.file_bytes() <= 0
                         ? "size unknown: a progressive layout widens the striping as the file grows"
                         : "large shared file: a progressive layout keeps the metadata-heavy start on few OSTs")
                  : "one stripe count fits the whole file");
  add_setting(out, "lustre.stripe_count", std::to_string(count), count_reason(workload, guidance, count, environment));
  add_setting(
      out, "lustre.stripe_size", std::to_string(out.stripe_size),
      out.stripe_size == kDefaultStripeSize
          ? (workload.request_size > 0 ? "requests below 1 MiB: keep the 1 MiB default (NERSC)"
                                       : "the 1 MiB default (NERSC); give --request-size to align with larger requests")
          : "divides the " + human_size(workload.request_size) +
                " requests into whole stripes (multiple of 64 KiB, at most 64 MiB)");
  if (out.progressive())
    add_setting(out, "lustre.components", setstripe_options(out),
                "progressive file layout (Lustre manual, PFL): 1 OST up to 64 MiB, wider as the file grows");
  add_setting(out, "lustre.setstripe", setstripe_line(out, environment),
              "set on the directory before the files are created: new files inherit it (NERSC)");
}

// BeeGFS stripes per directory too ("beegfs-ctl --setpattern", BeeGFS documentation
// "Striping"); chunk sizes are powers of two from 64 KiB. The Lustre tiers apply to
// its storage targets the same way.
void add_beegfs(const Workload& workload, const Environment& environment, Recommendation& out) {
  int targets = std::min(guidance_stripe_count(workload.pattern, workload.file_bytes()), kSiteMaxStripeCount);
  if (environment.osts > 0) targets = std::min(targets, environment.osts);
  std::int64_t chunk = kStripeUnit;
  while (chunk * 2 <= stripe_size_for(workload.request_size)) chunk *= 2;
  add_setting(out, "beegfs.numtargets", std::to_string(targets),
              "storage targets per file, by the NERSC size tiers" +
                  std::string(environment.osts > 0 ? "" : "; target count unknown (give --osts)"));
  add_setting(out, "beegfs.chunksize", std::to_string(chunk),
              "chunk size: a power of two, 1 MiB unless requests are larger");
  add_setting(out, "beegfs.setpattern",
              "beegfs-ctl --setpattern --numtargets=" + std::to_string(targets) + " --chunksize=" + lfs_size(chunk) +
                  " " + environment.path.string(),
              "set on the output directory before the files are created (needs BeeGFS admin rights on some sites)");
}

}  // namespace pcgns::stripe::rules

namespace pcgns::stripe {

std::string setstripe_options(const Recommendation& recommendation) {
  if (recommendation.stripe_count <= 0) return {};
  if (!recommendation.progressive())
    return "-c " + std::to_string(recommendation.stripe_count) + " -S " + lfs_size(recommendation.stripe_size);
  std::string options;
  for (const auto& component : recommendation.components) {
    if (!options.empty()) options += " ";
    options += "-E " + (component.end < 0 ? std::string("-1") : lfs_size(component.end)) + " -c " +
               std::to_string(component.stripe_count) + " -S " + lfs_size(component.stripe_size);
  }
  return options;
}

}  // namespace pcgns::stripe
