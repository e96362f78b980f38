#!/usr/bin/env bats
# The bash completion (share/completions/pcgns.bash) as a user meets it at <TAB>: options,
# the names an option takes, paths where a path is expected; and in step with the tools:
# every option their --help lists is completed, with a value where it takes one.

load common

setup_file() {
  pcgns_tools
  export COMPLETION="$BATS_TEST_DIRNAME/../../share/completions/pcgns.bash"
}

# complete_words WORD...: what <TAB> offers for the last word of the command line WORD...
complete_words() {
  # shellcheck source=/dev/null
  source "$COMPLETION"
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _pcgns
  printf '%s\n' "${COMPREPLY[@]}"
}

# help_options TOOL [SUBCOMMAND]: "NAME VALUE" for each option --help lists (VALUE empty
# for a flag), one name a line ("-o,--output FILE" gives two lines).
help_options() {
  "$@" --help | sed -nE 's/^  (-[^ ]*)( ([^ ]+))?.*/\1 \3/p' | while read -r names value; do
    tr ',' '\n' <<<"$names" | sed "s/\$/ $value/"
  done
}

# help_choices VALUE: "a b c" when --help shows an option's VALUE as the names it takes,
# "a|b|c" (a default after '=' dropped); nothing for another value (FILE|-, KEY=VALUE|auto).
help_choices() {
  if [[ "$1" =~ ^([a-z0-9-]+(\|[a-z0-9-]+)+)(=.*)?$ ]]; then tr '|' ' ' <<<"${BASH_REMATCH[1]}"; fi
}

@test "the script registers a completion for the four tools" {
  source "$COMPLETION"
  for tool in pcgns-merge pcgns-split pcgns-bench pcgns-stripe; do
    run complete -p "$tool"
    assert_success
    assert_output "complete -F _pcgns $tool"
  done
}

@test "options complete by prefix" {
  run complete_words pcgns-split --me
  assert_output "--method"
  run complete_words pcgns-merge --che
  assert_output "--check-inputs"
  run complete_words pcgns-bench generate --me
  assert_output "--mesh"
  run complete_words pcgns-stripe --fo
  assert_output "--format"
  run complete_words pcgns-bench ge
  assert_output "generate"
}

@test "enumerations complete by name, also after --option=" {
  run complete_words pcgns-split --method ""
  assert_output "$(printf '%s\n' auto block ptscotch metis hilbert)"
  run complete_words pcgns-bench generate --mesh s
  assert_output "structured"
  run complete_words pcgns-bench generate --elements = m
  assert_output "mixed"
  run complete_words pcgns-merge --write-path hdf5-c
  assert_output "hdf5-collective"
  run complete_words pcgns-bench --scenario b,fl
  assert_output "b,flash"
}

@test "paths complete where a path is expected: files for inputs and -o, directories for --clean" {
  cd "$BATS_TEST_TMPDIR"
  mkdir out && touch run.cgns out/sol_0.cgns
  run complete_words pcgns-merge -o r
  assert_output "run.cgns"
  run complete_words pcgns-merge -o run.cgns ou
  assert_output "out"
  run complete_words pcgns-merge --clean ""
  assert_output "out"
  run complete_words pcgns-bench generate -o ""
  assert_output "out"
}

@test "every option of every tool's --help is completed, with a value exactly where it takes one" {
  source "$COMPLETION"
  local command name value missing=() checked=0 choices_checked=0
  for command in "$MERGE" "$SPLIT" "$STRIPE" "$BENCH" "$BENCH generate"; do
    local tool="${command##*/}"  # "pcgns-bench generate" for the subcommand
    local offered=" $(_pcgns_options "$tool") "
    while read -r name value; do
      checked=$((checked + 1))
      [[ "$offered" == *" $name "* ]] || missing+=("$tool: $name is not completed")
      local takes
      takes="$(_pcgns_values "$tool" "$name")"
      if [[ -n "$value" && -z "$takes" ]]; then missing+=("$tool: $name takes $value but completes as a flag"); fi
      if [[ -z "$value" && -n "$takes" ]]; then missing+=("$tool: $name is a flag but completes a value"); fi
      # The completion's names are a hand copy of the tool's: the same names, in the same order.
      local choices
      choices="$(help_choices "$value")"
      if [[ -n "$choices" ]]; then
        choices_checked=$((choices_checked + 1))
        [[ "$takes" == "names $choices" ]] || missing+=("$tool: $name takes $value but completes '$takes'")
      fi
    done < <(help_options $command)
  done
  if ((${#missing[@]})); then printf '%s\n' "${missing[@]}"; fi
  assert_equal "${#missing[@]}" 0
  assert [ "$checked" -gt 100 ]  # the --help pages were read
  assert [ "$choices_checked" -ge 9 ]  # and their lists of names
}

# zsh_candidates WORD...: the candidates the zsh completion (as built into the build tree)
# hands to zsh for the last word of WORD... (zsh itself then keeps those matching it).
# compadd and the path helpers are stand-ins that print what they are given.
zsh_candidates() {
  zsh -f -c '
    compadd() { local a; for a in "$@"; do [[ $a == - || $a == -- ]] || print -r -- $a; done }
    _files() { print -r -- "(files $*)" }
    _sequence() { "$@" }
    _message() { : }
    compset() { : }
    service=$1; shift
    words=("$@"); CURRENT=$#
    source "$ZSH_COMPLETION"' zsh "$@"
}

@test "zsh: the completion file parses and offers what bash offers" {
  command -v zsh >/dev/null || skip "zsh is not installed"
  export ZSH_COMPLETION="$BUILD/share/completions/_pcgns"
  run zsh -n "$ZSH_COMPLETION"
  assert_success
  assert [ "$(head -n1 "$ZSH_COMPLETION")" = "#compdef pcgns-merge pcgns-split pcgns-bench pcgns-stripe" ]
  run zsh_candidates pcgns-split pcgns-split --method ""
  assert_output "$(printf '%s\n' auto block ptscotch metis hilbert)"
  run zsh_candidates pcgns-bench pcgns-bench generate --mesh ""
  assert_output "$(printf '%s\n' unstructured structured blocks)"
  run zsh_candidates pcgns-bench pcgns-bench generate --elements=p
  assert_output "$(printf '%s\n' hexa poly mixed tetra)"
  run zsh_candidates pcgns-merge pcgns-merge --me
  assert_line -- "--verify"
  assert_line -- "--write-path"
  run zsh_candidates pcgns-merge pcgns-merge -o ""
  assert_output "(files )"
  run zsh_candidates pcgns-merge pcgns-merge --clean ""
  assert_output "(files -/)"
  run zsh_candidates pcgns-bench pcgns-bench ""
  assert_output "generate"
}
