#include "async/file_per_process_target.hpp"

#include <utility>

namespace pcgns::async {

FilePerProcessFile::FilePerProcessFile(FilePerProcessTarget target)
    : target_(std::move(target)), file_(target_.file, target_.overwrite) {}

void FilePerProcessFile::commit() { file_.write_skeleton(tree_, target_.tree); }

std::int64_t FilePerProcessFile::write(const WriteJob& job, const WriteHook& hook) {
  if (hook) hook(job.field);
  const DatasetPlacement& array = file_.arrays()[file_.array_range(job.field, job.first, job.count)];
  const auto size = static_cast<std::int64_t>(element_size(array.type));
  file_.write_at(array.offset + job.first * size, job.values, job.count * size,
                 "'" + target_.file.string() + "' node '" + job.field + "'");
  return job.count * size;
}

void FilePerProcessFile::close() { file_.publish(); }

}  // namespace pcgns::async
