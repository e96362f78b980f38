#include "capi/sampled_fingerprint.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace pcgns::capi {
namespace {

std::vector<std::byte> pattern(std::size_t bytes) {
  std::vector<std::byte> data(bytes);
  for (std::size_t i = 0; i < bytes; ++i) data[i] = static_cast<std::byte>((i * 131 + 7) % 251);
  return data;
}

TEST(SampledFingerprint, EqualBuffersAgree) {
  const auto a = pattern(3 << 20), b = pattern(3 << 20);
  EXPECT_EQ(sampled_fingerprint(a.data(), a.size()), sampled_fingerprint(b.data(), b.size()));
}

TEST(SampledFingerprint, SeesAnyStretchOfOneStrideChanged) {
  // A solver updating part of its array in place: any kFingerprintStride bytes in a row,
  // wherever they start, hold a sampled word.
  auto data = pattern((1 << 20) + 37);
  const std::uint64_t before = sampled_fingerprint(data.data(), data.size());
  for (std::size_t start = 0; start + kFingerprintStride <= data.size(); start += 4093) {
    auto changed = data;
    for (std::size_t i = start; i < start + kFingerprintStride; ++i) changed[i] ^= std::byte{0x5a};
    EXPECT_NE(sampled_fingerprint(changed.data(), changed.size()), before) << "stretch at " << start;
  }
}

TEST(SampledFingerprint, SeesTheLastByteAndShortBuffers) {
  for (const std::size_t bytes :
       {std::size_t{1}, std::size_t{5}, std::size_t{8}, std::size_t{513}, std::size_t{4099}}) {
    auto data = pattern(bytes);
    const std::uint64_t before = sampled_fingerprint(data.data(), data.size());
    data.back() ^= std::byte{1};
    EXPECT_NE(sampled_fingerprint(data.data(), data.size()), before) << bytes << " bytes";
  }
}

TEST(SampledFingerprint, TellsLengthsApart) {
  const auto data = pattern(1024);
  EXPECT_NE(sampled_fingerprint(data.data(), 0), sampled_fingerprint(data.data(), 1));
  EXPECT_NE(sampled_fingerprint(data.data(), 1024), sampled_fingerprint(data.data(), 1016));
}

}  // namespace
}  // namespace pcgns::capi
