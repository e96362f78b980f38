#include "capi/file_table.hpp"

#include <map>
#include <memory>

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

// One of the two is set.
struct OpenEntry {
  std::unique_ptr<OpenFile> writing;
  std::unique_ptr<ReadFile> reading;
};

struct FileTable {
  std::map<int, OpenEntry> files;
  int last_handle = 0;
  int positioned = 0;  // the file of the last goto call, 0 for none
};

FileTable& table() {
  static FileTable files;
  return files;
}

OpenEntry& entry(int fn) {
  const auto found = table().files.find(fn);
  if (found == table().files.end())
    throw UsageError("file index " + std::to_string(fn) + " is not open (never opened, or already closed)");
  return found->second;
}

int remember(OpenEntry opened) {
  FileTable& files = table();
  files.files.emplace(++files.last_handle, std::move(opened));
  return files.last_handle;
}

}  // namespace

OpenSettings& open_settings() {
  static OpenSettings settings;
  return settings;
}

int open_file(const std::string& name) {
  const OpenSettings& settings = open_settings();
  return remember({std::make_unique<OpenFile>(settings.comm, name, settings.version), nullptr});
}

int open_for_reading(const std::string& name) {
  return remember({nullptr, std::make_unique<ReadFile>(open_settings().comm, name)});
}

OpenFile& open_file(int fn) {
  OpenEntry& found = entry(fn);
  if (!found.writing)
    throw UsageError("'" + found.reading->name() + "' (file index " + std::to_string(fn) +
                     ") is open for reading (PCGNS_MODE_READ); writing needs PCGNS_MODE_WRITE");
  return *found.writing;
}

ReadFile& reading_file(int fn) {
  OpenEntry& found = entry(fn);
  if (!found.reading)
    throw UsageError("'" + found.writing->name() + "' (file index " + std::to_string(fn) +
                     ") is open for writing (PCGNS_MODE_WRITE); reading data needs PCGNS_MODE_READ");
  return *found.reading;
}

void set_positioned_file(int fn) { table().positioned = fn; }

OpenFile& positioned_file() {
  const int fn = table().positioned;
  if (fn == 0) throw UsageError("no goto position (pcgns_goto or pcgns_gopath first)");
  return open_file(fn);
}

InquiredTree inquired_tree(int fn) {
  OpenEntry& found = entry(fn);
  if (found.reading) return {found.reading->tree(), found.reading->name(), found.reading.get()};
  return {found.writing->tree(), found.writing->name(), nullptr};
}

void close_file(int fn) {
  OpenEntry& found = entry(fn);
  struct Forget {
    int fn;
    ~Forget() { table().files.erase(fn); }
  } forget{fn};
  if (found.reading) found.reading->close();
  else found.writing->close();
}

}  // namespace pcgns::capi
