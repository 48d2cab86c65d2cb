#include "limits.h"
#include "limitrows.h"

#include "modelfields.h"
#include "planinputs.h"
#include "workloadinputs.h"

#include "memory.h"
#include "planner.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace gpuplanner::limits {

namespace {

using namespace rows;

// The model's, the workload's and the plan's rows are in their registries (modelfields.h,
// workloadinputs.h, planinputs.h).
constexpr std::string_view kCliOnly = kFlag;
constexpr std::string_view kImport = "importers (DescribePrice, DescribeSpotAdvice, price CSV)";

// clang-format off
constexpr std::array kTable{
    // Document
    Limit{"revision", "", W, 0, Closed, 1'000'000'000, Closed, "saves", "scenario file"},
    // Catalog facts as imported (DescribeInstanceTypes, instance-type CSV): what real
    // hardware can have, generously; a type outside is refused with the batch.
    Limit{"catalog.gpu_memory_gib", "", R, 0, Open, 1024, Closed, "GiB per GPU", "importers (DescribeInstanceTypes)"},
    Limit{"catalog.gpu_count", "", W, 0, Closed, 64, Closed, "GPUs per instance", "importers (DescribeInstanceTypes)"},
    Limit{"catalog.vcpu", "", W, 1, Closed, 4096, Closed, "vCPUs", "importers (DescribeInstanceTypes)"},
    Limit{"catalog.memory_gib", "", R, 0, Open, 65'536, Closed, "GiB", "importers (DescribeInstanceTypes)"},
    // Prices and spot advice (a price below a ten-thousandth of a currency unit is a mistake)
    Limit{"price.amount", "--amount", R, 1e-4, Closed, 1e12, Closed, "currency per price unit", "scenario file (prices[].amount), catalog set-price, importers"},
    Limit{"price.period", "--period", W, 1, Closed, 1000, Closed, "price units", "catalog import (DescribePrice)"},
    Limit{"spot.average_discount_pct", "", R, 1, Closed, 100, Closed, "% of the pay-as-you-go price", kImport},
    Limit{"spot.interruption_rate_pct", "", R, 0, Closed, 100, Closed, "% over 30 days", kImport},
    // Calibration rows (validate-estimates)
    Limit{"calibration.n_gpus", "", W, 1, Closed, 1'048'576, Closed, "GPUs", "calibration CSV"},
    Limit{"calibration.zero_stage", "", W, 0, Closed, 3, Closed, "ZeRO stage", "calibration CSV"},
    Limit{"calibration.measured_gib", "", R, 0, Open, 100'000, Closed, "GiB", "calibration CSV"},
    // Other flags
    Limit{"filter.min_gpu_memory", "--min-gpu-memory", R, 0, Closed, 100'000, Closed, "GiB", kCliOnly},
    Limit{"filter.min_gpus", "--min-gpus", W, 0, Closed, 1'048'576, Closed, "GPUs", kCliOnly},
    Limit{"output.top", "--top", W, 0, Closed, 1'000'000, Closed, "rows (0: all)", kCliOnly},
};
// clang-format on

std::string number(double v)
{
    char buf[64];
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e16)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace

std::span<const Limit> table()
{
    // The model's fields come from their registry (modelfields.h), the rest from kTable.
    static const std::vector<Limit> all = [] {
        std::vector<Limit> rows;
        for (const ModelField &f : modelFields())
            rows.push_back(f.limit);
        for (const WorkloadInput &i : workloadInputs()) {
            if (i.isNumber())
                rows.push_back(i.limit);
        }
        for (const PlanInput &i : planInputs()) {
            if (i.isNumber())
                rows.push_back(i.limit);
        }
        rows.insert(rows.end(), kTable.begin(), kTable.end());
        return rows;
    }();
    return all;
}

const Limit *byField(std::string_view field)
{
    if (field.empty())
        return nullptr;
    for (const Limit &l : table()) {
        if (l.field == field)
            return &l;
    }
    return nullptr;
}

const Limit *byFlag(std::string_view flag)
{
    if (flag.empty())
        return nullptr;
    for (const Limit &l : table()) {
        if (l.flag == flag)
            return &l;
    }
    return nullptr;
}

std::string allowedText(const Limit &l)
{
    std::string out = l.minExclusive ? "greater than " : "at least ";
    out += number(l.min);
    out += l.maxExclusive ? " and below " : " and at most ";
    out += number(l.max);
    out += " (";
    if (l.kind == Kind::Whole)
        out += "whole number, ";
    out += l.unit;
    out += ")";
    return out;
}

std::optional<std::string> check(const Limit &l, double v, std::string_view name,
                                 std::string_view valueText)
{
    // The message is worded only for a value that fails: presets and scenarios check
    // hundreds of values at start-up, and formatting each cost more than the checks.
    const auto message = [&](const char *before, const char *after) {
        const std::string shown = valueText.empty() ? number(v) : std::string(valueText);
        return std::string(name.empty() ? l.field : name) + before + shown + after + allowedText(l);
    };
    if (!std::isfinite(v))
        return message(": '", "' is not a finite number: must be ");
    const bool low = l.minExclusive ? !(v > l.min) : !(v >= l.min);
    const bool high = l.maxExclusive ? !(v < l.max) : !(v <= l.max);
    if (low || high)
        return message(": ", " is out of range: must be ");
    if (l.kind == Kind::Whole && v != std::floor(v))
        return message(": ", " is not a whole number: must be ");
    return std::nullopt;
}

std::optional<std::string> checkField(std::string_view field, double value, std::string_view name)
{
    if (const Limit *l = byField(field))
        return check(*l, value, name.empty() ? field : name);
    if (!std::isfinite(value))
        return std::string(name.empty() ? field : name) + ": '" + number(value) +
               "' is not a finite number";
    return std::nullopt;
}

namespace {

void add(std::vector<std::string> &out, std::string_view field, double value, bool flags)
{
    const Limit *l = byField(field);
    if (!l)
        return;
    const std::string_view name = flags && !l->flag.empty() ? l->flag : l->field;
    if (auto problem = check(*l, value, name))
        out.push_back(std::move(*problem));
}

} // namespace

std::vector<FieldValue> workloadValues(const Workload &w)
{
    std::vector<FieldValue> out;
    for (const ModelField &f : modelFields())
        out.push_back({f.limit.field, f.get(w.model)});
    for (const WorkloadInput &i : workloadInputs()) {
        if (i.isNumber())
            out.push_back({i.limit.field, i.get(w)});
    }
    return out;
}

std::optional<long long> tooManyGpus(const Workload &w)
{
    // The product in 64 bits: two allowed factors must not overflow the int total.
    const long long total = static_cast<long long>(w.gpusPerNode) * w.nodes;
    if (w.gpusPerNode >= 1 && w.nodes >= 1 && total > kMaxTotalGpus)
        return total;
    return std::nullopt;
}

std::vector<FieldValue> planOptionsValues(const PlanOptions &o)
{
    // Every saved number of the registry (planinputs.h); an optional one only when set. Those
    // the command line sets in other units (--checkpoint-minutes) are named by their field.
    std::vector<FieldValue> out;
    for (const PlanInput &i : planInputs()) {
        if (!i.isNumber() || !i.access.get)
            continue;
        if (const auto v = i.access.get(o))
            out.push_back({i.limit.field, *v, i.flag().empty()});
    }
    return out;
}

std::vector<std::string> checkWorkload(const Workload &w, bool flags)
{
    std::vector<std::string> out;
    for (const FieldValue &v : workloadValues(w))
        add(out, v.field, v.value, flags);
    if (const auto total = tooManyGpus(w))
        out.push_back(
            std::string(flags ? "--gpus × --nodes" : "inputs.gpus_per_node × inputs.nodes") + ": " +
            number(static_cast<double>(*total)) + " GPUs is out of range: must be at most " +
            number(static_cast<double>(kMaxTotalGpus)) + " GPUs in one job");
    return out;
}

std::vector<std::string> checkPlanOptions(const PlanOptions &o, bool flags)
{
    std::vector<std::string> out;
    for (const FieldValue &v : planOptionsValues(o))
        add(out, v.field, v.value, flags && !v.byField);
    return out;
}

} // namespace gpuplanner::limits
