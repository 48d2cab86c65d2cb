// Small text helpers shared by the estimator core: enum ⇄ name tables (the names used in
// files, the database and the CLI) and fixed-point number formatting for messages.
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace gpuplanner::text {

template <typename E, std::size_t N>
using NameTable = std::array<std::pair<E, std::string_view>, N>;

template <typename E, std::size_t N>
std::string_view nameOf(const NameTable<E, N> &table, E value)
{
    for (const auto &[v, n] : table) {
        if (v == value)
            return n;
    }
    return {};
}

template <typename E, std::size_t N>
std::optional<E> valueOf(const NameTable<E, N> &table, std::string_view name)
{
    for (const auto &[v, n] : table) {
        if (n == name)
            return v;
    }
    return std::nullopt;
}

// "12.3" for fmt(12.345, 1). std::to_chars (Ryu) rather than snprintf or a stream: plans
// word thousands of numbers and snprintf's %f was a third of ranking the catalog; numbers
// too long for the buffer (1e300) fall back to snprintf, cut at 63 characters as before.
inline std::string fmt(double v, int decimals = 1)
{
    char buffer[64];
    const auto [end, ec] =
        std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, decimals);
    if (ec == std::errc())
        return std::string(buffer, end);
    const int n = std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return std::string(buffer, n > 0 ? static_cast<std::size_t>(std::min(n, 63)) : 0);
}

} // namespace gpuplanner::text
