// The parallel HDF5 paths, kept for comparison with the queue path and for layouts it
// cannot serve: every rank opens the committed skeleton through the MPI-IO driver and
// writes with H5Dwrite, collectively per dataset or independently per request. All
// direct HDF5 calls of the io layer live in this file.
#include <algorithm>
#include <map>

#include "h5/dataset.hpp"
#include "h5/dataspace.hpp"
#include "h5/error.hpp"
#include "h5/handle.hpp"
#include "h5/property_list.hpp"
#include "io/data_sink.hpp"
#include "io/packed_selection.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::io {
namespace {

// CGNS dimensions are Fortran-ordered; HDF5 stores them reversed.
std::vector<hsize_t> reversed(const Dims& dims) {
  std::vector<hsize_t> out(dims.size());
  for (std::size_t d = 0; d < dims.size(); ++d) out[dims.size() - 1 - d] = static_cast<hsize_t>(dims[d]);
  return out;
}

void select_boxes(const h5::Dataspace& space, const std::vector<Box>& boxes, const h5::Where& where) {
  bool first = true;
  for (const Box& box : boxes) {
    Dims extent(box.lo.size());
    for (std::size_t d = 0; d < extent.size(); ++d) extent[d] = box.hi[d] - box.lo[d] + 1;
    const auto start = reversed(box.lo);
    const auto count = reversed(extent);
    h5::check(H5Sselect_hyperslab(space.id(), first ? H5S_SELECT_SET : H5S_SELECT_OR, start.data(), nullptr,
                                  count.data(), nullptr),
              where, "H5Sselect_hyperslab");
    first = false;
  }
}

std::vector<Box> request_boxes(const Dims& dims, const ArrayRequest& request) {
  if (request.box) return {*request.box};
  return range_boxes(dims, request.first, request.count);
}

class Hdf5Sink final : public DataSink {
 public:
  Hdf5Sink(MPI_Comm comm, h5::Handle file, h5::Where where, h5::PropertyList transfer, bool collective)
      : comm_(comm),
        file_(std::move(file)),
        where_(std::move(where)),
        transfer_(std::move(transfer)),
        collective_(collective) {}

  ~Hdf5Sink() override { datasets_.clear(); }

  void write(const ArrayTable& arrays, const std::vector<ArrayRequest>& requests,
             const std::vector<ByteRun>&) override {
    std::vector<std::vector<const ArrayRequest*>> by_array(arrays.size());
    for (const ArrayRequest& r : requests) by_array[r.array].push_back(&r);
    // Collective H5Dwrite needs every rank on every dataset written by anyone: agree on
    // which datasets those are, and visit them in the same (offset) order everywhere.
    std::vector<unsigned char> touched(arrays.size(), 0);
    for (std::size_t i = 0; i < arrays.size(); ++i) touched[i] = by_array[i].empty() ? 0 : 1;
    MPI_Allreduce(MPI_IN_PLACE, touched.data(), static_cast<int>(touched.size()), MPI_UNSIGNED_CHAR, MPI_MAX, comm_);
    mpi::run_agreed(comm_, [&] {
      for (std::size_t i = 0; i < arrays.size(); ++i)
        if (touched[i]) open_dataset(i, arrays[i]);
    });
    std::exception_ptr error;
    for (std::size_t i = 0; i < arrays.size(); ++i) {
      if (!touched[i]) continue;
      // A rank that failed keeps taking part: the others may be inside a collective.
      try {
        if (collective_) write_collective(datasets_.at(i), arrays[i], by_array[i]);
        else
          for (const ArrayRequest* r : by_array[i]) write_one(datasets_.at(i), arrays[i], *r);
      } catch (...) {
        if (!error) error = std::current_exception();
      }
    }
    mpi::agree_on_error(comm_, error);
  }

  void close() override {
    mpi::run_agreed(comm_, [&] {
      datasets_.clear();
      const hid_t id = file_.release();
      h5::check(H5Fclose(id), where_, "H5Fclose");
    });
  }

 private:
  void open_dataset(std::size_t index, const DatasetPlacement& array) {
    if (datasets_.count(index)) return;
    // Relative to the root group, so that messages read "file:/Base/Zone/X/ data".
    const std::string relative = array.node_path.substr(array.node_path.find_first_not_of('/'));
    datasets_.emplace(index, h5::Dataset::open(file_.id(), relative + "/ data", where_));
  }

  void write_selection(const h5::Dataset& dataset, const h5::Dataspace& file_space, std::int64_t elements,
                       const void* values) {
    const auto type = dataset.type();
    // An empty selection still takes part in a collective write.
    static const std::byte nothing{};
    auto memory_space =
        h5::Dataspace::simple({static_cast<hsize_t>(std::max<std::int64_t>(elements, 1))}, dataset.where());
    if (elements == 0) {
      h5::check(H5Sselect_none(memory_space.id()), dataset.where(), "H5Sselect_none");
      h5::check(H5Sselect_none(file_space.id()), dataset.where(), "H5Sselect_none");
      values = &nothing;
    }
    h5::check(H5Dwrite(dataset.id(), type.id(), memory_space.id(), file_space.id(), transfer_.id(), values),
              dataset.where(), "H5Dwrite");
  }

  void write_collective(const h5::Dataset& dataset, const DatasetPlacement& array,
                        const std::vector<const ArrayRequest*>& requests) {
    const auto file_space = dataset.space();
    if (requests.empty()) {
      write_selection(dataset, file_space, 0, nullptr);
    } else if (requests.size() == 1) {
      select_boxes(file_space, request_boxes(array.dims, *requests[0]), dataset.where());
      write_selection(dataset, file_space, requests[0]->elements(), requests[0]->memory);
    } else {
      const PackedSelection packed = pack_requests(array, requests);
      select_boxes(file_space, packed.boxes, dataset.where());
      const auto elements = static_cast<std::int64_t>(packed.values.size() / element_size(array.type));
      write_selection(dataset, file_space, elements, packed.values.data());
    }
  }

  void write_one(const h5::Dataset& dataset, const DatasetPlacement& array, const ArrayRequest& request) {
    if (request.elements() == 0) return;
    const auto file_space = dataset.space();
    select_boxes(file_space, request_boxes(array.dims, request), dataset.where());
    write_selection(dataset, file_space, request.elements(), request.memory);
  }

  MPI_Comm comm_;
  h5::Handle file_;
  h5::Where where_;
  h5::PropertyList transfer_;
  bool collective_;
  std::map<std::size_t, h5::Dataset> datasets_;
};

}  // namespace

std::unique_ptr<DataSink> open_hdf5_sink(MPI_Comm comm, const std::filesystem::path& file,
                                         const std::string& display_name, const mpi::Hints& hints, bool collective) {
  h5::silence_auto_printing();
  const h5::Where where{display_name, "/"};
  auto transfer = mpi::run_agreed(comm, [&] {
    auto list = std::make_unique<h5::PropertyList>(h5::PropertyList::create(H5P_DATASET_XFER, where));
    h5::check(H5Pset_dxpl_mpio(list->id(), collective ? H5FD_MPIO_COLLECTIVE : H5FD_MPIO_INDEPENDENT), where,
              "H5Pset_dxpl_mpio");
    return list;
  });
  auto access = mpi::run_agreed(comm, [&] {
    const mpi::MpiInfo info(hints);
    auto list = std::make_unique<h5::PropertyList>(h5::PropertyList::create(H5P_FILE_ACCESS, where));
    // H5Pset_fapl_mpio duplicates the communicator and the info.
    h5::check(H5Pset_fapl_mpio(list->id(), comm, info.get()), where, "H5Pset_fapl_mpio");
    return list;
  });
  const hid_t id = H5Fopen(file.c_str(), H5F_ACC_RDWR, access->id());
  h5::Handle handle(id, H5Fclose);
  mpi::run_agreed(comm, [&] { h5::check(id, where, "H5Fopen"); });
  return std::make_unique<Hdf5Sink>(comm, std::move(handle), where, std::move(*transfer), collective);
}

}  // namespace pcgns::io
