#pragma once
// An allocator whose vectors grow without writing zeros first: for arrays of tens of
// megabytes that are filled right after (a part's connectivity), the zeros cost a pass
// over memory that the filling makes again.
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace pcgns::split {

template <class T>
class UninitializedAllocator : public std::allocator<T> {
 public:
  template <class U>
  struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <class U>
  UninitializedAllocator(const UninitializedAllocator<U>&) noexcept {}

  // Value-initialisation (resize(n)) leaves trivial values as they are.
  template <class U>
  void construct(U* at) noexcept(std::is_nothrow_default_constructible_v<U>) {
    ::new (static_cast<void*>(at)) U;
  }
  template <class U, class... Args>
  void construct(U* at, Args&&... args) {
    std::allocator_traits<std::allocator<T>>::construct(static_cast<std::allocator<T>&>(*this), at,
                                                        std::forward<Args>(args)...);
  }
};

// Local vertex ids (1-based) of a part's elements.
using LocalIds = std::vector<std::uint32_t, UninitializedAllocator<std::uint32_t>>;

}  // namespace pcgns::split
