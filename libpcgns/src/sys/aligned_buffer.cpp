#include "sys/aligned_buffer.hpp"

#include <cstdlib>
#include <new>

namespace pcgns::sys {
namespace {

std::size_t lead_for(std::int64_t offset) {
  return static_cast<std::size_t>(offset % static_cast<std::int64_t>(kDirectAlignment));
}

}  // namespace

void AlignedBuffer::Free::operator()(std::byte* p) const { std::free(p); }

AlignedBuffer::AlignedBuffer(std::size_t bytes, std::int64_t offset) {
  // Room for the lead and a last partial block, so that any placement fits.
  capacity_ = (bytes / kDirectAlignment + 2) * kDirectAlignment;
  base_.reset(static_cast<std::byte*>(std::aligned_alloc(kDirectAlignment, capacity_)));
  if (!base_) throw std::bad_alloc();
  lead_ = lead_for(offset);
  size_ = bytes;
}

bool AlignedBuffer::reuse_for(std::size_t bytes, std::int64_t offset) {
  const std::size_t lead = lead_for(offset);
  if (!base_ || lead + bytes > capacity_) return false;
  lead_ = lead;
  size_ = bytes;
  return true;
}

}  // namespace pcgns::sys
