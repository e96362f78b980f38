#pragma once
// part_to_block for items of variable size (the faces of an NGON_n section, the cells
// of NFACE_n, MIXED elements): each id carries a list of entries.
#include "pcgns/exchange/part_to_block.hpp"

namespace pcgns::exchange {

struct VarContribution {
  std::span<const std::int64_t> ids;
  std::span<const std::int64_t> offsets;  // ids.size() + 1, from 0: item i is
                                          // entries [offsets[i], offsets[i+1])
  const void* entries = nullptr;          // offsets.back() * entry_bytes bytes
  int source = 0;
};

struct VarBlock {
  std::vector<std::int64_t> offsets;  // count + 1, from 0
  std::vector<std::byte> entries;
};

// Collective. As part_to_block; copies are equal when their whole items are.
VarBlock part_to_block_varsize(MPI_Comm comm, std::int64_t n, std::size_t entry_bytes,
                               std::span<const VarContribution> parts, Duplicates policy,
                               const ExchangeContext& context);

}  // namespace pcgns::exchange
