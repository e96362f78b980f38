#pragma once
// Property lists (file creation/access, group creation, dataset creation).
#include <hdf5.h>

#include <cstddef>
#include <cstdint>

#include "h5/error.hpp"
#include "h5/handle.hpp"

namespace pcgns::h5 {

class PropertyList {
 public:
  // A new list of class `cls` (H5P_FILE_CREATE, H5P_FILE_ACCESS, H5P_GROUP_CREATE, ...).
  static PropertyList create(hid_t cls, const Where& where);
  // An independent copy of an existing list (e.g. one a caller configured).
  static PropertyList copy_of(hid_t list, const Where& where);
  // Adopts a list returned by an H5xget_*_plist call.
  static PropertyList adopt(hid_t id, const Where& where, const char* call);

  hid_t id() const { return handle_.id(); }

  // Creation-order tracking and indexing of links (group and file creation lists).
  void track_link_creation_order();
  bool tracks_link_creation_order() const;
  // Group creation lists: the links a new group is expected to hold and their name
  // length, from which HDF5 sizes the group's first object header.
  void set_link_estimate(unsigned links, unsigned name_length);
  // Group creation lists: the most links a group keeps in its object header before it
  // moves them to dense storage.
  unsigned max_compact_links() const;
  void set_libver_bounds(H5F_libver_t low, H5F_libver_t high);
  // File access lists: a metadata cache of a fixed size (HDF5 adapts it otherwise).
  void set_metadata_cache_bytes(std::size_t bytes);
  void set_meta_block_size(std::int64_t bytes);
  void set_alignment(std::int64_t threshold, std::int64_t alignment);
  void set_layout(H5D_layout_t layout);
  H5D_layout_t layout() const;
  void set_alloc_time(H5D_alloc_time_t when);
  void set_fill_time(H5D_fill_time_t when);
  // Parallel HDF5: the MPI-IO file driver (file access) and the transfer mode (dataset
  // transfer lists: H5FD_MPIO_COLLECTIVE or H5FD_MPIO_INDEPENDENT).
  void set_mpio_driver(MPI_Comm comm, MPI_Info info);
  void set_mpio_transfer(H5FD_mpio_xfer_t mode);

 private:
  PropertyList(hid_t id, const Where& where) : handle_(id, H5Pclose), where_(where) {}
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
