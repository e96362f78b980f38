#include "pcgns/sys/signal_cleanup.hpp"

#include <pthread.h>

#include <atomic>
#include <csignal>

#include "sys/signal_hold.hpp"
#include "sys/temporary_registry.hpp"

namespace pcgns::sys {
namespace {

constexpr int kCleanupSignals[] = {SIGTERM, SIGINT, SIGHUP};

// Lock-free atomics: read and written by the handler, on whichever thread it runs.
std::atomic<int> holds{0};
std::atomic<int> held{0};
// The thread that installed the handlers: the one that makes the temporaries.
std::atomic<bool> main_known{false};
pthread_t main_thread;

extern "C" void remove_temporaries_and_die(int signal_number) {
  // A signal sent to the process may be handled on any thread (Open MPI's progress
  // threads too). raise() below ends the process only when the handler returns, and
  // meanwhile the main thread could make a temporary after the cleanup, left behind.
  // So the main thread handles it: it makes none while in the handler.
  if (main_known.load() && pthread_equal(pthread_self(), main_thread) == 0) {
    pthread_kill(main_thread, signal_number);
    return;
  }
  if (holds.load() > 0) {
    held.store(signal_number);
    return;
  }
  sys::remove_remembered_temporaries();
  // The default action, delivered when the handler returns (the signal is blocked
  // until then), ends the process the way the sender meant.
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

}  // namespace

void remove_temporaries_on_signals() {
  main_thread = pthread_self();
  main_known.store(true);
  struct sigaction action {};
  action.sa_handler = remove_temporaries_and_die;
  sigemptyset(&action.sa_mask);
  for (const int signal_number : kCleanupSignals) sigaddset(&action.sa_mask, signal_number);
  for (const int signal_number : kCleanupSignals) {
    struct sigaction previous {};
    if (sigaction(signal_number, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
    sigaction(signal_number, &action, nullptr);
  }
}

SignalHold::SignalHold() noexcept { holds.fetch_add(1); }

SignalHold::~SignalHold() {
  if (holds.fetch_sub(1) != 1) return;
  const int signal_number = held.exchange(0);
  // Raised again, now unheld: the handler removes the temporaries and ends the process.
  if (signal_number != 0 && !published_) std::raise(signal_number);
}

int held_signal() noexcept { return held.load(); }

}  // namespace pcgns::sys
