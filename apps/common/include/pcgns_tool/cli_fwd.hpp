#pragma once
// CLI11's types by name only. The functions that add options take a CLI::App&; the
// header-only CLI/CLI.hpp costs seconds of compile time in every file that includes it,
// so only the files that define options or parse include it.
namespace CLI {
class App;
class Option;
}  // namespace CLI
