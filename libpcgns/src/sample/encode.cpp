#include "sample/encode.hpp"

#include <cstdint>
#include <cstring>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::sample {
namespace {

template <class T>
std::vector<std::byte> encode_as(const std::vector<double>& values) {
  std::vector<std::byte> out(values.size() * sizeof(T));
  for (std::size_t i = 0; i < values.size(); ++i) {
    const T v = static_cast<T>(values[i]);
    std::memcpy(out.data() + i * sizeof(T), &v, sizeof(T));
  }
  return out;
}

template <class T>
std::vector<double> decode_as(const std::vector<std::byte>& bytes) {
  std::vector<double> out(bytes.size() / sizeof(T));
  for (std::size_t i = 0; i < out.size(); ++i) {
    T v;
    std::memcpy(&v, bytes.data() + i * sizeof(T), sizeof(T));
    out[i] = static_cast<double>(v);
  }
  return out;
}

[[noreturn]] void unsupported(DataType type) {
  throw InternalError("sample case: arrays of type " + std::string(to_string(type)) + " are not part of the case");
}

}  // namespace

std::vector<std::byte> encode_values(const std::vector<double>& values, DataType type) {
  switch (type) {
    case DataType::R8: return encode_as<double>(values);
    case DataType::R4: return encode_as<float>(values);
    case DataType::I4: return encode_as<std::int32_t>(values);
    case DataType::I8: return encode_as<std::int64_t>(values);
    default: unsupported(type);
  }
}

std::vector<double> decode_values(const std::vector<std::byte>& bytes, DataType type) {
  switch (type) {
    case DataType::R8: return decode_as<double>(bytes);
    case DataType::R4: return decode_as<float>(bytes);
    case DataType::I4: return decode_as<std::int32_t>(bytes);
    case DataType::I8: return decode_as<std::int64_t>(bytes);
    default: unsupported(type);
  }
}

}  // namespace pcgns::sample
