#pragma once
// The selection held against the inputs before anything is planned: a --solutions or
// --fields regex that matches nothing, or a --time that names no time step, is a usage
// error naming the pattern (the output would silently lack what the user asked for);
// --time is turned into step numbers from BaseIterativeData/TimeValues, which every
// base with zones must hold and all must agree on.
#include "dist/catalog.hpp"
#include "dist/selection.hpp"

namespace pcgns::dist {

// UsageError: a regex matching nothing; --time on a file whose base has no TimeValues
// (naming the file) or selecting no step. InputError: files or bases whose TimeValues
// give different steps for the spec. Every rank holds the same catalog and decides alike.
void check_selection(const Catalog& catalog, Selection& selection);

}  // namespace pcgns::dist
