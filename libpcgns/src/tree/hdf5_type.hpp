#pragma once
// The HDF5 type of each CGNS data type, as ADFH uses it both in memory and in the file
// (native types: little-endian on the machines CGNS files come from).
#include "h5/datatype.hpp"
#include "pcgns/data_type.hpp"

namespace pcgns::tree {

// Throws InternalError for MT and LK, which carry no data.
h5::Datatype hdf5_type(DataType type, const h5::Where& where);

}  // namespace pcgns::tree
