#pragma once
// The owning core of every RAII HDF5 type: a hid_t plus the function that closes it.
// Move-only; the destructor never throws (a failed close cannot be reported from a
// destructor, and the error stack is cleared so it does not leak into later messages).
#include <hdf5.h>

#include <utility>

namespace pcgns::h5 {

class Handle {
 public:
  using Closer = herr_t (*)(hid_t);

  Handle() = default;
  // `close` may be null for ids the library owns (predefined datatypes).
  Handle(hid_t id, Closer close) : id_(id), close_(close) {}
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  Handle(Handle&& other) noexcept : id_(std::exchange(other.id_, H5I_INVALID_HID)), close_(other.close_) {}
  Handle& operator=(Handle&& other) noexcept {
    if (this != &other) {
      reset();
      id_ = std::exchange(other.id_, H5I_INVALID_HID);
      close_ = other.close_;
    }
    return *this;
  }
  ~Handle() { reset(); }

  hid_t id() const { return id_; }
  bool valid() const { return id_ >= 0; }
  // Gives up ownership (for an explicit, checked close).
  hid_t release() { return std::exchange(id_, H5I_INVALID_HID); }

  void reset() noexcept {
    if (id_ >= 0 && close_ != nullptr && close_(id_) < 0) H5Eclear2(H5E_DEFAULT);
    id_ = H5I_INVALID_HID;
  }

 private:
  hid_t id_ = H5I_INVALID_HID;
  Closer close_ = nullptr;
};

}  // namespace pcgns::h5
