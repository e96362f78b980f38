#pragma once
// What the structure calls share: the key that spells a collective call with its
// arguments (OpenFile::define compares it across ranks, so a call made with different
// arguments on different ranks fails on every rank), and the builder wrapper that makes
// the library's errors name the file and the node being built.
#include <cstddef>
#include <string>
#include <vector>

#include "capi/handles.hpp"
#include "capi/open_file.hpp"
#include "pcgns/error.hpp"

namespace pcgns::capi {

// The words joined, each ended by '|'.
std::string call_key(const std::vector<std::string>& words);
// A C string argument as a key word ("(null)" for NULL, which the builder refuses later).
std::string key_word(const char* text);
// A digest of `size` bytes (FNV-1a, the same on every rank): array arguments go into the
// key by digest, since they may be long.
std::string digest_word(const void* bytes, std::size_t size);

// Runs a builder of the node at `path`; its errors name the file and that node.
template <class Fn>
decltype(auto) building(const OpenFile& file, const std::string& path, Fn&& build) {
  try {
    return build();
  } catch (const Error& e) {
    throw_error(e.code(), where(file.name(), path) + e.what());
  }
}

}  // namespace pcgns::capi
