#include "capi/file_table.hpp"

#include <map>
#include <memory>

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

struct FileTable {
  std::map<int, std::unique_ptr<OpenFile>> files;
  int last_handle = 0;
};

FileTable& table() {
  static FileTable files;
  return files;
}

}  // namespace

OpenSettings& open_settings() {
  static OpenSettings settings;
  return settings;
}

int open_file(const std::string& name) {
  const OpenSettings& settings = open_settings();
  auto file = std::make_unique<OpenFile>(settings.comm, name, settings.version);
  FileTable& files = table();
  files.files.emplace(++files.last_handle, std::move(file));
  return files.last_handle;
}

OpenFile& open_file(int fn) {
  const auto found = table().files.find(fn);
  if (found == table().files.end())
    throw UsageError("file index " + std::to_string(fn) + " is not open (never opened, or already closed)");
  return *found->second;
}

void close_file(int fn) {
  OpenFile& file = open_file(fn);
  struct Forget {
    int fn;
    ~Forget() { table().files.erase(fn); }
  } forget{fn};
  file.close();
}

}  // namespace pcgns::capi
