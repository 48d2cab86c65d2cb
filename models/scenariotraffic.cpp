#include "scenariotraffic.h"

#include <map>

namespace gpuplanner {

using nlohmann::json;

json trafficToJson(const TrafficProfile &t)
{
    json out = {{"peak_rps", t.peakRps},
                {"prompt_p95", t.promptP95},
                {"output_p95", t.outputP95},
                {"prefix_cache_share", t.prefixCacheShare},
                {"ttft_s", t.ttftTarget},
                {"tpot_s", t.tpotTarget},
                {"e2e_s", t.e2eTarget},
                {"percentile", t.percentile},
                {"spare_replicas", t.spareReplicas}};
    if (t.averageRps)
        out["average_rps"] = *t.averageRps;
    if (!t.hourlyRps.empty())
        out["hourly_rps"] = t.hourlyRps;
    return out;
}

std::optional<TrafficProfile> trafficFromJson(const json &j, const Workload &w, std::string *field,
                                              std::string *problem)
{
    auto fail = [&](const std::string &f, const std::string &p) {
        *field = f;
        *problem = p;
        return std::nullopt;
    };
    if (!j.is_object())
        return fail("traffic", "is not an object");
    TrafficProfile t;
    t.promptMean = std::max(1, w.promptLen);
    t.outputMean = std::max(1, w.outputLen);
    const std::pair<const char *, double *> numbers[] = {
        {"peak_rps", &t.peakRps},     {"prompt_p95", &t.promptP95},
        {"output_p95", &t.outputP95}, {"prefix_cache_share", &t.prefixCacheShare},
        {"ttft_s", &t.ttftTarget},    {"tpot_s", &t.tpotTarget},
        {"e2e_s", &t.e2eTarget},      {"percentile", &t.percentile}};
    for (const auto &[key, target] : numbers) {
        const auto it = j.find(key);
        if (it == j.end() || it->is_null())
            continue;
        if (!it->is_number())
            return fail(std::string("traffic.") + key, "is not a number");
        *target = it->get<double>();
    }
    if (const auto it = j.find("average_rps"); it != j.end() && !it->is_null()) {
        if (!it->is_number())
            return fail("traffic.average_rps", "is not a number");
        t.averageRps = it->get<double>();
    }
    if (const auto it = j.find("spare_replicas"); it != j.end() && !it->is_null()) {
        if (!it->is_number_integer())
            return fail("traffic.spare_replicas", "is not a whole number");
        const long long v = it->get<long long>();
        if (v < 0 || v > 1000)
            return fail("traffic.spare_replicas", "must be from 0 to 1000");
        t.spareReplicas = static_cast<int>(v);
    }
    if (const auto it = j.find("hourly_rps"); it != j.end() && !it->is_null()) {
        if (!it->is_array() || it->size() > 24)
            return fail("traffic.hourly_rps", "is not a list of 24 numbers");
        for (const json &v : *it) {
            if (!v.is_number())
                return fail("traffic.hourly_rps", "is not a list of 24 numbers");
            t.hourlyRps.push_back(v.get<double>());
        }
    }
    if (const auto problems = trafficProblems(t); !problems.empty()) {
        // "rps: …" names the capacity flag; the file names its own key.
        static const std::map<std::string, std::string> keys = {
            {"rps", "traffic.peak_rps"},
            {"average-rps", "traffic.average_rps"},
            {"hourly-rps", "traffic.hourly_rps"},
            {"prompt-len", "inputs.prompt_len"},
            {"output-len", "inputs.output_len"},
            {"prompt-p95", "traffic.prompt_p95"},
            {"output-p95", "traffic.output_p95"},
            {"prefix-cache", "traffic.prefix_cache_share"},
            {"ttft", "traffic.ttft_s"},
            {"tpot", "traffic.tpot_s"},
            {"e2e", "traffic.e2e_s"},
            {"percentile", "traffic.percentile"},
            {"spare", "traffic.spare_replicas"}};
        const std::string &first = problems.front();
        const std::size_t colon = first.find(':');
        const auto key = keys.find(first.substr(0, colon));
        return fail(key == keys.end() ? std::string("traffic") : key->second,
                    colon == std::string::npos ? first : first.substr(colon + 2));
    }
    return t;
}

} // namespace gpuplanner
