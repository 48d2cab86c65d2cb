#include "scenariotraffic.h"

#include "capacityexport.h"

#include <QCoreApplication>

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
    auto said = [](const char *text) {
        return QCoreApplication::translate("Scenario", text).toStdString();
    };
    if (!j.is_object())
        return fail("traffic", said(QT_TRANSLATE_NOOP("Scenario", "is not a JSON object")));
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
            return fail(std::string("traffic.") + key,
                        said(QT_TRANSLATE_NOOP("Scenario", "is not a number")));
        *target = it->get<double>();
    }
    if (const auto it = j.find("average_rps"); it != j.end() && !it->is_null()) {
        if (!it->is_number())
            return fail("traffic.average_rps",
                        said(QT_TRANSLATE_NOOP("Scenario", "is not a number")));
        t.averageRps = it->get<double>();
    }
    if (const auto it = j.find("spare_replicas"); it != j.end() && !it->is_null()) {
        if (!it->is_number_integer())
            return fail("traffic.spare_replicas",
                        said(QT_TRANSLATE_NOOP("Scenario", "is not a whole number")));
        const long long v = it->get<long long>();
        if (v < 0 || v > 1000)
            return fail("traffic.spare_replicas",
                        said(QT_TRANSLATE_NOOP("Scenario", "must be from 0 to 1000")));
        t.spareReplicas = static_cast<int>(v);
    }
    if (const auto it = j.find("hourly_rps"); it != j.end() && !it->is_null()) {
        if (!it->is_array() || it->size() > 24)
            return fail("traffic.hourly_rps",
                        said(QT_TRANSLATE_NOOP("Scenario", "is not a list of 24 numbers")));
        for (const json &v : *it) {
            if (!v.is_number())
                return fail("traffic.hourly_rps",
                            said(QT_TRANSLATE_NOOP("Scenario", "is not a list of 24 numbers")));
            t.hourlyRps.push_back(v.get<double>());
        }
    }
    if (const auto problems = trafficIssues(t); !problems.empty()) {
        // The capacity flag's name ("rps") becomes the file's own key; the problem is worded
        // in the user's language (capacityexport.h), as the command line words it.
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
        const TrafficProblem &first = problems.front();
        const auto key = keys.find(first.field);
        return fail(key == keys.end() ? std::string("traffic") : key->second,
                    trafficProblemWhat(first).toStdString());
    }
    return t;
}

} // namespace gpuplanner
