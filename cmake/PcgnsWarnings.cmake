# Compiler flags shared by every pcgns target, attached through an interface target
# so they never leak into the installed package.
add_library(pcgns_build_flags INTERFACE)
target_compile_options(pcgns_build_flags INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                       -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Wunused
                       -Woverloaded-virtual)
if(PCGNS_WERROR)
  target_compile_options(pcgns_build_flags INTERFACE -Werror)
endif()
if(PCGNS_SANITIZE)
  target_compile_options(pcgns_build_flags INTERFACE
                         -fsanitize=address,undefined -fno-omit-frame-pointer
                         -fno-sanitize-recover=undefined)
  target_link_options(pcgns_build_flags INTERFACE -fsanitize=address,undefined)
endif()
