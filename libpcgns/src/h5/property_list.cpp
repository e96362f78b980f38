#include "h5/property_list.hpp"

namespace pcgns::h5 {

PropertyList PropertyList::create(hid_t cls, const Where& where) {
  return PropertyList(check(H5Pcreate(cls), where, "H5Pcreate"), where);
}

PropertyList PropertyList::copy_of(hid_t list, const Where& where) {
  return PropertyList(check(H5Pcopy(list), where, "H5Pcopy"), where);
}

PropertyList PropertyList::adopt(hid_t id, const Where& where, const char* call) {
  return PropertyList(check(id, where, call), where);
}

void PropertyList::track_link_creation_order() {
  check(H5Pset_link_creation_order(id(), H5P_CRT_ORDER_TRACKED | H5P_CRT_ORDER_INDEXED), where_,
        "H5Pset_link_creation_order");
}

bool PropertyList::tracks_link_creation_order() const {
  unsigned flags = 0;
  check(H5Pget_link_creation_order(id(), &flags), where_, "H5Pget_link_creation_order");
  return (flags & H5P_CRT_ORDER_TRACKED) != 0;
}

void PropertyList::set_link_estimate(unsigned links, unsigned name_length) {
  check(H5Pset_est_link_info(id(), links, name_length), where_, "H5Pset_est_link_info");
}

unsigned PropertyList::max_compact_links() const {
  unsigned max_compact = 0, min_dense = 0;
  check(H5Pget_link_phase_change(id(), &max_compact, &min_dense), where_, "H5Pget_link_phase_change");
  return max_compact;
}

void PropertyList::set_metadata_cache_bytes(std::size_t bytes) {
  H5AC_cache_config_t config{};
  config.version = H5AC__CURR_CACHE_CONFIG_VERSION;
  check(H5Pget_mdc_config(id(), &config), where_, "H5Pget_mdc_config");
  config.set_initial_size = true;
  config.initial_size = bytes;
  config.min_size = bytes;
  config.max_size = bytes;
  check(H5Pset_mdc_config(id(), &config), where_, "H5Pset_mdc_config");
}

void PropertyList::set_libver_bounds(H5F_libver_t low, H5F_libver_t high) {
  check(H5Pset_libver_bounds(id(), low, high), where_, "H5Pset_libver_bounds");
}

void PropertyList::set_meta_block_size(std::int64_t bytes) {
  check(H5Pset_meta_block_size(id(), static_cast<hsize_t>(bytes)), where_, "H5Pset_meta_block_size");
}

void PropertyList::set_alignment(std::int64_t threshold, std::int64_t alignment) {
  check(H5Pset_alignment(id(), static_cast<hsize_t>(threshold), static_cast<hsize_t>(alignment)), where_,
        "H5Pset_alignment");
}

void PropertyList::set_layout(H5D_layout_t layout) { check(H5Pset_layout(id(), layout), where_, "H5Pset_layout"); }

H5D_layout_t PropertyList::layout() const {
  const H5D_layout_t layout = H5Pget_layout(id());
  if (layout < 0) fail(where_, "H5Pget_layout");
  return layout;
}

void PropertyList::set_alloc_time(H5D_alloc_time_t when) {
  check(H5Pset_alloc_time(id(), when), where_, "H5Pset_alloc_time");
}

void PropertyList::set_fill_time(H5D_fill_time_t when) {
  check(H5Pset_fill_time(id(), when), where_, "H5Pset_fill_time");
}

void PropertyList::set_mpio_driver(MPI_Comm comm, MPI_Info info) {
  check(H5Pset_fapl_mpio(id(), comm, info), where_, "H5Pset_fapl_mpio");
}

void PropertyList::set_mpio_transfer(H5FD_mpio_xfer_t mode) {
  check(H5Pset_dxpl_mpio(id(), mode), where_, "H5Pset_dxpl_mpio");
}

}  // namespace pcgns::h5
