// Traffic profiles of the serving-capacity plan (capacity.h): the month's average, the day
// the month repeats, the checks that name a bad field, the names of the limits and
// verdicts, and the normal quantile the percentiles use.
#include "estimator/capacity.h"

#include "estimator/text.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

double TrafficProfile::average() const
{
    if (averageRps)
        return *averageRps;
    if (hourlyRps.size() == 24) {
        double sum = 0;
        for (double v : hourlyRps)
            sum += v;
        return sum / 24;
    }
    return peakRps;
}

std::vector<double> TrafficProfile::day() const
{
    if (hourlyRps.size() == 24)
        return hourlyRps;
    return std::vector<double>(24, peakRps);
}

std::vector<TrafficProblem> trafficIssues(const TrafficProfile &t)
{
    std::vector<TrafficProblem> out;
    auto bad = [](double v) {
        return !std::isfinite(v);
    };
    auto add = [&](const char *field, const char *code, double got, double other = 0,
                   int hour = -1) {
        out.push_back({field, code, got, other, hour});
    };
    if (bad(t.peakRps) || t.peakRps <= 0 || t.peakRps > 1e6)
        add("rps", "rate_range", t.peakRps);
    if (!t.hourlyRps.empty()) {
        if (t.hourlyRps.size() != 24)
            add("hourly-rps", "hours_count", static_cast<double>(t.hourlyRps.size()));
        double top = 0;
        for (std::size_t i = 0; i < t.hourlyRps.size(); ++i) {
            const double v = t.hourlyRps[i];
            if (bad(v) || v < 0)
                add("hourly-rps", "hour_negative", v, 0, static_cast<int>(i));
            else
                top = std::max(top, v);
        }
        if (top > t.peakRps * (1 + 1e-9) && t.peakRps > 0)
            add("rps", "peak_below_hour", t.peakRps, top);
    }
    if (t.averageRps &&
        (bad(*t.averageRps) || *t.averageRps <= 0 || *t.averageRps > t.peakRps * (1 + 1e-9)))
        add("average-rps", "average_range", *t.averageRps);
    auto length = [&](const char *name, const char *p95name, double mean, double p95) {
        if (bad(mean) || mean < 1 || mean > 1e7)
            add(name, "length_range", mean);
        if (bad(p95) || p95 < 0 || (p95 > 0 && p95 < mean) || p95 > 1e7)
            add(p95name, "p95_below_mean", p95, mean);
    };
    length("prompt-len", "prompt-p95", t.promptMean, t.promptP95);
    length("output-len", "output-p95", t.outputMean, t.outputP95);
    if (bad(t.prefixCacheShare) || t.prefixCacheShare < 0 || t.prefixCacheShare >= 1)
        add("prefix-cache", "prefix_range", t.prefixCacheShare);
    for (const auto &[name, v] : {std::pair{"ttft", t.ttftTarget}, std::pair{"tpot", t.tpotTarget},
                                  std::pair{"e2e", t.e2eTarget}})
        if (bad(v) || v < 0 || v > 86400)
            add(name, "target_range", v);
    if (bad(t.percentile) || t.percentile < 50 || t.percentile > 99.9)
        add("percentile", "percentile_range", t.percentile);
    if (t.spareReplicas < 0 || t.spareReplicas > 1000)
        add("spare", "spare_range", t.spareReplicas);
    return out;
}

std::string trafficProblemEnglish(const TrafficProblem &p)
{
    const std::string f = p.field + ": ";
    if (p.code == "rate_range")
        return f + "the peak requests per second must be above 0 and at most 1000000 (got " +
               text::fmt(p.got, 3) + ")";
    if (p.code == "hours_count")
        return f + "24 values are needed, one per hour (got " + text::fmt(p.got, 0) + ")";
    if (p.code == "hour_negative")
        return f + "hour " + std::to_string(p.hour) + " must be 0 or more (got " +
               text::fmt(p.got, 3) + ")";
    if (p.code == "peak_below_hour")
        return f + "the peak (" + text::fmt(p.got, 3) +
               ") is below the busiest hour of the profile (" + text::fmt(p.other, 3) + ")";
    if (p.code == "average_range")
        return f + "must be above 0 and at most the peak (got " + text::fmt(p.got, 3) + ")";
    if (p.code == "length_range")
        return f + "must be at least 1 token and at most 10000000 (got " + text::fmt(p.got, 1) +
               ")";
    if (p.code == "p95_below_mean")
        return f + "the 95th percentile (" + text::fmt(p.got, 1) +
               ") must not be below the mean (" + text::fmt(p.other, 1) + ")";
    if (p.code == "prefix_range")
        return f +
               "the share of prompt tokens from the prefix cache must be from 0 up to (not "
               "including) 1 (got " +
               text::fmt(p.got, 3) + ")";
    if (p.code == "target_range")
        return f + "a target in seconds from 0 (none) to 86400 (got " + text::fmt(p.got, 4) + ")";
    if (p.code == "percentile_range")
        return f + "from 50 to 99.9 (got " + text::fmt(p.got, 2) + ")";
    return f + "from 0 to 1000 spare replicas (got " + text::fmt(p.got, 0) + ")";
}

std::vector<std::string> trafficProblems(const TrafficProfile &t)
{
    std::vector<std::string> out;
    for (const TrafficProblem &p : trafficIssues(t))
        out.push_back(trafficProblemEnglish(p));
    return out;
}

std::string_view toString(CapacityLimit limit)
{
    switch (limit) {
    case CapacityLimit::None:
        return "none";
    case CapacityLimit::Ttft:
        return "ttft";
    case CapacityLimit::Tpot:
        return "tpot";
    case CapacityLimit::E2e:
        return "e2e";
    case CapacityLimit::KvCache:
        return "kv_cache";
    case CapacityLimit::MaxNumSeqs:
        return "max_num_seqs";
    case CapacityLimit::Prefill:
        return "prefill";
    }
    return "none";
}

std::string_view toString(CapacityVerdict v)
{
    switch (v) {
    case CapacityVerdict::Serves:
        return "serves";
    case CapacityVerdict::CannotMeetTargets:
        return "cannot_meet_targets";
    case CapacityVerdict::DoesNotFit:
        return "does_not_fit";
    case CapacityVerdict::NoPrice:
        return "no_price";
    }
    return "does_not_fit";
}

double normalQuantile(double percentile)
{
    // Acklam's rational approximation of the standard normal quantile (|error| < 1.2e-9).
    const double p = std::clamp(percentile / 100, 1e-9, 1 - 1e-9);
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    const double low = 0.02425;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    if (p > 1 - low) {
        const double q = std::sqrt(-2 * std::log(1 - p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

} // namespace gpuplanner
