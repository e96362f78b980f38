#pragma once
// The individual rules behind recommend(), one function per decision, each naming the
// published guidance it follows. Private to the library; exposed to the unit tests.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/stripe/byte_size.hpp"
#include "pcgns/stripe/recommendation.hpp"

namespace pcgns::stripe::rules {

// Thresholds of the NERSC "Lustre file striping recommendations" (shared files:
// < 1 GB one OST, 1-10 GB 8, 10-100 GB 24, > 100 GB 72; file-per-process: the default
// of one OST up to 1 TB per file).
inline constexpr std::int64_t kSmallFile = 1 * GiB;
inline constexpr std::int64_t kMediumFile = 10 * GiB;
inline constexpr std::int64_t kLargeFile = 100 * GiB;
inline constexpr std::int64_t kHugeFile = 1 * TiB;
inline constexpr int kSmallCount = 8;
inline constexpr int kMediumCount = 24;
inline constexpr int kLargeCount = 72;
// The widest striping recommended (NERSC's stripe_large): wider layouts cost every
// client more RPCs and locks than they bring on a shared machine (NASA HECC "Lustre
// best practices": stripe only as wide as the file needs).
inline constexpr int kSiteMaxStripeCount = kLargeCount;

// Lustre manual (lfs-setstripe(1)): the stripe size is a multiple of 64 KiB; 1 MiB is
// the default and NERSC's choice for every tier.
inline constexpr std::int64_t kStripeUnit = 64 * KiB;
inline constexpr std::int64_t kDefaultStripeSize = 1 * MiB;
inline constexpr std::int64_t kMaxStripeSize = 64 * MiB;

// Writers one OST serves well (a common site rule of thumb: a handful, 4-8, of
// concurrent writers per OST before lock and RPC contention dominate).
inline constexpr int kWritersPerOst = 8;
// Many files in one directory load the metadata server (NASA HECC and OLCF advise
// against thousands of files per directory).
inline constexpr int kManyFilesPerDirectory = 1000;
// ROMIO's default collective buffer (ROMIO users guide: cb_buffer_size 16 MiB).
inline constexpr std::int64_t kRomioDefaultCbBuffer = 16 * MiB;
// Below this size the official CGNS library stores arrays compactly (DESIGN.md):
// aligning them would only pad.
inline constexpr std::int64_t kCompactLimit = 64 * KiB;
inline constexpr std::int64_t kHdf5DefaultMetaBlock = 2048;

// Stripe count the guidance gives for one file of `file_bytes` (0 = unknown: the
// widest tier, used as the last component of a progressive layout).
int guidance_stripe_count(Pattern pattern, std::int64_t file_bytes);
// 1 MiB, or for requests of 1 MiB and more the largest multiple of 64 KiB up to
// 64 MiB that divides the request.
std::int64_t stripe_size_for(std::int64_t request_size);
// Whether to use a progressive file layout (unknown or large shared files).
bool wants_progressive(Pattern pattern, std::int64_t file_bytes);
// The components of a progressive layout ending in `final_count` stripes.
std::vector<LayoutComponent> progressive_components(int final_count, std::int64_t stripe_size);
// Aggregators for a Lustre file of `stripe_count` stripes.
int lustre_cb_nodes(int stripe_count, int ranks, int nodes);
// A whole number of `unit`s close to ROMIO's 16 MiB default (at least one unit).
std::int64_t cb_buffer_for(std::int64_t unit);

// The HDF5 alignment for a file system (the stripe size on Lustre) and why.
std::pair<std::int64_t, std::string> hdf5_alignment(const Environment& environment, std::int64_t stripe_size);

// Settings of each area, appended to `out`.
void add_lustre(const Workload& workload, const Environment& environment, Recommendation& out);
void add_beegfs(const Workload& workload, const Environment& environment, Recommendation& out);
void add_mpiio(const Workload& workload, const Environment& environment, Recommendation& out);
void add_hdf5(const Workload& workload, const Environment& environment, Recommendation& out);
void add_warnings(const Workload& workload, const Environment& environment, Recommendation& out);

void add_setting(Recommendation& out, std::string name, std::string value, std::string reason);

}  // namespace pcgns::stripe::rules
