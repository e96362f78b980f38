#include "sids/set_record.hpp"

#include <vector>

#include "pcgns/error.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::sids {
namespace {

// "file 'F' node '<record>/<name>'"
std::int64_t integer_at_least(const Node& record, const char* name, const std::string& where, std::int64_t least = 1) {
  const std::string node = where + "/" + name + "'";
  const Node* array = record.child(name);
  if (!array) throw InputError(node + ": missing");
  if (array->count() != 1 || !array->has_data()) throw InputError(node + ": one integer expected");
  const std::int64_t value = array->as_int64().at(0);
  if (value < least)
    throw InputError(node + ": " + std::to_string(value) + " where at least " + std::to_string(least) + " is expected");
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
  return SetRecord{integer_at_least(*record, "PartCount", where), integer_at_least(*record, "VertexCount", where),
                   integer_at_least(*record, "CellCount", where)};
}

void add_file_record(Node& zone, const FileRecord& record) {
  Node& set = add_user_data(zone, kSetRecord);
  add_data_array(set, "PartCount", std::vector<std::int32_t>{static_cast<std::int32_t>(record.part_count)});
  add_data_array(set, "Part", std::vector<std::int32_t>{static_cast<std::int32_t>(record.part)});
}

std::optional<FileRecord> read_file_record(const Node& zone, const std::string& file, const std::string& zone_path) {
  const Node* record = zone.child(kSetRecord);
  if (!record) return std::nullopt;
  const std::string where = "file '" + file + "' node '" + zone_path + "/" + kSetRecord;
  const std::int64_t count = integer_at_least(*record, "PartCount", where);
  const std::int64_t part = integer_at_least(*record, "Part", where, 0);
  if (part >= count)
    throw InputError(where + "/Part': " + std::to_string(part) + " in a set of " + std::to_string(count) + " files");
  return FileRecord{count, part};
}

void add_set_id(Node& base, const std::string& set_id) {
  Node& set = add_user_data(base, kSetRecord);
  set.add(make_string_node("SetId", "DataArray_t", set_id));
}

std::optional<std::string> read_set_id(const Node& base, const std::string& file, const std::string& base_path) {
  const Node* record = base.child(kSetRecord);
  if (!record) return std::nullopt;
  const std::string where = "file '" + file + "' node '" + base_path + "/" + kSetRecord + "/SetId'";
  const Node* id = record->child("SetId");
  if (!id) throw InputError(where + ": missing");
  if (id->type != DataType::C1 || !id->has_data() || id->as_string().empty())
    throw InputError(where + ": text expected");
  return id->as_string();
}

std::string set_record_path(const std::string& zone_path) {
  return zone_path + "/" + kGlobalNumbering + "/" + kSetRecord;
}

}  // namespace pcgns::sids
