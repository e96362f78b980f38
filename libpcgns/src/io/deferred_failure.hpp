#pragma once
// A failure one rank finds outside a collective call (a bad write or read request),
// held until the next collective step, where every rank learns of it: throwing at once
// on one rank would leave the others waiting in that collective.
#include <exception>
#include <utility>

namespace pcgns::io {

class DeferredFailure {
 public:
  // Runs `step`; keeps the first exception it throws instead of propagating it.
  template <class Fn>
  void capture(Fn&& step) {
    try {
      remember(step);
    } catch (...) {  // kept by remember()
    }
  }
  // Runs `step`; keeps the first exception it throws and propagates it too (a failure
  // reported at once on its rank, and again at the next collective step on every rank).
  template <class Fn>
  void remember(Fn&& step) {
    try {
      step();
    } catch (...) {
      if (!error_) error_ = std::current_exception();
      throw;
    }
  }
  bool failed() const { return error_ != nullptr; }
  // The kept failure (null when none), forgotten here.
  std::exception_ptr take() { return std::exchange(error_, nullptr); }
  // Rethrows the kept failure, if any, and forgets it.
  void rethrow_pending() {
    if (auto error = std::exchange(error_, nullptr)) std::rethrow_exception(error);
  }

 private:
  std::exception_ptr error_;
};

}  // namespace pcgns::io
