#include "pcgns_tool/clean_option.hpp"

#include <sys/stat.h>
#include <CLI/CLI.hpp>

#include <iostream>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/sys/stale_temporaries.hpp"

namespace pcgns::tool {

void add_clean_option(CLI::App& app, std::optional<std::string>& directory, std::vector<CLI::Option*> needed) {
  app.add_option("--clean", directory,
                 "Remove the temporaries of killed runs in DIR (made on this host by a process that no longer "
                 "exists), list them and stop")
      ->type_name("DIR");
  for (CLI::Option* option : needed) option->description(option->get_description() + " (required unless --clean)");
  app.callback([&directory, needed = std::move(needed)] {
    if (directory) return;
    for (const CLI::Option* option : needed)
      if (option->count() == 0) throw CLI::RequiredError(option->get_name());
  });
}

int run_clean(MPI_Comm comm, const std::string& tool, const std::string& directory, bool quiet) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  if (rank != 0) return 0;
  struct stat info {};
  if (::stat(directory.c_str(), &info) != 0 || !S_ISDIR(info.st_mode))
    throw UsageError("--clean: '" + directory + "' is not a directory");
  const auto removed = sys::remove_stale_temporaries(directory);
  if (quiet) return 0;
  for (const auto& path : removed) std::cout << tool << ": removed " << path.string() << "\n";
  std::cout << tool << ": " << removed.size() << " stale temporar" << (removed.size() == 1 ? "y" : "ies")
            << " removed from " << directory << std::endl;
  return 0;
}

}  // namespace pcgns::tool
