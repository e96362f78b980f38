#pragma once
// A minimal binary encoding for what rank 0 broadcasts (trees, placement tables):
// fixed-width little-endian-as-in-memory integers and length-prefixed byte strings.
// Every rank of a job runs the same binary, so no portability layer is needed.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pcgns::io {

class ByteWriter {
 public:
  void put_u8(std::uint8_t value);
  void put_i64(std::int64_t value);
  void put_bytes(std::span<const std::byte> bytes);  // length-prefixed
  void put_string(std::string_view text);            // length-prefixed
  std::vector<std::byte> take() { return std::move(bytes_); }

 private:
  void append(const void* data, std::size_t size);
  std::vector<std::byte> bytes_;
};

// Reads what ByteWriter wrote; throws InternalError when the input is truncated.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::byte> bytes) : bytes_(bytes) {}
  std::uint8_t get_u8();
  std::int64_t get_i64();
  std::vector<std::byte> get_bytes();
  std::string get_string();
  bool at_end() const { return position_ == bytes_.size(); }

 private:
  std::span<const std::byte> take(std::size_t size);
  std::span<const std::byte> bytes_;
  std::size_t position_ = 0;
};

}  // namespace pcgns::io
