#pragma once
// The identity of an HDF5 object (its file and its address or token): two links reach
// the same group exactly when their ids are equal, which is how a reader notices a
// group reached a second time (a cycle of hard links, or one group shared by two nodes).
#include <hdf5.h>

#include <array>
#include <compare>
#include <cstdint>

#include "h5/error.hpp"

namespace pcgns::h5 {

struct ObjectId {
  unsigned long file_number = 0;
  std::array<unsigned char, 16> address{};  // haddr_t (1.10) or H5O_token_t (1.12+)

  auto operator<=>(const ObjectId&) const = default;
};

// The id of the open object `id` (a group, a dataset).
ObjectId object_id(hid_t id, const Where& where);

}  // namespace pcgns::h5
