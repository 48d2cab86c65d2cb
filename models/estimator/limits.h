// One validation table for every numeric input: scenario fields, command-line flags,
// importer and calibration columns. Each row names the field (and the flag that sets it),
// whether it is a whole number, the allowed range and the unit. Readers look a value up
// here before it reaches a Workload or PlanOptions, so NaN, infinity, a negative price or
// time and an integer that would overflow never get into the calculation.
//
// The bounds are sanity limits that keep the arithmetic finite and the ints from
// overflowing (gpus_per_node × nodes stays far below 2^31), not hardware facts: a value
// near a bound is already far outside any real job. docs/reliability.md lists the table.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

struct Workload;
struct PlanOptions;

namespace limits {

enum class Kind { Real, Whole };

struct Limit {
    std::string_view field; // scenario field ("plan.spot_discount_pct") or a file column
    std::string_view flag;  // command-line flag ("--spot-discount"), empty when none
    Kind kind = Kind::Real;
    double min = 0;
    bool minExclusive = false; // (min, …] rather than [min, …]
    double max = 0;
    bool maxExclusive = false;
    std::string_view unit = {};
    std::string_view where = {}; // where it is enforced, for the documentation
};

// Every row, in the order of the documentation.
std::span<const Limit> table();

// The row of a scenario field / file column, or of a flag; nullptr when there is none.
const Limit *byField(std::string_view field);
const Limit *byFlag(std::string_view flag);

// "at least 1 and at most 1024 (whole number, GPUs)"
std::string allowedText(const Limit &limit);

// Empty when value is allowed; otherwise "NAME: VALUE is out of range: must be …".
// name is what the user typed (a flag, a field path, a column); valueText how they wrote
// the value (defaults to the number).
std::optional<std::string> check(const Limit &limit, double value, std::string_view name,
                                 std::string_view valueText = {});

// Looks the row up by field and checks; a field without a row only has to be finite.
std::optional<std::string> checkField(std::string_view field, double value,
                                      std::string_view name = {});

// Whole-struct checks after every field was read, for values that arrive by any road
// (file, flags, the window): every field of the table plus the cross-field ones
// (gpus_per_node × nodes). Each problem is one message naming the field: its scenario
// path, or its flag when flags is true and the field has one.
std::vector<std::string> checkWorkload(const Workload &w, bool flags = false);
std::vector<std::string> checkPlanOptions(const PlanOptions &o, bool flags = false);

// The largest number of GPUs one job may span (gpus_per_node × nodes).
inline constexpr long long kMaxTotalGpus = 1'048'576;

// The values the whole-struct checks look at, as data, for a reader that words the
// problems itself (models/wording/limitswording.h, in the user's language): every field of the
// table with its value (optional plan fields only when set), and the GPUs of one job when
// gpus_per_node × nodes exceeds kMaxTotalGpus.
struct FieldValue {
    std::string_view field;
    double value = 0;
    bool byField = false; // its problem names the field on the command line too (no flag sets it)
};
std::vector<FieldValue> workloadValues(const Workload &w);
std::vector<FieldValue> planOptionsValues(const PlanOptions &o);
std::optional<long long> tooManyGpus(const Workload &w);

} // namespace limits
} // namespace gpuplanner
