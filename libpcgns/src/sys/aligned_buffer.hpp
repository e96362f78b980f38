#pragma once
// A buffer whose bytes can go to disk with direct I/O (O_DIRECT): the disk reads them
// from memory itself, with no copy into the page cache. Direct I/O wants the memory and
// the file offset aligned alike on the device's block; the buffer is therefore laid out
// for the file offset its values go to: data() is as far past a 4 KiB boundary as the
// offset is.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

namespace pcgns::sys {

inline constexpr std::size_t kDirectAlignment = 4096;  // a multiple of every block size met

class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  // Room for `bytes` bytes bound for `offset`; the bytes are not initialised.
  AlignedBuffer(std::size_t bytes, std::int64_t offset);

  std::byte* data() { return base_.get() + lead_; }
  const std::byte* data() const { return base_.get() + lead_; }
  std::size_t size() const { return size_; }
  std::span<std::byte> bytes() { return {data(), size_}; }
  std::span<const std::byte> bytes() const { return {data(), size_}; }
  // Holds `bytes` bytes bound for `offset` now, in the memory it has when that fits:
  // pages already mapped, instead of fresh ones the kernel must clear.
  bool reuse_for(std::size_t bytes, std::int64_t offset);
  std::size_t capacity() const { return capacity_; }

 private:
  struct Free {
    void operator()(std::byte* p) const;
  };
  std::unique_ptr<std::byte, Free> base_;
  std::size_t capacity_ = 0;  // bytes allocated
  std::size_t lead_ = 0;      // offset % kDirectAlignment
  std::size_t size_ = 0;
};

}  // namespace pcgns::sys
