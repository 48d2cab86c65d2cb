// Units and calendar constants shared by the whole engine. A month of pay-as-you-go
// time is 730 hours (365 × 24 / 12), the convention Alibaba Cloud and most price
// tables use when they compare hourly and monthly prices.
#pragma once

namespace gpuplanner {

inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerWeek = 168.0;
inline constexpr double kHoursPerYear = 8760.0;
inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
// A price older than this many days is shown as stale.
inline constexpr int kStalePriceDays = 180;

} // namespace gpuplanner
