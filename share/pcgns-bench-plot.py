#!/usr/bin/env python3
"""Turns pcgns-bench JSON reports into PNG plots.

    pcgns-bench-plot.py [-o DIR] REPORT.json [REPORT.json ...]

Give the reports of runs with different rank counts (mpiexec -n 1, 2, 4, ...):
  - bandwidth-<scenario>-<op>.png: median bandwidth (MiB/s, min..max as error bars)
    against ranks, one line per strategy;
  - pipeline-hidden.png: the share of write time each asynchronous schedule hid, per
    compute setting and target, one group of bars per rank count.
Prints the files it wrote. Exit 64 on bad arguments, 65 on a report it cannot read.
"""
import argparse
import collections
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")  # files only: no display on a cluster node
import matplotlib.pyplot as plt  # noqa: E402


def report_ranks(report):
    """Top level since schema_version 1; under "environment" in older reports."""
    return report["ranks"] if "schema_version" in report else report["environment"]["ranks"]


def load(paths):
    reports = []
    for path in paths:
        try:
            with open(path) as f:
                report = json.load(f)
            report["results"], report_ranks(report)  # the fields we need
        except (OSError, ValueError, KeyError, TypeError) as e:
            sys.exit(print(f"pcgns-bench-plot: {path}: not a pcgns-bench report ({e})", file=sys.stderr) or 65)
        reports.append(report)
    return reports


def bandwidth_series(reports):
    """{(scenario, op): {strategy: [(ranks, median, min, max)]}} without the pipeline."""
    series = collections.defaultdict(lambda: collections.defaultdict(list))
    for report in reports:
        ranks = report_ranks(report)
        for r in report["results"]:
            if r["scenario"] == "pipeline" or r["bytes"] == 0:
                continue
            b = r.get("bandwidth_mib_s") or r["bandwidth_mibs"]
            series[(r["scenario"], r["op"])][r["strategy"]].append((ranks, b["median"], b["min"], b["max"]))
    return series


def plot_bandwidth(series, out_dir):
    written = []
    for (scenario, op), strategies in sorted(series.items()):
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for strategy, points in sorted(strategies.items()):
            points.sort()
            ranks = [p[0] for p in points]
            median = [p[1] for p in points]
            low = [p[1] - p[2] for p in points]
            high = [p[3] - p[1] for p in points]
            ax.errorbar(ranks, median, yerr=[low, high], marker="o", capsize=3, label=strategy)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("ranks")
        ax.set_ylabel("MiB/s (median, min..max)")
        ax.set_title(f"scenario {scenario}: {op} bandwidth")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize="small")
        path = os.path.join(out_dir, f"bandwidth-{scenario}-{op}.png")
        fig.savefig(path, dpi=120, bbox_inches="tight")
        plt.close(fig)
        written.append(path)
    return written


def plot_pipeline(reports, out_dir):
    bars = collections.defaultdict(dict)  # (ranks) -> {label: share}
    for report in reports:
        ranks = report_ranks(report)
        for r in report["results"]:
            if r["scenario"] != "pipeline" or r["strategy"] not in ("async_end", "async-end", "pipeline"):
                continue
            ratio = r.get("compute_ratio")
            setting = "given" if ratio is None else f"{ratio:g}xW"
            bars[ranks][f"{r['target']} {setting} {r['strategy']}"] = 100 * r["hidden_share"]
    if not bars:
        return []
    labels = sorted({label for shares in bars.values() for label in shares})
    fig, ax = plt.subplots(figsize=(max(7, len(labels)), 4.5))
    width = 0.8 / len(bars)
    for i, (ranks, shares) in enumerate(sorted(bars.items())):
        xs = [k + i * width for k in range(len(labels))]
        ax.bar(xs, [shares.get(label, 0) for label in labels], width, label=f"{ranks} rank(s)")
    ax.set_xticks([k + 0.4 - width / 2 for k in range(len(labels))])
    ax.set_xticklabels(labels, rotation=30, ha="right", fontsize="small")
    ax.set_ylabel("write time hidden (%)")
    ax.set_ylim(0, 100)
    ax.set_title("pipeline: share of the synchronous write time hidden behind compute")
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize="small")
    path = os.path.join(out_dir, "pipeline-hidden.png")
    fig.savefig(path, dpi=120, bbox_inches="tight")
    plt.close(fig)
    return [path]


def main():
    parser = argparse.ArgumentParser(description="Plot pcgns-bench JSON reports as PNG files.")
    parser.add_argument("reports", nargs="+", help="pcgns-bench --json reports")
    parser.add_argument("-o", "--output", default=".", help="directory for the PNG files (default: .)")
    try:
        args = parser.parse_args()
    except SystemExit as e:
        sys.exit(64 if e.code else 0)
    if not os.path.isdir(args.output):
        print(f"pcgns-bench-plot: {args.output}: not a directory", file=sys.stderr)
        sys.exit(64)
    reports = load(args.reports)
    for path in plot_bandwidth(bandwidth_series(reports), args.output) + plot_pipeline(reports, args.output):
        print(path)


if __name__ == "__main__":
    main()
