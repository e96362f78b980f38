#pragma once
// HDF5 files. Opening or creating one also silences HDF5's automatic error printing.
#include <hdf5.h>

#include <filesystem>

#include "h5/error.hpp"
#include "h5/group.hpp"
#include "h5/handle.hpp"
#include "h5/property_list.hpp"

namespace pcgns::h5 {

class File {
 public:
  // Creates (truncating) `path`; failures throw OutputError.
  static File create(const std::filesystem::path& path, const PropertyList& creation, const PropertyList& access);
  // Opens an existing HDF5 file; failures throw `code` (I/O error by default).
  static File open(const std::filesystem::path& path, unsigned flags, ExitCode code = ExitCode::io);
  // Same with a file access list (e.g. the MPI-IO driver).
  static File open(const std::filesystem::path& path, unsigned flags, const PropertyList& access,
                   ExitCode code = ExitCode::io);
  // True when `path` starts with an HDF5 signature.
  static bool is_hdf5(const std::filesystem::path& path);

  hid_t id() const { return handle_.id(); }
  const Where& where() const { return where_; }
  Group root() const { return Group::open(id(), "/", where_); }
  // Closes now and reports a failure (the destructor cannot).
  void close();

 private:
  File(hid_t id, const Where& where) : handle_(id, H5Fclose), where_(where) {}
  Handle handle_;
  Where where_;
};

}  // namespace pcgns::h5
