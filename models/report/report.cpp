#include "report.h"

#include "catalogtablemodel.h"
#include "fileerrors.h"
#include "planservice.h"
#include "plantablemodel.h"
#include "reportbuilder.h"
#include "reportlanguage.h"
#include "tableexport.h"

#include "estimator/capacity.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace gpuplanner {

namespace {

// The report's table: the window's visible columns and rows (tableexport.h).
PlanTable planTable(const ReportInput &in)
{
    PlanTable t;
    t.plan = &in.plan;
    t.workload = in.scenario.workload;
    t.options = in.scenario.plan;
    t.scenario = in.scenario.name;
    t.rows = tableRows(in.plan, 0, in.fittingOnly);
    t.fields = tableFieldsForColumns(in.visibleColumns, in.scenario.workload.isTraining());
    t.chinese = in.chinese;
    t.generated = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return t;
}

bool writeBytes(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile f(path);
    QString why;
    if (!f.open(QIODevice::WriteOnly))
        why = openErrorText(f);
    else if (writeAndCommit(f, bytes, &why))
        return true;
    if (error)
        *error = QCoreApplication::translate("Report", "%1: cannot write: %2").arg(path, why);
    return false;
}

bool writeText(const QString &text, const QString &path, QString *error)
{
    return writeBytes(text.toUtf8(), path, error);
}

} // namespace

std::optional<ReportFormat> reportFormatFromString(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    if (t == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (t == QLatin1String("json"))
        return ReportFormat::Json;
    if (t == QLatin1String("md") || t == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (t == QLatin1String("xlsx"))
        return ReportFormat::Xlsx;
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatFromPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.isEmpty())
        return std::nullopt;
    return reportFormatFromString(suffix);
}

QString reportFormatExtension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Pdf:
        return QStringLiteral("pdf");
    case ReportFormat::Csv:
        return QStringLiteral("csv");
    case ReportFormat::Json:
        return QStringLiteral("json");
    case ReportFormat::Markdown:
        return QStringLiteral("md");
    case ReportFormat::Xlsx:
        return QStringLiteral("xlsx");
    }
    return {};
}

QStringList reportColumnKeys(bool training)
{
    QStringList keys;
    for (int i = 0; i < static_cast<int>(PlanTableModel::Column::Count); ++i)
        keys << PlanTableModel::columnKey(static_cast<PlanTableModel::Column>(i), training);
    return keys;
}

QStringList defaultReportColumns(bool training)
{
    QStringList keys = reportColumnKeys(training);
    keys.removeAll(PlanTableModel::columnKey(PlanTableModel::Column::PriceSource, training));
    return keys;
}

QString tableAsCsv(const ReportInput &input)
{
    const ReportLanguage language(input.chinese);
    return writePlanTable(planTable(input), TableFormat::Csv);
}

QString tableAsJson(const ReportInput &input)
{
    const ReportLanguage language(input.chinese);
    return writePlanTable(planTable(input), TableFormat::Json);
}

QString tableAsMarkdown(const ReportInput &input)
{
    const ReportLanguage language(input.chinese);
    return writePlanTable(planTable(input), TableFormat::Markdown);
}

QByteArray tableAsXlsx(const ReportInput &input)
{
    const ReportLanguage language(input.chinese); // the sheets' names
    return writePlanTableFile(planTable(input), TableFormat::Xlsx);
}

bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error)
{
    return writeReport(input, format, path, error, nullptr);
}

bool writeReport(const ReportInput &input, ReportFormat format, const QString &path, QString *error,
                 int *pageCount)
{
    if (pageCount)
        *pageCount = 0;
    // The report's text in its language, whatever the window shows (reportlanguage.h).
    const ReportLanguage language(input.chinese);
    if (!language.isLoaded()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, language.errorString());
        return false;
    }
    switch (format) {
    case ReportFormat::Pdf:
        return writePdf(input, path, error, pageCount);
    case ReportFormat::Csv:
        // A UTF-8 byte-order mark: Excel, which team leads open CSV files with, reads a file
        // without one in the system's ANSI code page and garbles the Chinese (and the ¥, ×).
        // Readers that know UTF-8 skip it (our own csv.cpp, Python's utf-8-sig, LibreOffice).
        return writeText(QChar(0xFEFF) + tableAsCsv(input), path, error);
    case ReportFormat::Json:
        return writeText(tableAsJson(input), path, error);
    case ReportFormat::Markdown:
        return writeText(tableAsMarkdown(input), path, error);
    case ReportFormat::Xlsx: {
        const QByteArray bytes = tableAsXlsx(input);
        if (bytes.isEmpty()) { // over the ZIP's 4 GiB: never a plan table
            if (error)
                *error = QCoreApplication::translate("Report", "%1: cannot write: %2")
                             .arg(path, QCoreApplication::translate("Report",
                                                                    "the workbook is too large"));
            return false;
        }
        return writeBytes(bytes, path, error);
    }
    }
    return false;
}

void addCapacityPlan(ReportInput &input, const Catalog &catalog)
{
    const Scenario &s = input.scenario;
    if (s.workload.isTraining() || !s.traffic)
        return;
    input.capacity = planner::capacityNow(s.workload, *s.traffic, catalog, s.plan);
}

} // namespace gpuplanner
