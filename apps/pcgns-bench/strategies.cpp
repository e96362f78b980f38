#include "strategies.hpp"

#include <numeric>
#include <vector>

#include "pcgns/async_writer.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/error.hpp"
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

// Calls fn(path, first, count, piece index, array) for each array of each piece.
template <class Fn>
void for_each_array(const std::vector<ZonePiece>& pieces, bool own_zones, Fn&& fn) {
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const ZonePiece& piece = pieces[p];
    const std::string zone = own_zones ? piece_zone_name(piece) : zone_name(piece.zone);
    for (int a = 0; a < kArraysPerZone; ++a)
      fn(array_path(zone, a), own_zones ? 0 : piece.first, piece.count, p, a);
  }
}

Phases write_parallel(const StrategyContext& context, WritePath path, const RankData& data) {
  PhaseTimer time;
  ParallelWriteOptions options;
  options.path = path;
  options.hints = context.hints;
  options.overwrite = true;
  std::optional<ParallelWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(context.comm, strategy_file(context, "queue", 0), options);
    adopt_tree(writer->tree(), layout_tree(context.layout));
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    for_each_array(data.pieces(), false, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                             std::size_t p, int a) { writer->write(array, first, count, data.values(p, a)); });
    writer->flush();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

// The shared-file async writer's collective contract: every rank hands over every
// array of every zone in the same order, with nothing (count 0) for the zones it has no
// piece of.
Phases write_async(const StrategyContext& context, const RankData& data) {
  PhaseTimer time;
  ParallelWriteOptions options;
  options.hints = context.hints;
  options.overwrite = true;
  std::optional<AsyncWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(SharedFileTarget(context.comm, strategy_file(context, "async", 0), options));
    adopt_tree(writer->tree(), layout_tree(context.layout));
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    const auto& pieces = data.pieces();
    for (int z = 0; z < context.layout.zones; ++z) {
      std::size_t p = 0;
      while (p < pieces.size() && pieces[p].zone != z) ++p;
      for (int a = 0; a < kArraysPerZone; ++a) {
        const std::string array = array_path(zone_name(z), a);
        if (p < pieces.size()) writer->iwrite(array, pieces[p].first, pieces[p].count, data.values(p, a));
        else writer->iwrite(array, 0, 0, nullptr);
      }
    }
    writer->wait_all();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

Phases write_file_per_process(const StrategyContext& context, const RankData& data) {
  PhaseTimer time;
  if (data.pieces().empty()) return time.phases;
  AsyncWriteOptions synchronous;
  synchronous.synchronous = true;
  std::optional<AsyncWriter> writer;
  time(&Phases::create, [&] {
    writer.emplace(FilePerProcessTarget(strategy_file(context, "fpp", rank_of(context.comm)), {}, true), synchronous);
    adopt_tree(writer->tree(), pieces_tree(data.pieces()));
    writer->commit();
  });
  time(&Phases::transfer, [&] {
    for_each_array(data.pieces(), true, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                            std::size_t p, int a) { writer->iwrite(array, first, count, data.values(p, a)); });
    writer->wait_all();
  });
  time(&Phases::close, [&] { writer->close(); });
  return time.phases;
}

// Every rank's block, in rank order, on rank 0 (counts in 4-byte words: each value's
// bytes are a multiple of 4, and int counts then reach 8 GiB per rank).
std::vector<std::byte> gather_blocks(MPI_Comm comm, const IoLayout& layout, const RankData& data) {
  const int ranks = layout.ranks;
  std::vector<int> words(static_cast<std::size_t>(ranks)), displacements(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r) words[static_cast<std::size_t>(r)] = static_cast<int>(layout.rank_bytes(r) / 4);
  std::exclusive_scan(words.begin(), words.end(), displacements.begin(), 0);
  MPI_Datatype word;
  MPI_Type_contiguous(4, MPI_BYTE, &word);
  MPI_Type_commit(&word);
  std::vector<std::byte> all(rank_of(comm) == 0 ? static_cast<std::size_t>(layout.file_bytes()) : 0);
  MPI_Gatherv(data.block(), static_cast<int>(data.size() / 4), word, all.data(), words.data(), displacements.data(),
              word, 0, comm);
  MPI_Type_free(&word);
  return all;
}

std::size_t block_size(const std::vector<ZonePiece>& pieces) {
  return pieces.empty() ? 0
                        : value_offset(pieces, pieces.size() - 1, 0) +
                              static_cast<std::size_t>(pieces.back().count) * (7 * sizeof(double) + sizeof(std::int32_t));
}

// Rank 0 alone touches the file; each of its steps is agreed on, so a failure there
// reaches every rank.
Phases write_serial(const StrategyContext& context, const RankData& data) {
  PhaseTimer time;
  const bool root = rank_of(context.comm) == 0;
  ParallelWriteOptions options;
  options.overwrite = true;
  std::optional<ParallelWriter> writer;
  time(&Phases::create, [&] {
    run_agreed(context.comm, [&] {
      if (!root) return;
      writer.emplace(MPI_COMM_SELF, strategy_file(context, "serial", 0), options);
      adopt_tree(writer->tree(), layout_tree(context.layout));
      writer->commit();
    });
  });
  time(&Phases::transfer, [&] {
    const auto all = gather_blocks(context.comm, context.layout, data);
    run_agreed(context.comm, [&] {
      if (!root) return;
      std::size_t block = 0;
      for (const auto& pieces : context.layout.pieces) {
        for_each_array(pieces, false, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                          std::size_t p, int a) {
          writer->write(array, first, count, all.data() + block + value_offset(pieces, p, a));
        });
        block += block_size(pieces);
        writer->flush();  // one rank's values at a time
      }
    });
  });
  time(&Phases::close, [&] {
    run_agreed(context.comm, [&] {
      if (root) writer->close();
    });
  });
  return time.phases;
}

// Rank 0 reads every rank's values and scatters them (each rank gets its owner's).
Phases read_serial(const StrategyContext& context, RankData& into, int owner) {
  PhaseTimer time;
  const bool root = rank_of(context.comm) == 0;
  const IoLayout& layout = context.layout;
  std::optional<ParallelReader> reader;
  std::vector<std::byte> all(root ? static_cast<std::size_t>(layout.file_bytes()) : 0);
  time(&Phases::create, [&] {
    run_agreed(context.comm, [&] {
      if (root) reader.emplace(MPI_COMM_SELF, strategy_file(context, "serial", 0), context.hints);
    });
  });
  time(&Phases::transfer, [&] {
    run_agreed(context.comm, [&] {
      if (!root) return;
      std::size_t block = 0;
      for (const auto& pieces : layout.pieces) {
        for_each_array(pieces, false, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                          std::size_t p, int a) {
          reader->read(array, first, count, all.data() + block + value_offset(pieces, p, a));
        });
        block += block_size(pieces);
      }
      reader->flush();
    });
    // Rank r receives the block of rank (r + shift) % P; the shift (0, or half the ranks
    // to defeat the page cache) is the same on every rank.
    const int shift = (owner - rank_of(context.comm) + layout.ranks) % layout.ranks;
    std::vector<std::int64_t> block_words(static_cast<std::size_t>(layout.ranks) + 1, 0);
    for (int r = 0; r < layout.ranks; ++r)
      block_words[static_cast<std::size_t>(r) + 1] = block_words[static_cast<std::size_t>(r)] + layout.rank_bytes(r) / 4;
    std::vector<int> words(static_cast<std::size_t>(layout.ranks)), displacements(words.size());
    for (int r = 0; r < layout.ranks; ++r) {
      const auto source = static_cast<std::size_t>((r + shift) % layout.ranks);
      words[static_cast<std::size_t>(r)] = static_cast<int>(block_words[source + 1] - block_words[source]);
      displacements[static_cast<std::size_t>(r)] = static_cast<int>(block_words[source]);
    }
    MPI_Datatype word;
    MPI_Type_contiguous(4, MPI_BYTE, &word);
    MPI_Type_commit(&word);
    MPI_Scatterv(all.data(), words.data(), displacements.data(), word, into.block(), static_cast<int>(into.size() / 4),
                 word, 0, context.comm);
    MPI_Type_free(&word);
  });
  time(&Phases::close, [&] { reader.reset(); });
  return time.phases;
}

std::int64_t block_offset(const IoLayout& layout, int rank) {
  std::int64_t offset = 0;
  for (int r = 0; r < rank; ++r) offset += layout.rank_bytes(r);
  return offset;
}

Phases from_raw(const RawTimes& raw) { return {raw.open, raw.transfer, raw.close}; }

Phases read_shared(const StrategyContext& context, const std::string& strategy, RankData& into) {
  PhaseTimer time;
  std::optional<ParallelReader> reader;
  time(&Phases::create, [&] { reader.emplace(context.comm, strategy_file(context, strategy, 0), context.hints); });
  time(&Phases::transfer, [&] {
    for_each_array(into.pieces(), false, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                             std::size_t p, int a) { reader->read(array, first, count, into.values(p, a)); });
    reader->flush();
  });
  time(&Phases::close, [&] { reader.reset(); });
  return time.phases;
}

Phases read_file_per_process(const StrategyContext& context, RankData& into, int owner) {
  PhaseTimer time;
  if (into.pieces().empty()) return time.phases;
  std::optional<ParallelReader> reader;
  time(&Phases::create, [&] { reader.emplace(MPI_COMM_SELF, strategy_file(context, "fpp", owner)); });
  time(&Phases::transfer, [&] {
    for_each_array(into.pieces(), true, [&](const std::string& array, std::int64_t first, std::int64_t count,
                                            std::size_t p, int a) { reader->read(array, first, count, into.values(p, a)); });
    reader->flush();
  });
  time(&Phases::close, [&] { reader.reset(); });
  return time.phases;
}

bool is_shared_cgns(const std::string& strategy) {
  return strategy == "queue" || strategy == "hdf5-coll" || strategy == "hdf5-ind" || strategy == "async";
}

}  // namespace

std::filesystem::path strategy_file(const StrategyContext& context, const std::string& strategy, int rank) {
  const std::string stem = "pcgns-bench-" + context.layout.scenario;
  if (strategy == "fpp") return context.dir / (stem + "_" + std::to_string(rank) + ".cgns");
  if (strategy == "mpiio") return context.dir / (stem + ".raw");
  return context.dir / (stem + ".cgns");
}

Phases write_strategy(const StrategyContext& context, const std::string& strategy, const RankData& data) {
  if (strategy == "queue") return write_parallel(context, WritePath::queue, data);
  if (strategy == "hdf5-coll") return write_parallel(context, WritePath::hdf5_collective, data);
  if (strategy == "hdf5-ind") return write_parallel(context, WritePath::hdf5_independent, data);
  if (strategy == "async") return write_async(context, data);
  if (strategy == "fpp") return run_agreed(context.comm, [&] { return write_file_per_process(context, data); });
  if (strategy == "serial") return write_serial(context, data);
  if (strategy == "mpiio") {
    const int rank = rank_of(context.comm);
    return from_raw(write_raw_block(context.comm, strategy_file(context, strategy, 0),
                                    block_offset(context.layout, rank), data.block(), data.size(), context.hints));
  }
  if (strategy == "none") return {};
  throw UsageError("unknown strategy '" + strategy + "'");
}

Phases read_strategy(const StrategyContext& context, const std::string& strategy, RankData& into, int owner) {
  if (is_shared_cgns(strategy)) return read_shared(context, strategy, into);
  if (strategy == "fpp")
    return run_agreed(context.comm, [&] { return read_file_per_process(context, into, owner); });
  if (strategy == "serial") return read_serial(context, into, owner);
  if (strategy == "mpiio")
    return from_raw(read_raw_block(context.comm, strategy_file(context, strategy, 0),
                                   block_offset(context.layout, owner), into.block(), into.size(), context.hints));
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
