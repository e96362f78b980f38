#include "generate_command.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "pcgns_tool/enum_option.hpp"
#include "pcgns_tool/format.hpp"
#include "pcgns_tool/json_output.hpp"
#include "pcgns_tool/output_paths.hpp"
#include "pcgns_tool/progress.hpp"
#include "pcgns_tool/report_header.hpp"

namespace pcgns::bench_app {
namespace {

// The values of --mesh and --elements, by the names the option takes and the report shows.
const tool::EnumNames<generate::Mesh> kGenerateMeshes{{"unstructured", generate::Mesh::unstructured},
                                                      {"structured", generate::Mesh::structured},
                                                      {"blocks", generate::Mesh::blocks}};
const tool::EnumNames<generate::Elements> kGenerateElements{{"hexa", generate::Elements::hexa},
                                                            {"poly", generate::Elements::poly},
                                                            {"mixed", generate::Elements::mixed},
                                                            {"tetra", generate::Elements::tetra}};

}  // namespace

CLI::App* add_generate_command(CLI::App& app, GenerateCli& cli) {
  auto* command = app.add_subcommand("generate", "Write file-per-process CGNS output as a solver would");
  auto& o = cli.options;
  tool::add_enum_option(*command, "--mesh", o.mesh, kGenerateMeshes,
                        "unstructured (Maia parts), structured (Maia parts) or blocks (whole zones)");
  command->add_option("--cells", o.cells, "About this many cells in the global box")->capture_default_str();
  command->add_option("--parts", o.parts, "Number of parts (solver ranks)")->capture_default_str();
  command->add_option("--parts-per-file", o.parts_per_file, "Parts written to each file")->capture_default_str();
  command->add_option("--steps", o.steps, "Time steps")->capture_default_str();
  command->add_flag("--moving", o.moving,
                    "A moving grid: per step a GridCoordinates_t, an ArbitraryGridMotion_t and a RigidGridMotion_t");
  tool::add_enum_option(*command, "--elements", o.elements, kGenerateElements,
                        "hexa (HEXA_8), poly (NGON_n + NFACE_n), mixed (MIXED: TETRA_4, PYRA_5, PENTA_6, HEXA_8) "
                        "or tetra (TETRA_4, conforming)");
  command->add_option("--orphans", o.orphans, "Vertices used by no cell, in the unstructured zone")
      ->capture_default_str();
  command->add_option("--cgns-version", cli.cgns_version, "CGNS version stamped in the files")->capture_default_str();
  command->add_option("-o,--output", o.dir, "Directory for sol_<f>.cgns")->required()->type_name("DIR");
  command->add_flag("--force", o.force, "Write into a non-empty directory");
  command->add_flag("-q,--quiet", cli.common.quiet, "Print errors only");
  command->add_option("--json", cli.common.json, "Report as JSON to FILE or '-'")->type_name("FILE|-");
  tool::add_progress_options(*command, cli.common);
  return command;
}

int run_generate(MPI_Comm comm, GenerateCli& cli) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  tool::Progress progress(cli.common, rank, "pcgns-bench generate", tool::ProgressUnit::items("files"));
  cli.options.version = CgnsVersion::parse_writable(cli.cgns_version);
  tool::prepare_json_destination(comm, cli.common.json);
  const auto report = generate::run(comm, cli.options, progress.callback());
  progress.finish();
  if (rank != 0) return 0;
  if (!cli.common.quiet) {
    std::ostream& out = cli.common.json_on_stdout() ? std::cerr : std::cout;
    out << "generated " << report.files.size() << " file(s) in " << cli.options.dir.string() << ": "
        << cli.options.parts << " part(s) of a " << report.box.ni << "x" << report.box.nj << "x" << report.box.nk
        << " box (" << report.box.cells() << " cells, " << report.box.vertices() << " vertices"
        << (report.box.orphans > 0 ? ", " + std::to_string(report.box.orphans) + " used by no cell" : "") << "), "
        << cli.options.steps << " step(s), " << tool::format_bytes(static_cast<double>(report.bytes)) << '\n';
  }
  if (cli.common.json) {
    nlohmann::json files = nlohmann::json::array();
    for (const auto& f : report.files) files.push_back(f.string());
    tool::write_json(tool::with_header(tool::report_header("pcgns-bench", "generate"),
                                       {{"files", files},
                                        {"mesh", tool::enum_option_name(kGenerateMeshes, cli.options.mesh)},
                                        {"elements", tool::enum_option_name(kGenerateElements, cli.options.elements)},
                                        {"moving", cli.options.moving},
                                        {"parts", cli.options.parts},
                                        {"cells", report.box.cells()},
                                        {"vertices", report.box.vertices()},
                                        {"box", {report.box.ni, report.box.nj, report.box.nk}},
                                        {"steps", cli.options.steps},
                                        {"orphans", report.box.orphans},
                                        {"cgns_version", cli.options.version.to_string()},
                                        {"bytes", report.bytes}}),
                     *cli.common.json);
  }
  return 0;
}

}  // namespace pcgns::bench_app
