// The C API's poly-section reads (pcgns_poly_elements_read_data_offsets / _elements)
// against the C++ ParallelReader, on a file with NGON_n and NFACE_n sections (pcgns-bench
// generate --elements poly, or capi_write poly; stamped 4.4):
//
//   capi_poly_check FILE.cgns
//
// For every poly section of every zone, each rank reads, through the C API, its share of
// the elements, the next rank's share and the whole section, and compares the offsets and
// the connectivity with the arrays ParallelReader read. Then the calls' refusals: a fixed
// section, offsets outside the connectivity, a range outside the section. Exit 0 when
// every value matched and every refusal happened.
#include <mpi.h>

#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "pcgns.h"
#include "pcgns/node.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/tree_io.hpp"

namespace {

int mismatches = 0;

void expect(bool ok, const std::string& what) {
  if (ok) return;
  std::fprintf(stderr, "capi_poly_check: MISMATCH %s (last error: '%s')\n", what.c_str(), pcgns_get_error());
  ++mismatches;
}

// An integer array read whole through ParallelReader, widened.
std::vector<std::int64_t> read_whole(pcgns::ParallelReader& reader, const std::string& path) {
  const pcgns::Node* node = pcgns::find_node(reader.tree(), path);
  if (node == nullptr) throw std::runtime_error(path + ": no such node");
  std::vector<std::int64_t> values(static_cast<std::size_t>(node->count()));
  if (node->type == pcgns::DataType::I8) {
    reader.read(path, 0, node->count(), values.data());
    reader.flush();
    return values;
  }
  std::vector<std::int32_t> narrow(values.size());
  reader.read(path, 0, node->count(), narrow.data());
  reader.flush();
  return {narrow.begin(), narrow.end()};
}

// Elements first..last (1-based in the section that starts at `start`) through the C API.
void check_range(int fn, int B, int Z, int S, std::int64_t start, std::int64_t first, std::int64_t last,
                 const std::vector<std::int64_t>& offsets, const std::vector<std::int64_t>& connectivity,
                 const std::string& where) {
  std::vector<pcgns_size_t> got_offsets(static_cast<std::size_t>(last - first + 2));
  expect(pcgns_poly_elements_read_data_offsets(fn, B, Z, S, first, last, got_offsets.data()) == PCGNS_OK,
         where + ": offsets call");
  for (std::size_t i = 0; i < got_offsets.size(); ++i)
    expect(got_offsets[i] == offsets[static_cast<std::size_t>(first - start) + i],
           where + ": offset " + std::to_string(i));
  const std::int64_t from = got_offsets.front(), to = got_offsets.back();
  std::vector<pcgns_size_t> got(static_cast<std::size_t>(to - from) + 1);
  expect(pcgns_poly_elements_read_data_elements(fn, B, Z, S, first, last, got_offsets.data(), got.data()) == PCGNS_OK,
         where + ": elements call");
  for (std::int64_t i = 0; i < to - from; ++i)
    expect(got[static_cast<std::size_t>(i)] == connectivity[static_cast<std::size_t>(from + i)],
           where + ": connectivity entry " + std::to_string(from + i));
}

std::int64_t share(std::int64_t count, int rank, int ranks) { return count * rank / ranks; }

// Returns how many poly sections it checked.
int check_file(const char* file, int rank, int ranks) {
  pcgns::ParallelReader reader(MPI_COMM_WORLD, file);
  int fn = 0, nbases = 0, checked = 0;
  expect(pcgns_open(file, PCGNS_MODE_READ, &fn) == PCGNS_OK, "open");
  pcgns_nbases(fn, &nbases);
  for (int B = 1; B <= nbases; ++B) {
    char base[33], zone[33], section[33];
    int cell_dim = 0, phys_dim = 0, nzones = 0;
    pcgns_base_read(fn, B, base, &cell_dim, &phys_dim);
    pcgns_nzones(fn, B, &nzones);
    for (int Z = 1; Z <= nzones; ++Z) {
      pcgns_size_t size[9];
      int nsections = 0;
      pcgns_zone_read(fn, B, Z, zone, size);
      pcgns_nsections(fn, B, Z, &nsections);
      for (int S = 1; S <= nsections; ++S) {
        PCGNS_ElementType_t type{};
        pcgns_size_t start = 0, end = 0;
        int nbndry = 0, parent_flag = 0;
        expect(pcgns_section_read(fn, B, Z, S, section, &type, &start, &end, &nbndry, &parent_flag) == PCGNS_OK,
               "section_read");
        const std::string path = "/" + std::string(base) + "/" + zone + "/" + section;
        pcgns_size_t offset = 0;
        if (type != PCGNS_NGON_n && type != PCGNS_NFACE_n && type != PCGNS_MIXED) {
          expect(pcgns_poly_elements_read_data_offsets(fn, B, Z, S, start, start, &offset) == PCGNS_ERROR &&
                     std::strstr(pcgns_get_error(), "not a poly section") != nullptr,
                 path + ": a fixed section refused");
          continue;
        }
        const auto offsets = read_whole(reader, path + "/ElementStartOffset");
        const auto connectivity = read_whole(reader, path + "/ElementConnectivity");
        const std::int64_t count = end - start + 1;
        for (int r : {rank, (rank + 1) % ranks})
          if (share(count, r, ranks) < share(count, r + 1, ranks))
            check_range(fn, B, Z, S, start, start + share(count, r, ranks), start + share(count, r + 1, ranks) - 1,
                        offsets, connectivity, path + " share " + std::to_string(r));
        check_range(fn, B, Z, S, start, start, end, offsets, connectivity, path + " whole");
        ++checked;
      }
    }
  }
  expect(pcgns_close(fn) == PCGNS_OK, "close");
  return checked;
}

// The refusals, on the first poly section of zone 1, each followed by a close that fails.
void check_refusals(const char* file) {
  int fn = 0, S = 0, nsections = 0;
  pcgns_open(file, PCGNS_MODE_READ, &fn);
  pcgns_nsections(fn, 1, 1, &nsections);
  PCGNS_ElementType_t type{};
  pcgns_size_t start = 0, end = 0;
  for (int s = 1; s <= nsections && S == 0; ++s) {
    char name[33];
    int nbndry = 0, parent_flag = 0;
    pcgns_section_read(fn, 1, 1, s, name, &type, &start, &end, &nbndry, &parent_flag);
    if (type == PCGNS_NGON_n) S = s;
  }
  expect(S != 0, "an NGON_n section in zone 1");
  std::vector<pcgns_size_t> offsets(static_cast<std::size_t>(end - start + 3)), elements(1);
  expect(pcgns_poly_elements_read_data_offsets(fn, 1, 1, S, start, end + 1, offsets.data()) == PCGNS_ERROR &&
             std::strstr(pcgns_get_error(), "not inside the section's") != nullptr,
         "a range beyond the section refused");
  const pcgns_size_t beyond[2] = {0, 1 << 30};
  expect(pcgns_poly_elements_read_data_elements(fn, 1, 1, S, start, start, beyond, elements.data()) == PCGNS_ERROR &&
             std::strstr(pcgns_get_error(), "ElementConnectivity': offsets 0 .. 1073741824") != nullptr,
         "offsets beyond the connectivity refused, naming the node");
  expect(pcgns_close(fn) == PCGNS_ERROR, "the close reports the refused reads");
}

// A copy of `file` whose first poly section of zone 1 keeps only half its offsets, as a
// malformed file may: reading the whole section is refused, naming the node, instead of
// running past the array. Returns the copy's name.
std::string write_short_offsets(const char* file, int rank, int* S) {
  std::string copy = std::string(file) + ".short_offsets.cgns";
  pcgns::Node tree = pcgns::read_tree(file);
  pcgns::Node* zone = tree.children_with_label("CGNSBase_t").at(0)->children_with_label("Zone_t").at(0);
  const std::vector<pcgns::Node*> sections = zone->children_with_label("Elements_t");
  pcgns::Node* offsets = nullptr;
  for (std::size_t s = 0; s < sections.size() && offsets == nullptr; ++s)
    if ((offsets = sections[s]->child("ElementStartOffset")) != nullptr) *S = static_cast<int>(s) + 1;
  if (offsets == nullptr) throw std::runtime_error(std::string(file) + ": no poly section in zone 1");
  if (rank == 0) {
    pcgns::load_data(*offsets);
    const std::int64_t half = offsets->count() / 2;
    offsets->dims = {half};
    offsets->data.resize(static_cast<std::size_t>(half) * pcgns::element_size(offsets->type));
    offsets->bulk.reset();
    pcgns::WriteOptions options;
    options.version = pcgns::tree_version(tree);
    pcgns::write_tree(copy, tree, options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return copy;
}

void check_short_offsets(const char* file, int rank) {
  int S = 0, fn = 0;
  const std::string copy = write_short_offsets(file, rank, &S);
  expect(pcgns_open(copy.c_str(), PCGNS_MODE_READ, &fn) == PCGNS_OK, "open the copy with short offsets");
  char name[33];
  PCGNS_ElementType_t type{};
  pcgns_size_t start = 0, end = 0;
  int nbndry = 0, parent_flag = 0;
  pcgns_section_read(fn, 1, 1, S, name, &type, &start, &end, &nbndry, &parent_flag);
  std::vector<pcgns_size_t> offsets(static_cast<std::size_t>(end - start + 2));
  expect(pcgns_poly_elements_read_data_offsets(fn, 1, 1, S, start, end, offsets.data()) == PCGNS_ERROR &&
             std::strstr(pcgns_get_error(), "ElementStartOffset': values 1 .. ") != nullptr &&
             std::strstr(pcgns_get_error(), "asked for, the array holds") != nullptr,
         "offsets beyond a short ElementStartOffset refused, naming the node");
  expect(pcgns_close(fn) == PCGNS_ERROR, "the close reports the refused read");
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int status = 0, rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  try {
    if (argc != 2) throw std::runtime_error("usage: capi_poly_check FILE");
    expect(check_file(argv[1], rank, ranks) >= 2, "at least the NGON_n and NFACE_n sections checked");
    check_refusals(argv[1]);
    check_short_offsets(argv[1], rank);
    status = mismatches == 0 ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "capi_poly_check: %s\n", e.what());
    status = 2;
  }
  MPI_Allreduce(MPI_IN_PLACE, &status, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (rank == 0) std::printf("capi_poly_check: %s (%d ranks)\n", status == 0 ? "every value matched" : "FAILED", ranks);
  MPI_Finalize();
  return status;
}
