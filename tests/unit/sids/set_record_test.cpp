// The set id pcgns-split records under each base of a set's files: it reads back, a base
// without one has none, and a malformed one is refused naming the file and node.
#include <gtest/gtest.h>

#include <vector>

#include "pcgns/error.hpp"
#include "sids/set_record.hpp"

namespace pcgns::sids {
namespace {

TEST(SetId, ReadsBackWhatWasRecorded) {
  Node base("Base", "CGNSBase_t");
  add_set_id(base, "0123456789abcdef0123456789abcdef");
  const Node* record = base.child(kSetRecord);
  ASSERT_TRUE(record);
  EXPECT_EQ(record->label, "UserDefinedData_t");
  EXPECT_EQ(read_set_id(base, "s.cgns", "/Base"), "0123456789abcdef0123456789abcdef");
}

TEST(SetId, ABaseWithoutARecordHasNone) { EXPECT_FALSE(read_set_id(Node("Base", "CGNSBase_t"), "s.cgns", "/Base")); }

TEST(SetId, ARecordWithoutTextIsRefusedNamingTheNode) {
  Node base("Base", "CGNSBase_t");
  Node& record = base.add(Node(kSetRecord, "UserDefinedData_t"));
  record.add(make_data_node("SetId", "DataArray_t", std::vector<std::int32_t>{7}));
  try {
    read_set_id(base, "s_sub_1.cgns", "/Base");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("file 's_sub_1.cgns' node '/Base/:pcgns#Set/SetId'"), std::string::npos)
        << e.what();
  }
  record.children.clear();
  EXPECT_THROW(read_set_id(base, "s_sub_1.cgns", "/Base"), InputError);
}

}  // namespace
}  // namespace pcgns::sids
