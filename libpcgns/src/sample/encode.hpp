#pragma once
// Expected values (doubles) to and from the bytes of an array's file type.
#include <cstddef>
#include <vector>

#include "pcgns/data_type.hpp"

namespace pcgns::sample {

// Encodes values as R8, R4, I4 or I8; InternalError for other types.
std::vector<std::byte> encode_values(const std::vector<double>& values, DataType type);
// Decodes `count` elements of `type` (R8, R4, I4, I8) to doubles.
std::vector<double> decode_values(const std::vector<std::byte>& bytes, DataType type);

}  // namespace pcgns::sample
