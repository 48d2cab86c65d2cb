// A scenario: the workload and the planning options, as a versioned JSON document
// (*.gpuplan.json) read and written with nlohmann/json. Reading names the field of any
// problem and never throws; writing goes through QSaveFile. Fields this version does not
// know are kept and written back.
#pragma once

#include "estimator/capacity.h"
#include "estimator/memory.h"
#include "estimator/planner.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace gpuplanner {

class PresetLibrary;

inline constexpr const char *kScenarioFormat = "gpu-planner-scenario";
// Version history: 1 — inputs and plan options; 2 — adds the prices the result was
// computed with ("prices", "prices_saved_at"). Older files migrate on load.
inline constexpr int kScenarioVersion = 2;

struct Scenario {
    QString id; // UUID
    QString name;
    QString author;
    QString created; // ISO 8601
    QString modified;
    int revision = 1;
    QString presetId; // empty: the model is given by its numbers
    Workload workload;
    PlanOptions plan;
    // Serving: the traffic and latency targets the capacity plan is for (docs/capacity.md);
    // its prompt and output means are the workload's prompt_len and output_len.
    std::optional<TrafficProfile> traffic;
    QString notes;
    QStringList tags;
    // The prices the plan used when the scenario was saved, to compare with today's catalog.
    std::vector<Price> prices;
    QString pricesSavedAt;
    int loadedVersion = kScenarioVersion;              // the file's version before migration
    nlohmann::json unknown = nlohmann::json::object(); // fields kept for newer versions
};

Scenario newScenario();
nlohmann::json scenarioToJson(const Scenario &s);
// Parses a scenario; presets resolve "preset" model references. On a problem returns
// nullopt and sets *error to "FIELD: problem".
std::optional<Scenario> scenarioFromJson(const nlohmann::json &j, const PresetLibrary &presets,
                                         QString *error);

// Brings an older document to the current version, in place; returns false (and says
// why) for a version it does not know.
bool migrateScenarioJson(nlohmann::json &j, QString *error);
// Stores the catalog's prices in the plan's region (every pricing mode) in the scenario.
void snapshotPrices(Scenario &s, const Catalog &catalog);

// Size limits, in UTF-8 bytes. A name longer than a file name is fine (the file name is
// cut, see ScenarioLibrary::fileNameFor); notes are free text but bounded so that reports
// lay out in bounded time. Reading and every save refuse a scenario over a limit.
inline constexpr qsizetype kMaxScenarioNameBytes = 1024;
inline constexpr qsizetype kMaxScenarioNotesBytes = 64 * 1024;
inline constexpr qsizetype kMaxScenarioTagBytes = 256;
inline constexpr qsizetype kMaxScenarioTags = 100;
// Fields this version does not know, as compact JSON: kept, but bounded.
inline constexpr qsizetype kMaxScenarioUnknownBytes = 64 * 1024;
// A scenario file (the price snapshot makes it tens of kilobytes at most).
inline constexpr qsizetype kMaxScenarioFileBytes = 8 * 1024 * 1024;

// Empty when the name, notes and tags are within the limits; otherwise one message naming
// the field, its size and the limit.
QString scenarioTextProblem(const Scenario &s);

std::optional<Scenario> loadScenario(const QString &path, const PresetLibrary &presets,
                                     QString *error);
// The same for a document already in memory; fileName names it in messages.
std::optional<Scenario> scenarioFromBytes(const QByteArray &bytes, const QString &fileName,
                                          const PresetLibrary &presets, QString *error);
bool saveScenario(const QString &path, const Scenario &s, QString *error);

} // namespace gpuplanner
