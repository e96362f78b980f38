#pragma once
// Holds the writer thread inside AsyncWriteOptions::before_write for one field until
// the test opens the gate, so a test can look at the file and the field's state while
// the write is known not to have happened yet -- no sleeps, no guessing.
#include <gtest/gtest.h>
#include <time.h>

#include <chrono>
#include <future>
#include <string>
#include <string_view>
#include <thread>

namespace pcgns::test {

class Gate {
 public:
  explicit Gate(std::string field) : field_(std::move(field)) {}
  Gate(const Gate&) = delete;
  Gate& operator=(const Gate&) = delete;
  ~Gate() {
    if (opener_.joinable()) opener_.join();
  }

  // The hook: blocks the thread writing `field_`.
  void operator()(std::string_view field) {
    if (field != field_) return;
    entered_.set_value();
    opened_.wait();
  }
  void wait_entered() { entered_future_.wait(); }
  // Opens the gate `delay` from now, from another thread (the test's thread will be
  // blocked in iwait meanwhile).
  void open_after(std::chrono::milliseconds delay) {
    opener_ = std::thread([this, delay] {
      std::this_thread::sleep_for(delay);
      open_.set_value();
    });
  }

 private:
  std::string field_;
  std::promise<void> entered_;
  std::future<void> entered_future_ = entered_.get_future();
  std::promise<void> open_;
  std::shared_future<void> opened_ = open_.get_future().share();
  std::thread opener_;
};

// CPU time consumed by the calling thread / the whole process, in milliseconds.
inline double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}
inline double process_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Opens `gate` in 150 ms and waits with `wait` (an iwait on the gated field): the wait
// must last until the gate opened, and sleep meanwhile (its CPU time well under it).
template <class Wait>
void expect_sleeping_wait(Gate& gate, Wait wait) {
  gate.open_after(std::chrono::milliseconds(150));
  const auto start = std::chrono::steady_clock::now();
  const double cpu_before = thread_cpu_ms();
  wait();
  const double waited_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const double cpu_ms = thread_cpu_ms() - cpu_before;
  EXPECT_GE(waited_ms, 100.0) << "iwait returned before the write could happen";
  EXPECT_LT(cpu_ms, 0.3 * waited_ms) << "iwait spun instead of sleeping";
}

}  // namespace pcgns::test
