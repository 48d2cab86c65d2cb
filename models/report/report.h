// Reports of a scenario's plan: a PDF in English or Chinese (title, author, date, inputs,
// the memory breakdown chart, the ranked candidates, the cost and fit charts, findings,
// price sources and dates, assumptions; vector charts, page numbers, tables that break
// cleanly across pages, an embedded CJK font), and the comparison table (the window's
// columns and rows) as CSV, JSON, Markdown or an Excel workbook (XLSX) in the format of
// tableexport.h.
//
// The PDF is a QTextDocument (HTML) laid out on a 300 dpi A4 QPdfWriter and printed page by
// page; its charts are text objects painted with QPainter (vector, never images). Painting
// text needs a QGuiApplication (the offscreen platform will do); without one the PDF fails
// with an error instead of crashing. The table exports need only QCoreApplication.
// Fixed text is tr() in the "Report" context; writeReport and the table functions render
// in the report's language by installing its translator for the call (ReportLanguage,
// reportlanguage.h), so a Chinese report never depends on the window's language.
#pragma once

#include "estimator/planner.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

class QPagedPaintDevice;

namespace gpuplanner {

enum class ReportFormat { Pdf, Csv, Json, Markdown, Xlsx };
// "pdf", "csv", "json", "md", "markdown" or "xlsx" (any case); nullopt otherwise.
std::optional<ReportFormat> reportFormatFromString(const QString &text);
// From a file name's extension (.pdf, .csv, .json, .md, .markdown, .xlsx); nullopt otherwise.
std::optional<ReportFormat> reportFormatFromPath(const QString &path);
QString reportFormatExtension(ReportFormat format); // "pdf", "csv", "json", "md", "xlsx"

struct ReportInput {
    Scenario scenario;
    Plan plan;             // computed for the scenario
    MemoryEstimate memory; // the scenario's own estimate
    bool chinese = false;
    int topCandidates = 15;     // rows in the PDF's ranked table (0 or less: every row)
    QStringList visibleColumns; // PlanTableModel column keys as shown; empty = the default set
    // Table exports: leave out the types that do not fit, as the window does until
    // "Show types that do not fit" is ticked. Off: every row of the plan.
    bool fittingOnly = false;
    // Types the plan had that were left out for their old price ("Hide old prices",
    // --hide-old-prices; dropOldPrices): the ranked table's introduction says how many.
    std::size_t oldPricesLeftOut = 0;
    // A serving scenario with traffic and targets: the capacity plan (docs/capacity.md),
    // its own section in the PDF. Its rows point into the catalog the plan was made from.
    std::optional<CapacityPlan> capacity;
};

// Sets input.capacity when the scenario serves and carries traffic (Scenario::traffic).
void addCapacityPlan(ReportInput &input, const Catalog &catalog);

// Writes the report; false with *error naming the file on failure (QSaveFile: nothing torn).
bool writeReport(const ReportInput &input, ReportFormat format, const QString &path,
                 QString *error);
// The same, also saying how many pages a PDF has (0 for the text formats).
bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error,
                 int *pageCount);

// The PDF report's pages painted on a paged device set up by the caller — a QPrinter from
// the print dialog (File ▸ Print report…), the whole page as its paint area (full page, or
// margins 0): the report keeps its own margins and lays itself out on the device's page
// size and resolution. `titled` (may be empty) hears the report's title before the first
// page is painted (a printer's document name). The number of pages; 0 with *error on
// failure.
int paintReport(const ReportInput &input, QPagedPaintDevice &device, QString *error,
                const std::function<void(const QString &)> &titled = {});

// The comparison table (the window's visible columns and rows) in the one table format
// that `rank` writes too (tableexport.h, docs/table-format.md): CSV and JSON hold values
// for programs, Markdown the window's display strings, XLSX the CSV's cells as an Excel
// workbook (the file's bytes) with a second sheet of the JSON's inputs and findings.
QString tableAsCsv(const ReportInput &input);
QString tableAsJson(const ReportInput &input);
QString tableAsMarkdown(const ReportInput &input);
QByteArray tableAsXlsx(const ReportInput &input);

// The comparison table's column keys (PlanTableModel::columnKey) in the window's order:
// every column, and the default set (all but price_source).
QStringList reportColumnKeys(bool training);
QStringList defaultReportColumns(bool training);

} // namespace gpuplanner
