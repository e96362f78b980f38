#pragma once
// Where a run's progress is shown: a bar where the user's terminal shows it, plain lines
// in a log, or nothing.
//
// Under a launcher, a rank's own streams say little: Open MPI gives every rank a pseudo
// terminal on stdout, also when the user's stdout is a log file, and a pipe on stderr,
// also when the user's stderr is a terminal. What the user sees of a stream is what the
// launcher (the nearest ancestor process whose stream differs from ours, the one that
// forwards it) writes it to.
#include <optional>

namespace pcgns::tool {

// Whether what the user sees of this process's stdout and stderr is a terminal.
struct OutputTerminals {
  bool stdout_terminal = false;
  bool stderr_terminal = false;
};

// This process's own streams when it runs alone; its launcher's under mpiexec or srun.
OutputTerminals observe_output_terminals();

enum class ProgressStyle { none, bar, lines };

struct ProgressTarget {
  ProgressStyle style = ProgressStyle::none;
  bool on_stdout = false;  // else on stderr
};

// --progress (`requested` true) shows progress even with -q, --no-progress (false) never.
// A bar goes to the terminal that shows the summary line (stdout, or stderr when the
// JSON report takes stdout: it never shares a stream with the JSON), else to the other
// terminal; without one, plain lines go to stderr.
ProgressTarget choose_progress_target(const OutputTerminals& terminals, std::optional<bool> requested, bool quiet,
                                      bool json_on_stdout);

}  // namespace pcgns::tool
