// pcgns-cxx-bench: the C++ side of the C API benchmark (issue 25, "Figures": the C API
// against the C++ ParallelWriter on the same layout). It writes the file pcgns-capi-bench
// writes -- the same nodes, types, sizes and values (ctest bench.cxx_same_file compares
// the two files) -- through ParallelWriter directly: every rank defines every zone, commit,
// each owner queues its zone's arrays, close. So scripts/bench-capi's ratio of the two
// programs is the cost of the C API's layer alone.
//
//   mpiexec -n 4 pcgns-cxx-bench --scenario S --mode cxx [--mib X] [--zones N] [--dir D]
//                                [--keep] [--cgns-version V]
// The scenarios, the timing (open to close, rank 0 fsyncs the file, slowest rank) and the
// printed line are those of capi_bench.c (read its header), with library=cxx and mode=cxx.
// Layout, owner_of, layout_of and make_zone_data follow their C namesakes there, line for
// line: a change to one belongs in the other.
#include <fcntl.h>
#include <mpi.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/grid_coordinates.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/sids/zone.hpp"

namespace {

using pcgns::DataType;
using pcgns::Node;

constexpr int kZonesPerRank = 16;
const std::vector<std::string> kCoordNames{"CoordinateX", "CoordinateY", "CoordinateZ"};
const std::vector<std::string> kFieldNames{"VelocityX", "VelocityY", "VelocityZ", "Pressure"};
const std::vector<std::string> kScenarios{"zone-per-rank", "zones-per-rank", "create"};

struct Options {
  std::string scenario, mode = "cxx";
  double mib = 0;
  int zones_given = 0;
  bool keep = false;
  std::string cgns_version;  // empty: the library's default, as capi_bench.c without the option
  std::string dir = ".";
};

// Every zone has the same size: `cells` disjoint unit hexahedra, 8 vertices each.
struct Layout {
  int rank = 0, ranks = 1, zones = 0;
  std::int64_t cells = 1, vertices = 8;
};

// The values of one zone, shared by all the zones a rank owns. The connectivity is in the
// type its array gets (I4 unless the node numbers need I8), made before the clock starts
// as a C++ caller would; the C API narrows the caller's pcgns_size_t values in its call.
struct ZoneData {
  std::array<std::vector<double>, 3> coords;
  std::vector<double> field;
  DataType index_type = DataType::I4;
  std::vector<std::int32_t> connectivity32;
  std::vector<std::int64_t> connectivity64;

  const void* connectivity() const {
    return index_type == DataType::I4 ? static_cast<const void*>(connectivity32.data()) : connectivity64.data();
  }
};

int owner_of(const Options& o, const Layout& l, int zone) {
  if (o.scenario == "zone-per-rank") return zone;
  if (o.scenario == "zones-per-rank") return zone / kZonesPerRank;
  return zone % l.ranks;
}

Layout layout_of(const Options& o, int rank, int ranks) {
  Layout l{rank, ranks, 0, 1, 8};
  double array_bytes = o.mib * 1048576.0;
  if (o.scenario == "zone-per-rank") {
    l.zones = ranks;
    array_bytes /= ranks;
  } else if (o.scenario == "zones-per-rank") {
    l.zones = kZonesPerRank * ranks;
  } else {
    l.zones = o.zones_given;
    array_bytes = 64;  // one cell
  }
  l.cells = std::max<std::int64_t>(1, static_cast<std::int64_t>(array_bytes / 64.0));
  l.vertices = 8 * l.cells;
  return l;
}

ZoneData make_zone_data(const Layout& l) {
  static constexpr std::array<int, 8> kCorner{0, 1, 3, 2, 4, 5, 7, 6};  // HEXA_8 order of the (x,y,z) bit corners
  ZoneData d;
  const auto n = static_cast<std::size_t>(l.vertices);
  for (auto& c : d.coords) c.resize(n);
  d.field.resize(n);
  // The rule add_section applies to the C API's section (the largest of its end and the
  // zone's vertex count).
  d.index_type = pcgns::sids::index_type_for(std::max(l.cells, l.vertices));
  if (d.index_type == DataType::I4) d.connectivity32.resize(n);
  else d.connectivity64.resize(n);
  for (std::int64_t v = 0; v < l.vertices; ++v) {
    const std::int64_t cell = v / 8, bits = v % 8;
    const auto at = static_cast<std::size_t>(v);
    d.coords[0][at] = static_cast<double>(2 * cell + (bits & 1));
    d.coords[1][at] = static_cast<double>((bits >> 1) & 1);
    d.coords[2][at] = static_cast<double>((bits >> 2) & 1);
    d.field[at] = 0.5 * static_cast<double>(v);
    const std::int64_t node = 8 * cell + kCorner[static_cast<std::size_t>(bits)] + 1;
    if (d.index_type == DataType::I4) d.connectivity32[at] = static_cast<std::int32_t>(node);
    else d.connectivity64[at] = node;
  }
  return d;
}

std::string zone_path(int zone) { return "/Base/Zone_" + std::to_string(zone); }

// The nodes of capi_bench.c's define_zone, in the order its calls add them.
void define_zone(Node& base, const Layout& l, const ZoneData& d, int zone) {
  namespace sids = pcgns::sids;
  Node& z = sids::add_zone(base, "Zone_" + std::to_string(zone), sids::ZoneType::Unstructured,
                           sids::ZoneSizes::unstructured(l.vertices, l.cells, 0));
  sids::add_coordinates(z, DataType::R8, kCoordNames);
  sids::add_section(z, "Hexa", sids::ElementType::HEXA_8, 1, l.cells, 0, d.index_type);
  sids::add_solution(z, "FlowSolution", sids::GridLocation::Vertex);
  for (const auto& name : kFieldNames) sids::add_field(z, "FlowSolution", name, DataType::R8);
}

// Queues the zone's arrays, in the order of capi_bench.c's write_zone_data.
void write_zone_data(pcgns::ParallelWriter& writer, const Layout& l, const ZoneData& d, int zone) {
  const std::string at = zone_path(zone);
  for (std::size_t a = 0; a < kCoordNames.size(); ++a)
    writer.write(at + "/GridCoordinates/" + kCoordNames[a], 0, l.vertices, d.coords[a].data());
  for (const auto& name : kFieldNames) writer.write(at + "/FlowSolution/" + name, 0, l.vertices, d.field.data());
  writer.write(at + "/Hexa/ElementConnectivity", 0, l.vertices, d.connectivity());
}

void write_cgns(const Options& o, const Layout& l, const ZoneData& d, const std::filesystem::path& file) {
  pcgns::ParallelWriteOptions options;
  if (!o.cgns_version.empty()) options.tree.version = pcgns::CgnsVersion::parse_writable(o.cgns_version);
  options.overwrite = true;  // as the C API's PCGNS_MODE_WRITE
  pcgns::ParallelWriter writer(MPI_COMM_WORLD, file, options);
  pcgns::mpi::run_agreed(MPI_COMM_WORLD, [&] {
    Node& base = pcgns::sids::add_base(writer.tree(), "Base", 3, 3);
    for (int z = 0; z < l.zones; ++z) define_zone(base, l, d, z);
  });
  writer.commit();
  for (int z = 0; z < l.zones; ++z)
    if (owner_of(o, l, z) == l.rank) write_zone_data(writer, l, d, z);
  writer.close();
}

// The durability the official library does not give at close, paid by every side alike.
void sync_file(const std::filesystem::path& file) {
  const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0 || ::fsync(fd) != 0) {
    std::cerr << "pcgns-cxx-bench: cannot sync '" << file.string() << "'\n";
    MPI_Abort(MPI_COMM_WORLD, 74);
  }
  ::close(fd);
}

void run(const Options& o) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  const Layout l = layout_of(o, rank, ranks);
  const ZoneData d = make_zone_data(l);
  const std::filesystem::path file = std::filesystem::path(o.dir) / ("capi_bench_cxx_" + o.scenario + "_cxx.cgns");
  std::error_code ignored;
  if (rank == 0) std::filesystem::remove(file, ignored);

  MPI_Barrier(MPI_COMM_WORLD);
  const double start = MPI_Wtime();
  write_cgns(o, l, d, file);
  if (rank == 0) sync_file(file);
  MPI_Barrier(MPI_COMM_WORLD);
  const double seconds = MPI_Wtime() - start;

  const double bytes = 8.0 * static_cast<double>(l.vertices) * 8.0 * l.zones;
  if (rank != 0) return;
  std::printf(
      "library=cxx scenario=%s mode=%s ranks=%d zones=%d array_values=%lld bytes=%.0f seconds=%.6f mib_per_s=%.1f\n",
      o.scenario.c_str(), o.mode.c_str(), ranks, l.zones, static_cast<long long>(l.vertices), bytes, seconds,
      bytes / 1048576.0 / seconds);
  if (o.keep) std::printf("file=%s\n", file.c_str());
  else std::filesystem::remove(file, ignored);
  std::fflush(stdout);
}

void add_options(CLI::App& app, Options& o) {
  app.add_option("--scenario", o.scenario, "zone-per-rank, zones-per-rank or create")
      ->required()
      ->check(CLI::IsMember(kScenarios));
  app.add_option("--mode", o.mode, "cxx (the only mode: ParallelWriter's queue)")
      ->required()
      ->check(CLI::IsMember({"cxx"}));
  app.add_option("--mib", o.mib, "MiB per array: in total over the ranks (zone-per-rank, 256) or per zone (0.5)");
  app.add_option("--zones", o.zones_given, "zones of the create scenario (1000)");
  app.add_option("--dir", o.dir, "directory of the file")->check(CLI::ExistingDirectory);
  app.add_flag("--keep", o.keep, "keep the file and print its name");
  app.add_option("--cgns-version", o.cgns_version, "CGNS version to stamp (the library's default)");
}

}  // namespace

// Only the option setup is outside the try blocks, and it throws on a programming error
// alone, which should end the program.
// NOLINTNEXTLINE(bugprone-exception-escape)
int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  CLI::App app{"pcgns-cxx-bench: the C API benchmark's file written through ParallelWriter"};
  Options o;
  add_options(app, o);
  int code = 0;
  try {
    app.parse(argc, argv);
    if (o.mib <= 0) o.mib = o.scenario == "zone-per-rank" ? 256 : 0.5;
    if (o.zones_given <= 0) o.zones_given = 1000;
    run(o);
  } catch (const CLI::ParseError& e) {
    // Every rank parsed the same arguments; only rank 0 prints help or the error.
    code = rank == 0 ? app.exit(e) : e.get_exit_code();
    if (code != 0) code = 64;
  } catch (const pcgns::Error& e) {
    // pcgns agrees on errors across ranks: every rank gets the same one.
    if (rank == 0) std::cerr << "pcgns-cxx-bench: " << e.what() << "\n";
    code = static_cast<int>(e.code());
  } catch (const std::exception& e) {
    // Anything else happened on this rank alone: the others cannot be told, stop them.
    std::cerr << "pcgns-cxx-bench: rank " << rank << ": " << e.what() << "\n";
    MPI_Abort(MPI_COMM_WORLD, 70);
  }
  MPI_Finalize();
  return code;
}
