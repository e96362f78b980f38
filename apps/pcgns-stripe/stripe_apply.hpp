#pragma once
// --apply: lfs setstripe on the output place, only on a real Lustre file system.
#include "pcgns/stripe/environment.hpp"
#include "pcgns/stripe/recommendation.hpp"

namespace pcgns::stripe_app {

// OutputError for an existing non-empty file or a failing lfs; UsageError off Lustre.
void apply_layout(const stripe::Environment& environment, const stripe::Recommendation& recommendation);

}  // namespace pcgns::stripe_app
