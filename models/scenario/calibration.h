// Checking the estimator against measured runs: reads a CSV with the columns of
// ../shared/data/vram-calibration.csv (extra columns allowed, cells may be empty), turns
// each row into a Workload, estimates it and compares with the measured figure of the
// same kind (allocated, reserved, device_used, unknown = what nvidia-smi would show,
// weights_only). Rows it cannot estimate are kept with the reason.
#pragma once

#include "estimator/memory.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gpuplanner {

class PresetLibrary;

struct CalibrationRow {
    QString id;
    QString model;
    std::optional<double> estimateGib;
    std::optional<double> measuredGib;
    std::optional<double> errorPct; // (estimate − measured) / measured × 100
    std::optional<double> ruleGib; // the rule of thumb: 4 × weights (training), 1.2 × (inference)
    QString skipped;               // why the row was not estimated; empty when it was
};

struct CalibrationResult {
    std::vector<CalibrationRow> rows;
    int estimated = 0;
    double mape = 0;          // over the estimated rows
    double ruleMape = 0;      // the rule of thumb on the same rows
    double worstUnderPct = 0; // most negative error
};

// Builds the workload a calibration row describes; nullopt and *why when it cannot.
std::optional<Workload> workloadFromCalibration(const std::vector<std::string> &header,
                                                const std::vector<std::string> &fields,
                                                const PresetLibrary &presets, QString *why);

// Parses and evaluates a whole file. Returns nullopt with *error naming the file and line
// for a malformed CSV or missing required columns.
std::optional<CalibrationResult> validateEstimates(const QByteArray &csv, const QString &fileName,
                                                   const PresetLibrary &presets, QString *error);

QString formatCalibrationCsv(const CalibrationResult &result, bool withRule);

} // namespace gpuplanner
