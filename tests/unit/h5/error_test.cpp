// Failures carry the file, the in-file path, the failing call and HDF5's error stack,
// with the requested error type; HDF5 prints nothing itself.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "h5/group.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns::h5 {
namespace {

File new_file(const std::filesystem::path& path) {
  const Where where{path.string(), "/"};
  return File::create(path, PropertyList::create(H5P_FILE_CREATE, where), PropertyList::create(H5P_FILE_ACCESS, where));
}

TEST(Where, ChildPathsAndDescription) {
  const Where root{"a.cgns", "/"};
  EXPECT_EQ(root.child("Base").path, "/Base");
  EXPECT_EQ(root.child("Base").child(" data").describe(), "a.cgns:/Base/ data");
  EXPECT_EQ(root.child("/Base/Zone").path, "/Base/Zone");
}

TEST(Errors, MissingObjectNamesFilePathCallAndStack) {
  const test::ScratchDir dir;
  const auto path = dir / "missing.h5";
  const File file = new_file(path);
  const Group root = file.root();
  try {
    Dataset::open(root.id(), "Base/Zone/ data", root.where());
    FAIL() << "expected IoError";
  } catch (const IoError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find(path.string() + ":/Base/Zone/ data"), std::string::npos) << message;
    EXPECT_NE(message.find("H5Dopen2 failed"), std::string::npos) << message;
    EXPECT_NE(message.find("HDF5 error stack"), std::string::npos) << message;
    EXPECT_NE(message.find("H5Dopen2()"), std::string::npos) << message;  // innermost frames
  }
  // The stack was consumed: a later failure reports only its own frames.
  EXPECT_TRUE(take_error_stack().empty());
}

TEST(Errors, ChosenErrorTypeAndNoHdf5Printing) {
  const test::ScratchDir dir;
  const auto path = dir / "absent.h5";
  EXPECT_THROW(File::open(path, H5F_ACC_RDONLY, ExitCode::no_input), MissingInputError);
  EXPECT_THROW(File::open(path, H5F_ACC_RDONLY), IoError);
  testing::internal::CaptureStderr();
  EXPECT_THROW(File::open(path, H5F_ACC_RDONLY), IoError);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
}

TEST(Errors, CreateInMissingDirectoryIsAnOutputError) {
  const test::ScratchDir dir;
  EXPECT_THROW(new_file(dir / "no_dir" / "x.h5"), OutputError);
}

TEST(Files, Hdf5SignatureDetection) {
  const test::ScratchDir dir;
  const auto text = dir / "text.txt";
  std::ofstream(text) << "plain text";
  EXPECT_FALSE(File::is_hdf5(text));
  EXPECT_FALSE(File::is_hdf5(dir / "nowhere.h5"));
  const auto h5 = dir / "real.h5";
  new_file(h5).close();
  EXPECT_TRUE(File::is_hdf5(h5));
}

TEST(Groups, LinksInCreationOrderOrByName) {
  const test::ScratchDir dir;
  const auto path = dir / "order.h5";
  {
    const File file = new_file(path);
    const Group root = file.root();
    auto tracked = PropertyList::create(H5P_GROUP_CREATE, root.where());
    tracked.track_link_creation_order();
    const auto untracked = PropertyList::create(H5P_GROUP_CREATE, root.where());
    const Group a = Group::create(root.id(), "tracked", tracked, root.where());
    const Group b = Group::create(root.id(), "untracked", untracked, root.where());
    for (const char* name : {"zeta", "alpha", "mid"}) {
      Group::create(a.id(), name, tracked, a.where());
      Group::create(b.id(), name, untracked, b.where());
    }
    a.create_soft_link("/untracked", "soft");
    a.create_external_link("other.h5", "/Base", "external");
    EXPECT_EQ(a.link_names(), (std::vector<std::string>{"zeta", "alpha", "mid", "soft", "external"}));
    EXPECT_EQ(b.link_names(), (std::vector<std::string>{"alpha", "mid", "zeta"}));
    EXPECT_EQ(a.link_type("soft"), H5L_TYPE_SOFT);
    EXPECT_EQ(a.link_value("soft").path, "/untracked");
    EXPECT_EQ(a.link_value("external").file, "other.h5");
    EXPECT_EQ(a.link_value("external").path, "/Base");
    EXPECT_TRUE(Group::open_if_group(a.id(), "zeta", a.where()).has_value());
    const auto creation = PropertyList::create(H5P_DATASET_CREATE, a.where());
    Dataset::create(a.id(), "values", Datatype::predefined(H5T_NATIVE_INT32), Dataspace::scalar(a.where()), creation,
                    a.where());
    EXPECT_FALSE(Group::open_if_group(a.id(), "values", a.where()).has_value());
    EXPECT_TRUE(a.has_link("mid"));
    EXPECT_FALSE(a.has_link("nope"));
  }
}

}  // namespace
}  // namespace pcgns::h5
