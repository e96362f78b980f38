#pragma once
// HDF5 datasets: a CGNS node's values live in its " data" dataset.
#include <hdf5.h>

#include <cstdint>
#include <string>

#include "h5/dataspace.hpp"
#include "h5/datatype.hpp"
#include "h5/error.hpp"
#include "h5/handle.hpp"
#include "h5/property_list.hpp"

namespace pcgns::h5 {

class Dataset {
 public:
  static Dataset create(hid_t parent, const std::string& name, const Datatype& type, const Dataspace& space,
                        const PropertyList& creation, const Where& where);
  static Dataset open(hid_t parent, const std::string& name, const Where& where);

  hid_t id() const { return handle_.id(); }
  const Where& where() const { return where_; }
  Dataspace space() const;
  Datatype type() const;
  PropertyList creation_list() const;
  // Byte offset of the data in the file; -1 unless contiguous and allocated.
  std::int64_t offset() const;
  // Bytes allocated in the file (compact, contiguous or chunked): what is on disk.
  std::int64_t storage_size() const;

  void write(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
             const void* buffer);
  void write_all(const Datatype& memory_type, const void* buffer);
  void read(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
            void* buffer) const;
  void read_all(const Datatype& memory_type, void* buffer) const;
  // The same transfers with a dataset transfer list (collective or independent MPI-IO).
  void write(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space,
             const void* buffer, const PropertyList& transfer);
  void read(const Datatype& memory_type, const Dataspace& memory_space, const Dataspace& file_space, void* buffer,
            const PropertyList& transfer) const;

 private:
  Dataset(hid_t id, const Where& where) : handle_(id, H5Dclose), where_(where) {}
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
