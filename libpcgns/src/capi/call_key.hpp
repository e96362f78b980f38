#pragma once
// What the structure calls share: the key that spells a collective call with its
// arguments (OpenFile::define compares it across ranks, so a call made with different
// arguments on different ranks fails on every rank), and the builder wrapper that makes
// the library's errors name the file and the node being built.
#include <cstddef>
#include <string>
#include <type_traits>
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

// The label of `parent`'s node at `relative` ("" when there is none), in the tree of `file`.
std::string label_under(const OpenFile& file, const Located& parent, const std::string& relative);
// InputError when the node at `relative` had label `before` and now has another: a name
// taken by a node of another kind, which the builder replaced (the official library
// refuses a duplicate name).
void require_same_kind(const OpenFile& file, const Located& parent, const std::string& relative,
                       const std::string& before);

// Runs a builder of the node at `relative` under `parent`; its errors name the file and
// that node. A builder replaces a node of the same name: one of another kind is refused
// (the file then fails as a whole, so nothing replaced reaches the disk).
template <class Fn>
decltype(auto) building(const OpenFile& file, const Located& parent, const std::string& relative, Fn&& build) {
  try {
    const std::string before = label_under(file, parent, relative);
    if constexpr (std::is_void_v<std::invoke_result_t<Fn&>>) {
      build();
      require_same_kind(file, parent, relative, before);
    } else {
      decltype(auto) built = build();
      require_same_kind(file, parent, relative, before);
      return built;
    }
  } catch (const Error& e) {
    throw_error(e.code(), where(file.name(), joined_path(parent.path, relative)) + e.what());
  }
}

}  // namespace pcgns::capi
