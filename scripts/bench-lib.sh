# Helpers shared by the benchmark scripts (sourced, not run).

calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }

seconds() {  # seconds COMMAND...: wall time of one run
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  calc "$end - $start"
}

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# peak_rss_kib LOG: the largest "Maximum resident set size" of a /usr/bin/time -v log
# (one line per rank).
peak_rss_kib() { grep "Maximum resident" "$1" | awk '{print $NF}' | sort -n | tail -1; }

# rss_bound_kib BYTES RANKS: the memory bound of the issues, 1.5 x (bytes / P) + 256 MiB.
rss_bound_kib() { awk "BEGIN { printf \"%d\", (1.5 * $1 / $2 + 256 * 1024^2) / 1024 }"; }
