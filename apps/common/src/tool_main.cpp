#include "pcgns_tool/tool_main.hpp"

#include <hdf5.h>
#include <CLI/CLI.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <new>
#include <sstream>
#include <thread>

#include "pcgns/error.hpp"
#include "pcgns/heap_policy.hpp"
#include "pcgns/mpi/unique_comm.hpp"
#include "pcgns/sys/signal_cleanup.hpp"
#include "pcgns_tool/help_formatter.hpp"
#include "pcgns_tool/report_header.hpp"

namespace pcgns::tool {
namespace {

int world_rank() {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

struct Failure {
  int code = 0;
  std::string message;
};

Failure describe_current_exception() {
  try {
    throw;
  } catch (const Error& e) {
    return {static_cast<int>(e.code()), e.what()};
  } catch (const std::bad_alloc&) {
    return {static_cast<int>(ExitCode::internal), "out of memory"};
  } catch (const std::exception& e) {
    return {static_cast<int>(ExitCode::internal), std::string("internal error: ") + e.what()};
  }
}

double grace_seconds() {
  const char* text = std::getenv("PCGNS_ERROR_GRACE");
  return text ? std::atof(text) : 10.0;
}

// Collective over `control`, with a deadline for failing ranks: every rank reports its
// outcome; returns the lowest failing rank (or ranks when none failed). A failing rank
// that does not hear from everyone within the grace period aborts the job.
int agree_on_outcome(MPI_Comm control, const std::string& tool, const Failure& failure) {
  int ranks = 1;
  MPI_Comm_size(control, &ranks);
  const int mine = failure.code != 0 ? world_rank() : ranks;
  int lowest = ranks;
  MPI_Request request;
  MPI_Iallreduce(&mine, &lowest, 1, MPI_INT, MPI_MIN, control, &request);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(grace_seconds());
  int done = 0;
  while (!done) {
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) break;
    if (failure.code != 0 && std::chrono::steady_clock::now() > deadline) {
      std::cerr << tool << ": error: rank " << world_rank() << ": " << failure.message
                << " (other ranks did not stop; aborting the job)" << std::endl;
      MPI_Abort(MPI_COMM_WORLD, failure.code);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return lowest;
}

int run_body(const ToolSpec& spec, MPI_Comm control) {
  Failure failure;
  try {
    failure.code = spec.run(MPI_COMM_WORLD);  // a non-zero code without an exception: reported already
  } catch (...) {
    failure = describe_current_exception();
    if (failure.code == 0) failure.code = static_cast<int>(ExitCode::internal);
  }
  const int lowest = agree_on_outcome(control, spec.name, failure);
  int ranks = 1;
  MPI_Comm_size(control, &ranks);
  if (lowest == ranks) return 0;
  int code = failure.code;
  MPI_Bcast(&code, 1, MPI_INT, lowest, control);
  // Errors agreed by every rank carry the same message: the lowest failing rank prints it.
  if (world_rank() == lowest && !failure.message.empty())
    std::cerr << spec.name << ": error: " << failure.message << std::endl;
  return code;
}

// Parses on every rank (they see the same argv); rank 0 alone prints. Returns -1 to go
// on, else the exit code.
int parse(CLI::App& app, int argc, char** argv, const std::string& tool) {
  const bool printer = world_rank() == 0;
  try {
    app.parse(argc, argv);
    return -1;
  } catch (const CLI::CallForHelp& e) {
    if (printer) std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp& e) {
    if (printer) std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    if (printer) std::cout << version_line(tool) << std::endl;
    return 0;
  } catch (const CLI::ParseError& e) {
    if (printer)
      std::cerr << tool << ": usage error: " << e.what() << "\n(run '" << tool << " --help' for the options)"
                << std::endl;
    return static_cast<int>(ExitCode::usage);
  }
}

}  // namespace

std::string hdf5_version() {
  unsigned major = 0, minor = 0, release = 0;
  H5get_libversion(&major, &minor, &release);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(release);
}

std::string mpi_library() {
  char mpi[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int length = 0;
  MPI_Get_library_version(mpi, &length);
  const std::string text(mpi, static_cast<std::size_t>(length));
  return text.substr(0, text.find_first_of(",\n"));
}

std::string version_line(const std::string& tool) {
  std::ostringstream line;
  line << tool << " " << PCGNS_VERSION_STRING << " (HDF5 " << hdf5_version() << ", " << mpi_library() << ")";
  return line.str();
}

const char* exit_code_help() {
  return "Exit codes: 0 success, 64 usage error, 65 invalid or inconsistent input data,\n"
         "66 input missing or unreadable, 70 internal error, 73 output cannot be created,\n"
         "74 I/O error while reading or writing.";
}

int run_tool(int argc, char** argv, const ToolSpec& spec) {
  // A file-size limit (ulimit -f) must surface as a write error the tool reports (exit
  // 74, output removed), like a full disk, not as a signal that kills one rank.
  std::signal(SIGXFSZ, SIG_IGN);
  // A file whose H5Fclose failed (a full disk) stays in HDF5's table, and HDF5's own
  // shutdown at MPI_Finalize tries to close it again and crashes: the error already
  // reported would end as a segmentation fault. Every file pcgns opens is closed by its
  // owner (and a failed output discarded), so HDF5 has nothing left to do at exit.
  H5dont_atexit();
  if (spec.keep_freed_memory) keep_freed_memory_for_reuse();  // pcgns/heap_policy.hpp
  if (spec.thread_multiple) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  } else {
    MPI_Init(&argc, &argv);
  }
  sys::remove_temporaries_on_signals();    // after MPI_Init, whose handlers it replaces
  record_run(MPI_COMM_WORLD, argc, argv);  // for the JSON reports' header
  int code = 0;
  {
    const mpi::UniqueComm control(MPI_COMM_WORLD);  // freed at the end of this scope, before MPI_Finalize
    CLI::App app(spec.description, spec.name);
    use_help_formatter(app);  // before the options, so that subcommands inherit it
    app.set_version_flag("--version", version_line(spec.name));
    app.footer(spec.footer + (spec.footer.empty() ? "" : "\n\n") + exit_code_help());
    spec.add_options(app);
    code = parse(app, argc, argv, spec.name);
    if (code < 0) code = run_body(spec, control.get());
  }
  MPI_Finalize();
  return code;
}

}  // namespace pcgns::tool
