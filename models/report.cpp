#include "report.h"

#include "catalogtablemodel.h"
#include "csv.h"
#include "plantablemodel.h"
#include "reportbuilder.h"
#include "reportlanguage.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace gpuplanner {

namespace {

// ---------------------------------------------------------------------------------------
// The comparison table as shown.

struct TableView {
    std::unique_ptr<PlanTableModel> model;
    std::vector<PlanTableModel::Column> columns;
    std::vector<int> rows;
    bool training = true;
};

TableView tableView(const ReportInput &in)
{
    TableView v;
    v.training = in.scenario.workload.isTraining();
    v.model = std::make_unique<PlanTableModel>();
    v.model->setPlan(std::make_shared<const Plan>(in.plan), v.training, in.chinese);
    for (int i = 0; i < static_cast<int>(PlanTableModel::Column::Count); ++i) {
        const auto c = static_cast<PlanTableModel::Column>(i);
        const bool shown =
            in.visibleColumns.isEmpty()
                ? c != PlanTableModel::Column::PriceSource
                : in.visibleColumns.contains(PlanTableModel::columnKey(c, true)) ||
                      in.visibleColumns.contains(PlanTableModel::columnKey(c, false));
        if (shown)
            v.columns.push_back(c);
    }
    for (int r = 0; r < v.model->rowCount(); ++r) {
        if (in.fittingOnly && v.model->rowAt(r).verdict == Verdict::DoesNotFit)
            continue;
        v.rows.push_back(r);
    }
    return v;
}

QString cell(const TableView &v, int row, PlanTableModel::Column c)
{
    return v.model->data(v.model->index(row, static_cast<int>(c)), Qt::DisplayRole).toString();
}

QString header(const TableView &v, PlanTableModel::Column c)
{
    return v.model->headerData(static_cast<int>(c), Qt::Horizontal, Qt::DisplayRole).toString();
}

bool rightAligned(PlanTableModel::Column c)
{
    using C = PlanTableModel::Column;
    return c == C::Rank || c == C::Gpus || c == C::Need || c == C::Card || c == C::Headroom ||
           c == C::Time || c == C::PricePerHour || c == C::Cost;
}

bool writeText(const QString &text, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray bytes = text.toUtf8();
    if (f.write(bytes) != bytes.size()) {
        if (error)
            *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        f.cancelWriting();
        return false;
    }
    return commitReportFile(f, path, error);
}

// A table cell (or heading) of the Markdown export: HTML is escaped (a Markdown viewer
// renders raw HTML, so a name like "<img src=x onerror=…>" must arrive as text), pipes
// and backslashes cannot end the cell, and a line break becomes <br>.
QString markdownCell(QString s)
{
    s = s.toHtmlEscaped();
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\r'), QString());
    s.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return s.trimmed();
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
    const TableView v = tableView(input);
    std::vector<std::string> fields;
    for (const auto c : v.columns)
        fields.push_back(PlanTableModel::columnKey(c, v.training).toStdString());
    std::string out = csvLine(fields) + '\n';
    for (const int r : v.rows) {
        fields.clear();
        for (const auto c : v.columns)
            fields.push_back(cell(v, r, c).toStdString());
        out += csvLine(fields) + '\n';
    }
    return QString::fromStdString(out);
}

QString tableAsJson(const ReportInput &input)
{
    const ReportLanguage language(input.chinese);
    using ordered = nlohmann::ordered_json;
    const TableView v = tableView(input);
    const Scenario &s = input.scenario;
    const PlanOptions &o = s.plan;
    ordered columns = ordered::array();
    for (const auto c : v.columns)
        columns.push_back({{"key", PlanTableModel::columnKey(c, v.training).toStdString()},
                           {"title", header(v, c).toStdString()}});
    ordered rows = ordered::array();
    for (const int r : v.rows) {
        ordered row = ordered::object();
        for (const auto c : v.columns)
            row[PlanTableModel::columnKey(c, v.training).toStdString()] =
                cell(v, r, c).toStdString();
        rows.push_back(std::move(row));
    }
    const ordered out = {
        {"format", "gpu-planner-comparison-table"},
        {"version", 1},
        {"scenario", s.name.toStdString()},
        {"model", s.workload.model.name},
        {"task", std::string(toString(s.workload.task))},
        {"region", o.region},
        {"pricing", std::string(toString(o.pricing))},
        {"pricing_label", pricingModeLabel(o.pricing).toStdString()},
        {"currency", o.currency},
        {"language", input.chinese ? "zh_CN" : "en"},
        {"generated", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()},
        {"columns", columns},
        {"rows", rows}};
    return QString::fromStdString(out.dump(2)) + QLatin1Char('\n');
}

QString tableAsMarkdown(const ReportInput &input)
{
    const ReportLanguage language(input.chinese);
    const TableView v = tableView(input);
    const Scenario &s = input.scenario;
    const PlanOptions &o = s.plan;
    QString out =
        QStringLiteral("# %1\n\n")
            .arg(markdownCell(s.name.isEmpty() ? QString::fromStdString(s.workload.model.name)
                                               : s.name));
    out += ReportBuilder::tr("Region %1, %2 prices, in %3; %n instance type(s).", nullptr,
                             static_cast<int>(v.rows.size()))
               .arg(markdownCell(QString::fromStdString(o.region)), pricingModeLabel(o.pricing),
                    markdownCell(QString::fromStdString(o.currency))) +
           QStringLiteral("\n\n");
    QStringList head;
    QStringList rule;
    for (const auto c : v.columns) {
        head << markdownCell(header(v, c));
        rule << (rightAligned(c) ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    out += QStringLiteral("| %1 |\n").arg(head.join(QStringLiteral(" | ")));
    out += QStringLiteral("| %1 |\n").arg(rule.join(QStringLiteral(" | ")));
    for (const int r : v.rows) {
        QStringList cells;
        for (const auto c : v.columns)
            cells << markdownCell(cell(v, r, c));
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out;
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
        return writeText(tableAsCsv(input), path, error);
    case ReportFormat::Json:
        return writeText(tableAsJson(input), path, error);
    case ReportFormat::Markdown:
        return writeText(tableAsMarkdown(input), path, error);
    }
    return false;
}

} // namespace gpuplanner
