#include "h5/file.hpp"

namespace pcgns::h5 {

File File::create(const std::filesystem::path& path, const PropertyList& creation, const PropertyList& access) {
  silence_auto_printing();
  Where where{path.string(), "/"};
  const hid_t id = H5Fcreate(path.c_str(), H5F_ACC_TRUNC, creation.id(), access.id());
  return File(check(id, where, "H5Fcreate", ExitCode::cant_create), where);
}

File File::open(const std::filesystem::path& path, unsigned flags, ExitCode code) {
  silence_auto_printing();
  const Where where{path.string(), "/"};
  return File(check(H5Fopen(path.c_str(), flags, H5P_DEFAULT), where, "H5Fopen", code), where);
}

File File::open(const std::filesystem::path& path, unsigned flags, const PropertyList& access, ExitCode code) {
  silence_auto_printing();
  const Where where{path.string(), "/"};
  return File(check(H5Fopen(path.c_str(), flags, access.id()), where, "H5Fopen", code), where);
}

bool File::is_hdf5(const std::filesystem::path& path) {
  silence_auto_printing();
  const htri_t result = H5Fis_hdf5(path.c_str());
  H5Eclear2(H5E_DEFAULT);
  return result > 0;
}

void File::close() {
  const hid_t id = handle_.release();
  if (id >= 0) check(H5Fclose(id), where_, "H5Fclose");
}

}  // namespace pcgns::h5
