// A plan as text for the command line: an aligned table for people, or CSV, JSON or
// Markdown in the one table format of tableexport.h (docs/table-format.md; the same as
// `report --format csv|json|md`). An unpriced row leaves the price and cost cells empty
// (never 0).
#pragma once

#include "estimator/planner.h"

#include <QByteArray>
#include <QString>

class QTextStream;

namespace gpuplanner {

enum class PlanFormat { Table, Csv, Json, Markdown };

// width: the terminal's columns the table's reasons, findings and assumptions are wrapped
// at (textwrap.h); 0 keeps each on one line.
QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &options,
                   PlanFormat format, int top, bool chinese = false, int width = 0);
// The same written to a stream; the table goes out in pieces, so that ten thousand rows
// are never one string (rank over a large catalog).
void writePlan(QTextStream &stream, const Plan &plan, const Workload &workload,
               const PlanOptions &options, PlanFormat format, int top, bool chinese = false,
               int width = 0);
// The first `top` rows (0: all) as an Excel workbook of the one table format (`rank --format
// xlsx`): every field, as the CSV.
QByteArray planWorkbook(const Plan &plan, const Workload &workload, const PlanOptions &options,
                        int top, bool chinese = false);

} // namespace gpuplanner
