#pragma once
// HDF5 dataspaces, including the selection of a flat element range of a
// multi-dimensional dataspace (the storage order of a CGNS array).
#include <hdf5.h>

#include <cstdint>
#include <vector>

#include "h5/error.hpp"
#include "h5/handle.hpp"

namespace pcgns::h5 {

class Dataspace {
 public:
  static Dataspace scalar(const Where& where);
  static Dataspace simple(const std::vector<hsize_t>& dims, const Where& where);
  static Dataspace adopt(hid_t id, const Where& where, const char* call);

  hid_t id() const { return handle_.id(); }
  std::vector<hsize_t> dims() const;
  std::int64_t element_count() const;

  // Selects elements [first, first + count) in row-major (HDF5) order, which is the
  // order of the bytes on disk and of a CGNS array in memory. A range that is not a
  // box becomes a union of at most 2 * rank - 1 boxes.
  void select_flat_range(std::int64_t first, std::int64_t count);
  // Selects nothing: how a rank with no data takes part in a collective transfer.
  void select_none();

 private:
  Dataspace(hid_t id, const Where& where) : handle_(id, H5Sclose), where_(where) {}
  void select_box(const std::vector<hsize_t>& start, const std::vector<hsize_t>& count, bool first_box);
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
