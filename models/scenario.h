// A scenario: the workload and the planning options, as a versioned JSON document
// (*.gpuplan.json) read and written with nlohmann/json. Reading names the field of any
// problem and never throws; writing goes through QSaveFile. Fields this version does not
// know are kept and written back.
#pragma once

#include "estimator/memory.h"
#include "estimator/planner.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace gpuplanner {

class PresetLibrary;

inline constexpr const char *kScenarioFormat = "gpu-planner-scenario";
inline constexpr int kScenarioVersion = 1;

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
    QString notes;
    QStringList tags;
    nlohmann::json unknown = nlohmann::json::object(); // fields kept for newer versions
};

Scenario newScenario();
nlohmann::json scenarioToJson(const Scenario &s);
// Parses a scenario; presets resolve "preset" model references. On a problem returns
// nullopt and sets *error to "FIELD: problem".
std::optional<Scenario> scenarioFromJson(const nlohmann::json &j, const PresetLibrary &presets,
                                         QString *error);

std::optional<Scenario> loadScenario(const QString &path, const PresetLibrary &presets,
                                     QString *error);
bool saveScenario(const QString &path, const Scenario &s, QString *error);

} // namespace gpuplanner
