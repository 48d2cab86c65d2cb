// One table export of a plan, used by `gpu-planner rank --format csv|json|markdown`,
// `gpu-planner report --format csv|json|md|xlsx` and the window's File ▸ Export report: one
// set of field names, one writer. docs/table-format.md lists every field, its unit and
// meaning; the JSON says which version of that list it follows ("format_version").
//
// CSV and JSON carry values for programs: numbers as plain decimals without units
// (currency in its own field), verdicts and booleans as fixed words, an empty cell (JSON:
// null) where a value is unknown or a type has no price, never 0. Markdown is for people:
// the window's column titles and display strings, in the report's language. XLSX is the
// CSV as an Excel workbook (xlsxwriter.h): the same header and cells, numbers as numeric
// cells with the CSV's decimals, empty cells left out; a second sheet holds what the JSON
// says about the table (scenario, model, region, pricing, findings, assumptions).
#pragma once

#include "estimator/planner.h"
#include "plantablemodel.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuplanner {

enum class TableFormat { Csv, Json, Markdown, Xlsx };

constexpr int kTableFormatVersion = 2;

struct PlanTable {
    const Plan *plan = nullptr;
    Workload workload;
    PlanOptions options;
    QString scenario;      // the scenario's name; empty: none (rank from flags)
    std::vector<int> rows; // indices into plan->rows, in the order to write
    QStringList fields;    // field keys in order; empty: every field (tableFields)
    bool chinese = false;  // reasons and findings in Chinese; the language field
    QString generated;     // ISO 8601 UTC time the table was made; empty: left out
};

// Every field a table can have, in order (CSV header, JSON row keys before the time
// breakdown). The same keys for training and serving: an empty cell where a field does
// not apply (hours for serving, tokens_per_s for training…).
QStringList tableFields();

// The fields of the window's comparison table for its columns (PlanTableModel::columnKey
// keys, the window's visible set; empty: the default set, all but the price source), with
// currency after the first price or cost field so that plain numbers keep their unit.
QStringList tableFieldsForColumns(const QStringList &columnKeys, bool training);

// The first `top` rows of the plan (0 or less: all), or every row that fits.
std::vector<int> tableRows(const Plan &plan, int top, bool fittingOnly = false);

// The table as text: CSV, JSON or Markdown. Xlsx is not text: an empty string (use
// writePlanTableFile).
QString writePlanTable(const PlanTable &table, TableFormat format);

// The table as a file's bytes in any format: the text formats in UTF-8 (no byte-order
// mark), Xlsx an Office Open XML workbook (a ZIP archive). Its sheets are named in the
// report's language (the installed translator, ReportLanguage); the workbook's created time
// is `generated`.
QByteArray writePlanTableFile(const PlanTable &table, TableFormat format);

} // namespace gpuplanner
