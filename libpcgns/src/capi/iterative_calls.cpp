// pcgns_biter_write and pcgns_ziter_write: the BaseIterativeData_t and ZoneIterativeData_t
// of a time series, as cg_biter_write and cg_ziter_write. Their arrays (TimeValues,
// FlowSolutionPointers, ...) follow through pcgns_goto and pcgns_array_write.
#include <string>

#include "capi/c_arguments.hpp"
#include "capi/call_key.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/iterative_data.hpp"

namespace pcgns::capi {
namespace {

// A base or zone holds one iterative-data node at most (the official library refuses a
// second in CG_MODE_WRITE): the time series has one set of steps.
void require_first(const Node& holder, const char* label) {
  const auto existing = holder.children_with_label(label);
  if (!existing.empty()) throw InputError(std::string("it already has the ") + label + " '" + existing[0]->name + "'");
}

}  // namespace

extern "C" {

int pcgns_biter_write(int fn, int B, const char* bitername, int nsteps) {
  return c_call("pcgns_biter_write", [&] {
    OpenFile& file = open_file(fn);
    file.define(call_key({"biter", std::to_string(B), key_word(bitername), std::to_string(nsteps)}), [&](Node& tree) {
      const Located base = base_at(tree, file.name(), B);
      const std::string name = node_name(bitername, "BaseIterativeData name");
      building(file, base, name, [&] {
        require_first(*base.node, "BaseIterativeData_t");
        if (nsteps < 1) throw InputError("the number of steps is " + std::to_string(nsteps) + " (must be >= 1)");
        sids::add_base_iterative_data(*base.node, name, nsteps);
      });
    });
  });
}

int pcgns_ziter_write(int fn, int B, int Z, const char* zitername) {
  return c_call("pcgns_ziter_write", [&] {
    OpenFile& file = open_file(fn);
    const std::string key = call_key({"ziter", std::to_string(B), std::to_string(Z), key_word(zitername)});
    file.define(key, [&](Node& tree) {
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(zitername, "ZoneIterativeData name");
      building(file, zone, name, [&] {
        require_first(*zone.node, "ZoneIterativeData_t");
        sids::add_zone_iterative_data(*zone.node, name);
      });
    });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
