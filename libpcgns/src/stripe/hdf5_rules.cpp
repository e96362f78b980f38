// HDF5 file-access settings.
//
// Sources:
//  - HDF5 reference manual, H5Pset_alignment: objects of at least `threshold` bytes
//    start at a multiple of `alignment`; set it to the stripe size on striped file
//    systems, the block size elsewhere. H5Pset_meta_block_size: metadata is
//    allocated in blocks of that size (default 2 KiB).
//  - HDF5 "Collective metadata I/O" (H5Pset_all_coll_metadata_ops,
//    H5Pset_coll_metadata_write, HDF5 1.10): one rank reads metadata and broadcasts,
//    instead of every rank hitting the metadata server.
//  - Howison, Koziol et al., "Tuning HDF5 for Lustre file systems" (2010): alignment
//    to the stripe size and large metadata blocks on Lustre.
//  - CGNS/HDF5 practice (DESIGN.md): bulk arrays contiguous, allocated early, never filled.
#include <algorithm>
#include <string>

#include "pcgns/stripe/file_system.hpp"
#include "rules.hpp"

namespace pcgns::stripe::rules {

std::pair<std::int64_t, std::string> hdf5_alignment(const Environment& environment, std::int64_t stripe_size) {
  if (environment.fs == "lustre") return {stripe_size, "the stripe size: no array starts inside another's stripe"};
  if (environment.block_size > 0)
    return {environment.block_size, "the " + environment.fs + " block size (statfs): no partial-block writes"};
  if (is_shared_fs(environment.fs))
    return {1 * MiB, "block size not measured (--fs differs from the real file system): 1 MiB assumed"};
  return {4 * KiB, "block size not measured: 4 KiB assumed"};
}

void add_hdf5(const Workload& workload, const Environment& environment, Recommendation& out) {
  const auto [alignment, alignment_reason] = hdf5_alignment(environment, out.stripe_size);
  out.alignment = alignment;
  out.alignment_threshold = std::max(alignment, kCompactLimit);
  const bool parallel_fs = is_shared_fs(environment.fs);
  // One metadata block per alignment unit keeps metadata writes off the data stripes.
  out.meta_block_size = parallel_fs ? std::clamp(alignment, kCompactLimit, 4 * MiB) : kHdf5DefaultMetaBlock;
  const bool collective = workload.writers_per_file() > 1;

  add_setting(out, "hdf5.alignment", std::to_string(out.alignment), "H5Pset_alignment: " + alignment_reason);
  add_setting(out, "hdf5.alignment_threshold", std::to_string(out.alignment_threshold),
              "only arrays of at least one alignment unit (and 64 KiB) are aligned: padding stays small");
  add_setting(out, "hdf5.meta_block_size", std::to_string(out.meta_block_size),
              parallel_fs ? "H5Pset_meta_block_size: metadata gathered in aligned blocks, off the data stripes"
                          : "HDF5 default: metadata is cheap on a local disk");
  add_setting(out, "hdf5.coll_metadata", collective ? "true" : "false",
              collective ? "H5Pset_all_coll_metadata_ops/coll_metadata_write: one rank reads, all share"
                         : "one writer per file: nothing to share");
  add_setting(out, "hdf5.layout", "contiguous",
              "bulk arrays contiguous, allocated early, no fill: one extent per array, no chunk index");
}

}  // namespace pcgns::stripe::rules
