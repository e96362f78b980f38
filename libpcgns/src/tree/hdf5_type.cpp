#include "tree/hdf5_type.hpp"

#include <string>

namespace pcgns::tree {

h5::Datatype hdf5_type(DataType type, const h5::Where& where) {
  using h5::Datatype;
  switch (type) {
    case DataType::I4: return Datatype::predefined(H5T_NATIVE_INT32);
    case DataType::I8: return Datatype::predefined(H5T_NATIVE_INT64);
    case DataType::U4: return Datatype::predefined(H5T_NATIVE_UINT32);
    case DataType::U8: return Datatype::predefined(H5T_NATIVE_UINT64);
    case DataType::R4: return Datatype::predefined(H5T_NATIVE_FLOAT);
    case DataType::R8: return Datatype::predefined(H5T_NATIVE_DOUBLE);
    case DataType::C1: return Datatype::predefined(H5T_NATIVE_CHAR);
    case DataType::B1: return Datatype::predefined(H5T_NATIVE_UCHAR);
    case DataType::X4: return Datatype::complex_of(H5T_NATIVE_FLOAT, where);
    case DataType::X8: return Datatype::complex_of(H5T_NATIVE_DOUBLE, where);
    case DataType::MT:
    case DataType::LK: break;
  }
  throw InternalError(where.describe() + ": no HDF5 type for data type " + std::string(to_string(type)));
}

}  // namespace pcgns::tree
