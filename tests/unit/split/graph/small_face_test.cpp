// Fixed-size face records and their matching: local pairs, open faces sent home, faces
// closed on one rank checked against the open ones of others.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "split/graph/small_face.hpp"
#include "split/graph/small_face_matching.hpp"

namespace pcgns::split::graph {
namespace {

SmallFace face(std::int64_t cell, std::vector<std::int64_t> vertices) { return SmallFace::of(cell, vertices); }

std::vector<std::int64_t> records(const std::vector<SmallFace>& faces) {
  std::vector<std::int64_t> out;
  for (const auto& f : faces) out.insert(out.end(), f.words.begin(), f.words.end());
  return out;
}

TEST(SmallFace, EqualVertexSetsInAnyOrderAreTheSameFace) {
  const auto a = face(1, {7, 3, 9, 4}), b = face(2, {4, 9, 3, 7}), c = face(3, {3, 4, 7, 8});
  EXPECT_TRUE(a.same_vertices(b));
  EXPECT_EQ(a.hash(), b.hash());
  EXPECT_FALSE(a.same_vertices(c));
  EXPECT_EQ(a.cell(), 1);
  EXPECT_EQ(a.describe(), "the face with vertices 3 4 7 9");
}

// Every order of four, three, two and one ids gives the ids sorted, then the padding.
TEST(SmallFace, EveryOrderOfTheVerticesIsSorted) {
  for (std::size_t n = 1; n <= SmallFace::kMaxVertices; ++n) {
    std::vector<std::int64_t> ids{40, -3, 7, 1'000'000'000'000};
    ids.resize(n);
    std::ranges::sort(ids);
    auto order = ids;
    do {
      const auto f = face(5, order);
      for (std::size_t v = 0; v < SmallFace::kMaxVertices; ++v)
        EXPECT_EQ(f.words[v], v < n ? ids[v] : SmallFace::kPad) << "n " << n << " position " << v;
      EXPECT_EQ(f.cell(), 5);
    } while (std::ranges::next_permutation(order).found);
  }
}

TEST(SmallFace, ATriangleIsNotTheQuadrilateralItStartsWith) {
  const auto triangle = face(1, {2, 1, 3}), quad = face(2, {1, 2, 3, 4});
  EXPECT_FALSE(triangle.same_vertices(quad));
  EXPECT_EQ(triangle.describe(), "the face with vertices 1 2 3");
}

LocalMatch meet_all(const std::vector<SmallFace>& faces, int ranks) {
  LocalMatcher matcher(ranks);
  for (const auto& f : faces) matcher.meet(f);
  return std::move(matcher).finish();
}

std::size_t total(const std::vector<std::vector<std::int64_t>>& buckets) {
  std::size_t n = 0;
  for (const auto& b : buckets) n += b.size();
  return n;
}

TEST(SmallFaceMatching, PairsFoundLocallyAndOpenFacesSentHome) {
  const auto match = meet_all({face(0, {1, 2, 3}), face(1, {3, 2, 1}), face(1, {2, 3, 4}), face(0, {1, 2})}, 2);
  ASSERT_EQ(match.pairs.size(), 1u);
  EXPECT_EQ(match.pairs[0].a + match.pairs[0].b, 1);
  EXPECT_EQ(total(match.open), 2 * SmallFace::kWords);
  EXPECT_EQ(total(match.closed), 1u);
  const auto open = face(1, {2, 3, 4});
  const auto& home = match.open[static_cast<std::size_t>(open.hash() % 2)];
  bool found = false;
  for (std::size_t at = 0; at < home.size(); at += SmallFace::kWords)
    found |= std::equal(open.words.begin(), open.words.end(), home.begin() + static_cast<std::ptrdiff_t>(at));
  EXPECT_TRUE(found);
}

TEST(SmallFaceMatching, AFaceListedTwiceByOneCellJoinsNothing) {
  const auto match = meet_all({face(5, {1, 2, 3, 4}), face(5, {4, 3, 2, 1})}, 1);
  EXPECT_TRUE(match.pairs.empty());
  EXPECT_EQ(total(match.closed), 1u);
}

TEST(SmallFaceMatching, AFaceOfThreeCellsOnOneRankIsRefusedAtHome) {
  const auto match = meet_all({face(4, {1, 2, 3}), face(5, {1, 2, 3}), face(6, {3, 1, 2})}, 1);
  try {
    match_at_home(match.open[0], match.closed[0]);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("vertices 1 2 3 is shared by 3 cells (global ids 6, and 2 matched earlier)"),
              std::string::npos)
        << e.what();
  }
}

TEST(SmallFaceMatching, OpenFacesMeetAtHome) {
  const auto pairs = match_at_home(records({face(3, {5, 6, 7, 8}), face(9, {8, 7, 6, 5}), face(4, {1, 2, 3})}), {});
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].a + pairs[0].b, 12);
}

TEST(SmallFaceMatching, AFaceClosedOnAnotherRankAndOpenHereIsRefused) {
  const auto open = face(7, {1, 2, 3});
  const std::vector<std::int64_t> closed{std::bit_cast<std::int64_t>(open.hash())};
  try {
    match_at_home(records({open}), closed);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("vertices 1 2 3 is shared by 3 cells (global ids 7, and 2 matched earlier)"),
              std::string::npos)
        << e.what();
  }
}

TEST(SmallFaceMatching, AFaceClosedOnTwoRanksIsRefused) {
  const auto hash = std::bit_cast<std::int64_t>(face(0, {1, 2, 3}).hash());
  EXPECT_THROW(match_at_home({}, {hash, hash}), InputError);
}

// Many closed hashes, of both signs, in no order: the one an open face shares is found
// among them, and one closed twice is found however far apart the two copies arrive.
std::vector<std::int64_t> closed_hashes_of_many_faces() {
  std::vector<std::int64_t> closed;
  for (std::int64_t v = 0; v < 20'000; v += 2)
    closed.push_back(std::bit_cast<std::int64_t>(face(v, {v, v + 1}).hash()));
  return closed;
}

TEST(SmallFaceMatching, AnOpenFaceIsFoundAmongManyClosedHashes) {
  auto closed = closed_hashes_of_many_faces();
  ASSERT_TRUE(std::ranges::any_of(closed, [](std::int64_t h) { return h < 0; }));
  ASSERT_TRUE(std::ranges::any_of(closed, [](std::int64_t h) { return h > 0; }));
  EXPECT_NO_THROW(match_at_home(records({face(1, {3, 4}), face(2, {4, 3})}), closed));
  EXPECT_THROW(match_at_home(records({face(1, {9'998, 9'999})}), closed), InputError);
  EXPECT_NO_THROW(match_at_home(records({face(1, {9'999, 10'000})}), closed));
}

TEST(SmallFaceMatching, AHashClosedTwiceAmongManyIsRefused) {
  auto closed = closed_hashes_of_many_faces();
  closed.push_back(closed[closed.size() / 3]);
  EXPECT_THROW(match_at_home({}, closed), InputError);
}

// Hashes that differ only in their lowest bits, given in no order, are still told apart:
// the one an open face shares is found, a copy of one is refused, none is taken for
// another.
TEST(SmallFaceMatching, HashesDifferingInTheirLowBitsAreToldApart) {
  const auto open = face(1, {3, 4, 5});
  const auto hash = std::bit_cast<std::int64_t>(open.hash());
  const std::vector<std::int64_t> near = {hash ^ 6, hash ^ 1, hash ^ 0x7fff, hash ^ 3, hash ^ 2};
  EXPECT_NO_THROW(match_at_home(records({open}), near));
  auto with_it = near;
  with_it.insert(with_it.begin() + 2, hash);
  EXPECT_THROW(match_at_home(records({open}), with_it), InputError);
  EXPECT_NO_THROW(match_at_home({}, with_it));
  with_it.push_back(hash ^ 0x7fff);
  EXPECT_THROW(match_at_home({}, with_it), InputError);
}

}  // namespace
}  // namespace pcgns::split::graph
