# Compiler flags shared by every pcgns target, attached through an interface target
# so they never leak into the installed package.
add_library(pcgns_build_flags INTERFACE)
target_compile_options(pcgns_build_flags INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                       -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Wunused
                       -Woverloaded-virtual)
if(PCGNS_WERROR)
  target_compile_options(pcgns_build_flags INTERFACE -Werror)
endif()
# A sanitizer finding ends the process with a non-zero status (UBSan does not recover;
# ThreadSanitizer exits 66 after its reports), so every test that meets one fails.
if(PCGNS_SANITIZE STREQUAL "thread")
  set(_pcgns_sanitizers -fsanitize=thread)
elseif(PCGNS_SANITIZE)
  set(_pcgns_sanitizers -fsanitize=address,undefined -fno-sanitize-recover=undefined)
endif()
if(_pcgns_sanitizers)
  # UBSan checks the code under test (the library, the tools), not the tests' own code: a
  # test's translation unit is mostly GoogleTest's expanded macros, where UBSan's checks
  # were a third of the ASan+UBSan tree's compile time and find nothing about pcgns
  # (docs/performance.md, "CI time"). Test targets set PCGNS_TEST_CODE; they keep ASan,
  # and they link the UBSan runtime the library needs.
  set(_pcgns_test_code "$<BOOL:$<TARGET_PROPERTY:PCGNS_TEST_CODE>>")
  if(PCGNS_SANITIZE STREQUAL "thread")
    set(_pcgns_compiled_sanitizers ${_pcgns_sanitizers})
  else()
    set(_pcgns_compiled_sanitizers "$<IF:${_pcgns_test_code},-fsanitize=address,-fsanitize=address$<COMMA>undefined>"
                                   "$<$<NOT:${_pcgns_test_code}>:-fno-sanitize-recover=undefined>")
  endif()
  target_compile_options(pcgns_build_flags INTERFACE ${_pcgns_compiled_sanitizers} -fno-omit-frame-pointer)
  target_link_options(pcgns_build_flags INTERFACE ${_pcgns_sanitizers})
endif()
