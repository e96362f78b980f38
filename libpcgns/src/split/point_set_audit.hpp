#pragma once
// What pcgns-split may copy into every partition zone unchanged: nothing that names the
// original zone's vertices, cells, faces or elements. Every zone is audited before any
// part is built: each point set (a PointList, PointRange, ElementList, ElementRange,
// donor list or normal list, anywhere below the zone) is one the split cuts, or the
// zone is refused with an InputError naming the node. A point set copied with the
// original ids would describe the wrong entities in every part, silently.
#include "split/partition_layout.hpp"

namespace pcgns::split {

// Structured zones: boundary conditions given by a PointRange (at Vertex, CellCenter,
// I/J/KFaceCenter, inside the zone) or a PointList (at the same locations, with boundary
// data of one value per entry or a single one) and 1to1 connections are cut.
void audit_structured_zone(const OriginalZone& zone);

// Unstructured zones: point lists and ranges (PointRange, ElementRange) of boundary
// conditions, connections, sub-regions and solutions are cut.
void audit_unstructured_zone(const OriginalZone& zone);

}  // namespace pcgns::split
