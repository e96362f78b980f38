#include "sids/set_record.hpp"

#include <vector>

#include "pcgns/error.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::sids {
namespace {

// "file 'F' node '<record>/<name>'"
std::int64_t positive_value(const Node& record, const char* name, const std::string& where) {
  const std::string node = where + "/" + name + "'";
  const Node* array = record.child(name);
  if (!array) throw InputError(node + ": missing");
  if (array->count() != 1 || !array->has_data()) throw InputError(node + ": one integer expected");
  const std::int64_t value = array->as_int64().at(0);
  if (value < 1) throw InputError(node + ": " + std::to_string(value) + " where a count of at least 1 is expected");
  return value;
}

}  // namespace

void add_set_record(Node& zone, const SetRecord& record) {
  Node& set = add_user_data(global_numbering(zone), kSetRecord);
  add_data_array(set, "PartCount", std::vector<std::int32_t>{static_cast<std::int32_t>(record.part_count)});
  add_data_array(set, "VertexCount", std::vector<std::int64_t>{record.vertex_count});
  add_data_array(set, "CellCount", std::vector<std::int64_t>{record.cell_count});
}

std::optional<SetRecord> read_set_record(const Node& zone, const std::string& file, const std::string& zone_path) {
  const Node* numbering = zone.child(kGlobalNumbering);
  const Node* record = numbering ? numbering->child(kSetRecord) : nullptr;
  if (!record) return std::nullopt;
  const std::string where = "file '" + file + "' node '" + set_record_path(zone_path);
  return SetRecord{positive_value(*record, "PartCount", where), positive_value(*record, "VertexCount", where),
                   positive_value(*record, "CellCount", where)};
}

std::string set_record_path(const std::string& zone_path) {
  return zone_path + "/" + kGlobalNumbering + "/" + kSetRecord;
}

}  // namespace pcgns::sids
