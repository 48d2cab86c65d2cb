// The shorthand the validation table's rows are written in, by limits.cpp and by the
// registries that carry their own rows (modelfields.cpp, workloadinputs.cpp,
// planinputs.cpp). Include it in those .cpp files only.
#pragma once

#include "estimator/limits.h"

#include <string_view>

// The estimator has no Qt: the macro only marks the words for lupdate, which reads the
// registries (models/ is scanned recursively); models/ and widgets/ translate them.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text
#endif

namespace gpuplanner::limits::rows {

constexpr Kind R = Kind::Real;
constexpr Kind W = Kind::Whole;
constexpr bool Open = true;    // the bound itself is not allowed
constexpr bool Closed = false; // the bound itself is allowed
// Where a value is set (the documentation's "where" column).
constexpr std::string_view kEverywhere = "scenario file, CLI flag, window form";
constexpr std::string_view kFileAndFlag = "scenario file, CLI flag";
constexpr std::string_view kFlagAndForm = "CLI flag, window form";
constexpr std::string_view kFlag = "CLI flag";

} // namespace gpuplanner::limits::rows
