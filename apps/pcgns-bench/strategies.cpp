#include "strategies.hpp"

#include <numeric>
#include <optional>
#include <vector>

#include "pcgns/async_writer.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"
#include "raw_mpiio.hpp"

namespace pcgns::bench_app {
namespace {

// Times each phase: phase(&Phases::create, [&] { ... }).
class PhaseTimer {
 public:
  template <class Fn>
  void operator()(double Phases::*phase, Fn&& step) {
    const double start = MPI_Wtime();
    step();
    phases.*phase += MPI_Wtime() - start;
  }
  Phases phases;
};

void adopt_tree(Node& target, Node tree) {
  for (auto& child : tree.children) target.add(std::move(child));
}

// Queues every slice of one rank's block (of `base`) on a writer.
template <class Writer>
void write_slices(Writer& writer, const std::vector<ArraySlice>& slices, const std::byte* base) {
  for (const auto& slice : slices) writer.write(slice.path, slice.first, slice.count, base + slice.offset);
}

Phases write_parallel(const StrategyContext& context, WritePath path, const std::byte* block) {
  PhaseTimer time;
  ParallelWriteOptions options;
  options.path = path;
  options.hints = context.hints;
  options.overwrite = true;
  std::optional<ParallelWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(context.comm, strategy_file(context, "queue", 0), options);
    adopt_tree(writer->tree(), context.files.shared_tree());
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    write_slices(*writer, context.files.shared_slices(rank_of(context.comm)), block);
    writer->flush();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

// The shared-file async writer's collective contract: every rank hands over every
// array in the same order, with nothing (count 0) for the arrays it has no slice of.
Phases write_async(const StrategyContext& context, const std::byte* block) {
  PhaseTimer time;
  ParallelWriteOptions options;
  options.hints = context.hints;
  options.overwrite = true;
  std::optional<AsyncWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(SharedFileTarget(context.comm, strategy_file(context, "async", 0), options));
    adopt_tree(writer->tree(), context.files.shared_tree());
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    const auto slices = context.files.shared_slices(rank_of(context.comm));
    std::size_t next = 0;  // slices come in the arrays' order, at most one per array
    for (const auto& array : context.files.shared_arrays()) {
      if (next < slices.size() && slices[next].path == array) {
        const ArraySlice& slice = slices[next++];
        writer->iwrite(array, slice.first, slice.count, block + slice.offset);
      } else {
        writer->iwrite(array, 0, 0, nullptr);
      }
    }
    if (next != slices.size()) throw InternalError("pcgns-bench: slices out of the arrays' order");
    writer->wait_all();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

// The file-per-process writer has no write(); its iwrite() under the synchronous option
// writes before returning.
struct SynchronousFileWriter {
  AsyncWriter& writer;
  void write(const std::string& path, std::int64_t first, std::int64_t count, const std::byte* values) {
    writer.iwrite(path, first, count, values);
  }
};

Phases write_file_per_process(const StrategyContext& context, const std::byte* block) {
  PhaseTimer time;
  const int rank = rank_of(context.comm);
  const auto slices = context.files.own_slices(rank);
  if (slices.empty()) return time.phases;
  AsyncWriteOptions synchronous;
  synchronous.synchronous = true;
  std::optional<AsyncWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(FilePerProcessTarget(strategy_file(context, "fpp", rank), {}, true), synchronous);
    adopt_tree(writer->tree(), context.files.own_tree(rank));
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    SynchronousFileWriter sink{*writer};
    write_slices(sink, slices, block);
    writer->wait_all();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

// Every rank's block in 4-byte words (each value's bytes are a multiple of 4, and int
// counts then reach 8 GiB per rank), in rank order, rotated by `shift`: rank r's entry
// describes rank (r + shift) % P's block.
struct WordLayout {
  std::vector<int> words, displacements;
};

WordLayout word_layout(const BenchFiles& files, int shift) {
  const int ranks = files.ranks();
  std::vector<std::int64_t> start(static_cast<std::size_t>(ranks) + 1, 0);
  for (int r = 0; r < ranks; ++r)
    start[static_cast<std::size_t>(r) + 1] = start[static_cast<std::size_t>(r)] + files.rank_bytes(r) / 4;
  WordLayout layout{std::vector<int>(static_cast<std::size_t>(ranks)),
                    std::vector<int>(static_cast<std::size_t>(ranks))};
  for (int r = 0; r < ranks; ++r) {
    const auto source = static_cast<std::size_t>((r + shift) % ranks);
    layout.words[static_cast<std::size_t>(r)] = static_cast<int>(start[source + 1] - start[source]);
    layout.displacements[static_cast<std::size_t>(r)] = static_cast<int>(start[source]);
  }
  return layout;
}

class WordType {
 public:
  WordType() {
    MPI_Type_contiguous(4, MPI_BYTE, &type_);
    MPI_Type_commit(&type_);
  }
  ~WordType() { MPI_Type_free(&type_); }
  WordType(const WordType&) = delete;
  WordType& operator=(const WordType&) = delete;
  MPI_Datatype get() const { return type_; }

 private:
  MPI_Datatype type_;
};

// Rank 0 alone touches the file; each of its steps is agreed on, so a failure there
// reaches every rank.
Phases write_serial(const StrategyContext& context, const std::byte* block) {
  PhaseTimer time;
  const bool root = rank_of(context.comm) == 0;
  const BenchFiles& files = context.files;
  ParallelWriteOptions options;
  options.overwrite = true;
  std::optional<ParallelWriter> writer;
  time(&Phases::create, [&] {
    mpi::run_agreed(context.comm, [&] {
      if (!root) return;
      writer.emplace(MPI_COMM_SELF, strategy_file(context, "serial", 0), options);
      adopt_tree(writer->tree(), files.shared_tree());
      writer->commit();
    });
  });
  time(&Phases::transfer, [&] {
    const WordLayout layout = word_layout(files, 0);
    const WordType word;
    std::vector<std::byte> all(root ? static_cast<std::size_t>(files.file_bytes()) : 0);
    MPI_Gatherv(block, static_cast<int>(files.rank_bytes(rank_of(context.comm)) / 4), word.get(), all.data(),
                layout.words.data(), layout.displacements.data(), word.get(), 0, context.comm);
    mpi::run_agreed(context.comm, [&] {
      if (!root) return;
      for (int r = 0; r < files.ranks(); ++r) {
        write_slices(*writer, files.shared_slices(r), all.data() + files.block_offset(r));
        writer->flush();  // one rank's values at a time
      }
    });
  });
  time(&Phases::close, [&] {
    mpi::run_agreed(context.comm, [&] {
      if (root) writer->close();
    });
  });
  return time.phases;
}

// Rank 0 reads every rank's values and scatters them (each rank gets its owner's).
Phases read_serial(const StrategyContext& context, std::byte* into, int owner) {
  PhaseTimer time;
  const bool root = rank_of(context.comm) == 0;
  const BenchFiles& files = context.files;
  std::optional<ParallelReader> reader;
  std::vector<std::byte> all(root ? static_cast<std::size_t>(files.file_bytes()) : 0);
  time(&Phases::create, [&] {
    mpi::run_agreed(context.comm, [&] {
      if (root) reader.emplace(MPI_COMM_SELF, strategy_file(context, "serial", 0), context.hints);
    });
  });
  time(&Phases::transfer, [&] {
    mpi::run_agreed(context.comm, [&] {
      if (!root) return;
      for (int r = 0; r < files.ranks(); ++r)
        for (const auto& slice : files.shared_slices(r))
          reader->read(slice.path, slice.first, slice.count, all.data() + files.block_offset(r) + slice.offset);
      reader->flush();
    });
    // The shift (0, or half the ranks to defeat the page cache) is the same on every rank.
    const int shift = (owner - rank_of(context.comm) + files.ranks()) % files.ranks();
    const WordLayout layout = word_layout(files, shift);
    const WordType word;
    MPI_Scatterv(all.data(), layout.words.data(), layout.displacements.data(), word.get(), into,
                 static_cast<int>(files.rank_bytes(owner) / 4), word.get(), 0, context.comm);
  });
  time(&Phases::close, [&] { reader.reset(); });
  return time.phases;
}

Phases from_raw(const RawTimes& raw) { return {raw.open, raw.transfer, raw.close}; }

Phases read_slices(MPI_Comm comm, const std::filesystem::path& file, const mpi::Hints& hints,
                   const std::vector<ArraySlice>& slices, std::byte* into) {
  PhaseTimer time;
  std::optional<ParallelReader> reader;
  time(&Phases::create, [&] { reader.emplace(comm, file, hints); });
  time(&Phases::transfer, [&] {
    for (const auto& slice : slices) reader->read(slice.path, slice.first, slice.count, into + slice.offset);
    reader->flush();
  });
  time(&Phases::close, [&] { reader.reset(); });
  return time.phases;
}

Phases read_file_per_process(const StrategyContext& context, std::byte* into, int owner) {
  const auto slices = context.files.own_slices(owner);
  if (slices.empty()) return {};
  return read_slices(MPI_COMM_SELF, strategy_file(context, "fpp", owner), {}, slices, into);
}

bool is_shared_cgns(const std::string& strategy) {
  return strategy == "queue" || strategy == "hdf5-coll" || strategy == "hdf5-ind" || strategy == "async";
}

}  // namespace

std::filesystem::path strategy_file(const StrategyContext& context, const std::string& strategy, int rank) {
  const std::string stem = context.files.stem();
  if (strategy == "fpp") return context.dir / (stem + "_" + std::to_string(rank) + ".cgns");
  if (strategy == "mpiio") return context.dir / (stem + ".raw");
  return context.dir / (stem + ".cgns");
}

Phases write_strategy(const StrategyContext& context, const std::string& strategy, const std::byte* block) {
  if (strategy == "queue") return write_parallel(context, WritePath::queue, block);
  if (strategy == "hdf5-coll") return write_parallel(context, WritePath::hdf5_collective, block);
  if (strategy == "hdf5-ind") return write_parallel(context, WritePath::hdf5_independent, block);
  if (strategy == "async") return write_async(context, block);
  if (strategy == "fpp") return mpi::run_agreed(context.comm, [&] { return write_file_per_process(context, block); });
  if (strategy == "serial") return write_serial(context, block);
  if (strategy == "mpiio") {
    const int rank = rank_of(context.comm);
    return from_raw(write_raw_block(context.comm, strategy_file(context, strategy, 0), context.files.block_offset(rank),
                                    block, context.files.rank_bytes(rank), context.hints));
  }
  if (strategy == "none") return {};
  throw UsageError("unknown strategy '" + strategy + "'");
}

Phases read_strategy(const StrategyContext& context, const std::string& strategy, std::byte* into, int owner) {
  if (is_shared_cgns(strategy))
    return read_slices(context.comm, strategy_file(context, strategy, 0), context.hints,
                       context.files.shared_slices(owner), into);
  if (strategy == "fpp")
    return mpi::run_agreed(context.comm, [&] { return read_file_per_process(context, into, owner); });
  if (strategy == "serial") return read_serial(context, into, owner);
  if (strategy == "mpiio")
    return from_raw(read_raw_block(context.comm, strategy_file(context, strategy, 0), context.files.block_offset(owner),
                                   into, context.files.rank_bytes(owner), context.hints));
  return {};
}

void remove_strategy_files(const StrategyContext& context, const std::string& strategy) {
  MPI_Barrier(context.comm);
  const int rank = rank_of(context.comm);
  std::error_code ignored;
  if (strategy == "fpp") std::filesystem::remove(strategy_file(context, strategy, rank), ignored);
  else if (rank == 0 && strategy != "none") std::filesystem::remove(strategy_file(context, strategy, 0), ignored);
  MPI_Barrier(context.comm);
}

}  // namespace pcgns::bench_app
