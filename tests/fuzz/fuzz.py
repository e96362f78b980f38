#!/usr/bin/env python3
"""Fuzz pcgns-merge and pcgns-split with damaged inputs (issue 23).

Makes COUNT mutants, with a fixed seed, of three sets -- a generated unstructured set, a
generated structured set and an official file (tests/data) -- by one of five damages:
  meta   bits flipped in HDF5 metadata (headers, attributes, compact data: every byte
         outside the contiguous datasets)
  data   bits flipped in a contiguous dataset's values
  trunc  the file cut short (half the time inside a dataset, past the metadata)
  link   a raw HDF5 soft, hard or external link inserted in a node group
  ids    one global id of a :CGNS#GlobalNumbering array set to a hostile value
and runs each through pcgns-merge and pcgns-split under a timeout (every fourth run on
two ranks under mpiexec, the others as one process). Each run must end with exit 0 or
a documented code (64, 65, 66, 73, 74): never 70, never a signal, never a hang; a
failed run leaves its output directory empty and no run leaves a temporary, and the
inputs are never changed. Prints the outcomes per tool and damage; exits 1 when any run
broke a rule, keeping those mutants under WORK/failures for a rerun.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import os
import random
import shutil
import subprocess
import sys
import time

DOCUMENTED = {0, 64, 65, 66, 73, 74}
DAMAGES = ["meta", "data", "trunc", "link", "ids"]
HOSTILE_IDS = [0, -1, -2**31, 2**31 - 1, 2**31, 10**9, 2**62, 2**63 - 1, -2**63, 5 * 10**8, 100000]


def run(command, **kwargs):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)


class Seeds:
    """The three seed sets and the map of each of their files."""

    def __init__(self, build, source_dir, work):
        self.build = build
        self.sets = {}
        bench = os.path.join(build, "apps/pcgns-bench/pcgns-bench")
        for mesh in ("unstructured", "structured"):
            out = os.path.join(work, "seeds", mesh)
            if not os.path.isdir(out):
                made = run(["mpiexec", "-n", "2", bench, "generate", "-q", "--mesh", mesh, "--cells", "27000",
                            "--parts", "3", "--steps", "1", "-o", out])
                if made.returncode != 0:
                    sys.exit("fuzz: cannot generate the %s seed set:\n%s" % (mesh, made.stdout))
            self.sets[mesh] = out
        official = os.path.join(work, "seeds", "official")
        os.makedirs(official, exist_ok=True)
        shutil.copy(os.path.join(source_dir, "tests/data/cgnslib_vers-4400.cgns"), os.path.join(official, "case.cgns"))
        self.sets["official"] = official
        self.layout = {}
        for name, directory in self.sets.items():
            for file in sorted(os.listdir(directory)):
                path = os.path.join(directory, file)
                self.layout[path] = self.read_layout(path)

    def read_layout(self, path):
        lines = run([os.path.join(self.build, "tests/cli/tools/pcgns-test-layout"), path]).stdout.splitlines()
        layout = {"group": [], "data": [], "contiguous": [], "ids": [], "size": os.path.getsize(path)}
        for line in lines:
            kind, rest = line.split(" ", 1)
            if kind == "data":
                offset, size, storage, where = rest.split(" ", 3)
                layout["data"].append((int(offset), int(size), where))
                if storage == "contiguous":
                    layout["contiguous"].append((int(offset), int(size), where))
            else:
                layout[kind].append(rest)
        return layout


def in_data(position, ranges):
    return any(offset <= position < offset + size for offset, size, _ in ranges)


def flip(path, positions, rng):
    with open(path, "r+b") as f:
        for position in positions:
            f.seek(position)
            byte = f.read(1)[0]
            f.seek(position)
            f.write(bytes([byte ^ (1 << rng.randrange(8))]))


def damage(kind, path, layout, rng, tamper):
    """Damages `path` in place; returns a description for the report."""
    size = layout["size"]
    if kind == "meta":
        positions = []
        while len(positions) < rng.randint(1, 8):
            p = rng.randrange(size)
            if not in_data(p, layout["data"]):
                positions.append(p)
        flip(path, positions, rng)
        return "meta flip at %s" % positions
    if kind == "data" and layout["data"]:
        # Mostly values HDF5 does not checksum; compact values sit in a checksummed header.
        pool = layout["contiguous"] if layout["contiguous"] and rng.random() < 0.8 else layout["data"]
        offset, length, where = rng.choice(pool)
        positions = [offset + rng.randrange(length) for _ in range(rng.randint(1, 8))]
        flip(path, positions, rng)
        return "data flip in %s at %s" % (where, positions)
    if kind == "trunc" or kind == "data":
        if layout["data"] and rng.random() < 0.5:
            offset, length, where = rng.choice(layout["data"])
            cut = offset + rng.randrange(length)
        else:
            cut = rng.randrange(size)
        os.truncate(path, cut)
        return "truncated to %d of %d bytes" % (cut, size)
    if kind == "link" and layout["group"]:
        parent = rng.choice(layout["group"])
        link_kind = rng.choice(["soft", "hard", "external"])
        target = rng.choice(layout["group"] + ["/", "/nowhere"])
        args = [tamper, "h5-link", path, parent, "Fuzz", link_kind, target]
        if link_kind == "external":
            other = rng.choice(["/etc/hostname", path, os.path.join(os.path.dirname(path), "missing.cgns")])
            args = [tamper, "h5-link", path, parent, "Fuzz", "external", other, target]
        run(args)
        return "%s link %s/Fuzz -> %s" % (link_kind, parent, args[-1] if link_kind != "external" else args[-2] + ":" + target)
    if layout["ids"]:
        node = rng.choice(layout["ids"])
        value = rng.choice(HOSTILE_IDS)
        run([tamper, "set-int", path, node, "0", str(value)])
        return "id %s[0] = %d" % (node, value)
    flip(path, [rng.randrange(size)], rng)
    return "meta flip (no %s target)" % kind


def checksums(directory):
    sums = {}
    for name in sorted(os.listdir(directory)):
        with open(os.path.join(directory, name), "rb") as f:
            sums[name] = hashlib.md5(f.read()).hexdigest()
    return sums


def run_tool(args, tool, inputs, out, ranks):
    binary = os.path.join(args.build, "apps/pcgns-%s/pcgns-%s" % (tool, tool))
    command = [binary, "-q"]
    command += ["-o", os.path.join(out, "merged.cgns")] if tool == "merge" else ["--parts", "2", "-o", os.path.join(out, "split")]
    command += inputs
    if ranks > 1:
        command = ["mpiexec", "-n", str(ranks)] + command
    started = time.monotonic()
    try:
        done = run(["timeout", "-s", "KILL", str(args.timeout)] + command)
        code, text = done.returncode, done.stdout
    except OSError as error:
        code, text = -1, str(error)
    return code, text, time.monotonic() - started


def verdict(code, text, out):
    """None when the run kept the rules, else what it broke."""
    if code == 137 or code == 124:
        return "hang (killed after the timeout)"
    if code < 0 or code >= 128 or "signal" in text.lower() or "core dumped" in text.lower():
        return "signal (exit %d)" % code
    if code not in DOCUMENTED:
        return "exit %d" % code
    left = sorted(os.listdir(out))
    if code != 0 and left:
        return "exit %d but left %s" % (code, left)
    temporaries = [name for name in left if name.startswith(".") or name.endswith(".tmp") or ".tmp" in name]
    if temporaries:
        return "left temporaries %s" % temporaries
    return None


def one_mutant(args, seeds, index):
    rng = random.Random(args.seed * 1000003 + index)
    set_name = ["unstructured", "structured", "official"][index % 3]
    kind = DAMAGES[(index // 3) % len(DAMAGES)]
    if set_name == "official" and kind == "ids":
        kind = rng.choice(["meta", "data", "trunc", "link"])  # no numbering in a whole zone
    source = seeds.sets[set_name]
    here = os.path.join(args.work, "mutants", "%05d" % index)
    shutil.rmtree(here, ignore_errors=True)
    inputs_dir = os.path.join(here, "in")
    shutil.copytree(source, inputs_dir)
    files = sorted(os.listdir(inputs_dir))
    victim = rng.choice(files)
    described = damage(kind, os.path.join(inputs_dir, victim), seeds.layout[os.path.join(source, victim)], rng,
                       os.path.join(args.build, "tests/cli/tools/pcgns-test-tamper"))
    before = checksums(inputs_dir)
    inputs = [os.path.join(inputs_dir, f) for f in files]
    ranks = 2 if index % 4 == 3 else 1
    results = []
    for tool in ("merge", "split"):
        out = os.path.join(here, "out-" + tool)
        os.makedirs(out)
        code, text, seconds = run_tool(args, tool, inputs, out, ranks)
        broken = verdict(code, text, out)
        if not broken and checksums(inputs_dir) != before:
            broken = "changed its input"
        results.append((tool, code, broken, text, seconds))
    failed = any(r[2] for r in results)
    if failed:
        keep = os.path.join(args.work, "failures", "%05d" % index)
        shutil.rmtree(keep, ignore_errors=True)
        shutil.copytree(source, os.path.join(keep, "seed"))
        shutil.copytree(here, os.path.join(keep, "mutant"), ignore=shutil.ignore_patterns("out-*"))
    shutil.rmtree(here, ignore_errors=True)
    return index, set_name, kind, victim, described, ranks, results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", required=True, help="the build directory")
    parser.add_argument("--count", type=int, default=300, help="mutants to make (default 300)")
    parser.add_argument("--seed", type=int, default=23, help="random seed (default 23)")
    parser.add_argument("--first", type=int, default=0, help="index of the first mutant (to rerun one)")
    parser.add_argument("--jobs", type=int, default=4, help="mutants run at once (default 4)")
    parser.add_argument("--timeout", type=int, default=60, help="seconds per run before it counts as a hang")
    parser.add_argument("--show", action="store_true", help="print every run's damage, exit code and first line")
    parser.add_argument("--work", help="scratch directory (default: BUILD/fuzz-work)")
    args = parser.parse_args()
    args.build = os.path.abspath(args.build)
    args.work = os.path.abspath(args.work or os.path.join(args.build, "fuzz-work"))
    source_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    # Most mutants end in a refusal: without odls_base_sigkill_timeout=0, Open MPI's mpiexec
    # waits a second after every non-zero exit.
    for name, value in (("OMPI_ALLOW_RUN_AS_ROOT", "1"), ("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"),
                        ("OMPI_MCA_rmaps_base_oversubscribe", "1"), ("PCGNS_ERROR_GRACE", "5"),
                        ("OMPI_MCA_odls_base_sigkill_timeout", "0")):
        os.environ.setdefault(name, value)
    shutil.rmtree(os.path.join(args.work, "failures"), ignore_errors=True)
    seeds = Seeds(args.build, source_dir, args.work)
    started = time.monotonic()
    outcomes = collections.Counter()
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        jobs = [pool.submit(one_mutant, args, seeds, i) for i in range(args.first, args.first + args.count)]
        for job in concurrent.futures.as_completed(jobs):
            index, set_name, kind, victim, described, ranks, results = job.result()
            for tool, code, broken, text, seconds in results:
                if args.show:
                    print("%5d %-12s %-5s %s: %s exit %d %.1fs %s" % (index, set_name, kind, described, tool, code, seconds,
                                                                (text.strip().splitlines() or [""])[0][:300]))
                outcomes[(tool, set_name, kind, "BROKEN" if broken else code)] += 1
                if broken:
                    failures.append("mutant %d (%s set, %s of %s, %d rank(s)): %s: %s\n    %s" % (
                        index, set_name, described, victim, ranks, tool, broken,
                        "\n    ".join(text.strip().splitlines()[:6])))
    print("fuzz: %d mutants (seed %d, from %d) in %.0f s" % (args.count, args.seed, args.first,
                                                          time.monotonic() - started))
    for tool in ("merge", "split"):
        by_code = collections.Counter()
        for (t, _, _, code), n in outcomes.items():
            if t == tool:
                by_code[code] += n
        print("  %s: %s" % (tool, ", ".join("exit %s: %d" % (c, n) for c, n in
                                            sorted(by_code.items(), key=lambda item: str(item[0])))))
        for kind in DAMAGES:
            row = collections.Counter()
            for (t, _, k, code), n in outcomes.items():
                if t == tool and k == kind:
                    row[code] += n
            if row:
                print("    %-6s %s" % (kind, ", ".join("%s: %d" % (c, n) for c, n in
                                                      sorted(row.items(), key=lambda item: str(item[0])))))
    for failure in sorted(failures):
        print("FAIL " + failure)
    if failures:
        print("fuzz: %d run(s) broke the rules; mutants kept under %s" % (len(failures),
                                                                       os.path.join(args.work, "failures")))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
