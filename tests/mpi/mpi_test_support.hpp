#pragma once
// Helpers shared by the MPI tests: rank queries, a scratch directory every rank sees,
// and checks that an error reached every rank.
#include <gtest/gtest.h>
#include <mpi.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace pcgns::test {

inline int world_rank() {
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}

inline int world_size() {
  int s = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &s);
  return s;
}

// A fresh directory created by rank 0, known to every rank, removed at the end.
class SharedDir {
 public:
  SharedDir() {
    std::string name;
    if (world_rank() == 0) {
      std::string pattern = (std::filesystem::temp_directory_path() / "pcgns-mpi-XXXXXX").string();
      name = mkdtemp(pattern.data()) ? pattern : std::string();
    }
    int length = static_cast<int>(name.size());
    MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
    name.resize(static_cast<std::size_t>(length));
    MPI_Bcast(name.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
    path_ = name;
  }
  ~SharedDir() {
    MPI_Barrier(MPI_COMM_WORLD);
    std::error_code ec;
    if (world_rank() == 0) std::filesystem::remove_all(path_, ec);
  }
  SharedDir(const SharedDir&) = delete;
  SharedDir& operator=(const SharedDir&) = delete;
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  const std::filesystem::path& path() const { return path_; }
  // Names of the entries of the directory (as seen from this rank).
  std::vector<std::string> entries() const {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(path_))
      out.push_back(e.path().filename().string());
    return out;
  }

 private:
  std::filesystem::path path_;
};

// Runs `step`, which must throw E on this rank with a message containing every one of
// `fragments`.
template <class E, class Fn>
void expect_error(Fn&& step, const std::vector<std::string>& fragments) {
  try {
    step();
    ADD_FAILURE() << "no exception on rank " << world_rank();
  } catch (const E& e) {
    const std::string message = e.what();
    for (const auto& f : fragments)
      EXPECT_NE(message.find(f), std::string::npos) << "'" << f << "' not in: " << message;
  } catch (const std::exception& e) {
    ADD_FAILURE() << "unexpected exception type on rank " << world_rank() << ": " << e.what();
  }
}

}  // namespace pcgns::test
