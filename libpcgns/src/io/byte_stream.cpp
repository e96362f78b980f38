#include "io/byte_stream.hpp"

#include <cstring>

#include "pcgns/error.hpp"

namespace pcgns::io {

void ByteWriter::append(const void* data, std::size_t size) {
  const auto* first = static_cast<const std::byte*>(data);
  bytes_.insert(bytes_.end(), first, first + size);
}

void ByteWriter::put_u8(std::uint8_t value) { append(&value, sizeof value); }

void ByteWriter::put_i64(std::int64_t value) { append(&value, sizeof value); }

void ByteWriter::put_bytes(std::span<const std::byte> bytes) {
  put_i64(static_cast<std::int64_t>(bytes.size()));
  append(bytes.data(), bytes.size());
}

void ByteWriter::put_string(std::string_view text) {
  put_i64(static_cast<std::int64_t>(text.size()));
  append(text.data(), text.size());
}

std::span<const std::byte> ByteReader::take(std::size_t size) {
  if (size > bytes_.size() - position_)
    throw InternalError("corrupt serialized data: " + std::to_string(size) + " bytes wanted at position " +
                        std::to_string(position_) + " of " + std::to_string(bytes_.size()));
  auto part = bytes_.subspan(position_, size);
  position_ += size;
  return part;
}

std::uint8_t ByteReader::get_u8() {
  std::uint8_t value = 0;
  std::memcpy(&value, take(sizeof value).data(), sizeof value);
  return value;
}

std::int64_t ByteReader::get_i64() {
  std::int64_t value = 0;
  std::memcpy(&value, take(sizeof value).data(), sizeof value);
  return value;
}

std::vector<std::byte> ByteReader::get_bytes() {
  const std::int64_t size = get_i64();
  if (size < 0) throw InternalError("corrupt serialized data: negative length");
  const auto part = take(static_cast<std::size_t>(size));
  return {part.begin(), part.end()};
}

std::string ByteReader::get_string() {
  const std::int64_t size = get_i64();
  if (size < 0) throw InternalError("corrupt serialized data: negative length");
  const auto part = take(static_cast<std::size_t>(size));
  return {reinterpret_cast<const char*>(part.data()), part.size()};
}

}  // namespace pcgns::io
