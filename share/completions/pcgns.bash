# bash completion for pcgns-merge, pcgns-split, pcgns-bench and pcgns-stripe: options,
# the names an option takes, files and directories where a path is expected.
# Installed under share/bash-completion/completions once per tool name (bash-completion
# loads it on the first <TAB> after that name); or source it from ~/.bashrc.
# tests/cli/completion.bats checks that every option each tool's --help lists is here.

# --- tables (copied into the zsh completion at build time: share/completions/CMakeLists.txt)
# _pcgns_options TOOL: the options of TOOL ("pcgns-bench generate" for the subcommand).
_pcgns_options() {
  local common="-h --help -q --quiet -v --verbose --json --progress --no-progress --hint"
  local selection="--solutions --fields --time --latest"
  case "$1" in
    pcgns-merge)
      echo "$common $selection --version -o --output --dry-run --link --verify --check-inputs --no-check-inputs" \
           "--cgns-version --expect-parts --force --clean --write-path --round-mib --new-times" ;;
    pcgns-split)
      echo "$common $selection --version --parts -o --output --method --imbalance --weights --renumber" \
           "--interface --no-main --dry-run --cgns-version --expect-parts --force --clean" ;;
    pcgns-stripe)
      echo "-h --help --version --fs --osts --size --file --bench --ranks --nodes --pattern --request-size --mpi" \
           "--format --apply --json -q --quiet" ;;
    pcgns-bench)
      echo "$common --version --scenario --strategy --size --zones-per-rank --ranks-per-zone --zones --block" \
           "--blocks-per-rank --reps --no-read --drop-cache --no-verify --keep --dir --csv --steps --interval" \
           "--compute-ms --compute-ratio" ;;
    "pcgns-bench generate")
      echo "-h --help --mesh --cells --parts --parts-per-file --steps --elements --orphans --moving --cgns-version" \
           "-o --output --force -q --quiet --json --progress --no-progress" ;;
  esac
}

# _pcgns_values TOOL OPTION: what OPTION takes -- "file", "dir", "list NAME..." (a comma
# list of names), "names NAME...", "text" (anything) -- or nothing for a flag.
_pcgns_values() {
  local tool="$1" option="$2"
  case "$option" in
    -o | --output) [[ "$tool" == "pcgns-bench generate" ]] && echo dir || echo file ;;
    --json | --csv | --file | --bench | --weights) echo file ;;
    --clean | --dir) echo dir ;;
    --write-path) echo "names queue hdf5-collective hdf5-independent" ;;
    --method) echo "names auto block ptscotch metis hilbert" ;;
    --renumber) echo "names none rcm hilbert" ;;
    --interface) echo "names auto vertex face" ;;
    --mesh) echo "names unstructured structured blocks" ;;
    --elements) echo "names hexa poly mixed tetra" ;;
    --pattern) echo "names shared fpp serial" ;;
    --mpi) echo "names openmpi mpich cray" ;;
    --format) echo "names text json shell env hints" ;;
    --fs) echo "names lustre gpfs beegfs nfs" ;;
    --block) echo "names 8 16 32" ;;
    --hint) echo "names auto" ;;  # or KEY=VALUE
    --scenario) echo "list a b c d e flash pipeline all" ;;
    --strategy) echo "list mpiio queue hdf5-coll hdf5-ind async fpp serial none all" ;;
    --solutions | --fields | --time | --cgns-version | --expect-parts | --round-mib | --parts | --imbalance | \
      --osts | --size | --ranks | --nodes | --request-size | --zones-per-rank | --ranks-per-zone | --zones | \
      --blocks-per-rank | --reps | --steps | --interval | --compute-ms | --compute-ratio | --cells | \
      --parts-per-file | --orphans)
      echo text ;;
  esac
}

# --- end of tables

# Paths, marked as such so that bash appends '/' to directories and quotes names.
_pcgns_complete_paths() {
  local kind="$1" cur="$2"
  compopt -o filenames 2>/dev/null
  if [[ "$kind" == dir ]]; then
    mapfile -t COMPREPLY < <(compgen -d -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}

_pcgns() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" tool="${COMP_WORDS[0]##*/}" i
  ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
  # --option=value: bash splits at '=' (COMP_WORDBREAKS), giving "--option" "=" "value".
  if [[ "$cur" == "=" ]]; then
    prev="${COMP_WORDS[COMP_CWORD - 1]}" cur=""
  elif [[ "$prev" == "=" ]] && ((COMP_CWORD > 1)); then
    prev="${COMP_WORDS[COMP_CWORD - 2]}"
  fi
  if [[ "$tool" == pcgns-bench ]]; then
    for ((i = 1; i < COMP_CWORD; i++)); do
      [[ "${COMP_WORDS[i]}" == generate ]] && tool="pcgns-bench generate"
    done
  fi
  COMPREPLY=()

  local values
  values="$(_pcgns_values "$tool" "$prev")"
  if [[ -n "$values" && "$prev" == -* ]] && [[ " $(_pcgns_options "$tool") " == *" $prev "* ]]; then
    case "$values" in
      file | dir) _pcgns_complete_paths "$values" "$cur" ;;
      names\ *) mapfile -t COMPREPLY < <(compgen -W "${values#names }" -- "$cur") ;;
      list\ *)
        # A comma list: complete the name after the last comma, keeping the ones before.
        local done_part="" last="$cur"
        [[ "$cur" == *,* ]] && done_part="${cur%,*}," last="${cur##*,}"
        mapfile -t COMPREPLY < <(compgen -P "$done_part" -W "${values#list }" -- "$last")
        ;;
    esac
    return 0
  fi

  if [[ "$cur" == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_pcgns_options "$tool")" -- "$cur")
    return 0
  fi
  case "$tool" in
    pcgns-merge | pcgns-split | pcgns-stripe) _pcgns_complete_paths file "$cur" ;;  # inputs, PATH
    pcgns-bench) mapfile -t COMPREPLY < <(compgen -W "generate" -- "$cur") ;;
  esac
  return 0
}

complete -F _pcgns pcgns-merge pcgns-split pcgns-bench pcgns-stripe
