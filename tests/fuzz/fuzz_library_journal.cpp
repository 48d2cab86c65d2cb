// libFuzzer target: the library's index journal (models/library/libraryindex.cpp).
// Built with -DGP_FUZZ=ON by clang; run by scripts/fuzz.sh. The work is in fuzzentries.cpp.
#include "fuzzentries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return gpuplanner::fuzz::run("fuzz_library_journal", data, size);
}
