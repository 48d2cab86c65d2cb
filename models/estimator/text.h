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
#include <vector>

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

// English plurals for counts in messages (the Chinese side has none): plural(1, "GPU",
// "GPUs") is "GPU", count(2, "GPU", "GPUs") is "2 GPUs".
inline std::string_view plural(long long n, std::string_view one, std::string_view many)
{
    return n == 1 ? one : many;
}

inline std::string count(long long n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + ' ' + std::string(plural(n, one, many));
}

// Sentences as one text: English ones separated by a space, Chinese ones run together,
// each ending with its full stop (added where missing), so a list of reasons never reads
// ".;" or "。；".
inline std::string joinSentences(const std::vector<std::string> &sentences, bool chinese)
{
    std::string out;
    for (const std::string &s : sentences) {
        std::string_view v(s);
        while (!v.empty() && (v.back() == ' ' || v.back() == '\n'))
            v.remove_suffix(1);
        if (v.empty())
            continue;
        if (!out.empty() && !chinese)
            out += ' ';
        out += v;
        const bool stopped = chinese ? (v.ends_with("。") || v.ends_with("！") ||
                                        v.ends_with("？") || v.ends_with("."))
                                     : (v.back() == '.' || v.back() == '!' || v.back() == '?' ||
                                        v.back() == ':' || v.ends_with("。"));
        if (!stopped)
            out += chinese ? "。" : ".";
    }
    return out;
}

} // namespace gpuplanner::text
