#pragma once
// --weights: a weight per cell for the unstructured partitioners, so parts balance the
// solver's work rather than the cell count (cells with chemistry, wall models, ...).
// Given as a cell-centred array of the zone (its name) or as a file of numbers, one per
// cell, the cells of the unstructured zones one zone after the other in file order.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <span>
#include <vector>

#include "split/unstructured/cell_assignment.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

// Every number of a weights file (whitespace separated). MissingInputError when it
// cannot be read; InputError naming the file and the entry for one that is not a
// finite number >= 0.
std::vector<double> read_weights_file(const std::filesystem::path& file);

// This rank's local cells' weights (the order of its cell-section slices), taken from
// the weights of the zone's cells, all of them.
std::vector<double> local_weights_from_list(const ElementLayout& layout, const ZoneCellSlices& slices,
                                            std::span<const double> zone_weights);

// Collective. The same, from this rank's slice of a cell-centred array of the zone
// (consecutive blocks over the ranks). InputError naming `described` for a value that
// is not a finite number >= 0.
std::vector<double> local_weights_from_field(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                                             const Slice& field, const std::string& described);

// Collective. As the partitioners' integers: kept when every weight is a whole number,
// else scaled so that the largest weighs 1000 (a resolution of 0.1 %), at least 1 for
// any weight above 0. InputError naming `described` when every cell weighs 0.
std::vector<std::int64_t> integer_weights(MPI_Comm comm, const std::vector<double>& weights,
                                          const std::string& described);

}  // namespace pcgns::split
