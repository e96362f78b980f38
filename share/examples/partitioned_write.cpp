// Writes the pcgns sample case with every MPI rank through ParallelWriter (each rank
// owns a contiguous share of every zone), reads it back with ParallelReader (each rank
// checks a share another rank wrote), and prints what the file holds.
//
//   mpiexec -n 4 pcgns-example-partitioned-write OUT.cgns [--cgns-version 3.4]
//
// Exit status 0 when every value read back matches its formula, 1 on any mismatch,
// the pcgns error code on errors.
#include <mpi.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/sample_case.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/zone.hpp"
#include "pcgns/sids/zone_bc.hpp"

namespace {

using pcgns::sids::enum_name;

struct Options {
  std::filesystem::path output;
  std::string version = "4.4";
  pcgns::sample::SampleSpec spec;
  bool overwrite = false;
};

std::string join_sizes(const std::vector<std::int64_t>& sizes) {
  std::string out;
  for (std::size_t i = 0; i < sizes.size(); ++i) out += (i ? " x " : "") + std::to_string(sizes[i]);
  return out;
}

void print_zone(std::ostream& out, const pcgns::sids::ZoneView& zone, pcgns::CgnsVersion version) {
  out << "  zone " << zone.name() << ": " << enum_name(zone.type()) << ", " << zone.vertex_count() << " vertices";
  if (zone.structured()) out << " (" << join_sizes(zone.vertex_size()) << ")";
  out << ", " << zone.cell_count() << " cells\n";
  for (const auto& section : pcgns::sids::sections(zone, version))
    out << "    section " << section.name() << ": " << enum_name(section.type()) << ", elements " << section.start()
        << ".." << section.end() << "\n";
  for (const auto& bc : pcgns::sids::boundary_conditions(zone))
    out << "    BC " << bc.name() << ": " << enum_name(bc.type()) << " at " << enum_name(bc.location()) << ", "
        << (bc.point_set() ? bc.point_set()->size : 0) << " points\n";
  for (const auto& solution : pcgns::sids::flow_solutions(zone)) {
    out << "    solution " << solution.name() << " (" << enum_name(solution.location()) << "):";
    for (const auto& field : solution.fields()) out << " " << field.name();
    out << "\n";
  }
}

void print_summary(const pcgns::ParallelReader& reader) {
  std::ostringstream out;
  out << "file " << reader.file().string() << ": CGNS " << reader.version().to_string() << ", "
      << std::filesystem::file_size(reader.file()) << " bytes\n";
  for (const auto& base : pcgns::sids::bases(reader.tree())) {
    out << "base " << base.name() << " (cell dimension " << base.cell_dim() << ", physical dimension "
        << base.phys_dim() << ")\n";
    for (const auto& zone : pcgns::sids::zones(base)) print_zone(out, zone, reader.version());
  }
  std::cout << out.str() << std::flush;
}

// Writes the case with every rank, then reads it back; returns this rank's mismatches.
std::vector<std::string> run(const Options& options, int ranks, int rank) {
  pcgns::sample::SampleSpec spec = options.spec;
  spec.version = pcgns::CgnsVersion::parse(options.version);
  pcgns::ParallelWriteOptions write_options;
  write_options.tree.version = spec.version;
  write_options.overwrite = options.overwrite;
  {
    pcgns::ParallelWriter writer(MPI_COMM_WORLD, options.output, write_options);
    pcgns::mpi::run_agreed(MPI_COMM_WORLD, [&] { pcgns::sample::define_sample(writer.tree(), spec); });
    writer.commit();
    pcgns::sample::write_sample_share(writer, spec, ranks, rank);
    writer.close();
  }
  pcgns::ParallelReader reader(MPI_COMM_WORLD, options.output);
  const auto found = pcgns::mpi::run_agreed(
      MPI_COMM_WORLD, [&] { return pcgns::sample::spec_from_tree(reader.tree(), reader.version()); });
  auto problems = pcgns::sample::verify_sample_share(reader, found, ranks, rank);
  if (rank == 0) print_summary(reader);
  return problems;
}

}  // namespace

// Only the option setup is outside the try blocks, and it throws on a programming error
// alone, which should end the program.
// NOLINTNEXTLINE(bugprone-exception-escape)
int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);

  Options options;
  CLI::App app{"Write the pcgns sample case from every MPI rank, read it back and check it"};
  app.add_option("output", options.output, "CGNS file to write")->required();
  app.add_option("--cgns-version", options.version, "CGNS version to stamp (3.4 or 4.4)");
  const auto edge = CLI::Range(2, 1 << 20);
  app.add_option("--ni", options.spec.ni, "Block vertices along i")->check(edge);
  app.add_option("--nj", options.spec.nj, "Block vertices along j")->check(edge);
  app.add_option("--nk", options.spec.nk, "Block vertices along k")->check(edge);
  app.add_option("--n", options.spec.n, "Hexa/Poly cells per cube edge")->check(CLI::Range(1, 1 << 20));
  app.add_flag("--overwrite", options.overwrite, "Replace an existing output file");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Every rank parsed the same arguments; only rank 0 prints help or the error.
    const int code = rank == 0 ? app.exit(e) : e.get_exit_code();
    MPI_Finalize();
    return code == 0 ? 0 : static_cast<int>(pcgns::ExitCode::usage);
  }

  int exit_code = 0;
  try {
    const auto problems = run(options, ranks, rank);
    for (const auto& p : problems) std::cerr << "rank " << rank << ": MISMATCH " << p << "\n";
    int local = static_cast<int>(problems.size()), total = 0;
    MPI_Allreduce(&local, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
      std::cout << (total == 0 ? "check: every value read back matches the sample case ("
                               : "check: FAILED, mismatching arrays: ")
                << (total == 0 ? std::to_string(ranks) +
                                     " ranks wrote, each checked another "
                                     "rank's share)"
                               : std::to_string(total))
                << std::endl;
    exit_code = total == 0 ? 0 : 1;
  } catch (const pcgns::Error& e) {
    // pcgns agrees on errors across ranks: every rank gets the same one.
    if (rank == 0) std::cerr << "pcgns-example-partitioned-write: " << e.what() << "\n";
    exit_code = static_cast<int>(e.code());
  } catch (const std::exception& e) {
    // Anything else happened on this rank alone: the others cannot be told, stop them.
    std::cerr << "pcgns-example-partitioned-write: rank " << rank << ": " << e.what() << "\n";
    MPI_Abort(MPI_COMM_WORLD, static_cast<int>(pcgns::ExitCode::internal));
  }
  MPI_Finalize();
  return exit_code;
}
