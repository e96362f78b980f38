#include "sys/temporary_name.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

namespace pcgns::sys {
namespace {

TEST(TemporaryNameTest, RecordsTheOutputThisProcessAndThisHost) {
  const std::string entry = temporary_entry_name("m.cgns", "0123456789");
  EXPECT_EQ(entry, ".m.cgns.pcgns-0123456789-" + std::to_string(::getpid()) + "@" + this_host() + ".tmp");
  const auto owner = parse_temporary_entry(entry);
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->file_name, "m.cgns");
  EXPECT_EQ(owner->pid, static_cast<long>(::getpid()));
  EXPECT_EQ(owner->host, this_host());
}

TEST(TemporaryNameTest, OutputNamesWithDotsAndDashesParse) {
  const auto owner = parse_temporary_entry(".a.pcgns-b-c.cgns.pcgns-00ff-42@node-1.cluster.tmp");
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->file_name, "a.pcgns-b-c.cgns");
  EXPECT_EQ(owner->pid, 42);
  EXPECT_EQ(owner->host, "node-1.cluster");
}

TEST(TemporaryNameTest, OtherNamesAreNotTemporaries) {
  for (const char* name :
       {"m.cgns", ".m.cgns.pcgns-0123456789.tmp", ".m.cgns.pcgns-xyz-42@h.tmp", ".m.cgns.pcgns-00-0@h.tmp",
        ".m.cgns.pcgns-00-42@.tmp", ".m.cgns.pcgns-00-4x2@h.tmp", ".pcgns-00-42@h.tmp", ".m.cgns.pcgns-00-42@h"})
    EXPECT_FALSE(parse_temporary_entry(name)) << name;
}

}  // namespace
}  // namespace pcgns::sys
