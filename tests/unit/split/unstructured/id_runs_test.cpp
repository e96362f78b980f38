// IdRuns: sorted ids held as runs, found and listed by place.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "split/unstructured/id_runs.hpp"

namespace pcgns::split {
namespace {

IdRuns of(std::initializer_list<std::int64_t> ids) {
  IdRuns runs;
  for (const auto id : ids) runs.add(id);
  return runs;
}

TEST(IdRuns, ConsecutiveIdsAndAdjacentRunsMergeIntoOneRun) {
  IdRuns runs = of({3, 4, 5, 9, 10});
  runs.add_run(11, 4);  // adjacent to 10
  runs.add_run(20, 0);  // nothing
  runs.add_run(30, 2);
  ASSERT_EQ(runs.runs().size(), 3u);
  EXPECT_EQ(runs.runs()[0], (IdRun{3, 3}));
  EXPECT_EQ(runs.runs()[1], (IdRun{9, 6}));
  EXPECT_EQ(runs.runs()[2], (IdRun{30, 2}));
  EXPECT_EQ(runs.size(), 11);
  EXPECT_EQ(runs.ids(), (std::vector<std::int64_t>{3, 4, 5, 9, 10, 11, 12, 13, 14, 30, 31}));
}

TEST(IdRuns, EachIdHeldHasItsPlaceAndAbsentIdsHaveNone) {
  const IdRuns runs = of({3, 4, 5, 9, 10, 30});
  const auto ids = runs.ids();
  for (std::size_t k = 0; k < ids.size(); ++k) EXPECT_EQ(runs.index_of(ids[k]), static_cast<std::int64_t>(k));
  for (const std::int64_t absent : {0, 2, 6, 8, 11, 29, 31, 1000}) EXPECT_EQ(runs.index_of(absent), -1) << absent;
  EXPECT_EQ(IdRuns().index_of(1), -1);
}

TEST(IdRuns, AnIdBeforeTheLastIsRefused) {
  IdRuns runs = of({5, 6});
  EXPECT_THROW(runs.add(6), InternalError);
  EXPECT_THROW(runs.add_run(2, 3), InternalError);
  EXPECT_EQ(runs.size(), 2);
}

}  // namespace
}  // namespace pcgns::split
