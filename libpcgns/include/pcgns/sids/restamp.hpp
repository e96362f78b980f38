#pragma once
// Files of older CGNS versions hold forms that their version defined and today's readers
// refuse or misread. Before a tree read from such a file is written under a newer stamp,
// those forms are converted, as the official library converts a file it opens for
// modification (what cgnsupdate does):
//  - element type numbers of files before 3.2 (renumber_element_types);
//  - up to 1.2, a FamilyName_t without data, whose name is the family: becomes
//    "FamilyName" holding the family name as C1 data, in the same place;
//  - in 1.1 and 1.2, a GridConnectivity_t's donor list under a StructuredDonor_t or
//    UnstructuredDonor_t: moved up into the GridConnectivity_t;
//  - up to 1.2, a BC's location stated by its first BCDataSet_t: stated on the BC too;
//    a BC's ElementRange or ElementList stored 1-D: stored [1, N];
//  - up to 1.1, ElementConnectivity stored [nodes, elements]: stored 1-D;
//  - before 3.1.3, BCDataSet_t under a FamilyBC_t: labelled FamilyBCDataSet_t;
//  - a BC's ElementList / ElementRange: a PointList / PointRange at FaceCenter,
//    EdgeCenter or Vertex by the base's cell dimension (3, 2, 1), as the official
//    reader converts them.
#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::sids {

// The first version whose forms are today's; older trees are converted to it.
inline constexpr CgnsVersion kCurrentForms{3200};

// Converts `root`, read from a file stamped `from`, to the forms of kCurrentForms; a
// no-op from that version on. InputError naming the node when a conversion has no
// single answer (two old family names under one node, a name already taken).
void restamp(Node& root, CgnsVersion from);

}  // namespace pcgns::sids
