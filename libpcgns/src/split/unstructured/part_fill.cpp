#include "split/unstructured/part_fill.hpp"

#include <cstring>
#include <exception>

#include "io/deferred_failure.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/sids/element_type.hpp"
#include "sids/global_numbering.hpp"
#include "split/unstructured/mixed_sections.hpp"
#include "split/unstructured/unstructured_split.hpp"

namespace pcgns::split {
namespace {

const std::string kNumbering = sids::kGlobalNumbering;

std::string numbering_of(const SectionInfo& section, const char* name) {
  return section.name + "/" + kNumbering + "/" + name;
}

// The values as a file stores them: local ids at the skeleton's width.
void connectivity_bytes(const LocalIds& local, DataType type, sys::AlignedBuffer& out) {
  if (type == DataType::I8) {
    for (std::size_t i = 0; i < local.size(); ++i) {
      const std::int64_t id = local[i];
      std::memcpy(out.data() + i * sizeof id, &id, sizeof id);
    }
  } else {  // I4: local ids below 2^31 (the skeleton chose I4 for them), the same bits
    std::memcpy(out.data(), local.data(), out.size());
  }
}

// Values are written through memcpy: a buffer laid out for a file offset need not be
// aligned for int64.
void put_int64(sys::AlignedBuffer& out, std::size_t at, std::int64_t value) {
  std::memcpy(out.data() + at * sizeof value, &value, sizeof value);
}

// Value `at` of an index array the skeleton typed I4 or I8 (I4 only when every value is
// below 2^31).
void put_index(sys::AlignedBuffer& out, std::size_t at, std::int64_t value, DataType type) {
  if (type == DataType::I8) {
    put_int64(out, at, value);
  } else {
    const auto narrow = static_cast<std::int32_t>(value);
    std::memcpy(out.data() + at * sizeof narrow, &narrow, sizeof narrow);
  }
}

// A MIXED section's connectivity as a file holds it: each element's type code, then its
// own vertices (its padded record cut to them), at the skeleton's width.
void mixed_connectivity_bytes(const PartSection& section, std::size_t width, DataType type, sys::AlignedBuffer& out) {
  std::size_t at = 0;
  for (std::size_t e = 0; e < section.types.size(); ++e) {
    put_index(out, at++, section.types[e], type);
    const std::size_t nodes = mixed_nodes(section.types[e]);
    for (std::size_t v = 0; v < nodes; ++v) put_index(out, at++, section.local_connectivity[e * width + v], type);
  }
}

// Its ElementStartOffset: where each element's entries start, from 0, and their end.
void mixed_offsets_bytes(const PartSection& section, DataType type, sys::AlignedBuffer& out) {
  std::int64_t offset = 0;
  for (std::size_t e = 0; e <= section.types.size(); ++e) {
    put_index(out, e, offset, type);
    if (e < section.types.size()) offset += 1 + static_cast<std::int64_t>(mixed_nodes(section.types[e]));
  }
}

std::string offsets_of(const SectionInfo& section) { return section.name + "/ElementStartOffset"; }

std::string section_parents_of(const SectionInfo& section) { return section.name + "/ParentElements"; }
std::string parent_positions_of(const SectionInfo& section) { return section.name + "/ParentElementsPosition"; }

void index_bytes(const std::vector<std::int64_t>& values, DataType type, sys::AlignedBuffer& out) {
  for (std::size_t i = 0; i < values.size(); ++i) put_index(out, i, values[i], type);
}

// An NGON_n or NFACE_n section's connectivity: its entries as they are from CGNS 4.0 on
// (`counted` false), or each element's entry count before its entries before.
void poly_connectivity_bytes(const PartSection& section, bool counted, DataType type, sys::AlignedBuffer& out) {
  std::size_t at = 0;
  for (std::size_t e = 0; e + 1 < section.poly_offsets.size(); ++e) {
    const auto from = static_cast<std::size_t>(section.poly_offsets[e]);
    const auto to = static_cast<std::size_t>(section.poly_offsets[e + 1]);
    if (counted) put_index(out, at++, static_cast<std::int64_t>(to - from), type);
    for (std::size_t k = from; k < to; ++k) put_index(out, at++, section.poly_entries[k], type);
  }
}

void poly_offsets_bytes(const PartSection& section, DataType type, sys::AlignedBuffer& out) {
  for (std::size_t e = 0; e < section.poly_offsets.size(); ++e) put_index(out, e, section.poly_offsets[e], type);
}

// 1-based original positions of the section's local elements, plus `offset`, from value
// `at` of `out` on; returns where they end.
std::size_t element_numbers(const PartSection& section, std::int64_t offset, sys::AlignedBuffer& out,
                            std::size_t at = 0) {
  if (section.order.empty()) {  // straight from the runs
    for (const IdRun& run : section.positions.runs())
      for (std::int64_t k = 0; k < run.count; ++k) put_int64(out, at++, run.first + k + 1 + offset);
    return at;
  }
  const auto sorted = section.positions.ids();
  for (const auto k : section.order) put_int64(out, at++, sorted[k] + 1 + offset);
  return at;
}

// Elements of the sections before section `s` with its dimension (Maia's Sections numbering).
std::int64_t dimension_offset(const std::vector<SectionInfo>& sections, std::size_t s) {
  std::int64_t offset = 0;
  for (std::size_t before = 0; before < s; ++before)
    if (sections[before].dimension() == sections[s].dimension()) offset += sections[before].count;
  return offset;
}

void vertex_numbers(const PartMesh& mesh, sys::AlignedBuffer& out) {
  std::size_t at = 0;
  for (const IdRun& run : mesh.vertices.runs())
    for (std::int64_t id = run.first; id < run.end(); ++id) put_int64(out, at++, id);
}

// 1-based global cell ids in local order: each cell section's element numbers, shifted
// by its first cell.
void cell_numbers(const PartMesh& mesh, const std::vector<SectionInfo>& layout, sys::AlignedBuffer& out) {
  std::size_t at = 0;
  for (std::size_t s = 0; s < layout.size(); ++s)
    if (layout[s].cells) at = element_numbers(mesh.sections[s], layout[s].first_cell, out, at);
}

// Cell values fetched in increasing cell id (section after section) put in local order.
void in_local_order(const std::vector<std::byte>& values, std::size_t item, const PartMesh& mesh,
                    const std::vector<SectionInfo>& layout, sys::AlignedBuffer& ordered) {
  std::size_t at = 0;
  for (std::size_t s = 0; s < layout.size(); ++s) {
    if (!layout[s].cells) continue;
    const PartSection& section = mesh.sections[s];
    for (std::size_t k = 0; k < static_cast<std::size_t>(section.size()); ++k) {
      const std::size_t from = section.order.empty() ? k : section.order[k];
      std::memcpy(ordered.data() + (at + k) * item, values.data() + (at + from) * item, item);
    }
    at += static_cast<std::size_t>(section.size());
  }
}

// The path of a node of part `part`'s partition zone of `work` in its part file.
std::string part_node_path(const ZoneWork& work, int part, const std::string& relative) {
  return "/" + work.original->base + "/" + partition_zone_name(work.original->name, part) + "/" + relative;
}

bool renumbered(const PartMesh& mesh) {
  for (const auto& section : mesh.sections)
    if (!section.order.empty()) return true;
  return false;
}

class Filler {
 public:
  Filler(PartFileSet& files, const std::function<void(std::int64_t, std::int64_t)>& written, std::int64_t total)
      : files_(files), written_(written), total_(total) {}

  // Connectivity and numbering: made from the partition, no gathering.
  void fill_topology(const ZoneWork& work) {
    const auto& layout = work.layout.sections;
    for (const auto& [part, mesh] : work.partition->parts) {
      for (std::size_t s = 0; s < layout.size(); ++s) {
        const PartSection& section = mesh.sections[s];
        if (section.size() == 0) continue;
        const std::string connectivity = part_node_path(work, part, connectivity_of(layout[s]));
        if (layout[s].poly()) {
          const std::string offsets = part_node_path(work, part, offsets_of(layout[s]));
          const bool with_offsets = files_.holds(part, offsets);
          put(part, connectivity, [&, &part = part](sys::AlignedBuffer& out) {
            poly_connectivity_bytes(section, !with_offsets, files_.type_of(part, connectivity), out);
          });
          if (with_offsets)
            put(part, offsets, [&, &part = part](sys::AlignedBuffer& out) {
              poly_offsets_bytes(section, files_.type_of(part, offsets), out);
            });
        } else if (layout[s].mixed()) {
          const auto width = static_cast<std::size_t>(layout[s].nodes);
          put(part, connectivity, [&, &part = part](sys::AlignedBuffer& out) {
            mixed_connectivity_bytes(section, width, files_.type_of(part, connectivity), out);
          });
          const std::string offsets = part_node_path(work, part, offsets_of(layout[s]));
          if (files_.holds(part, offsets))
            put(part, offsets, [&, &part = part](sys::AlignedBuffer& out) {
              mixed_offsets_bytes(section, files_.type_of(part, offsets), out);
            });
        } else {
          put(part, connectivity, [&, &part = part](sys::AlignedBuffer& out) {
            connectivity_bytes(section.local_connectivity, files_.type_of(part, connectivity), out);
          });
        }
        fill_parents(work, part, layout[s], section);
        put(part, part_node_path(work, part, numbering_of(layout[s], "Element")),
            [&](sys::AlignedBuffer& out) { element_numbers(section, 0, out); });
        put(part, part_node_path(work, part, numbering_of(layout[s], "Sections")),
            [&](sys::AlignedBuffer& out) { element_numbers(section, dimension_offset(layout, s), out); });
      }
      put(part, part_node_path(work, part, kNumbering + "/Vertex"),
          [&, &mesh = mesh](sys::AlignedBuffer& out) { vertex_numbers(mesh, out); });
      put(part, part_node_path(work, part, kNumbering + "/Cell"),
          [&, &mesh = mesh](sys::AlignedBuffer& out) { cell_numbers(mesh, layout, out); });
    }
  }

  // A section's parents in the part's numbers (part_parents.hpp), where it has them.
  void fill_parents(const ZoneWork& work, int part, const SectionInfo& info, const PartSection& section) {
    if (!info.parents) return;
    const std::string parents = part_node_path(work, part, section_parents_of(info));
    put(part, parents,
        [&](sys::AlignedBuffer& out) { index_bytes(section.parents, files_.type_of(part, parents), out); });
    if (!info.parent_positions) return;
    const std::string positions = part_node_path(work, part, parent_positions_of(info));
    put(part, positions,
        [&](sys::AlignedBuffer& out) { index_bytes(section.parent_positions, files_.type_of(part, positions), out); });
  }

  // Collective: each vertex or cell array, fetched for every part built here.
  void fill_located(MPI_Comm comm, ZoneWork& work) {
    const auto& layout = work.layout.sections;
    std::vector<IdRuns> vertex_requests, cell_requests;
    for (const auto& [part, mesh] : work.partition->parts) {
      IdRuns vertices;  // 0-based items
      for (const IdRun& run : mesh.vertices.runs()) vertices.add_run(run.first - 1, run.count);
      vertex_requests.push_back(std::move(vertices));
      cell_requests.push_back(mesh.cell_ids(layout));
    }
    for (const LocatedArray& array : work.located) {
      FetchedValues fetched;
      // Gathered by every rank, even one whose writes failed (a collective step).
      failure_.capture(
          [&] { fetched = work.arrays->fetch(comm, array.path, array.vertex ? vertex_requests : cell_requests); });
      if (fetched.requests() != vertex_requests.size()) continue;  // this rank's fetch failed
      std::size_t request = 0;
      for (const auto& [part, mesh] : work.partition->parts) {
        const std::string node = part_node_path(work, part, array.relative);
        if (!array.vertex && renumbered(mesh))
          put(part, node, [&, &mesh = mesh](sys::AlignedBuffer& out) {
            in_local_order(fetched.gathered(request), element_size(fetched.type()), mesh, layout, out);
          });
        else put(part, node, [&](sys::AlignedBuffer& out) { fetched.copy_to(request, out.bytes()); });
        ++request;
      }
      work.arrays->release();
    }
  }

  // Waits for the writes queued; the first failure of this rank, if any.
  std::exception_ptr finish() {
    failure_.capture([&] { files_.finish(); });
    return failure_.take();
  }

 private:
  // The values of a deferred array made into its buffer by make(buffer), then queued.
  template <class Make>
  void put(int part, const std::string& node, Make&& make) {
    guarded([&] {
      sys::AlignedBuffer values = files_.buffer(part, node);
      make(values);
      files_.write(part, node, std::move(values));
    });
  }
  // A write, skipped once one has failed (the first failure is what is reported).
  template <class Write>
  void guarded(Write&& write) {
    if (!failure_.failed()) failure_.capture(write);
    if (written_) written_(++done_, total_);
  }

  PartFileSet& files_;
  const std::function<void(std::int64_t, std::int64_t)>& written_;
  std::int64_t total_;
  std::int64_t done_ = 0;
  io::DeferredFailure failure_;
};

}  // namespace

std::vector<std::string> part_fills(const ZoneWork& work, int part, const InSkeleton& in_skeleton) {
  std::vector<std::string> fills;
  const auto& layout = work.layout.sections;
  const PartMesh& mesh = work.partition->parts.at(part);
  for (std::size_t s = 0; s < layout.size(); ++s) {
    if (mesh.sections[s].size() == 0) continue;
    fills.push_back(connectivity_of(layout[s]));
    if (layout[s].records() && in_skeleton(offsets_of(layout[s]))) fills.push_back(offsets_of(layout[s]));
    if (layout[s].parents) fills.push_back(section_parents_of(layout[s]));
    if (layout[s].parent_positions) fills.push_back(parent_positions_of(layout[s]));
    fills.push_back(numbering_of(layout[s], "Element"));
    fills.push_back(numbering_of(layout[s], "Sections"));
  }
  fills.push_back(kNumbering + "/Vertex");
  fills.push_back(kNumbering + "/Cell");
  for (const LocatedArray& array : work.located) fills.push_back(array.relative);
  return fills;
}

void fill_unstructured_parts(MPI_Comm comm, std::vector<ZoneWork>& works, PartFileSet& files,
                             const std::function<void(std::int64_t, std::int64_t)>& written,
                             const std::function<void()>& while_writing) {
  std::int64_t total = 0;
  for (const auto& work : works)
    for (const auto& [part, mesh] : work.partition->parts) {
      const auto in_file = [&, part = part](const std::string& relative) {
        return files.holds(part, part_node_path(work, part, relative));
      };
      total += static_cast<std::int64_t>(part_fills(work, part, in_file).size());
    }
  Filler filler(files, written, total);
  for (auto& work : works) {
    filler.fill_topology(work);
    filler.fill_located(comm, work);
  }
  if (while_writing) while_writing();
  mpi::agree_on_error(comm, filler.finish());
}

}  // namespace pcgns::split
