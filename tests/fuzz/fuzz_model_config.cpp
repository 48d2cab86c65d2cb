// libFuzzer target: a model's config.json (modelFromConfig, models/modelconfig.*).
// Built with -DGP_FUZZ=ON by clang; run by scripts/fuzz.sh. The work is in fuzzentries.cpp.
#include "fuzzentries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return gpuplanner::fuzz::run("fuzz_model_config", data, size);
}
