#!/usr/bin/env python3
"""The inputs that crashed pcgns-merge and pcgns-split (issue 23), kept as fixtures.

Each fixture is one damaged copy of a tiny generated set (two files of a few dozen KiB,
made by `pcgns-bench generate`), damaged by pcgns-test-tamper or a raw byte edit, so the
corpus is rebuilt the same way at every run instead of being stored as binaries:

  make  --build B --work W NAME...   builds every fixture under W/NAME/in; the names must
                                     be exactly those of FIXTURES (CMake lists them too)
  check --build B --work W NAME      runs merge and split on that fixture with 1 and 2
                                     ranks and checks each run (below)

A run keeps the rules when it ends with the fixture's exit code under a timeout, prints
each of its message fragments (the file and the node), prints no sanitizer report and no
HDF5 diagnostic, leaves its output directory empty and the inputs byte for byte as they
were. Under the ASan+UBSan tree the environment makes UBSan halt, so a finding changes
the exit code as well as printing a report.
"""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys

TIMEOUT = 120  # seconds per run; a hang is killed and fails the fixture
# Sanitizer reports (ASan, LSan, UBSan) and HDF5 printing its own errors.
FORBIDDEN_OUTPUT = ["ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "HDF5-DIAG"]


class Fixture:
    """A damaged set: how to damage a copy of the seed, what to run it on, what to expect.

    Messages are fragments every run must print; "{in}" stands for the fixture's input
    directory. `inputs` are file names under it (default: every file of the seed set)."""

    def __init__(self, name, seed, damage, code, messages, inputs=None):
        self.name, self.seed, self.damage, self.code = name, seed, damage, code
        self.messages, self.inputs = messages, inputs


def tamper(tools, *args):
    subprocess.run([tools.tamper] + [str(a) for a in args], check=True, stdout=subprocess.DEVNULL)


def first_id(path, node):
    """The first value of an I8 id array, read back through h5dump (no HDF5 binding here)."""
    out = subprocess.run(["h5dump", "-y", "-w", "0", "-d", node + "/ data", path], check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    values = out[out.index("DATA {") + len("DATA {"):out.index("}", out.index("DATA {"))]
    return int(values.replace(",", " ").split()[0])


UZONE = "/Base/Zone.P0.N0"
UNUMBERING = UZONE + "/:CGNS#GlobalNumbering"


def soft_link_cycle(tools, d):
    # Recursed until the stack overflowed (segfault after 22-81 s).
    tamper(tools, "h5-link", d + "/sol_0.cgns", "/Base/Block.P0.N0", "Loop", "soft", "/Base")


def truncated(tools, d):
    # Split died with SIGBUS reading a file cut short; cut in the middle of its metadata.
    path = d + "/sol_1.cgns"
    os.truncate(path, os.path.getsize(path) // 2)


def maia_link_cycle(tools, d):
    # Main files A and B each linking the other's zones: merge gave an empty output, exit 0.
    a, b = d + "/a", d + "/b"
    os.makedirs(a)
    os.makedirs(b)
    shutil.copy(d + "/sol_0.cgns", a + "/A.cgns")
    tamper(tools, "make-main", a + "/B.cgns", a + "/A.cgns")  # B links to the zones of A
    shutil.copy(d + "/sol_0.cgns", b + "/B.cgns")
    tamper(tools, "make-main", b + "/A.cgns", b + "/B.cgns")  # A links to the zones of B
    shutil.copy(b + "/A.cgns", d)
    shutil.copy(a + "/B.cgns", d)
    for left in (a, b):
        shutil.rmtree(left)
    for seed_file in ("sol_0.cgns", "sol_1.cgns"):
        os.remove(os.path.join(d, seed_file))


def element_id_2to62(tools, d):
    tamper(tools, "set-int", d + "/sol_0.cgns", UZONE + "/Hexa/:CGNS#GlobalNumbering/Element", 0, 2**62)


def bc_element_id_max(tools, d):
    tamper(tools, "set-int", d + "/sol_1.cgns", "/Base/Zone.P1.N0/Inflow/:CGNS#GlobalNumbering/Element", 0, 2**63 - 1)


def cell_id_minus_one(tools, d):
    tamper(tools, "set-int", d + "/sol_0.cgns", UNUMBERING + "/Cell", 0, -1)


def vertex_id_5e8(tools, d):
    # Without the set's recorded counts the bound comes from the data present: the id
    # used to size 3.2 GB per rank before the refusal.
    for f in (0, 1):
        tamper(tools, "remove", "%s/sol_%d.cgns" % (d, f), "/Base/Zone.P%d.N0/:CGNS#GlobalNumbering/:pcgns#Set" % f)
    tamper(tools, "set-int", d + "/sol_0.cgns", UNUMBERING + "/Vertex", 0, 5 * 10**8)


def vertex_id_flipped_byte(tools, d):
    # The fuzz run's flip: the top byte of a vertex id became 0x49, so count * 8 in
    # Node::byte_size overflowed (split exit 70, merge 74 naming the output). In the second
    # file, whose own numbering node the message must name (not the first file's record).
    path, node = d + "/sol_1.cgns", "/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Vertex"
    tamper(tools, "set-int", path, node, 0, first_id(path, node) ^ (0x49 << 56))


def external_link_not_hdf5(tools, d):
    # Followed into a text file: exit 74 (an I/O error) instead of a refused input.
    with open(d + "/notes.txt", "w") as notes:
        notes.write("plain text\n")
    tamper(tools, "h5-link", d + "/sol_0.cgns", "/Base", "Notes", "external", d + "/notes.txt", "/x")


FIXTURES = [
    Fixture("soft-link-cycle", "structured", soft_link_cycle, 65,
            ["{in}/sol_0.cgns:/Base/Block.P0.N0/Loop", "soft link to '/Base'"]),
    Fixture("truncated", "unstructured", truncated, 65, ["{in}/sol_1.cgns:/", "truncated"]),
    Fixture("maia-link-cycle", "unstructured", maia_link_cycle, 65,
            ["file '{in}/B.cgns' node '/Base/Zone.P0.N0' links on to 'A.cgns:/Base/Zone.P0.N0'",
             "linked by file '{in}/A.cgns'"], inputs=["A.cgns"]),
    Fixture("element-id-2to62", "unstructured", element_id_2to62, 65,
            ["file '{in}/sol_0.cgns' node '" + UZONE + "/Hexa/:CGNS#GlobalNumbering/Element': global id "
             + str(2**62)]),
    Fixture("bc-element-id-2to63-1", "unstructured", bc_element_id_max, 65,
            ["file '{in}/sol_1.cgns' node '/Base/Zone.P1.N0/Inflow/:CGNS#GlobalNumbering/Element': global id "
             + str(2**63 - 1)]),
    Fixture("cell-id-minus-one", "unstructured", cell_id_minus_one, 65,
            ["file '{in}/sol_0.cgns' node '" + UNUMBERING + "/Cell': global id -1 out of range"]),
    Fixture("vertex-id-5e8", "unstructured", vertex_id_5e8, 65,
            ["file '{in}/sol_0.cgns' node '" + UNUMBERING + "/Vertex': global id 500000000 out of range"]),
    Fixture("vertex-id-flipped-byte", "unstructured", vertex_id_flipped_byte, 65,
            ["file '{in}/sol_1.cgns' node '/Base/Zone.P1.N0/:CGNS#GlobalNumbering/Vertex': global id "]),
    Fixture("external-link-not-hdf5", "unstructured", external_link_not_hdf5, 65,
            ["{in}/sol_0.cgns:/Base/Notes", "external link to '{in}/notes.txt:/x'"],
            inputs=["sol_0.cgns", "sol_1.cgns"]),
]


class Tools:
    def __init__(self, build, generator=None):
        self.bench = generator or os.path.join(build, "apps/pcgns-bench/pcgns-bench")
        self.merge = os.path.join(build, "apps/pcgns-merge/pcgns-merge")
        self.split = os.path.join(build, "apps/pcgns-split/pcgns-split")
        self.tamper = os.path.join(build, "tests/cli/tools/pcgns-test-tamper")


def make(tools, work, names):
    known = [f.name for f in FIXTURES]
    if sorted(names) != sorted(known):
        sys.exit("crashers: CMake lists %s, crashers.py defines %s" % (sorted(names), sorted(known)))
    shutil.rmtree(work, ignore_errors=True)
    for mesh in ("unstructured", "structured"):
        subprocess.run([tools.bench, "generate", "-q", "--mesh", mesh, "--cells", "8", "--parts", "2", "--steps", "1",
                        "-o", os.path.join(work, "seeds", mesh)], check=True)
    for fixture in FIXTURES:
        here = os.path.join(work, fixture.name, "in")
        shutil.copytree(os.path.join(work, "seeds", fixture.seed), here)
        fixture.damage(tools, here)
    return 0


def checksums(directory):
    sums = {}
    for name in sorted(os.listdir(directory)):
        with open(os.path.join(directory, name), "rb") as f:
            sums[name] = hashlib.sha256(f.read()).hexdigest()
    return sums


def broken_rules(fixture, code, text, out, inputs_dir, before):
    """What one run did wrong (an empty list when it kept every rule)."""
    wrong = []
    if code != fixture.code:
        wrong.append("exit %d, expected %d" % (code, fixture.code))
    for message in fixture.messages:
        expected = message.replace("{in}", inputs_dir)
        if expected not in text:
            wrong.append("no message %r" % expected)
    wrong += ["printed %r" % report for report in FORBIDDEN_OUTPUT if report in text]
    if os.listdir(out):
        wrong.append("left %s in the output directory" % sorted(os.listdir(out)))
    if checksums(inputs_dir) != before:
        wrong.append("changed its inputs (now %s)" % sorted(os.listdir(inputs_dir)))
    return wrong


def check(tools, work, name):
    fixture = next((f for f in FIXTURES if f.name == name), None)
    if not fixture:
        sys.exit("crashers: no fixture %r" % name)
    inputs_dir = os.path.join(work, name, "in")
    inputs = [os.path.join(inputs_dir, f) for f in (fixture.inputs or sorted(os.listdir(inputs_dir)))]
    before = checksums(inputs_dir)
    failures = 0
    for tool in ("merge", "split"):
        for ranks in (1, 2):
            out = os.path.join(work, name, "out-%s-%d" % (tool, ranks))
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(out)
            target = ["-o", os.path.join(out, "merged.cgns")] if tool == "merge" else [
                "--parts", "2", "-o", os.path.join(out, "split")]
            # One rank as a singleton process, as a user runs it (and faster than mpiexec).
            command = ([] if ranks == 1 else ["mpiexec", "-n", str(ranks)]) + [getattr(tools, tool), "-q"] + target + inputs
            done = subprocess.run(["timeout", "-s", "KILL", str(TIMEOUT)] + command, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True)
            wrong = broken_rules(fixture, done.returncode, done.stdout, out, inputs_dir, before)
            print("%s: %s on %d rank(s): %s" % (name, tool, ranks, "; ".join(wrong) if wrong else "exit %d as expected"
                                                % done.returncode))
            if wrong:
                failures += 1
                print("    " + "\n    ".join(done.stdout.strip().splitlines()[:20]))
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=["make", "check"])
    parser.add_argument("names", nargs="+", help="fixture names (make: all of them; check: one)")
    parser.add_argument("--build", required=True, help="the build directory holding the tools")
    parser.add_argument("--work", required=True, help="where the fixtures are made")
    parser.add_argument("--generator", help="the pcgns-bench that makes the seeds (default: the build's)")
    args = parser.parse_args()
    # The crashers are refused: without odls_base_sigkill_timeout=0, Open MPI's mpiexec waits
    # a second after every non-zero exit.
    for variable, value in (("OMPI_ALLOW_RUN_AS_ROOT", "1"), ("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1"),
                            ("OMPI_MCA_rmaps_base_oversubscribe", "1"), ("OMPI_MCA_odls_base_sigkill_timeout", "0")):
        os.environ.setdefault(variable, value)
    tools = Tools(os.path.abspath(args.build), args.generator)
    work = os.path.abspath(args.work)
    if args.action == "make":
        return make(tools, work, args.names)
    return sum(check(tools, work, name) for name in args.names) and 1


if __name__ == "__main__":
    sys.exit(main())
