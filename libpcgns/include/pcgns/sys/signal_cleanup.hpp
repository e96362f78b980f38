#pragma once
// SIGTERM, SIGINT and SIGHUP (a batch system's time limit, Ctrl-C, a closed terminal)
// remove the temporaries of the outputs this process is writing, then end the process
// by the same signal, so its parent sees 128+signal. A signal ignored when the process
// started (nohup, a background job) stays ignored.
namespace pcgns::sys {

// Installs the handlers; call once, after MPI_Init (whose own handlers it replaces).
void remove_temporaries_on_signals();

}  // namespace pcgns::sys
