// The validation table's problems (estimator/limits.h) in the language installed: the
// same checks and the same sentences as limits::check / checkField / checkWorkload /
// checkPlanOptions, worded through tr() so that a Chinese window or command line says
// them in Chinese. The core keeps its English versions for readers without Qt.
#pragma once

#include "estimator/limits.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuplanner::limitswording {

// "at least 1 and at most 1024 (whole number, GPUs)"
QString allowed(const limits::Limit &limit);
// What is wrong with value, without a name ("VALUE is out of range: must be …"); empty when
// it is allowed.
std::optional<QString> detail(const limits::Limit &limit, double value, const QString &valueText);
// "NAME: DETAIL" in the installed language.
QString named(const QString &name, const QString &detail);
// limits::check: empty when value is allowed; else "NAME: VALUE is out of range: must be …".
// valueText is the value as the user wrote it (empty: the number).
std::optional<QString> problem(const limits::Limit &limit, double value, const QString &name,
                               const QString &valueText);
// limits::checkField: the row of a field (or only finiteness for a field without one).
std::optional<QString> fieldProblem(std::string_view field, double value, const QString &name = {});
std::optional<QString> fieldDetail(std::string_view field, double value);
// The GPUs of one job over limits::kMaxTotalGpus.
QString tooManyGpusDetail(long long total);
// limits::checkWorkload / checkPlanOptions: each problem as (name, detail), and as text.
std::vector<std::pair<QString, QString>> workloadProblemParts(const Workload &w,
                                                              bool flags = false);
std::vector<std::pair<QString, QString>> planOptionsProblemParts(const PlanOptions &o,
                                                                 bool flags = false);
QStringList workloadProblems(const Workload &w, bool flags = false);
QStringList planOptionsProblems(const PlanOptions &o, bool flags = false);

} // namespace gpuplanner::limitswording
