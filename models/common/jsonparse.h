// Parsing JSON that comes from outside (scenario and library files, share codes, imported
// API responses): the nesting depth is bounded before the parser runs, and every nlohmann
// exception (a syntax error, a number such as 1e400 that overflows a double) becomes an
// error string. Nothing that reads an untrusted document may call json::parse directly.
#pragma once

#include <nlohmann/json.hpp>

#include <QString>

#include <cstddef>
#include <optional>
#include <string_view>

namespace gpuplanner {

// Deeper documents are refused: a scenario is 3 levels deep, an API response about 6.
// The bound keeps every recursive walk of a parsed tree (copies, dumps, destructors)
// shallow.
inline constexpr int kMaxJsonDepth = 64;

// The byte offset at which bytes nest deeper than maxDepth arrays/objects (strings are
// skipped), or nullopt when they do not.
std::optional<std::size_t> jsonTooDeepAt(std::string_view bytes, int maxDepth = kMaxJsonDepth);

// The document, or nullopt and *error = "not valid JSON: …" / "nested deeper than 64
// levels (at byte N)". Never throws.
std::optional<nlohmann::json> parseJsonSafely(std::string_view bytes, QString *error,
                                              int maxDepth = kMaxJsonDepth);

// Python's json module writes NaN, Infinity and -Infinity, which JSON has not: published
// config.json files hold them (NVIDIA's Nemotron-H configs: "time_step_limit": [0.0,
// Infinity]). The same bytes with each such token outside a string replaced by null.
std::string nullPythonNonFinite(std::string_view bytes);

} // namespace gpuplanner
