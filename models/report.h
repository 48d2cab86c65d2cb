// Reports of a scenario's plan: a PDF in English or Chinese (title, author, date, inputs,
// the memory breakdown chart, the ranked candidates, the cost and fit charts, findings,
// price sources and dates, assumptions; vector charts, page numbers, tables that break
// cleanly across pages, an embedded CJK font), and the comparison table exactly as shown
// (columns, order, units, currency) as CSV, JSON or Markdown.
#pragma once

#include "estimator/planner.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

namespace gpuplanner {

enum class ReportFormat { Pdf, Csv, Json, Markdown };
std::optional<ReportFormat> reportFormatFromString(const QString &text);

struct ReportInput {
    Scenario scenario;
    Plan plan;            // computed for the scenario
    MemoryEstimate memory; // the scenario's own estimate
    bool chinese = false;
    int topCandidates = 15;          // rows in the PDF's ranked table
    QStringList visibleColumns;      // PlanTableModel column keys as shown; empty = the default set
};

// Writes the report; false with *error naming the file on failure (QSaveFile: nothing torn).
bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error);

// The comparison table as text, exactly as the window shows it.
QString tableAsCsv(const ReportInput &input);
QString tableAsJson(const ReportInput &input);
QString tableAsMarkdown(const ReportInput &input);

} // namespace gpuplanner
