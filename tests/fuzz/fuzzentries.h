// The functions the libFuzzer targets (tests/fuzz/fuzz_*.cpp) feed their bytes to, one per
// target. tst_fuzzregressions feeds every saved crasher and seed to the same function under
// the normal build, so what a fuzzer found stays fixed.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gpuplanner::fuzz {

// Parses bytes as the input of one target (and writes back what it accepted). Returns true
// when the input was accepted, false when it was refused; then *error (never null) holds the
// message the user would see.
using Feed = bool (*)(const QByteArray &bytes, QString *error);

struct Target {
    const char
        *name; // "fuzz_scenario": the target, tests/fuzz/corpus/<name>, the regressions folder
    Feed feed;
};

const std::vector<Target> &targets();
Feed feedOf(const QString &name); // nullptr for a name that is no target

// For LLVMFuzzerTestOneInput: feeds the bytes to the named target and ignores the verdict.
int run(const char *name, const std::uint8_t *data, std::size_t size);

} // namespace gpuplanner::fuzz
