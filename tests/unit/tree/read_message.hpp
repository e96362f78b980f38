#pragma once
// What read_tree says about a file: the message of the exception of type E it throws,
// or what went otherwise ("no exception", "wrong exception type: ...").
#include <exception>
#include <filesystem>
#include <string>

#include "pcgns/tree_io.hpp"

namespace pcgns::testing {

template <class E>
std::string read_message(const std::filesystem::path& file) {
  try {
    read_tree(file);
  } catch (const E& e) {
    return e.what();
  } catch (const std::exception& e) {
    return std::string("wrong exception type: ") + e.what();
  }
  return "no exception";
}

}  // namespace pcgns::testing
