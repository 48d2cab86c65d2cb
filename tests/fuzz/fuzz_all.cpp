// libFuzzer target: every target of fuzzentries.cpp in one binary, the one named by the
// environment variable GP_FUZZ_TARGET (e.g. fuzz_scenario). For running many targets on
// another machine (scripts/fuzz-bundle.sh): one binary to copy instead of one per target.
#include "fuzzentries.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const char *const name = [] {
        const char *n = std::getenv("GP_FUZZ_TARGET");
        if (!n || !*n) {
            std::fprintf(stderr, "fuzz_all: set GP_FUZZ_TARGET to a target's name\n");
            std::abort();
        }
        return n;
    }();
    return gpuplanner::fuzz::run(name, data, size);
}
