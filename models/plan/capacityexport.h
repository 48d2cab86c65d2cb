// The serving-capacity table (`gpu-planner capacity --format csv|json|markdown`): one row per
// instance type with its replicas, layout, latency at the operating point and monthly cost.
// Conventions as the plan table (docs/table-format.md, "Capacity table"): plain decimals, an
// empty cell (JSON null) for an unknown value or a missing price, never 0; the JSON names
// its format and version.
#pragma once

#include "estimator/capacity.h"

#include <QString>
#include <QStringList>

namespace gpuplanner {

constexpr int kCapacityTableVersion = 1;

enum class CapacityFormat { Table, Csv, Json, Markdown };

// Every field of a capacity row, in order.
QStringList capacityFields();

// A problem with the traffic in the user's language: "--FLAG: what is wrong (got X)".
QString trafficProblemText(const TrafficProblem &problem);
// The same without the flag: "what is wrong (got X)", for a file's key or a field's label.
QString trafficProblemWhat(const TrafficProblem &problem);

// A daily profile as people type it: rates separated by commas (ASCII or full-width "，"),
// hour 0 first. False at the first value that is not a finite number, with its 1-based
// position and text in *bad (its check against 24 hours and ≥ 0 is trafficIssues').
struct HourlyParseError {
    int position = 0;
    QString text;
};
bool parseHourlyRps(const QString &text, std::vector<double> *rates, HourlyParseError *bad);

// What stops a replica from serving more ("TTFT", "KV cache"), and a cost mode ("payg",
// "mixed") in words, in the user's language.
QString capacityLimitText(CapacityLimit limit);
// A layout: "TP 2 × 4" (tensor parallel 2, four replicas an instance), "DP 8 + EP"
// (data-parallel attention over eight GPUs with expert parallel).
QString capacityLayoutText(const ReplicaModel &m);
QString capacityModeText(const std::string &mode);

// Why a type cannot serve the traffic, in words (the `why` code of a row).
QString capacityWhyText(const CapacityRow &row, bool chinese);

struct CapacityTable {
    const CapacityPlan *plan = nullptr;
    const TrafficProfile *traffic = nullptr;
    QString model; // the model's name
    int top = 0;   // 0: every row
    bool chinese = false;
    const CapacityRow *detail = nullptr; // --instance-type: its curves are added
};

QString writeCapacityTable(const CapacityTable &table, CapacityFormat format);

} // namespace gpuplanner
